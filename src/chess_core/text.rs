//! Position strings: FEN for chess, and the same shape for other boards.
//!
//! The board field lists the ranks from the top down, separated by `/`.
//! Each rank lists only the squares that exist on it, from the left: a
//! piece letter (upper case White, `S` a stone) or a count of empty squares.
//! The fields after it are the side to move (`w`, `b`); the castling rights
//! (`KQkq`, `-`) or, in a game with the Ring, where the Ring is; the
//! en-passant square (`-`); in a game with stones, the stone move of the
//! previous ply that the no-undo rule forbids to reverse (`c5e5`, `-`); and
//! the half-move and full-move counters, which may be left out (0 and 1).

use super::geometry::Geometry;
use super::piece::{Colour, Piece, Role};
use super::position::{Position, Ring};
use super::rules::Rules;
use crate::error::Error;
use crate::message;
use crate::message::Message;

fn bad(why: Message) -> Error {
    Error::BadPosition(why)
}

impl Position {
    pub fn from_text(rules: &'static Rules, text: &str) -> Result<Position, Error> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let required = if rules.stone_moves { 5 } else { 4 };
        if !(required..=required + 2).contains(&fields.len()) {
            let (most, found) = (required + 2, fields.len());
            return Err(bad(if rules.ring {
                message!(
                    "detail-fen-fields-ring",
                    "expected {required} to {most} fields separated by spaces (board, side to move, Ring, en passant, counters), found {found}",
                    required = required,
                    most = most,
                    found = found
                )
            } else if rules.stone_moves {
                message!(
                    "detail-fen-fields-stones",
                    "expected {required} to {most} fields separated by spaces (board, side to move, castling, en passant, last stone move, counters), found {found}",
                    required = required,
                    most = most,
                    found = found
                )
            } else {
                message!(
                    "detail-fen-fields",
                    "expected {required} to {most} fields separated by spaces (board, side to move, castling, en passant, counters), found {found}",
                    required = required,
                    most = most,
                    found = found
                )
            }));
        }
        let mut position = Position::empty(rules);
        position.read_board(fields[0])?;
        position.turn = match fields[1] {
            "w" => Colour::White,
            "b" => Colour::Black,
            other => return Err(bad(message!("detail-fen-side", "side to move '{side}' is not w or b", side = other))),
        };
        position.check_kings_and_pawns()?;
        if rules.ring {
            position.read_ring(fields[2])?;
        } else {
            position.read_castling(fields[2])?;
        }
        position.read_en_passant(fields[3])?;
        if rules.stone_moves {
            position.read_last_stone_move(fields[4])?;
        }
        let counter = |index: usize, default: u32, wrong: fn(&str) -> Message| match fields.get(index) {
            None => Ok(default),
            Some(text) => text
                .parse::<u32>()
                .ok()
                .filter(|&n| n <= 100_000)
                .ok_or_else(|| bad(wrong(text))),
        };
        position.halfmoves = counter(required, 0, |text| {
            message!("detail-fen-halfmoves", "half-move clock '{text}' is not a number up to 100000", text = text)
        })?;
        position.fullmoves = counter(required + 1, 1, |text| {
            message!("detail-fen-fullmoves", "move number '{text}' is not a number up to 100000", text = text)
        })?
        .max(1);
        if position.attacked_by(
            position.king(position.turn.opponent()),
            position.turn,
            super::geometry::NO_SQUARE,
        ) {
            return Err(bad(message!(
                "detail-fen-in-check",
                "{checked} is in check with {mover} to move",
                checked = position.turn.opponent().name(),
                mover = position.turn.name()
            )));
        }
        if position.ring == Ring::Choosing && position.ring_choices().next().is_none() {
            return Err(bad(message!(
                "detail-fen-ring-checks",
                "the Ring is to be chosen but every White pawn wearing it would attack the Black king"
            )));
        }
        Ok(position)
    }

