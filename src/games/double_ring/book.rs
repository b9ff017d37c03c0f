//! Opening books: every position of a small board's first plies, each
//! proved won or lost for the player to move, so that Solve and the
//! computer answer there at once, from the first move (docs/solved.md §3).
//! `ringboard book` makes one; the site loads it only when the solver is
//! wanted (www/data/books).
//!
//! The file: `RBK1`, the board's size, its rule (in `Rule` order), the plies
//! covered, a zero byte, the number of positions (4 bytes, little-endian),
//! then each position in as many bytes as its board needs, little-endian,
//! in increasing order: bit 0 is 1 when the player to move wins, then a bit
//! a cell for the single rings, then a bit a cell for the double rings, of
//! the smallest of the position's 8 images under the board's symmetries.

use std::sync::RwLock;

use super::{Cell, DoubleRing, Move, Rule, Variant};
use crate::error::Error;
use crate::game::Game;

const MAGIC: &[u8; 4] = b"RBK1";
const HEADER_BYTES: usize = 12;
/// A position's code must fit in 128 bits: 7 x 7 is the largest board.
pub const LARGEST_SIZE: u8 = 7;

/// The proved positions of one board's first plies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    variant: Variant,
    plies: u8,
    /// Sorted codes: the position's canonical cells above bit 0, the
    /// verdict in bit 0.
    codes: Vec<u128>,
}

/// The books loaded, one a board and rule.
static LOADED: RwLock<Vec<Book>> = RwLock::new(Vec::new());

/// Whether the player to move in each position wins, in order; `None` if
/// they could not all be decided.
pub type Decide<'a> = dyn FnMut(&[DoubleRing]) -> Option<Vec<bool>> + 'a;

impl Book {
    /// The book of every position reachable in fewer than `plies` moves
    /// from the start of `variant`, each decided by `decide`; `None` if
    /// `decide` gives up.
    pub fn make(variant: Variant, plies: u8, decide: &mut Decide) -> Option<Book> {
        let mut layer = vec![DoubleRing::start(&variant)];
        let mut seen = std::collections::HashSet::new();
        let mut codes = Vec::new();
        for ply in 0..plies {
            let verdicts = decide(&layer)?;
            codes.extend(layer.iter().zip(verdicts).map(|(position, won)| canonical(position) << 1 | won as u128));
            if ply + 1 == plies {
                break;
            }
            let mut next = Vec::new();
            for position in &layer {
                for mv in position.legal_move_list() {
                    let mut child = position.clone();
                    child.play(mv);
                    if seen.insert(canonical(&child)) {
                        next.push(child);
                    }
                }
            }
            layer = next;
        }
        codes.sort_unstable();
        Some(Book { variant, plies, codes })
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// How many plies from the start the book answers: positions with fewer
    /// double rings than this.
    pub fn plies(&self) -> u8 {
        self.plies
    }

    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }

    /// How many of the positions are won for the player to move.
    pub fn won(&self) -> usize {
        self.codes.iter().filter(|&&code| code & 1 == 1).count()
    }

    fn entry_bytes(variant: Variant) -> usize {
        let cells = variant.cell_count();
        (2 * cells + 1).div_ceil(8)
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend([self.variant.width, self.variant.rule as u8, self.plies, 0]);
        bytes.extend((self.codes.len() as u32).to_le_bytes());
        let width = Self::entry_bytes(self.variant);
        for code in &self.codes {
            bytes.extend(&code.to_le_bytes()[..width]);
        }
        bytes
    }

