//! Links: a game survives the round trip through a URL hash, and any hostile
//! or malformed hash gives a clear error, never a panic.

use ringboard::games::chess::Chess;
use ringboard::games::double_eighteen_stone::DoubleEighteenStone;
use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::games::one_ring::OneRing;
use ringboard::play::link::{link, record_from_query, record_from_query_lenient, split_link};
use ringboard::play::record::Record;
use ringboard::Game;

fn open(hash: &str) -> Result<Record<DoubleRing>, String> {
    let (game, query) = split_link(hash).map_err(|e| e.to_string())?;
    assert_eq!(game, "double-ring");
    record_from_query(query).map_err(|e| e.to_string())
}

#[test]
fn a_game_round_trips_with_its_variant_and_moves() {
    let mut record: Record<DoubleRing> = Record::new(&Variant::square(Rule::SkipOdd, 7));
    for notation in ["d4d6", "a1c1", "g7g5"] {
        record.play_notation(notation).unwrap();
    }
    let text = link(&record);
    assert_eq!(text, "double-ring?rule=odd&size=7&moves=d4d6,a1c1,g7g5");
    let back = open(&format!("#{text}")).unwrap();
    assert_eq!(back.current(), record.current());
    assert_eq!(back.notations(), record.notations());
}

#[test]
fn taken_back_moves_stay_in_the_link_and_can_be_redone() {
    let mut record: Record<DoubleRing> = Record::new(&Variant::default());
    record.play_notation("e5e8").unwrap();
    record.play_notation("e2e6").unwrap();
    record.undo();
    let text = link(&record);
    assert_eq!(text, "double-ring?rule=skip2&size=9&moves=e5e8,e2e6&at=1");
    let mut back = open(&text).unwrap();
    assert_eq!(back.ply(), 1);
    assert!(back.redo());
    assert_eq!(back.current().position(), {
        record.redo();
        record.current().position()
    });
}

/// What the page relies on after a takeback against the computer: the
/// human's move again follows the kept line (the computer's kept reply is
/// then played back with `redo`), any other move drops it.
#[test]
fn replaying_the_next_taken_back_move_follows_its_line_and_another_drops_it() {
    let mut record: Record<Chess> =
        record_from_query("vs=computer&level=1&human=first&moves=b1a3,e7e5,a3b5").unwrap();
    record.go_to(0);
    record.play_notation("b1a3").unwrap();
    assert_eq!(
        link(&record),
        "chess?vs=computer&level=1&human=first&moves=b1a3,e7e5,a3b5&at=1"
    );
    assert!(record.redo());
    assert_eq!(record.last_move(), Some(record.moves()[1]));
    assert_eq!(
        link(&record),
        "chess?vs=computer&level=1&human=first&moves=b1a3,e7e5,a3b5&at=2"
    );

    record.go_to(0);
    record.play_notation("g1f3").unwrap();
    assert_eq!(
        link(&record),
        "chess?vs=computer&level=1&human=first&moves=g1f3"
    );
    assert!(!record.redo());

    // The same in a game of two players, and for the computer's own move.
    let mut record: Record<KingOfRings> = record_from_query("moves=b2c3,d6d5").unwrap();
    record.undo();
    record.play_notation("d6d5").unwrap();
    assert_eq!(link(&record), "king-of-rings?moves=b2c3,d6d5");
    record.undo();
    record.play_notation("f6f5").unwrap();
    assert_eq!(link(&record), "king-of-rings?moves=b2c3,f6f5");
}

#[test]
fn a_custom_start_position_travels_percent_encoded() {
    let record: Record<DoubleRing> = Record::from_position(
        &Variant::square(Rule::SkipTwo, 4),
        "oooo/o..o/oOOo/oooo 2",
    )
    .unwrap();
    let text = link(&record);
    assert_eq!(
        text,
        "double-ring?rule=skip2&size=4&position=oooo/o..o/oOOo/oooo%202"
    );
    assert_eq!(
        open(&text).unwrap().current().position(),
        "oooo/o..o/oOOo/oooo 2"
    );
}

