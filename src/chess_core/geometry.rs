//! The shape of a board, a rectangle with holes, and the tables of where
//! pieces go from each square on it, worked out once per game.

use super::piece::Colour;
use super::square_set::SquareSet;
use crate::coords::{square_name, take_square, KNIGHT_LEAPS};

/// The largest board: 16 files by 10 ranks.
pub const MAX_SQUARES: usize = 160;
/// Marks "no square" in one-byte square fields.
pub const NO_SQUARE: u8 = u8::MAX;

/// Directions as (file, rank) steps: the four orthogonal ones first.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// Whether the squares along a direction rise in number (a square is
/// `rank * files + file`, and every board has two files or more).
pub(super) const RISES: [bool; 8] = [true, false, true, false, true, true, false, false];

pub fn is_diagonal(direction: usize) -> bool {
    direction >= 4
}

/// The squares from one square outwards in one direction, up to the edge
/// or a hole.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    len: u8,
    squares: [u8; 16],
}

impl Ray {
    #[inline]
    pub fn squares(&self) -> &[u8] {
        // The mask lets the compiler see that no bounds check is needed.
        &self.squares[..(self.len & 15) as usize]
    }
}

/// A table with an entry for every `u8`, so that a square indexes it
/// without a bounds check; entries past the board are never read.
type SquareTable<T> = Box<[T; 256]>;

fn square_table<T: Clone>(mut entries: Vec<T>, filler: T) -> SquareTable<T> {
    entries.resize(256, filler);
    entries
        .into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("256 entries"))
}

/// The bands of the evaluation's placement tables: ranks from each side's
/// own edge, files from the nearer edge.
pub const RANK_BANDS: usize = 8;
pub const FILE_BANDS: usize = 4;
pub const PLACEMENT_BANDS: usize = RANK_BANDS * FILE_BANDS;

#[derive(Debug)]
pub struct Geometry {
    pub files: u8,
    pub ranks: u8,
    /// The number written for the lowest rank: 1 in chess, 0 in The One Ring.
    pub lowest_rank: u8,
    /// The squares that exist.
    pub squares: SquareSet,
    rays: SquareTable<[Ray; 8]>,
    ray_sets: SquareTable<[SquareSet; 8]>,
    knight: SquareTable<SquareSet>,
    king: SquareTable<SquareSet>,
    /// By colour: a pawn's step forward, or `NO_SQUARE`.
    pawn_push: [SquareTable<u8>; 2],
    /// By colour: a pawn's diagonal steps forward.
    pawn_captures: [SquareTable<SquareSet>; 2],
    /// By colour: one square forward, diagonally forward or sideways.
    ring_steps: [SquareTable<SquareSet>; 2],
    /// Steps nearer the centre: 0 at the edge, up to about 8 on any board.
    centre: SquareTable<u8>,
    /// By colour: the square's band seen from that side, for the
    /// evaluation's placement tables (see `placement`).
    placement: [SquareTable<u8>; 2],
    /// The same tables as single words, on boards of 64 squares or fewer
    /// (empty on larger ones): see `fits_u64`.
    pub(super) small: Box<SmallTables>,
}

/// Where pieces go, as `u64` sets, for boards of 64 squares or fewer; by
/// every `u8`, as the other tables.
#[derive(Debug)]
pub(super) struct SmallTables {
    pub(super) ray_sets: [[u64; 8]; 256],
    pub(super) knight: [u64; 256],
    pub(super) king: [u64; 256],
    pub(super) pawn_captures: [[u64; 256]; 2],
}

impl SmallTables {
    fn new(
        count: usize,
        ray_sets: &[[SquareSet; 8]],
        knight: &[SquareSet],
        king: &[SquareSet],
        pawn_captures: [&[SquareSet]; 2],
    ) -> Box<SmallTables> {
        let mut small = Box::new(SmallTables {
            ray_sets: [[0; 8]; 256],
            knight: [0; 256],
            king: [0; 256],
            pawn_captures: [[0; 256]; 2],
        });
        if count <= 64 {
            for square in 0..count {
                small.ray_sets[square] = ray_sets[square].map(SquareSet::low_word);
                small.knight[square] = knight[square].low_word();
                small.king[square] = king[square].low_word();
                for (small, table) in small.pawn_captures.iter_mut().zip(pawn_captures) {
                    small[square] = table[square].low_word();
                }
            }
        }
        small
    }
}

