//! Game records (PGN in shape): every game round-trips, chess is standard
//! PGN that opens real games from elsewhere, and a bad record names its line.

use ringboard::ai::agent::Agent;
use ringboard::ai::Evaluate;
use ringboard::games::chess::Chess;
use ringboard::games::double_eighteen_stone::DoubleEighteenStone;
use ringboard::games::double_ring::DoubleRing;
use ringboard::games::double_take::DoubleTake;
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::games::one_ring::OneRing;
use ringboard::play::link::{link, record_from_query};
use ringboard::play::record::Record;
use ringboard::play::record_text::{read_record, record_game, write_record, Header};
use ringboard::{Game, Player, Why};

fn header() -> Header {
    Header {
        date: "2026.11.22".into(),
        ..Header::default()
    }
}

/// Plays seeded random games and checks that each record reads back to the
/// same moves, position and outcome; some end by resignation.
fn round_trips<G: Evaluate>(variant: &G::Variant, games: u64) {
    for seed in 0..games {
        let mut record: Record<G> = Record::new(variant);
        for _ in 0..(40 + seed * 17 % 120) {
            if record.current().legal_move_list().is_empty() || record.outcome().is_some() {
                break;
            }
            record.play(Agent::Random.choose(record.current(), seed));
        }
        if seed % 3 == 0 && record.outcome().is_none() {
            record.resign(record.current().to_move()).unwrap();
        }
        let text = write_record(&record, &header());
        assert_eq!(record_game(&text).unwrap(), G::INFO.id);
        let back: Record<G> = read_record(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
        assert_eq!(back.notations(), record.notations(), "{text}");
        assert_eq!(back.current().position(), record.current().position());
        assert_eq!(back.outcome(), record.outcome(), "{text}");
        assert_eq!(write_record(&back, &header()), text);
    }
}

#[test]
fn every_game_round_trips() {
    round_trips::<DoubleRing>(&Default::default(), 20);
    round_trips::<DoubleTake>(&Default::default(), 20);
    round_trips::<KingOfRings>(&Default::default(), 20);
    round_trips::<OneRing>(&Default::default(), 20);
    round_trips::<DoubleEighteenStone>(&Default::default(), 10);
    round_trips::<Chess>(&Default::default(), 20);
}

#[test]
fn chess_is_standard_pgn_in_san() {
    let mut record: Record<Chess> =
        record_from_query("vs=computer&level=3&human=first&moves=f2f3,e7e5,g2g4,d8h4").unwrap();
    record.go_to(4);
    assert_eq!(
        write_record(&record, &header()),
        "[Event \"Casual game\"]\n[Site \"ringboard\"]\n[Date \"2026.11.22\"]\n[Round \"-\"]\n\
         [White \"Human\"]\n[Black \"Computer level 3\"]\n[Result \"0-1\"]\n[Game \"chess\"]\n\
         [Termination \"checkmate\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"
    );
    let back: Record<Chess> = read_record(&write_record(&record, &header())).unwrap();
    assert_eq!(
        link(&back),
        link(&record),
        "the computer's side comes back too"
    );
}

#[test]
fn other_games_name_the_game_variant_start_and_players() {
    let mut record: Record<DoubleRing> =
        record_from_query("rule=odd&size=7&position=ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo%202&moves=d4d6").unwrap();
    record.resign(Player::First).unwrap();
    let text = write_record(&record, &header());
    assert_eq!(
        text,
        "[Event \"Casual game\"]\n[Site \"ringboard\"]\n[Date \"2026.11.22\"]\n[Round \"-\"]\n\
         [First \"Human\"]\n[Second \"Human\"]\n[Result \"0-1\"]\n[Game \"double-ring\"]\n\
         [Variant \"rule=odd&size=7\"]\n[Position \"ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo 2\"]\n\
         [Termination \"Player 1 resigned\"]\n\n1... d4d6 0-1\n"
    );
}

#[test]
fn stone_chess_records_write_the_move_list_notation_and_read_both() {
    let record: Record<DoubleEighteenStone> = record_from_query("moves=b1c3,c5e5,d2d3").unwrap();
    let labels: Vec<String> = (0..3)
        .map(|ply| record.positions()[ply].label_move(record.moves()[ply]))
        .collect();
    assert_eq!(labels, ["Nc3", "S c5-e5", "d3"]);
    let text = write_record(&record, &header());
    assert!(text.ends_with("\n\n1. Nc3 Sc5-e5 2. d3 *\n"), "{text}");
    let back: Record<DoubleEighteenStone> = read_record(&text).unwrap();
    assert_eq!(back.notations(), record.notations());
    // Records written before, in coordinates, still open.
    let old = "[Game \"double-eighteen-stone\"]\n\n1. b1c3 c5e5 2. d2d3 *\n";
    let back: Record<DoubleEighteenStone> = read_record(old).unwrap();
    assert_eq!(back.notations(), record.notations());
}

/// Morphy's Opera Game (Paris, 1858), as a chess site exports it: tags we do
/// not use, comments, an annotation glyph, a line comment and clock marks.
const OPERA_GAME: &str = r#"[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]
[ECO "C41"]
[PlyCount "33"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 {This is a weak move already.} 4. dxe5 Bxf3
5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5?! 10. Nxb5 cxb5
11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 (13... Nxd7 14. Qb8+ $1) 14. Rd1 Qe6
15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# ; and mate
1-0

[Event "Next game"]
[Result "*"]

1. d4 *
"#;

#[test]
fn a_real_game_exported_elsewhere_opens() {
    assert_eq!(record_game(OPERA_GAME).unwrap(), "chess");
    let record: Record<Chess> = read_record(OPERA_GAME).unwrap();
    assert_eq!(record.moves().len(), 33);
    assert_eq!(record.labels().last().unwrap(), "Rd8#");
    let outcome = record.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.why),
        (Some(Player::First), Why::Checkmate)
    );
    // A game that ends by resignation in the result only.
    let resigned: Record<Chess> = read_record("[Result \"0-1\"]\n\n1. e4 e5 0-1").unwrap();
    let resignation = resigned.outcome().unwrap();
    assert_eq!(
        resignation.why,
        Why::Resigned {
            player: Player::First
        }
    );
    assert_eq!(resignation.reason(&Chess::INFO), "White resigned");
}

