//! The King of Rings against RULES.md §4: perft, leaps, captures, drops,
//! the end in both orders, passes and scores, notation and position strings.

mod common;

use common::{after, moves, moves_from};

use ringboard::games::king_of_rings::KingOfRings;
use ringboard::play::perft::perft;
use ringboard::{Game, Player};

/// A position from the contents of some squares, e.g. `[("d4", "N(sss)")]`,
/// and the rest of the position string, e.g. `"w 0 0 -"`.
fn board(squares: &[(&str, &str)], rest: &str) -> KingOfRings {
    let mut grid = vec![vec![".".to_string(); 7]; 7];
    for (square, content) in squares {
        let file = (square.as_bytes()[0] - b'a') as usize;
        let rank: usize = square[1..].parse().unwrap();
        grid[7 - rank][file] = content.to_string();
    }
    let ranks: Vec<String> = grid.iter().map(|row| row.concat()).collect();
    KingOfRings::from_position(&Default::default(), &format!("{} {rest}", ranks.join("/"))).unwrap()
}

fn result(game: &KingOfRings) -> Option<String> {
    game.outcome()
        .map(|outcome| outcome.describe(&KingOfRings::INFO))
}

#[test]
fn start_position_and_perft() {
    let start = KingOfRings::start(&Default::default());
    assert_eq!(
        start.position(),
        "nsnsnsn/snsnsns/sssssss/bbbBbbb/sssssss/sNsNsNs/NsNsNsN w 0 0 -"
    );
    assert_eq!(perft(&start, 1), 28);
    assert_eq!(perft(&start, 2), 784);
    assert_eq!(perft(&start, 3), 21756);
    assert_eq!(
        moves_from(&start, "b2"),
        ["b2a2", "b2a3", "b2b1", "b2b3", "b2c2", "b2c3"]
    );
    let view = start.view();
    assert_eq!(
        (view.rings_on_board, view.scores, view.hands),
        (35, [0, 0], [0, 0])
    );
}

#[test]
fn a_plain_knight_steps_one_square_onto_anything_but_its_own_knight() {
    let game = board(
        &[("d4", "N"), ("d5", "s"), ("e5", "n"), ("c3", "N")],
        "w 0 0 -",
    );
    assert_eq!(
        moves_from(&game, "d4"),
        ["d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4", "d4e5"]
    );
}

#[test]
fn a_holder_leaps_exactly_as_many_squares_as_it_holds_rings() {
    // One ring: one square, and only onto a ring or an enemy.
    let game = board(
        &[
            ("d4", "N(s)"),
            ("d5", "s"),
            ("e5", "n"),
            ("c3", "N"),
            ("c4", "b"),
        ],
        "w 0 0 -",
    );
    assert_eq!(moves_from(&game, "d4"), ["d4c4", "d4d5", "d4e5"]);
    // Three rings: three squares, over anything.
    let game = board(
        &[
            ("d4", "N(Bbs)"),
            ("d5", "s"),
            ("d6", "n"),
            ("d7", "s"),
            ("g4", "n(s)"),
            ("a1", "b"),
            ("g7", "N"),
        ],
        "w 0 0 -",
    );
    assert_eq!(moves_from(&game, "d4"), ["d4a1", "d4d7", "d4g4"]);
    // Six rings: the far corners from a1.
    let game = board(
        &[
            ("a1", "N(ssssss)"),
            ("a7", "s"),
            ("g1", "n"),
            ("g7", "s"),
            ("b2", "s"),
        ],
        "w 0 0 -",
    );
    assert_eq!(moves_from(&game, "a1"), ["a1a7", "a1g1", "a1g7"]);
    // Seven rings or more: no move at all.
    let game = board(
        &[
            ("a1", "N(sssssss)"),
            ("a7", "s"),
            ("g1", "n"),
            ("g7", "s"),
            ("b2", "s"),
        ],
        "w 0 0 -",
    );
    assert_eq!(moves_from(&game, "a1"), Vec::<String>::new());
}

#[test]
fn a_holder_cannot_land_on_an_empty_square() {
    let game = board(&[("d4", "N(ss)"), ("d6", "s")], "w 0 0 -");
    assert_eq!(moves_from(&game, "d4"), ["d4d6"]);
    let game = board(&[("d4", "N(ss)"), ("d5", "s")], "w 0 0 -");
    assert_eq!(moves(&game), ["pass"]);
}

