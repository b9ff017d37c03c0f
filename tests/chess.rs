//! Orthodox chess through the chess core: the published perft results
//! (chessprogramming wiki, "Perft Results"), FEN, SAN and the endings.

mod common;

use common::{after, assert_move_syntax_errors, assert_position_errors, labels, moves_from};
use ringboard::games::chess::{Chess, START};
use ringboard::{Error, Game, Outcome, Player, Why};

fn fen(text: &str) -> Chess {
    Chess::from_position(&Default::default(), text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn perft_counts(game: &Chess, depth: usize) -> Vec<u64> {
    (1..=depth).map(|d| game.perft(d)).collect()
}

#[test]
fn perft_start_position() {
    assert_eq!(
        perft_counts(&Chess::start(&Default::default()), 5),
        [20, 400, 8902, 197281, 4865609]
    );
}

#[test]
fn perft_kiwipete() {
    let game = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assert_eq!(perft_counts(&game, 4), [48, 2039, 97862, 4085603]);
}

#[test]
fn perft_position_3() {
    let game = fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
    assert_eq!(perft_counts(&game, 5), [14, 191, 2812, 43238, 674624]);
}

#[test]
fn perft_position_4_and_its_mirror() {
    let game = fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    assert_eq!(perft_counts(&game, 4), [6, 264, 9467, 422333]);
    let mirrored = fen("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1");
    assert_eq!(perft_counts(&mirrored, 4), [6, 264, 9467, 422333]);
}

#[test]
fn perft_position_5() {
    let game = fen("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
    assert_eq!(perft_counts(&game, 4), [44, 1486, 62379, 2103487]);
}

#[test]
fn perft_position_6() {
    let game = fen("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");
    assert_eq!(perft_counts(&game, 4), [46, 2079, 89890, 3894594]);
}

#[test]
fn fen_reads_and_writes() {
    assert_eq!(Chess::start(&Default::default()).position(), START);
    let after_e4 = after(&Chess::start(&Default::default()), "e2e4");
    assert_eq!(
        after_e4.position(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    // The counters may be left out.
    assert_eq!(
        fen("4k3/8/8/8/8/8/8/4K3 w - -").position(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn bad_fen_is_explained() {
    let cases = [
        ("", "bad position: expected 4 to 6 fields separated by spaces (board, side to move, castling, en passant, counters), found 0"),
        ("8/8/8/8/8/8/8 w - - 0 1", "bad position: expected 8 ranks separated by '/', found 7"),
        ("4k3/8/8/8/8/8/8/4K4 w - - 0 1", "bad position: rank 1 describes 9 squares or more; it has 8"),
        ("4k3/8/8/8/8/8/8/4K2 w - - 0 1", "bad position: rank 1 describes 7 squares; it has 8"),
        ("4k3/8/8/8/8/8/8/4X3 w - - 0 1", "bad position: 'X' in rank 1 is not a piece letter"),
        ("4k3/8/8/8/8/8/8/8 w - - 0 1", "bad position: White has 0 kings; it must have one"),
        ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "bad position: side to move 'x' is not w or b"),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "bad position: castling right 'K' needs the White king on e1 and a rook on h1"),
        ("4k3/8/8/8/8/8/8/4K3 w X - 0 1", "bad position: castling right 'X' is not one of this game's"),
        ("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "bad position: en-passant square e3 is not just behind a Black pawn that double-stepped"),
        ("4k3/8/8/8/8/8/8/4K3 w - z9 0 1", "bad position: en-passant square z9 is not on the board"),
        ("4k3/8/8/8/8/8/8/4K3 w - - x 1", "bad position: half-move clock 'x' is not a number up to 100000"),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "bad position: a White pawn cannot stand on a1"),
        ("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "bad position: Black is in check with White to move"),
    ];
    assert_position_errors::<Chess>(&Default::default(), &cases);
}

#[test]
fn castling_both_ways_and_its_conditions() {
    let game = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        moves_from(&game, "e1")
            .iter()
            .filter(|m| ["e1g1", "e1c1"].contains(&m.as_str()))
            .count(),
        2
    );
    assert_eq!(labels(&game, "e1g1 e8c8"), ["O-O", "O-O-O"]);
    assert_eq!(
        after(&game, "e1g1 e8c8").position(),
        "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2"
    );
    // Not through an attacked square, not out of check, not after the rook moved.
    let attacked = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let through_check = after(&attacked, "a1a2 h8f8");
    assert!(!moves_from(&through_check, "e1").contains(&"e1g1".to_string()));
    assert!(
        !moves_from(&through_check, "e1").contains(&"e1c1".to_string()),
        "the a-rook moved"
    );
    let in_check = fen("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    assert!(!moves_from(&in_check, "e1")
        .iter()
        .any(|m| m == "e1g1" || m == "e1c1"));
    assert_eq!(
        in_check.parse_legal_move("e1g1"),
        Err(Error::IllegalMove {
            mv: "e1g1".into(),
            player: Chess::INFO.player_words(Player::First)
        })
    );
}

#[test]
fn san_labels() {
    let start = Chess::start(&Default::default());
    assert_eq!(
        labels(&start, "g1f3 d7d5 b1c3 d5d4 c3e4"),
        ["Nf3", "d5", "Nc3", "d4", "Ne4"]
    );
    let knights = fen("4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1");
    assert_eq!(labels(&knights, "b1c3"), ["Nbc3"]);
    let rooks = fen("4k3/R7/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(labels(&rooks, "a1a4"), ["R1a4"]);
    let en_passant = after(&start, "e2e4 a7a6 e4e5 d7d5");
    assert_eq!(labels(&en_passant, "e5d6"), ["exd6"]);
    let promotion = fen("3k4/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(labels(&promotion, "b7b8q"), ["b8=Q+"]);
    assert_eq!(
        labels(&start, "f2f3 e7e5 g2g4 d8h4"),
        ["f3", "e5", "g4", "Qh4#"]
    );
}

#[test]
fn checkmate_and_stalemate() {
    let mated = after(&Chess::start(&Default::default()), "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(
        mated.outcome(),
        Some(Outcome::win(Player::Second, Why::Checkmate))
    );
    assert!(mated.legal_move_list().is_empty());
    let stalemate = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        stalemate.outcome(),
        Some(Outcome::draw(Why::Stalemate {
            stuck: Player::Second
        }))
    );
}

#[test]
fn threefold_repetition_draws() {
    let start = Chess::start(&Default::default());
    let twice = after(&start, "g1f3 g8f6 f3g1 f6g8");
    assert_eq!(twice.outcome(), None);
    let thrice = after(&twice, "g1f3 g8f6 f3g1 f6g8");
    assert_eq!(thrice.outcome(), Some(Outcome::draw(Why::Repetition)));
    assert!(thrice.legal_move_list().is_empty());
    assert!(matches!(
        thrice.parse_legal_move("e2e4"),
        Err(Error::GameOver { .. })
    ));
}

#[test]
fn fifty_move_rule_draws_unless_the_last_move_mates() {
    let game = fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert_eq!(game.outcome(), None);
    assert_eq!(
        after(&game, "a1a2").outcome(),
        Some(Outcome::draw(Why::FiftyMoves))
    );
    let mate = fen("4k3/R7/8/8/8/8/8/1R2K3 w - - 99 80");
    assert_eq!(
        after(&mate, "b1b8").outcome(),
        Some(Outcome::win(Player::First, Why::Checkmate))
    );
    assert_eq!(
        after(&game, "a1a8").position(),
        "R3k3/8/8/8/8/8/8/4K3 b - - 100 80"
    );
}

#[test]
fn moves_are_read_with_clear_errors() {
    let start = Chess::start(&Default::default());
    assert_move_syntax_errors(
        &start,
        &[
            (
                "e2",
                "expected two squares such as e2e4, with q, r, b or n to promote (e7e8q)",
            ),
            (
                "e2e4x",
                "expected two squares such as e2e4, with q, r, b or n to promote (e7e8q)",
            ),
            ("e2i4", "i4 is not a square of this board"),
            (
                "@e2",
                "expected two squares such as e2e4, with q, r, b or n to promote (e7e8q)",
            ),
        ],
    );
    assert_eq!(
        start.parse_legal_move("e2e5"),
        Err(Error::IllegalMove {
            mv: "e2e5".into(),
            player: Chess::INFO.player_words(Player::First)
        })
    );
}

#[test]
fn too_little_material_to_mate_draws() {
    let dead = Outcome::draw(Why::DeadPosition);
    for text in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1",
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
    ] {
        assert_eq!(fen(text).outcome(), Some(dead.clone()), "{text}");
    }
    for text in [
        "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1n2KN2 w - - 0 1",
        "4k3/8/8/8/8/8/7P/4K3 w - - 0 1",
    ] {
        assert_eq!(fen(text).outcome(), None, "{text}");
    }
    // A capture that leaves bare kings ends the game.
    let game = fen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
    assert_eq!(after(&game, "e1e2").outcome(), Some(dead));
}
