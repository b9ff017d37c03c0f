//! The designers' lab: a run's setup as its link holds it, its games
//! replayed and checked move by move, and the summary's numbers.

use ringboard::games::chess::Chess;
use ringboard::games::double_ring::DoubleRing;
use ringboard::lab::{GameReport, Lab, LabGame, LabSetup, Progress};
use ringboard::play::record_text::read_record;
use ringboard::variant::Settings;
use ringboard::{Game, Player};

#[test]
fn a_setup_survives_its_link_and_bad_links_say_what_is_wrong() {
    let link = "double-ring?rule=odd&compare=1&b.rule=skip3&first=level2&second=greedy&games=40&swap=1&random=4&plies=300&seed=7";
    let setup = LabSetup::from_link(&format!("#lab/{link}")).unwrap();
    assert_eq!(setup.rules, vec![Settings::parse("rule=odd", ',').unwrap(), Settings::parse("rule=skip3", ',').unwrap()]);
    assert_eq!(setup.players.map(|agent| agent.name()), ["level2".to_string(), "greedy".to_string()]);
    assert_eq!((setup.games, setup.swap_sides, setup.random_plies, setup.max_plies, setup.seed), (40, true, 4, 300, 7));
    assert_eq!(setup.to_link(), link);
    assert_eq!(LabSetup::from_link("#lab/chess").unwrap().to_link(), "chess");

    let error = |link: &str| LabSetup::from_link(link).and_then(Lab::new).err().unwrap().to_string();
    assert_eq!(error("chess?games=0"), "bad lab link: games=0 is not a whole number from 1 to 100000");
    assert_eq!(error("chess?random=41"), "bad lab link: random=41 is not a whole number from 0 to 40");
    assert_eq!(error("chess?swap=yes"), "bad lab link: swap=yes is neither 1 nor 0");
    assert_eq!(error("chess?b.rule=odd"), "bad lab link: rules B (b.) are given without compare=1");
    assert!(error("chess?first=level9").starts_with("bad agent: 'level9' is not an agent"));
    assert_eq!(error("double-ring?compare=1&b.rule=eleven").lines().next().unwrap(), "bad value 'eleven' for option 'rule': expected skip1|skip2|skip3|skip4|skip5|skip6|odd|even|knight");
    assert!(error("go?games=3").starts_with("unknown game 'go'"));
}

/// The chess run's games, replayed move by move: each report's branching
/// is the legal moves before each ply, its result the position's.
#[test]
fn every_game_is_measured_as_it_was_played() {
    let setup = LabSetup::from_link("chess?first=random&second=greedy&games=6&swap=1&random=2&plies=120").unwrap();
    let lab = Lab::new(setup).unwrap();
    for index in 0..6 {
        let report = lab.play(own(index)).unwrap();
        assert_eq!(report, lab.play(own(index)).unwrap(), "a game is the same wherever it is played");
        assert_eq!(report.first, index as usize % 2);
        let mut position = Chess::start(&Default::default());
        for (ply, notation) in report.moves.iter().enumerate() {
            assert_eq!(report.branching[ply] as usize, position.legal_move_list().len());
            position.play(position.parse_legal_move(notation).unwrap());
        }
        assert_eq!(report.plies as usize, report.moves.len());
        assert_eq!(report.winner, position.outcome().and_then(|outcome| outcome.winner));
        assert_eq!(report.cut_off(), position.outcome().is_none());
        assert_eq!(&report.branching[..2], &[20, 20]);
    }
    // A pair of games opens with the same random plies.
    assert_eq!(lab.play(own(2)).unwrap().moves[..2], lab.play(own(3)).unwrap().moves[..2]);
    assert_ne!(lab.play(own(2)).unwrap().moves[..2], lab.play(own(4)).unwrap().moves[..2]);
}

fn own(index: u32) -> LabGame {
    LabGame { rules: 0, pairing: None, index }
}

fn report(winner: Option<Player>, plies: u32, decided_at: Option<u32>, lead_changes: u32, ending: &str) -> GameReport {
    GameReport {
        rules: 0,
        index: 0,
        pairing: None,
        first: 0,
        swapped: false,
        winner,
        ending: ending.into(),
        plies,
        branching: (0..plies).map(|ply| 10 - ply.min(9)).collect(),
        decided_at,
        lead_changes,
        passes: 0,
        moves: Vec::new(),
    }
}

