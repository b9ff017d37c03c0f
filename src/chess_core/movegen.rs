//! Legal move generation. Checks and pins are found once from the king
//! outwards, so that ordinary moves need no trial; the rare moves whose
//! safety that cannot settle (en passant, corruption) are tried on a copy.

use super::geometry::{is_diagonal, NO_SQUARE};
use super::piece::{Colour, Role};
use super::position::{Move, MoveKind, Position, Ring};
use super::square_set::SquareSet;
use crate::message;
use crate::message::Message;

/// How the king of the side to move stands: what checks it, and which of
/// its pieces are pinned to it.
struct KingSafety {
    checkers: usize,
    /// Where a piece other than the king may move: anywhere when not in
    /// check; onto the checker or between it and the king in a single check.
    check_mask: SquareSet,
    pinned: SquareSet,
    /// Each pinned piece with the direction from the king to it: it may
    /// move only along that line.
    pins: [(u8, u8); 8],
}

impl KingSafety {
    #[inline]
    fn pin_direction(&self, square: u8) -> usize {
        self.pins
            .iter()
            .find(|(pinned, _)| *pinned == square)
            .map_or(0, |&(_, direction)| direction as usize)
    }
}

/// Which of the chess core's games are built in: those of 64 squares or
/// fewer (chess, The One Ring), the Ring's, and a larger board's
/// (DoubleEIGHTEEN-STONEchess, where counting by three-word sets measured no
/// faster: its stone moves are tried one by one).
const SMALL_BOARDS: bool = cfg!(any(feature = "chess", feature = "one-ring"));
const THE_RING: bool = cfg!(feature = "one-ring");
const LARGE_BOARDS: bool = cfg!(feature = "double-eighteen-stone");

/// Where generated moves go: a list, or (for perft's last level) a count.
pub trait MoveSink {
    fn push(&mut self, mv: Move);
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn push(&mut self, mv: Move) {
        Vec::push(self, mv);
    }
}

pub(super) struct MoveCount(pub(super) u64);

impl MoveSink for MoveCount {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
}

