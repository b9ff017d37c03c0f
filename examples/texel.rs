//! Texel's method for the chess games' evaluation weights: positions from
//! self-play, each labelled with its game's result, and the weights that
//! best predict those results through the win-chance curve
//! `1 / (1 + 10^(-k * evaluation / 400))`, by gradient descent on them all at once.
//!
//! cargo run --release --example texel -- positions <game> <games> <nodes> <file> [seed]
//!     self-play from random openings (8 random plies, then level 4's search
//!     at `nodes` a move), writing each quiet position (not in check, the
//!     move chosen neither a capture nor a promotion) and its game's result
//!     for White (1, 0.5 or 0), a line each
//! cargo run --release --example texel -- tune <game> <file> [start] [positional] [steps]
//!     the weights of least error on those positions, from the game's own
//!     (or the hand-set ones: `start` = hand), printed as Rust; with
//!     `positional`, the pieces' values stay as they start; by gradient
//!     descent (Adam), `steps` steps (2000)
//! cargo run --release --example texel -- match <game> <games> <ms> [seed]
//!     the game's own weights against its earlier ones (chess: before the
//!     middlegame and endgame values), both sides of each random opening,
//!     `ms` a move
//!
//! Games: chess, one-ring, double-eighteen-stone.

use std::io::{BufRead, BufReader, Write};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use ringboard::ai::{search, Evaluate, EvaluatedBy, Level, Settings};
use ringboard::chess_core::{ChessGame, ChessRules, Position, Score, Weights, FULL_PHASE, PIECE_VALUES};
use ringboard::games::chess::{Orthodox, CHESS_WEIGHTS};
use ringboard::games::double_eighteen_stone::{StoneChessRules, STONE_CHESS_WEIGHTS};
use ringboard::games::one_ring::OneRingRules;
use ringboard::{Game, Player};

const RANDOM_PLIES: usize = 8;
const MAX_PLIES: usize = 400;
const THREADS: u32 = 2;

/// Level 4's search (exact evaluations) on a budget of nodes or time.
fn settings(nodes: Option<u64>, time: Option<Duration>, seed: u64) -> Settings {
    let mut settings = Level::new(4).expect("level 4").settings(seed);
    settings.budget.nodes = nodes;
    settings.budget.time = time;
    settings
}

/// A random opening of `RANDOM_PLIES` plies that leaves the game going.
fn random_opening<R: ChessRules>(rng: &mut SmallRng) -> ChessGame<R> {
    loop {
        let mut game = ChessGame::<R>::start(&Default::default());
        for _ in 0..RANDOM_PLIES {
            let moves = game.legal_move_list();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            game.play(moves[rng.random_range(0..moves.len())]);
        }
        if game.outcome().is_none() {
            return game;
        }
    }
}

/// The result for White: 1, 0.5 or 0 (a game that reached the ply limit is drawn).
fn white_result<G: Game>(game: &G) -> f64 {
    match game.outcome().and_then(|outcome| outcome.winner) {
        Some(Player::First) => 1.0,
        Some(Player::Second) => 0.0,
        None => 0.5,
    }
}

/// `job(index)` for each index below `jobs`, on every core, the outputs
/// joined (in no set order).
fn on_every_core<T: Send>(jobs: u32, job: impl Fn(u32) -> Vec<T> + Sync) -> Vec<T> {
    let next = AtomicU32::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..THREADS)
            .map(|_| {
                scope.spawn(|| {
                    let mut outputs = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= jobs {
                            return outputs;
                        }
                        outputs.extend(job(index));
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|worker| worker.join().expect("a worker")).collect()
    })
}

