//! The computer's review of a game: each position judged, the moves marked
//! by the drop in the mover's chance to win, the win-chance curves, the
//! analysis board's best lines, and the annotated record.

use ringboard::ai::review::{
    analyse_position, mark_moves, move_accuracy, review_game, Mark, PositionReview, LEVEL_NODES,
};
use ringboard::ai::win_chance::{chance, first_chance, fit, slope, Sample};
use ringboard::ai::{Evaluate, KNOWN_WIN, WIN};
use ringboard::games::chess::Chess;
use ringboard::games::double_ring::{DoubleRing, Rule, Variant};
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::games::ALL_GAME_IDS;
use ringboard::play::record::Record;
use ringboard::play::record_text::{read_record, write_annotated_record, Header};
use ringboard::{Game, Player};

fn record<G: Game>(variant: &G::Variant, moves: &str) -> Record<G> {
    let mut record = Record::new(variant);
    for notation in moves.split_whitespace() {
        record.play_notation(notation).unwrap();
    }
    record
}

fn reviewed<G: Evaluate>(record: &Record<G>, nodes: u64) -> Vec<PositionReview> {
    review_game(record.positions(), record.moves(), nodes, |_| {})
}

const SCHOLARS_MATE: &str = "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7";

/// Whether the side to move in `game` can be mated at once, by trying every move.
fn mate_in_one_threatened(game: &Chess) -> bool {
    game.legal_move_list().into_iter().any(|mv| {
        let mut next = game.clone();
        next.play(mv);
        next.outcome()
            .is_some_and(|outcome| outcome.winner.is_some())
    })
}

#[test]
fn scholars_mate_marks_3_nf6_a_blunder_with_a_move_that_defends_f7() {
    let game = record::<Chess>(&Default::default(), SCHOLARS_MATE);
    let evaluations = reviewed(&game, LEVEL_NODES[1]);
    assert_eq!(evaluations.len(), 8);
    let marks = mark_moves(game.positions(), game.moves(), &evaluations);
    assert_eq!(marks.moves.len(), 7);

    let nf6 = &marks.moves[5];
    assert_eq!((nf6.ply, nf6.mover), (6, Player::Second));
    assert_eq!((nf6.mark, nf6.suffix), (Some(Mark::Blunder), "??"));
    assert!(nf6.drop >= 0.3, "{}", nf6.drop);
    // The better move is one after which White has no mate at once.
    let before = &game.positions()[5];
    let defences: Vec<String> = before
        .legal_move_list()
        .into_iter()
        .filter(|&mv| {
            let mut next = before.clone();
            next.play(mv);
            !mate_in_one_threatened(&next)
        })
        .map(|mv| before.format_move(mv))
        .collect();
    let better = nf6
        .better
        .clone()
        .expect("a blunder carries the better move");
    assert!(defences.contains(&better), "{better} in {defences:?}");
    assert_ne!(better, "g8f6");
    assert_eq!(
        nf6.better_label.as_deref(),
        nf6.line.first().map(String::as_str)
    );

    // White's moves, the mate included, are not marked, but for 2. Qh5, which
    // may be an inaccuracy: Stockfish 15.1 at depth 20 has White +0.28 before
    // it and -0.24 after, about lichess's threshold of one.
    for white in marks.moves.iter().filter(|mv| mv.mover == Player::First) {
        if white.ply == 3 && white.mark == Some(Mark::Inaccuracy) {
            assert_eq!(white.suffix, "?!");
            continue;
        }
        assert_eq!(white.mark, None, "ply {}", white.ply);
        assert_eq!((white.suffix, white.better.as_ref()), ("", None));
        assert!(white.line.is_empty());
    }
    assert_eq!(marks.players.second.blunders, 1);
    assert!(marks.players.first.inaccuracies <= 1);
    assert_eq!(
        (marks.players.first.mistakes, marks.players.first.blunders),
        (0, 0)
    );
    let first_accuracy = marks.players.first.accuracy.unwrap();
    let second_accuracy = marks.players.second.accuracy.unwrap();
    assert!(
        first_accuracy > second_accuracy,
        "{first_accuracy} {second_accuracy}"
    );

    // The position after the mate: over, no best move, exactly won for White.
    let end = &evaluations[7];
    assert_eq!(
        (end.to_move, end.first_chance, end.proved, end.best.as_ref()),
        (None, 1.0, true, None)
    );
    assert_eq!(end.score, WIN);
    // After 3...Nf6 White mates in one: a known win, exactly 1.
    assert_eq!(
        (evaluations[6].score, evaluations[6].first_chance),
        (WIN - 1, 1.0)
    );
    assert_eq!(evaluations[6].best.as_deref(), Some("h5f7"));
    assert_eq!(evaluations[6].line, ["Qxf7#"]);
}