#[test]
fn a_bare_game_id_is_a_new_default_game() {
    let record = open("#double-ring").unwrap();
    assert_eq!(record.current(), &DoubleRing::start(&Variant::default()));
}

#[test]
fn malformed_and_hostile_links_give_errors() {
    let cases = [
        ("#", "bad link: it names no game"),
        ("#double-ring?size=99", "bad value '99' for option 'size': expected 3..19"),
        ("#double-ring?size=9&size=9", "option 'size' is given twice"),
        ("#double-ring?colour=red", "unknown option 'colour' for double-ring (options: rule, width, height, pie, size)"),
        ("#double-ring?moves=e5e8,e5e8", "bad link: move 2: illegal move 'e5e8' for Player 2"),
        ("#double-ring?moves=e5e8,,e2e5", "bad link: move 2: bad move '': expected two squares such as e5e8"),
        (
            "#double-ring?moves=%3Cscript%3Ealert(1)%3C/script%3E",
            "bad link: move 1: bad move '<script>alert(1)</script>': expected two squares such as e5e8",
        ),
        ("#double-ring?moves=e5e8&at=2", "bad link: at=2 is not a move number from 0 to 1"),
        ("#double-ring?moves=e5e8&at=-1", "bad link: at=-1 is not a move number from 0 to 1"),
        ("#double-ring?moves=%FF", "bad link: '%FF' is not valid percent-encoded UTF-8"),
        ("#double-ring?position=ooo", "bad position: expected the ranks, a space and the player to move (1 or 2)"),
        ("#double-ring?rule", "malformed option 'rule': expected key=value"),
    ];
    for (hash, expected) in cases {
        assert_eq!(open(hash).unwrap_err(), expected, "{hash}");
    }
    let long = format!("#double-ring?moves={}", "e5e8,".repeat(5000));
    assert_eq!(
        open(&long).unwrap_err(),
        "bad link: it is 25019 characters long; at most 20000 are read"
    );
}

#[test]
fn unknown_games_are_named_in_the_error() {
    let (game, _) = split_link("#go?size=19").unwrap();
    let error = ringboard::games::visit(game, NameOnly).unwrap_err();
    assert_eq!(
        error.to_string(),
        "unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)"
    );
}

struct NameOnly;

impl ringboard::games::GameVisitor for NameOnly {
    type Output = &'static str;
    fn visit<G: Game + 'static>(self) -> &'static str {
        G::INFO.name
    }
}

#[test]
fn the_other_games_round_trip_with_their_variants_passes_drops_and_resignation() {
    use ringboard::games::double_take::{self, DoubleTake};

    let mut take: Record<DoubleTake> = Record::new(&double_take::Variant { length: 10 });
    take.play_notation("c3d4").unwrap();
    take.resign(ringboard::Player::Second).unwrap();
    let text = link(&take);
    assert_eq!(text, "double-take?length=10&moves=c3d4&resigned=second");
    let back: Record<DoubleTake> = record_from_query(split_link(&text).unwrap().1).unwrap();
    assert_eq!(
        back.outcome().unwrap().describe(&DoubleTake::INFO),
        "Red wins: Green resigned"
    );
    assert_eq!(back.current(), take.current());

    let start = "n....../......./......./...B.../......./......./N...... w 1 0 -";
    let mut rings: Record<KingOfRings> = Record::from_position(&Default::default(), start).unwrap();
    rings.play_notation("@d4").unwrap();
    let text = link(&rings);
    assert_eq!(text, "king-of-rings?position=n....../......./......./...B.../......./......./N......%20w%201%200%20-&moves=@d4");
    let back: Record<KingOfRings> = record_from_query(split_link(&text).unwrap().1).unwrap();
    assert_eq!(back.current(), rings.current());
    assert!(back.current().is_last_turn());

    let error = |query: &str| {
        record_from_query::<KingOfRings>(query)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error("resigned=white"),
        "bad link: resigned=white names no player: expected first or second"
    );
    assert_eq!(
        error("moves=a1a2&resigned=first&resigned=second"),
        "option 'resigned' is given twice"
    );
    assert_eq!(
        error("moves=pass"),
        "bad link: move 1: illegal move 'pass' for White"
    );
}

