//! The chess core shared by orthodox chess, The One Ring and DoubleEIGHTEEN-STONEchess:
//! a legal move generator for any board shape, set up by data ([`Rules`]).

mod chess_game;
mod count;
mod evaluate;
mod geometry;
mod movegen;
mod piece;
mod position;
mod rules;
mod san;
mod square_set;
mod stones;
mod text;
mod weights;

pub use chess_game::{ChessGame, ChessRules, ChessVariant, ChessView, PieceView, CHESS_REFINEMENTS};
pub use weights::{Score, Weights, FULL_PHASE, PIECE_VALUES};
pub use geometry::{Geometry, PLACEMENT_BANDS};
pub use piece::{Colour, Piece, Role};
pub use position::{Move, MoveKind, Position, Ring};
pub use rules::{castling_spoilers, Castling, Rules, Stalemate, PROMOTION_ROLES};
pub use square_set::SquareSet;