fn games_again() -> [GameReport; 4] {
    [
        report(Some(Player::First), 4, Some(2), 1, "points"),
        report(Some(Player::Second), 2, Some(0), 0, "points"),
        report(None, 3, None, 3, "points-repetition"),
        report(None, 3, None, 0, "cut-off"),
    ]
}

#[test]
fn the_summary_counts_scores_and_measures_as_worked_by_hand() {
    let mut lab = Lab::from_link("king-of-rings?games=4&first=greedy&second=random&swap=1").unwrap();
    let games = games_again();
    for (index, mut game) in games.into_iter().enumerate() {
        game.index = index as u32;
        game.first = index % 2;
        game.passes = (index == 0) as u32;
        lab.add(game).unwrap();
    }
    let summary = &lab.summaries()[0];
    assert_eq!((summary.games, summary.first_wins, summary.second_wins, summary.draws, summary.cut_off), (4, 1, 1, 2, 1));
    assert_eq!(summary.first_score, Some(0.5));
    // Greedy moved first in games 0 and 2: a win and a draw; second in 1 and 3: a win (player 2 won game 1) and a draw.
    assert_eq!(summary.player_score, Some(0.75));
    assert_eq!(summary.length_mean, Some(3.0));
    assert_eq!(summary.length_spread, Some((2.0f64 / 3.0).sqrt()));
    // Branching 10, 9, 8, 7 / 10, 9 / 10, 9, 8 / 10, 9, 8: 107 moves over 12 positions.
    assert_eq!(summary.branching_mean, Some(107.0 / 12.0));
    assert_eq!(summary.branching_by_ply, vec![10.0, 9.0, 8.0, 7.0]);
    assert_eq!(summary.games_by_ply, vec![4, 4, 3, 1]);
    assert_eq!(summary.decisiveness_mean, Some(1.0));
    assert_eq!(summary.decisiveness_share_mean, Some(0.25));
    assert_eq!(summary.lead_changes_mean, Some(1.0));
    assert_eq!(summary.repetition_rate, Some(0.25));
    assert_eq!(summary.pass_rate, Some(1.0 / 12.0));
    assert_eq!((summary.length_histogram.start, summary.length_histogram.width, summary.length_histogram.counts.clone()), (2, 1, vec![1, 2, 1]));

    assert_eq!((summary.mover_score, summary.swap_rate), (summary.first_score, Some(0.0)), "no swap: the mover is the first side");

    let mut pie = Lab::from_link("king-of-rings?pie=1&games=4&first=greedy&second=random&swap=1").unwrap();
    for (index, mut game) in games_again().into_iter().enumerate() {
        game.index = index as u32;
        game.first = index % 2;
        // The second player took the swap in game 0 only.
        game.swapped = index == 0;
        pie.add(game).unwrap();
    }
    let summary = &pie.summaries()[0];
    assert_eq!(summary.first_score, Some(0.5), "by side, as before");
    // Whoever moved first lost game 0 (the side swapped away from them won)
    // and game 1 (as First, against Second's win), and drew 2 and 3.
    assert_eq!((summary.mover_score, summary.swap_rate), (Some(0.25), Some(0.25)));
    // Greedy moved first in game 0 and ended it as Second (lost), won game 1 as Second, drew 2 and 3.
    assert_eq!(summary.player_score, Some(0.5));

    let csv = lab.csv();
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[..4], ["measure,The King of Rings", "games,4", "first_wins,1", "second_wins,1"]);
    assert!(rows.contains(&"first_score,0.5000") && rows.contains(&"first_score_low,0.1500"), "{csv}");

    let again = report(None, 1, None, 0, "cut-off");
    assert_eq!(lab.add(again.clone()).unwrap_err().to_string(), "bad lab game: game 0 of rules 0 is already in the run");
    assert_eq!(
        lab.add(GameReport { index: 4, ..again }).unwrap_err().to_string(),
        "bad lab game: the run has 1 set of rules and 4 games a set; rules 0, game 4 is not one of them"
    );
}

