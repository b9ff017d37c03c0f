//! A set of squares as bits: boards up to 192 squares (16 x 9 needs 144).

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug)]
pub struct SquareSet([u64; 3]);

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet([0; 3]);

    pub fn from_squares(squares: impl IntoIterator<Item = u8>) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for square in squares {
            set.insert(square);
        }
        set
    }

    #[inline]
    pub fn contains(self, square: u8) -> bool {
        self.0
            .get((square >> 6) as usize)
            .is_some_and(|word| word >> (square & 63) & 1 != 0)
    }

    #[inline]
    pub fn insert(&mut self, square: u8) {
        self.0[(square >> 6) as usize] |= 1 << (square & 63);
    }

    #[inline]
    pub fn remove(&mut self, square: u8) {
        self.0[(square >> 6) as usize] &= !(1 << (square & 63));
    }

    /// The squares 0 to 63, as one word.
    #[inline]
    pub fn low_word(self) -> u64 {
        self.0[0]
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    #[inline]
    pub fn len(self) -> usize {
        // Without a popcount instruction (x86-64's baseline has none) a count
        // costs a dozen operations: skip the high words when they are empty,
        // as they are on every board of 64 squares or fewer.
        let [a, b, c] = self.0;
        let mut count = a.count_ones();
        if b | c != 0 {
            count += b.count_ones() + c.count_ones();
        }
        count as usize
    }

    /// The lowest square.
    #[inline]
    pub fn first(self) -> Option<u8> {
        let [a, b, c] = self.0;
        if a != 0 {
            Some(a.trailing_zeros() as u8)
        } else if b != 0 {
            Some(64 + b.trailing_zeros() as u8)
        } else if c != 0 {
            Some(128 + c.trailing_zeros() as u8)
        } else {
            None
        }
    }

    /// The highest square.
    #[inline]
    pub fn last(self) -> Option<u8> {
        let [a, b, c] = self.0;
        if c != 0 {
            Some(191 - c.leading_zeros() as u8)
        } else if b != 0 {
            Some(127 - b.leading_zeros() as u8)
        } else if a != 0 {
            Some(63 - a.leading_zeros() as u8)
        } else {
            None
        }
    }
}

impl IntoIterator for SquareSet {
    type Item = u8;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        Squares {
            words: self.0,
            word: 0,
        }
    }
}

/// The squares of a set, lowest first.
pub struct Squares {
    words: [u64; 3],
    word: usize,
}

impl Iterator for Squares {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        while self.word < 3 {
            let bits = self.words[self.word];
            if bits != 0 {
                self.words[self.word] = bits & (bits - 1);
                return Some((self.word * 64) as u8 + bits.trailing_zeros() as u8);
            }
            self.word += 1;
        }
        None
    }
}

impl BitAnd for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitand(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & other.0[0],
            self.0[1] & other.0[1],
            self.0[2] & other.0[2],
        ])
    }
}

impl BitOr for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitor(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
        ])
    }
}

impl BitXor for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn bitxor(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] ^ other.0[0],
            self.0[1] ^ other.0[1],
            self.0[2] ^ other.0[2],
        ])
    }
}

impl Not for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn not(self) -> SquareSet {
        SquareSet([!self.0[0], !self.0[1], !self.0[2]])
    }
}

impl BitAndAssign for SquareSet {
    #[inline]
    fn bitand_assign(&mut self, other: SquareSet) {
        *self = *self & other;
    }
}

impl BitOrAssign for SquareSet {
    #[inline]
    fn bitor_assign(&mut self, other: SquareSet) {
        *self = *self | other;
    }
}
