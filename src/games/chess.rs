//! Orthodox chess (RULES.md §6), built from the chess core so that the core
//! can be checked against the published perft results. Positions are FEN.

use std::sync::OnceLock;

use crate::chess_core::{
    castling_spoilers, Castling, ChessGame, ChessRules, Colour, Geometry, Rules, Stalemate,
    Weights, CHESS_REFINEMENTS, PROMOTION_ROLES,
};
use crate::game::GameInfo;

pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

pub struct Orthodox;

/// Mobility by self-play (examples/tune.rs, 100 games): 4 scored 67% ± 8.6
/// against 0, and 8 scored 45% ± 8.9 against 4. Texel's method
/// (`examples/texel.rs`) found weights for the other terms that predict
/// self-play results better but measured no stronger (docs/strength.md).
pub const CHESS_WEIGHTS: Weights = Weights {
    mobility: 4,
    ..Weights::HAND_SET
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
