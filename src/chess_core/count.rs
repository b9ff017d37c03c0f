//! Counting the legal moves without making them (perft's last ply, and
//! whether a side has a move at all): the targets of each piece as a set,
//! counted by its size, on boards of 64 squares or fewer (chess, The One
//! Ring), where a set is a single `u64` word. (Generic over the set, but
//! with three-word `SquareSet`s DoubleEIGHTEEN-STONEchess measured no
//! faster: its stone moves are tried one by one.) Positions with the Ring
//! on the board or being chosen are left to the move-by-move generator, as
//! are en-passant captures and stone moves.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

use super::geometry::{is_diagonal, Geometry, RISES};
use super::movegen::MoveCount;
use super::piece::{Colour, Role};
use super::position::Position;
use super::square_set::SquareSet;

/// A set of squares as the counting works on it.
pub(super) trait Bits:
    Copy
    + PartialEq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    const EMPTY: Self;
    /// The set of a `SquareSet`'s squares (all of which fit).
    fn narrow(set: SquareSet) -> Self;
    fn first(self) -> Option<u8>;
    fn last(self) -> Option<u8>;
    /// The lowest square, taken out of the set.
    fn pop(&mut self) -> Option<u8>;
    fn len(self) -> usize;
    fn contains(self, square: u8) -> bool;
    fn insert(&mut self, square: u8);
    fn ray_set(geometry: &Geometry, square: u8, direction: usize) -> Self;
    fn knight(geometry: &Geometry, square: u8) -> Self;
    fn king(geometry: &Geometry, square: u8) -> Self;
    fn pawn_captures(geometry: &Geometry, colour: Colour, square: u8) -> Self;

    #[inline]
    fn is_empty(self) -> bool {
        self == Self::EMPTY
    }
}

impl Bits for u64 {
    const EMPTY: u64 = 0;

    #[inline]
    fn narrow(set: SquareSet) -> u64 {
        set.low_word()
    }

    #[inline]
    fn first(self) -> Option<u8> {
        (self != 0).then(|| self.trailing_zeros() as u8)
    }

    #[inline]
    fn last(self) -> Option<u8> {
        (self != 0).then(|| 63 - self.leading_zeros() as u8)
    }

    #[inline]
    fn pop(&mut self) -> Option<u8> {
        let square = self.first()?;
        *self &= *self - 1;
        Some(square)
    }

    #[inline]
    fn len(self) -> usize {
        self.count_ones() as usize
    }

    #[inline]
    fn contains(self, square: u8) -> bool {
        square < 64 && self >> square & 1 != 0
    }

    #[inline]
    fn insert(&mut self, square: u8) {
        *self |= 1 << (square & 63);
    }

    #[inline]
    fn ray_set(geometry: &Geometry, square: u8, direction: usize) -> u64 {
        geometry.small.ray_sets[square as usize][direction & 7]
    }

    #[inline]
    fn knight(geometry: &Geometry, square: u8) -> u64 {
        geometry.small.knight[square as usize]
    }

    #[inline]
    fn king(geometry: &Geometry, square: u8) -> u64 {
        geometry.small.king[square as usize]
    }

    #[inline]
    fn pawn_captures(geometry: &Geometry, colour: Colour, square: u8) -> u64 {
        geometry.small.pawn_captures[colour.index()][square as usize]
    }
}

/// Sums the sizes of many sets. Where there is no population count
/// instruction (x86-64's baseline: a dozen operations each) each set is
/// added square by square into bit planes, a binary counter per square, and
/// only the planes are counted at the end; five planes count to 31, more
/// pieces than can reach one square. Wasm and processors with the
/// instruction count each set.
struct Tally<B> {
    planes: [B; 5],
    total: u64,
}

/// Whether sets are counted one by one (see `Tally`).
const POPCOUNT: bool = cfg!(any(
    target_arch = "wasm32",
    target_arch = "aarch64",
    target_feature = "popcnt"
));

impl<B: Bits> Tally<B> {
    #[inline]
    fn new() -> Tally<B> {
        Tally {
            planes: [B::EMPTY; 5],
            total: 0,
        }
    }

    #[inline]
    fn add(&mut self, set: B) {
        if POPCOUNT {
            self.total += set.len() as u64;
            return;
        }
        let mut carry = set;
        for plane in &mut self.planes {
            let next = *plane & carry;
            *plane = *plane ^ carry;
            carry = next;
        }
    }

