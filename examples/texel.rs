//! Texel's method for the chess games' evaluation weights: positions from
//! self-play, each labelled with its game's result, and the weights that
//! best predict those results through the win-chance curve
//! `1 / (1 + 10^(-k * evaluation / 400))`, by local search one weight at a time.
//!
//! cargo run --release --example texel -- positions <game> <games> <nodes> <file> [seed]
//!     self-play from random openings (8 random plies, then level 4's search
//!     at `nodes` a move), writing each quiet position (not in check, the
//!     move chosen neither a capture nor a promotion) and its game's result
//!     for White (1, 0.5 or 0), a line each
//! cargo run --release --example texel -- tune <game> <file> [start] [positional]
//!     the weights of least error on those positions, from the game's own
//!     (or the hand-set ones: `start` = hand), printed as Rust; with
//!     `positional`, the pieces' values stay as they start
//! cargo run --release --example texel -- match <game> <games> <ms> [seed]
//!     the game's own weights against the hand-set ones (its weights before
//!     tuning), both sides of each random opening, `ms` a move
//!
//! Games: chess, one-ring, double-eighteen-stone.

use std::io::{BufRead, BufReader, Write};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use ringboard::ai::{search, Evaluate, EvaluatedBy, Level, Settings};
use ringboard::chess_core::{ChessGame, ChessRules, Colour, Position, Weights};
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

/// The evaluation of `position` for White, with `weights`.
fn for_white(position: &Position, weights: &Weights) -> i32 {
    let score = position.evaluate_with(weights);
    match position.turn() {
        Colour::White => score,
        Colour::Black => -score,
    }
}

/// The mean squared error of the predicted results, on both cores.
fn error(samples: &[(Position, f64)], weights: &Weights, k: f64) -> f64 {
    let chunk = samples.len().div_ceil(THREADS as usize).max(1);
    let total: f64 = std::thread::scope(|scope| {
        let parts: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|(position, result)| {
                            let predicted = 1.0 / (1.0 + 10f64.powf(-k * for_white(position, weights) as f64 / 400.0));
                            (result - predicted).powi(2)
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        parts.into_iter().map(|part| part.join().expect("a part")).sum()
    });
    total / samples.len() as f64
}

/// The k of least error (golden-section search on 0.2 to 3).
fn fit_k(samples: &[(Position, f64)], weights: &Weights) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.2f64, 3.0f64);
    while high - low > 0.005 {
        let left = high - ratio * (high - low);
        let right = low + ratio * (high - low);
        if error(samples, weights, left) < error(samples, weights, right) {
            high = right;
        } else {
            low = left;
        }
    }
    (low + high) / 2.0
}

fn tune<R: ChessRules>(file: &str, start: Weights, positional: bool) -> Result<(), String> {
    let reader = BufReader::new(std::fs::File::open(file).map_err(|e| format!("{file}: {e}"))?);
    let mut samples = Vec::new();
    for (number, line) in reader.lines().enumerate() {
        let line = line.map_err(|e| format!("{file}: {e}"))?;
        let (text, result) = line
            .rsplit_once('\t')
            .ok_or_else(|| format!("{file}:{}: no result after a tab", number + 1))?;
        let game = ChessGame::<R>::from_position(&Default::default(), text).map_err(|e| format!("{file}:{}: {e}", number + 1))?;
        let result: f64 = result.parse().map_err(|_| format!("{file}:{}: bad result {result:?}", number + 1))?;
        samples.push((*game.core(), result));
    }
    let mut weights = start;
    let k = fit_k(&samples, &weights);
    let mut best = error(&samples, &weights, k);
    eprintln!("{} positions, k {k:.3}, error {best:.6} at the start", samples.len());
    for step in [16, 8, 4, 2, 1] {
        loop {
            let mut improved = false;
            for index in 0..weights.clone().tunable().len() {
                if positional && Weights::PIECES.contains(&index) {
                    continue;
                }
                for delta in [step, -step] {
                    let mut candidate = weights.clone();
                    *candidate.tunable()[index] += delta;
                    let candidate_error = error(&samples, &candidate, k);
                    if candidate_error < best {
                        best = candidate_error;
                        weights = candidate;
                        improved = true;
                        break;
                    }
                }
            }
            eprintln!("step {step}: error {best:.6}");
            if !improved {
                break;
            }
        }
    }
    let refit = fit_k(&samples, &weights);
    eprintln!("error {best:.6} at k {k:.3}; k refitted {refit:.3}, error {:.6}", error(&samples, &weights, refit));
    println!("{weights:#?}");
    Ok(())
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
        "{}: own weights against the hand-set, {games} games at {ms} ms a move: {wins} wins, {draws} draws, {} losses: {:.1}% ± {:.1}, {:+.0} Elo ({:+.0} to {:+.0})",
        ChessGame::<R>::INFO.id,
        scores.len() - wins - draws,
        100.0 * mean,
        100.0 * interval,
        elo(mean),
        elo(mean - interval),
        elo(mean + interval),
    );
}

/// The weights each game had before Texel tuning.
const CHESS_HAND_SET: Weights = Weights { mobility: 4, ..Weights::HAND_SET };
const STONE_CHESS_HAND_SET: Weights = Weights { mobility: 4, ..Weights::HAND_SET };

fn run<R: ChessRules>(command: &str, args: &[String], own: &'static Weights, hand_set: &'static Weights) -> Result<(), String>
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
            tune::<R>(file, start.clone(), args.get(2).map(String::as_str) == Some("positional"))
        }
        "match" => {
            let (games, ms) = (number(0, "games")? as u32, number(1, "ms")?);
            play_match::<R>(games, ms, number(2, "seed").unwrap_or(1), hand_set);
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
        "chess" => run::<Orthodox>(command, rest, &CHESS_WEIGHTS, &CHESS_HAND_SET),
        "double-eighteen-stone" => run::<StoneChessRules>(
            command,
            rest,
            &STONE_CHESS_WEIGHTS,
            &STONE_CHESS_HAND_SET,
        ),
        "one-ring" => run::<OneRingRules>(command, rest, &Weights::HAND_SET, &Weights::HAND_SET),
        _ => Err(format!("unknown game {game:?}: chess, one-ring or double-eighteen-stone")),
    };
    if let Err(message) = done {
        eprintln!("texel: {message}");
        std::process::exit(2);
    }
}