#[test]
fn a_king_of_rings_link_that_repeats_a_position_three_times_ends_the_game() {
    let start = "n....../......./......./...s.../......./......./N...... w 0 0 -";
    let shuffle = "a1a2,a7a6,a2a1,a6a7";
    let query = format!(
        "position={}&moves={shuffle},{shuffle}",
        start.replace(' ', "%20")
    );
    let record: Record<KingOfRings> = record_from_query(&query).unwrap();
    assert_eq!(
        record
            .outcome()
            .unwrap()
            .describe(&KingOfRings::INFO),
        "Draw: 0 points each; the same position for the third time"
    );
    let error = record_from_query::<KingOfRings>(&format!("{query},a1a2")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad link: move 9: move 'a1a2' comes after the end of the game (Draw: 0 points each; the same position for the third time)"
    );
}

#[test]
fn chess_games_round_trip_with_their_history() {
    let mut ring: Record<OneRing> = Record::new(&Default::default());
    for notation in "b2b4 a6a5 c2c3 a5b4 @c3 c3b4".split(' ') {
        ring.play_notation(notation).unwrap();
    }
    let text = link(&ring);
    assert_eq!(text, "one-ring?moves=b2b4,a6a5,c2c3,a5b4,@c3,c3b4");
    let back: Record<OneRing> = record_from_query(split_link(&text).unwrap().1).unwrap();
    assert_eq!(back.current(), ring.current());
    assert_eq!(back.labels(), ["b4", "a5", "c3", "axb4", "Ring c3", "cxb4"]);

    // A repetition draw is rebuilt from the moves.
    let moves = "g1f3,g8f6,f3g1,f6g8,g1f3,g8f6,f3g1,f6g8";
    let back: Record<Chess> = record_from_query(&format!("moves={moves}")).unwrap();
    assert_eq!(
        back.outcome().unwrap().describe(&Chess::INFO),
        "Draw: the same position for the third time"
    );
    let error = record_from_query::<Chess>("position=8/8/8%20w&moves=e2e4").unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad position: expected 4 to 6 fields separated by spaces (board, side to move, castling, en passant, counters), found 2"
    );
    let mut stones: Record<DoubleEighteenStone> = Record::new(&Default::default());
    for notation in "c5e5 d8d6 a2a3 n5l5 a3a4".split(' ') {
        stones.play_notation(notation).unwrap();
    }
    let text = link(&stones);
    assert_eq!(text, "double-eighteen-stone?moves=c5e5,d8d6,a2a3,n5l5,a3a4");
    let back: Record<DoubleEighteenStone> =
        record_from_query(split_link(&text).unwrap().1).unwrap();
    assert_eq!(back.current(), stones.current());
    assert_eq!(back.labels(), ["S c5-e5", "d6", "a3", "S n5-l5", "a3⇄a4"]);
    let error = record_from_query::<DoubleEighteenStone>("moves=c5e5,e5c5").unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad link: move 2: illegal move 'e5c5' for Black"
    );
    let error = record_from_query::<OneRing>("moves=b2b4,!c9").unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad link: move 2: illegal move '!c9' for Black"
    );
}

