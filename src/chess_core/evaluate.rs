//! What the computer looks at in a chess position of any shape: material,
//! where the pieces stand (scaled to the board), pawns, how far the pieces
//! reach and how near the enemy king, the king's pawn shield, The One Ring
//! (who wears it, how far White's wearer is from its zone) and stones that
//! block pawns, each weighted by the game's [`Weights`] and blended between
//! middlegame and endgame. Scores are in hundredths of a pawn, for the side
//! to move.

use super::geometry::FILE_BANDS;
use super::piece::{Colour, Piece, Role};
use super::position::{Move, MoveKind, Position, Ring};
use super::square_set::SquareSet;
use super::weights::{Score, Weights, FULL_PHASE, PHASE_OF_ROLE, PIECE_VALUES};

const WHITE_WEARER_PAWN_STEP: i32 = 25;
const BLACK_WEARER: i32 = 250;
/// Widest board of the core (stone chess's 16 files).
const MAX_FILES: usize = 16;

/// Where each side's pawns stand, by file: how many, and the rank of the
/// least and the most advanced (from White's side of the board); `counted`
/// only where a weight looks at them.
struct PawnFiles {
    counted: bool,
    count: [[u8; MAX_FILES]; 2],
    lowest: [[u8; MAX_FILES]; 2],
    highest: [[u8; MAX_FILES]; 2],
}

/// By role, for one side's knights, bishops, rooks and queens: the squares
/// they could move to (empty or enemy), and the squares of the enemy king or
/// next to it that they attack.
#[derive(Default)]
struct Reach {
    moves: [i32; 7],
    king_zone: [i32; 7],
}

impl Position {
    /// The static evaluation for the side to move, with `weights` (each
    /// game's `ChessRules::WEIGHTS`).
    #[inline(always)]
    pub fn evaluate_with(&self, weights: &Weights) -> i32 {
        let (terms, phase) = self.weighted_terms(weights);
        let from_white = terms.at_phase(phase) + self.ring_value();
        match self.turn {
            Colour::White => from_white,
            Colour::Black => -from_white,
        }
    }

    /// Every weighted term for White, less Black's (all but The One Ring's),
    /// and the phase that blends them: from `FULL_PHASE` with every piece on
    /// the board to 0 with kings and pawns alone.
    #[inline(always)]
    pub fn weighted_terms(&self, weights: &Weights) -> (Score, i32) {
        let pawns = self.pawn_files(weights);
        let (white, white_phase) = self.side_value(Colour::White, weights, &pawns);
        let (black, black_phase) = self.side_value(Colour::Black, weights, &pawns);
        (white - black, (white_phase + black_phase).min(FULL_PHASE))
    }