fn positions<R: ChessRules>(games: u32, nodes: u64, seed: u64) -> Vec<(String, f64)> {
    on_every_core(games, |index| {
        let game_seed = seed ^ (u64::from(index) << 20);
        let mut rng = SmallRng::seed_from_u64(game_seed);
        let mut game = random_opening::<R>(&mut rng);
        let mut quiet = Vec::new();
        let mut plies = 0;
        while game.outcome().is_none() && plies < MAX_PLIES {
            let found = search(&game, &settings(Some(nodes), None, game_seed + plies as u64), |_| {})
                .expect("a game that is not over has a move");
            if !game.in_check() && !game.is_tactical(found.best) && found.score.abs() < 5_000 {
                quiet.push(game.position());
            }
            game.play(found.best);
            plies += 1;
        }
        let result = white_result(&game);
        quiet.into_iter().map(|position| (position, result)).collect()
    })
}

/// A position as the tuner sees it: its label (White's expected score),
/// its phase, and for each weight it uses, how many times (White's count
/// less Black's). The evaluation is linear in the weights at a given phase,
/// so these counts are all the tuner needs.
struct Sample {
    result: f64,
    phase: f64,
    counts: Vec<(u32, f64)>,
}

/// `Weights::piece` comes first in `Weights::scores_mut`: the pieces' values.
const PIECE_WEIGHTS: usize = 7;

/// For each weight, the weights with it alone at 1.
fn unit_weights() -> Vec<Weights> {
    let count = Weights::NONE.clone().scores_mut().len();
    (0..count)
        .map(|index| {
            let mut unit = Weights::NONE;
            *unit.scores_mut()[index] = Score::flat(1);
            unit
        })
        .collect()
}

/// The counts of `position`, each found by evaluating with that weight
/// alone at 1 (`units`).
fn sample(position: &Position, result: f64, units: &[Weights]) -> Sample {
    let mut counts = Vec::new();
    let mut phase = 0;
    for (index, unit) in units.iter().enumerate() {
        let (terms, at) = position.weighted_terms(unit);
        phase = at;
        if terms.middlegame != 0 {
            counts.push((index as u32, terms.middlegame as f64));
        }
    }
    Sample { result, phase: phase as f64 / FULL_PHASE as f64, counts }
}

/// The evaluation for White with `values` (middlegame, endgame per weight).
fn predicted(sample: &Sample, values: &[[f64; 2]]) -> f64 {
    let (mut middlegame, mut endgame) = (0.0, 0.0);
    for &(index, count) in &sample.counts {
        middlegame += values[index as usize][0] * count;
        endgame += values[index as usize][1] * count;
    }
    middlegame * sample.phase + endgame * (1.0 - sample.phase)
}

fn win_chance(evaluation: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * evaluation / 400.0))
}

/// The mean squared error of the predicted results.
fn error(samples: &[Sample], values: &[[f64; 2]], k: f64) -> f64 {
    samples.iter().map(|sample| (sample.result - win_chance(predicted(sample, values), k)).powi(2)).sum::<f64>()
        / samples.len() as f64
}

/// The k of least error (golden-section search on 0.2 to 3).
fn fit_k(samples: &[Sample], values: &[[f64; 2]]) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.2f64, 3.0f64);
    while high - low > 0.005 {
        let left = high - ratio * (high - low);
        let right = low + ratio * (high - low);
        if error(samples, values, left) < error(samples, values, right) {
            high = right;
        } else {
            low = left;
        }
    }
    (low + high) / 2.0
}

/// The gradient of the error (with a little L2 pull towards 0 on every
/// weight but the pieces' values), on both cores.
fn gradient(samples: &[Sample], values: &[[f64; 2]], k: f64, held: &[bool]) -> Vec<[f64; 2]> {
    let slope = k * std::f64::consts::LN_10 / 400.0;
    let parts = on_each_slice(samples, |part| {
        let mut sums = vec![[0.0; 2]; values.len()];
        for sample in part {
            let chance = win_chance(predicted(sample, values), k);
            let common = 2.0 * (chance - sample.result) * chance * (1.0 - chance) * slope;
            for &(index, count) in &sample.counts {
                sums[index as usize][0] += common * count * sample.phase;
                sums[index as usize][1] += common * count * (1.0 - sample.phase);
            }
        }
        sums
    });
    let n = samples.len() as f64;
    (0..values.len())
        .map(|index| {
            if held[index] {
                return [0.0; 2];
            }
            let pull = if index < PIECE_WEIGHTS { 0.0 } else { 1e-8 };
            let mut total = [0.0; 2];
            for part in &parts {
                total[0] += part[index][0];
                total[1] += part[index][1];
            }
            [total[0] / n + pull * values[index][0], total[1] / n + pull * values[index][1]]
        })
        .collect()
}

