//! The pie rule (RULES.md §7, `pie=1`): after the first move the second
//! player may answer `swap`, and the players exchange sides (src/play/pie.rs).

mod common;

use common::{error_text, open};
use ringboard::lab::{Lab, LabGame};
use ringboard::play::link::LinkOf;
use ringboard::play::session::Session;
use serde_json::Value;

const NO_SWAP: &str = "swap is possible only as the answer to the first move, with the pie rule (pie=1)";

fn flags(session: &Session) -> (bool, bool, bool, bool) {
    let snapshot: Value = session.snapshot();
    let flag = |name: &str| snapshot[name].as_bool().unwrap_or_else(|| panic!("no {name} in the snapshot"));
    (flag("pie"), flag("can_swap"), flag("swapped"), flag("sides_swapped"))
}

#[test]
fn every_game_offers_the_pie_rule_and_swap_answers_only_the_first_move() {
    for game in ["chess", "one-ring", "double-eighteen-stone", "double-take", "king-of-rings", "double-ring"] {
        let mut session = Session::new(game, "pie=1").unwrap();
        assert_eq!(flags(&session), (true, false, false, false), "{game}");
        assert_eq!(error_text(session.play("swap")), NO_SWAP, "{game}: no swap before the first move");
        let first = session.legal_notations()[0].clone();
        session.play(&first).unwrap_or_else(|error| panic!("{game} {first}: {error}"));
        assert_eq!(flags(&session), (true, true, false, false), "{game}");
        assert_eq!(session.legal_notations().last().map(String::as_str), Some("swap"), "{game}");
        let to_move = session.to_move();
        session.play("swap").unwrap();
        assert_eq!(flags(&session), (true, false, true, true), "{game}");
        assert_eq!(session.to_move(), to_move, "{game}: the same side moves after the swap");
        assert_eq!(error_text(session.play("swap")), NO_SWAP, "{game}: only once");
        assert!(!session.legal_notations().contains(&"swap".to_string()));

        let mut plain = Session::new(game, "").unwrap();
        plain.play(&first).unwrap();
        assert_eq!(flags(&plain), (false, false, false, false), "{game}");
        assert_eq!(error_text(plain.play("swap")), NO_SWAP, "{game}: not without the rule");
    }
    assert_eq!(error_text(Session::new("chess", "pie=2")), "bad value '2' for option 'pie': expected 0|1");
    assert_eq!(error_text(Session::new("chess", "size=9")), "unknown option 'size' for chess (options: pie)");
}

#[test]
fn the_swap_goes_into_links_and_records_and_comes_back() {
    let mut session = Session::new("chess", "pie=1").unwrap();
    for step in ["e2e4", "swap", "e7e5", "g1f3"] {
        session.play(step).unwrap();
    }
    let link = session.link(LinkOf::Game);
    assert_eq!(link, "chess?pie=1&moves=e2e4,swap,e7e5,g1f3");
    let again = open(&link);
    assert_eq!(again.link(LinkOf::Game), link);
    assert_eq!(flags(&again), (true, false, true, true));
    assert_eq!(open("chess?pie=1&moves=e2e4,swap,e7e5,g1f3&at=0").link(LinkOf::Blank), "chess?pie=1");
    assert_eq!(flags(&open("chess?pie=1&moves=e2e4,swap,e7e5&at=0")), (true, false, true, false));

    let record = session.record_text("2026.12.07");
    assert!(record.contains("[Variant \"pie=1\"]\n"), "{record}");
    assert!(record.contains("\n1. e4 swap 1... e5 2. Nf3 *\n"), "{record}");
    let read = Session::from_record(&record).unwrap();
    assert_eq!(read.link(LinkOf::Game), link);

    let refused = |hash: &str| error_text(Session::from_link(hash));
    assert_eq!(refused("chess?pie=1&moves=swap"), format!("bad link: move 1: {NO_SWAP}"));
    assert_eq!(refused("chess?pie=1&moves=e2e4,e7e5,swap"), format!("bad link: move 3: {NO_SWAP}"));
    assert_eq!(refused("chess?moves=e2e4,swap"), format!("bad link: move 2: {NO_SWAP}"));
    let lenient = Session::from_link_lenient("chess?pie=1&moves=e2e4,swap,swap,e7e5").unwrap();
    assert_eq!(lenient.link(LinkOf::Game), "chess?pie=1&moves=e2e4,swap");
    assert_eq!(lenient.refused().unwrap().number, 3);
    let bad_record = record.replace("1. e4 swap 1... e5", "1. e4 e5 swap");
    assert_eq!(error_text(Session::from_record(&bad_record)), format!("bad record, line 11: {NO_SWAP}"));
}

