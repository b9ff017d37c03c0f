//! Double Ring's opening books (www/data/books): they hold every position of
//! their plies, their verdicts are the solver's, the solver answers from
//! them at once, and a damaged book is refused with its reason.
//! A test binary of its own: loading a book changes what the solver answers.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use ringboard::games::double_ring::book::{self, Book};
use ringboard::games::double_ring::solver::{self, Options};
use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::ai::Evaluate;
use ringboard::Game;

/// The source's rules, which have books (the designers' Skip N, RULES.md §7, have none).
const BOOK_RULES: [Rule; 5] = [Rule::SkipTwo, Rule::SkipThree, Rule::SkipOdd, Rule::SkipEven, Rule::Knight];

fn shipped(rule: Rule) -> Book {
    let path = format!("{}/www/data/books/double-ring-5-{}.bin", env!("CARGO_MANIFEST_DIR"), rule.id());
    Book::from_bytes(&std::fs::read(&path).unwrap()).unwrap()
}

fn options() -> Options {
    Options {
        nodes: u64::MAX,
        table_bits: 22,
        every: false,
        mirror: true,
        progress: None,
    }
}

#[test]
fn each_rule_has_a_book_of_every_position_of_the_first_four_plies_of_5x5() {
    for (rule, positions, won) in [
        (Rule::SkipTwo, 1344, 1218),
        (Rule::SkipThree, 169, 94),
        (Rule::SkipOdd, 8732, 8169),
        (Rule::SkipEven, 1544, 1319),
        (Rule::Knight, 10704, 9741),
    ] {
        let book = shipped(rule);
        assert_eq!(book.variant(), Variant::square(rule, 5));
        assert_eq!((book.plies(), book.len(), book.won()), (4, positions, won), "{rule:?}");
        // The same positions as the book made again, without the verdicts.
        let layout = Book::make(book.variant(), book.plies(), &mut |layer| Some(vec![false; layer.len()])).unwrap();
        assert_eq!(layout.len(), book.len(), "{rule:?}");
    }
}

#[test]
fn the_books_verdicts_are_the_solvers_on_random_openings() {
    let mut rng = SmallRng::seed_from_u64(26);
    for rule in BOOK_RULES {
        let book = shipped(rule);
        let mut positions = Vec::new();
        while positions.len() < 24 {
            let mut position = DoubleRing::start(&book.variant());
            for _ in 0..rng.random_range(0..4) {
                let moves = position.legal_move_list();
                position.play(moves[rng.random_range(0..moves.len())]);
            }
            positions.push(position);
        }
        let verdicts = solver::decide_all(&positions, options()).unwrap();
        for (position, won) in positions.iter().zip(verdicts) {
            assert_eq!(book.wins(position), Some(won), "{rule:?} {}", position.position());
        }
    }
}

#[test]
fn the_solver_answers_the_5x5_starts_from_the_books_at_once() {
    for rule in BOOK_RULES {
        book::load(shipped(rule));
        let start = DoubleRing::start(&Variant::square(rule, 5));
        let answer = start.winning_moves(1).expect("answered within one node");
        let winning: Vec<String> = answer.moves.iter().map(|&mv| start.format_move(mv)).collect();
        let winning: Vec<&str> = winning.iter().map(String::as_str).collect();
        let expected: &[&str] = match rule {
            Rule::SkipTwo | Rule::SkipEven => &["c1c4", "a3d3", "e3b3", "c5c2"],
            _ => &[],
        };
        assert_eq!((winning.as_slice(), answer.nodes, answer.complete), (expected, 0, true), "{rule:?}");
        // Two moves in, the book still answers; three moves in, the search.
        let mut game = start.clone();
        for _ in 0..2 {
            game.play(game.legal_move_list()[0]);
        }
        assert_eq!(game.winning_moves(1).map(|answer| answer.nodes), Some(0), "{rule:?}");
        game.play(game.legal_move_list()[0]);
        let searched = game.winning_moves(u64::MAX).unwrap();
        assert!(searched.nodes > 0, "{rule:?}");
    }
    // A 7 x 7 board has no book: the budget of one node is not enough.
    assert!(DoubleRing::start(&Variant::square(Rule::SkipTwo, 7)).winning_moves(1).is_none());
}

#[test]
fn a_damaged_book_is_refused_with_its_reason() {
    let good = shipped(Rule::SkipTwo).to_bytes();
    let refusal = |bytes: &[u8]| Book::from_bytes(bytes).unwrap_err().to_string();
    assert_eq!(refusal(b""), "bad opening book: it does not begin as a Double Ring opening book (RBK1)");
    assert_eq!(refusal(b"RBK2\x05\x00\x04\x00\x00\x00\x00\x00"), "bad opening book: it does not begin as a Double Ring opening book (RBK1)");
    let mut big = good.clone();
    big[4] = 9;
    assert_eq!(refusal(&big), "bad opening book: its board is 9 x 9: books are of boards 3 x 3 to 7 x 7");
    let mut rule = good.clone();
    rule[5] = 9;
    assert_eq!(refusal(&rule), "bad opening book: its rule is number 9: there are 9");
    let mut reserved = good.clone();
    reserved[7] = 4;
    assert_eq!(refusal(&reserved), "bad opening book: its header's eighth byte is 4, not 0");
    assert_eq!(
        refusal(&good[..good.len() - 3]),
        "bad opening book: it is 9417 bytes long, where 1344 positions of 7 bytes need 9420"
    );
    let mut swapped = good.clone();
    let (first, second) = (12..19, 19..26);
    let entry: Vec<u8> = swapped[first.clone()].to_vec();
    swapped.copy_within(second, first.start);
    swapped[19..26].copy_from_slice(&entry);
    assert_eq!(refusal(&swapped), "bad opening book: its position 2 is not one of its board's, or out of order");
    let mut overlapping = good.clone();
    overlapping[12..19].copy_from_slice(&[0xff; 7]);
    assert_eq!(refusal(&overlapping), "bad opening book: its position 1 is not one of its board's, or out of order");
    assert_eq!(Book::from_bytes(&good).unwrap(), shipped(Rule::SkipTwo));
}
