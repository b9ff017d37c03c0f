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

fn bad(why: impl Into<String>) -> Error {
    Error::BadPosition(why.into())
}

impl Position {
    pub fn from_text(rules: &'static Rules, text: &str) -> Result<Position, Error> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let required = if rules.stone_moves { 5 } else { 4 };
        if !(required..=required + 2).contains(&fields.len()) {
            return Err(bad(format!(
                "expected {required} to {} fields separated by spaces (board, side to move, {}, en passant, {}counters), found {}",
                required + 2,
                if rules.ring { "Ring" } else { "castling" },
                if rules.stone_moves { "last stone move, " } else { "" },
                fields.len()
            )));
        }
        let mut position = Position::empty(rules);
        position.read_board(fields[0])?;
        position.turn = match fields[1] {
            "w" => Colour::White,
            "b" => Colour::Black,
            other => return Err(bad(format!("side to move '{other}' is not w or b"))),
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
        let counter = |index: usize, default: u32, name: &str| match fields.get(index) {
            None => Ok(default),
            Some(text) => text
                .parse::<u32>()
                .ok()
                .filter(|&n| n <= 100_000)
                .ok_or_else(|| bad(format!("{name} '{text}' is not a number up to 100000"))),
        };
        position.halfmoves = counter(required, 0, "half-move clock")?;
        position.fullmoves = counter(required + 1, 1, "move number")?.max(1);
        if position.attacked_by(
            position.king(position.turn.opponent()),
            position.turn,
            super::geometry::NO_SQUARE,
        ) {
            return Err(bad(format!(
                "{} is in check with {} to move",
                position.turn.opponent().name(),
                position.turn.name()
            )));
        }
        if position.ring == Ring::Choosing && position.ring_choices().next().is_none() {
            return Err(bad(
                "the Ring is to be chosen but every White pawn wearing it would attack the Black king",
            ));
        }
        Ok(position)
    }

    fn read_board(&mut self, text: &str) -> Result<(), Error> {
        let geometry = self.geometry();
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != geometry.ranks as usize {
            return Err(bad(format!(
                "expected {} ranks separated by '/', found {}",
                geometry.ranks,
                rows.len()
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
                        return Err(bad(format!("rank {rank_name} has an empty count of 0")));
                    }
                    next += count;
                } else {
                    let piece = Piece::from_letter(c)
                        .filter(|piece| !piece.is_stone() || self.rules.stone_moves)
                        .ok_or_else(|| {
                            bad(format!("'{c}' in rank {rank_name} is not a piece letter"))
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
                return Err(bad(format!(
                    "rank {rank_name} describes {next} squares{}; it has {}",
                    if next > squares.len() { " or more" } else { "" },
                    squares.len()
                )));
            }
        }
        Ok(())
    }

    fn check_kings_and_pawns(&self) -> Result<(), Error> {
        let geometry = self.geometry();
        for colour in [Colour::White, Colour::Black] {
            let kings = self.pieces_of(colour, Role::King).len();
            if kings != 1 {
                return Err(bad(format!(
                    "{} has {kings} kings; it must have one",
                    colour.name()
                )));
            }
            let barred =
                self.pieces_of(colour, Role::Pawn) & self.rules.pawn_barred[colour.index()];
            if let Some(square) = barred.first() {
                return Err(bad(format!(
                    "a {} pawn cannot stand on {}",
                    colour.name(),
                    geometry.name(square)
                )));
            }
        }
        Ok(())
    }

    fn read_square(&self, text: &str, what: &str) -> Result<u8, Error> {
        match self.geometry().take_square(text) {
            Some((Ok(square), "")) => Ok(square),
            Some((Err(name), "")) => Err(bad(format!("{what} {name} is not on the board"))),
            _ => Err(bad(format!("{what} '{text}' is not a square"))),
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
                    bad(format!(
                        "castling right '{letter}' is not one of this game's"
                    ))
                })?;
            if self.castling & (1 << index) != 0 {
                return Err(bad(format!("castling right '{letter}' is given twice")));
            }
            if !self.board[castling.king_from as usize].is(castling.colour, Role::King)
                || !self.board[castling.rook_from as usize].is(castling.colour, Role::Rook)
            {
                return Err(bad(format!(
                    "castling right '{letter}' needs the {} king on {} and a rook on {}",
                    castling.colour.name(),
                    self.geometry().name(castling.king_from),
                    self.geometry().name(castling.rook_from)
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
                    return Err(bad("the Ring is chosen only with White to move"));
                }
                if self.pieces_of(Colour::White, Role::Pawn).is_empty() {
                    return Err(bad("the Ring is to be chosen but White has no pawn"));
                }
                Ring::Choosing
            }
            _ => {
                let square = self.read_square(text, "Ring-wearer").map_err(|_| {
                    bad(format!(
                        "Ring field '{text}' is not waiting, choosing, never, destroyed or a square"
                    ))
                })?;
                if self.board[square as usize].colour().is_none() {
                    return Err(bad(format!(
                        "the Ring is on {}, where there is no piece",
                        self.geometry().name(square)
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
        let square = self.read_square(text, "en-passant square")?;
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
            return Err(bad(format!(
                "en-passant square {text} is not just behind a {} pawn that double-stepped",
                them.name()
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
        let bad_field = |why: &str| {
            bad(format!(
                "last stone move '{text}' {why}: expected - or two squares such as c5e5"
            ))
        };
        let (from, rest) = match geometry.take_square(text) {
            Some((Ok(square), rest)) => (square, rest),
            _ => return Err(bad_field("does not start with a square of this board")),
        };
        let to = match geometry.take_square(rest) {
            Some((Ok(square), "")) => square,
            _ => return Err(bad_field("does not end with a square of this board")),
        };
        let in_line = from != to
            && (geometry.file(from) == geometry.file(to)
                || geometry.rank(from) == geometry.rank(to));
        if !in_line {
            return Err(bad_field("is not along a rank or a file"));
        }
        if !self.stones.contains(to) {
            return Err(bad_field("must end on a stone"));
        }
        let left = self.board[from as usize];
        let swapped = left.is_of(self.turn.opponent()) && geometry.king(from).contains(to);
        if !(left.is_empty() || swapped) {
            return Err(bad_field(&format!(
                "must leave {} empty or to the {} piece that swapped",
                geometry.name(from),
                self.turn.opponent().name()
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