#[test]
fn the_computer_opponent_round_trips_and_old_links_stay_two_player_games() {
    use ringboard::play::opponent::{HumanSide, Opponent};
    let record: Record<Chess> =
        record_from_query("vs=computer&level=5&human=second&moves=e2e4").unwrap();
    let opponent = record.opponent().unwrap();
    assert_eq!(opponent.level.number(), 5);
    assert_eq!(opponent.human, HumanSide::Second);
    assert_eq!(opponent.computer(), Some(ringboard::Player::First));
    assert_eq!(opponent.name(), "Computer, level 5");
    assert_eq!(record.notations(), ["e2e4"]);
    assert_eq!(
        link(&record),
        "chess?vs=computer&level=5&human=second&moves=e2e4"
    );

    // Level and side have defaults; a random side waits for the game to start.
    let record: Record<Chess> = record_from_query("vs=computer").unwrap();
    assert_eq!(link(&record), "chess?vs=computer&level=3&human=first");
    let record: Record<Chess> = record_from_query("vs=computer&human=random").unwrap();
    let opponent = record.opponent().unwrap();
    assert_eq!(opponent.computer(), None);
    assert_eq!(
        opponent.settled(ringboard::Player::Second).human,
        HumanSide::Second
    );
    assert_eq!(
        opponent.settled(ringboard::Player::Second).swapped().human,
        HumanSide::First
    );

    let record = open("double-ring?rule=odd&size=7&moves=d4d6").unwrap();
    assert_eq!(record.opponent(), None::<Opponent>);
}

#[test]
fn bad_opponent_settings_get_clear_errors() {
    let error = |query: &str| record_from_query::<Chess>(query).unwrap_err().to_string();
    assert_eq!(
        error("vs=robot"),
        "bad value 'robot' for option 'vs': expected computer|link"
    );
    assert_eq!(
        error("vs=computer&level=6"),
        "bad value '6' for option 'level': expected 1..5"
    );
    assert_eq!(
        error("vs=computer&level=03"),
        "bad value '03' for option 'level': expected 1..5"
    );
    assert_eq!(
        error("vs=computer&human=left"),
        "bad value 'left' for option 'human': expected first|second|random"
    );
    assert_eq!(error("level=3"), "bad link: level= needs vs=computer");
    assert_eq!(error("human=first"), "bad link: human= needs vs=computer");
    assert_eq!(
        error("vs=computer&vs=computer"),
        "option 'vs' is given twice"
    );
}

#[test]
fn a_match_by_link_keeps_its_id_and_host_and_a_new_one_draws_a_fresh_id() {
    use ringboard::play::opponent::{LinkMatch, Versus};
    use ringboard::variant::Settings;
    use ringboard::Player;
    let record: Record<KingOfRings> =
        record_from_query("vs=link&match=k3f9x2qa7m&host=second&moves=b2c3").unwrap();
    assert_eq!(
        record.link_match(),
        Some(&LinkMatch { id: "k3f9x2qa7m".into(), host: Player::Second })
    );
    assert_eq!(record.opponent(), None);
    assert_eq!(
        link(&record),
        "king-of-rings?vs=link&match=k3f9x2qa7m&host=second&moves=b2c3"
    );

    // A new match (no `match=` yet) gets a fresh id of ten letters and digits;
    // the host plays first unless it says otherwise.
    let mut settings = Settings::parse("vs=link&size=7", '&').unwrap();
    let Versus::Link(first) = Versus::take(&mut settings).unwrap() else { panic!("a match by link") };
    let Versus::Link(second) = Versus::take(&mut Settings::parse("vs=link", '&').unwrap()).unwrap() else {
        panic!("a match by link")
    };
    assert_eq!(first.host, Player::First);
    assert_eq!(first.id.len(), 10);
    assert!(first.id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()));
    assert_ne!(first.id, second.id, "each new match draws its own id");
    assert_eq!(settings.0, [("size".to_string(), "7".to_string())]);
    assert_eq!(LinkMatch::new(Player::First, 0).id, "aaaaaaaaaa");
    assert_eq!(LinkMatch::new(Player::First, u64::MAX).id, "9999999999");

    let error = |query: &str| record_from_query::<Chess>(query).unwrap_err().to_string();
    assert_eq!(error("match=abcd"), "bad link: match= needs vs=link");
    assert_eq!(error("vs=computer&host=first"), "bad link: host= needs vs=link");
    assert_eq!(error("vs=link&level=3"), "bad link: level= needs vs=computer");
    assert_eq!(
        error("vs=link&match=AB%3Cscript"),
        "bad value 'AB%3Cscript' for option 'match': expected 4 to 16 lowercase letters and digits"
    );
    assert_eq!(
        error("vs=link&match=abcd&host=third"),
        "bad value 'third' for option 'host': expected first|second"
    );
}

