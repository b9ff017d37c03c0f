//! What the computer looks at in a chess position of any shape: material,
//! where the pieces stand (scaled to the board), the king's pawn shield,
//! The One Ring (who wears it, how far White's wearer is from its zone) and
//! stones that block pawns. Scores are in hundredths of a pawn, for the side
//! to move.

use super::piece::{Colour, Role};
use super::position::{Move, MoveKind, Position, Ring};

/// Tuned by self-play (see the README's "The computer opponent").
pub const PIECE_VALUES: [i32; 7] = [0, 100, 310, 325, 500, 920, 0];
const CENTRE_BONUS: [i32; 7] = [0, 0, 10, 6, 2, 3, 0];
const PAWN_ADVANCE: i32 = 6;
const SHIELD_PAWN: i32 = 12;
const WHITE_WEARER_PAWN_STEP: i32 = 25;
const BLACK_WEARER: i32 = 250;
const STONE_BLOCKS_PAWN: i32 = 8;

impl Position {
    /// The static evaluation for the side to move.
    pub fn evaluate(&self) -> i32 {
        let white = self.side_value(Colour::White);
        let black = self.side_value(Colour::Black);
        let ring = self.ring_value();
        let from_white = white - black + ring;
        match self.turn {
            Colour::White => from_white,
            Colour::Black => -from_white,
        }
    }

    fn side_value(&self, colour: Colour) -> i32 {
        let geometry = self.geometry();
        let mobility = match self.rules.mobility_weight {
            0 => 0,
            weight => weight * self.mobility(colour),
        };
        let (files, ranks) = (geometry.files as i32, geometry.ranks as i32);
        let queens_on = !self.by_role[Role::Queen as usize].is_empty();
        let mut value = 0;
        for square in self.occupied[colour.index()] {
            let Some(role) = self.board[square as usize].role() else {
                continue;
            };
            let (file, rank) = (geometry.file(square) as i32, geometry.rank(square) as i32);
            value += PIECE_VALUES[role as usize];
            // Nearness to the centre, 0 at the edge up to about 4 on any board.
            let centre = 8
                - ((2 * file + 1 - files).abs() * 4 / files.max(1)
                    + (2 * rank + 1 - ranks).abs() * 4 / ranks.max(1));
            value += CENTRE_BONUS[role as usize] * centre;
            if role == Role::Pawn {
                let start = self.rules.double_step[colour.index()];
                let home = start.first().map_or(0, |s| geometry.rank(s) as i32);
                let progress = match colour {
                    Colour::White => rank - home,
                    Colour::Black => home - rank,
                };
                value += PAWN_ADVANCE * progress.max(0) * progress.max(0) / 2;
                if let Some(ahead) = geometry.pawn_push(colour, square) {
                    if self.stones.contains(ahead) {
                        value -= STONE_BLOCKS_PAWN;
                    }
                }
            }
            if role == Role::King && queens_on {
                let shield = geometry.pawn_captures(colour, square)
                    | geometry
                        .pawn_push(colour, square)
                        .map_or(Default::default(), |s| {
                            super::square_set::SquareSet::from_squares([s])
                        });
                let pawns = (shield & self.pieces_of(colour, Role::Pawn)).len() as i32;
                value += SHIELD_PAWN * pawns;
            }
        }
        value + mobility
    }

    /// How many squares `colour`'s knights, bishops, rooks and queens could
    /// move to (empty or enemy), as if it were their turn: mobility.
    pub fn mobility(&self, colour: Colour) -> i32 {
        let geometry = self.geometry();
        let blocked_for_knight = self.occupied[colour.index()] | self.stones;
        let mut count = 0;
        for square in self.occupied[colour.index()] {
            let directions = match self.board[square as usize].role() {
                Some(Role::Knight) => {
                    count += (geometry.knight(square) & !blocked_for_knight).len() as i32;
                    continue;
                }
                Some(Role::Bishop) => 4..8,
                Some(Role::Rook) => 0..4,
                Some(Role::Queen) => 0..8,
                _ => continue,
            };
            for direction in directions {
                for &to in geometry.ray(square, direction) {
                    let piece = self.board[to as usize];
                    if piece.is_empty() {
                        count += 1;
                        continue;
                    }
                    count += piece.is_of(colour.opponent()) as i32;
                    break;
                }
            }
        }
        count
    }

    /// The Ring's worth to White (negative when Black wears it).
    fn ring_value(&self) -> i32 {
        let Ring::Worn(wearer) = self.ring else {
            return 0;
        };
        let geometry = self.geometry();
        let piece = self.board[wearer as usize];
        match piece.colour() {
            Some(Colour::White) if piece.role() == Some(Role::Pawn) => {
                let zone = self.rules.promotion_zone[Colour::White.index()];
                let distance = zone
                    .into_iter()
                    .map(|s| geometry.rank(s) as i32 - geometry.rank(wearer) as i32)
                    .max()
                    .unwrap_or(0)
                    .max(0);
                WHITE_WEARER_PAWN_STEP * (8 - distance).max(0)
            }
            // A White wearer other than a pawn is corrupted if taken.
            Some(Colour::White) => -PIECE_VALUES[piece.role().map_or(0, |r| r as usize)] / 4,
            Some(Colour::Black) => -BLACK_WEARER,
            None => 0,
        }
    }

    /// A key for the transposition table: pieces, stones, turn, rights,
    /// en passant, the Ring and the no-undo stone move.
    pub fn search_key(&self) -> u64 {
        self.key_with(self.en_passant)
    }

    /// Captures, promotions and the Ring's moves: searched past the depth limit.
    pub fn is_tactical(&self, mv: Move) -> bool {
        matches!(
            mv.kind,
            MoveKind::Promotion(_)
                | MoveKind::Swap(Some(_))
                | MoveKind::RingChoice
                | MoveKind::RingDestroy
        ) || self.captured(mv).is_some()
    }

    /// Most valuable victim first, then least valuable attacker.
    pub fn tactical_priority(&self, mv: Move) -> i32 {
        let victim = self
            .captured(mv)
            .and_then(|(_, piece)| piece.role())
            .map_or(0, |role| PIECE_VALUES[role as usize]);
        let promotion = match mv.kind {
            MoveKind::Promotion(role) | MoveKind::Swap(Some(role)) => PIECE_VALUES[role as usize],
            MoveKind::RingDestroy => 100_000,
            _ => 0,
        };
        let attacker = self.board[mv.from as usize]
            .role()
            .map_or(0, |role| PIECE_VALUES[role as usize]);
        10 * (victim + promotion) - attacker / 10
    }
}