    fn read_board(&mut self, text: &str) -> Result<(), Error> {
        let geometry = self.geometry();
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != geometry.ranks as usize {
            return Err(bad(message!(
                "detail-fen-ranks",
                "expected {ranks} ranks separated by '/', found {found}",
                ranks = geometry.ranks,
                found = rows.len()
            )));
        }
        for (row, rank) in rows.iter().zip((0..geometry.ranks).rev()) {
            let squares: Vec<u8> = (0..geometry.files)
                .filter_map(|file| geometry.square(file, rank))
                .collect();
            let rank_name = rank as u32 + geometry.lowest_rank as u32;
            let mut next = 0;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(digit) = c.to_digit(10) {
                    let mut count = digit as usize;
                    if let Some(second) = chars.peek().and_then(|c| c.to_digit(10)) {
                        count = count * 10 + second as usize;
                        chars.next();
                    }
                    if count == 0 {
                        return Err(bad(message!("detail-fen-zero", "rank {rank} has an empty count of 0", rank = rank_name)));
                    }
                    next += count;
                } else {
                    let piece = Piece::from_letter(c)
                        .filter(|piece| !piece.is_stone() || self.rules.stone_moves)
                        .ok_or_else(|| {
                            bad(message!("detail-fen-letter", "'{letter}' in rank {rank} is not a piece letter", letter = c, rank = rank_name))
                        })?;
                    if let Some(&square) = squares.get(next) {
                        self.put(square, piece);
                    }
                    next += 1;
                }
                if next > squares.len() {
                    break;
                }
            }
            if next != squares.len() {
                let has = squares.len();
                return Err(bad(if next > has {
                    message!(
                        "detail-fen-rank-long",
                        "rank {rank} describes {count} squares or more; it has {has}",
                        rank = rank_name,
                        count = next,
                        has = has
                    )
                } else {
                    message!(
                        "detail-fen-rank-short",
                        "rank {rank} describes {count} squares; it has {has}",
                        rank = rank_name,
                        count = next,
                        has = has
                    )
                }));
            }
        }
        Ok(())
    }

    fn check_kings_and_pawns(&self) -> Result<(), Error> {
        let geometry = self.geometry();
        for colour in [Colour::White, Colour::Black] {
            let kings = self.pieces_of(colour, Role::King).len();
            if kings != 1 {
                return Err(bad(message!(
                    "detail-fen-kings",
                    "{colour} has {kings} kings; it must have one",
                    colour = colour.name(),
                    kings = kings
                )));
            }
            let barred =
                self.pieces_of(colour, Role::Pawn) & self.rules.pawn_barred[colour.index()];
            if let Some(square) = barred.first() {
                return Err(bad(message!(
                    "detail-fen-pawn-barred",
                    "a {colour} pawn cannot stand on {square}",
                    colour = colour.name(),
                    square = geometry.name(square)
                )));
            }
        }
        Ok(())
    }

    fn read_square(&self, text: &str) -> Result<u8, Error> {
        match self.geometry().take_square(text) {
            Some((Ok(square), "")) => Ok(square),
            Some((Err(name), "")) => Err(bad(message!(
                "detail-fen-en-passant-off",
                "en-passant square {square} is not on the board",
                square = name
            ))),
            _ => Err(bad(message!(
                "detail-fen-en-passant-square",
                "en-passant square '{text}' is not a square",
                text = text
            ))),
        }
    }

    fn read_castling(&mut self, text: &str) -> Result<(), Error> {
        if text == "-" {
            return Ok(());
        }
        for letter in text.chars() {
            let (index, castling) = self
                .rules
                .castlings
                .iter()
                .enumerate()
                .find(|(_, castling)| castling.letter == letter)
                .ok_or_else(|| {
                    bad(message!(
                        "detail-fen-castling-unknown",
                        "castling right '{letter}' is not one of this game's",
                        letter = letter
                    ))
                })?;
            if self.castling & (1 << index) != 0 {
                return Err(bad(message!(
                    "detail-fen-castling-twice",
                    "castling right '{letter}' is given twice",
                    letter = letter
                )));
            }
            if !self.board[castling.king_from as usize].is(castling.colour, Role::King)
                || !self.board[castling.rook_from as usize].is(castling.colour, Role::Rook)
            {
                return Err(bad(message!(
                    "detail-fen-castling-pieces",
                    "castling right '{letter}' needs the {colour} king on {king} and a rook on {rook}",
                    letter = letter,
                    colour = castling.colour.name(),
                    king = self.geometry().name(castling.king_from),
                    rook = self.geometry().name(castling.rook_from)
                )));
            }
            self.castling |= 1 << index;
        }
        Ok(())
    }

    fn read_ring(&mut self, text: &str) -> Result<(), Error> {
        self.ring = match text {
            "waiting" => Ring::Waiting,
            "never" => Ring::Never,
            "destroyed" => Ring::Destroyed,
            "choosing" => {
                if self.turn != Colour::White {
                    return Err(bad(message!("detail-fen-ring-chosen-by-white", "the Ring is chosen only with White to move")));
                }
                if self.pieces_of(Colour::White, Role::Pawn).is_empty() {
                    return Err(bad(message!("detail-fen-ring-no-pawn", "the Ring is to be chosen but White has no pawn")));
                }
                Ring::Choosing
            }
            _ => {
                let square = self.read_square(text).map_err(|_| {
                    bad(message!(
                        "detail-fen-ring-field",
                        "Ring field '{text}' is not waiting, choosing, never, destroyed or a square",
                        text = text
                    ))
                })?;
                if self.board[square as usize].colour().is_none() {
                    return Err(bad(message!(
                        "detail-fen-ring-no-wearer",
                        "the Ring is on {square}, where there is no piece",
                        square = self.geometry().name(square)
                    )));
                }
                Ring::Worn(square)
            }
        };
        Ok(())
    }

    fn read_en_passant(&mut self, text: &str) -> Result<(), Error> {
        if text == "-" {
            return Ok(());
        }
        let square = self.read_square(text)?;
        let geometry = self.geometry();
        let them = self.turn.opponent();
        let passer = geometry.pawn_push(them, square);
        let origin = geometry.pawn_push(self.turn, square);
        let fits = passer.is_some_and(|p| self.board[p as usize].is(them, Role::Pawn))
            && origin.is_some_and(|o| {
                self.board[o as usize].is_empty()
                    && self.rules.double_step[them.index()].contains(o)
            })
            && self.board[square as usize].is_empty();
        if !fits {
            return Err(bad(message!(
                "detail-fen-en-passant-pawn",
                "en-passant square {square} is not just behind a {colour} pawn that double-stepped",
                square = text,
                colour = them.name()
            )));
        }
        self.en_passant = Some(square);
        Ok(())
    }

    /// The no-undo field: `-`, or the squares the last stone left and
    /// reached. A line move leaves its square empty; a swap leaves there the
    /// piece of the player who made it, next to the stone.
    fn read_last_stone_move(&mut self, text: &str) -> Result<(), Error> {
        if text == "-" {
            return Ok(());
        }
        let geometry = self.geometry();
        let bad_field = |why: Message| {
            bad(message!(
                "detail-fen-stone-move",
                "last stone move '{text}' {why}: expected - or two squares such as c5e5",
                text = text,
                why = why
            ))
        };
        let (from, rest) = match geometry.take_square(text) {
            Some((Ok(square), rest)) => (square, rest),
            _ => {
                return Err(bad_field(message!(
                    "detail-fen-stone-move-start",
                    "does not start with a square of this board"
                )))
            }
        };
        let to = match geometry.take_square(rest) {
            Some((Ok(square), "")) => square,
            _ => {
                return Err(bad_field(message!(
                    "detail-fen-stone-move-end",
                    "does not end with a square of this board"
                )))
            }
        };
        let in_line = from != to
            && (geometry.file(from) == geometry.file(to)
                || geometry.rank(from) == geometry.rank(to));
        if !in_line {
            return Err(bad_field(message!("detail-fen-stone-move-line", "is not along a rank or a file")));
        }
        if !self.stones.contains(to) {
            return Err(bad_field(message!("detail-fen-stone-move-stone", "must end on a stone")));
        }
        let left = self.board[from as usize];
        let swapped = left.is_of(self.turn.opponent()) && geometry.king(from).contains(to);
        if !(left.is_empty() || swapped) {
            return Err(bad_field(message!(
                "detail-fen-stone-move-left",
                "must leave {square} empty or to the {colour} piece that swapped",
                square = geometry.name(from),
                colour = self.turn.opponent().name()
            )));
        }
        self.last_stone_move = Some((from, to));
        Ok(())
    }

    pub fn to_text(&self) -> String {
        let geometry = self.geometry();
        let mut text = self.board_text();
        text.push(' ');
        text.push(if self.turn == Colour::White { 'w' } else { 'b' });
        text.push(' ');
        if self.rules.ring {
            text += &match self.ring {
                Ring::Worn(square) => geometry.name(square),
                Ring::Waiting | Ring::NotInGame => "waiting".into(),
                Ring::Choosing => "choosing".into(),
                Ring::Never => "never".into(),
                Ring::Destroyed => "destroyed".into(),
            };
        } else {
            let letters: String = self
                .rules
                .castlings
                .iter()
                .enumerate()
                .filter(|(index, _)| self.castling & (1 << index) != 0)
                .map(|(_, castling)| castling.letter)
                .collect();
            text += if letters.is_empty() { "-" } else { &letters };
        }
        text += &format!(
            " {}",
            self.en_passant.map_or("-".into(), |s| geometry.name(s))
        );
        if self.rules.stone_moves {
            text += &match self.last_stone_move {
                Some((from, to)) => format!(" {}{}", geometry.name(from), geometry.name(to)),
                None => " -".into(),
            };
        }
        text += &format!(" {} {}", self.halfmoves, self.fullmoves);
        text
    }

    pub fn board_text(&self) -> String {
        let geometry: &Geometry = self.geometry();
        let mut rows = Vec::new();
        for rank in (0..geometry.ranks).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for square in (0..geometry.files).filter_map(|file| geometry.square(file, rank)) {
                match self.board[square as usize].letter() {
                    None => empty += 1,
                    Some(letter) => {
                        if empty > 0 {
                            row += &empty.to_string();
                            empty = 0;
                        }
                        row.push(letter);
                    }
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        rows.join("/")
    }
}
