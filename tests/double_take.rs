//! Double Take against RULES.md §3: perft, each capture pattern, the far
//! row, the win, passes and draws, notation and position strings.

mod common;

use common::{after, moves, moves_from};

use ringboard::games::double_take::{DoubleTake, Variant};
use ringboard::play::perft::perft;
use ringboard::play::record::Record;
use ringboard::{Game, Player};

/// A position on the 8 x `length` board from its pieces, e.g. `["r c5", "g d5"]`.
fn board(length: u8, pieces: &[&str], to_move: char) -> DoubleTake {
    let mut rows = vec![['.'; 8]; length as usize];
    for piece in pieces {
        let (side, square) = piece.split_once(' ').unwrap();
        let file = (square.as_bytes()[0] - b'a') as usize;
        let rank: usize = square[1..].parse().unwrap();
        rows[length as usize - rank][file] = side.chars().next().unwrap();
    }
    let ranks: Vec<String> = rows.iter().map(|row| row.iter().collect()).collect();
    let text = format!("{} {to_move}", ranks.join("/"));
    DoubleTake::from_position(&Variant { length }, &text).unwrap()
}

/// Filler that keeps both sides above three pieces, far from the action.
const RED_RESERVE: [&str; 3] = ["r a1", "r c1", "r e1"];
const GREEN_RESERVE: [&str; 3] = ["g a8", "g c8", "g e8"];