#[test]
fn a_turned_board_is_kept_in_the_link() {
    let record: Record<Chess> = record_from_query("vs=computer&flip=1&moves=e2e4").unwrap();
    assert!(record.flipped());
    assert_eq!(
        link(&record),
        "chess?vs=computer&level=3&human=first&flip=1&moves=e2e4"
    );
    let plain: Record<Chess> = record_from_query("moves=e2e4").unwrap();
    assert!(!plain.flipped());
    assert_eq!(
        record_from_query::<Chess>("flip=yes")
            .unwrap_err()
            .to_string(),
        "bad value 'yes' for option 'flip': expected 1"
    );
}

#[test]
fn the_analysis_board_is_kept_in_the_link() {
    let record: Record<Chess> = record_from_query("analyse=1&moves=e2e4,e7e5&at=1").unwrap();
    assert!(record.analysing());
    assert_eq!(link(&record), "chess?moves=e2e4,e7e5&at=1&analyse=1");
    assert!(!record_from_query::<Chess>("moves=e2e4").unwrap().analysing());
    assert_eq!(
        record_from_query::<Chess>("analyse=yes")
            .unwrap_err()
            .to_string(),
        "bad value 'yes' for option 'analyse': expected 1"
    );
}

#[test]
fn a_lenient_reading_keeps_the_moves_before_an_illegal_one_and_names_it() {
    let (record, refused) =
        record_from_query_lenient::<Chess>("vs=computer&level=2&human=first&moves=e2e4,e7e5,e4e6,g1f3&at=4").unwrap();
    assert_eq!(record.notations(), ["e2e4", "e7e5"]);
    assert_eq!(record.ply(), 2);
    let refused = refused.unwrap();
    assert_eq!(
        (refused.number, refused.notation.as_str(), refused.why.to_string().as_str()),
        (3, "e4e6", "illegal move 'e4e6' for White")
    );
    assert_eq!(refused.why.id(), "error-illegal-move");
    assert_eq!(link(&record), "chess?vs=computer&level=2&human=first&moves=e2e4,e7e5");

    // An at= within the moves kept stays; a resignation after the refused move goes with it.
    let (record, refused) = record_from_query_lenient::<DoubleRing>("moves=e5e8,e5e8&at=0&resigned=first").unwrap();
    assert_eq!((record.notations(), record.ply(), record.resigned()), (vec!["e5e8".to_string()], 0, None));
    assert_eq!(refused.unwrap().why.to_string(), "illegal move 'e5e8' for Player 2");
    let (record, refused) = record_from_query_lenient::<DoubleRing>("moves=zz").unwrap();
    assert!(record.moves().is_empty());
    let refused = refused.unwrap();
    assert_eq!(
        (refused.number, refused.notation.as_str(), refused.why.to_string().as_str()),
        (1, "zz", "bad move 'zz': expected two squares such as e5e8")
    );

    // A good link reads as strictly; anything wrong but a move is still an error.
    let (record, refused) = record_from_query_lenient::<DoubleRing>("moves=e5e8,e2e6").unwrap();
    assert_eq!((record.moves().len(), refused), (2, None));
    for query in ["size=99&moves=e5e8", "moves=e5e8&at=2", "moves=%FF", "moves=e5e8&resigned=third"] {
        assert!(record_from_query_lenient::<DoubleRing>(query).is_err(), "{query}");
    }
    // The strict reading refuses the whole link, as before.
    assert!(record_from_query::<Chess>("moves=e2e4,e4e6").is_err());
}
