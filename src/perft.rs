//! Perft: the number of move sequences of a given length, the standard
//! check of a move generator against independent counts.

use crate::game::Game;

pub fn perft<G: Game>(position: &G, depth: usize) -> u64 {
    position.perft(depth)
}

/// Perft through the `Game` trait alone, for games with no faster way.
pub fn count_by_playing<G: Game>(position: &G, depth: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers = vec![Vec::new(); depth];
    count(position, depth, &mut buffers)
}

/// The perft count below each legal move, sorted by the move's notation.
pub fn divide<G: Game>(position: &G, depth: usize) -> Vec<(String, u64)> {
    let mut rows: Vec<(String, u64)> = position
        .legal_move_list()
        .into_iter()
        .map(|mv| {
            let mut next = position.clone();
            next.play(mv);
            (
                position.format_move(mv),
                perft(&next, depth.saturating_sub(1)),
            )
        })
        .collect();
    rows.sort();
    rows
}

/// Counts with one move buffer per remaining depth, so that nothing is
/// allocated per node, and counts the last level without playing it.
fn count<G: Game>(position: &G, depth: usize, buffers: &mut [Vec<G::Move>]) -> u64 {
    let Some((moves, deeper)) = buffers.split_first_mut() else {
        return 1;
    };
    position.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut next = position.clone();
        next.play(mv);
        total += count(&next, depth - 1, deeper);
    }
    total
}