fn with_reserves(pieces: &[&'static str]) -> Vec<&'static str> {
    RED_RESERVE
        .iter()
        .chain(&GREEN_RESERVE)
        .chain(pieces)
        .copied()
        .collect()
}

#[test]
fn start_position_and_perft() {
    let start = DoubleTake::start(&Variant::default());
    assert_eq!(
        start.position(),
        "g.g.g.g./.g.g.g.g/g.g.g.g./......../......../r.r.r.r./.r.r.r.r/r.r.r.r. r"
    );
    assert_eq!(perft(&start, 1), 15);
    // Each red advance to rank 5 blocks one green two-rank step: 15 * 15 - 4.
    assert_eq!(perft(&start, 2), 221);
    assert_eq!(perft(&start, 3), 3556);
    assert_eq!(perft(&start, 4), 56179);
    assert_eq!(
        moves(&start),
        [
            "a3a5", "a3b4", "b2b4", "c3b4", "c3c5", "c3d4", "d2d4", "e3d4", "e3e5", "e3f4", "f2f4",
            "g3f4", "g3g5", "g3h4", "h2h4"
        ]
    );
}

#[test]
fn the_long_board_starts_the_same_three_rows_from_each_end() {
    let start = DoubleTake::start(&Variant { length: 10 });
    assert_eq!(
        start.position(),
        "g.g.g.g./.g.g.g.g/g.g.g.g./......../......../......../......../r.r.r.r./.r.r.r.r/r.r.r.r. r"
    );
    assert_eq!(perft(&start, 1), 15);
}

#[test]
fn plain_moves_go_forward_only_and_an_orthogonal_step_needs_the_point_between_empty() {
    let game = board(8, &with_reserves(&["r d4", "g d5"]), 'r');
    // d4: diagonally forward to c5 and e5; not d6 over the green piece on d5;
    // no backward or sideways move without a capture.
    assert_eq!(moves_from(&game, "d4"), ["d4c5", "d4e5"]);
    let game = board(8, &with_reserves(&["r d4"]), 'r');
    assert_eq!(moves_from(&game, "d4"), ["d4c5", "d4d6", "d4e5"]);
    // Green's forward is down the board.
    let game = board(8, &with_reserves(&["g f5"]), 'g');
    assert_eq!(moves_from(&game, "f5"), ["f5e4", "f5f3", "f5g4"]);
}

#[test]
fn a_single_custodian_capture() {
    let game = board(8, &with_reserves(&["r b4", "g d5", "r e5"]), 'r');
    let next = after(&game, "b4c5");
    assert_eq!(next.view().pieces, [5, 3]);
    assert_eq!(
        next.position(),
        "g.g.g.../......../......../..r.r.../......../......../......../r.r.r... g"
    );
    let capture = game.parse_legal_move("b4c5").unwrap();
    assert_eq!(game.label_move(capture), "b4c5×1");
    let captured = next.view().captured;
    assert_eq!(captured.len(), 1);
    assert_eq!(
        (
            captured[0].square.file,
            captured[0].square.rank,
            captured[0].owner
        ),
        (3, 4, Player::Second)
    );
}

#[test]
fn a_double_capture_takes_two_at_once() {
    // Red into d4 takes d5 (red on d6 beyond) and e4 (red on f4 beyond).
    let game = board(
        8,
        &with_reserves(&["r c3", "g d5", "r d6", "g e4", "r f4"]),
        'r',
    );
    let next = after(&game, "c3d4");
    assert_eq!(next.view().pieces, [6, 3]);
    assert_eq!(next.view().captured.len(), 2);
    assert_eq!(
        game.label_move(game.parse_legal_move("c3d4").unwrap()),
        "c3d4×2"
    );
}

#[test]
fn four_at_once() {
    // Red lands on d4 with a green piece on each side and red beyond each.
    let pieces = [
        "r c3", "g d5", "r d6", "g d3", "r d2", "g c4", "r b4", "g e4", "r f4",
    ];
    let game = board(8, &with_reserves(&pieces), 'r');
    let next = after(&game, "c3d4");
    assert_eq!(next.view().pieces[1], 3);
    assert_eq!(next.view().captured.len(), 4);
}

#[test]
fn an_edge_piece_is_taken_only_along_the_edge() {
    // Green on a4: red on a3, red steps b4 -> a5 (forward): taken along the a-file.
    let game = board(8, &with_reserves(&["g a4", "r a3", "r b4"]), 'r');
    assert_eq!(after(&game, "b4a5").view().pieces[1], 3);
    // Across the edge there is no far side: red landing on b4 does not take a4.
    let game = board(8, &with_reserves(&["g a4", "r c3"]), 'r');
    let next = after(&game, "c3b4");
    assert_eq!(next.view().pieces[1], 4);
    assert!(next.view().captured.is_empty());
}

#[test]
fn a_corner_piece_can_never_be_taken() {
    // Green on a8; red on a7 steps c7 -> b8, so red is on both its
    // neighbours, but no line runs through a corner: nothing is taken.
    let game = board(
        8,
        &[
            "r a1", "r c1", "r e1", "r a7", "r c7", "g a8", "g b1", "g d1", "g h3",
        ],
        'r',
    );
    let next = after(&game, "c7b8");
    assert_eq!(next.view().pieces[1], 4);
    assert!(moves(&game)
        .iter()
        .all(|mv| game.label_move(game.parse_move(mv).unwrap()) == *mv));
}

#[test]
fn moving_between_two_enemies_is_safe() {
    // Green steps from e6 into d5, between red c5 and red e5.
    let game = board(8, &with_reserves(&["r c5", "r e5", "g e6"]), 'g');
    let next = after(&game, "e6d5");
    assert_eq!(next.view().pieces, [5, 4]);
    // Red moving another piece does not take it afterwards either.
    let next = after(&next, "c1d2");
    assert_eq!(next.view().pieces, [5, 4]);
}

#[test]
fn only_the_moved_piece_captures_and_a_piece_that_moved_away_takes_nothing() {
    // Green d5 sits between red c5 and e5 (it moved in safely). Red e5 moves
    // away to f6: the pair is broken and nothing is taken.
    let game = board(8, &with_reserves(&["r c5", "g d5", "r e5"]), 'r');
    let next = after(&game, "e5f6");
    assert_eq!(next.view().pieces, [5, 4]);
    // Moving back into e5 is not a plain move (backwards) but it captures,
    // so it is legal and takes d5.
    let next = after(&next, "a8b7");
    assert!(moves_from(&next, "f6").contains(&"f6e5".to_string()));
    assert_eq!(after(&next, "f6e5").view().pieces, [5, 3]);
}

#[test]
fn capturing_moves_go_any_way_but_only_when_they_capture() {
    // d6 -> c5 is backwards: legal only because it takes c4 (red c3 beyond).
    let game = board(8, &with_reserves(&["r d6", "g c4", "r c3"]), 'r');
    assert!(moves_from(&game, "d6").contains(&"d6c5".to_string()));
    assert!(!moves_from(&game, "d6").contains(&"d6e5".to_string()));
    // A sideways two-point step that captures: b4 -> d4 over the empty c4
    // takes e4 (red f4 beyond).
    let game = board(8, &with_reserves(&["r b4", "g e4", "r f4"]), 'r');
    assert!(moves_from(&game, "b4").contains(&"b4d4".to_string()));
    assert_eq!(after(&game, "b4d4").view().pieces[1], 3);
}

#[test]
fn a_piece_on_its_far_row_moves_only_to_capture() {
    // Red b8 is on its far row: only b8 -> c7, taking c6 (red c5 beyond).
    let game = game_with_c5();
    assert_eq!(moves_from(&game, "b8"), ["b8c7"]);
    let game = board(
        8,
        &[
            "r a1", "r c1", "r e1", "r b8", "g c6", "g b3", "g d3", "g f3",
        ],
        'r',
    );
    assert_eq!(moves_from(&game, "b8"), Vec::<String>::new());
    // Off the row, ordinary rules apply again: c7 may step forward.
    let moved = after(&game_with_c5(), "b8c7");
    let moved = after(&moved, "b3a2");
    assert_eq!(moves_from(&moved, "c7"), ["c7b8", "c7d8"]);
}

fn game_with_c5() -> DoubleTake {
    board(
        8,
        &[
            "r a1", "r c1", "r e1", "r b8", "g c6", "r c5", "g b3", "g d3", "g f3",
        ],
        'r',
    )
}

#[test]
fn four_on_the_far_row_wins_at_once() {
    let game = board(8, &with_reserves(&["r b8", "r d8", "r f8", "r g7"]), 'r');
    let won = after(&game, "g7h8");
    let outcome = won.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Player::First));
    assert_eq!(
        outcome.describe(&DoubleTake::INFO),
        "Red wins: Red has four pieces on its far row"
    );
    assert!(won.legal_move_list().is_empty());
    assert_eq!(won.view().far_row, [4, 0]);
}

