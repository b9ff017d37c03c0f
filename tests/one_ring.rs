//! The One Ring (RULES.md §2): perft checked against an independent
//! generator, and every special rule both ways: allowed where it should be,
//! refused where it should not.

mod common;
mod one_ring_reference;

use common::{
    after, assert_move_syntax_errors, assert_position_errors, board_field, labels, moves,
    moves_from,
};
use ringboard::games::one_ring::{OneRing, START};
use ringboard::{Error, Game, Outcome, Player, Why};

/// A position string with the pieces on the named squares, e.g. "Kc0 Pb2",
/// the side to move and the Ring field.
fn place(white: &str, black: &str, side: &str, ring: &str) -> String {
    let mut board = std::collections::HashMap::new();
    for (pieces, white_side) in [(white, true), (black, false)] {
        for piece in pieces.split_whitespace() {
            let letter = piece.chars().next().unwrap();
            let letter = if white_side {
                letter
            } else {
                letter.to_ascii_lowercase()
            };
            board.insert(piece[1..].to_string(), letter);
        }
    }
    let ranks: Vec<(u32, Vec<char>)> = (0..=9)
        .rev()
        .map(|rank| match rank {
            0 | 9 => (rank, vec!['c']),
            _ => (rank, ('a'..='e').collect()),
        })
        .collect();
    format!("{} {side} {ring} - 0 1", board_field(&board, &ranks))
}

