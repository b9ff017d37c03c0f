//! What the computer looks at in a chess position of any shape: material,
//! where the pieces stand (scaled to the board), the king's pawn shield,
//! The One Ring (who wears it, how far White's wearer is from its zone) and
//! stones that block pawns. Scores are in hundredths of a pawn, for the side
//! to move.

use super::piece::{Colour, Role};
use super::position::{Move, MoveKind, Position, Ring};

/// What a piece is worth in search's move ordering and The One Ring's
/// corruption; the evaluation's own values are each game's [`Weights`].
pub const PIECE_VALUES: [i32; 7] = [0, 100, 310, 325, 500, 920, 0];
const WHITE_WEARER_PAWN_STEP: i32 = 25;
const BLACK_WEARER: i32 = 250;
const STONE_BLOCKS_PAWN: i32 = 8;
/// Widest board of the core (stone chess's 16 files).
const MAX_FILES: usize = 16;

/// The evaluation's weights, in hundredths of a pawn: each game of the core
/// has its own (its `ChessRules::WEIGHTS`), tuned on self-play positions where
/// it says so (`examples/texel.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// By role (none, pawn, knight, bishop, rook, queen, king).
    pub piece: [i32; 7],
    /// By role: for each step nearer the centre (0 at the edge, about 8 in the middle).
    pub centre: [i32; 7],
    /// Times half the square of the ranks a pawn has advanced.
    pub pawn_advance: i32,
    /// For each pawn in front of its king while queens are on the board.
    pub shield_pawn: i32,
    /// For each square a knight, bishop, rook or queen could move to.
    pub mobility: i32,
    /// For each rank a passed pawn (no enemy pawn ahead on its file or the next) has advanced.
    pub passed_pawn: i32,
    /// For each pawn behind another of its colour on its file.
    pub doubled_pawn: i32,
    /// For each pawn with no pawn of its colour on the files beside it.
    pub isolated_pawn: i32,
    /// For holding two bishops or more.
    pub bishop_pair: i32,
    /// For each rook on a file with no pawn.
    pub rook_open_file: i32,
    /// For each rook on a file with enemy pawns but none of its own.
    pub rook_half_open_file: i32,
    /// For each step of the king nearer the centre once the other side has no queen.
    pub king_centre_endgame: i32,
}

impl Weights {
    /// The weights before tuning: material, centre, pawns' advance, the
    /// king's shield and mobility, as self-play set them by hand.
    pub const HAND_SET: Weights = Weights {
        piece: PIECE_VALUES,
        centre: [0, 0, 10, 6, 2, 3, 0],
        pawn_advance: 6,
        shield_pawn: 12,
        mobility: 0,
        passed_pawn: 0,
        doubled_pawn: 0,
        isolated_pawn: 0,
        bishop_pair: 0,
        rook_open_file: 0,
        rook_half_open_file: 0,
        king_centre_endgame: 0,
    };

    fn looks_at_pawn_files(&self) -> bool {
        [
            self.passed_pawn,
            self.doubled_pawn,
            self.isolated_pawn,
            self.rook_open_file,
            self.rook_half_open_file,
        ]
        .iter()
        .any(|&weight| weight != 0)
    }

    /// The places of the pieces' values in [`Weights::tunable`].
    pub const PIECES: [usize; 5] = [0, 1, 2, 3, 20];

    /// Each weight a tuner may change: the pieces' values (knight to queen),
    /// the positional weights, and the pawn's value last.
    pub fn tunable(&mut self) -> [&mut i32; 21] {
        let [_, pawn, knight, bishop, rook, queen, _] = &mut self.piece;
        let [_, pawn_centre, knight_centre, bishop_centre, rook_centre, queen_centre, king_centre] =
            &mut self.centre;
        [
            knight,
            bishop,
            rook,
            queen,
            pawn_centre,
            knight_centre,
            bishop_centre,
            rook_centre,
            queen_centre,
            king_centre,
            &mut self.pawn_advance,
            &mut self.shield_pawn,
            &mut self.mobility,
            &mut self.passed_pawn,
            &mut self.doubled_pawn,
            &mut self.isolated_pawn,
            &mut self.bishop_pair,
            &mut self.rook_open_file,
            &mut self.rook_half_open_file,
            &mut self.king_centre_endgame,
            pawn,
        ]
    }
}