#[test]
fn a_5x5_double_ring_first_move_that_throws_away_the_proved_win_is_a_blunder() {
    // Skip Two on 5x5: the first player wins (docs/solved.md), with c1c4.
    let variant = Variant::square(Rule::SkipTwo, 5);
    let game = record::<DoubleRing>(&variant, "a1a4");
    let evaluations = reviewed(&game, 1_000_000);
    assert_eq!(
        (evaluations[0].proved, evaluations[0].first_chance),
        (true, 1.0)
    );
    assert_eq!(
        (evaluations[1].proved, evaluations[1].first_chance),
        (true, 0.0)
    );
    assert_eq!(
        (evaluations[0].score, evaluations[1].score),
        (KNOWN_WIN, -KNOWN_WIN)
    );
    let marks = mark_moves(game.positions(), game.moves(), &evaluations);
    let a1a4 = &marks.moves[0];
    assert_eq!(
        (a1a4.mark, a1a4.suffix, a1a4.drop),
        (Some(Mark::Blunder), "??", 1.0)
    );
    let winning = game.start().winning_moves(10_000_000).unwrap().moves;
    let winning: Vec<String> = winning
        .iter()
        .map(|&mv| game.start().format_move(mv))
        .collect();
    assert!(
        winning.contains(a1a4.better.as_ref().unwrap()),
        "{a1a4:?} {winning:?}"
    );
    assert_eq!(marks.players.first.blunders, 1);
    assert_eq!(marks.players.first.accuracy, Some(move_accuracy(1.0)));
    assert_eq!(marks.players.second.accuracy, None);

    // A winning first move is no mistake, whatever the search thinks of it.
    let good = record::<DoubleRing>(&variant, a1a4.better.as_ref().unwrap());
    let evaluations = reviewed(&good, 1_000_000);
    let marks = mark_moves(good.positions(), good.moves(), &evaluations);
    assert_eq!((marks.moves[0].mark, marks.moves[0].drop), (None, 0.0));
}

#[test]
fn marks_follow_the_drop_in_the_movers_chance_by_lichess_thresholds() {
    for (drop, mark) in [
        (0.0, None),
        (0.099, None),
        (0.10, Some(Mark::Inaccuracy)),
        (0.199, Some(Mark::Inaccuracy)),
        (0.20, Some(Mark::Mistake)),
        (0.30, Some(Mark::Blunder)),
        (1.0, Some(Mark::Blunder)),
    ] {
        assert_eq!(Mark::of_drop(drop), mark, "{drop}");
    }
    assert!((move_accuracy(0.0) - 99.9999).abs() < 1e-9);
    assert_eq!(move_accuracy(1.0), 0.0);
    let ten = move_accuracy(0.10);
    assert!(
        (ten - (103.1668 * (-0.4354f64).exp() - 3.1669)).abs() < 1e-9,
        "{ten}"
    );
}

