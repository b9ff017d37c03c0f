//! Orthodox chess (RULES.md §6), built from the chess core so that the core
//! can be checked against the published perft results. Positions are FEN.

use std::sync::OnceLock;

use crate::chess_core::{
    castling_spoilers, Castling, ChessGame, ChessRules, Colour, Geometry, Rules, Stalemate,
    Weights, CHESS_REFINEMENTS, PIECE_VALUES, PROMOTION_ROLES,
};
use crate::game::GameInfo;

pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

pub struct Orthodox;

/// Tuned by Texel's method (`examples/texel.rs`, the pieces' values kept)
/// on 27,872 quiet self-play positions, each labelled with Stockfish's
/// chance for White at depth 6 (docs/strength.md).
pub const CHESS_WEIGHTS: Weights = Weights {
    piece: PIECE_VALUES,
    centre: [0, 0, 8, 4, 1, -4, -18],
    pawn_advance: 6,
    shield_pawn: 2,
    mobility: 5,
    passed_pawn: 20,
    doubled_pawn: 20,
    isolated_pawn: 15,
    bishop_pair: 50,
    rook_open_file: 27,
    rook_half_open_file: 34,
    king_centre_endgame: 27,
};

pub type Chess = ChessGame<Orthodox>;

impl ChessRules for Orthodox {
    const INFO: GameInfo = GameInfo {
        id: "chess",
        name: "Chess",
        players: ["White", "Black"],
        options: &[],
    };

    const REFINEMENTS: crate::ai::Features = CHESS_REFINEMENTS;
    const WEIGHTS: Weights = CHESS_WEIGHTS;

    fn rules() -> &'static Rules {
        static RULES: OnceLock<Rules> = OnceLock::new();
        RULES.get_or_init(|| {
            let geometry = Geometry::new(8, 8, 1, &[]);
            let at = |file: u8, rank: u8| geometry.square(file, rank).expect("on the board");
            let castlings = vec![
                Castling::new(
                    &geometry,
                    Colour::White,
                    (at(4, 0), at(6, 0)),
                    (at(7, 0), at(5, 0)),
                    'K',
                    "O-O",
                ),
                Castling::new(
                    &geometry,
                    Colour::White,
                    (at(4, 0), at(2, 0)),
                    (at(0, 0), at(3, 0)),
                    'Q',
                    "O-O-O",
                ),
                Castling::new(
                    &geometry,
                    Colour::Black,
                    (at(4, 7), at(6, 7)),
                    (at(7, 7), at(5, 7)),
                    'k',
                    "O-O",
                ),
                Castling::new(
                    &geometry,
                    Colour::Black,
                    (at(4, 7), at(2, 7)),
                    (at(0, 7), at(3, 7)),
                    'q',
                    "O-O-O",
                ),
            ];
            let back_ranks = geometry.ranks_set(&[0, 7]);
            Rules {
                double_step: [geometry.ranks_set(&[1]), geometry.ranks_set(&[6])],
                promotion_zone: [geometry.ranks_set(&[7]), geometry.ranks_set(&[0])],
                pawn_barred: [back_ranks, back_ranks],
                promotion_roles: PROMOTION_ROLES,
                castling_spoilers: castling_spoilers(&castlings),
                castlings,
                dead_position_draws: true,
                stalemate: Stalemate::Draw,
                ring: false,
                stone_moves: false,
                start: START,
                geometry,
            }
        })
    }
}