#[test]
fn a_blocked_side_passes_and_the_other_moves_again() {
    // Red's pieces are all on its far row with nothing to take.
    let game = board(
        8,
        &["r b8", "r d8", "r f8", "g c6", "g e6", "g g6", "g a6"],
        'r',
    );
    assert_eq!(moves(&game), ["pass"]);
    assert_eq!(game.outcome(), None);
    let next = after(&game, "pass");
    assert_eq!(next.to_move(), Player::Second);
    assert_eq!(moves_from(&next, "c6"), ["c6b5", "c6c4", "c6d5"]);
    // Pass is refused while a move exists.
    let start = DoubleTake::start(&Variant::default());
    assert_eq!(
        start.parse_legal_move("pass").unwrap_err().to_string(),
        "illegal move 'pass' for Red"
    );
}

#[test]
fn draws() {
    // Three pieces each: neither side can reach four on its far row.
    let game = board(8, &["r a1", "r c1", "r e1", "g a8", "g c8", "g e8"], 'r');
    assert_eq!(
        game.outcome().unwrap().describe(&DoubleTake::INFO),
        "Draw: neither side has four pieces left to reach its far row"
    );
    assert!(game.legal_move_list().is_empty());
    // Green a2 is blocked by its own b1; red has only far-row pieces.
    let game = board(
        8,
        &["r b8", "r d8", "r f8", "g b1", "g d1", "g f1", "g a2"],
        'g',
    );
    assert_eq!(
        game.outcome().unwrap().describe(&DoubleTake::INFO),
        "Draw: neither side can move"
    );
    assert!(game.legal_move_list().is_empty());
}

