//! Monte Carlo tree search (UCT), as Ludii and Jocly use it, to measure
//! against the alpha-beta search: selection by UCB1, one new node a
//! playout, random playouts cut off after a number of plies and scored by
//! the game's evaluation, and the most visited move at the root. Turns need
//! not alternate: each node remembers who made the move into it.

use super::PortableRng;
use rand::{Rng, SeedableRng};
use web_time::{Duration, Instant};

use super::Evaluate;
use crate::game::Player;

/// Plies of random play before a playout is scored by the evaluation.
const PLAYOUT_PLIES: usize = 40;
/// UCB1's exploration constant, for rewards between 0 and 1.
const EXPLORATION: f64 = 1.4;
/// An evaluation this large counts as about three quarters of a win.
const EVALUATION_SCALE: f64 = 400.0;

struct Node<M> {
    mv: Option<M>,
    /// Who made the move into this node (rewards are theirs).
    mover: Option<Player>,
    children: Vec<usize>,
    untried: Vec<M>,
    visits: u32,
    reward: f64,
}

/// The move MCTS chooses within `playouts` playouts or `time`, whichever
/// ends first; `None` if there is no legal move.
pub fn mcts<G: Evaluate>(
    game: &G,
    playouts: u64,
    time: Option<Duration>,
    seed: u64,
) -> Option<G::Move> {
    let started = Instant::now();
    let root_moves = game.legal_move_list();
    if root_moves.len() <= 1 {
        return root_moves.first().copied();
    }
    let mut rng = PortableRng::seed_from_u64(seed ^ game.position_key());
    let mut nodes = vec![Node {
        mv: None,
        mover: None,
        children: Vec::new(),
        untried: root_moves,
        visits: 0,
        reward: 0.0,
    }];
    let mut buffer = Vec::new();
    for playout in 0..playouts {
        if playout % 64 == 0 && time.is_some_and(|time| started.elapsed() >= time) {
            break;
        }
        let mut position = game.clone();
        let mut path = vec![0];
        let mut current = 0;
        // Selection: down the tree while every move has been tried.
        while nodes[current].untried.is_empty() && !nodes[current].children.is_empty() {
            let parent_visits = nodes[current].visits.max(1) as f64;
            current = *nodes[current]
                .children
                .iter()
                .max_by(|&&a, &&b| {
                    let ucb = |index: usize| {
                        let node = &nodes[index];
                        let visits = node.visits.max(1) as f64;
                        node.reward / visits + EXPLORATION * (parent_visits.ln() / visits).sqrt()
                    };
                    ucb(a).total_cmp(&ucb(b))
                })
                .expect("a child");
            position.play(nodes[current].mv.expect("a child has a move"));
            path.push(current);
        }
        // Expansion: one untried move.
        if !nodes[current].untried.is_empty() {
            let pick = rng.random_range(0..nodes[current].untried.len());
            let mv = nodes[current].untried.swap_remove(pick);
            let mover = position.to_move();
            position.play(mv);
            let untried = position.legal_move_list();
            nodes.push(Node {
                mv: Some(mv),
                mover: Some(mover),
                children: Vec::new(),
                untried,
                visits: 0,
                reward: 0.0,
            });
            let child = nodes.len() - 1;
            nodes[current].children.push(child);
            path.push(child);
        }
        // Simulation: random moves, then the result or the evaluation.
        let first_player_share = playout_result(&mut position, &mut rng, &mut buffer);
        for &index in &path {
            let node = &mut nodes[index];
            node.visits += 1;
            node.reward += match node.mover {
                Some(Player::First) => first_player_share,
                Some(Player::Second) => 1.0 - first_player_share,
                None => 0.0,
            };
        }
    }
    nodes[0]
        .children
        .iter()
        .max_by_key(|&&child| nodes[child].visits)
        .and_then(|&child| nodes[child].mv)
}

/// The first player's share of the result after random play: 1 for a win,
/// 0 for a loss, a half for a draw, or the evaluation as a probability.
fn playout_result<G: Evaluate>(
    position: &mut G,
    rng: &mut PortableRng,
    moves: &mut Vec<G::Move>,
) -> f64 {
    for ply in 0..=PLAYOUT_PLIES {
        position.legal_moves(moves);
        if moves.is_empty() {
            return match position.outcome().and_then(|outcome| outcome.winner) {
                Some(Player::First) => 1.0,
                Some(Player::Second) => 0.0,
                None => 0.5,
            };
        }
        if ply == PLAYOUT_PLIES {
            break;
        }
        position.play(moves[rng.random_range(0..moves.len())]);
    }
    let for_mover = 1.0 / (1.0 + (-2.0 * position.evaluate() as f64 / EVALUATION_SCALE).exp());
    match position.to_move() {
        Player::First => for_mover,
        Player::Second => 1.0 - for_mover,
    }
}
