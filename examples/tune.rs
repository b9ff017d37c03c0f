//! Self-play tuning of an evaluation weight: the same search plays itself,
//! one side with an extra term in its evaluation, `k` times a feature, and
//! the other without. A candidate that scores clearly over 50% says the
//! game's weight for that feature should rise by about `k`; under 50%, fall.
//!
//! cargo run --release --example tune -- <game> <k> [games] [nodes]
//!
//! Games: double-take, king-of-rings, chess, one-ring,
//! double-eighteen-stone, double-ring.
//!
//! Features: Double Take, pieces on the far row (its `FAR_ROW_PIECE`);
//! The King of Rings, knights in hand (its `KNIGHT_IN_HAND`); the chess
//! games, mobility (their `Weights::mobility`); Double Ring, the parity of independent moves
//! (its `PARITY`: k = -40 takes it out).

use ringboard::ai::{search, Evaluate, EvaluatedBy, Level};
use ringboard::chess_core::{ChessGame, ChessRules};
use ringboard::game::Player;
use ringboard::games::chess::Chess;
use ringboard::games::double_eighteen_stone::DoubleEighteenStone;
use ringboard::games::double_ring::DoubleRing;
use ringboard::games::double_take::DoubleTake;
use ringboard::games::king_of_rings::KingOfRings;
use ringboard::games::one_ring::OneRing;
use ringboard::Game;

/// The feature a tuning run weighs, for the side to move.
trait Feature: Evaluate {
    fn feature(&self) -> i32;
}

impl Feature for DoubleTake {
    fn feature(&self) -> i32 {
        let me = self.to_move();
        self.far_row_count(me) as i32 - self.far_row_count(me.opponent()) as i32
    }
}

impl Feature for KingOfRings {
    fn feature(&self) -> i32 {
        let me = self.to_move();
        self.hand(me) as i32 - self.hand(me.opponent()) as i32
    }
}

impl<R: ChessRules> Feature for ChessGame<R> {
    fn feature(&self) -> i32 {
        let position = self.core();
        let me = position.turn();
        position.mobility(me) - position.mobility(me.opponent())
    }
}

impl Feature for DoubleRing {
    /// The evaluation is the parity term alone: k in units of it.
    fn feature(&self) -> i32 {
        self.evaluate().signum()
    }
}

/// The candidate's score (draws a half) over `games` games, sides swapped
/// every other game.
fn tune<G: Feature>(k: i32, games: u32, nodes: u64) -> (f64, f64) {
    let mut scores = Vec::new();
    for game in 0..games {
        let candidate_plays = if game % 2 == 0 {
            Player::First
        } else {
            Player::Second
        };
        let mut position = G::start(&Default::default());
        let mut plies = 0u64;
        while position.outcome().is_none() && plies < 600 {
            let weight = if position.to_move() == candidate_plays {
                k
            } else {
                0
            };
            let mut settings = Level::DEFAULT.settings(game as u64 * 7919 + plies);
            settings.budget.nodes = Some(nodes);
            let tuned = EvaluatedBy {
                game: position.clone(),
                evaluation: move |game: &G| game.evaluate() + weight * game.feature(),
            };
            let best = search(&tuned, &settings, |_| {})
                .expect("a legal move")
                .best;
            position.play(best);
            plies += 1;
        }
        scores.push(
            match position.outcome().and_then(|outcome| outcome.winner) {
                Some(winner) if winner == candidate_plays => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
        );
    }
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let spread = scores.iter().map(|s| (s - mean) * (s - mean)).sum::<f64>() / n;
    (mean, 1.96 * (spread / n).sqrt())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage =
        "usage: tune <game> <k> [games] [nodes], game: double-take, king-of-rings, chess, one-ring, double-eighteen-stone or double-ring";
    let (Some(game), Some(k)) = (args.first(), args.get(1).and_then(|k| k.parse().ok())) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let games = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(100);
    let nodes = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(6000);
    let (score, interval) = match game.as_str() {
        "double-take" => tune::<DoubleTake>(k, games, nodes),
        "king-of-rings" => tune::<KingOfRings>(k, games, nodes),
        "chess" => tune::<Chess>(k, games, nodes),
        "one-ring" => tune::<OneRing>(k, games, nodes),
        "double-eighteen-stone" => tune::<DoubleEighteenStone>(k, games, nodes),
        "double-ring" => tune::<DoubleRing>(k, games, nodes),
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    };
    println!(
        "{game}: k = {k:+}: the candidate scored {:.1}% ± {:.1} over {games} games",
        100.0 * score,
        100.0 * interval
    );
}