#[test]
fn a_capture_down_to_three_each_ends_in_a_draw() {
    let game = board(
        8,
        &["r a1", "r c3", "r d6", "g d5", "g a8", "g c8", "g e8"],
        'r',
    );
    assert_eq!(game.outcome(), None);
    let next = after(&game, "c3d4");
    assert_eq!(next.outcome().unwrap().winner, None);
}

#[test]
fn resigning_ends_the_game_for_either_player() {
    let mut record: Record<DoubleTake> = Record::new(&Variant::default());
    record.play_notation("c3d4").unwrap();
    record.resign(Player::First).unwrap();
    let outcome = record.outcome().unwrap();
    assert_eq!(
        outcome.describe(&DoubleTake::INFO),
        "Green wins: Red resigned"
    );
    assert_eq!(
        record.play_notation("a6b5").unwrap_err().to_string(),
        "move 'a6b5' comes after the end of the game (Green wins: Red resigned)"
    );
    assert!(record.undo());
    assert_eq!(record.outcome(), None);
    assert_eq!(record.ply(), 1);
}

#[test]
fn position_strings_round_trip_and_bad_ones_are_explained() {
    let game = board(10, &with_reserves(&["r b4", "g d5"]), 'g');
    assert_eq!(
        DoubleTake::from_position(&Variant { length: 10 }, &game.position()).unwrap(),
        game
    );
    let error = |text: &str| {
        DoubleTake::from_position(&Variant::default(), text)
            .unwrap_err()
            .to_string()
    };
    let empty = "......../......../......../......../......../......../......../........";
    assert_eq!(
        error("x"),
        "bad position: expected the ranks, a space and the side to move (r or g)"
    );
    assert_eq!(
        error(&format!("{empty} x")),
        "bad position: side to move is 'x'; expected r or g"
    );
    assert_eq!(
        error("......../........ r"),
        "bad position: 2 ranks, but the board is 8 x 8 (set length=2)"
    );
    assert_eq!(
        error(&format!("{} r", empty.replacen("........", "r.......", 1))),
        "bad position: a8 is a green point; a red piece cannot stand there"
    );
    assert_eq!(
        error(&format!("{} r", empty.replacen("........", ".......", 1))),
        "bad position: rank 8 '.......' has 7 points; it needs 8"
    );
    assert_eq!(
        error(&format!("{} r", empty.replacen("........", "...x....", 1))),
        "bad position: 'x' is not a point (use r for red, g for green, . for empty)"
    );
}

#[test]
fn move_notation_and_its_errors() {
    let start = DoubleTake::start(&Variant::default());
    let error = |text: &str| start.parse_legal_move(text).unwrap_err().to_string();
    assert_eq!(
        error("c3"),
        "bad move 'c3': expected two points such as c3d4, or pass"
    );
    assert_eq!(error("c3i4"), "bad move 'c3i4': i4 is off the 8x8 board");
    assert_eq!(error("c3c9"), "bad move 'c3c9': c9 is off the 8x8 board");
    assert_eq!(error("c3c4"), "illegal move 'c3c4' for Red");
    assert_eq!(error("c1b2"), "illegal move 'c1b2' for Red");
    let long = DoubleTake::start(&Variant { length: 10 });
    assert_eq!(
        long.parse_legal_move("a10a11").unwrap_err().to_string(),
        "bad move 'a10a11': a11 is off the 8x10 board"
    );
    let next = after(&after(&long, "a3b4"), "a8b7");
    assert_eq!(next.position().split('/').nth(3), Some(".g......"));
}
