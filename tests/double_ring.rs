//! Double Ring against RULES.md §1: perft, each rule's edge cases, the end,
//! notation and position strings, and bad input.

mod common;

use common::{moves, moves_from};

use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::play::perft::{divide, perft};
use ringboard::play::record::Record;
use ringboard::variant::Settings;
use ringboard::{Game, Player};

fn variant(rule: Rule, size: u8) -> Variant {
    Variant::square(rule, size)
}

fn position(rule: Rule, text: &str) -> DoubleRing {
    let size = text.split(' ').next().unwrap().split('/').count() as u8;
    DoubleRing::from_position(&variant(rule, size), text).unwrap()
}

#[test]
fn perft_from_the_9x9_skip_two_start() {
    let start = DoubleRing::start(&Variant::default());
    assert_eq!(perft(&start, 1), 216);
    assert_eq!(perft(&start, 2), 44112);
    assert_eq!(perft(&start, 3), 8505656);
}

#[test]
fn perft_divide_adds_up() {
    let start = DoubleRing::start(&Variant::default());
    let rows = divide(&start, 2);
    assert_eq!(rows.len(), 216);
    assert_eq!(rows.iter().map(|(_, count)| count).sum::<u64>(), 44112);
    // a1 moves up to a4 or right to d1; symmetric corners see the same.
    assert_eq!(
        rows[0],
        (
            "a1a4".to_string(),
            rows.iter().find(|(mv, _)| mv == "a1d1").unwrap().1
        )
    );
}

#[test]
fn skip_two_passes_exactly_two_rings_and_skips_empty_cells() {
    // Rank 1 reads a1..g1: o . o . o o o
    let game = position(
        Rule::SkipTwo,
        ".../.../.../.../.../.../o.o.ooo 1"
            .replace("...", ".......")
            .as_str(),
    );
    // a1 passes c1 and e1, skipping b1 and d1, and lands on f1.
    assert_eq!(moves_from(&game, "a1"), vec!["a1f1"]);
    assert_eq!(moves_from(&game, "g1"), vec!["g1c1"]);
}

#[test]
fn skip_two_a_double_after_two_blocks_landing() {
    // a1 passes b1 c1 and would land on d1, a double: no move right.
    let game = position(Rule::SkipTwo, "..../..../..../oooO 1");
    assert_eq!(moves_from(&game, "a1"), Vec::<String>::new());
}

#[test]
fn skip_two_a_single_then_a_double_overshoots() {
    // a1 passes b1 (1) then c1 (a double: 3): past two, no move.
    let game = position(Rule::SkipTwo, "..../..../..../ooOo 1");
    assert_eq!(moves_from(&game, "a1"), Vec::<String>::new());
    // Leftwards from d1 the double c1 alone counts two, so d1 lands on b1.
    assert_eq!(moves_from(&game, "d1"), vec!["d1b1"]);
}

#[test]
fn skip_two_walks_off_the_board() {
    let game = position(Rule::SkipTwo, "ooo/.../... 1");
    assert_eq!(moves(&game), Vec::<String>::new());
    assert_eq!(game.outcome().unwrap().winner, Some(Player::Second));
}

#[test]
fn skip_three_needs_exactly_three() {
    let game = position(Rule::SkipThree, "...../...../...../...../ooooo 1");
    assert_eq!(moves(&game), vec!["a1e1", "e1a1"]);
    let game = position(Rule::SkipThree, "...../...../...../...../oOooo 1");
    assert_eq!(moves_from(&game, "a1"), vec!["a1d1"]);
}