    /// The pawns by file, where a weight looks at them (none otherwise: the
    /// evaluation costs no more than before those terms).
    #[inline(always)]
    fn pawn_files(&self, weights: &Weights) -> PawnFiles {
        let geometry = self.geometry();
        let mut files = PawnFiles {
            counted: weights.looks_at_pawn_files(),
            count: [[0; MAX_FILES]; 2],
            lowest: [[u8::MAX; MAX_FILES]; 2],
            highest: [[0; MAX_FILES]; 2],
        };
        if !files.counted {
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

    /// `colour`'s weighted terms and what its pieces add to the phase.
    #[inline(always)]
    fn side_value(&self, colour: Colour, weights: &Weights, pawns: &PawnFiles) -> (Score, i32) {
        let geometry = self.geometry();
        let queens_on = !self.by_role[Role::Queen as usize].is_empty();
        let their_queen = !self.pieces_of(colour.opponent(), Role::Queen).is_empty();
        let (us, them) = (colour.index(), colour.opponent().index());
        let mut value = Score::ZERO;
        let mut phase = 0;
        let mut bishops = 0;
        for square in self.occupied[colour.index()] {
            let Some(role) = self.board[square as usize].role() else {
                continue;
            };
            let index = role as usize;
            phase += PHASE_OF_ROLE[index];
            let centre = geometry.centre(square);
            value += weights.piece[index]
                + weights.centre[index] * centre
                + weights.placement[index][geometry.placement(colour, square)];
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
                                .map_or(SquareSet::default(), |s| SquareSet::from_squares([s]));
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
        if weights.looks_at_reach() {
            let reach = self.reach(colour);
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                let index = role as usize;
                value += weights.mobility[index] * reach.moves[index]
                    + weights.king_attack[index] * reach.king_zone[index];
            }
        }
        (value, phase)
    }

    #[inline(always)]
    fn pawn_value(&self, colour: Colour, square: u8, weights: &Weights, pawns: &PawnFiles) -> Score {
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
        let mut value = weights.pawn_advance * (progress * progress);
        if let Some(ahead) = geometry.pawn_push(colour, square) {
            if self.stones.contains(ahead) {
                value += weights.stone_blocks_pawn;
            }
        }
        if !pawns.counted {
            return value;
        }
        let beside = file.saturating_sub(1)..=(file + 1).min(geometry.files as usize - 1);
        let passed = beside.clone().all(|f| match colour {
            Colour::White => pawns.count[them][f] == 0 || pawns.highest[them][f] <= rank,
            Colour::Black => pawns.count[them][f] == 0 || pawns.lowest[them][f] >= rank,
        });
        if passed {
            value += weights.passed_pawn[geometry.placement(colour, square) / FILE_BANDS];
        }
        // The rearmost pawn of a file is not doubled; each one in front of it is.
        let rearmost = match colour {
            Colour::White => pawns.lowest[us][file],
            Colour::Black => pawns.highest[us][file],
        };
        if rank != rearmost {
            value += weights.doubled_pawn;
        }
        if beside.filter(|&f| f != file).all(|f| pawns.count[us][f] == 0) {
            value += weights.isolated_pawn;
        }
        value
    }

    /// How many squares `colour`'s knights, bishops, rooks and queens could
    /// move to (empty or enemy), as if it were their turn: mobility.
    pub fn mobility(&self, colour: Colour) -> i32 {
        self.reach(colour).moves.iter().sum()
    }

    #[inline(always)]
    fn reach(&self, colour: Colour) -> Reach {
        let geometry = self.geometry();
        let blocked_for_knight = self.occupied[colour.index()] | self.stones;
        let king_zone = self
            .pieces_of(colour.opponent(), Role::King)
            .into_iter()
            .next()
            .map_or(SquareSet::default(), |king| {
                geometry.king(king) | SquareSet::from_squares([king])
            });
        let mut reach = Reach::default();
        for square in self.occupied[colour.index()] {
            let Some(role) = self.board[square as usize].role() else {
                continue;
            };
            let index = role as usize;
            let directions = match role {
                Role::Knight => {
                    let leaps = geometry.knight(square);
                    reach.moves[index] += (leaps & !blocked_for_knight).len() as i32;
                    reach.king_zone[index] += (leaps & king_zone).len() as i32;
                    continue;
                }
                Role::Bishop => 4..8,
                Role::Rook => 0..4,
                Role::Queen => 0..8,
                _ => continue,
            };
            for direction in directions {
                for &to in geometry.ray(square, direction) {
                    reach.king_zone[index] += king_zone.contains(to) as i32;
                    let piece = self.board[to as usize];
                    if piece.is_empty() {
                        reach.moves[index] += 1;
                        continue;
                    }
                    reach.moves[index] += piece.is_of(colour.opponent()) as i32;
                    break;
                }
            }
        }
        reach
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

    /// Whether a capture gives up material at once: a piece takes a less
    /// valuable one on a square the opponent attacks (with the capturer's
    /// square taken as empty, so that a slider behind it counts), so that
    /// it is likely taken back. A cheap stand-in for a full static exchange
    /// evaluation: the search tries these captures late and leaves them out
    /// of quiescence.
    pub fn loses_exchange(&self, mv: Move) -> bool {
        if !matches!(mv.kind, MoveKind::Normal) {
            return false;
        }
        let Some((_, victim)) = self.captured(mv) else {
            return false;
        };
        let value = |piece: Piece| piece.role().map_or(0, |role| PIECE_VALUES[role as usize]);
        let attacker = self.board[mv.from as usize];
        attacker.role() != Some(Role::King)
            && value(victim) < value(attacker)
            && self.attacked_by(mv.to, self.turn.opponent(), mv.from)
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
    use super::super::weights::{Score, Weights};
    use crate::games::chess::Chess;
    use crate::Game;

    const NONE: Weights = Weights::NONE;

    fn evaluate(fen: &str, weights: Weights) -> i32 {
        Chess::from_position(&Default::default(), fen)
            .expect("a legal position")
            .core()
            .evaluate_with(&weights)
    }

    #[test]
    fn passed_pawns_count_by_the_rank_they_stand_on() {
        let mut passed = Weights { ..NONE };
        passed.passed_pawn = Score::flat_each([0, 1, 2, 3, 4, 5, 6, 7]);
        // d5 stands on its fifth rank (4 from its edge); Black's e4 on its
        // fifth and a2 on its seventh: each pawn is past the others.
        assert_eq!(evaluate("4k3/8/8/3P4/4p3/8/p7/4K3 w - - 0 1", passed.clone()), 4 - 4 - 6);
        // A pawn ahead on the file beside it stops each of d5 and e6.
        assert_eq!(evaluate("4k3/8/4p3/3P4/8/8/8/4K3 b - - 0 1", passed), 0);
    }

    #[test]
    fn doubled_and_isolated_pawns_cost_for_each_pawn() {
        let structure = Weights {
            doubled_pawn: Score::flat(-10),
            isolated_pawn: Score::flat(-1),
            ..NONE
        };
        // a2 and a3: one doubled, both isolated; Black's f7 g7 neither.
        assert_eq!(evaluate("4k3/5pp1/8/8/8/P7/P7/4K3 w - - 0 1", structure.clone()), -12);
        assert_eq!(evaluate("4k3/5pp1/8/8/8/P7/P7/4K3 b - - 0 1", structure), 12);
    }

    #[test]
    fn rooks_on_open_and_half_open_files_bishop_pairs_and_kings_in_the_endgame() {
        let rooks = Weights {
            rook_open_file: Score::flat(10),
            rook_half_open_file: Score::flat(1),
            ..NONE
        };
        // a1 on a file with Black's pawn only, h1 on a file with no pawn.
        assert_eq!(evaluate("4k3/p7/8/8/8/8/8/R3K2R w - - 0 1", rooks), 11);
        let pair = Weights { bishop_pair: Score::flat(7), ..NONE };
        assert_eq!(evaluate("2b1kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", pair), -7);
        // With no queen against it a king counts its steps to the centre: e4
        // is in the middle (8), e8 on the edge (5); Black's queen keeps
        // White's king from counting.
        let king = Weights { king_centre_endgame: Score::flat(1), ..NONE };
        assert_eq!(evaluate("4k3/8/8/8/4K3/8/8/8 w - - 0 1", king.clone()), 8 - 5);
        assert_eq!(evaluate("4k3/8/8/8/4K3/8/8/q7 w - - 0 1", king), -5);
    }

    #[test]
    fn the_phase_blends_middlegame_and_endgame_values() {
        // A knight worth 300 with every piece on, 200 with none.
        let mut knight = Weights { ..NONE };
        knight.piece[2] = Score::new(300, 200);
        // The start: full phase, knights even.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(evaluate(start, knight.clone()), 0);
        // Black without its b8 knight: the phase is 23 of 24.
        let less = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(evaluate(less, knight.clone()), (300 * 23 + 200) / 24);
        // A knight alone: phase 1.
        assert_eq!(evaluate("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", knight), (300 + 200 * 23) / 24);
    }

    #[test]
    fn pieces_count_the_squares_they_reach_and_attack_next_to_the_enemy_king() {
        let mut reach = Weights { ..NONE };
        reach.mobility[4] = Score::flat(1);
        reach.king_attack[4] = Score::flat(100);
        // The rook on h1 reaches h2-h8 (7) and g1-f1 (2, the king on e1
        // stops it); of the squares round Black's king on g8 it attacks h7
        // and h8.
        assert_eq!(evaluate("6k1/8/8/8/8/8/8/4K2R w - - 0 1", reach.clone()), 9 + 200);
        // Black's own pawn on h7 stops the rook there: h2-h6 and h7 (an
        // enemy), 6; h7 is the only square of the zone it attacks.
        assert_eq!(evaluate("6k1/7p/8/8/8/8/8/4K2R w - - 0 1", reach), 6 + 2 + 100);
    }

    #[test]
    fn placement_tables_read_each_square_from_its_own_side() {
        let mut placement = Weights { ..NONE };
        // The knight's table: 10 on the d-file's band of the third rank.
        placement.placement[2][2 * 4 + 3] = Score::flat(10);
        // White's knight on e3 and Black's on d6 stand on the same band.
        assert_eq!(evaluate("4k3/8/3n4/8/8/4N3/8/4K3 w - - 0 1", placement.clone()), 0);
        assert_eq!(evaluate("4k3/8/8/3n4/8/4N3/8/4K3 w - - 0 1", placement), 10);
    }

    #[test]
    fn a_capture_loses_the_exchange_when_a_lesser_piece_defended_is_taken() {
        let loses = |fen: &str, mv: &str| {
            let game = Chess::from_position(&Default::default(), fen).expect("a legal position");
            let mv = game.parse_move(mv).expect("a legal move");
            game.core().loses_exchange(mv)
        };
        // The queen takes a pawn that a pawn defends; undefended, it wins it.
        assert!(loses("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"));
        assert!(!loses("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"));
        // A pawn takes a pawn, or a knight, defended or not: never a loss.
        assert!(!loses("4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
        assert!(!loses("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
        // A rook behind the pawn defends it; so does one behind the queen,
        // once the queen has left its square.
        assert!(loses("3rk3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"));
        assert!(loses("4k3/8/8/3p4/3Q4/8/7K/3r4 w - - 0 1", "d4d5"));
        // The king takes what it can: a defended piece is no legal capture.
        assert!(!loses("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2"));
    }
}
