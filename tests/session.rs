//! The session that every face plays through (src/play/session.rs): what the
//! page's wasm, the CLI and the server ask of a game of any kind.

mod common;

use std::collections::BTreeMap;

use common::{error_text, open};
use ringboard::play::link::{compare_links, Comparison, LinkOf, Relation};
use ringboard::play::session::Session;
use ringboard::Player;
use serde_json::{json, Value};

fn snapshot(session: &Session) -> Value {
    session.snapshot()
}

/// How many legal moves there are of each kind.
fn kinds(session: &Session) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for mv in snapshot(session)["legal_moves"].as_array().unwrap() {
        *counts.entry(mv["kind"].as_str().unwrap().to_string()).or_default() += 1;
    }
    counts
}

fn counts(pairs: &[(&str, usize)]) -> BTreeMap<String, usize> {
    pairs.iter().map(|&(kind, count)| (kind.to_string(), count)).collect()
}

#[test]
fn the_snapshot_carries_every_link_the_page_shows_or_sends() {
    let session = open("chess?vs=computer&level=3&human=first&flip=1&moves=e2e4,e7e5,g1f3&at=2&analyse=1");
    let snap = snapshot(&session);
    assert_eq!(snap["link"], "chess?vs=computer&level=3&human=first&flip=1&moves=e2e4,e7e5,g1f3&at=2&analyse=1");
    assert_eq!(
        snap["links"],
        json!({
            "whole": "chess?vs=computer&level=3&human=first&flip=1&moves=e2e4,e7e5,g1f3&analyse=1",
            "shared": "chess?vs=computer&level=3&human=first&moves=e2e4,e7e5,g1f3",
            "analysis": "chess?flip=1&moves=e2e4,e7e5,g1f3&at=2&analyse=1",
            "blank": "chess?",
        })
    );
    let ring = open("double-ring?rule=odd&size=7&vs=link&match=k3f9x2qa7m&host=second&moves=d4d6&resigned=first");
    assert_eq!(
        snapshot(&ring)["links"],
        json!({
            "whole": "double-ring?rule=odd&size=7&vs=link&match=k3f9x2qa7m&host=second&moves=d4d6&resigned=first",
            "shared": "double-ring?rule=odd&size=7&vs=link&match=k3f9x2qa7m&host=second&moves=d4d6&resigned=first",
            "analysis": "double-ring?rule=odd&size=7&moves=d4d6&resigned=first&analyse=1",
            "blank": "double-ring?rule=odd&size=7",
        })
    );
    // Each link reads back into the game it names.
    for which in [LinkOf::Game, LinkOf::Whole, LinkOf::Shared, LinkOf::Analysis, LinkOf::Blank] {
        let link = session.link(which);
        assert_eq!(open(&link).link(LinkOf::Game), link);
    }
}

#[test]
fn the_computers_kept_replies_follow_the_humans_move_and_undo_goes_back_to_the_humans_turn() {
    let mut session = Session::new("chess", "vs=computer&level=1&human=first").unwrap();
    for notation in ["e2e4", "e7e5", "g1f3", "b8c6"] {
        session.play(notation).unwrap();
    }
    assert!(session.undo());
    let snap = snapshot(&session);
    assert_eq!((snap["ply"].as_u64(), snap["to_move"].as_str()), (Some(2), Some("first")));
    assert!(session.undo());
    assert_eq!(snapshot(&session)["ply"], 0);
    // The same move again: the computer's kept reply comes back with it.
    session.play("e2e4").unwrap();
    assert_eq!(snapshot(&session)["ply"], 2);
    // Redo plays the human's next move and the reply kept after it.
    assert!(session.redo());
    assert_eq!(snapshot(&session)["ply"], 4);
    assert!(!session.redo());
    // Another move drops the moves taken back.
    session.undo();
    session.play("d2d4").unwrap();
    let snap = snapshot(&session);
    assert_eq!((snap["ply"].as_u64(), snap["history"].as_array().unwrap().len()), (Some(3), 3));
    assert_eq!(snap["link"], "chess?vs=computer&level=1&human=first&moves=e2e4,e7e5,d2d4");
    // Between friends, undo takes back one move and the moves taken back wait.
    let mut friends = open("chess?moves=e2e4,e7e5");
    friends.undo();
    friends.undo();
    friends.play("e2e4").unwrap();
    assert_eq!(snapshot(&friends)["ply"], 1);
}

