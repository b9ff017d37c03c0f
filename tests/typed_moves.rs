//! Moves as players type them in the move box: any case, spaces and dashes,
//! and in the chess games the move list's own SAN.

use ringboard::games::chess::Chess;
use ringboard::games::double_eighteen_stone::DoubleEighteenStone;
use ringboard::games::double_ring::DoubleRing;
use ringboard::games::double_take::DoubleTake;
use ringboard::Game;

fn chess(fen: &str) -> Chess {
    Chess::from_position(&Default::default(), fen).unwrap()
}

/// The notation of the move `typed` means, or the error's message.
fn typed<G: Game>(game: &G, typed: &str) -> String {
    match game.parse_typed_move(typed) {
        Ok(mv) => game.format_move(mv),
        Err(error) => error.to_string(),
    }
}

#[test]
fn capitals_spaces_and_dashes_are_accepted() {
    let start = Chess::start(&Default::default());
    for text in ["e2e4", "E2E4", "e2-e4", "E2-E4", " e2 e4 ", "e4"] {
        assert_eq!(typed(&start, text), "e2e4", "{text}");
    }
    let ring = DoubleRing::start(&Default::default());
    assert_eq!(typed(&ring, "E5-E8"), "e5e8");
    let take = DoubleTake::start(&Default::default());
    assert_eq!(typed(&take, "C3 D4"), "c3d4");
}

#[test]
fn san_as_the_move_list_writes_it() {
    let start = Chess::start(&Default::default());
    assert_eq!(typed(&start, "Nf3"), "g1f3");
    assert_eq!(typed(&start, "nf3"), "g1f3"); // any case, when only one move fits
    let open = chess("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    for text in ["exd5", "ed5", "e4xd5", "exd5!?"] {
        assert_eq!(typed(&open, text), "e4d5", "{text}");
    }
    let castles = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(typed(&castles, "O-O"), "e1g1");
    assert_eq!(typed(&castles, "0-0-0"), "e1c1");
    assert_eq!(typed(&castles, "o-o"), "e1g1");
    let promotion = chess("8/2P5/8/8/8/8/k7/7K w - - 0 1");
    for (text, notation) in [
        ("c8=Q", "c7c8q"),
        ("c8Q", "c7c8q"),
        ("c8=N", "c7c8n"),
        ("c8q", "c7c8q"),
        ("C7C8R", "c7c8r"),
    ] {
        assert_eq!(typed(&promotion, text), notation, "{text}");
    }
    let mate = chess("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    assert_eq!(typed(&mate, "Ra8#"), "a1a8");
    assert_eq!(typed(&mate, "Ra8"), "a1a8");
}

#[test]
fn the_case_tells_a_bishop_from_a_pawn_and_an_unclear_move_is_refused() {
    let game = chess("4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1");
    assert_eq!(typed(&game, "Bxc4"), "f1c4");
    assert_eq!(typed(&game, "bxc4"), "b3c4");
    assert_eq!(typed(&game, "bc4"), "b3c4");
    assert_eq!(
        typed(&game, "BC4"),
        "which move is meant by 'BC4': Bxc4 or bxc4?"
    );
}

#[test]
fn a_move_that_fits_nothing_gets_a_clear_error() {
    let start = Chess::start(&Default::default());
    assert_eq!(typed(&start, "Nf6"), "illegal move 'Nf6' for White");
    assert_eq!(typed(&start, "e2e5"), "illegal move 'e2e5' for White");
    assert_eq!(typed(&start, "Qxf7"), "illegal move 'Qxf7' for White");
    assert_eq!(typed(&start, "O-O"), "illegal move 'O-O' for White");
}

#[test]
fn a_promotion_without_its_piece_asks_which_is_meant() {
    let promotion = chess("8/2P5/8/8/8/8/k7/7K w - - 0 1");
    assert_eq!(
        typed(&promotion, "c8"),
        "which move is meant by 'c8': c8=Q or c8=R or c8=B or c8=N?"
    );
    let game = chess("4k3/8/8/8/8/8/4p3/K7 b - - 0 1");
    assert_eq!(
        typed(&game, "e1"),
        "which move is meant by 'e1': e1=Q+ or e1=R+ or e1=B or e1=N?"
    );
}

#[test]
fn text_that_is_no_move_is_not_understood_and_shows_a_move_that_is() {
    let start = Chess::start(&Default::default());
    for text in ["zz", "hello", "Ng1f3"] {
        assert_eq!(
            typed(&start, text),
            format!("'{text}' is not understood as a move: type one like Na3 or b1a3"),
            "{text}"
        );
    }
    let ring = DoubleRing::start(&Default::default());
    let answer = typed(&ring, "zz");
    assert!(answer.starts_with("'zz' is not understood as a move: type one like "), "{answer}");
}

#[test]
fn stone_chess_line_moves_swaps_and_its_castling_names() {
    let stones = DoubleEighteenStone::start(&Default::default());
    assert_eq!(typed(&stones, "C5-E5"), "c5e5");
    assert_eq!(typed(&stones, "S c5-e5"), "c5e5");
    assert_eq!(typed(&stones, "Nc3"), "b1c3");
    assert_eq!(typed(&stones, "nj3"), "k1j3");
}