fn read_samples<R: ChessRules>(file: &str) -> Result<Vec<Sample>, String> {
    let reader = BufReader::new(std::fs::File::open(file).map_err(|e| format!("{file}: {e}"))?);
    let mut lines = Vec::new();
    for (number, line) in reader.lines().enumerate() {
        let line = line.map_err(|e| format!("{file}: {e}"))?;
        let (text, result) = line
            .rsplit_once('\t')
            .ok_or_else(|| format!("{file}:{}: no result after a tab", number + 1))?;
        let game = ChessGame::<R>::from_position(&Default::default(), text).map_err(|e| format!("{file}:{}: {e}", number + 1))?;
        let result: f64 = result.parse().map_err(|_| format!("{file}:{}: bad result {result:?}", number + 1))?;
        lines.push((*game.core(), result));
    }
    let units = unit_weights();
    let parts = on_each_slice(&lines, |part| {
        part.iter().map(|(position, result)| sample(position, *result, &units)).collect::<Vec<_>>()
    });
    Ok(parts.into_iter().flatten().collect())
}

/// `work` on each of `THREADS` slices of `items` at once, their outputs in order.
fn on_each_slice<T: Sync, O: Send>(items: &[T], work: impl Fn(&[T]) -> O + Sync) -> Vec<O> {
    let chunk = items.len().div_ceil(THREADS as usize).max(1);
    let work = &work;
    std::thread::scope(|scope| {
        let workers: Vec<_> = items.chunks(chunk).map(|part| scope.spawn(move || work(part))).collect();
        workers.into_iter().map(|worker| worker.join().expect("a part")).collect()
    })
}

/// Texel's method by gradient descent (Adam) on every weight at once, from
/// `start`; with `positional`, the pieces' values stay as they start.
fn tune<R: ChessRules>(file: &str, start: Weights, positional: bool, steps: usize) -> Result<(), String> {
    let samples = read_samples::<R>(file)?;
    let mut start = start;
    let mut values: Vec<[f64; 2]> = start.scores_mut().iter().map(|score| [score.middlegame as f64, score.endgame as f64]).collect();
    let mut held = vec![false; values.len()];
    if positional {
        held[..PIECE_WEIGHTS].fill(true);
    }
    let k = fit_k(&samples, &values);
    eprintln!("{} positions, k {k:.3}, error {:.6} at the start", samples.len(), error(&samples, &values, k));
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let mut first = vec![[0.0; 2]; values.len()];
    let mut second = vec![[0.0; 2]; values.len()];
    for step in 1..=steps {
        let gradient = gradient(&samples, &values, k, &held);
        for index in 0..values.len() {
            for half in 0..2 {
                let g = gradient[index][half];
                first[index][half] = beta1 * first[index][half] + (1.0 - beta1) * g;
                second[index][half] = beta2 * second[index][half] + (1.0 - beta2) * g * g;
                let corrected_first = first[index][half] / (1.0 - beta1.powi(step as i32));
                let corrected_second = second[index][half] / (1.0 - beta2.powi(step as i32));
                values[index][half] -= rate * corrected_first / (corrected_second.sqrt() + 1e-12);
            }
        }
        if step % 100 == 0 {
            eprintln!("step {step}: error {:.6}", error(&samples, &values, k));
        }
    }
    let mut tuned = start.clone();
    for (score, value) in tuned.scores_mut().into_iter().zip(&values) {
        *score = Score::new(value[0].round() as i32, value[1].round() as i32);
    }
    let rounded: Vec<[f64; 2]> = tuned.scores_mut().iter().map(|score| [score.middlegame as f64, score.endgame as f64]).collect();
    let refit = fit_k(&samples, &rounded);
    eprintln!("error {:.6} at k {k:.3} (rounded); k refitted {refit:.3}", error(&samples, &rounded, k));
    println!("{}", as_rust(&tuned));
    Ok(())
}