#[test]
fn a_swap_is_taken_back_alone_and_a_new_first_move_forgets_it() {
    // Stepping back and forth over the first move keeps the swap and the moves after it.
    let mut session = open("chess?pie=1&moves=e2e4,swap,e7e5");
    assert!(session.undo());
    assert_eq!(session.link(LinkOf::Game), "chess?pie=1&moves=e2e4,swap,e7e5&at=1");
    assert!(session.undo());
    assert_eq!(session.link(LinkOf::Game), "chess?pie=1&moves=e2e4,swap,e7e5&at=0");
    assert_eq!(flags(&session), (true, false, true, false));
    assert!(session.redo() && session.redo());
    assert_eq!(session.link(LinkOf::Game), "chess?pie=1&moves=e2e4,swap,e7e5");
    // Where the swap is the last thing played, Undo takes it back.
    let mut session = open("chess?pie=1&moves=e2e4,swap");
    assert!(session.undo(), "the swap is taken back");
    assert_eq!(session.link(LinkOf::Game), "chess?pie=1&moves=e2e4");
    assert_eq!(flags(&session), (true, true, false, false), "and may be made again");
    session.play("swap").unwrap();
    assert!(session.go_to(0));
    assert_eq!(flags(&session), (true, false, true, false), "before the first move the sides are as they began");
    session.play("e2e4").unwrap();
    assert_eq!(session.link(LinkOf::Game), "chess?pie=1&moves=e2e4,swap", "the same first move keeps the swap");
    session.go_to(0);
    session.play("d2d4").unwrap();
    assert_eq!(session.link(LinkOf::Game), "chess?pie=1&moves=d2d4", "another first move forgets it");
}

/// Against the computer, the computer answers the first move with the swap
/// when its evaluation says the side that moved stands better, and then
/// plays that side; a takeback undoes the swap and the human's side with it.
#[test]
fn the_computer_swaps_by_its_evaluation_and_then_plays_the_other_side() {
    // White's first move takes Black's queen: Black would rather be White.
    let queen_taken = "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1";
    let mut session = Session::from_position("chess", "pie=1&vs=computer&level=1&human=first", queen_taken).unwrap();
    session.play("f3h4").unwrap();
    let choice = session.think_at(1, Some(7), &mut |_| {}).unwrap();
    assert_eq!(choice.notation, "swap");
    assert!(choice.score < 0, "{}", choice.score);
    session.play(&choice.notation).unwrap();
    let snapshot: Value = session.snapshot();
    assert_eq!(snapshot["opponent"]["computer"], "first", "the computer now plays White");
    assert_eq!(snapshot["to_move"], "second", "and the human moves Black's pieces");
    let record = session.record_text("2026.12.07");
    assert!(record.contains("[White \"Computer level 1\"]") && record.contains("[Black \"Human\"]"), "{record}");
    assert_eq!(Session::from_record(&record).unwrap().snapshot()["opponent"]["computer"], "first");
    session.play("b8c6").unwrap();
    assert!(session.undo());
    assert_eq!(session.snapshot()["opponent"]["computer"], "first", "back to the human's turn after the swap");
    assert_eq!(session.link(LinkOf::Whole).matches(",swap,b8c6").count(), 1);
    assert!(session.undo());
    assert_eq!(flags(&session), (true, false, true, false), "the human's first move is taken back, the swap kept with the moves after it");
    assert_eq!(session.snapshot()["opponent"]["computer"], "second");
    // The same first move again: the computer's swap is kept, and the human moves Black.
    session.play("f3h4").unwrap();
    assert_eq!((flags(&session), session.snapshot()["opponent"]["computer"].clone()), ((true, false, true, true), "first".into()));

    // The human swaps after the computer's first move; Undo, once the computer has answered, takes the swap back.
    let mut session = Session::new("chess", "pie=1&vs=computer&level=1&human=second").unwrap();
    session.play("e2e4").unwrap();
    session.play("swap").unwrap();
    session.play("e7e5").unwrap();
    assert!(session.undo());
    assert_eq!(session.link(LinkOf::Game), "chess?pie=1&vs=computer&level=1&human=second&moves=e2e4");
    assert_eq!(flags(&session), (true, true, false, false), "the human answers the first move again");

    // White's first move hangs its queen: Black keeps its side and takes it.
    let queen_hung = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
    let mut session = Session::from_position("chess", "pie=1&vs=computer&level=1&human=first", queen_hung).unwrap();
    session.play("d1g4").unwrap();
    let choice = session.think_at(1, Some(7), &mut |_| {}).unwrap();
    assert_eq!(choice.notation, "c8g4");
}

