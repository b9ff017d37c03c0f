//! Every step of every game's lessons (www/data/lessons/<game>.json) can be
//! completed: its position opens, its moves are legal, and its solution meets
//! its goal. And the goals themselves say "met" exactly when they should.

use ringboard::games::ALL_GAME_IDS;
use ringboard::learn::lesson::{check_lessons, check_step, Goal, LessonFile};
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
        r#"{{"link": "{link}", "goal": "g", "success": {success}, "solution": {solution}, "wrong": "w", "done": "d"{extra}}}"#
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
        board.why_not(at("a1"), at("a5")),
        Some("A single ring must pass exactly two rings: this one passes three rings.".into())
    );
    assert_eq!(
        board.why_not(at("a1"), at("a2")),
        Some("A single ring must pass exactly two rings: this one passes no ring.".into())
    );
    assert_eq!(
        board.why_not(at("a1"), at("b2")),
        Some("A ring moves straight up, down, left or right, never diagonally.".into())
    );
    assert_eq!(board.why_not(at("a1"), at("a4")), None, "a legal move needs no reason");
    let mut played = board.clone();
    played.play(played.parse_legal_move("a1a4").unwrap());
    assert_eq!(played.why_not(at("a1"), at("a3")), Some("a1 is empty: only a single ring moves.".into()));
    assert_eq!(
        played.why_not(at("a4"), at("d4")),
        Some("a4 is a double ring: double rings never move.".into())
    );
    assert_eq!(
        played.why_not(at("a2"), at("a4")),
        Some("a4 is already a double ring: a ring lands only on a single ring.".into())
    );
    // A single then a double: three passed.
    assert_eq!(
        played.why_not(at("a2"), at("a5")),
        Some("A single ring must pass exactly two rings: this one passes three rings.".into())
    );
}