impl Position {
    /// Puts the legal moves in `moves`, cleared first.
    pub fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        self.generate(moves);
    }

    /// How many legal moves there are.
    pub fn count_legal_moves(&self) -> u64 {
        // Counted by sets (count.rs) on boards of 64 squares or fewer,
        // unless the Ring is on the board or being chosen. A game's wasm
        // carries only what its board needs: chess's no move-by-move count.
        if !THE_RING && !LARGE_BOARDS {
            return self.count_by_sets::<u64>();
        }
        // The sets know nothing of facing kings.
        let by_sets = !matches!(self.ring, Ring::Worn(_) | Ring::Choosing | Ring::Destroyed)
            && !self.rules.facing_kings;
        if SMALL_BOARDS && by_sets && self.geometry().fits_u64() {
            return self.count_by_sets::<u64>();
        }
        let mut count = MoveCount(0);
        self.generate(&mut count);
        count.0
    }

    fn generate<S: MoveSink>(&self, moves: &mut S) {
        match self.ring {
            Ring::Choosing => {
                for square in self.ring_choices() {
                    moves.push(Move::on(square, MoveKind::RingChoice));
                }
                return;
            }
            Ring::Destroyed => return,
            _ => {}
        }
        let us = self.turn;
        let safety = self.king_safety();
        let corruptible = match us {
            Colour::Black => self
                .ring_wearer(Colour::White)
                .filter(|&square| self.corrupts(square)),
            Colour::White => None,
        };
        if safety.checkers < 2 {
            for square in self.occupied[us.index()] {
                if square != self.king(us) {
                    self.piece_moves(square, &safety, corruptible, moves);
                }
            }
        }
        self.king_moves(safety.checkers, corruptible, moves);
        if self.rules.stone_moves {
            self.stone_moves(moves);
        }
        if let Some(wearer) = self.ring_wearer(Colour::White) {
            if us == Colour::White && self.rules.promotion_zone[us.index()].contains(wearer) {
                moves.push(Move::on(wearer, MoveKind::RingDestroy));
            }
        }
    }

    fn king_safety(&self) -> KingSafety {
        let us = self.turn;
        let them = us.opponent();
        let geometry = self.geometry();
        let king = self.king(us);
        let ours = self.occupied[us.index()];
        let theirs = self.occupied[them.index()];
        let mut safety = KingSafety {
            checkers: 0,
            check_mask: !SquareSet::EMPTY,
            pinned: SquareSet::EMPTY,
            pins: [(NO_SQUARE, 0); 8],
        };
        let mut pin_count = 0;
        // A Ring-wearer may check in two ways at once: it is still one checker.
        let mut checker_squares = SquareSet::EMPTY;
        let mut add_checker = |safety: &mut KingSafety, checker: u8, line: SquareSet| {
            if !checker_squares.contains(checker) {
                checker_squares.insert(checker);
                safety.checkers += 1;
                safety.check_mask = line;
            }
        };
        let orthogonal = self.sliders(them, false);
        let diagonal = self.sliders(them, true);
        let facing = self.facing_king(them);
        for direction in 0..8 {
            let mut sliders = [orthogonal, diagonal][is_diagonal(direction) as usize];
            if direction < 2 {
                sliders |= facing;
            }
            if (geometry.ray_set(king, direction) & sliders).is_empty() {
                continue;
            }
            let ray = geometry.ray(king, direction);
            let mut shield = NO_SQUARE;
            for (i, &square) in ray.iter().enumerate() {
                if self.board[square as usize].is_empty() {
                    continue;
                }
                if sliders.contains(square) {
                    if shield == NO_SQUARE {
                        add_checker(
                            &mut safety,
                            square,
                            SquareSet::from_squares(ray[..=i].iter().copied()),
                        );
                    } else {
                        safety.pinned.insert(shield);
                        safety.pins[pin_count] = (shield, direction as u8);
                        pin_count += 1;
                    }
                    break;
                }
                if ours.contains(square) && shield == NO_SQUARE {
                    shield = square;
                    continue;
                }
                break;
            }
        }
        for square in geometry.knight(king) & theirs & self.by_role[Role::Knight as usize] {
            add_checker(&mut safety, square, SquareSet::from_squares([square]));
        }
        for square in geometry.pawn_captures(us, king) & theirs & self.by_role[Role::Pawn as usize]
        {
            add_checker(&mut safety, square, SquareSet::from_squares([square]));
        }
        if them == Colour::White {
            if let Some(wearer) = self.ring_wearer(them) {
                if geometry.ring_steps(them, wearer).contains(king) {
                    add_checker(&mut safety, wearer, SquareSet::from_squares([wearer]));
                }
            }
        }
        if safety.checkers > 1 {
            safety.check_mask = SquareSet::EMPTY;
        }
        safety
    }

    /// The squares a slider on `from` reaches in the given directions,
    /// captures included.
    fn slide(&self, from: u8, directions: std::ops::Range<usize>) -> SquareSet {
        let mut targets = SquareSet::EMPTY;
        self.for_each_slide_target(from, directions, |to| targets.insert(to));
        targets
    }

    #[inline]
    fn for_each_slide_target(
        &self,
        from: u8,
        directions: std::ops::Range<usize>,
        mut target: impl FnMut(u8),
    ) {
        let them = self.turn.opponent();
        for direction in directions {
            for &square in self.geometry().ray(from, direction) {
                let piece = self.board[square as usize];
                if piece.is_empty() {
                    target(square);
                    continue;
                }
                if piece.is_of(them) {
                    target(square);
                }
                break;
            }
        }
    }

    /// Adds the pawn on `from`'s en-passant capture if there is one and it
    /// is safe (the capture empties two squares, which pins do not cover);
    /// returns the en-passant square it goes to.
    pub(super) fn en_passant_capture<S: MoveSink>(&self, from: u8, moves: &mut S) -> Option<u8> {
        let square = self.en_passant?;
        if !self
            .geometry()
            .pawn_captures(self.turn, from)
            .contains(square)
        {
            return None;
        }
        let capture = Move {
            from,
            to: square,
            kind: MoveKind::Normal,
        };
        self.push_if_safe(capture, moves);
        Some(square)
    }

    /// The Ring's added moves for its wearer on `from`.
    fn ring_targets(&self, from: u8) -> SquareSet {
        match self.turn {
            Colour::White => {
                self.geometry().ring_steps(Colour::White, from)
                    & !(self.occupied[Colour::White.index()] | self.stones)
            }
            Colour::Black => self.slide(from, 0..8),
        }
    }

    fn piece_moves<S: MoveSink>(
        &self,
        from: u8,
        safety: &KingSafety,
        corruptible: Option<u8>,
        moves: &mut S,
    ) {
        let us = self.turn;
        let geometry = self.geometry();
        let piece = self.board[from as usize];
        let Some(role) = piece.role() else { return };
        let pinned = safety.pinned.contains(from);
        if self.ring != Ring::Worn(from) && corruptible.is_none() {
            // The common case, without building a set of targets first.
            let allowed = match pinned {
                true => {
                    safety.check_mask & geometry.ray_set(self.king(us), safety.pin_direction(from))
                }
                false => safety.check_mask,
            };
            let unrestricted = safety.checkers == 0 && !pinned;
            let mut push = |to: u8| {
                if unrestricted || allowed.contains(to) {
                    self.each_move_to(from, to, role, |mv| moves.push(mv));
                }
            };
            let directions = match role {
                Role::Knight => {
                    for to in geometry.knight(from) & !(self.occupied[us.index()] | self.stones) {
                        push(to);
                    }
                    return;
                }
                Role::Pawn => {
                    self.for_each_pawn_target(from, &mut push);
                    self.en_passant_capture(from, moves);
                    return;
                }
                Role::Bishop => 4..8,
                Role::Rook => 0..4,
                _ => 0..8,
            };
            self.for_each_slide_target(from, directions, push);
            return;
        }
        let mut targets = match role {
            Role::Knight => geometry.knight(from) & !(self.occupied[us.index()] | self.stones),
            Role::Bishop => self.slide(from, 4..8),
            Role::Rook => self.slide(from, 0..4),
            Role::Queen => self.slide(from, 0..8),
            Role::Pawn => self.pawn_targets(from),
            Role::King => return,
        };
        if self.ring == Ring::Worn(from) {
            targets |= self.ring_targets(from);
        }
        if role == Role::Pawn {
            // A wearer's step onto the en-passant square is that capture too.
            if let Some(square) = self.en_passant_capture(from, moves) {
                targets.remove(square);
            }
        }
        if let Some(wearer) = corruptible.filter(|&w| targets.contains(w)) {
            targets.remove(wearer);
            self.each_move_to(from, wearer, role, |mv| self.push_if_safe(mv, moves));
        }
        targets &= safety.check_mask;
        if pinned {
            targets &= geometry.ray_set(self.king(us), safety.pin_direction(from));
        }
        for to in targets {
            self.each_move_to(from, to, role, |mv| moves.push(mv));
        }
    }

    /// A pawn's steps forward and its captures, en passant apart.
    fn pawn_targets(&self, from: u8) -> SquareSet {
        let mut targets = SquareSet::EMPTY;
        self.for_each_pawn_target(from, |to| targets.insert(to));
        targets
    }

    #[inline]
    fn for_each_pawn_target(&self, from: u8, mut target: impl FnMut(u8)) {
        let us = self.turn;
        let geometry = self.geometry();
        for to in geometry.pawn_captures(us, from) & self.occupied[us.opponent().index()] {
            target(to);
        }
        let Some(step) = geometry.pawn_push(us, from) else {
            return;
        };
        if !self.board[step as usize].is_empty() {
            return;
        }
        target(step);
        if self.rules.double_step[us.index()].contains(from) {
            if let Some(double) = geometry.pawn_push(us, step) {
                if self.board[double as usize].is_empty() {
                    target(double);
                }
            }
        }
    }

    /// The move from `from` to `to`, or one per promotion where a pawn ends
    /// in its promotion zone.
    #[inline]
    fn each_move_to(&self, from: u8, to: u8, role: Role, mut add: impl FnMut(Move)) {
        if role == Role::Pawn && self.rules.promotion_zone[self.turn.index()].contains(to) {
            for &promotion in self.rules.promotion_roles {
                add(Move {
                    from,
                    to,
                    kind: MoveKind::Promotion(promotion),
                });
            }
        } else {
            add(Move {
                from,
                to,
                kind: MoveKind::Normal,
            });
        }
    }

    pub(super) fn push_if_safe<S: MoveSink>(&self, mv: Move, moves: &mut S) {
        let mut next = *self;
        next.play(mv);
        if !next.attacked_by(next.king(self.turn), self.turn.opponent(), NO_SQUARE) {
            moves.push(mv);
        }
    }

    fn king_moves<S: MoveSink>(&self, checkers: usize, corruptible: Option<u8>, moves: &mut S) {
        let us = self.turn;
        let them = us.opponent();
        let king = self.king(us);
        let mut targets = self.geometry().king(king) & !(self.occupied[us.index()] | self.stones);
        if self.ring == Ring::Worn(king) {
            targets |= self.ring_targets(king);
        }
        if let Some(wearer) = corruptible.filter(|&w| targets.contains(w)) {
            targets.remove(wearer);
            self.push_if_safe(
                Move {
                    from: king,
                    to: wearer,
                    kind: MoveKind::Normal,
                },
                moves,
            );
        }
        let sliders = [self.sliders(them, false), self.sliders(them, true)];
        for to in targets {
            if !self.attacked_by_sliders(to, them, king, sliders) {
                moves.push(Move {
                    from: king,
                    to,
                    kind: MoveKind::Normal,
                });
            }
        }
        if checkers > 0 {
            return;
        }
        let occupied = self.all_occupied();
        for (index, castling) in self.rules.castlings.iter().enumerate() {
            if self.castling & (1 << index) != 0
                && castling.colour == us
                && (castling.must_be_empty & occupied).is_empty()
                && castling
                    .king_path
                    .into_iter()
                    .all(|square| !self.attacked_by_sliders(square, them, NO_SQUARE, sliders))
            {
                // Tried on a copy: on a wide board the castling rook can stand
                // between an enemy piece and the king's new square, and the
                // king must not be left in check once the rook has moved.
                self.push_if_safe(
                    Move {
                        from: castling.king_from,
                        to: castling.king_to,
                        kind: MoveKind::Castle(index as u8),
                    },
                    moves,
                );
            }
        }
    }

    /// Why the piece of the side to move on `from` may not go to `to`, where
    /// the reason is the king's safety: a move the piece could make but for
    /// a check or a pin, a king's step or castling onto, through or out of
    /// an attack. `None` for moves that are legal, or that the piece cannot
    /// make at all.
    pub fn why_not_move(&self, from: u8, to: u8) -> Option<Message> {
        let us = self.turn;
        let piece = self.board[from as usize];
        if piece.colour() != Some(us) || self.ring == Ring::Choosing {
            return None;
        }
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if legal.iter().any(|mv| mv.from == from && mv.to == to) {
            return None;
        }
        if piece.role() == Some(Role::King) {
            let castling = self
                .rules
                .castlings
                .iter()
                .enumerate()
                .find(|(_, castling)| castling.colour == us && castling.king_from == from && castling.king_to == to);
            if let Some((index, castling)) = castling {
                return Some(if self.castling & (1 << index) == 0 {
                    message!("refusal-castling-gone", "The king or that rook has moved: that castling is gone.")
                } else if !(castling.must_be_empty & self.all_occupied()).is_empty() {
                    message!(
                        "refusal-castling-blocked",
                        "To castle, every square between the king and the rook must be empty."
                    )
                } else if self.in_check() {
                    message!("refusal-castling-in-check", "The king may not castle out of check.")
                } else {
                    message!(
                        "refusal-castling-attacked",
                        "The king may not castle through or onto a square an enemy piece attacks."
                    )
                });
            }
            let own = self.occupied[us.index()] | self.stones;
            return (self.geometry().king(from).contains(to) && !own.contains(to))
                .then(|| message!("refusal-king-attacked", "The king may not move onto a square an enemy piece attacks."));
        }
        let unrestricted = KingSafety {
            checkers: 0,
            check_mask: !SquareSet::EMPTY,
            pinned: SquareSet::EMPTY,
            pins: [(NO_SQUARE, 0); 8],
        };
        let mut pseudo = Vec::new();
        self.piece_moves(from, &unrestricted, None, &mut pseudo);
        if !pseudo.iter().any(|mv| mv.to == to) {
            return None;
        }
        Some(if self.in_check() {
            message!("refusal-in-check", "Your king is in check: this move does not get it out of check.")
        } else {
            message!("refusal-pinned", "That would leave your king in check: this piece is pinned to it.")
        })
    }

    /// Counts the move sequences of `depth` moves, the standard check of a
    /// move generator; repetition and the fifty-move rule do not cut it short.
    pub fn perft(&self, depth: usize) -> u64 {
        let mut buffers = vec![Vec::with_capacity(64); depth.max(1)];
        self.perft_with(depth, &mut buffers)
    }

    fn perft_with(&self, depth: usize, buffers: &mut [Vec<Move>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.count_legal_moves();
        }
        let (moves, deeper) = buffers.split_first_mut().expect("a buffer per level");
        self.legal_moves(moves);
        let mut total = 0;
        for &mv in moves.iter() {
            let mut next = *self;
            next.play(mv);
            total += next.perft_with(depth - 1, deeper);
        }
        total
    }
}
