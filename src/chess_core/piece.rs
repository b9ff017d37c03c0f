//! Sides, piece kinds and the one-byte piece a board square holds.

use crate::game::Player;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    pub fn player(self) -> Player {
        match self {
            Colour::White => Player::First,
            Colour::Black => Player::Second,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "White",
            Colour::Black => "Black",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Pawn = 1,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The upper-case letter of FEN and SAN.
    pub fn letter(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    pub fn from_letter(letter: char) -> Option<Role> {
        let upper = letter.to_ascii_uppercase();
        Role::ALL.into_iter().find(|role| role.letter() == upper)
    }

    pub fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// Whether the piece slides along orthogonal (`diagonal` false) or
    /// diagonal lines.
    #[inline]
    pub fn slides(self, diagonal: bool) -> bool {
        match self {
            Role::Queen => true,
            Role::Rook => !diagonal,
            Role::Bishop => diagonal,
            _ => false,
        }
    }
}

/// What one square holds, in a byte: 0 is empty, then a role in the low
/// three bits with bit 3 set for Black, or a neutral stone.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Piece(u8);

const BLACK_BIT: u8 = 8;
const STONE_CODE: u8 = 7;

impl Piece {
    pub const EMPTY: Piece = Piece(0);
    pub const STONE: Piece = Piece(STONE_CODE);

    #[inline]
    pub fn new(colour: Colour, role: Role) -> Piece {
        Piece(
            role as u8
                | if colour == Colour::Black {
                    BLACK_BIT
                } else {
                    0
                },
        )
    }

    /// The byte itself, for hashing.
    #[inline]
    pub fn code(self) -> u8 {
        self.0
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn is_stone(self) -> bool {
        self.0 == STONE_CODE
    }

    /// The role of a piece that is neither empty nor a stone.
    #[inline]
    pub fn role(self) -> Option<Role> {
        match self.0 & 7 {
            1 => Some(Role::Pawn),
            2 => Some(Role::Knight),
            3 => Some(Role::Bishop),
            4 => Some(Role::Rook),
            5 => Some(Role::Queen),
            6 => Some(Role::King),
            _ => None,
        }
    }

    #[inline]
    pub fn colour(self) -> Option<Colour> {
        match self.role() {
            None => None,
            Some(_) if self.0 & BLACK_BIT != 0 => Some(Colour::Black),
            Some(_) => Some(Colour::White),
        }
    }

    /// Whether this is a piece of `colour` (not empty, not a stone).
    #[inline]
    pub fn is_of(self, colour: Colour) -> bool {
        self.0 != 0
            && self.0 != STONE_CODE
            && ((self.0 & BLACK_BIT != 0) == (colour == Colour::Black))
    }

    #[inline]
    pub fn is(self, colour: Colour, role: Role) -> bool {
        self == Piece::new(colour, role)
    }

    /// The FEN letter: upper case for White, `S` for a stone.
    pub fn letter(self) -> Option<char> {
        if self.is_stone() {
            return Some('S');
        }
        let letter = self.role()?.letter();
        Some(match self.colour()? {
            Colour::White => letter,
            Colour::Black => letter.to_ascii_lowercase(),
        })
    }

    pub fn from_letter(letter: char) -> Option<Piece> {
        if letter == 'S' {
            return Some(Piece::STONE);
        }
        let role = Role::from_letter(letter)?;
        let colour = if letter.is_ascii_uppercase() {
            Colour::White
        } else {
            Colour::Black
        };
        Some(Piece::new(colour, role))
    }
}

impl std::fmt::Debug for Piece {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.letter().unwrap_or('.'))
    }
}