#[test]
fn a_bad_record_names_the_line_and_the_problem() {
    let error = |text: &str| read_record::<Chess>(text).unwrap_err().to_string();
    assert_eq!(
        error("[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Ke3"),
        "bad record, line 4: illegal move 'Ke3' for White"
    );
    assert_eq!(
        error("[Event x]\n1. e4"),
        "bad record, line 1: the value of tag Event must be in double quotes"
    );
    assert_eq!(
        error("[Event"),
        "bad record, line 1: a tag must be written [Name \"value\"]"
    );
    assert_eq!(
        error("1. e4 {never closed\n2. d4"),
        "bad record, line 1: a '{' comment is never closed"
    );
    assert_eq!(
        error("1. e4 e5 )"),
        "bad record, line 1: ')' closes no variation"
    );
    assert_eq!(
        error("[Game \"double-take\"]\n1. c3d4"),
        "bad record, line 1: the record is of 'double-take', not chess"
    );
    assert_eq!(
        error("[FEN \"8/8/8 w\"]\n1. e4"),
        "bad record, line 1: bad position: expected 4 to 6 fields separated by spaces (board, side to move, castling, en passant, counters), found 2"
    );
    assert_eq!(
        error("1. f3 e5 2. g4 Qh4# 1-0"),
        "bad record, line 1: the result 1-0 does not match the game: Black wins: checkmate"
    );
    assert_eq!(
        error("1. e4 2-0"),
        "bad record, line 1: '2-0' is not understood as a move: type one like a6 or a7a6"
    );
    assert_eq!(
        read_record::<DoubleRing>("[Variant \"size=99\"]\n1. e5e8")
            .unwrap_err()
            .to_string(),
        "bad record, line 1: bad value '99' for option 'size': expected 3..19"
    );
}