#[test]
fn win_chance_curves_are_monotonic_and_symmetric_for_every_game() {
    for &id in ALL_GAME_IDS {
        let k = slope(id);
        assert!(k > 0.0 && k < 0.1, "{id}: {k}");
        assert_eq!(chance(k, 0), 0.5, "{id}");
        assert_eq!(
            (chance(k, KNOWN_WIN), chance(k, -KNOWN_WIN)),
            (1.0, 0.0),
            "{id}"
        );
        assert_eq!(
            (chance(k, WIN - 3), chance(k, -(WIN - 3))),
            (1.0, 0.0),
            "{id}"
        );
        let scores: Vec<i32> = (-(KNOWN_WIN + 5)..=KNOWN_WIN + 5)
            .step_by(997)
            .chain(-2000..2000)
            .collect();
        for &score in &scores {
            assert_eq!(chance(k, score) + chance(k, -score), 1.0, "{id} at {score}");
        }
        let mut sorted = scores.clone();
        sorted.sort();
        let chances: Vec<f64> = sorted.iter().map(|&score| chance(k, score)).collect();
        assert!(
            chances.windows(2).all(|pair| pair[0] <= pair[1]),
            "{id}: not monotonic"
        );
        assert!(chances.iter().all(|c| (0.0..=1.0).contains(c)));
        // Strictly rising where the evaluations live.
        assert!(
            chance(k, 100) > chance(k, 99) && chance(k, 99) > chance(k, 0),
            "{id}"
        );
    }
    assert_eq!(
        first_chance::<Chess>(Player::Second, 150),
        1.0 - chance(slope("chess"), 150)
    );
    assert_eq!(first_chance::<Chess>(Player::First, -KNOWN_WIN), 0.0);
}

#[test]
fn the_fit_finds_the_slope_that_made_the_results() {
    let made = 0.0123;
    let samples: Vec<Sample> = (-60..=60)
        .map(|step| Sample {
            score: step * 10,
            result: chance(made, step * 10),
        })
        .collect();
    assert!((fit(&samples) - made).abs() < 1e-5, "{}", fit(&samples));
    // Results the score says nothing of: a flat curve.
    let coin: Vec<Sample> = [(100, 1.0), (100, 0.0), (-100, 1.0), (-100, 0.0)]
        .map(|(score, result)| Sample { score, result })
        .to_vec();
    assert!(fit(&coin) < 1e-5);
}

#[test]
fn analysis_gives_three_different_best_moves_best_first() {
    for moves in ["", "e2e4 e7e5", "d2d4 d7d5 c2c4"] {
        let game = record::<Chess>(&Default::default(), moves).current().clone();
        let view = analyse_position(&game, 30_000, 3, |_| {}).unwrap();
        let firsts: Vec<&str> = view
            .lines
            .iter()
            .map(|line| line.notation.as_str())
            .collect();
        assert_eq!(firsts.len(), 3, "{moves}");
        assert!(
            firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2],
            "{moves}: {firsts:?}"
        );
    }
    let game = Chess::start(&Default::default());
    let mut depths = Vec::new();
    let view = analyse_position(&game, 30_000, 3, |view| {
        assert_eq!(view.lines.len(), 3);
        depths.push(view.depth);
    })
    .unwrap();
    assert_eq!(view.lines.len(), 3);
    assert!(!view.proved);
    assert_eq!(depths.last(), Some(&view.depth));
    assert!(
        depths.windows(2).all(|pair| pair[0] < pair[1]),
        "{depths:?}"
    );
    let firsts: Vec<&str> = view
        .lines
        .iter()
        .map(|line| line.notation.as_str())
        .collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    assert!(view
        .lines
        .windows(2)
        .all(|pair| pair[0].score >= pair[1].score));
    for line in &view.lines {
        assert_eq!(line.notations[0], line.notation);
        assert_eq!(line.line[0], line.label);
        assert_eq!(line.line.len(), line.notations.len());
        assert_eq!(line.first_chance, chance(slope("chess"), line.score));
    }

    // Black to move and mated at once after any of its moves but one:
    // scores are for White, so Black's best line scores lowest for White.
    let game = record::<Chess>(&Default::default(), "e2e4 e7e5 d1h5 b8c6 f1c4")
        .current()
        .clone();
    let view = analyse_position(&game, 30_000, 3, |_| {}).unwrap();
    assert_ne!(view.lines[0].notation, "g8f6");
    assert!(view
        .lines
        .windows(2)
        .all(|pair| pair[0].score <= pair[1].score));
    assert!(view.lines[0].first_chance < 1.0);
}

