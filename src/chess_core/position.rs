//! A chess position on any board: the pieces, whose turn it is, castling
//! rights, en passant, the move counters and the Ring. Moves are played on a
//! copy (the position is small and `Copy`).

use std::hash::Hash;

use super::geometry::{is_diagonal, Geometry, MAX_SQUARES, NO_SQUARE};
use super::piece::{Colour, Piece, Role};
use super::rules::Rules;
use super::square_set::SquareSet;

/// Where The One Ring is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ring {
    /// The game has no Ring.
    NotInGame,
    /// Off the board until the first White piece is captured.
    Waiting,
    /// White must now choose a pawn to wear it.
    Choosing,
    /// Worn by the piece on this square.
    Worn(u8),
    /// It was due when White had no pawn: it never enters.
    Never,
    /// White destroyed it and won.
    Destroyed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    Promotion(Role),
    /// Castling by the rules' castling of this index.
    Castle(u8),
    /// White puts the Ring on the pawn on `to`; White moves again.
    RingChoice,
    /// The Ring-wearer on `to` destroys the Ring.
    RingDestroy,
    /// The mover's piece on `from` changes places with the stone on `to`; a
    /// pawn that lands on its last rank promotes.
    Swap(Option<Role>),
    /// The end stone of a line on `from` moves to `to`, just past the line's
    /// other end.
    StoneLine,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub kind: MoveKind,
}

impl Move {
    pub fn on(square: u8, kind: MoveKind) -> Move {
        Move {
            from: square,
            to: square,
            kind,
        }
    }
}

#[derive(Clone, Copy)]
pub struct Position {
    pub(super) rules: &'static Rules,
    pub(super) board: [Piece; MAX_SQUARES],
    pub(super) occupied: [SquareSet; 2],
    /// The pieces of each role, both colours, indexed by `Role as usize`.
    pub(super) by_role: [SquareSet; 7],
    pub(super) stones: SquareSet,
    pub(super) kings: [u8; 2],
    pub(super) turn: Colour,
    /// Bit i: castling i of the rules is still possible.
    pub(super) castling: u8,
    /// The square a pawn passed over in a double step on the last move.
    pub(super) en_passant: Option<u8>,
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
    pub(super) ring: Ring,
    /// The stone move of the previous ply, as (the square the stone left,
    /// the square it went to): the no-undo rule forbids its reverse.
    pub(super) last_stone_move: Option<(u8, u8)>,
    /// The Zobrist key of the pieces and stones, kept up to date by `put`
    /// and `clear`.
    pub(super) pieces_key: u64,
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.to_text())
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        std::ptr::eq(self.rules, other.rules) && self.to_text() == other.to_text()
    }
}