#[test]
fn the_lab_plays_the_pie_rule_and_counts_the_swaps() {
    let mut lab = Lab::from_link("double-ring?pie=1&games=6&first=random&second=greedy&plies=12&seed=3").unwrap();
    assert_eq!(lab.setup().to_link(), "double-ring?pie=1&first=random&second=greedy&games=6&plies=12&seed=3");
    assert_eq!(lab.form().rules[0].last(), Some(&("pie".to_string(), "1".to_string())));
    lab.play_on_threads(2, |_| {});
    let summary = &lab.summaries()[0];
    let swapped: Vec<_> = (0..6)
        .map(|index| lab.play(LabGame { rules: 0, pairing: None, index }).unwrap())
        .collect();
    for game in &swapped {
        assert_eq!(game.moves.get(1).map(String::as_str) == Some("swap"), game.swapped);
        assert_eq!(game.moves.iter().filter(|step| *step == "swap").count(), game.swapped as usize);
    }
    let swaps = swapped.iter().filter(|game| game.swapped).count();
    assert_eq!(swaps, 4);
    let openings: Vec<String> = swapped.iter().map(|game| game.moves[..2].join(" ")).collect();
    assert_eq!(openings, ["b8e8 swap", "d9g9 b5b8", "c7c4 swap", "f1c1 g3d3", "a5a8 swap", "e9h9 swap"]);
    assert_eq!(summary.swap_rate, Some(swaps as f64 / 6.0));
    let records = lab.records(0).unwrap();
    assert_eq!(records.matches("[Variant \"rule=skip2&size=9&pie=1\"]").count(), 6);
    // Each player is named by the side it ended with: greedy, which swapped, played the first side.
    assert!(records.contains("[First \"greedy\"]\n[Second \"random\"]"), "{records}");
    assert!(records.contains("\n1. b8e8 swap 1... i7f7 2. h5h8"), "{records}");
    assert_eq!(records.matches(" swap ").count(), swaps);
}

/// An online game: the swap exchanges the two players' seats, names,
/// tokens and clocks (each keeps their own time), a stored game comes back
/// the same, and a takeback of the swap exchanges them back.
#[test]
fn online_the_swap_exchanges_seats_and_clocks_and_a_takeback_undoes_it() {
    use ringboard::online::{ClockSpec, NewGameRequest, OfferKind, SideChoice, Table};
    use ringboard::Player::{First, Second};
    let request = NewGameRequest {
        game: "chess".into(),
        variant: "pie=1".into(),
        side: SideChoice::First,
        clock: Some(ClockSpec::Live { initial_ms: 60_000, increment_ms: 2_000 }),
        public: false,
        name: "Ada".into(),
    };
    let mut table = Table::create("pie".into(), &request, First, "ada-hash".into(), 0).unwrap();
    table.join("Bob", "bob-hash".into(), 0).unwrap();
    let names = |table: &Table| table.stored().seats.map(|seat| seat.map(|seat| (seat.name, seat.token_hash)).unwrap());
    table.play(First, "e2e4", None, 5_000).unwrap();
    assert_eq!(table.play(First, "swap", None, 6_000).unwrap_err().to_string(), "403 not-your-turn: it is not your turn: Black is to move");
    table.play(Second, "swap", Some(1), 9_000).unwrap();
    let view = table.view(9_000);
    assert_eq!(view.moves, ["e2e4", "swap"]);
    assert!(view.swapped);
    assert_eq!(names(&table), [("Bob".into(), "bob-hash".into()), ("Ada".into(), "ada-hash".into())]);
    assert_eq!(table.stored().creator, Second, "Ada, who created the game, sits in the second seat now");
    // Ada spent 5 s and got 2 s: 57 s, now on Black's clock, running; Bob spent 4 s and got 2 s: 58 s, as White.
    let clocks = view.clocks.unwrap();
    assert_eq!((clocks.first_ms, clocks.second_ms, clocks.running), (58_000, 57_000, Some(Second)));
    assert_eq!(table.play(First, "e7e5", None, 10_000).unwrap_err().to_string(), "403 not-your-turn: it is not your turn: Black is to move");
    table.play(Second, "e7e5", None, 10_000).unwrap();
    table.play(First, "g1f3", None, 11_000).unwrap();

    let restored = Table::restore(table.stored()).unwrap();
    assert_eq!(restored.view(11_000).moves, table.view(11_000).moves);
    assert_eq!(names(&restored), names(&table));

    // Ada asks to take back her e7e5, then Bob his swap: the seats go back.
    let mut table = restored;
    table.offer(Second, OfferKind::Takeback, 12_000).unwrap();
    table.answer(First, OfferKind::Takeback, true, 12_000).unwrap();
    assert_eq!(table.view(12_000).moves, ["e2e4", "swap"]);
    table.offer(First, OfferKind::Takeback, 13_000).unwrap();
    table.answer(Second, OfferKind::Takeback, true, 13_000).unwrap();
    let view = table.view(13_000);
    assert_eq!((view.moves.clone(), view.swapped, view.to_move), (vec!["e2e4".to_string()], false, Some(Second)));
    assert_eq!(names(&table), [("Ada".into(), "ada-hash".into()), ("Bob".into(), "bob-hash".into())]);
    table.play(Second, "e7e5", None, 14_000).unwrap();
}

