//! Sets of cells as bitboards: `u128` for boards up to 11 x 11 (121 cells),
//! and three of them for the largest boards (19 x 19 is 361 cells). The
//! solver is written once over [`Bits`].

pub trait Bits: Copy + Eq + std::fmt::Debug {
    const ZERO: Self;
    /// The most cells a set holds.
    const CAPACITY: usize;
    fn bit(index: usize) -> Self;
    fn has(self, index: usize) -> bool;
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    fn without(self, other: Self) -> Self;
    fn is_zero(self) -> bool;
    fn count(self) -> u32;
    /// The lowest cell in the set.
    fn lowest(self) -> Option<usize>;
    fn highest(self) -> Option<usize>;
    /// The cells from `low` to `high`, both included.
    fn range(low: usize, high: usize) -> Self;
    /// The set turned a half-turn on a board of `cells` cells: cell i goes
    /// to cells - 1 - i.
    fn half_turn(self, cells: usize) -> Self;

    fn with(self, index: usize) -> Self {
        self.or(Self::bit(index))
    }

    fn meets(self, other: Self) -> bool {
        !self.and(other).is_zero()
    }

    /// The cells of the set, lowest first.
    fn cells(self) -> CellIter<Self> {
        CellIter(self)
    }
}

pub struct CellIter<B>(B);

impl<B: Bits> Iterator for CellIter<B> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let cell = self.0.lowest()?;
        self.0 = self.0.without(B::bit(cell));
        Some(cell)
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    const CAPACITY: usize = 128;

    fn bit(index: usize) -> u128 {
        1 << index
    }

    fn has(self, index: usize) -> bool {
        self >> index & 1 == 1
    }

    fn and(self, other: u128) -> u128 {
        self & other
    }

    fn or(self, other: u128) -> u128 {
        self | other
    }

    fn without(self, other: u128) -> u128 {
        self & !other
    }

    fn is_zero(self) -> bool {
        self == 0
    }

    fn count(self) -> u32 {
        self.count_ones()
    }

    fn lowest(self) -> Option<usize> {
        (self != 0).then(|| self.trailing_zeros() as usize)
    }

    fn highest(self) -> Option<usize> {
        (self != 0).then(|| 127 - self.leading_zeros() as usize)
    }

    fn range(low: usize, high: usize) -> u128 {
        (u128::MAX >> (127 - high)) & (u128::MAX << low)
    }

    fn half_turn(self, cells: usize) -> u128 {
        self.reverse_bits() >> (128 - cells)
    }
}

/// 384 cells, enough for 19 x 19.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wide([u128; 3]);

impl Bits for Wide {
    const ZERO: Wide = Wide([0; 3]);
    const CAPACITY: usize = 384;

    fn bit(index: usize) -> Wide {
        let mut words = [0; 3];
        words[index / 128] = 1 << (index % 128);
        Wide(words)
    }

    fn has(self, index: usize) -> bool {
        self.0[index / 128] >> (index % 128) & 1 == 1
    }

    fn and(self, other: Wide) -> Wide {
        Wide([0, 1, 2].map(|i| self.0[i] & other.0[i]))
    }

    fn or(self, other: Wide) -> Wide {
        Wide([0, 1, 2].map(|i| self.0[i] | other.0[i]))
    }

    fn without(self, other: Wide) -> Wide {
        Wide([0, 1, 2].map(|i| self.0[i] & !other.0[i]))
    }

    fn is_zero(self) -> bool {
        self.0 == [0; 3]
    }

    fn count(self) -> u32 {
        self.0.iter().map(|word| word.count_ones()).sum()
    }

    fn lowest(self) -> Option<usize> {
        (0..3)
            .find(|&i| self.0[i] != 0)
            .map(|i| i * 128 + self.0[i].trailing_zeros() as usize)
    }

    fn highest(self) -> Option<usize> {
        (0..3)
            .rev()
            .find(|&i| self.0[i] != 0)
            .map(|i| i * 128 + self.0[i].highest().expect("a cell"))
    }

    fn range(low: usize, high: usize) -> Wide {
        Wide([0, 1, 2].map(|i| {
            let (first, last) = (i * 128, i * 128 + 127);
            if high < first || low > last {
                0
            } else {
                u128::range(low.max(first) - first, high.min(last) - first)
            }
        }))
    }

    fn half_turn(self, cells: usize) -> Wide {
        // Not on a hot path: the largest boards are decided by the mirror
        // or solved only near their end.
        self.cells()
            .fold(Wide::ZERO, |turned, cell| turned.with(cells - 1 - cell))
    }
}
