//! The mirror strategy (docs/solved.md): answer every move with its image
//! under a half-turn about the centre, the cell (f, r) going to
//! (N-1-f, N-1-r).
//!
//! A line move stays in its row or column, and the half-turn sends that line
//! to another one unless it is the middle row or column of an odd board; so
//! in a symmetric position the reply's line holds exactly the mirror of what
//! the first move's line held, and the reply is legal. A knight's leap never
//! joins a cell to its own image (their difference is even in both
//! coordinates on an odd board and odd in both on an even one). Hence a
//! symmetric position is lost for the player to move on an even board, and on
//! an odd board when no single ring stands on the middle row or column (for
//! Knight's Overlap: on the centre), since then no move touches them.

use super::{Cell, DoubleRing, Move, Rule};
use crate::game::Game;

/// The image of cell `index` under the half-turn, on a board of `count` cells.
fn image(index: usize, count: usize) -> usize {
    count - 1 - index
}

/// Whether `position` is symmetric under the half-turn.
pub fn is_symmetric(position: &DoubleRing) -> bool {
    let count = cell_count(position);
    (0..count / 2).all(|i| position.cells[i] == position.cells[image(i, count)])
}

fn cell_count(position: &DoubleRing) -> usize {
    position.size() as usize * position.size() as usize
}

/// Whether the cell can break the mirror: on an odd board, a single ring on
/// the middle row or column (for Knight's Overlap, on the centre).
fn on_the_cross(position: &DoubleRing, index: usize) -> bool {
    let size = position.size() as usize;
    if size % 2 == 0 || position.cells[index] != Cell::Single {
        return false;
    }
    let (middle, file, rank) = (size / 2, index % size, index / size);
    if position.variant.rule == Rule::Knight {
        file == middle && rank == middle
    } else {
        file == middle || rank == middle
    }
}

/// Whether the mirror theorem proves the player to move in `position` loses:
/// it is symmetric, and on an odd board the middle cross (centre) holds no
/// single ring.
pub fn lost_by_mirror(position: &DoubleRing) -> bool {
    let count = cell_count(position);
    is_symmetric(position) && !(0..count).any(|index| on_the_cross(position, index))
}

/// The mirror reply: the move after which the theorem proves the opponent
/// lost, when `position` is one move away from such a position.
pub fn mirror_reply(position: &DoubleRing) -> Option<Move> {
    let count = cell_count(position);
    // The cells that differ from their images, in pairs: the last move's
    // start (now empty) and target (now double), and their images (singles).
    let differ: Vec<usize> = (0..count)
        .filter(|&i| position.cells[i] != position.cells[image(i, count)])
        .collect();
    if differ.len() != 4 {
        return None;
    }
    let emptied = *differ.iter().find(|&&i| position.cells[i] == Cell::Empty)?;
    let doubled = *differ.iter().find(|&&i| position.cells[i] == Cell::Double)?;
    let reply = Move {
        from: image(emptied, count) as u16,
        to: image(doubled, count) as u16,
    };
    if !position.legal_move_list().contains(&reply) {
        return None;
    }
    let mut next = position.clone();
    next.play(reply);
    lost_by_mirror(&next).then_some(reply)
}

/// The mirror image of `mv` (the reply to it in a symmetric position).
pub fn mirrored(position: &DoubleRing, mv: Move) -> Move {
    let count = cell_count(position);
    Move {
        from: image(mv.from as usize, count) as u16,
        to: image(mv.to as usize, count) as u16,
    }
}