/// `weights` as a Rust expression.
fn as_rust(weights: &Weights) -> String {
    let score = |score: &Score| format!("Score::new({}, {})", score.middlegame, score.endgame);
    let list = |scores: &[Score]| scores.iter().map(score).collect::<Vec<_>>().join(", ");
    let rows = weights
        .placement
        .iter()
        .map(|table| {
            let lines: Vec<String> = table.chunks(4).map(|band| format!("            {},", list(band))).collect();
            format!("        [\n{}\n        ],", lines.join("\n"))
        })
        .collect::<Vec<_>>()
        .join("\n");
    format!(
        "Weights {{\n    piece: [{}],\n    centre: [{}],\n    placement: [\n{rows}\n    ],\n    pawn_advance: {},\n    passed_pawn: [{}],\n    doubled_pawn: {},\n    isolated_pawn: {},\n    stone_blocks_pawn: {},\n    shield_pawn: {},\n    mobility: [{}],\n    king_attack: [{}],\n    bishop_pair: {},\n    rook_open_file: {},\n    rook_half_open_file: {},\n    king_centre_endgame: {},\n}}",
        list(&weights.piece),
        list(&weights.centre),
        score(&weights.pawn_advance),
        list(&weights.passed_pawn),
        score(&weights.doubled_pawn),
        score(&weights.isolated_pawn),
        score(&weights.stone_blocks_pawn),
        score(&weights.shield_pawn),
        list(&weights.mobility),
        list(&weights.king_attack),
        score(&weights.bishop_pair),
        score(&weights.rook_open_file),
        score(&weights.rook_half_open_file),
        score(&weights.king_centre_endgame),
    )
}