#[test]
fn capturing_a_ringed_knight_takes_its_rings_and_sends_it_to_hand() {
    let game = board(&[("d4", "N(s)"), ("d5", "n(Bb)"), ("a1", "s")], "w 0 0 -");
    let capture = game.parse_legal_move("d4d5").unwrap();
    assert_eq!(game.label_move(capture), "d4xd5");
    let next = after(&game, "d4d5");
    assert_eq!(
        next.position(),
        "......./......./...N(Bbs).../......./......./......./s...... b 0 1 -"
    );
    let view = next.view();
    assert_eq!(
        (view.scores, view.hands, view.out_of_game),
        ([9, 0], [0, 1], [6, 6])
    );
}

#[test]
fn capturing_a_ringless_knight_puts_it_out_of_the_game() {
    let game = board(
        &[("d4", "N"), ("d5", "n"), ("e5", "n(s)"), ("a1", "s")],
        "w 0 0 -",
    );
    let next = after(&game, "d4d5");
    let view = next.view();
    assert_eq!(
        (view.scores, view.hands, view.out_of_game),
        ([0, 1], [0, 0], [6, 6])
    );
}

#[test]
fn a_knight_from_hand_drops_only_onto_a_ring() {
    let game = board(
        &[("a1", "N"), ("d4", "B"), ("b7", "s"), ("g7", "n")],
        "w 0 2 -",
    );
    // White has nothing in hand: no drops.
    assert!(moves(&game).iter().all(|mv| !mv.starts_with('@')));
    let game = board(
        &[("a1", "N"), ("d4", "B"), ("b7", "s"), ("g7", "n")],
        "b 0 2 -",
    );
    assert_eq!(moves(&game), ["@b7", "@d4", "g7f6", "g7f7", "g7g6"]);
    assert_eq!(
        game.parse_legal_move("@e4").unwrap_err().to_string(),
        "illegal move '@e4' for Black"
    );
    let next = after(&game, "@d4");
    assert_eq!(next.view().hands, [0, 1]);
    assert_eq!(next.view().scores, [0, 5]);
    assert_eq!(
        next.position(),
        ".s....n/......./......./...n(B).../......./......./N...... w 0 1 -"
    );
}

#[test]
fn when_white_takes_the_last_ring_black_has_one_last_turn() {
    let game = board(
        &[("a1", "N"), ("a2", "s"), ("g7", "n(bb)"), ("g5", "N(s)")],
        "w 0 0 -",
    );
    let next = after(&game, "a1a2");
    assert!(next.is_last_turn());
    assert_eq!(
        next.position(),
        "......n(bb)/......./......N(s)/......./......./N(s)....../....... b 0 0 last"
    );
    assert_eq!(next.outcome(), None);
    // Black's last turn can still capture: g7 leaps two onto g5.
    assert_eq!(moves(&next), ["g7g5"]);
    let end = after(&next, "g7g5");
    assert_eq!(
        result(&end).as_deref(),
        Some("Black wins: 7 points to 1; no ring is left on the board")
    );
    assert!(end.legal_move_list().is_empty());
}

#[test]
fn when_black_takes_the_last_ring_the_game_ends_at_once() {
    let game = board(&[("a1", "N(bb)"), ("g6", "s"), ("g7", "n")], "b 0 0 -");
    let end = after(&game, "g7g6");
    assert!(!end.is_last_turn());
    assert_eq!(
        result(&end).as_deref(),
        Some("White wins: 6 points to 1; no ring is left on the board")
    );
    assert!(end.legal_move_list().is_empty());
}

#[test]
fn a_side_with_no_move_passes_and_two_passes_end_the_game() {
    // Both knights hold seven rings: neither can move while a ring still lies on d4.
    let game = board(
        &[("a1", "N(sssssss)"), ("g7", "n(sssssss)"), ("d4", "s")],
        "w 0 0 -",
    );
    assert_eq!(moves(&game), ["pass"]);
    let once = after(&game, "pass");
    assert_eq!(once.position().split(' ').next_back(), Some("passed"));
    assert_eq!(once.outcome(), None);
    let twice = after(&once, "pass");
    assert_eq!(
        result(&twice).as_deref(),
        Some("Draw: 7 points each; both players passed")
    );
    assert_eq!(twice.position().split(' ').next_back(), Some("ended"));
    // Passing is only for a side with no move.
    let start = KingOfRings::start(&Default::default());
    assert_eq!(
        start.parse_legal_move("pass").unwrap_err().to_string(),
        "illegal move 'pass' for White"
    );
}

#[test]
fn a_pass_then_a_move_does_not_end_the_game() {
    let game = board(
        &[("a1", "N(sssssss)"), ("g7", "n"), ("d4", "s"), ("g6", "s")],
        "w 0 0 -",
    );
    let next = after(&game, "pass g7g6");
    assert_eq!(next.outcome(), None);
    assert_eq!(moves(&next), ["pass"]);
    assert_eq!(after(&next, "pass").outcome(), None);
}