#[test]
fn skip_n_from_the_9x9_start_passes_exactly_n_rings() {
    // From the full board a ring moves N + 1 cells in each of four
    // directions: 9 lines of 9 - (N + 1) starts each way, 36 x (8 - N) moves.
    let rules = [Rule::SkipOne, Rule::SkipTwo, Rule::SkipThree, Rule::SkipFour, Rule::SkipFive, Rule::SkipSix];
    for (n, rule) in (1..).zip(rules) {
        assert_eq!(rule.id(), format!("skip{n}"));
        assert_eq!(DoubleRing::start(&variant(rule, 9)).legal_move_list().len(), 36 * (8 - n), "{rule:?}");
    }
    // Skip One passes one single ring, empty cells counting nothing; a double counts two and blocks it.
    let game = position(Rule::SkipOne, "...../...../...../...../oo.oO 1");
    assert_eq!(moves(&game), vec!["a1d1", "d1a1"]);
    // Skip Five passes a double and three singles (2 + 3), empty cells counting nothing.
    let game = position(Rule::SkipFive, "......./......./......./......./......./......./oO.ooo. 1");
    assert_eq!(moves_from(&game, "a1"), Vec::<String>::new());
    let game = position(Rule::SkipFive, "......../......../......../......../......../......../......../oO.ooo.o 1");
    assert_eq!(moves_from(&game, "a1"), vec!["a1h1"]);
}

/// Skip N's moves as RULES.md §7 words them, written apart from the engine:
/// along each of the four lines from a single ring, the counts of the rings
/// passed, and a landing on the first non-empty cell after exactly N.
fn skip_n_by_hand(cells: &[char], (width, height): (usize, usize), n: u32) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for from in 0..cells.len() {
        if cells[from] != 'o' {
            continue;
        }
        let (file, rank) = ((from % width) as i32, (from / width) as i32);
        for (df, dr) in [(0, 1), (0, -1), (-1, 0), (1, 0)] {
            let line: Vec<usize> = (1..width.max(height) as i32)
                .map(|step| (file + df * step, rank + dr * step))
                .take_while(|&(f, r)| (0..width as i32).contains(&f) && (0..height as i32).contains(&r))
                .map(|(f, r)| r as usize * width + f as usize)
                .filter(|&cell| cells[cell] != '.')
                .collect();
            let mut passed = 0;
            for cell in line {
                if passed == n {
                    if cells[cell] == 'o' {
                        found.push((from, cell));
                    }
                    break;
                }
                passed += if cells[cell] == 'O' { 2 } else { 1 };
                if passed > n {
                    break;
                }
            }
        }
    }
    found.sort();
    found
}

/// Random boards of `width` x `height` as the engine reads them, with their cells rank by rank from a1.
fn random_board(rule: Rule, (width, height): (usize, usize), next: &mut impl FnMut(u64) -> u64) -> (DoubleRing, Vec<char>) {
    let cells: Vec<char> = (0..width * height).map(|_| ['o', 'o', 'o', 'O', '.'][next(5) as usize]).collect();
    let text: Vec<String> = (0..height).rev().map(|rank| cells[rank * width..(rank + 1) * width].iter().collect()).collect();
    let variant = Variant { rule, width: width as u8, height: height as u8 };
    (DoubleRing::from_position(&variant, &format!("{} 1", text.join("/"))).unwrap(), cells)
}

#[test]
fn skip_n_moves_agree_with_a_walk_written_apart_on_random_boards() {
    let rules = [Rule::SkipOne, Rule::SkipTwo, Rule::SkipThree, Rule::SkipFour, Rule::SkipFive, Rule::SkipSix];
    let mut seed = 11u64;
    let mut next = |below: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % below
    };
    let mut moves_seen = 0;
    for round in 0..600 {
        let (n, rule) = (round % 6 + 1, rules[round % 6]);
        // Squares and rectangles, both ways round.
        let width = 3 + next(10) as usize;
        let height = if round % 2 == 0 { width } else { 3 + next(10) as usize };
        let (game, cells) = random_board(rule, (width, height), &mut next);
        let mut engine: Vec<(usize, usize)> = game.legal_move_list().iter().map(|mv| (mv.from as usize, mv.to as usize)).collect();
        engine.sort();
        assert_eq!(engine, skip_n_by_hand(&cells, (width, height), n as u32), "{rule:?} {}", game.position());
        moves_seen += engine.len();
    }
    assert!(moves_seen > 3000, "{moves_seen}");
}