    #[inline]
    fn total(&self) -> u64 {
        let mut total = self.total;
        if !POPCOUNT {
            for (bit, plane) in self.planes.iter().enumerate() {
                total += (plane.len() as u64) << bit;
            }
        }
        total
    }
}

/// The first square of `set` on the ray from `square` in `direction`.
#[inline]
fn nearest<B: Bits>(geometry: &Geometry, square: u8, direction: usize, set: B) -> Option<u8> {
    let on_ray = B::ray_set(geometry, square, direction) & set;
    if RISES[direction & 7] {
        on_ray.first()
    } else {
        on_ray.last()
    }
}

/// The squares a slider on `square` reaches in `directions`, up to and
/// including the first square of `occupied` in each.
#[inline]
fn slide<B: Bits>(
    geometry: &Geometry,
    square: u8,
    directions: std::ops::Range<usize>,
    occupied: B,
) -> B {
    let mut targets = B::EMPTY;
    for direction in directions {
        let ray = B::ray_set(geometry, square, direction);
        targets |= match nearest(geometry, square, direction, occupied) {
            Some(blocker) => ray & !B::ray_set(geometry, blocker, direction),
            None => ray,
        };
    }
    targets
}

/// The pieces of the side not to move, for asking whether they attack a
/// square.
struct Attackers<B> {
    knights: B,
    pawns: B,
    king: u8,
    orthogonal: B,
    diagonal: B,
}

impl<B: Bits> Attackers<B> {
    /// Whether they attack `to` (for the side `us`), with `occupied` the
    /// squares that block their lines. Not inlined: one copy in the wasm.
    #[inline(never)]
    fn attack(&self, geometry: &Geometry, us: Colour, to: u8, occupied: B) -> bool {
        !(B::knight(geometry, to) & self.knights).is_empty()
            || !(B::pawn_captures(geometry, us, to) & self.pawns).is_empty()
            || B::king(geometry, to).contains(self.king)
            || (0..8).any(|direction| {
                let sliders = if is_diagonal(direction) {
                    self.diagonal
                } else {
                    self.orthogonal
                };
                !(B::ray_set(geometry, to, direction) & sliders).is_empty()
                    && nearest(geometry, to, direction, occupied)
                        .is_some_and(|square| sliders.contains(square))
            })
    }
}