fn position(white: &str, black: &str, side: &str, ring: &str) -> OneRing {
    let text = place(white, black, side, ring);
    OneRing::from_position(&Default::default(), &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn strings(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn start_position_and_its_moves() {
    let start = OneRing::start(&Default::default());
    assert_eq!(start.position(), START);
    assert_eq!(
        moves(&start),
        strings(&[
            "a2b4", "a2c3", "a3a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2c3", "e2d4",
            "e3e4"
        ])
    );
}

/// Checked by an independent count: the plain generator in
/// `tests/one_ring_reference` (written from RULES.md without the chess core)
/// gives the same numbers to depth 5, and depth 1 was counted by hand (see
/// `start_position_and_its_moves`). Depth 5 is the first where the Ring
/// can enter.
#[test]
fn perft_from_the_start() {
    let start = OneRing::start(&Default::default());
    let counts: Vec<u64> = (1..=5).map(|depth| start.perft(depth)).collect();
    assert_eq!(counts, [12, 144, 1985, 27349, 418294]);
    let reference = one_ring_reference::Pos::parse(START);
    assert_eq!(reference.perft(4), 27349);
}

/// Along seeded random games (the Ring enters, is worn, passes and
/// corrupts in them), the core and the reference agree on perft 2.
#[test]
fn core_agrees_with_the_reference_generator() {
    let mut seed: u64 = 11;
    let mut below = |n: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % n
    };
    let (mut checked, mut worn) = (0, 0);
    for game in 0..24 {
        let mut position = OneRing::start(&Default::default());
        for ply in 0..100 {
            let text = position.position();
            let reference = one_ring_reference::Pos::parse(&text);
            assert_eq!(
                position.perft(2),
                reference.perft(2),
                "game {game} ply {ply}: {text}"
            );
            checked += 1;
            worn += text.split(' ').nth(2).is_some_and(|ring| ring.len() == 2) as usize;
            let legal = position.legal_move_list();
            if legal.is_empty() {
                break;
            }
            position.play(legal[below(legal.len())]);
        }
    }
    assert!(
        checked > 2000 && worn > 1000,
        "{checked} positions, {worn} with the Ring worn"
    );
}

#[test]
fn the_ring_enters_with_the_first_white_loss_and_the_choice_keeps_the_turn() {
    let start = OneRing::start(&Default::default());
    let white_takes = after(&start, "b2b4 a6a5 b4a5");
    assert!(white_takes.position().contains(" waiting "));
    assert!(!moves(&white_takes).iter().any(|mv| mv.starts_with('@')));

    let black_takes = after(&start, "b2b4 a6a5 c2c3 a5b4");
    assert!(
        black_takes.position().contains(" choosing "),
        "{}",
        black_takes.position()
    );
    assert_eq!(moves(&black_takes), strings(&["@a3", "@c3", "@d2", "@e3"]));
    assert_eq!(black_takes.to_move(), Player::First);

    let chosen = after(&black_takes, "@c3");
    assert_eq!(chosen.to_move(), Player::First);
    assert_eq!(
        chosen.position(),
        "k/rqbbr/npppn/4p/5/1p3/P1P1P/N2PN/RQBBR/K w c3 - 0 3"
    );
    assert!(moves(&chosen).iter().all(|mv| !mv.starts_with('@')));
    assert_eq!(labels(&black_takes, "@c3"), ["Ring c3"]);
}

#[test]
fn with_no_white_pawn_the_ring_never_enters() {
    let game = position("Kc0 Na3", "Kc9 Ra8", "b", "waiting");
    let taken = after(&game, "a8a3");
    assert!(taken.position().contains(" never "), "{}", taken.position());
    assert_eq!(moves(&taken), strings(&["c0b1", "c0c1", "c0d1"]));
}

#[test]
fn the_choice_comes_first_even_in_check() {
    let game = position("Kc0 Nc2 Pe3", "Kc9 Rc8", "b", "waiting");
    assert_eq!(labels(&game, "c8c2"), ["Rxc2+"]);
    assert_eq!(moves(&after(&game, "c8c2")), strings(&["@e3"]));
}

#[test]
fn a_white_wearer_steps_forward_diagonally_forward_and_sideways() {
    let black = "Kc9 Pb5 Nd4";
    let without = position("Kc0 Pc4", black, "w", "waiting");
    assert_eq!(moves_from(&without, "c4"), strings(&["c4b5", "c4c5"]));
    let with = position("Kc0 Pc4", black, "w", "c4");
    assert_eq!(
        moves_from(&with, "c4"),
        strings(&["c4b4", "c4b5", "c4c5", "c4d4", "c4d5"])
    );
    // A step forward onto a piece captures it; backwards there is no step.
    let capture_ahead = position("Kc0 Rc4", "Kc9 Nc5", "w", "c4");
    assert!(moves_from(&capture_ahead, "c4").contains(&"c4c5".to_string()));
    let knight = position("Kc0 Nc4", "Kc9", "w", "c4");
    let steps = moves_from(&knight, "c4");
    for step in ["c4b4", "c4b5", "c4c5", "c4d4", "c4d5"] {
        assert!(steps.contains(&step.to_string()), "{step} in {steps:?}");
    }
    for back in ["c4b3", "c4c3", "c4d3"] {
        assert!(!steps.contains(&back.to_string()), "{back} in {steps:?}");
    }
}

#[test]
fn a_black_wearer_also_moves_as_a_queen() {
    let without = position("Kc0", "Kc9 Ne5", "b", "waiting");
    assert_eq!(
        moves_from(&without, "e5"),
        strings(&["e5c4", "e5c6", "e5d3", "e5d7"])
    );
    let with = position("Kc0", "Kc9 Ne5", "b", "e5");
    let all = moves_from(&with, "e5");
    for queen_move in ["e5a1", "e5e1", "e5e8", "e5a5", "e5b8", "e5d5"] {
        assert!(
            all.contains(&queen_move.to_string()),
            "{queen_move} in {all:?}"
        );
    }
    assert!(all.contains(&"e5c4".to_string()));
    // It attacks as a queen too: the White king may not step onto its line.
    let near = position("Kc0", "Kc9 Na3", "w", "a3");
    assert_eq!(moves(&near), strings(&["c0d1"]));
    let plain = position("Kc0", "Kc9 Na3", "w", "waiting");
    assert_eq!(moves(&plain), strings(&["c0c1", "c0d1"]));
}

#[test]
fn the_captor_takes_the_ring() {
    let game = position("Kc0 Rd5", "Kc9 Nd7", "w", "d7");
    let taken = after(&game, "d5d7");
    assert!(taken.position().contains(" b d7 "), "{}", taken.position());
    assert!(
        taken.position().starts_with("k/5/3R1/"),
        "{}",
        taken.position()
    );
}

#[test]
fn a_white_wearer_other_than_a_pawn_is_corrupted() {
    let game = position("Kc0 Rd4 Pa3", "Kc9 Bb6", "b", "d4");
    let taken = after(&game, "b6d4");
    // The rook went to b6, the bishop's square, and turned Black; the
    // bishop wears the Ring.
    assert_eq!(
        taken.position(),
        place("Kc0 Pa3", "Kc9 Rb6 Bd4", "w", "d4").replace(" 0 1", " 0 2")
    );
    // A pawn wearer is taken as usual.
    let game = position("Kc0 Pd4 Pa3", "Kc9 Bb6", "b", "d4");
    assert_eq!(
        after(&game, "b6d4").position(),
        place("Kc0 Pa3", "Kc9 Bd4", "w", "d4").replace(" 0 1", " 0 2")
    );
}

#[test]
fn a_corrupted_piece_may_give_check() {
    let game = position("Ka1 Rd2 Pe3", "Kc9 Ba5", "b", "d2");
    assert_eq!(labels(&game, "a5d2"), ["Bxd2+"]);
    let corrupted = after(&game, "a5d2");
    assert_eq!(
        corrupted.view().check.map(|s| (s.file, s.rank)),
        Some((0, 1))
    );
    assert!(!moves(&corrupted).contains(&"a1a2".to_string()));
    assert!(moves(&corrupted).contains(&"a1b1".to_string()));
}

#[test]
fn a_pinned_black_piece_may_take_the_wearer_when_the_corrupted_piece_blocks() {
    // The queen on b8 is pinned by the White queen on a8; taking the rook
    // on c7 puts the rook, now Black, on b8, which still shields the king.
    let game = position("Kc0 Qa8 Rc7", "Kc8 Qb8 Rd7", "b", "c7");
    let takes = moves(&game);
    for capture in ["b8c7", "c8c7", "d7c7"] {
        assert!(
            takes.contains(&capture.to_string()),
            "{capture} in {takes:?}"
        );
    }
}

#[test]
fn a_ring_step_may_not_leave_the_king_in_check() {
    let game = position("Ka4 Pb4", "Kc9 Re4", "w", "b4");
    assert_eq!(moves_from(&game, "b4"), strings(&["b4c4"]));
    let without = position("Ka4 Pb4", "Kc9 Re4", "w", "waiting");
    assert_eq!(moves_from(&without, "b4"), Vec::<String>::new());
}

#[test]
fn destroying_the_ring_in_the_zone_wins_even_in_check() {
    let game = position("Kc0 Qb8", "Ka6 Rc4", "w", "b8");
    assert!(game.view().check.is_some());
    assert!(moves(&game).contains(&"!b8".to_string()));
    let destroyed = after(&game, "!b8");
    assert_eq!(
        destroyed.outcome(),
        Some(Outcome::win(Player::First, Why::RingDestroyed))
    );
    assert_eq!(labels(&game, "!b8"), ["Ring destroyed"]);
    let outside = position("Kc0 Qc8", "Ke5", "w", "c8");
    assert!(!moves(&outside).iter().any(|mv| mv.starts_with('!')));
    assert_eq!(
        outside.parse_legal_move("!c8"),
        Err(Error::IllegalMove {
            mv: "!c8".into(),
            player: OneRing::INFO.player_words(Player::First)
        })
    );
}

#[test]
fn only_pawns_on_their_second_rank_double_step_and_en_passant_follows() {
    let start = OneRing::start(&Default::default());
    assert!(moves(&start).contains(&"b2b4".to_string()));
    assert!(!moves(&start).contains(&"a3a5".to_string()));
    let game = position("Kc0 Pb2", "Kc9 Pc4 Pa6", "w", "waiting");
    let doubled = after(&game, "b2b4");
    assert!(
        doubled.position().ends_with(" b3 0 1"),
        "{}",
        doubled.position()
    );
    assert!(!moves(&doubled).contains(&"a6a4".to_string()));
    assert_eq!(labels(&doubled, "c4b3"), ["cxb3"]);
    assert_eq!(
        after(&doubled, "c4b3").position(),
        place("Kc0", "Kc9 Pb3 Pa6", "w", "never").replace(" 0 1", " 0 2")
    );
}

#[test]
fn a_ring_wearing_pawn_takes_en_passant_with_its_diagonal_step() {
    let game = position("Kc0 Pc5", "Kc9 Pd7", "b", "c5");
    let doubled = after(&game, "d7d5");
    assert_eq!(labels(&doubled, "c5d6"), ["cxd6"]);
    assert_eq!(
        after(&doubled, "c5d6").position(),
        place("Kc0 Pd6", "Kc9", "b", "d6").replace(" 0 1", " 0 2")
    );
}

#[test]
fn promotion_zones_skip_c8_and_c1() {
    let game = position("Kc0 Pc7 Pb7", "Ka5", "w", "waiting");
    assert_eq!(moves_from(&game, "c7"), strings(&["c7c8"]));
    assert_eq!(
        moves_from(&game, "b7"),
        strings(&["b7b8b", "b7b8n", "b7b8q", "b7b8r"])
    );
    let on_c8 = position("Kc0 Pc8", "Ka7", "w", "waiting");
    assert_eq!(
        moves_from(&on_c8, "c8"),
        strings(&["c8c9b", "c8c9n", "c8c9q", "c8c9r"])
    );
    assert_eq!(labels(&on_c8, "c8c9q"), ["c9=Q+"]);
    let black = position("Ka5 Pe3", "Kc9 Pc1", "b", "waiting");
    assert_eq!(
        moves_from(&black, "c1"),
        strings(&["c1c0b", "c1c0n", "c1c0q", "c1c0r"])
    );
}

#[test]
fn a_wearer_promotes_and_keeps_the_ring() {
    let game = position("Kc0 Pd7", "Ka5", "w", "d7");
    assert!(moves_from(&game, "d7").contains(&"d7e7".to_string()));
    let promoted = after(&game, "d7c8");
    assert!(
        promoted.position().contains(" b c8 "),
        "{}",
        promoted.position()
    );
    let promoted = after(&game, "d7e8n");
    assert!(
        promoted.position().starts_with("1/4N/"),
        "{}",
        promoted.position()
    );
    assert!(promoted.position().contains(" b e8 "));
}

#[test]
fn stalemate_is_a_loss_and_checkmate_ends_the_game() {
    let stalemate = position("Kc7", "Kc9", "b", "waiting");
    assert!(moves(&stalemate).is_empty());
    assert_eq!(
        stalemate.outcome(),
        Some(Outcome::win(
            Player::First,
            Why::Stalemate {
                stuck: Player::Second
            }
        ))
    );
    let mate = position("Kc7 Nd6", "Kc9", "w", "waiting");
    assert_eq!(labels(&mate, "d6e8"), ["Ne8#"]);
    assert_eq!(
        after(&mate, "d6e8").outcome(),
        Some(Outcome::win(Player::First, Why::Checkmate))
    );
}

#[test]
fn no_castling_and_sensible_labels() {
    let game = position("Kc0 Ra1 Re1 Pb2", "Kc9", "w", "waiting");
    assert_eq!(
        game.parse_legal_move("c0a0").map_err(|error| error.to_string()),
        Err("bad move 'c0a0': a0 is not a square of this board".to_string())
    );
    let start = OneRing::start(&Default::default());
    assert_eq!(
        labels(&start, "e2c3 e7c6 c3d5 c6d4 d5b6"),
        ["Nec3", "Nec6", "Nd5", "Nd4", "Nb6"]
    );
}

#[test]
fn position_strings_read_back_and_errors_are_explained() {
    for text in [
        START,
        "k/rqbbr/npppn/4p/5/1p3/P1P1P/N2PN/RQBBR/K w c3 - 0 3",
        "k/5/5/p4/5/5/1p3/5/5/K w never - 0 2",
        "1/5/2K2/5/5/5/5/5/5/k b destroyed - 4 9",
    ] {
        assert_eq!(OneRing::from_position(&Default::default(), text).unwrap().position(), text);
    }
    let cases = [
        ("k/5/5/5/5/5/5/5/5 w waiting - 0 1", "bad position: expected 10 ranks separated by '/', found 9"),
        ("k1/5/5/5/5/5/5/5/5/K w waiting - 0 1", "bad position: rank 9 describes 2 squares or more; it has 1"),
        ("k/5/5/5/5/5/5/5/5/K w ring - 0 1", "bad position: Ring field 'ring' is not waiting, choosing, never, destroyed or a square"),
        ("k/5/5/5/5/5/5/5/5/K w b3 - 0 1", "bad position: the Ring is on b3, where there is no piece"),
        ("k/5/5/5/5/5/5/5/5/K w a0 - 0 1", "bad position: Ring field 'a0' is not waiting, choosing, never, destroyed or a square"),
        ("k/5/5/5/5/5/5/5/5/K w choosing - 0 1", "bad position: the Ring is to be chosen but White has no pawn"),
        ("k/5/5/5/5/5/5/P4/5/K b choosing - 0 1", "bad position: the Ring is chosen only with White to move"),
        ("P/5/5/5/5/5/5/5/k4/K w waiting - 0 1", "bad position: a White pawn cannot stand on c9"),
        ("k/5/5/5/5/5/5/5/5/K w KQ - 0 1", "bad position: Ring field 'KQ' is not waiting, choosing, never, destroyed or a square"),
    ];
    assert_position_errors::<OneRing>(&Default::default(), &cases);
}

#[test]
fn moves_are_read_with_clear_errors() {
    let start = OneRing::start(&Default::default());
    let form = "expected two squares such as b2b4, with q, r, b or n to promote (c8c9q), @ and a pawn's square to choose the Ring's wearer (@b2), or ! and the wearer's square to destroy it (!c9)";
    assert_move_syntax_errors(
        &start,
        &[
            ("b2", form),
            ("b2b4k", form),
            ("@", form),
            ("!c9x", form),
            ("a9a8", "a9 is not a square of this board"),
            ("@f2", "f2 is not a square of this board"),
        ],
    );
    assert_eq!(
        start.parse_legal_move("@b2"),
        Err(Error::IllegalMove {
            mv: "@b2".into(),
            player: OneRing::INFO.player_words(Player::First)
        })
    );
}

#[test]
fn repetition_and_fifty_moves_end_the_game_as_in_chess() {
    let start = OneRing::start(&Default::default());
    let shuffle = "e2d4 e7d5 d4e2 d5e7";
    assert_eq!(after(&start, shuffle).outcome(), None);
    let thrice = after(&after(&start, shuffle), shuffle);
    assert_eq!(thrice.outcome(), Some(Outcome::draw(Why::Repetition)));
    let late = OneRing::from_position(&Default::default(), "k/5/5/5/5/5/5/5/4R/K w waiting - 99 70").unwrap();
    assert_eq!(
        after(&late, "e1e2").outcome(),
        Some(Outcome::draw(Why::FiftyMoves))
    );
    // Bare kings are no draw here: with stalemate a loss, who can move matters.
    let kings = OneRing::from_position(&Default::default(), "k/5/5/5/5/5/5/5/5/K w waiting - 0 1").unwrap();
    assert_eq!(kings.outcome(), None);
}

#[test]
fn a_black_wearer_pawns_two_square_advance_is_its_double_step_only_from_its_second_rank() {
    let from_second = position("Kc0 Pc5", "Kc9 Pd7", "b", "d7");
    assert!(after(&from_second, "d7d5").position().ends_with(" d6 0 2"));
    let from_sixth = position("Kc0 Pc4", "Kc9 Pd6", "b", "d6");
    assert!(moves_from(&from_sixth, "d6").contains(&"d6d4".to_string()));
    assert!(after(&from_sixth, "d6d4").position().ends_with(" - 0 2"));
}

/// Found by fuzzing: Black took White's piece with its king on d8 and a White
/// pawn on d7; choosing that pawn would give it Ring moves onto d8, with
/// White to move next: the king could be taken. Such a pawn cannot be chosen.
#[test]
fn a_pawn_that_would_attack_the_black_king_cannot_be_chosen() {
    let start = OneRing::from_position(
        &Default::default(),
        "k/r1bbr/4q/p1np1/PPpnp/3N1/1B1PP/NPQ2/R1B1R/K w waiting - 0 11",
    )
    .unwrap();
    let choosing = after(&start, "c2d2 e7d7 b5c6 d8b6 c6d7 c9d8 a5b6 c5c4 d3c4 d5b6");
    assert_eq!(
        choosing.position(),
        "1/r1bkr/3P1/pn1p1/4p/2PN1/1B2P/NP1Q1/R1B1R/K w choosing - 0 16"
    );
    assert_eq!(moves(&choosing), ["@b2", "@c4", "@e3"]);
    assert_eq!(
        OneRing::from_position(&Default::default(), "1/r1bkr/3P1/pn1p1/4p/3N1/1B3/N2Q1/R1B1R/K w choosing - 0 16")
            .unwrap_err()
            .to_string(),
        "bad position: the Ring is to be chosen but every White pawn wearing it would attack the Black king"
    );
}

/// Whether the kings stand on one file with nothing between them, read from
/// what the board shows.
fn kings_face(game: &OneRing) -> bool {
    let view = game.view();
    let kings: Vec<_> = view.pieces.iter().filter(|piece| piece.role == "king").map(|piece| piece.square).collect();
    let [a, b] = kings[..] else { panic!("two kings") };
    a.file == b.file
        && !view.pieces.iter().any(|piece| {
            piece.square.file == a.file && piece.square.rank > a.rank.min(b.rank) && piece.square.rank < a.rank.max(b.rank)
        })
}

fn facing() -> ringboard::chess_core::ChessVariant {
    OneRing::parse_variant(&ringboard::variant::Settings::parse("kings=facing", ',').unwrap()).unwrap()
}

/// Under `kings=facing` the legal moves are the usual game's, less those
/// after which the kings face each other: checked along random games.
#[test]
fn facing_kings_refuses_exactly_the_moves_that_leave_the_kings_facing() {
    let mut seed = 5u64;
    let (mut refused, mut positions) = (0, 0);
    for _ in 0..60 {
        let mut game = OneRing::start(&facing());
        for _ in 0..120 {
            if game.outcome().is_some() {
                break;
            }
            let free = OneRing::from_position(&Default::default(), &game.position()).unwrap();
            let mut expected: Vec<String> = Vec::new();
            for mv in free.legal_move_list() {
                let mut next = free.clone();
                next.play(mv);
                if kings_face(&next) {
                    refused += 1;
                } else {
                    expected.push(free.format_move(mv));
                }
            }
            expected.sort();
            assert_eq!(moves(&game), expected, "{}", game.position());
            positions += 1;
            let list = game.legal_move_list();
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.play(list[(seed >> 33) as usize % list.len()]);
        }
    }
    assert!(positions > 3000 && refused > 500, "{positions} positions, {refused} moves refused");
}

#[test]
fn facing_kings_is_an_option_of_its_own_and_pins_what_stands_between_the_kings() {
    assert_eq!(OneRing::variant_settings(&facing()).join(','), "kings=facing");
    // The game's own rules name no option: their links stay as they were.
    assert_eq!(OneRing::variant_settings(&Default::default()).join(','), "");
    assert_eq!(
        OneRing::parse_variant(&ringboard::variant::Settings::parse("kings=across", ',').unwrap()).unwrap_err().to_string(),
        "bad value 'across' for option 'kings': expected free|facing"
    );
    // The knight on c5 alone stands between the kings on the c-file: it may not leave it.
    let text = place("Kc1 Nc5", "Kc9", "w", "never");
    let free = OneRing::from_position(&Default::default(), &text).unwrap();
    let game = OneRing::from_position(&facing(), &text).unwrap();
    assert_eq!(moves_from(&free, "c5"), vec!["c5a4", "c5a6", "c5b3", "c5b7", "c5d3", "c5d7", "c5e4", "c5e6"]);
    assert_eq!(moves_from(&game, "c5"), Vec::<String>::new());
    // The king may step anywhere its usual moves go: the knight still shields the file.
    assert_eq!(moves_from(&game, "c1"), moves_from(&free, "c1"));
    // Kings already facing: no legal move leads there.
    let facing_now = place("Kc0", "Kc9", "w", "never");
    assert!(OneRing::from_position(&Default::default(), &facing_now).is_ok());
    assert_eq!(
        OneRing::from_position(&facing(), &facing_now).unwrap_err().to_string(),
        "bad position: Black is in check with White to move"
    );
}
