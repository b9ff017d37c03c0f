//! What makes one chess game differ from another, as data: the board, where
//! pawns double-step and promote, castling, stalemate and the Ring.

use super::geometry::Geometry;
use super::piece::{Colour, Role};
use super::square_set::SquareSet;

/// One way to castle: the king and a rook jump to fixed squares.
#[derive(Clone, Debug)]
pub struct Castling {
    pub colour: Colour,
    pub king_from: u8,
    pub king_to: u8,
    pub rook_from: u8,
    pub rook_to: u8,
    /// The letter in a position string's castling field, e.g. `K`.
    pub letter: char,
    /// "O-O" or "O-O-O".
    pub san: &'static str,
    /// Squares that must be empty, apart from the king and the rook themselves.
    pub must_be_empty: SquareSet,
    /// Squares the king stands on, passes over or lands on: none may be attacked.
    pub king_path: SquareSet,
}

impl Castling {
    pub fn new(
        geometry: &Geometry,
        colour: Colour,
        (king_from, king_to): (u8, u8),
        (rook_from, rook_to): (u8, u8),
        letter: char,
        san: &'static str,
    ) -> Castling {
        let mut must_be_empty = squares_between_inclusive(geometry, king_from, king_to)
            | squares_between_inclusive(geometry, rook_from, rook_to);
        must_be_empty.remove(king_from);
        must_be_empty.remove(rook_from);
        Castling {
            colour,
            king_from,
            king_to,
            rook_from,
            rook_to,
            letter,
            san,
            must_be_empty,
            king_path: squares_between_inclusive(geometry, king_from, king_to),
        }
    }
}

/// The squares of one rank from `a` to `b`, both included.
fn squares_between_inclusive(geometry: &Geometry, a: u8, b: u8) -> SquareSet {
    let (low, high) = (a.min(b), a.max(b));
    SquareSet::from_squares((low..=high).filter(|&s| geometry.rank(s) == geometry.rank(a)))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stalemate {
    Draw,
    /// The stalemated player loses.
    Loss,
}

#[derive(Debug)]
pub struct Rules {
    pub geometry: Geometry,
    /// By colour: the squares a pawn may double-step from.
    pub double_step: [SquareSet; 2],
    /// By colour: a pawn that ends a move here promotes.
    pub promotion_zone: [SquareSet; 2],
    /// By colour: where no pawn may stand in a position string.
    pub pawn_barred: [SquareSet; 2],
    pub promotion_roles: &'static [Role],
    pub castlings: Vec<Castling>,
    pub stalemate: Stalemate,
    /// Whether a position where neither side can ever mate (too little
    /// material) ends the game as a draw.
    pub dead_position_draws: bool,
    /// Whether The One Ring's Ring is in the game.
    pub ring: bool,
    /// Whether neutral stones stand on the board, and move by swaps and
    /// line moves.
    pub stone_moves: bool,
    /// Whether the two kings may never stand on one file with nothing
    /// between them (The One Ring's `kings=facing`, RULES.md §7): each king
    /// then attacks along its file as a rook does, for legality alone.
    pub facing_kings: bool,
    /// The start position, in the game's position string.
    pub start: &'static str,
    /// By square: the castling rights lost when a move starts or ends there
    /// (see [`castling_spoilers`]).
    pub castling_spoilers: Box<[u8; 256]>,
}

/// For each square, the castlings (bits by index) that a move from or to it
/// rules out: those whose king or rook starts there.
pub fn castling_spoilers(castlings: &[Castling]) -> Box<[u8; 256]> {
    let mut spoilers = Box::new([0; 256]);
    for (index, castling) in castlings.iter().enumerate() {
        spoilers[castling.king_from as usize] |= 1 << index;
        spoilers[castling.rook_from as usize] |= 1 << index;
    }
    spoilers
}

/// What a pawn may promote to in every game of the core.
pub const PROMOTION_ROLES: &[Role] = &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

impl Rules {
    /// The castling rights lost when a move starts or ends on `square`.
    #[inline]
    pub fn castling_spoiled_by(&self, square: u8) -> u8 {
        self.castling_spoilers[square as usize]
    }
}
