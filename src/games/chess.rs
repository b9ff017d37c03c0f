//! Orthodox chess (RULES.md §6), built from the chess core so that the core
//! can be checked against the published perft results. Positions are FEN.

use std::sync::OnceLock;

use crate::play::pie::PIE;
use crate::chess_core::{
    castling_spoilers, Castling, ChessGame, ChessRules, Colour, Geometry, Rules, Stalemate,
    Score, Weights, CHESS_REFINEMENTS, PROMOTION_ROLES,
};
use crate::game::GameInfo;

pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

pub struct Orthodox;

/// Tuned by Texel's method (`examples/texel.rs`, the pieces' values kept)
/// on 27,872 quiet self-play positions, each labelled with Stockfish's
/// chance for White at depth 6 (docs/strength.md).
pub const CHESS_WEIGHTS: Weights = Weights {
    piece: [Score::new(0, 0), Score::new(62, 162), Score::new(379, 131), Score::new(416, 204), Score::new(554, 449), Score::new(1266, 717), Score::new(0, 0)],
    centre: [Score::new(0, 0), Score::new(7, -11), Score::new(15, 23), Score::new(5, 5), Score::new(1, 0), Score::new(-2, 10), Score::new(-25, 12)],
    placement: [
        [
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
        ],
        [
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
            Score::new(2, -4), Score::new(15, -9), Score::new(13, 14), Score::new(-19, 29),
            Score::new(12, -13), Score::new(7, 0), Score::new(13, 4), Score::new(0, 6),
            Score::new(-31, 1), Score::new(-15, 7), Score::new(1, 0), Score::new(15, 3),
            Score::new(-26, -11), Score::new(2, 1), Score::new(-4, 2), Score::new(21, -12),
            Score::new(-11, -21), Score::new(-8, -22), Score::new(-13, -18), Score::new(-1, -5),
            Score::new(16, 15), Score::new(5, 29), Score::new(8, 9), Score::new(-1, -4),
            Score::new(0, 0), Score::new(0, 0), Score::new(0, 0), Score::new(0, 0),
        ],
        [
            Score::new(-4, 0), Score::new(15, -11), Score::new(-6, 4), Score::new(-7, -8),
            Score::new(4, 6), Score::new(-3, 3), Score::new(10, -6), Score::new(7, -14),
            Score::new(-6, -6), Score::new(15, 12), Score::new(7, 2), Score::new(2, 0),
            Score::new(-3, 2), Score::new(-8, -3), Score::new(4, 8), Score::new(-13, -9),
            Score::new(-4, -4), Score::new(9, 11), Score::new(-9, 7), Score::new(-16, -5),
            Score::new(2, -2), Score::new(12, 8), Score::new(-5, 4), Score::new(13, 4),
            Score::new(-2, 1), Score::new(3, 5), Score::new(8, 7), Score::new(5, -6),
            Score::new(-24, -11), Score::new(-3, 1), Score::new(-2, 0), Score::new(-2, -2),
        ],
        [
            Score::new(-8, -6), Score::new(-2, 7), Score::new(6, -19), Score::new(-3, 1),
            Score::new(-3, 1), Score::new(33, -22), Score::new(-4, 7), Score::new(5, -6),
            Score::new(-1, 7), Score::new(5, -5), Score::new(12, -8), Score::new(-20, 13),
            Score::new(-2, -5), Score::new(-2, -2), Score::new(-10, 6), Score::new(2, -5),
            Score::new(6, 6), Score::new(8, 10), Score::new(-9, 11), Score::new(7, -19),
            Score::new(-2, 1), Score::new(7, 12), Score::new(6, 4), Score::new(2, 1),
            Score::new(-7, 9), Score::new(-8, -10), Score::new(-11, 3), Score::new(-1, 5),
            Score::new(-1, 2), Score::new(2, 7), Score::new(-7, -5), Score::new(0, 1),
        ],
        [
            Score::new(17, -17), Score::new(1, -20), Score::new(22, -23), Score::new(14, -21),
            Score::new(-26, -12), Score::new(-26, -6), Score::new(-23, -16), Score::new(-10, -16),
            Score::new(-19, -6), Score::new(0, -2), Score::new(1, -6), Score::new(-14, -19),
            Score::new(-13, 1), Score::new(-14, 6), Score::new(-7, -7), Score::new(6, -6),
            Score::new(0, 10), Score::new(-7, 8), Score::new(18, 7), Score::new(6, 3),
            Score::new(1, 7), Score::new(12, 17), Score::new(14, 16), Score::new(7, 7),
            Score::new(11, 19), Score::new(-1, 30), Score::new(9, 10), Score::new(7, 14),
            Score::new(11, 15), Score::new(0, 9), Score::new(1, -2), Score::new(0, 0),
        ],
        [
            Score::new(4, 3), Score::new(0, -4), Score::new(-5, -3), Score::new(16, -17),
            Score::new(-2, 4), Score::new(-5, -3), Score::new(16, -13), Score::new(13, -6),
            Score::new(-6, -4), Score::new(2, -1), Score::new(1, 4), Score::new(1, -4),
            Score::new(-2, -3), Score::new(-15, 0), Score::new(-8, 4), Score::new(5, 1),
            Score::new(-5, 1), Score::new(-16, 6), Score::new(-12, 9), Score::new(-10, -4),
            Score::new(1, 1), Score::new(14, 5), Score::new(5, 7), Score::new(14, 3),
            Score::new(-14, -3), Score::new(-3, 1), Score::new(6, 9), Score::new(0, -2),
            Score::new(0, 3), Score::new(0, 4), Score::new(4, 4), Score::new(2, -1),
        ],
        [
            Score::new(-10, -7), Score::new(15, -1), Score::new(-4, -12), Score::new(26, -30),
            Score::new(-10, 12), Score::new(14, 0), Score::new(6, -7), Score::new(13, -7),
            Score::new(-15, -12), Score::new(-9, -2), Score::new(-10, -1), Score::new(-9, -1),
            Score::new(-13, -21), Score::new(3, 7), Score::new(-8, -4), Score::new(-9, -13),
            Score::new(-1, -2), Score::new(6, 15), Score::new(4, 10), Score::new(-3, -10),
            Score::new(0, 6), Score::new(7, 23), Score::new(0, 14), Score::new(2, 15),
            Score::new(1, 3), Score::new(-1, -3), Score::new(3, 16), Score::new(1, 10),
            Score::new(0, 2), Score::new(3, 4), Score::new(1, -3), Score::new(-1, -1),
        ],
    ],
    pawn_advance: Score::new(4, 3),
    passed_pawn: [Score::new(0, 0), Score::new(-2, -3), Score::new(-4, 11), Score::new(11, 24), Score::new(17, 57), Score::new(29, 73), Score::new(28, 48), Score::new(0, 0)],
    doubled_pawn: Score::new(-11, -46),
    isolated_pawn: Score::new(-21, -4),
    stone_blocks_pawn: Score::new(0, 0),
    shield_pawn: Score::new(25, 2),
    mobility: [Score::new(0, 0), Score::new(0, 0), Score::new(2, 0), Score::new(8, 5), Score::new(6, 4), Score::new(2, 0), Score::new(0, 0)],
    king_attack: [Score::new(0, 0), Score::new(0, 0), Score::new(21, -8), Score::new(18, -4), Score::new(18, -4), Score::new(14, 19), Score::new(0, 0)],
    bishop_pair: Score::new(37, 58),
    rook_open_file: Score::new(41, -4),
    rook_half_open_file: Score::new(26, 19),
    king_centre_endgame: Score::new(30, -1),
};

pub type Chess = ChessGame<Orthodox>;

impl ChessRules for Orthodox {
    const INFO: GameInfo = GameInfo {
        id: "chess",
        name: "Chess",
        players: ["White", "Black"],
        options: &[PIE],
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
                facing_kings: false,
                stone_moves: false,
                start: START,
                geometry,
            }
        })
    }
}