#[test]
fn analysis_of_a_solved_double_ring_position_gives_the_winning_moves() {
    let variant = Variant::square(Rule::SkipTwo, 5);
    let start = DoubleRing::start(&variant);
    let view = analyse_position(&start, 2_000_000, 3, |_| {}).unwrap();
    assert!(view.proved);
    let every: Vec<String> = start
        .winning_moves(10_000_000)
        .unwrap()
        .moves
        .iter()
        .map(|&mv| start.format_move(mv))
        .collect();
    assert_eq!(view.lines.len(), every.len().min(3));
    for line in &view.lines {
        assert!(every.contains(&line.notation));
        assert_eq!((line.score, line.first_chance), (KNOWN_WIN, 1.0));
    }
    // After a losing first move the second player wins: exact, for First 0.
    let lost = record::<DoubleRing>(&variant, "a1a4 e5b5")
        .current()
        .clone();
    let view = analyse_position(&lost, 2_000_000, 2, |_| {}).unwrap();
    assert!(view.proved);
    assert!(view
        .lines
        .iter()
        .all(|line| (line.score, line.first_chance) == (-KNOWN_WIN, 0.0)));
}

#[test]
fn an_annotated_record_has_marks_and_evaluations_and_reads_back() {
    let game = record::<Chess>(&Default::default(), SCHOLARS_MATE);
    let evaluations = reviewed(&game, LEVEL_NODES[1]);
    let marks = mark_moves(game.positions(), game.moves(), &evaluations);
    let header = Header {
        date: "2026.11.24".into(),
        ..Header::default()
    };
    let text = write_annotated_record(&game, &header, &evaluations, &marks);
    let moves = text.split_once("\n\n").unwrap().1.replace('\n', " ");
    assert!(moves.starts_with("1. e4 {[%eval "), "{moves}");
    assert!(moves.contains("]} 1... e5 {[%eval "), "{moves}");
    assert!(
        moves.ends_with(" 3... Nf6?? {[%eval #1]} 4. Qxf7# 1-0 "),
        "{moves}"
    );
    let read: Record<Chess> = read_record(&text).unwrap();
    assert_eq!(read.moves(), game.moves());
    assert_eq!(read.current().position(), game.current().position());

    let variant = Variant::square(Rule::SkipTwo, 5);
    let game = record::<DoubleRing>(&variant, "a1a4 e5b5");
    let evaluations = reviewed(&game, 1_000_000);
    let marks = mark_moves(game.positions(), game.moves(), &evaluations);
    let text = write_annotated_record(&game, &header, &evaluations, &marks);
    assert!(
        text.ends_with("\n1. a1a4?? {[%eval -1000.00]} 1... e5b5 {[%eval -1000.00]} *\n"),
        "{text}"
    );
    let read: Record<DoubleRing> = read_record(&text).unwrap();
    assert_eq!(read.moves(), game.moves());

    // Evaluations as lichess writes them: pawns, and mates for either side.
    let at = |score: i32, to_move: Option<Player>| PositionReview {
        ply: 1,
        to_move,
        score,
        first_chance: 0.5,
        proved: false,
        best: None,
        best_label: None,
        line: Vec::new(),
        depth: 0,
        nodes: 0,
    };
    let game = record::<Chess>(&Default::default(), "e2e4");
    for (evaluation, comment) in [
        (at(35, Some(Player::Second)), " {[%eval 0.35]} "),
        (at(-1207, Some(Player::Second)), " {[%eval -12.07]} "),
        (at(-5, Some(Player::Second)), " {[%eval -0.05]} "),
        (at(WIN - 5, Some(Player::Second)), " {[%eval #3]} "),
        (at(-(WIN - 4), Some(Player::Second)), " {[%eval #-2]} "),
        (at(WIN, None), " "),
    ] {
        let evaluations = [at(0, Some(Player::First)), evaluation];
        let marks = mark_moves(game.positions(), game.moves(), &evaluations);
        let text = write_annotated_record(&game, &header, &evaluations, &marks);
        assert!(text.ends_with(&format!("\n1. e4{comment}*\n")), "{text}");
    }
}