/// Where each side's pawns stand, by file: how many, and the rank of the
/// least and the most advanced (from White's side of the board).
struct PawnFiles {
    count: [[u8; MAX_FILES]; 2],
    lowest: [[u8; MAX_FILES]; 2],
    highest: [[u8; MAX_FILES]; 2],
}

impl Position {
    /// The static evaluation for the side to move, with `weights` (each
    /// game's `ChessRules::WEIGHTS`).
    #[inline(always)]
    pub fn evaluate_with(&self, weights: &Weights) -> i32 {
        let pawns = self.pawn_files(weights);
        let white = self.side_value(Colour::White, weights, &pawns);
        let black = self.side_value(Colour::Black, weights, &pawns);
        let ring = self.ring_value();
        let from_white = white - black + ring;
        match self.turn {
            Colour::White => from_white,
            Colour::Black => -from_white,
        }
    }

    /// The pawns by file, where a weight looks at them (none otherwise: the
    /// evaluation costs no more than before those terms).
    #[inline(always)]
    fn pawn_files(&self, weights: &Weights) -> PawnFiles {
        let geometry = self.geometry();
        let mut files = PawnFiles {
            count: [[0; MAX_FILES]; 2],
            lowest: [[u8::MAX; MAX_FILES]; 2],
            highest: [[0; MAX_FILES]; 2],
        };
        if !weights.looks_at_pawn_files() {
            return files;
        }
        for colour in [Colour::White, Colour::Black] {
            let side = colour.index();
            for square in self.pieces_of(colour, Role::Pawn) {
                let (file, rank) = (geometry.file(square) as usize, geometry.rank(square));
                files.count[side][file] += 1;
                files.lowest[side][file] = files.lowest[side][file].min(rank);
                files.highest[side][file] = files.highest[side][file].max(rank);
            }
        }
        files
    }

    #[inline(always)]
    fn side_value(&self, colour: Colour, weights: &Weights, pawns: &PawnFiles) -> i32 {
        let geometry = self.geometry();
        let mobility = match weights.mobility {
            0 => 0,
            weight => weight * self.mobility(colour),
        };
        let queens_on = !self.by_role[Role::Queen as usize].is_empty();
        let their_queen = !self.pieces_of(colour.opponent(), Role::Queen).is_empty();
        let (us, them) = (colour.index(), colour.opponent().index());
        let mut value = 0;
        let mut bishops = 0;
        for square in self.occupied[colour.index()] {
            let Some(role) = self.board[square as usize].role() else {
                continue;
            };
            value += weights.piece[role as usize];
            let centre = geometry.centre(square);
            value += weights.centre[role as usize] * centre;
            match role {
                Role::Pawn => value += self.pawn_value(colour, square, weights, pawns),
                Role::Bishop => bishops += 1,
                Role::Rook => {
                    let file = geometry.file(square) as usize;
                    if pawns.count[us][file] == 0 {
                        value += if pawns.count[them][file] == 0 {
                            weights.rook_open_file
                        } else {
                            weights.rook_half_open_file
                        };
                    }
                }
                Role::King => {
                    if queens_on {
                        let shield = geometry.pawn_captures(colour, square)
                            | geometry
                                .pawn_push(colour, square)
                                .map_or(Default::default(), |s| {
                                    super::square_set::SquareSet::from_squares([s])
                                });
                        let shielding = (shield & self.pieces_of(colour, Role::Pawn)).len() as i32;
                        value += weights.shield_pawn * shielding;
                    }
                    if !their_queen {
                        value += weights.king_centre_endgame * centre;
                    }
                }
                _ => {}
            }
        }
        if bishops >= 2 {
            value += weights.bishop_pair;
        }
        value + mobility
    }

