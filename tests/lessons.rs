//! Every step of every game's lessons (www/data/lessons/<game>.json) can be
//! completed: its position opens, its moves are legal, and its solution meets
//! its goal; its words are in the English catalog
//! (www/locales/en/lessons-<game>.ftl). And the goals themselves say "met"
//! exactly when they should.

use ringboard::games::ALL_GAME_IDS;
use ringboard::learn::lesson::{check_lessons, check_messages, check_step, Goal, LessonFile};
use ringboard::play::link::record_from_query;
use ringboard::play::record::Record;
use ringboard::games::double_ring::DoubleRing;
use ringboard::games::chess::Chess;
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::Game;

fn lessons_of(game: &str) -> LessonFile {
    let path = format!("{}/www/data/lessons/{game}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    serde_json::from_str(&text).unwrap_or_else(|error| panic!("{path}: {error}"))
}

#[test]
fn every_game_has_four_to_eight_lessons_and_every_step_can_be_completed() {
    for &game in ALL_GAME_IDS {
        let file = lessons_of(game);
        assert_eq!(file.game, game);
        let count = file.lessons.len();
        assert!((4..=8).contains(&count), "{game} has {count} lessons");
        for lesson in &file.lessons {
            assert!(!lesson.steps.is_empty(), "{game}/{} has no step", lesson.id);
            assert!(
                lesson.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{game}: lesson id '{}' is not kebab-case",
                lesson.id
            );
        }
        assert_eq!(check_lessons(&file), Vec::<String>::new(), "{game}");
    }
}

#[test]
fn every_lesson_has_its_words_in_the_english_catalog_and_the_catalog_no_others() {
    for &game in ALL_GAME_IDS {
        let file = lessons_of(game);
        let path = format!("{}/www/locales/en/lessons-{game}.ftl", env!("CARGO_MANIFEST_DIR"));
        let catalog = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
        assert_eq!(check_messages(&file, &catalog), Vec::<String>::new(), "{path}");
    }
}

#[test]
fn a_catalog_is_checked_for_missing_empty_doubled_and_stray_messages() {
    let file: LessonFile = serde_json::from_str(
        r#"{"game": "double-ring", "lessons": [{"id": "skip-two", "steps": [
            {"link": "double-ring?size=5", "success": "win", "solution": ["a1a4"]},
            {"link": "double-ring?size=5", "success": "win", "solution": ["a1a4"]}]}]}"#,
    )
    .unwrap();
    let complete = "# Lessons\n\
        lesson-double-ring-skip-two-title = Skip Two\n\
        lesson-double-ring-skip-two-summary = How a ring moves.\n\
        lesson-double-ring-skip-two-1-explain = A ring passes two rings.\n\
        lesson-double-ring-skip-two-1-goal = Move a1.\n\
        lesson-double-ring-skip-two-1-wrong = No.\n\
        lesson-double-ring-skip-two-1-done = Yes.\n\
        lesson-double-ring-skip-two-2-goal =\n    Move a1\n    again.\n\
        lesson-double-ring-skip-two-2-wrong = No.\n\
        lesson-double-ring-skip-two-2-done = Yes.\n";
    assert_eq!(check_messages(&file, complete), Vec::<String>::new(), "the explanation is optional");
    let broken = complete
        .replace("lesson-double-ring-skip-two-1-wrong = No.\n", "")
        .replace("2-done = Yes.", "2-done =")
        .replace("1-done = Yes.\n", "1-done = Yes.\nlesson-double-ring-skip-two-1-done = Again.\n")
        + "lesson-double-ring-skip-two-3-goal = A step too many.\nlesson-double-ring-mirror-title = Mirror\n";
    assert_eq!(
        check_messages(&file, &broken),
        vec![
            "lesson-double-ring-skip-two-1-done is given twice".to_string(),
            "lesson-double-ring-skip-two-1-wrong is missing".into(),
            "lesson-double-ring-skip-two-2-done has no words".into(),
            "lesson-double-ring-mirror-title is for no lesson or step".into(),
            "lesson-double-ring-skip-two-3-goal is for no lesson or step".into(),
        ]
    );
}