impl Geometry {
    /// A board of `files` x `ranks` without the squares in `holes`.
    pub fn new(files: u8, ranks: u8, lowest_rank: u8, holes: &[(u8, u8)]) -> Geometry {
        assert!(files as usize * ranks as usize <= MAX_SQUARES);
        let count = files as usize * ranks as usize;
        let exists = |file: i8, rank: i8| {
            file >= 0
                && rank >= 0
                && (file as u8) < files
                && (rank as u8) < ranks
                && !holes.contains(&(file as u8, rank as u8))
        };
        let index = |file: i8, rank: i8| rank as u8 * files + file as u8;
        let step = |square: usize, (df, dr): (i8, i8)| {
            let file = (square % files as usize) as i8 + df;
            let rank = (square / files as usize) as i8 + dr;
            exists(file, rank).then(|| index(file, rank))
        };
        let mut squares = SquareSet::EMPTY;
        let mut rays = Vec::with_capacity(count);
        let mut knight = Vec::with_capacity(count);
        let mut king = Vec::with_capacity(count);
        let mut pawn_push = [Vec::new(), Vec::new()];
        let mut pawn_captures = [Vec::new(), Vec::new()];
        let mut ring_steps = [Vec::new(), Vec::new()];
        let mut centre = Vec::with_capacity(count);
        let mut placement = [Vec::with_capacity(count), Vec::with_capacity(count)];
        for square in 0..count {
            let (file, rank) = (
                (square % files as usize) as i8,
                (square / files as usize) as i8,
            );
            if exists(file, rank) {
                squares.insert(square as u8);
            }
            let from_middle = |at: i8, across: u8| {
                let (at, across) = (at as i32, across as i32);
                (2 * at + 1 - across).abs() * 4 / across.max(1)
            };
            centre.push((8 - from_middle(file, files) - from_middle(rank, ranks)) as u8);
            let file_band = (file.min(files as i8 - 1 - file) as usize * FILE_BANDS)
                / (files as usize).div_ceil(2);
            for colour in [Colour::White, Colour::Black] {
                let from_home = match colour {
                    Colour::White => rank,
                    Colour::Black => ranks as i8 - 1 - rank,
                };
                let rank_band = from_home as usize * RANK_BANDS / ranks as usize;
                placement[colour.index()].push((rank_band * FILE_BANDS + file_band) as u8);
            }
            rays.push(DIRECTIONS.map(|(df, dr)| {
                let mut ray = Ray {
                    len: 0,
                    squares: [0; 16],
                };
                let (mut f, mut r) = (file + df, rank + dr);
                while exists(f, r) {
                    ray.squares[ray.len as usize] = index(f, r);
                    ray.len += 1;
                    f += df;
                    r += dr;
                }
                ray
            }));
            knight.push(SquareSet::from_squares(
                KNIGHT_LEAPS.iter().filter_map(|&s| step(square, s)),
            ));
            king.push(SquareSet::from_squares(
                DIRECTIONS.iter().filter_map(|&s| step(square, s)),
            ));
            for colour in [Colour::White, Colour::Black] {
                let forward = if colour == Colour::White { 1 } else { -1 };
                pawn_push[colour.index()].push(step(square, (0, forward)).unwrap_or(NO_SQUARE));
                pawn_captures[colour.index()].push(SquareSet::from_squares(
                    [(1, forward), (-1, forward)]
                        .into_iter()
                        .filter_map(|s| step(square, s)),
                ));
                ring_steps[colour.index()].push(SquareSet::from_squares(
                    [(0, forward), (1, forward), (-1, forward), (1, 0), (-1, 0)]
                        .into_iter()
                        .filter_map(|s| step(square, s)),
                ));
            }
        }
        let ray_sets: Vec<[SquareSet; 8]> = rays
            .iter()
            .map(|rays: &[Ray; 8]| {
                rays.map(|ray| SquareSet::from_squares(ray.squares().iter().copied()))
            })
            .collect();
        let no_ray = Ray {
            len: 0,
            squares: [0; 16],
        };
        let empty = SquareSet::EMPTY;
        let [white_push, black_push] = pawn_push;
        let [white_captures, black_captures] = pawn_captures;
        let [white_steps, black_steps] = ring_steps;
        let [white_placement, black_placement] = placement;
        let small = SmallTables::new(
            count,
            &ray_sets,
            &knight,
            &king,
            [&white_captures, &black_captures],
        );
        Geometry {
            files,
            ranks,
            lowest_rank,
            squares,
            small,
            rays: square_table(rays, [no_ray; 8]),
            ray_sets: square_table(ray_sets, [empty; 8]),
            knight: square_table(knight, empty),
            king: square_table(king, empty),
            pawn_push: [
                square_table(white_push, NO_SQUARE),
                square_table(black_push, NO_SQUARE),
            ],
            pawn_captures: [
                square_table(white_captures, empty),
                square_table(black_captures, empty),
            ],
            ring_steps: [
                square_table(white_steps, empty),
                square_table(black_steps, empty),
            ],
            centre: square_table(centre, 0),
            placement: [
                square_table(white_placement, 0),
                square_table(black_placement, 0),
            ],
        }
    }

    /// How many steps nearer the centre than the edge `square` stands.
    #[inline]
    pub fn centre(&self, square: u8) -> i32 {
        self.centre[square as usize] as i32
    }

    /// The square's band for `colour`: its rank counted from `colour`'s side
    /// in `RANK_BANDS` bands, times `FILE_BANDS`, plus its file's distance
    /// from the nearer edge in `FILE_BANDS` bands. On an 8x8 board each rank
    /// is a band and the files a-d (h-e) are bands 0-3.
    #[inline]
    pub fn placement(&self, colour: Colour, square: u8) -> usize {
        self.placement[colour.index()][square as usize] as usize
    }