/// The game's own weights against `before`, both sides of each random
/// opening: their score, its 95 % interval, and the Elo it implies.
fn play_match<R: ChessRules>(games: u32, ms: u64, seed: u64, before: &'static Weights)
where
    ChessGame<R>: Evaluate,
{
    let time = Some(Duration::from_millis(ms));
    let scores: Vec<f64> = on_every_core(games, |index| {
        // Each opening twice, the tuned weights on each side.
        let mut rng = SmallRng::seed_from_u64(seed ^ (u64::from(index / 2) << 20));
        let mut game = random_opening::<R>(&mut rng);
        let tuned_plays = if index % 2 == 0 { Player::First } else { Player::Second };
        let mut plies = 0;
        while game.outcome().is_none() && plies < MAX_PLIES {
            let search_settings = settings(None, time, seed + plies as u64);
            let best = if game.to_move() == tuned_plays {
                search(&game, &search_settings, |_| {}).map(|found| found.best)
            } else {
                let old = EvaluatedBy {
                    game: game.clone(),
                    evaluation: |game: &ChessGame<R>| game.core().evaluate_with(before),
                };
                search(&old, &search_settings, |_| {}).map(|found| found.best)
            };
            game.play(best.expect("a game that is not over has a move"));
            plies += 1;
        }
        let white = white_result(&game);
        vec![if tuned_plays == Player::First { white } else { 1.0 - white }]
    });
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let spread = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
    let interval = 1.96 * (spread / n).sqrt();
    let elo = |score: f64| -400.0 * (1.0 / score.clamp(0.001, 0.999) - 1.0).log10();
    let (wins, draws) = (scores.iter().filter(|&&s| s == 1.0).count(), scores.iter().filter(|&&s| s == 0.5).count());
    println!(
        "{}: own weights against the earlier ones, {games} games at {ms} ms a move: {wins} wins, {draws} draws, {} losses: {:.1}% ± {:.1}, {:+.0} Elo ({:+.0} to {:+.0})",
        ChessGame::<R>::INFO.id,
        scores.len() - wins - draws,
        100.0 * mean,
        100.0 * interval,
        elo(mean),
        elo(mean - interval),
        elo(mean + interval),
    );
}

/// Chess's weights tuned before the middlegame and endgame values, the
/// placement tables and king attacks (one value at every phase).
const CHESS_BEFORE_TAPER: Weights = Weights {
    piece: Score::flat_each(PIECE_VALUES),
    centre: Score::flat_each([0, 0, 8, 4, 1, -4, -18]),
    pawn_advance: Score::flat(3),
    shield_pawn: Score::flat(2),
    mobility: Score::flat_each([0, 0, 5, 5, 5, 5, 0]),
    passed_pawn: Score::flat_each([0, 0, 20, 40, 60, 80, 100, 120]),
    doubled_pawn: Score::flat(-20),
    isolated_pawn: Score::flat(-15),
    bishop_pair: Score::flat(50),
    rook_open_file: Score::flat(27),
    rook_half_open_file: Score::flat(34),
    king_centre_endgame: Score::flat(27),
    ..Weights::HAND_SET
};

/// The weights each game had before Texel tuning.
const CHESS_HAND_SET: Weights = Weights { mobility: Score::flat_each([0, 0, 4, 4, 4, 4, 0]), ..Weights::HAND_SET };
const STONE_CHESS_HAND_SET: Weights = CHESS_HAND_SET;

/// `before`: the weights a match plays against.
fn run<R: ChessRules>(
    command: &str,
    args: &[String],
    own: &'static Weights,
    hand_set: &'static Weights,
    before: &'static Weights,
) -> Result<(), String>
where
    ChessGame<R>: Evaluate,
{
    let number = |index: usize, what: &str| -> Result<u64, String> {
        args.get(index)
            .ok_or_else(|| format!("{what} is missing"))?
            .parse()
            .map_err(|_| format!("{what} must be a whole number"))
    };
    match command {
        "positions" => {
            let (games, nodes) = (number(0, "games")? as u32, number(1, "nodes")?);
            let file = args.get(2).ok_or("the file to write is missing")?;
            let seed = number(3, "seed").unwrap_or(1);
            let lines = positions::<R>(games, nodes, seed);
            let mut out = std::fs::File::create(file).map_err(|e| format!("{file}: {e}"))?;
            for (position, result) in &lines {
                writeln!(out, "{position}\t{result}").map_err(|e| format!("{file}: {e}"))?;
            }
            eprintln!("{} positions from {games} games in {file}", lines.len());
            Ok(())
        }
        "tune" => {
            let file = args.first().ok_or("the positions file is missing")?;
            let start = if args.get(1).map(String::as_str) == Some("hand") { hand_set } else { own };
            let steps = args.get(3).map_or(Ok(2000), |text| text.parse().map_err(|_| "steps must be a whole number".to_string()))?;
            tune::<R>(file, start.clone(), args.get(2).map(String::as_str) == Some("positional"), steps)
        }
        "match" => {
            let (games, ms) = (number(0, "games")? as u32, number(1, "ms")?);
            play_match::<R>(games, ms, number(2, "seed").unwrap_or(1), before);
            Ok(())
        }
        _ => Err(format!("unknown command {command:?}: positions, tune or match")),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(command), Some(game)) = (args.first(), args.get(1)) else {
        eprintln!("usage: texel positions|tune|match <game> ...; see examples/texel.rs");
        std::process::exit(2);
    };
    let rest = &args[2..];
    let done = match game.as_str() {
        "chess" => run::<Orthodox>(command, rest, &CHESS_WEIGHTS, &CHESS_HAND_SET, &CHESS_BEFORE_TAPER),
        "double-eighteen-stone" => run::<StoneChessRules>(
            command,
            rest,
            &STONE_CHESS_WEIGHTS,
            &STONE_CHESS_HAND_SET,
            &STONE_CHESS_HAND_SET,
        ),
        "one-ring" => run::<OneRingRules>(command, rest, &Weights::HAND_SET, &Weights::HAND_SET, &Weights::HAND_SET),
        _ => Err(format!("unknown game {game:?}: chess, one-ring or double-eighteen-stone")),
    };
    if let Err(message) = done {
        eprintln!("texel: {message}");
        std::process::exit(2);
    }
}