#[test]
fn games_on_threads_sum_up_as_games_played_one_by_one() {
    let link = "double-ring?size=5&compare=1&b.size=6&first=level1&second=greedy&games=6&swap=1&random=1";
    let mut threaded = Lab::from_link(link).unwrap();
    let mut ended = 0;
    threaded.play_on_threads(2, |_| ended += 1);
    assert_eq!(ended, 12);
    assert!(threaded.games_to_play().is_empty());
    let mut alone = Lab::from_link(link).unwrap();
    assert_eq!(alone.games_to_play()[..3], [own(0), LabGame { rules: 1, ..own(0) }, own(1)]);
    for game in alone.games_to_play().into_iter().rev() {
        let report = alone.play(game).unwrap();
        alone.add(report).unwrap();
    }
    assert_eq!(threaded.summaries(), alone.summaries());

    // The exact solver settles both starts: 5 x 5 is a first-player win, and
    // 6 x 6 a second-player win by the mirror theorem.
    threaded.settle_exact(ringboard::lab::EXACT_NODES);
    let exact: Vec<_> = threaded.summaries().iter().map(|summary| summary.exact.map(|exact| (exact.first_wins, exact.mirror))).collect();
    assert_eq!(exact, [Some((true, false)), Some((false, true))]);

    // Every game's record reads back as the game it was.
    let records = threaded.records(1).unwrap();
    let games: Vec<&str> = records.split("\n\n[Event").collect();
    assert_eq!(games.len(), 6);
    let first = read_record::<DoubleRing>(games[0]).unwrap();
    assert_eq!(first.notations(), threaded.play(LabGame { rules: 1, ..own(0) }).unwrap().moves);
    assert!(records.starts_with("[Event \"Lab game 1 of double-ring?size=5&compare=1&b.size=6&first=level1&second=greedy&games=6&swap=1&random=1\"]"));
    assert!(records.contains("[First \"greedy\"]\n[Second \"level1\"]"));
}

#[test]
fn the_skill_trace_plays_each_level_against_the_one_below_with_sides_swapped() {
    let link = "double-ring?size=5&first=greedy&second=random&games=2&trace=4";
    let mut lab = Lab::from_link(link).unwrap();
    assert_eq!(lab.setup().to_link(), link);
    let order = lab.games_to_play();
    assert_eq!(order.len(), 2 + 3 * 4);
    assert_eq!(order[2], LabGame { rules: 0, pairing: Some(0), index: 0 });
    assert_eq!(lab.progress(), Progress { done: 0, total: 14 });
    lab.play_on_threads(2, |_| {});
    // The trace's games count in the run's progress, not in its own games.
    assert_eq!(lab.progress(), Progress { done: 14, total: 14 });
    let summary = &lab.summaries()[0];
    assert_eq!(summary.games, 2);
    let trace: Vec<(String, String, u32)> =
        summary.skill_trace.iter().map(|point| (point.players[0].clone(), point.players[1].clone(), point.games)).collect();
    assert_eq!(trace, [("level2".into(), "level1".into(), 4), ("level3".into(), "level2".into(), 4), ("level4".into(), "level3".into(), 4)]);
    // The stronger's score, by hand from the records: "1-0" is a win of the first player.
    let records = lab.records(0).unwrap();
    let games: Vec<&str> = records.split("\n\n[Event").collect();
    assert_eq!(games.len(), 14);
    let mut won = 0.0;
    for game in games.iter().filter(|game| game.contains("skill trace level3 v level2")) {
        let stronger_first = game.contains("[First \"level3\"]");
        won += match (game.contains("[Result \"1-0\"]"), stronger_first) {
            (true, true) | (false, false) => 1.0,
            _ => 0.0,
        };
    }
    assert_eq!(summary.skill_trace[1].score, Some(won / 4.0));
    assert_eq!(records.matches("[First \"level2\"]\n[Second \"level1\"]").count(), 2);
    assert_eq!(records.matches("[First \"level1\"]\n[Second \"level2\"]").count(), 2);
    assert_eq!(
        lab.play(LabGame { rules: 0, pairing: Some(3), index: 0 }).unwrap_err().to_string(),
        "bad lab game: the run has 1 set of rules and 2 games a set and a skill trace of 3 pairings of 4 games; rules 0, game 0 of pairing 3 is not one of them"
    );
}
