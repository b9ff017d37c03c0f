//! The chess evaluation's weights: each a [`Score`] with a middlegame and an
//! endgame value, blended by the game's phase (how many pieces other than
//! pawns and kings are left).

use std::ops::{Add, AddAssign, Mul, Sub};

use super::geometry::{PLACEMENT_BANDS, RANK_BANDS};

/// What a piece is worth in search's move ordering and The One Ring's
/// corruption; the evaluation's own values are each game's [`Weights`].
pub const PIECE_VALUES: [i32; 7] = [0, 100, 310, 325, 500, 920, 0];

/// The phase of a board with every piece of chess's start on it; fuller
/// boards (stone chess) count as this until they have fewer.
pub const FULL_PHASE: i32 = 24;
/// By role: what each piece adds to the phase.
pub const PHASE_OF_ROLE: [i32; 7] = [0, 0, 1, 1, 2, 4, 0];

/// A weight in hundredths of a pawn: its value with every piece on the
/// board (`middlegame`) and with none but kings and pawns (`endgame`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub middlegame: i32,
    pub endgame: i32,
}

impl Score {
    pub const ZERO: Score = Score::new(0, 0);

    pub const fn new(middlegame: i32, endgame: i32) -> Score {
        Score {
            middlegame,
            endgame,
        }
    }

    /// The same value whatever the phase.
    pub const fn flat(value: i32) -> Score {
        Score::new(value, value)
    }

    /// Each value the same whatever the phase.
    pub const fn flat_each<const N: usize>(values: [i32; N]) -> [Score; N] {
        let mut scores = [Score::ZERO; N];
        let mut index = 0;
        while index < N {
            scores[index] = Score::flat(values[index]);
            index += 1;
        }
        scores
    }

    /// The value at `phase`, from `FULL_PHASE` (the middlegame) to 0.
    #[inline(always)]
    pub fn at_phase(self, phase: i32) -> i32 {
        (self.middlegame * phase + self.endgame * (FULL_PHASE - phase)) / FULL_PHASE
    }

    fn is_zero(self) -> bool {
        self == Score::ZERO
    }
}

impl Add for Score {
    type Output = Score;
    #[inline(always)]
    fn add(self, other: Score) -> Score {
        Score::new(
            self.middlegame + other.middlegame,
            self.endgame + other.endgame,
        )
    }
}

impl AddAssign for Score {
    #[inline(always)]
    fn add_assign(&mut self, other: Score) {
        *self = *self + other;
    }
}

impl Sub for Score {
    type Output = Score;
    #[inline(always)]
    fn sub(self, other: Score) -> Score {
        Score::new(
            self.middlegame - other.middlegame,
            self.endgame - other.endgame,
        )
    }
}

impl Mul<i32> for Score {
    type Output = Score;
    #[inline(always)]
    fn mul(self, times: i32) -> Score {
        Score::new(self.middlegame * times, self.endgame * times)
    }
}

/// The evaluation's weights: each game of the core has its own (its
/// `ChessRules::WEIGHTS`), tuned on positions where it says so
/// (`examples/texel.rs`). Roles index as (none, pawn, knight, bishop, rook,
/// queen, king).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// By role: material.
    pub piece: [Score; 7],
    /// By role: for each step nearer the centre (0 at the edge, about 8 in the middle).
    pub centre: [Score; 7],
    /// By role, then by the square's band (`Geometry::placement`): where it stands.
    pub placement: [[Score; PLACEMENT_BANDS]; 7],
    /// Times the square of the ranks a pawn has advanced.
    pub pawn_advance: Score,
    /// By the rank band of a passed pawn (no enemy pawn ahead on its file or the next).
    pub passed_pawn: [Score; RANK_BANDS],
    /// For each pawn behind another of its colour on its file.
    pub doubled_pawn: Score,
    /// For each pawn with no pawn of its colour on the files beside it.
    pub isolated_pawn: Score,
    /// For each pawn with a stone on the square in front of it.
    pub stone_blocks_pawn: Score,
    /// For each pawn in front of its king while queens are on the board.
    pub shield_pawn: Score,
    /// By role (knight to queen): for each square the piece could move to.
    pub mobility: [Score; 7],
    /// By role (knight to queen): for each square of the enemy king's or next
    /// to it that the piece attacks.
    pub king_attack: [Score; 7],
    /// For holding two bishops or more.
    pub bishop_pair: Score,
    /// For each rook on a file with no pawn.
    pub rook_open_file: Score,
    /// For each rook on a file with enemy pawns but none of its own.
    pub rook_half_open_file: Score,
    /// For each step of the king nearer the centre once the other side has no queen.
    pub king_centre_endgame: Score,
}

impl Weights {
    /// The weights before tuning: material, centre, pawns' advance and the
    /// king's shield, as self-play set them by hand.
    pub const HAND_SET: Weights = Weights {
        piece: Score::flat_each(PIECE_VALUES),
        centre: Score::flat_each([0, 0, 10, 6, 2, 3, 0]),
        placement: [[Score::ZERO; PLACEMENT_BANDS]; 7],
        pawn_advance: Score::flat(3),
        passed_pawn: [Score::ZERO; RANK_BANDS],
        doubled_pawn: Score::ZERO,
        isolated_pawn: Score::ZERO,
        stone_blocks_pawn: Score::flat(-8),
        shield_pawn: Score::flat(12),
        mobility: [Score::ZERO; 7],
        king_attack: [Score::ZERO; 7],
        bishop_pair: Score::ZERO,
        rook_open_file: Score::ZERO,
        rook_half_open_file: Score::ZERO,
        king_centre_endgame: Score::ZERO,
    };

    /// Every weight 0.
    pub const NONE: Weights = Weights {
        piece: [Score::ZERO; 7],
        centre: [Score::ZERO; 7],
        pawn_advance: Score::ZERO,
        stone_blocks_pawn: Score::ZERO,
        shield_pawn: Score::ZERO,
        ..Weights::HAND_SET
    };

    /// Whether a weight needs the pawns counted by file.
    pub(super) fn looks_at_pawn_files(&self) -> bool {
        self.passed_pawn.iter().any(|score| !score.is_zero())
            || [
                self.doubled_pawn,
                self.isolated_pawn,
                self.rook_open_file,
                self.rook_half_open_file,
            ]
            .iter()
            .any(|score| !score.is_zero())
    }

    /// Whether a weight needs the squares the pieces reach.
    pub(super) fn looks_at_reach(&self) -> bool {
        self.mobility
            .iter()
            .chain(&self.king_attack)
            .any(|score| !score.is_zero())
    }

    /// Every weight, in a fixed order, for a tuner.
    pub fn scores_mut(&mut self) -> Vec<&mut Score> {
        let Weights {
            piece,
            centre,
            placement,
            pawn_advance,
            passed_pawn,
            doubled_pawn,
            isolated_pawn,
            stone_blocks_pawn,
            shield_pawn,
            mobility,
            king_attack,
            bishop_pair,
            rook_open_file,
            rook_half_open_file,
            king_centre_endgame,
        } = self;
        piece
            .iter_mut()
            .chain(centre.iter_mut())
            .chain(placement.iter_mut().flatten())
            .chain([pawn_advance])
            .chain(passed_pawn.iter_mut())
            .chain([doubled_pawn, isolated_pawn, stone_blocks_pawn, shield_pawn])
            .chain(mobility.iter_mut())
            .chain(king_attack.iter_mut())
            .chain([
                bishop_pair,
                rook_open_file,
                rook_half_open_file,
                king_centre_endgame,
            ])
            .collect()
    }
}
