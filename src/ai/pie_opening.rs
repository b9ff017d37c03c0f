//! The first move of a game under the pie rule (`play/pie.rs`): the second
//! player will take whichever side stands better after it, so the first
//! player plays the move after which the position is most even.

use web_time::Instant;

use super::search::{search, Iteration, SearchResult, Settings};
use super::{Evaluate, WIN};

/// The least a move's own search gets, so that it sees past the move.
const LEAST_NODES: u64 = 200;

/// The move after which the position is most even by a search of each move
/// with an even share of `settings`' budget (its nodes, its time and the
/// exact solver's nodes); its score is for the side to move here. The
/// first of equally even moves is played. `None` without a legal move.
pub fn most_even_move<G: Evaluate>(game: &G, settings: &Settings) -> Option<SearchResult<G::Move>> {
    let started = Instant::now();
    let moves = game.legal_move_list();
    let count = moves.len() as u64;
    let mut each = *settings;
    each.budget.nodes = settings.budget.nodes.map(|nodes| (nodes / count.max(1)).max(LEAST_NODES));
    each.budget.time = settings.budget.time.map(|time| time / count.max(1) as u32);
    // The move itself is one ply of the depth.
    each.budget.max_depth = settings.budget.max_depth.saturating_sub(1).max(1);
    each.solver_nodes = settings.solver_nodes / count.max(1);
    let me = game.to_move();
    let mut nodes = 0;
    let mut best: Option<(G::Move, i32)> = None;
    for mv in moves {
        let mut next = game.clone();
        next.play(mv);
        let score = match next.outcome() {
            Some(outcome) => outcome.winner.map_or(0, |winner| if winner == me { WIN } else { -WIN }),
            None => {
                // Heard through `dyn`, as the game page's search is: one instance of the search in its wasm.
                let quiet: &mut dyn FnMut(&Iteration) = &mut |_| {};
                let result = search(&next, &each, quiet)?;
                nodes += result.nodes;
                if next.to_move() == me { result.score } else { -result.score }
            }
        };
        if best.is_none_or(|(_, even)| score.abs() < even.abs()) {
            best = Some((mv, score));
        }
    }
    let (mv, score) = best?;
    Some(SearchResult {
        best: mv,
        score,
        depth: 1,
        nodes,
        elapsed: started.elapsed(),
        solved: false,
        mirror: false,
        pv: vec![game.format_move(mv)],
    })
}

/// The same by the static evaluation after each move (the `greedy` player's judgement).
pub fn most_even_by_evaluation<G: Evaluate>(game: &G) -> Option<G::Move> {
    game.legal_move_list().into_iter().min_by_key(|&mv| {
        let mut next = game.clone();
        next.play(mv);
        match next.outcome() {
            Some(outcome) => outcome.winner.map_or(0, |_| WIN),
            None => next.evaluate().abs(),
        }
    })
}