#[test]
fn scores_count_ring_points_of_knights_on_the_board() {
    let game = board(
        &[
            ("a1", "N(Bbbss)"),
            ("b1", "N(s)"),
            ("g7", "n(bbbb)"),
            ("d4", "s"),
        ],
        "w 3 0 -",
    );
    assert_eq!(game.view().scores, [14, 12]);
    assert_eq!(game.score(Player::First), 14);
}

#[test]
fn position_strings_round_trip_and_bad_ones_are_explained() {
    let game = board(
        &[
            ("a1", "N(Bbbss)"),
            ("g7", "n(bbbb)"),
            ("d4", "s"),
            ("c3", "n"),
        ],
        "b 3 2 passed",
    );
    assert_eq!(
        KingOfRings::from_position(&Default::default(), &game.position()).unwrap(),
        game
    );
    let error = |text: &str| {
        KingOfRings::from_position(&Default::default(), text)
            .unwrap_err()
            .to_string()
    };
    let empty = "......./......./......./......./......./......./.......";
    assert_eq!(
        error(empty),
        "bad position: expected 5 fields (board, side to move, White's hand, Black's hand, turn state); found 1"
    );
    assert_eq!(
        error(&format!("{empty} x 0 0 -")),
        "bad position: side to move is 'x'; expected w or b"
    );
    assert_eq!(
        error(&format!("{empty} w 8 0 -")),
        "bad position: White's hand is '8'; expected a number of knights from 0 to 7"
    );
    assert_eq!(
        error(&format!("{empty} w 0 0 soon")),
        "bad position: turn state is 'soon'; expected -, passed, ended or last"
    );
    assert_eq!(
        error("......./....... w 0 0 -"),
        "bad position: 2 ranks; the board has 7"
    );
    assert_eq!(
        error(&format!(
            "{} w 0 0 -",
            empty.replacen(".......", "......", 1)
        )),
        "bad position: rank 7 '......' has 6 squares; it needs 7"
    );
    assert_eq!(
        error(&format!("{} w 0 0 -", empty.replacen(".......", "..x....", 1))),
        "bad position: 'x' is not a square (use . for empty, s, b or B for a ring, N or n for a knight)"
    );
    assert_eq!(
        error(&format!(
            "{} w 0 0 -",
            empty.replacen(".......", "N(sq)......", 1)
        )),
        "bad position: 'q' in a knight's rings is not a ring (use B, b or s)"
    );
    // Found by fuzzing: a stack longer than a count can hold overflowed.
    assert_eq!(
        error(&format!(
            "{} w 0 0 -",
            empty.replacen(".......", &format!("N({})......", "s".repeat(300)), 1)
        )),
        "bad position: a knight holds more than the game's 28 's' rings"
    );
    assert_eq!(
        error(&format!(
            "{} w 0 0 -",
            empty.replacen(".......", "N(BB)......", 1)
        )),
        "bad position: a knight holds more than the game's 1 'B' rings"
    );
    assert_eq!(
        error(&format!("{} w 0 0 -", empty.replacen(".......", "N(ss", 1))),
        "bad position: rank 7 'N(ss' has an unclosed '('"
    );
    assert_eq!(
        error(&format!(
            "{} w 0 0 -",
            empty.replacen(".......", "BB.....", 1)
        )),
        "bad position: 2 big blue rings; the game has 1"
    );
    assert_eq!(
        error(&format!(
            "{} w 6 0 -",
            empty.replacen(".......", "NN.....", 1)
        )),
        "bad position: White has 8 knights on the board and in hand; there are 7 each"
    );
    assert_eq!(
        error(&format!("{} w 0 0 last", empty.replacen(".......", "s......", 1))),
        "bad position: 'last' is Black's turn after White took the last ring: Black to move, no ring on the board"
    );
}

#[test]
fn move_notation_and_its_errors() {
    let start = KingOfRings::start(&Default::default());
    let error = |text: &str| start.parse_legal_move(text).unwrap_err().to_string();
    let form = "expected two squares such as b2c3, @ and a square such as @d4, or pass";
    assert_eq!(error("b2"), format!("bad move 'b2': {form}"));
    assert_eq!(error("@"), format!("bad move '@': {form}"));
    assert_eq!(error("@h4"), "bad move '@h4': h4 is off the 7x7 board");
    assert_eq!(error("b2b8"), "bad move 'b2b8': b8 is off the 7x7 board");
    assert_eq!(error("@d4"), "illegal move '@d4' for White");
    assert_eq!(error("b2d2"), "illegal move 'b2d2' for White");
}