    #[inline(always)]
    fn pawn_value(&self, colour: Colour, square: u8, weights: &Weights, pawns: &PawnFiles) -> i32 {
        let geometry = self.geometry();
        let (file, rank) = (geometry.file(square) as usize, geometry.rank(square));
        let (us, them) = (colour.index(), colour.opponent().index());
        let start = self.rules.double_step[us];
        let home = start.first().map_or(0, |s| geometry.rank(s) as i32);
        let progress = match colour {
            Colour::White => rank as i32 - home,
            Colour::Black => home - rank as i32,
        }
        .max(0);
        let mut value = weights.pawn_advance * progress * progress / 2;
        if let Some(ahead) = geometry.pawn_push(colour, square) {
            if self.stones.contains(ahead) {
                value -= STONE_BLOCKS_PAWN;
            }
        }
        if !weights.looks_at_pawn_files() {
            return value;
        }
        let beside = file.saturating_sub(1)..=(file + 1).min(geometry.files as usize - 1);
        let passed = beside.clone().all(|f| match colour {
            Colour::White => pawns.count[them][f] == 0 || pawns.highest[them][f] <= rank,
            Colour::Black => pawns.count[them][f] == 0 || pawns.lowest[them][f] >= rank,
        });
        if passed {
            value += weights.passed_pawn * progress;
        }
        // The rearmost pawn of a file is not doubled; each one in front of it is.
        let rearmost = match colour {
            Colour::White => pawns.lowest[us][file],
            Colour::Black => pawns.highest[us][file],
        };
        if rank != rearmost {
            value -= weights.doubled_pawn;
        }
        if beside.filter(|&f| f != file).all(|f| pawns.count[us][f] == 0) {
            value -= weights.isolated_pawn;
        }
        value
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

#[cfg(test)]
mod tests {
    use super::Weights;
    use crate::games::chess::Chess;
    use crate::Game;

    /// Weights that count one term alone: every other weight is 0.
    const NONE: Weights = Weights {
        piece: [0; 7],
        centre: [0; 7],
        pawn_advance: 0,
        shield_pawn: 0,
        mobility: 0,
        passed_pawn: 0,
        doubled_pawn: 0,
        isolated_pawn: 0,
        bishop_pair: 0,
        rook_open_file: 0,
        rook_half_open_file: 0,
        king_centre_endgame: 0,
    };

    fn evaluate(fen: &str, weights: Weights) -> i32 {
        Chess::from_position(&(), fen)
            .expect("a legal position")
            .core()
            .evaluate_with(&weights)
    }

    #[test]
    fn passed_pawns_count_the_ranks_they_have_advanced() {
        let passed = Weights { passed_pawn: 1, ..NONE };
        // d5 has come 3 ranks; Black's e4 3 and a2 5: each pawn is past the others.
        assert_eq!(evaluate("4k3/8/8/3P4/4p3/8/p7/4K3 w - - 0 1", passed.clone()), 3 - 8);
        // A pawn ahead on the file beside it stops each of d5 and e6.
        assert_eq!(evaluate("4k3/8/4p3/3P4/8/8/8/4K3 b - - 0 1", passed), 0);
    }

    #[test]
    fn doubled_and_isolated_pawns_cost_for_each_pawn() {
        let structure = Weights { doubled_pawn: 10, isolated_pawn: 1, ..NONE };
        // a2 and a3: one doubled, both isolated; Black's f7 g7 neither.
        assert_eq!(evaluate("4k3/5pp1/8/8/8/P7/P7/4K3 w - - 0 1", structure.clone()), -12);
        assert_eq!(evaluate("4k3/5pp1/8/8/8/P7/P7/4K3 b - - 0 1", structure), 12);
    }

    #[test]
    fn rooks_on_open_and_half_open_files_bishop_pairs_and_kings_in_the_endgame() {
        let rooks = Weights { rook_open_file: 10, rook_half_open_file: 1, ..NONE };
        // a1 on a file with Black's pawn only, h1 on a file with no pawn.
        assert_eq!(evaluate("4k3/p7/8/8/8/8/8/R3K2R w - - 0 1", rooks), 11);
        let pair = Weights { bishop_pair: 7, ..NONE };
        assert_eq!(evaluate("2b1kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", pair), -7);
        // With no queen against it a king counts its steps to the centre: e4
        // is in the middle (8), e8 on the edge (5); Black's queen keeps
        // White's king from counting.
        let king = Weights { king_centre_endgame: 1, ..NONE };
        assert_eq!(evaluate("4k3/8/8/8/4K3/8/8/8 w - - 0 1", king.clone()), 8 - 5);
        assert_eq!(evaluate("4k3/8/8/8/4K3/8/8/q7 w - - 0 1", king), -5);
    }
}