#[test]
fn every_position_of_a_proved_5x5_game_reads_as_proved_and_only_the_move_that_threw_the_win_away_is_marked() {
    let variant = Variant::square(Rule::SkipTwo, 5);
    // Player 1 wins from the start; a1a4 gives the win to Player 2, who keeps it.
    let game = record::<DoubleRing>(&variant, "a1a4 e5b5");
    let evaluations = reviewed(&game, LEVEL_NODES[0]);
    let chances: Vec<(bool, f64)> = evaluations
        .iter()
        .map(|evaluation| (evaluation.proved, evaluation.first_chance))
        .collect();
    assert_eq!(chances, [(true, 1.0), (true, 0.0), (true, 0.0)]);
    let marks = mark_moves(game.positions(), game.moves(), &evaluations);
    let suffixes: Vec<&str> = marks.moves.iter().map(|mv| mv.suffix).collect();
    assert_eq!(suffixes, ["??", ""]);
    assert_eq!(
        (marks.players.second.blunders, marks.players.second.mistakes),
        (0, 0)
    );
}

/// A King of Rings game that White, at level 1, lost to level 4 (made with
/// `ringboard bestmove`, seeds from 8). After 21. a1b2 Black wins by force
/// (a deep search agrees: level 5's review marks it `??` too); the search of
/// each position alone does not see it two moves earlier.
const KING_OF_RINGS_LOST: &str = "f2e3 f6f5 e3d4 f5e4 d4b4 e4c4 b4b1 b6b5 d2d3 c4f7 d3e2 b5a4 e2g4 d6e5 b2b3 a4c6 b3a2 a7b7 a2c2 c7d7 g1f1 d7e6 f1g2 g7g6 g4d1 e7f6 e1e2 b7a6 e2e3 g6g5 e3f3 e5f4 f3f4 f6e5 f4f7 e5f6 c2c5 g5g3 c1d2 @a3 a1b2 a3b2 d2c2 b2c2 d1d5 f6f7 @a5 c2c3";

#[test]
fn a_lost_king_of_rings_game_marks_the_move_that_lost_and_reads_proved_lost_after_it() {
    let game = record::<KingOfRings>(&Default::default(), KING_OF_RINGS_LOST);
    assert_eq!(game.current().outcome().and_then(|outcome| outcome.winner), Some(Player::Second));
    let evaluations = reviewed(&game, LEVEL_NODES[1]);
    let lost = |evaluation: &PositionReview| evaluation.proved && evaluation.first_chance == 0.0;
    // From the position after 21. a1b2 on, White is proved lost, to the end.
    let lost_from = evaluations.iter().rposition(|evaluation| !lost(evaluation)).unwrap() + 1;
    assert_eq!(lost_from, 41);
    let marks = mark_moves(game.positions(), game.moves(), &evaluations);
    let a1b2 = &marks.moves[40];
    assert_eq!(
        (a1b2.ply, a1b2.mover, a1b2.mark, a1b2.suffix),
        (41, Player::First, Some(Mark::Blunder), "??")
    );
    assert!(a1b2.better.as_deref().is_some_and(|better| better != "a1b2"));
    // No White move after it can lose more: none is marked.
    assert!(marks.moves[41..]
        .iter()
        .filter(|mv| mv.mover == Player::First)
        .all(|mv| mv.mark.is_none()));
    assert!(marks.players.first.blunders >= 1);
}