#[test]
fn the_first_lesson_of_each_game_is_played_by_plain_clicks() {
    // The browser test completes it by clicking from and to squares.
    for &game in ALL_GAME_IDS {
        let file = lessons_of(game);
        for step in &file.lessons[0].steps {
            for notation in &step.solution {
                let plain = notation.len() >= 4
                    && !notation.starts_with(['@', '!'])
                    && notation != "pass"
                    && notation.chars().last().is_some_and(|c| c.is_ascii_digit());
                assert!(plain, "{game}: '{notation}' in the first lesson is not a plain from-to move");
            }
        }
    }
}

fn step_json(link: &str, success: &str, solution: &str, extra: &str) -> ringboard::learn::lesson::Step {
    let text = format!(
        r#"{{"link": "{link}", "success": {success}, "solution": {solution}{extra}}}"#
    );
    serde_json::from_str(&text).unwrap()
}

#[test]
fn a_broken_step_is_named_with_what_is_wrong() {
    let start = "double-ring?rule=skip2&size=5";
    let check = |success: &str, solution: &str, extra: &str| {
        check_step("double-ring", &step_json(start, success, solution, extra))
    };
    assert_eq!(check(r#"{"play": ["a1a4"]}"#, r#"["a1a4"]"#, ""), Ok(()));
    assert_eq!(
        check(r#"{"play": ["a1a5"]}"#, r#"["a1a4"]"#, ""),
        Err("goal move: illegal move 'a1a5' for Player 1".into())
    );
    assert_eq!(
        check(r#"{"reach": "a5"}"#, r#"["a1a4"]"#, ""),
        Err("the solution does not meet the goal".into())
    );
    assert_eq!(
        check(r#""win""#, r#"["a1a4", "b1b4"]"#, r#", "moves": 2"#),
        Err("no scripted reply to solution move a1a4".into())
    );
    assert_eq!(
        check(r#"{"reach": "b4"}"#, r#"["a1a4", "b1b4"]"#, r#", "moves": 2, "replies": {"a1a4": "e1e4"}"#),
        Ok(())
    );
    assert_eq!(
        check(r#"{"play": ["a1a4"]}"#, r#"["a1a4"]"#, r#", "allowed": ["e1e4"]"#),
        Err("solution move a1a4 is not among the allowed moves".into())
    );
    assert_eq!(
        check(r#"{"play": ["a1a4"]}"#, r#"["a1a4"]"#, r#", "marks": ["z"]"#),
        Err("'z' is not a square name".into())
    );
    assert_eq!(
        check_step("chess", &step_json(start, r#""take""#, r#"["a1a4"]"#, "")),
        Err("the link is of 'double-ring', not of 'chess'".into())
    );
}

fn after<G: Game>(link_query: &str, moves: &[&str]) -> Record<G> {
    let mut record: Record<G> = record_from_query(link_query).unwrap();
    for notation in moves {
        record.play_notation(notation).unwrap();
    }
    record
}

#[test]
fn goals_are_met_exactly_by_the_moves_they_name() {
    let ring: Record<DoubleRing> = after("rule=skip2&size=5", &["a1a4"]);
    assert!(Goal::Play(vec!["a1a4".into()]).met_in(&ring));
    assert!(!Goal::Play(vec!["e1e4".into()]).met_in(&ring));
    assert!(Goal::Reach("a4".into()).met_in(&ring));
    assert!(!Goal::Reach("a1".into()).met_in(&ring));
    assert!(!Goal::Take.met_in(&ring));
    assert!(!Goal::Win.met_in(&ring));

    // Scholar's mate: the queen takes f7 with mate.
    let mate: Record<Chess> = after("", &["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"]);
    assert!(Goal::Take.met_in(&mate));
    assert!(Goal::Win.met_in(&mate));
    assert!(Goal::Reach("f7".into()).met_in(&mate));
    let quiet: Record<Chess> = after("", &["e2e4"]);
    assert!(!Goal::Take.met_in(&quiet));
    assert!(!Goal::Win.met_in(&quiet));

    // The King of Rings: a knight that steps onto the big blue ring holds 5 points.
    let rings: Record<KingOfRings> = after("", &["d2d3", "d6d5", "d3d4"]);
    assert!(Goal::Points(5).met_in(&rings));
    assert!(!Goal::Points(7).met_in(&rings));
    assert!(Goal::Reach("d4".into()).met_in(&rings));
}

#[test]
fn double_ring_says_why_a_ring_cannot_go_there() {
    use ringboard::game::Square;
    let board = DoubleRing::start(&DoubleRing::parse_variant(&ringboard::variant::Settings::parse("size=5", ',').unwrap()).unwrap());
    let at = |name: &str| {
        let bytes = name.as_bytes();
        Square { file: bytes[0] - b'a', rank: bytes[1] - b'1' }
    };
    assert_eq!(
        board.why_not(at("a1"), at("a5")).map(|why| why.to_string()),
        Some("A single ring must pass exactly two rings: this one passes three rings.".into())
    );
    assert_eq!(
        board.why_not(at("a1"), at("a2")).map(|why| why.to_string()),
        Some("A single ring must pass exactly two rings: this one passes no ring.".into())
    );
    assert_eq!(
        board.why_not(at("a1"), at("b2")).map(|why| why.to_string()),
        Some("A ring moves straight up, down, left or right, never diagonally.".into())
    );
    assert_eq!(board.why_not(at("a1"), at("a4")).map(|why| why.to_string()), None, "a legal move needs no reason");
    let mut played = board.clone();
    played.play(played.parse_legal_move("a1a4").unwrap());
    assert_eq!(played.why_not(at("a1"), at("a3")).map(|why| why.to_string()), Some("a1 is empty: only a single ring moves.".into()));
    assert_eq!(
        played.why_not(at("a4"), at("d4")).map(|why| why.to_string()),
        Some("a4 is a double ring: double rings never move.".into())
    );
    assert_eq!(
        played.why_not(at("a2"), at("a4")).map(|why| why.to_string()),
        Some("a4 is already a double ring: a ring lands only on a single ring.".into())
    );
    // A single then a double: three passed.
    assert_eq!(
        played.why_not(at("a2"), at("a5")).map(|why| why.to_string()),
        Some("A single ring must pass exactly two rings: this one passes three rings.".into())
    );
}

fn square(name: &str) -> ringboard::game::Square {
    let bytes = name.as_bytes();
    ringboard::game::Square { file: bytes[0] - b'a', rank: name[1..].parse::<u8>().unwrap() - 1 }
}

#[test]
fn double_take_says_why_a_piece_cannot_go_there() {
    use ringboard::games::double_take::DoubleTake;
    let start: Record<DoubleTake> = after("length=8", &[]);
    let why = |record: &Record<DoubleTake>, from: &str, to: &str| record.current().why_not(square(from), square(to)).map(|why| why.to_string());
    assert_eq!(why(&start, "c3", "c4"), Some("Red moves only on red points, along red lines.".into()));
    assert_eq!(why(&start, "c3", "b2"), Some("Only one piece stands on a point.".into()));
    assert_eq!(
        why(&start, "c3", "e5"),
        Some("A piece goes to the nearest point of its own network: one point diagonally, or two points straight over the enemy point between.".into())
    );
    assert_eq!(why(&start, "c3", "d4"), None, "a legal move needs no reason");
    assert_eq!(why(&start, "c3", "c5"), None, "a legal move needs no reason");
    let later: Record<DoubleTake> = after("length=8", &["c3d4", "a6b5"]);
    assert_eq!(why(&later, "d4", "c3"), Some("A move that captures nothing goes forward only.".into()));
}

#[test]
fn the_king_of_rings_says_why_a_knight_cannot_go_there() {
    let start: Record<KingOfRings> = after("", &[]);
    let why = |record: &Record<KingOfRings>, from: &str, to: &str| record.current().why_not(square(from), square(to)).map(|why| why.to_string());
    assert_eq!(why(&start, "b2", "b4"), Some("A plain knight (no rings) steps one square only.".into()));
    assert_eq!(why(&start, "b2", "c4"), Some("A knight moves in a straight line: along a rank, a file or a diagonal.".into()));
    assert_eq!(why(&start, "a1", "b2"), Some("b2 holds one of your own knights.".into()));
    assert_eq!(why(&start, "b2", "b3"), None, "a legal move needs no reason");
    let holder: Record<KingOfRings> = after("", &["d2d3", "d6d5"]);
    assert_eq!(
        why(&holder, "d3", "d5"),
        Some("This holder holds 1 ring, so it leaps exactly 1 square: d5 is 2 away.".into())
    );
    assert_eq!(why(&holder, "d3", "d4"), None, "d4 is one square away");
}

#[test]
fn the_chess_core_says_when_the_king_forbids_a_move() {
    let why = |fen: &str, from: &str, to: &str| {
        Chess::from_position(&Default::default(), fen).unwrap().why_not(square(from), square(to)).map(|why| why.to_string())
    };
    let pinned = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1";
    assert_eq!(why(pinned, "e2", "d3"), Some("That would leave your king in check: this piece is pinned to it.".into()));
    assert_eq!(why(pinned, "e2", "e4"), None, "a bishop never moves so: no reason of the king's");
    let checked = "4k3/8/8/8/8/8/8/r3K2R w K - 0 1";
    assert_eq!(why(checked, "h1", "h5"), Some("Your king is in check: this move does not get it out of check.".into()));
    assert_eq!(why(checked, "e1", "g1"), Some("The king may not castle out of check.".into()));
    assert_eq!(why(checked, "e1", "d1"), Some("The king may not move onto a square an enemy piece attacks.".into()));
    assert_eq!(why(checked, "e1", "e2"), None, "e2 is safe: the move is legal");
    assert_eq!(
        why("4k3/8/b7/8/8/8/8/4K2R w K - 0 1", "e1", "g1"),
        Some("The king may not castle through or onto a square an enemy piece attacks.".into())
    );
    assert_eq!(why("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1", "g1"), Some("The king or that rook has moved: that castling is gone.".into()));
    assert_eq!(
        why("4k3/8/8/8/8/8/8/4KB1R w K - 0 1", "e1", "g1"),
        Some("To castle, every square between the king and the rook must be empty.".into())
    );
}

#[test]
fn double_ring_says_why_a_ring_has_no_move_at_all() {
    use ringboard::game::Square;
    let variant = DoubleRing::parse_variant(&ringboard::variant::Settings::parse("size=4", ',').unwrap()).unwrap();
    let board = DoubleRing::from_position(&variant, "o.../..O./..../o..o 1").unwrap();
    let at = |file: u8, rank: u8| Square { file, rank };
    assert_eq!(
        board.why_stuck(at(0, 3)).map(|why| why.to_string()),
        Some("The ring on a4 has no move: in no direction does it pass exactly two rings and then meet a single ring.".into())
    );
    assert_eq!(board.why_stuck(at(2, 2)).map(|why| why.to_string()), Some("c3 is a double ring: double rings never move.".into()));
    assert_eq!(board.why_stuck(at(1, 1)).map(|why| why.to_string()), Some("b2 is empty: only a single ring moves.".into()));
    // Up from a1 the first ring met is a4, with none passed; to the right, d1.
    assert_eq!(
        board.why_stuck(at(0, 0)).map(|why| why.to_string()),
        Some("The ring on a1 has no move: in no direction does it pass exactly two rings and then meet a single ring.".into())
    );
    let start = DoubleRing::start(&variant);
    assert_eq!(start.why_stuck(at(0, 0)).map(|why| why.to_string()), None, "a1 can move at the start");
}

#[test]
fn a_goal_is_read_from_the_short_text_the_page_sends() {
    let read = |text: &str| text.parse::<Goal>().map_err(|error| error.to_string());
    assert_eq!(read("play:a1a4,e1e4"), Ok(Goal::Play(vec!["a1a4".into(), "e1e4".into()])));
    assert_eq!(read("reach:c0"), Ok(Goal::Reach("c0".into())));
    assert_eq!(read("take"), Ok(Goal::Take));
    assert_eq!(read("win"), Ok(Goal::Win));
    assert_eq!(read("points:4"), Ok(Goal::Points(4)));
    for bad in ["points:many", "play:", "jump:3", "", "takes"] {
        assert_eq!(
            read(bad),
            Err(format!("bad goal: '{bad}' is not play:<moves>, reach:<square>, take, win or points:<count>"))
        );
    }
}