    /// Whether every square fits in a `u64` (chess, The One Ring), so that
    /// the small tables hold.
    #[inline]
    pub fn fits_u64(&self) -> bool {
        self.files as usize * self.ranks as usize <= 64
    }

    #[inline]
    pub fn file(&self, square: u8) -> u8 {
        square % self.files
    }

    #[inline]
    pub fn rank(&self, square: u8) -> u8 {
        square / self.files
    }

    pub fn square(&self, file: u8, rank: u8) -> Option<u8> {
        let square = rank.checked_mul(self.files)?.checked_add(file)?;
        (file < self.files && rank < self.ranks && self.squares.contains(square)).then_some(square)
    }

    pub fn name(&self, square: u8) -> String {
        square_name(
            self.file(square),
            (self.rank(square) + self.lowest_rank) as u32,
        )
    }

    /// Reads a square name at the start of `text`: the square, if it is on
    /// this board, and the rest of the text.
    pub fn take_square<'a>(&self, text: &'a str) -> Option<(Result<u8, String>, &'a str)> {
        let (file, rank, rest) = take_square(text)?;
        let square = rank
            .checked_sub(self.lowest_rank as u32)
            .and_then(|rank| u8::try_from(rank).ok())
            .and_then(|rank| self.square(file, rank))
            .ok_or_else(|| square_name(file, rank));
        Some((square, rest))
    }

    #[inline]
    pub fn ray(&self, square: u8, direction: usize) -> &[u8] {
        self.rays[square as usize][direction & 7].squares()
    }

    /// The squares of `ray` as a set.
    #[inline]
    pub fn ray_set(&self, square: u8, direction: usize) -> SquareSet {
        self.ray_sets[square as usize][direction & 7]
    }

    #[inline]
    pub fn knight(&self, square: u8) -> SquareSet {
        self.knight[square as usize]
    }

    #[inline]
    pub fn king(&self, square: u8) -> SquareSet {
        self.king[square as usize]
    }

    /// The square in front of a pawn of `colour`, if there is one.
    #[inline]
    pub fn pawn_push(&self, colour: Colour, square: u8) -> Option<u8> {
        let to = self.pawn_push[colour.index()][square as usize];
        (to != NO_SQUARE).then_some(to)
    }

    #[inline]
    pub fn pawn_captures(&self, colour: Colour, square: u8) -> SquareSet {
        self.pawn_captures[colour.index()][square as usize]
    }

    #[inline]
    pub fn ring_steps(&self, colour: Colour, square: u8) -> SquareSet {
        self.ring_steps[colour.index()][square as usize]
    }

    /// All squares of the given ranks (from 0), for zones given by rank.
    pub fn ranks_set(&self, ranks: &[u8]) -> SquareSet {
        SquareSet::from_squares(
            self.squares
                .into_iter()
                .filter(|&square| ranks.contains(&self.rank(square))),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{Colour, Geometry};

    /// (rank band, file band) of the square at `file`, `rank` for `colour`.
    fn bands(geometry: &Geometry, colour: Colour, file: u8, rank: u8) -> (usize, usize) {
        let square = geometry.square(file, rank).expect("on the board");
        let band = geometry.placement(colour, square);
        (band / super::FILE_BANDS, band % super::FILE_BANDS)
    }

    #[test]
    fn placement_bands_count_ranks_from_each_side_and_files_from_the_nearer_edge() {
        let chess = Geometry::new(8, 8, 1, &[]);
        assert_eq!(bands(&chess, Colour::White, 0, 0), (0, 0)); // a1
        assert_eq!(bands(&chess, Colour::White, 4, 3), (3, 3)); // e4
        assert_eq!(bands(&chess, Colour::Black, 4, 3), (4, 3)); // e4, from Black's side
        assert_eq!(bands(&chess, Colour::Black, 7, 7), (0, 0)); // h8
        // Stone chess's 16 files and 9 ranks fold into the same 8 x 4 bands.
        let stone = Geometry::new(16, 9, 1, &[]);
        assert_eq!(bands(&stone, Colour::White, 15, 8), (7, 0));
        assert_eq!(bands(&stone, Colour::White, 7, 4), (3, 3));
        assert_eq!(bands(&stone, Colour::White, 3, 0), (0, 1));
        assert_eq!(bands(&stone, Colour::Black, 8, 8), (0, 3));
        // The One Ring's five files: a and e on the edge, c in the middle.
        let one_ring = Geometry::new(5, 10, 0, &[]);
        assert_eq!(bands(&one_ring, Colour::White, 2, 9), (7, 2));
        assert_eq!(bands(&one_ring, Colour::Black, 4, 9), (0, 0));
        assert_eq!(bands(&one_ring, Colour::Black, 1, 0), (7, 1));
    }
}
