//! Stone moves (DoubleEIGHTEEN-STONEchess, RULES.md §5): a piece swaps
//! places with an orthogonally adjacent stone, or the end stone of an
//! orthogonal line of stones moves just past the line's other end. Neither
//! may undo the opponent's last stone move, nor leave the mover in check.

use super::geometry::Geometry;
use super::movegen::MoveSink;
use super::piece::Role;
use super::position::{Move, MoveKind, Position};

/// The orthogonal direction opposite `direction` (see `DIRECTIONS`: up and
/// down, then right and left).
fn opposite(direction: usize) -> usize {
    direction ^ 1
}

impl Position {
    /// Adds every legal stone move.
    pub(super) fn stone_moves<S: MoveSink>(&self, moves: &mut S) {
        let geometry = self.geometry();
        for stone in self.stones {
            for direction in 0..4 {
                self.swap_with(stone, direction, geometry, moves);
                if let Some(landing) = self.line_landing(stone, direction) {
                    self.push_stone_move(
                        Move {
                            from: stone,
                            to: landing,
                            kind: MoveKind::StoneLine,
                        },
                        (stone, landing),
                        moves,
                    );
                }
            }
        }
    }

    /// The swap of the stone on `stone` with the mover's piece next to it in
    /// `direction`, one move per promotion for a pawn that reaches its last rank.
    fn swap_with<S: MoveSink>(
        &self,
        stone: u8,
        direction: usize,
        geometry: &Geometry,
        moves: &mut S,
    ) {
        let us = self.turn;
        let Some(&piece_square) = geometry.ray(stone, direction).first() else {
            return;
        };
        let piece = self.board[piece_square as usize];
        if !piece.is_of(us) {
            return;
        }
        let swap = |promotion| Move {
            from: piece_square,
            to: stone,
            kind: MoveKind::Swap(promotion),
        };
        let stone_path = (stone, piece_square);
        if piece.role() == Some(Role::Pawn) && self.rules.promotion_zone[us.index()].contains(stone)
        {
            for &role in self.rules.promotion_roles {
                self.push_stone_move(swap(Some(role)), stone_path, moves);
            }
        } else {
            self.push_stone_move(swap(None), stone_path, moves);
        }
    }

    /// Where the stone on `stone` lands if it is the end of a line of two or
    /// more stones running in `direction`: the square just past the line's
    /// other end, if that is empty.
    fn line_landing(&self, stone: u8, direction: usize) -> Option<u8> {
        let geometry = self.geometry();
        let behind = geometry.ray(stone, opposite(direction)).first();
        if behind.is_some_and(|&square| self.stones.contains(square)) {
            return None;
        }
        let mut length = 1;
        for &square in geometry.ray(stone, direction) {
            if self.stones.contains(square) {
                length += 1;
                continue;
            }
            return (length >= 2 && self.board[square as usize].is_empty()).then_some(square);
        }
        None
    }

    /// Adds a stone move that takes a stone along `(from, to)`, unless that
    /// undoes the opponent's last stone move or leaves the mover in check.
    fn push_stone_move<S: MoveSink>(&self, mv: Move, (from, to): (u8, u8), moves: &mut S) {
        if self.last_stone_move == Some((to, from)) {
            return;
        }
        self.push_if_safe(mv, moves);
    }
}