#[test]
fn skip_odd_offers_a_target_after_each_odd_count() {
    let game = position(Rule::SkipOdd, "....../....../....../....../....../oooooo 1");
    assert_eq!(moves_from(&game, "a1"), vec!["a1c1", "a1e1"]);
    // A double at an odd count is no target, and the walk goes on past it.
    let game = position(Rule::SkipOdd, "....../....../....../....../....../ooOooo 1");
    // Counts before b1: 0, c1 (double): 1 - not a target, d1: 3 - target, e1: 4, f1: 5 - target.
    assert_eq!(moves_from(&game, "a1"), vec!["a1d1", "a1f1"]);
}

#[test]
fn skip_even_needs_at_least_two() {
    let game = position(
        Rule::SkipEven,
        "....../....../....../....../....../oooooo 1",
    );
    assert_eq!(moves_from(&game, "a1"), vec!["a1d1", "a1f1"]);
    let game = position(Rule::SkipEven, "..o/..o/.oo 1");
    // b1 passes c1 (1): no even count of two or more before the edge.
    assert_eq!(moves_from(&game, "b1"), Vec::<String>::new());
    // c1 up: passes c2 (1), lands? count 1 at c3: no. Off the board after. Left: b1 at 0: no.
    assert_eq!(moves(&game), Vec::<String>::new());
}

#[test]
fn knight_leaps_onto_singles_whatever_is_between() {
    let game = position(Rule::Knight, "o.O/.O./O.o 1");
    // a3: knight leaps to b1 (empty) and c2 (empty): no move. c1: a2 (empty), b3 (empty): none.
    assert_eq!(moves(&game), Vec::<String>::new());
    let game = position(Rule::Knight, "ooo/ooo/ooo 1");
    assert_eq!(moves_from(&game, "a1"), vec!["a1b3", "a1c2"]);
    assert_eq!(moves_from(&game, "b2"), Vec::<String>::new());
    let game = position(Rule::Knight, "ooo/oOo/Oo. 1");
    assert_eq!(moves_from(&game, "c3"), vec!["c3a2", "c3b1"]);
    assert_eq!(moves_from(&game, "b1"), vec!["b1a3", "b1c3"]);
}

#[test]
fn a_move_empties_the_start_and_doubles_the_target() {
    let mut game = DoubleRing::start(&variant(Rule::SkipTwo, 5));
    let mv = game.parse_legal_move("c2c5").unwrap();
    game.play(mv);
    assert_eq!(game.position(), "ooOoo/ooooo/ooooo/oo.oo/ooooo 2");
    assert_eq!(game.to_move(), Player::Second);
}

#[test]
fn the_last_player_to_move_wins() {
    // On 3x3 Skip Two every walk leaves the board after two rings: the first player has lost.
    let start = DoubleRing::start(&variant(Rule::SkipTwo, 3));
    assert_eq!(perft(&start, 1), 0);
    assert_eq!(
        start.outcome().unwrap().describe(&DoubleRing::INFO),
        "Player 2 wins: Player 1 has no move"
    );
    // After a1d1 on ". o o O", b1 overshoots on the double and c1 runs off the board.
    let mut record: Record<DoubleRing> =
        Record::from_position(&variant(Rule::SkipTwo, 4), "..../..../..../oooo 1").unwrap();
    assert_eq!(record.current().outcome(), None);
    record.play_notation("a1d1").unwrap();
    let outcome = record.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Player::First));
    assert_eq!(
        outcome.describe(&DoubleRing::INFO),
        "Player 1 wins: Player 2 has no move"
    );
    assert_eq!(
        record.play_notation("b1d1").unwrap_err().to_string(),
        "move 'b1d1' comes after the end of the game (Player 1 wins: Player 2 has no move)"
    );
}

#[test]
fn a_game_on_9x9_never_lasts_past_40_moves() {
    let mut game = DoubleRing::start(&Variant::default());
    let mut played = 0;
    // Always the first legal move: a deterministic full game.
    while let Some(&mv) = game.legal_move_list().first() {
        game.play(mv);
        played += 1;
    }
    assert!(played <= 40, "{played}");
    assert_eq!(
        game.outcome().unwrap().winner,
        Some(game.to_move().opponent())
    );
}

