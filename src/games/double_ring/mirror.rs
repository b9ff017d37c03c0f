//! The mirror strategy (docs/solved.md): answer every move with its image
//! under a half-turn about the centre, the cell (f, r) of a W x H board
//! going to (W-1-f, H-1-r).
//!
//! A line move stays in its row or column, and the half-turn sends that line
//! to another one unless it is the middle row of an odd height or the middle
//! column of an odd width; so in a symmetric position the reply's line holds
//! exactly the mirror of what the first move's line held, and the reply is
//! legal. A knight's leap joins a cell to its own image only when their
//! difference, (W-1-2f, H-1-2r), is a leap: never when W and H are both odd
//! (even in both) or both even (odd in both). Hence a symmetric position is
//! lost for the player to move when no single ring stands on the cross: the
//! middle row and column that the half-turn keeps, and for Knight's Overlap
//! the centre and the cells a leap from their own images. On a board even
//! both ways the cross is empty, for every rule.

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
    position.variant.cell_count()
}

/// Whether a single ring on `index` can break the mirror under `rule` on a
/// board `width` x `height`: the half-turn keeps its row or its column (for
/// Knight's Overlap: keeps the cell, or sends it a leap away).
pub(crate) fn on_the_cross(rule: Rule, width: usize, height: usize, index: usize) -> bool {
    let (file, rank) = ((index % width) as i32, (index / width) as i32);
    let (image_file, image_rank) = (width as i32 - 1 - file, height as i32 - 1 - rank);
    if rule == Rule::Knight {
        let (across, up) = ((image_file - file).abs(), (image_rank - rank).abs());
        matches!((across, up), (0, 0) | (1, 2) | (2, 1))
    } else {
        file == image_file || rank == image_rank
    }
}

fn single_on_the_cross(position: &DoubleRing, index: usize) -> bool {
    let variant = position.variant;
    position.cells[index] == Cell::Single
        && on_the_cross(variant.rule, variant.width as usize, variant.height as usize, index)
}

/// Whether the mirror theorem proves the player to move in `position` loses:
/// it is symmetric, and its cross ([`on_the_cross`]) holds no single ring.
pub fn lost_by_mirror(position: &DoubleRing) -> bool {
    let count = cell_count(position);
    is_symmetric(position) && !(0..count).any(|index| single_on_the_cross(position, index))
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
