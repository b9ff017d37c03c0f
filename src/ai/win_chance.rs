//! A search score as the chance that the side to move wins:
//! `1 / (1 + exp(-k * score))`, the way lichess maps centipawns to winning
//! chances, with the slope `k` fitted per game by maximum likelihood on
//! self-play (`ringboard fit-win-chance`, docs/review.md). Known wins and
//! losses, the search's and the solver's, are exactly 1 and 0.

use super::PortableRng;
use rand::{Rng, SeedableRng};

use super::{search, Evaluate, Level, KNOWN_WIN};
use crate::game::{Game, Player};

/// The fitted slope of each game, per hundredth of a pawn (or of the game's
/// unit). Refit with `bash scripts/fit-win-chance.sh`.
pub fn slope(game_id: &str) -> f64 {
    match game_id {
        "double-ring" => 0.00082,
        "double-take" => 0.00891,
        "king-of-rings" => 0.00067,
        "one-ring" => 0.00257,
        "double-eighteen-stone" => 0.00108,
        _ => 0.00263, // chess
    }
}

/// The chance that the side to move wins, for its `score`, on a curve of
/// `slope`. Symmetric by construction: `chance(s) + chance(-s)` is exactly 1.
pub fn chance(slope: f64, score: i32) -> f64 {
    if score >= KNOWN_WIN {
        1.0
    } else if score <= -KNOWN_WIN {
        0.0
    } else if score < 0 {
        1.0 - chance(slope, -score)
    } else {
        1.0 / (1.0 + (-slope * score as f64).exp())
    }
}

/// The chance that the first player wins, in a position of `G` where
/// `to_move` has `score`.
pub fn first_chance<G: Game>(to_move: Player, score: i32) -> f64 {
    let mover = chance(slope(G::INFO.id), score);
    match to_move {
        Player::First => mover,
        Player::Second => 1.0 - mover,
    }
}

/// A position's score for its side to move and how the game ended for that
/// side (1 a win, 0.5 a draw, 0 a loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub score: i32,
    pub result: f64,
}

/// The log-likelihood of the results under the curve of `slope`.
pub fn log_likelihood(slope: f64, samples: &[Sample]) -> f64 {
    samples
        .iter()
        .map(|sample| {
            let p = chance(slope, sample.score).clamp(1e-12, 1.0 - 1e-12);
            sample.result * p.ln() + (1.0 - sample.result) * (1.0 - p).ln()
        })
        .sum()
}

/// The slope of greatest likelihood, between 0 and 1. The log-likelihood is
/// concave in the slope, so a golden-section search finds its maximum.
pub fn fit(samples: &[Sample]) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.0f64, 1.0f64);
    while high - low > 1e-7 {
        let left = high - ratio * (high - low);
        let right = low + ratio * (high - low);
        if log_likelihood(left, samples) < log_likelihood(right, samples) {
            low = left;
        } else {
            high = right;
        }
    }
    (low + high) / 2.0
}

/// Plies played at random at the start of each self-play game, so that
/// games of different seeds open differently.
const RANDOM_OPENING_PLIES: usize = 2;

/// Games still going after this many plies count as draws.
pub const SELF_PLAY_MAX_PLIES: usize = 400;

/// Plays `games` games of `level` against itself from varied openings and
/// returns, for every position it searched, the score it found and how the
/// game ended for the side to move. Known wins and losses are left out:
/// their chance is not fitted.
pub fn self_play_samples<G: Evaluate>(
    variant: &G::Variant,
    games: u32,
    level: Level,
    seed: u64,
) -> Vec<Sample> {
    let mut samples = Vec::new();
    for game_index in 0..games {
        let game_seed = super::mix(seed ^ u64::from(game_index));
        let mut rng = PortableRng::seed_from_u64(game_seed);
        let mut position = G::start(variant);
        let mut scored: Vec<(Player, i32)> = Vec::new();
        let mut plies = 0;
        while position.outcome().is_none() && plies < SELF_PLAY_MAX_PLIES {
            let moves = position.legal_move_list();
            let mv = if plies < RANDOM_OPENING_PLIES {
                moves[rng.random_range(0..moves.len())]
            } else {
                let settings = level.settings_in::<G>(game_seed.wrapping_add(plies as u64));
                let result = search(&position, &settings, |_| {})
                    .expect("a game that is not over has a legal move");
                if result.score.abs() < KNOWN_WIN {
                    scored.push((position.to_move(), result.score));
                }
                result.best
            };
            position.play(mv);
            plies += 1;
        }
        let winner = position.outcome().and_then(|outcome| outcome.winner);
        samples.extend(scored.into_iter().map(|(player, score)| Sample {
            score,
            result: match winner {
                Some(winner) if winner == player => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
        }));
    }
    samples
}