#[test]
fn notation_round_trips_with_two_digit_ranks() {
    let game = DoubleRing::start(&variant(Rule::SkipTwo, 12));
    for mv in game.legal_move_list() {
        assert_eq!(game.parse_move(&game.format_move(mv)).unwrap(), mv);
    }
    assert!(moves(&game).contains(&"a10a7".to_string()));
    assert!(moves(&game).contains(&"a12a9".to_string()));
}

#[test]
fn position_strings_round_trip() {
    let mut game = DoubleRing::start(&variant(Rule::SkipOdd, 7));
    for notation in ["d4d6", "a1c1", "g7g5"] {
        let mv = game.parse_legal_move(notation).unwrap();
        game.play(mv);
    }
    let text = game.position();
    assert_eq!(
        text,
        "oooooo./oooOooo/ooooooO/ooo.ooo/ooooooo/ooooooo/.oOoooo 2"
    );
    assert_eq!(
        DoubleRing::from_position(game.variant(), &text).unwrap(),
        game
    );
}

#[test]
fn bad_positions_are_refused_with_their_reason() {
    let error = |size: u8, text: &str| {
        DoubleRing::from_position(&variant(Rule::SkipTwo, size), text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error(3, "ooo/ooo/ooo"),
        "bad position: expected the ranks, a space and the player to move (1 or 2)"
    );
    assert_eq!(
        error(3, "ooo/ooo/ooo 3"),
        "bad position: player to move is '3'; expected 1 or 2"
    );
    assert_eq!(
        error(3, "oo/oo 1"),
        "bad position: 2 ranks; the board has 3 to 19"
    );
    assert_eq!(
        error(3, "ooo/oo/ooo 1"),
        "bad position: rank 'oo' has 2 cells; a 3x3 board needs 3"
    );
    assert_eq!(
        error(3, "ooo/oxo/ooo 1"),
        "bad position: 'x' is not a cell (use o for a single ring, O for a double, . for empty)"
    );
    assert_eq!(
        error(9, "ooo/ooo/ooo 1"),
        "bad position: the position has 3 ranks but the 9x9 board has 9"
    );
    let wide = Variant { rule: Rule::SkipTwo, width: 5, height: 3 };
    let error = |text: &str| DoubleRing::from_position(&wide, text).unwrap_err().to_string();
    assert_eq!(error("ooo/ooo/ooo 1"), "bad position: rank 'ooo' has 3 cells; a 5x3 board needs 5");
    assert_eq!(error("ooooo/ooooo/ooooo/ooooo 1"), "bad position: the position has 4 ranks but the 5x3 board has 3");
}

#[test]
fn a_rectangle_plays_on_its_own_files_and_ranks() {
    let wide = Variant { rule: Rule::SkipTwo, width: 7, height: 3 };
    let start = DoubleRing::start(&wide);
    assert_eq!(start.position(), "ooooooo/ooooooo/ooooooo 1");
    // Along a rank of 7, four cells start a Skip Two walk each way; a file of 3 holds none.
    assert_eq!(perft(&start, 1), 4 * 2 * 3);
    let tall = DoubleRing::start(&Variant { rule: Rule::SkipTwo, width: 3, height: 7 });
    assert_eq!(tall.position(), "ooo/ooo/ooo/ooo/ooo/ooo/ooo 1");
    assert_eq!(moves_from(&tall, "a1"), vec!["a1a4"]);
    assert_eq!(perft(&tall, 1), 4 * 2 * 3);
    let error = |text: &str| start.parse_legal_move(text).unwrap_err().to_string();
    assert_eq!(error("a1a4"), "bad move 'a1a4': a4 is off the 7x3 board");
    assert_eq!(error("h1e1"), "bad move 'h1e1': h1 is off the 7x3 board");
    assert_eq!(moves_from(&start, "a1"), vec!["a1d1"]);
    // Knight's Overlap on 4 x 3: a corner leaps to the two cells a knight reaches.
    let knight = DoubleRing::start(&Variant { rule: Rule::Knight, width: 4, height: 3 });
    assert_eq!(moves_from(&knight, "a1"), vec!["a1b3", "a1c2"]);
    assert_eq!(moves_from(&knight, "d3"), vec!["d3b2", "d3c1"]);
}

#[test]
fn bad_moves_are_refused_with_their_reason() {
    let game = DoubleRing::start(&Variant::default());
    let error = |text: &str| game.parse_legal_move(text).unwrap_err().to_string();
    assert_eq!(
        error("e5"),
        "bad move 'e5': expected two squares such as e5e8"
    );
    assert_eq!(
        error("e5-e8"),
        "bad move 'e5-e8': expected two squares such as e5e8"
    );
    assert_eq!(
        error("e5e8x"),
        "bad move 'e5e8x': expected two squares such as e5e8"
    );
    assert_eq!(error("j1j4"), "bad move 'j1j4': j1 is off the 9x9 board");
    assert_eq!(error("a0a3"), "bad move 'a0a3': a0 is off the 9x9 board");
    assert_eq!(error("e5e7"), "illegal move 'e5e7' for Player 1");
}

#[test]
fn variants_come_from_settings() {
    let parse = |text: &str| DoubleRing::parse_variant(&Settings::parse(text, ',').unwrap());
    assert_eq!(parse("").unwrap(), Variant::default());
    assert_eq!(
        parse("rule=knight,size=19").unwrap(),
        variant(Rule::Knight, 19)
    );
    assert_eq!(
        parse("size=20").unwrap_err().to_string(),
        "bad value '20' for option 'size': expected 3..19"
    );
    assert_eq!(
        parse("rule=skip7").unwrap_err().to_string(),
        "bad value 'skip7' for option 'rule': expected skip1|skip2|skip3|skip4|skip5|skip6|odd|even|knight"
    );
    let knight = variant(Rule::Knight, 19);
    assert_eq!(
        DoubleRing::variant_settings(&knight).join(','),
        "rule=knight,size=19"
    );
    // A rectangle: width and height; the same sides are the square board, written as its size.
    let rectangle = Variant { rule: Rule::SkipOdd, width: 12, height: 5 };
    assert_eq!(parse("rule=odd,width=12,height=5").unwrap(), rectangle);
    assert_eq!(DoubleRing::variant_settings(&rectangle).join(','), "rule=odd,width=12,height=5");
    assert_eq!(DoubleRing::variant_fields(&rectangle).join(','), "rule=odd,width=12,height=5");
    assert_eq!(parse("width=7,height=7").unwrap(), variant(Rule::SkipTwo, 7));
    assert_eq!(DoubleRing::variant_settings(&parse("width=7,height=7").unwrap()).join(','), "rule=skip2,size=7");
    assert_eq!(DoubleRing::variant_fields(&variant(Rule::SkipTwo, 7)).join(','), "rule=skip2,width=7,height=7");
    // One side given: the other is the usual 9.
    assert_eq!(parse("height=4").unwrap(), Variant { rule: Rule::SkipTwo, width: 9, height: 4 });
    assert_eq!(
        parse("size=7,width=5").unwrap_err().to_string(),
        "options 'size' and 'width' say the same thing: give one of them"
    );
    assert_eq!(
        parse("height=6,size=7").unwrap_err().to_string(),
        "options 'size' and 'height' say the same thing: give one of them"
    );
    assert_eq!(parse("width=2").unwrap_err().to_string(), "bad value '2' for option 'width': expected 3..19");
    assert_eq!(parse("height=20").unwrap_err().to_string(), "bad value '20' for option 'height': expected 3..19");
    assert_eq!(parse("size=7x5").unwrap_err().to_string(), "bad value '7x5' for option 'size': expected 3..19");
    assert_eq!(
        parse("depth=3").unwrap_err().to_string(),
        "unknown option 'depth' for double-ring (options: rule, width, height, pie, size)"
    );
}

#[test]
fn the_largest_board_plays() {
    let start = DoubleRing::start(&variant(Rule::SkipTwo, 19));
    // 16 starts a line in each of 4 directions, in 19 lines, on both axes' counting: 16 * 19 * 4.
    assert_eq!(perft(&start, 1), 16 * 19 * 4);
}
