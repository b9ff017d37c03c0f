//! The One Ring (RULES.md §2): chess on 42 squares, a 5 x 8 board with c0
//! and c9 added, where a Ring enters with the first White loss and corrupts
//! those who wear it. Built from the chess core.
//!
//! Position string: the chess core's FEN-like form. The board lists the
//! ranks from 9 down to 0; ranks 9 and 0 have the one square c9 and c0, so
//! they hold one letter or `1`. The third field says where the Ring is:
//! `waiting` (still to enter), `choosing` (White must now choose a pawn to
//! wear it), the square of its wearer (`b2`), `never` (it was due when White
//! had no pawn), or `destroyed`. There is no castling field. The start:
//! `k/rqbbr/npppn/p3p/5/5/P3P/NPPPN/RQBBR/K w waiting - 0 1`.

use std::sync::OnceLock;

use crate::play::pie::PIE;
use crate::chess_core::{
    castling_spoilers, ChessGame, ChessRules, ChessVariant, Geometry, Rules, Stalemate, Weights,
    PROMOTION_ROLES,
};
use crate::game::GameInfo;
use crate::variant::{OptionSpec, OptionValues};

pub const START: &str = "k/rqbbr/npppn/p3p/5/5/P3P/NPPPN/RQBBR/K w waiting - 0 1";

pub struct OneRingRules;

pub type OneRing = ChessGame<OneRingRules>;

impl ChessRules for OneRingRules {
    const INFO: GameInfo = GameInfo {
        id: "one-ring",
        name: "The One Ring",
        players: ["White", "Black"],
        options: &[OptionSpec {
            key: "kings",
            label: "Kings",
            values: OptionValues::Choice {
                choices: &[("free", "Free"), ("facing", "Never facing")],
            },
            default: "free",
        }, PIE],
    };

    /// None measured stronger here (docs/strength.md).
    const REFINEMENTS: crate::ai::Features = crate::ai::Features::NONE;
    // Mobility: self-play (examples/tune.rs, 100 games) scored 4 57.5% ± 9.5
    // against 0, within chance: left out.
    const WEIGHTS: Weights = Weights::HAND_SET;
    /// Level 5 searches what fits its clock in the browser (about 1.2
    /// million positions a second in wasm): with a million it went a ply
    /// deeper than level 4 and no more, and scored level (docs/strength.md).
    const SEARCH_NODES: [u64; 3] = [60_000, 250_000, 3_000_000];

    fn rules() -> &'static Rules {
        static RULES: OnceLock<Rules> = OnceLock::new();
        RULES.get_or_init(|| one_ring_rules(false))
    }

    fn rules_for(variant: &ChessVariant) -> &'static Rules {
        static FACING: OnceLock<Rules> = OnceLock::new();
        if variant.facing_kings {
            FACING.get_or_init(|| one_ring_rules(true))
        } else {
            Self::rules()
        }
    }
}

/// The One Ring's rules; with `facing_kings`, the kings may never face
/// each other on a file (`kings=facing`, RULES.md §7).
fn one_ring_rules(facing_kings: bool) -> Rules {
    // Files a-e, ranks 0-9: of ranks 0 and 9 only the c-file exists.
    let holes: Vec<(u8, u8)> = [0, 9]
        .into_iter()
        .flat_map(|rank| [0, 1, 3, 4].map(|file| (file, rank)))
        .collect();
    let geometry = Geometry::new(5, 10, 0, &holes);
    let zone = |back: u8, end: u8| {
        crate::chess_core::SquareSet::from_squares(
            (0..5).filter_map(|file| geometry.square(file, if file == 2 { end } else { back })),
        )
    };
    let promotion_zone = [zone(8, 9), zone(1, 0)];
    Rules {
        double_step: [geometry.ranks_set(&[2]), geometry.ranks_set(&[7])],
        promotion_zone,
        pawn_barred: promotion_zone,
        promotion_roles: PROMOTION_ROLES,
        castlings: Vec::new(),
        castling_spoilers: castling_spoilers(&[]),
        dead_position_draws: false,
        stalemate: Stalemate::Loss,
        ring: true,
        stone_moves: false,
        facing_kings,
        start: START,
        geometry,
    }
}