#[test]
fn an_illegal_move_is_refused_with_the_engines_words_and_changes_nothing() {
    let mut session = open("chess?moves=e2e4");
    let before = session.link(LinkOf::Game);
    assert_eq!(error_text(session.play("e2e5")), "illegal move 'e2e5' for Black");
    assert_eq!(error_text(session.play_typed("Qh5")), "illegal move 'Qh5' for Black");
    assert_eq!(error_text(session.play("zz")), "bad move 'zz': expected two squares such as e2e4, with q, r, b or n to promote (e7e8q)");
    assert_eq!(session.link(LinkOf::Game), before);
    session.play_typed("Nf6").unwrap();
    assert_eq!(session.link(LinkOf::Game), "chess?moves=e2e4,g8f6");
    let mut over = open("chess?moves=f2f3,e7e5,g2g4,d8h4");
    assert_eq!(error_text(over.resign(Player::First)), "move 'resign' comes after the end of the game (Black wins: checkmate)");
    assert_eq!(error_text(over.think_at(3, Some(1), &mut |_| {})), "bad position: the game is over");
    assert_eq!(error_text(open("chess").think_at(9, Some(1), &mut |_| {})), "bad level: 9: expected 1 to 5");
}

#[test]
fn each_move_says_what_kind_it_is() {
    assert_eq!(kinds(&open("chess")), counts(&[("step", 20)]));
    let promotion = Session::from_position("chess", "", "8/P7/8/8/8/8/8/k6K w - - 0 1").unwrap();
    let snap = snapshot(&promotion);
    let promotions: Vec<(&str, &str)> = snap["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|mv| mv["kind"] == "promotion")
        .map(|mv| (mv["notation"].as_str().unwrap(), mv["promotion"].as_str().unwrap()))
        .collect();
    assert_eq!(promotions, [("a7a8q", "queen"), ("a7a8r", "rook"), ("a7a8b", "bishop"), ("a7a8n", "knight")]);
    let castling = Session::from_position("chess", "", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    assert_eq!(kinds(&castling)["castle"], 2);
    let capture = open("chess?moves=e2e4,d7d5");
    let taking: Vec<Value> = snapshot(&capture)["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|mv| mv["capture"] == true)
        .map(|mv| mv["notation"].clone())
        .collect();
    assert_eq!(taking, [json!("e4d5")]);
    // The One Ring: White chooses the pawn that wears the Ring.
    let choosing = Session::from_position("one-ring", "", "1/r1bkr/3P1/pn1p1/4p/2PN1/1B2P/NP1Q1/R1B1R/K w choosing - 0 16").unwrap();
    assert_eq!(kinds(&choosing), counts(&[("ring-choice", 3)]));
    assert_eq!(snapshot(&choosing)["legal_moves"][0]["from"], Value::Null);
    let destroy = Session::from_position("one-ring", "", "1/1Q3/5/k4/5/2r2/5/5/5/K w b8 - 0 1").unwrap();
    let snap = snapshot(&destroy);
    let destroying: Vec<&Value> = snap["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|mv| mv["kind"] == "ring-destroy")
        .collect();
    assert_eq!(destroying.len(), 1);
    assert_eq!((&destroying[0]["notation"], &destroying[0]["square"]), (&json!("!b8"), &json!("b8")));
    assert_eq!(kinds(&open("double-eighteen-stone")), counts(&[("line", 14), ("step", 36)]));
    // The King of Rings: a knight in hand is dropped; a player with no move passes.
    let drops = Session::from_position("king-of-rings", "", ".s....n/......./......./...B.../......./......./N...... b 0 2 -").unwrap();
    assert_eq!(kinds(&drops), counts(&[("drop", 2), ("step", 3)]));
    let stuck = Session::from_position("king-of-rings", "", "......./......./...s.../...N(ss).../......./......./....... w 0 0 -").unwrap();
    assert_eq!(kinds(&stuck), counts(&[("pass", 1)]));
    let history = snapshot(&open("king-of-rings?moves=d2d3"))["history"].clone();
    assert_eq!(
        history,
        json!([{ "notation": "d2d3", "label": "d2d3", "from": { "file": 3, "rank": 1 }, "to": { "file": 3, "rank": 2 },
                 "kind": "step", "player": "first", "capture": false }])
    );
}

#[test]
fn links_are_compared_by_the_engine_not_by_their_text() {
    let kept = "chess?vs=link&match=k3f9x2qa7m&host=first&moves=e2e4,e7e5";
    let comparison = |arriving: &str| compare_links(kept, arriving);
    let of = |relation, at, added: &[&str]| Comparison {
        relation,
        at,
        added: added.iter().map(|mv| mv.to_string()).collect(),
    };
    assert_eq!(comparison(kept), of(Relation::Same, 2, &[]));
    // How it is seen is not the game: the order of its settings, the board turned round, a move looked back at.
    assert_eq!(
        comparison("chess?host=first&match=k3f9x2qa7m&vs=link&flip=1&moves=e2e4,e7e5&at=1"),
        of(Relation::Same, 2, &[])
    );
    assert_eq!(
        comparison("chess?vs=link&match=k3f9x2qa7m&host=first&moves=e2e4,e7e5,g1f3,b8c6"),
        of(Relation::Ahead, 2, &["g1f3", "b8c6"])
    );
    assert_eq!(
        comparison("chess?vs=link&match=k3f9x2qa7m&host=first&moves=e2e4,e7e5&resigned=first"),
        of(Relation::Ahead, 2, &[])
    );
    // An older link of the same game.
    assert_eq!(comparison("chess?vs=link&match=k3f9x2qa7m&host=first&moves=e2e4"), of(Relation::Behind, 1, &[]));
    assert_eq!(comparison("chess?vs=link&match=k3f9x2qa7m&host=first"), of(Relation::Behind, 0, &[]));
    assert_eq!(
        compare_links(&format!("{kept}&resigned=second"), kept),
        of(Relation::Behind, 2, &[])
    );
    assert_eq!(comparison("chess?vs=link&match=k3f9x2qa7m&host=first&moves=e2e4,e7e6"), of(Relation::Apart, 1, &[]));
    assert_eq!(comparison("chess?vs=link&match=k3f9x2qa7m&host=first&moves=d2d4"), of(Relation::Apart, 0, &[]));
    assert_eq!(comparison("chess?vs=link&match=other1234&host=first&moves=e2e4,e7e5"), of(Relation::Apart, 0, &[]));
    assert_eq!(comparison("double-ring?moves=e2e4,e7e5"), of(Relation::Apart, 0, &[]));
    assert_eq!(comparison("chess?moves=%E0%A4"), of(Relation::Apart, 0, &[]));
    assert_eq!(comparison(""), of(Relation::Apart, 0, &[]));
    assert_eq!(
        compare_links("chess?moves=e2e4&resigned=second", "chess?moves=e2e4,e7e5"),
        of(Relation::Apart, 1, &[])
    );
}

#[test]
fn a_sent_move_is_taken_back_only_when_the_friend_agrees_by_link() {
    const MATCH: &str = "chess?vs=link&match=k3f9x2qa7m&host=first";
    // White sent e2e4, then asks to take it back: the game is unchanged, and its links say so.
    let mut white = open(&format!("{MATCH}&moves=e2e4"));
    assert!(white.ask_takeback());
    assert_eq!(snapshot(&white)["takeback"], "asked");
    let asked = white.link(LinkOf::Shared);
    assert_eq!(asked, format!("{MATCH}&moves=e2e4&takeback=asked"));
    assert_eq!(white.link(LinkOf::Analysis), "chess?moves=e2e4&analyse=1");
    // The question is no move: the link is the same game as the one sent before.
    assert_eq!(compare_links(&format!("{MATCH}&moves=e2e4"), &asked).relation, Relation::Same);

    // Black agrees: e2e4 is gone for good, and the link back says it was granted.
    let mut black = open(&asked);
    assert!(black.answer_takeback(true));
    let granted = snapshot(&black);
    assert_eq!((granted["takeback"].clone(), granted["history"].as_array().unwrap().len()), (json!("granted"), 0));
    assert_eq!(granted["to_move"], "first");
    assert_eq!(black.link(LinkOf::Shared), format!("{MATCH}&takeback=granted"));
    assert!(!black.answer_takeback(true), "there is nothing left to answer");
    // White's next move ends the matter.
    let mut white = open(&black.link(LinkOf::Shared));
    white.play("d2d4").unwrap();
    assert_eq!(white.link(LinkOf::Shared), format!("{MATCH}&moves=d2d4"));

    // Refused, the game goes on as it is.
    let mut black = open(&asked);
    assert!(black.answer_takeback(false));
    assert_eq!(black.link(LinkOf::Shared), format!("{MATCH}&moves=e2e4"));

    // Only the last move of a match by link, played and not resigned after, can be asked back.
    assert!(!open("chess?moves=e2e4").ask_takeback());
    assert!(!open(MATCH).ask_takeback());
    assert!(!open(&format!("{MATCH}&moves=e2e4,e7e5&at=1")).ask_takeback());
    assert!(!open(&format!("{MATCH}&moves=e2e4&resigned=second")).ask_takeback());
    assert!(!open(&format!("{MATCH}&moves=e2e4")).answer_takeback(true), "nobody asked");

    assert_eq!(error_text(Session::from_link(&format!("{MATCH}&moves=e2e4&takeback=please"))), "bad link: takeback=please is neither asked nor granted");
    for link in ["chess?moves=e2e4&takeback=asked", &format!("{MATCH}&takeback=asked"), &format!("{MATCH}&moves=e2e4&resigned=first&takeback=asked")] {
        assert_eq!(
            error_text(Session::from_link(link)),
            "bad link: takeback= belongs to a match by link, after a move and before any resignation",
            "{link}"
        );
    }
}

#[test]
fn a_lenient_link_opens_up_to_the_move_it_refuses() {
    let session = Session::from_link_lenient("chess?moves=e2e4,e2e4,d2d4&at=3").unwrap();
    let refused = serde_json::to_value(session.refused()).unwrap();
    assert_eq!(refused["number"], 2);
    assert_eq!(refused["notation"], "e2e4");
    assert_eq!(refused["why"]["id"], "error-illegal-move");
    assert_eq!(session.link(LinkOf::Game), "chess?moves=e2e4");
    assert!(Session::from_link_lenient("chess?moves=e2e4").unwrap().refused().is_none());
    assert_eq!(
        error_text(Session::from_link_lenient("chess?size=3")),
        "unknown option 'size' for chess (options: pie)"
    );
}

#[test]
fn a_rematch_keeps_the_rules_and_swaps_the_sides() {
    let computer = open("double-ring?rule=skip2&size=7&vs=computer&level=4&human=first&moves=c1c4");
    assert_eq!(computer.rematch_options(None), "rule=skip2&size=7&vs=computer&level=4&human=second");
    let by_link = open("chess?vs=link&match=k3f9x2qa7m&host=first&moves=e2e4");
    assert_eq!(by_link.rematch_options(Some(Player::Second)), "vs=link&host=first");
    assert_eq!(by_link.rematch_options(Some(Player::First)), "vs=link&host=second");
    assert_eq!(open("double-take?length=10").rematch_options(None), "length=10");
}

#[test]
fn the_opponent_is_set_from_link_settings_only() {
    let mut session = open("chess?moves=e2e4");
    session.set_opponent("vs=computer&level=2&human=second").unwrap();
    assert_eq!(session.link(LinkOf::Game), "chess?vs=computer&level=2&human=second&moves=e2e4");
    assert_eq!(error_text(session.set_opponent("size=5")), "bad opponent: 'size' is not an opponent setting");
    assert_eq!(error_text(session.set_opponent("vs=robot")), "bad value 'robot' for option 'vs': expected computer|link");
    session.set_opponent("").unwrap();
    assert_eq!(session.link(LinkOf::Game), "chess?moves=e2e4");
}

#[test]
fn a_new_game_against_the_computer_on_a_random_side_starts_with_the_side_settled() {
    for _ in 0..8 {
        let session = Session::new("chess", "vs=computer&human=random").unwrap();
        let opponent = snapshot(&session)["opponent"].clone();
        let human = opponent["human"].as_str().unwrap();
        assert!(human == "first" || human == "second", "{opponent}");
        assert_eq!(opponent["computer"], if human == "first" { "second" } else { "first" });
    }
    assert_eq!(
        error_text(Session::new("chess", "vs=computer&human=left")),
        "bad value 'left' for option 'human': expected first|second|random"
    );
    assert_eq!(
        error_text(Session::new("go", "")),
        "unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)"
    );
}

#[test]
fn the_review_marks_only_evaluations_in_ply_order() {
    let session = open("double-ring?size=5&moves=a1a4");
    let evaluations = session.review(5_000, &mut |_| {}).unwrap();
    assert_eq!(evaluations.len(), 2);
    let marks = serde_json::to_value(session.review_marks(&evaluations).unwrap()).unwrap();
    assert_eq!(marks["moves"].as_array().unwrap().len(), 1);
    let swapped = [evaluations[1].clone(), evaluations[0].clone()];
    assert_eq!(
        error_text(session.review_marks(&swapped)),
        "bad evaluations: evaluation 0 is of ply 1: they must be in ply order from 0"
    );
    let too_many = [evaluations[0].clone(), evaluations[1].clone(), evaluations[1].clone()];
    assert_eq!(
        error_text(session.review_marks(&too_many)),
        "bad evaluations: 3 of them for a game of 2 positions"
    );
    assert_eq!(
        error_text(session.review_position(2, 100)),
        "bad ply: the game has no ply 2: it has 1 moves"
    );
}

#[test]
fn the_solver_gives_its_verdict_with_every_winning_move() {
    let session = open("double-ring?size=4&moves=a1d1");
    let verdict = session.winning_moves(1_000_000, false).expect("4 x 4 is small");
    assert!(verdict.complete);
    let first = session.winning_moves(1_000_000, true).unwrap();
    assert_eq!(first.wins, verdict.wins);
    if verdict.wins {
        assert_eq!(first.winning.len(), 1);
        assert!(verdict.winning.contains(&first.winning[0]));
    }
    assert!(open("chess").winning_moves(1_000, false).is_none());
}

#[test]
fn the_computer_thinks_through_the_session_and_tells_its_progress() {
    let session = open("chess?moves=e2e4,e7e5");
    let mut depths = Vec::new();
    let choice = session.think_at(2, Some(7), &mut |progress| depths.push(progress.depth)).unwrap();
    assert!(session.legal_notations().contains(&choice.notation));
    assert!(!depths.is_empty());
    assert_eq!(depths, (1..=depths.len() as u32).collect::<Vec<_>>());
}

#[test]
fn a_finished_game_looked_back_at_still_says_how_it_ended() {
    // Skip Two on 4 x 4: after these six moves Player 1 has no move.
    let mut session = open("double-ring?rule=skip2&size=4&moves=d3a3,a2d2,d4a4,a1d1,c1c4,b4b1");
    let at_end = session.snapshot();
    assert_eq!(at_end["outcome"]["winner"], "second");
    assert_eq!(at_end["ended"], serde_json::json!({ "winner": "second" }));
    assert!(session.go_to(1));
    let looking_back = session.snapshot();
    assert_eq!((looking_back["ply"].as_u64(), looking_back["outcome"].is_null()), (Some(1), true));
    assert_eq!(looking_back["ended"], serde_json::json!({ "winner": "second" }));
    // A resignation ends it too, and a game going on has not ended.
    let mut resigned = open("chess?moves=e2e4");
    assert!(resigned.snapshot()["ended"].is_null());
    resigned.resign(Player::Second).unwrap();
    assert!(resigned.go_to(0));
    assert_eq!(resigned.snapshot()["ended"], serde_json::json!({ "winner": "first" }));
}