impl Position {
    pub(super) fn empty(rules: &'static Rules) -> Position {
        Position {
            rules,
            board: [Piece::EMPTY; MAX_SQUARES],
            occupied: [SquareSet::EMPTY; 2],
            by_role: [SquareSet::EMPTY; 7],
            stones: SquareSet::EMPTY,
            kings: [NO_SQUARE; 2],
            turn: Colour::White,
            castling: 0,
            en_passant: None,
            halfmoves: 0,
            fullmoves: 1,
            ring: if rules.ring {
                Ring::Waiting
            } else {
                Ring::NotInGame
            },
            last_stone_move: None,
            pieces_key: 0,
        }
    }

    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    pub fn geometry(&self) -> &'static Geometry {
        &self.rules.geometry
    }

    pub fn turn(&self) -> Colour {
        self.turn
    }

    pub fn piece_at(&self, square: u8) -> Piece {
        self.board[square as usize]
    }

    pub fn ring(&self) -> Ring {
        self.ring
    }

    pub fn stones(&self) -> SquareSet {
        self.stones
    }

    /// The stone move of the previous ply: (where the stone was, where it went).
    pub fn last_stone_move(&self) -> Option<(u8, u8)> {
        self.last_stone_move
    }

    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    pub fn king(&self, colour: Colour) -> u8 {
        self.kings[colour.index()]
    }

    pub fn all_occupied(&self) -> SquareSet {
        self.occupied[0] | self.occupied[1] | self.stones
    }

    /// The square of the Ring-wearer, if it is of `colour`.
    #[inline]
    pub fn ring_wearer(&self, colour: Colour) -> Option<u8> {
        match self.ring {
            Ring::Worn(square) if self.occupied[colour.index()].contains(square) => Some(square),
            _ => None,
        }
    }

    fn piece_key(square: u8, piece: Piece) -> u64 {
        crate::ai::cell_key(square as usize, piece.code() as u64)
    }

    pub(super) fn put(&mut self, square: u8, piece: Piece) {
        self.pieces_key ^= Self::piece_key(square, self.board[square as usize]) ^ Self::piece_key(square, piece);
        self.board[square as usize] = piece;
        if piece.is_stone() {
            self.stones.insert(square);
        } else if let (Some(colour), Some(role)) = (piece.colour(), piece.role()) {
            self.occupied[colour.index()].insert(square);
            self.by_role[role as usize].insert(square);
            if role == Role::King {
                self.kings[colour.index()] = square;
            }
        }
    }

    fn clear(&mut self, square: u8) {
        let piece = self.board[square as usize];
        self.pieces_key ^= Self::piece_key(square, piece);
        self.board[square as usize] = Piece::EMPTY;
        if let (Some(colour), Some(role)) = (piece.colour(), piece.role()) {
            self.occupied[colour.index()].remove(square);
            self.by_role[role as usize].remove(square);
        }
        self.stones.remove(square);
    }

    /// The pieces of `colour` that slide along orthogonal (`diagonal` false)
    /// or diagonal lines, Black's Ring-wearer included (it moves as a queen).
    #[inline]
    pub(super) fn sliders(&self, colour: Colour, diagonal: bool) -> SquareSet {
        let role = if diagonal { Role::Bishop } else { Role::Rook };
        let mut sliders = (self.by_role[role as usize] | self.by_role[Role::Queen as usize])
            & self.occupied[colour.index()];
        if colour == Colour::Black {
            if let Some(wearer) = self.ring_wearer(colour) {
                sliders.insert(wearer);
            }
        }
        sliders
    }

    /// `colour`'s king where kings may not face each other: it attacks up
    /// and down its file as a rook, for legality (directions 0 and 1).
    #[inline]
    pub(super) fn facing_king(&self, colour: Colour) -> SquareSet {
        if self.rules.facing_kings {
            SquareSet::from_squares([self.king(colour)])
        } else {
            SquareSet::EMPTY
        }
    }

    pub fn in_check(&self) -> bool {
        self.attacked_by(self.king(self.turn), self.turn.opponent(), NO_SQUARE)
    }

    /// Whether a piece of `by` attacks `target`, with the square `ignoring`
    /// taken as empty (the king that is about to move off a line).
    pub fn attacked_by(&self, target: u8, by: Colour, ignoring: u8) -> bool {
        self.attacked_by_sliders(
            target,
            by,
            ignoring,
            [self.sliders(by, false), self.sliders(by, true)],
        )
    }

    /// `attacked_by` with `by`'s orthogonal and diagonal sliders worked out
    /// already, for asking about several squares.
    #[inline]
    pub(super) fn attacked_by_sliders(
        &self,
        target: u8,
        by: Colour,
        ignoring: u8,
        [orthogonal, diagonal]: [SquareSet; 2],
    ) -> bool {
        let geometry = self.geometry();
        let theirs = self.occupied[by.index()];
        if !(geometry.knight(target) & theirs & self.by_role[Role::Knight as usize]).is_empty() {
            return true;
        }
        let pawns = self.by_role[Role::Pawn as usize];
        if !(geometry.pawn_captures(by.opponent(), target) & theirs & pawns).is_empty() {
            return true;
        }
        if geometry.king(target).contains(self.king(by)) {
            return true;
        }
        if by == Colour::White {
            if let Some(wearer) = self.ring_wearer(by) {
                if wearer != ignoring && geometry.ring_steps(by, wearer).contains(target) {
                    return true;
                }
            }
        }
        for direction in 0..8 {
            let mut sliders = [orthogonal, diagonal][is_diagonal(direction) as usize];
            if direction < 2 {
                sliders |= self.facing_king(by);
            }
            if (geometry.ray_set(target, direction) & sliders).is_empty() {
                continue;
            }
            for &square in geometry.ray(target, direction) {
                if square == ignoring || self.board[square as usize].is_empty() {
                    continue;
                }
                if sliders.contains(square) {
                    return true;
                }
                break;
            }
        }
        false
    }

    /// The square of the pawn an en-passant capture to `to` takes.
    #[inline]
    pub(super) fn en_passant_victim(&self, from: u8, to: u8) -> u8 {
        let geometry = self.geometry();
        geometry.rank(from) * geometry.files + geometry.file(to)
    }

    /// Whether the pawn on `from` moving to `to` is an en-passant capture.
    #[inline]
    pub fn is_en_passant(&self, from: u8, to: u8) -> bool {
        self.en_passant == Some(to)
            && self.board[from as usize].role() == Some(Role::Pawn)
            && self.geometry().pawn_captures(self.turn, from).contains(to)
    }

    /// What a move captures: the square and the piece, if anything.
    pub fn captured(&self, mv: Move) -> Option<(u8, Piece)> {
        match mv.kind {
            MoveKind::RingChoice
            | MoveKind::RingDestroy
            | MoveKind::Castle(_)
            | MoveKind::Swap(_)
            | MoveKind::StoneLine => None,
            _ if self.is_en_passant(mv.from, mv.to) => {
                let victim = self.en_passant_victim(mv.from, mv.to);
                Some((victim, self.board[victim as usize]))
            }
            _ => {
                let piece = self.board[mv.to as usize];
                (!piece.is_empty()).then_some((mv.to, piece))
            }
        }
    }

    /// The squares of `colour`'s pieces of `role`.
    #[inline]
    pub fn pieces_of(&self, colour: Colour, role: Role) -> SquareSet {
        self.occupied[colour.index()] & self.by_role[role as usize]
    }

    /// Whether a Black capture of this piece corrupts it.
    #[inline]
    pub fn corrupts(&self, captured_square: u8) -> bool {
        self.ring_wearer(Colour::White) == Some(captured_square)
            && self.board[captured_square as usize].role() != Some(Role::Pawn)
    }

    /// Plays a legal move.
    /// The White pawns that may be chosen to wear the Ring: those whose Ring
    /// moves would not attack the Black king. (Reading: White moves next, so
    /// such a choice would leave the king to be taken; if every pawn would,
    /// the Ring stays out, as when White has no pawn.)
    pub(super) fn ring_choices(&self) -> impl Iterator<Item = u8> + '_ {
        self.pieces_of(Colour::White, Role::Pawn)
            .into_iter()
            .filter(move |&pawn| {
                let mut worn = *self;
                worn.ring = Ring::Worn(pawn);
                !worn.attacked_by(worn.king(Colour::Black), Colour::White, NO_SQUARE)
            })
    }

    pub fn play(&mut self, mv: Move) {
        let us = self.turn;
        match mv.kind {
            MoveKind::RingChoice => {
                self.ring = Ring::Worn(mv.to);
                return;
            }
            MoveKind::RingDestroy => {
                self.ring = Ring::Destroyed;
                return;
            }
            _ => {}
        }
        let geometry = self.geometry();
        let piece = self.board[mv.from as usize];
        let is_pawn = piece.role() == Some(Role::Pawn);
        let captured = self.captured(mv);

        self.en_passant = None;
        if is_pawn && self.rules.double_step[us.index()].contains(mv.from) {
            if let Some(over) = geometry.pawn_push(us, mv.from) {
                if geometry.pawn_push(us, over) == Some(mv.to) {
                    self.en_passant = Some(over);
                }
            }
        }
        self.halfmoves = if is_pawn || captured.is_some() {
            0
        } else {
            self.halfmoves + 1
        };
        if self.castling != 0 {
            self.castling &=
                !(self.rules.castling_spoiled_by(mv.from) | self.rules.castling_spoiled_by(mv.to));
        }

        let corrupted = captured.filter(|&(square, _)| self.corrupts(square));
        if let Some((square, _)) = captured {
            self.clear(square);
        }
        self.clear(mv.from);
        self.last_stone_move = None;
        match mv.kind {
            MoveKind::Promotion(role) => self.put(mv.to, Piece::new(us, role)),
            MoveKind::Swap(promotion) => {
                self.clear(mv.to);
                self.put(mv.from, Piece::STONE);
                self.put(mv.to, promotion.map_or(piece, |role| Piece::new(us, role)));
                self.last_stone_move = Some((mv.to, mv.from));
            }
            MoveKind::StoneLine => {
                self.put(mv.to, Piece::STONE);
                self.last_stone_move = Some((mv.from, mv.to));
            }
            MoveKind::Castle(index) => {
                let castling = &self.rules.castlings[index as usize];
                self.clear(castling.rook_from);
                self.put(castling.rook_to, Piece::new(us, Role::Rook));
                self.put(castling.king_to, piece);
            }
            _ => self.put(mv.to, piece),
        }

        match self.ring {
            Ring::Worn(wearer) => {
                if captured.is_some_and(|(square, _)| square == wearer) || wearer == mv.from {
                    self.ring = Ring::Worn(mv.to);
                }
                if let Some((_, victim)) = corrupted {
                    let role = victim.role().expect("a corrupted piece has a role");
                    self.put(mv.from, Piece::new(us, role));
                }
            }
            Ring::Waiting if captured.is_some_and(|(_, p)| p.colour() == Some(Colour::White)) => {
                self.ring = if self.ring_choices().next().is_some() {
                    Ring::Choosing
                } else {
                    Ring::Never
                };
            }
            _ => {}
        }
        if us == Colour::Black {
            self.fullmoves += 1;
        }
        self.turn = us.opponent();
    }

    /// Whether no sequence of moves can mate, by FIDE's simple cases: bare
    /// kings, one minor piece, or bishops all on squares of one colour.
    pub fn lacks_mating_material(&self) -> bool {
        let heavy = self.by_role[Role::Pawn as usize]
            | self.by_role[Role::Rook as usize]
            | self.by_role[Role::Queen as usize];
        if !heavy.is_empty() {
            return false;
        }
        let knights = self.by_role[Role::Knight as usize];
        let bishops = self.by_role[Role::Bishop as usize];
        let geometry = self.geometry();
        let colour_of = |square: u8| (geometry.file(square) + geometry.rank(square)) % 2;
        let mut bishop_colours = bishops.into_iter().map(colour_of);
        let one_colour = bishop_colours
            .next()
            .is_none_or(|first| bishop_colours.all(|colour| colour == first));
        knights.len() + bishops.len() <= 1 || (knights.is_empty() && one_colour)
    }

    /// What threefold repetition compares: the pieces and stones, the side
    /// to move, castling rights, the Ring, the stone move that the no-undo
    /// rule forbids, and the en-passant square when an en-passant capture is
    /// legal.
    pub fn repetition_key(&self) -> u64 {
        let en_passant_matters = self.en_passant.is_some() && {
            let mut moves = Vec::new();
            self.legal_moves(&mut moves);
            moves
                .iter()
                .any(|mv| mv.kind == MoveKind::Normal && self.is_en_passant(mv.from, mv.to))
        };
        self.key_with(self.en_passant.filter(|_| en_passant_matters))
    }

    /// The pieces' and stones' key with the side to move, castling rights,
    /// the Ring, the stone move the no-undo rule forbids and `en_passant`.
    pub(super) fn key_with(&self, en_passant: Option<u8>) -> u64 {
        let ring = match self.ring {
            Ring::NotInGame => 1000,
            Ring::Waiting => 1001,
            Ring::Choosing => 1002,
            Ring::Worn(square) => square as u64,
            Ring::Never => 1003,
            Ring::Destroyed => 1004,
        };
        let stone_move = self
            .last_stone_move
            .map_or(0, |(a, b)| 1 + a as u64 * 256 + b as u64);
        let state = self.turn as u64
            | (self.castling as u64) << 1
            | en_passant.map_or(999, |square| square as u64) << 9
            | ring << 19
            | stone_move << 29;
        crate::ai::mix(self.pieces_key ^ crate::ai::mix(state))
    }
}