/// Under the pie rule the computer's first move is the most even it finds:
/// it does not take a queen that the other player would then swap for.
#[test]
fn the_computer_opens_with_the_most_even_move_under_the_pie_rule() {
    let queen_offered = "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1";
    let plain = Session::from_position("chess", "", queen_offered).unwrap();
    assert_eq!(plain.think_at(2, Some(5), &mut |_| {}).unwrap().notation, "f3h4");
    let pie = Session::from_position("chess", "pie=1", queen_offered).unwrap();
    let choice = pie.think_at(2, Some(5), &mut |_| {}).unwrap();
    assert_ne!(choice.notation, "f3h4");
    assert!(choice.score.abs() < 900, "{} scores {}", choice.notation, choice.score);
    // Every other first move leaves Black its queen: the computer's is one of them, and no more uneven.
    let mut after = Session::from_position("chess", "pie=1", queen_offered).unwrap();
    after.play(&choice.notation).unwrap();
    assert!(after.snapshot()["can_swap"].as_bool().unwrap());
}

#[test]
fn by_link_moves_are_asked_back_but_not_the_swap_and_links_compare_by_moves() {
    use ringboard::play::link::{compare_links, Relation};
    let mut session = open("chess?pie=1&vs=link&match=abcd2345&host=first&moves=e2e4,swap");
    assert!(!session.ask_takeback(), "the swap is answered, not asked back");
    assert_eq!(
        error_text(Session::from_link("chess?pie=1&vs=link&match=abcd2345&host=first&moves=e2e4,swap&takeback=asked")),
        "bad link: takeback= belongs to a match by link, after a move and before any resignation"
    );
    session.play("e7e5").unwrap();
    assert!(session.ask_takeback());
    let comparison = compare_links("chess?pie=1&vs=link&match=abcd2345&host=first&moves=e2e4", "chess?pie=1&vs=link&match=abcd2345&host=first&moves=e2e4,swap,e7e5");
    assert_eq!((comparison.relation, comparison.at, comparison.added), (Relation::Ahead, 1, vec!["swap".to_string(), "e7e5".to_string()]));
    let comparison = compare_links("chess?pie=1&moves=e2e4,swap,e7e5,g1f3", "chess?pie=1&moves=e2e4,swap,e7e5");
    assert_eq!((comparison.relation, comparison.at), (Relation::Behind, 2));
}

/// Online, an open offer goes with its player when the seats are
/// exchanged, and a correspondence clock gives the player to move their days.
#[test]
fn online_offers_follow_their_player_and_correspondence_days_refill_at_the_swap() {
    use ringboard::online::{ClockSpec, NewGameRequest, OfferKind, SideChoice, Table};
    use ringboard::Player::{First, Second};
    const DAY: i64 = 86_400_000;
    let request = NewGameRequest {
        game: "chess".into(),
        variant: "pie=1".into(),
        side: SideChoice::First,
        clock: Some(ClockSpec::Correspondence { days: 3 }),
        public: false,
        name: "Ada".into(),
    };
    let mut table = Table::create("days".into(), &request, First, "ada-hash".into(), 0).unwrap();
    table.join("Bob", "bob-hash".into(), 0).unwrap();
    table.play(First, "e2e4", None, DAY / 2).unwrap();
    table.play(Second, "swap", None, 2 * DAY).unwrap();
    let clocks = table.view(2 * DAY).clocks.unwrap();
    assert_eq!((clocks.second_ms, clocks.running), (3 * DAY, Some(Second)), "Ada, now Black, has her three days");
    // Bob, now White, offers a draw; the offer stays his when the swap is taken back.
    table.offer(First, OfferKind::Draw, 2 * DAY).unwrap();
    table.offer(First, OfferKind::Takeback, 2 * DAY).unwrap();
    table.answer(Second, OfferKind::Takeback, true, 2 * DAY).unwrap();
    let view = table.view(2 * DAY);
    assert_eq!((view.swapped, view.offers.draw), (false, Some(Second)), "Bob sits in the second seat again, his offer with him");
    assert_eq!(table.answer(Second, OfferKind::Draw, true, 2 * DAY).unwrap_err().to_string(), "409 own-offer: you cannot accept your own offer");
}
