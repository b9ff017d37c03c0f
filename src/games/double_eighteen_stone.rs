//! DoubleEIGHTEEN-STONEchess (David Short, 2000; RULES.md §5): two chess
//! armies side by side on 16 x 9 squares with 18 neutral stones, which block
//! like pieces and move by swaps and line moves. Built from the chess core.
//!
//! Position string: the chess core's FEN-like form, ranks 9 to 1, `S` a
//! stone. Castling rights are one letter per rook that may still castle,
//! the rook's file: `AELP` for White, `aelp` for Black. After the en-passant
//! field comes the stone move of the previous ply, from the square the
//! stone left to the one it reached (`c5e5`), or `-`: the no-undo rule
//! forbids its reverse.
//!
//! Castling, by the king's move and its name in the move list:
//!
//! | castling | king | rook | name |
//! |---|---|---|---|
//! | inner, king side | i -> k | l -> j | `O-O` |
//! | inner, queen side | i -> g | e -> h | `O-O-O` |
//! | outer, king side | i -> m | p -> l | `O-O-O-O` |
//! | outer, queen side | i -> e | a -> f | `O-O-O-O-O` |
//!
//! The names grow with the rook's distance from the king (3, 4, 7 and 8
//! squares), as orthodox chess's two do.

use std::sync::OnceLock;

use crate::play::pie::PIE;
use crate::chess_core::{
    castling_spoilers, Castling, ChessGame, ChessRules, Colour, Geometry, Rules, Stalemate,
    Score, Weights, PROMOTION_ROLES,
};
use crate::game::GameInfo;

pub const START: &str = "rnbqrnbqkbnrqbnr/pppppppppppppppp/16/S4S4S4S/S1SS1S1SS1S1SS1S/S4S4S4S/16/PPPPPPPPPPPPPPPP/RNBQRNBQKBNRQBNR w AELPaelp - - 0 1";

pub struct StoneChessRules;

/// Mobility by self-play (examples/tune.rs, 100 games): 4 scored 60.5% ± 9.2
/// against 0.
pub const STONE_CHESS_WEIGHTS: Weights = Weights {
    mobility: Score::flat_each([0, 0, 4, 4, 4, 4, 0]),
    ..Weights::HAND_SET
};

pub type DoubleEighteenStone = ChessGame<StoneChessRules>;

/// Each castling as (king's file to, rook's file from, rook's file to,
/// name), files from a = 0; the king starts on i.
const CASTLINGS: [(u8, u8, u8, &str); 4] = [
    (4, 0, 5, "O-O-O-O-O"),
    (6, 4, 7, "O-O-O"),
    (10, 11, 9, "O-O"),
    (12, 15, 11, "O-O-O-O"),
];
const KING_FILE: u8 = 8;

impl ChessRules for StoneChessRules {
    const INFO: GameInfo = GameInfo {
        id: "double-eighteen-stone",
        name: "DoubleEIGHTEEN-STONEchess",
        players: ["White", "Black"],
        options: &[PIE],
    };

    /// None measured stronger here (docs/strength.md).
    const REFINEMENTS: crate::ai::Features = crate::ai::Features::NONE;
    const WEIGHTS: Weights = STONE_CHESS_WEIGHTS;

    fn rules() -> &'static Rules {
        static RULES: OnceLock<Rules> = OnceLock::new();
        RULES.get_or_init(|| {
            let geometry = Geometry::new(16, 9, 1, &[]);
            let at = |file: u8, rank: u8| geometry.square(file, rank).expect("on the board");
            let castlings = [(Colour::White, 0), (Colour::Black, 8)]
                .into_iter()
                .flat_map(|(colour, rank)| {
                    let geometry = &geometry;
                    CASTLINGS.map(|(king_to, rook_from, rook_to, san)| {
                        let file_letter = (b'a' + rook_from) as char;
                        Castling::new(
                            geometry,
                            colour,
                            (at(KING_FILE, rank), at(king_to, rank)),
                            (at(rook_from, rank), at(rook_to, rank)),
                            match colour {
                                Colour::White => file_letter.to_ascii_uppercase(),
                                Colour::Black => file_letter,
                            },
                            san,
                        )
                    })
                })
                .collect::<Vec<_>>();
            let promotion_zone = [geometry.ranks_set(&[8]), geometry.ranks_set(&[0])];
            Rules {
                double_step: [geometry.ranks_set(&[1]), geometry.ranks_set(&[7])],
                promotion_zone,
                // A pawn may be swapped back onto its own first rank.
                pawn_barred: promotion_zone,
                promotion_roles: PROMOTION_ROLES,
                castling_spoilers: castling_spoilers(&castlings),
                castlings,
                // Stones can wall a king in: no material is too little to mate.
                dead_position_draws: false,
                stalemate: Stalemate::Draw,
                ring: false,
                facing_kings: false,
                stone_moves: true,
                start: START,
                geometry,
            }
        })
    }
}