impl Position {
    /// The number of legal moves, counted by sets; not for a position where
    /// the Ring is being chosen, is worn or is destroyed.
    pub(super) fn count_by_sets<B: Bits>(&self) -> u64 {
        let us = self.turn;
        let them = us.opponent();
        let geometry = self.geometry();
        let king = self.king(us);
        let ours = B::narrow(self.occupied[us.index()]);
        let theirs = B::narrow(self.occupied[them.index()]);
        let stones = B::narrow(self.stones);
        let occupied = ours | theirs | stones;
        let role = |role: Role| B::narrow(self.by_role[role as usize]);
        let queens = role(Role::Queen);
        let orthogonal = (role(Role::Rook) | queens) & theirs;
        let diagonal = (role(Role::Bishop) | queens) & theirs;

        // Checks and pins, from the king outwards.
        let mut checkers = 0;
        let mut check_mask = !B::EMPTY;
        let mut pinned = B::EMPTY;
        let mut pins = [(u8::MAX, 0u8); 8];
        let mut pin_count = 0;
        for direction in 0..8 {
            let sliders = if is_diagonal(direction) {
                diagonal
            } else {
                orthogonal
            };
            let ray = B::ray_set(geometry, king, direction);
            if (ray & sliders).is_empty() {
                continue;
            }
            let Some(first) = nearest(geometry, king, direction, occupied) else {
                continue;
            };
            if sliders.contains(first) {
                checkers += 1;
                check_mask = ray & !B::ray_set(geometry, first, direction);
            } else if ours.contains(first)
                && nearest(geometry, first, direction, occupied)
                    .is_some_and(|second| sliders.contains(second))
            {
                pinned.insert(first);
                pins[pin_count] = (first, direction as u8);
                pin_count += 1;
            }
        }
        for leapers in [
            B::knight(geometry, king) & theirs & role(Role::Knight),
            B::pawn_captures(geometry, us, king) & theirs & role(Role::Pawn),
        ] {
            if !leapers.is_empty() {
                checkers += leapers.len();
                check_mask = leapers;
            }
        }

        let mut count = MoveCount(0);
        let mut tally = Tally::new();
        let free = !(ours | stones);
        if checkers < 2 {
            let allowed = check_mask & free;
            let pin_line = |square: u8| {
                let (_, direction) = pins[..pin_count]
                    .iter()
                    .find(|(pinned, _)| *pinned == square)
                    .copied()
                    .unwrap_or((0, 0));
                B::ray_set(geometry, king, direction as usize)
            };
            let allowed_from = |square: u8| match pinned.contains(square) {
                true => allowed & pin_line(square),
                false => allowed,
            };
            let mut knights = ours & role(Role::Knight) & !pinned;
            while let Some(from) = knights.pop() {
                tally.add(B::knight(geometry, from) & allowed);
            }
            for (sliding, directions) in [
                (role(Role::Bishop), 4..8),
                (role(Role::Rook), 0..4),
                (queens, 0..8),
            ] {
                let mut sliders = ours & sliding;
                while let Some(from) = sliders.pop() {
                    let targets = slide(geometry, from, directions.clone(), occupied);
                    tally.add(targets & allowed_from(from));
                }
            }
            let promotion_zone = B::narrow(self.rules.promotion_zone[us.index()]);
            let extra_promotions = self.rules.promotion_roles.len() as u64 - 1;
            let double_step = self.rules.double_step[us.index()];
            let mut pawns = ours & role(Role::Pawn);
            while let Some(from) = pawns.pop() {
                let mut targets = B::pawn_captures(geometry, us, from) & theirs;
                if let Some(step) = geometry.pawn_push(us, from) {
                    if !occupied.contains(step) {
                        targets.insert(step);
                        if double_step.contains(from) {
                            if let Some(double) = geometry.pawn_push(us, step) {
                                if !occupied.contains(double) {
                                    targets.insert(double);
                                }
                            }
                        }
                    }
                }
                targets &= allowed_from(from);
                tally.add(targets);
                let promotions = targets & promotion_zone;
                if !promotions.is_empty() {
                    count.0 += promotions.len() as u64 * extra_promotions;
                }
                if self.en_passant.is_some() {
                    self.en_passant_capture(from, &mut count);
                }
            }
        }

        // The king's steps, each onto a square no enemy piece attacks with
        // the king gone from its own.
        let attackers = Attackers {
            knights: theirs & role(Role::Knight),
            pawns: theirs & role(Role::Pawn),
            king: self.king(them),
            orthogonal,
            diagonal,
        };
        let attacked = |to: u8, occupied: B| attackers.attack(geometry, us, to, occupied);
        let mut steps = B::king(geometry, king) & free;
        let mut king_square = B::EMPTY;
        king_square.insert(king);
        let without_king = occupied & !king_square;
        while let Some(to) = steps.pop() {
            if !attacked(to, without_king) {
                count.0 += 1;
            }
        }
        if checkers == 0 && self.castling != 0 {
            for (index, castling) in self.rules.castlings.iter().enumerate() {
                if self.castling & (1 << index) == 0
                    || castling.colour != us
                    || !(B::narrow(castling.must_be_empty) & occupied).is_empty()
                {
                    continue;
                }
                let mut path = B::narrow(castling.king_path);
                let mut safe = true;
                while let Some(square) = path.pop() {
                    if attacked(square, occupied) {
                        safe = false;
                        break;
                    }
                }
                // Once the rook has moved too (on a wide board it can stand
                // between an enemy slider and the king's new square): only
                // the sliders' lines change.
                let mut after = occupied;
                for square in [castling.king_from, castling.rook_from] {
                    let mut bit = B::EMPTY;
                    bit.insert(square);
                    after &= !bit;
                }
                after.insert(castling.rook_to);
                after.insert(castling.king_to);
                if safe
                    && !(0..8).any(|direction| {
                        let sliders = if is_diagonal(direction) {
                            diagonal
                        } else {
                            orthogonal
                        };
                        nearest(geometry, castling.king_to, direction, after)
                            .is_some_and(|square| sliders.contains(square))
                    })
                {
                    count.0 += 1;
                }
            }
        }
        if cfg!(feature = "double-eighteen-stone") && self.rules.stone_moves {
            self.stone_moves(&mut count);
        }
        count.0 + tally.total()
    }
}