    /// Reads a book file, which may come from anywhere: every position is
    /// checked to be one of its board's, and the order to be strict.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, Error> {
        let bad = |why: String| Error::BadArgument { what: "opening book", why };
        if bytes.len() < HEADER_BYTES || &bytes[..4] != MAGIC {
            return Err(bad("it does not begin as a Double Ring opening book (RBK1)".into()));
        }
        let size = bytes[4];
        if !(3..=LARGEST_SIZE).contains(&size) {
            return Err(bad(format!("its board is {size} x {size}: books are of boards 3 x 3 to 7 x 7")));
        }
        let rule = *Rule::ALL
            .get(bytes[5] as usize)
            .ok_or_else(|| bad(format!("its rule is number {}: there are {}", bytes[5], Rule::ALL.len())))?;
        if bytes[7] != 0 {
            return Err(bad(format!("its header's eighth byte is {}, not 0", bytes[7])));
        }
        let variant = Variant::square(rule, size);
        let count = u32::from_le_bytes(bytes[8..12].try_into().expect("four bytes")) as usize;
        let width = Self::entry_bytes(variant);
        let expected = count.checked_mul(width).and_then(|body| body.checked_add(HEADER_BYTES));
        if expected != Some(bytes.len()) {
            return Err(bad(format!(
                "it is {} bytes long, where {count} positions of {width} bytes need {}",
                bytes.len(),
                HEADER_BYTES + count.saturating_mul(width)
            )));
        }
        let cells = size as u32 * size as u32;
        let mut codes = Vec::with_capacity(count);
        for (index, entry) in bytes[HEADER_BYTES..].chunks_exact(width).enumerate() {
            let mut wide = [0u8; 16];
            wide[..width].copy_from_slice(entry);
            let code = u128::from_le_bytes(wide);
            let (singles, doubles) = (code >> 1 & mask(cells), code >> (1 + cells));
            let ordered = codes.last().is_none_or(|&last: &u128| last >> 1 < code >> 1);
            if doubles >> cells != 0 || singles & doubles != 0 || !ordered {
                return Err(bad(format!("its position {} is not one of its board's, or out of order", index + 1)));
            }
            codes.push(code);
        }
        Ok(Book { variant, plies: bytes[6], codes })
    }

    /// Whether the player to move wins `position`, if the book holds it.
    pub fn wins(&self, position: &DoubleRing) -> Option<bool> {
        let cells = canonical(position);
        let at = self.codes.partition_point(|&code| code >> 1 < cells);
        self.codes.get(at).filter(|&&code| code >> 1 == cells).map(|&code| code & 1 == 1)
    }

    /// Every winning move of `position` (none when it is lost), when the
    /// book holds it and all the positions after it.
    pub fn winning_moves(&self, position: &DoubleRing) -> Option<Vec<Move>> {
        if position.variant != self.variant || doubles(position) + 1 >= self.plies as usize {
            return None;
        }
        let wins = self.wins(position)?;
        let mut winning = Vec::new();
        for mv in position.legal_move_list() {
            let mut child = position.clone();
            child.play(mv);
            if !self.wins(&child)? {
                winning.push(mv);
            }
        }
        (wins == !winning.is_empty()).then_some(winning)
    }
}

/// Makes `book` the one the solver asks for its board and rule.
pub fn load(book: Book) {
    let mut loaded = LOADED.write().unwrap_or_else(|poisoned| poisoned.into_inner());
    loaded.retain(|held| held.variant != book.variant);
    loaded.push(book);
}

/// Forgets every loaded book: the solver searches again.
pub fn unload_all() {
    LOADED.write().unwrap_or_else(|poisoned| poisoned.into_inner()).clear();
}

/// Every winning move of `position` from a loaded book, if one answers it.
pub fn lookup(position: &DoubleRing) -> Option<Vec<Move>> {
    let loaded = LOADED.read().unwrap_or_else(|poisoned| poisoned.into_inner());
    loaded.iter().find_map(|book| book.winning_moves(position))
}

fn mask(cells: u32) -> u128 {
    (1u128 << cells) - 1
}

fn doubles(position: &DoubleRing) -> usize {
    let cells = position.variant.cell_count();
    position.cells[..cells].iter().filter(|&&cell| cell == Cell::Double).count()
}

/// The smallest of the 8 images of `position`'s cells (doubles above
/// singles), on boards of up to 7 x 7.
fn canonical(position: &DoubleRing) -> u128 {
    let (width, height) = (position.width() as usize, position.height() as usize);
    let cells = width * height;
    let mut images = [0u128; 8];
    for cell in 0..cells {
        let shift = match position.cells[cell] {
            Cell::Empty => continue,
            Cell::Single => 0,
            Cell::Double => cells,
        };
        for (image, place) in images.iter_mut().zip(super::symmetric_cells(cell, width, height)) {
            *image |= 1 << (shift + place);
        }
    }
    *images.iter().min().expect("eight images")
}
