//! Perft: the number of move sequences of a given length, the standard
//! check of a move generator against independent counts.

use crate::game::Game;

pub fn perft<G: Game>(position: &G, depth: usize) -> u64 {
    position.perft(depth)
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
