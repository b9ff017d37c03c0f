//! An exact solver for Double Ring: whether the player to move wins with
//! best play, and the winning moves (docs/solved.md).
//!
//! The game is impartial (both players move the same rings, and whoever
//! cannot move loses), so a position's value does not depend on who is to
//! move. What makes the search fast:
//! - **The mirror** ([`super::mirror`]): a position symmetric under the
//!   half-turn, with no single ring on its cross (the middle rank and file
//!   the half-turn keeps; for Knight's Overlap the centre and the cells a
//!   leap from their own image), is lost without a search; so one move from
//!   such a position is won by the mirror reply.
//! - **Independent parts**: single rings that can never meet in one move
//!   (no shared row or column segment; for Knight's Overlap no leap between
//!   them, even through other singles) form separate games, and the whole is
//!   won exactly when the XOR of the parts' Grundy values is not zero
//!   (Sprague-Grundy). A segment ends at the board's edge and, under Skip
//!   Two and Skip Three, where two double rings stand next to each other on
//!   the line with only empty cells between: no walk passes both. The
//!   search keeps one part and folds the others into a nim heap: it asks
//!   whether the part plus a heap of that size is won.
//! - **Bitboards** (`u128` up to 11 x 11) and a compact transposition table
//!   of 8-byte entries keyed by the position folded over the board's
//!   symmetries (a square's eight, a rectangle's four), without the double rings that can never matter again
//!   (Knight's Overlap: all of them; else those with single rings on at
//!   most one side of them in their row and in their column), so that more
//!   positions meet in the table.
//! - **Move ordering**: moves into positions known lost first, then (near
//!   the root) the moves that leave the opponent fewest replies, and deeper
//!   the moves that won most often elsewhere (the history heuristic).


use super::bits::{Bits, Wide};
use super::{Cell, DoubleRing, Move, Rule};
use crate::game::Game;
use crate::ai::{mix, Solved, WinningMoves};
use crate::coords::KNIGHT_LEAPS;

/// Ordering moves by the replies they leave costs a move generation per
/// move: worth it only with this many moves or more, and only this near the
/// root, where a good first move saves the most (deeper, the history
/// heuristic orders them: measured best at 2 plies, docs/solved.md).
const ORDER_FROM: usize = 6;
const ORDER_PLIES: u32 = 2;
/// How often a long run tells its progress, in nodes.
const PROGRESS_EVERY: u64 = 1 << 27;
/// The Grundy values remembered stop growing here.
const MOST_GRUNDY: usize = 4_000_000;

/// How a solve is run: the node budget, the table's size, and whether every
/// winning move is wanted.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub nodes: u64,
    /// The transposition table holds 2^table_bits entries of 8 bytes.
    pub table_bits: u32,
    pub every: bool,
    /// Whether the mirror strategy may decide (off: the plain search, to
    /// test the theorem against).
    pub mirror: bool,
    /// Hears of each root move decided (`--all-moves` runs): a line to show.
    pub progress: Option<fn(String)>,
}

impl Options {
    /// A table in proportion to the budget: 8 bytes for every two nodes,
    /// from 64 KB to 32 MB (the site's and the computer's solves).
    pub fn for_budget(nodes: u64, every: bool) -> Options {
        let wanted = (nodes / 2).clamp(1 << 13, 1 << 22);
        Options {
            nodes,
            table_bits: 64 - (wanted - 1).leading_zeros(),
            every,
            mirror: true,
            progress: None,
        }
    }
}

/// A solve's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The winning moves found: every one when `complete`, else at least
    /// one (the mirror reply), or none when the position is lost.
    pub winning: Vec<Move>,
    pub wins: bool,
    /// Whether `winning` is every winning move (only asked with `every`).
    pub complete: bool,
    /// Whether the mirror strategy decided.
    pub mirror: bool,
    /// Whether a loaded opening book answered.
    pub from_book: bool,
    pub nodes: u64,
    /// Bytes the solver's tables took.
    pub memory: usize,
}

/// A solve of at most a million nodes has not been seen to settle a
/// 9x9 game's position of more than 38 single rings but by the mirror or a
/// book (39 singles took a median of 79 M nodes: docs/solved.md). The
/// computer's solve gives those up at once, so that its search has the
/// clock's whole time: in the browser the solver's 800,000 nodes took a
/// quarter of level 5's clock on every move of a game's first half.
const SHORT_BUDGET: u64 = 1_000_000;
const MOST_SINGLES_IN_SHORT_BUDGET: usize = 38;

/// Solves `position` within `node_budget` nodes; `None` if that is not
/// enough (at once, for a short budget and a position too big for it that
/// neither the mirror nor a book settles).
pub fn solve(position: &DoubleRing, node_budget: u64) -> Option<Solved<Move>> {
    let cells = position.variant.cell_count();
    let singles = position.cells[..cells].iter().filter(|&&cell| cell == Cell::Single).count();
    let too_big = node_budget <= SHORT_BUDGET && singles > MOST_SINGLES_IN_SHORT_BUDGET;
    let report = run(position, Options::for_budget(if too_big { 0 } else { node_budget }, false))?;
    Some(Solved {
        wins: report.wins,
        best: report.winning.first().copied(),
        nodes: report.nodes,
        mirror: report.mirror,
    })
}

/// Every winning move in `position` within `node_budget` nodes (none when it
/// is lost); `None` if that is not enough. When the mirror reply wins and
/// the budget does not settle the others, it alone, marked incomplete.
pub fn winning_moves(position: &DoubleRing, node_budget: u64) -> Option<WinningMoves<Move>> {
    let report = run(position, Options::for_budget(node_budget, true))?;
    Some(WinningMoves {
        moves: report.winning,
        nodes: report.nodes,
        mirror: report.mirror,
        complete: report.complete,
    })
}

/// Solves `position` as `options` say; `None` if the budget is not enough
/// (and the mirror does not decide).
pub fn run(position: &DoubleRing, options: Options) -> Option<Report> {
    if options.mirror && super::mirror::lost_by_mirror(position) {
        return Some(Report {
            winning: Vec::new(),
            wins: false,
            complete: true,
            mirror: true,
            from_book: false,
            nodes: 0,
            memory: 0,
        });
    }
    if let Some(winning) = super::book::lookup(position) {
        return Some(Report {
            wins: !winning.is_empty(),
            winning,
            complete: true,
            mirror: false,
            from_book: true,
            nodes: 0,
            memory: 0,
        });
    }
    if position.variant.cell_count() <= u128::CAPACITY {
        return Solver::<u128>::new(position, options).root(position);
    }
    wide(position, options)
}

/// Whether the player to move wins each of `positions`, all of one board
/// of at most 128 cells, with one table for them all (an opening book's
/// positions share most of their search); `None` past the budget.
pub fn decide_all(positions: &[DoubleRing], options: Options) -> Option<Vec<bool>> {
    let Some(first) = positions.first() else {
        return Some(Vec::new());
    };
    assert!(first.variant.cell_count() <= u128::CAPACITY, "a board of at most 128 cells");
    let mut solver = Solver::<u128>::new(first, options);
    positions
        .iter()
        .map(|position| {
            if options.mirror && super::mirror::lost_by_mirror(position) {
                return Some(false);
            }
            let board = solver.board(position);
            let hashes = solver.hashes(board);
            solver.wins(board, hashes, 0, 0)
        })
        .collect()
}

/// A board of more than 128 cells (12 x 12 and up).
#[cfg(not(target_arch = "wasm32"))]
fn wide(position: &DoubleRing, options: Options) -> Option<Report> {
    Solver::<Wide>::new(position, options).root(position)
}

/// The browser's wasm carries the search once, on 128-cell sets, for the
/// page's first-load budget (a second copy for the wide sets cost 8 KB gzip,
/// and they search 7 times slower in wasm): on a larger board the mirror
/// alone answers there, the reply that restores the symmetry.
#[cfg(target_arch = "wasm32")]
fn wide(position: &DoubleRing, options: Options) -> Option<Report> {
    let reply = super::mirror::mirror_reply(position).filter(|_| options.mirror)?;
    Some(Report { winning: vec![reply], wins: true, complete: !options.every, mirror: true, from_book: false, nodes: 0, memory: 0 })
}

/// The cells of a position: single rings and double rings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Board<B> {
    singles: B,
    doubles: B,
}

impl<B: Bits> Board<B> {
    fn play(self, (from, to): (u16, u16)) -> Board<B> {
        Board {
            singles: self.singles.without(B::bit(from as usize).with(to as usize)),
            doubles: self.doubles.with(to as usize),
        }
    }
}

/// How a position's single rings fall into independent parts.
enum Shape<B> {
    /// One part holds every single ring; `doubles` are the double rings its
    /// moves can ever meet (the others never matter again).
    Whole { doubles: B },
    /// Each part, its single rings and the double rings its moves can meet:
    /// those with at least two singles (a lone single never moves).
    Parts(Vec<Board<B>>),
}

struct Solver<B> {
    /// The longest line's length, in cells.
    longest_line: usize,
    cells: usize,
    rule: Rule,
    /// By cell and direction (up, down, left, right): the cells walked over.
    rays: Vec<Vec<u16>>,
    /// Every row, then every column.
    lines: Vec<B>,
    segment_buffer: Vec<B>,
    /// By cell: the cells a knight's leap reaches.
    leaps: Vec<B>,
    /// The singles that stop the mirror ([`super::mirror::on_the_cross`]).
    cross: B,
    /// By cell: where each of the board's symmetries sends it (8, a
    /// rectangle's 4 twice).
    images: Vec<[u16; 8]>,
    /// By cell: the key parts of a single and a double ring.
    keys: Vec<[u64; 2]>,
    /// Win or loss by folded key: `key & !3 | 2 | won`, 0 when empty.
    table: Vec<u64>,
    table_mask: u64,
    grundy: GrundyTable,
    /// By move (from * cells + to): how often it won where it was tried,
    /// weighted by the square of the single rings then (a win high in the
    /// tree saves more): deeper than the reply counts' plies, moves are
    /// tried in this order (the history heuristic).
    history: Vec<u32>,
    nodes: u64,
    budget: u64,
    every: bool,
    use_mirror: bool,
    progress: Option<fn(String)>,
    buffers: Vec<Vec<(u16, u16)>>,
}

const DIRECTIONS: [(i32, i32); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];

impl<B: Bits> Solver<B> {
    fn new(position: &DoubleRing, options: Options) -> Solver<B> {
        let (width, height) = (position.width() as usize, position.height() as usize);
        let cells = width * height;
        let rule = position.variant.rule;
        let on_board = |file: i32, rank: i32| (0..width as i32).contains(&file) && (0..height as i32).contains(&rank);
        let place = |file: i32, rank: i32| (rank as usize * width + file as usize) as u16;
        let mut rays = Vec::with_capacity(cells * 4);
        for cell in 0..cells {
            let (file, rank) = ((cell % width) as i32, (cell / width) as i32);
            for (df, dr) in DIRECTIONS {
                let mut ray = Vec::new();
                let (mut f, mut r) = (file + df, rank + dr);
                while on_board(f, r) {
                    ray.push(place(f, r));
                    (f, r) = (f + df, r + dr);
                }
                rays.push(ray);
            }
        }
        let line = |cells: &mut dyn Iterator<Item = u16>| cells.fold(B::ZERO, |line, cell| line.with(cell as usize));
        let rows = (0..height as i32).map(|r| line(&mut (0..width as i32).map(|f| place(f, r))));
        let columns = (0..width as i32).map(|f| line(&mut (0..height as i32).map(|r| place(f, r))));
        let lines = rows.chain(columns).collect();
        let leaps = (0..cells)
            .map(|cell| {
                let (file, rank) = ((cell % width) as i32, (cell / width) as i32);
                KNIGHT_LEAPS
                    .iter()
                    .map(|&(df, dr)| (file + df as i32, rank + dr as i32))
                    .filter(|&(f, r)| on_board(f, r))
                    .fold(B::ZERO, |leaps, (f, r)| leaps.with(place(f, r) as usize))
            })
            .collect();
        let cross = (0..cells)
            .filter(|&cell| super::mirror::on_the_cross(rule, width, height, cell))
            .fold(B::ZERO, |cross, cell| cross.with(cell));
        let images = (0..cells)
            .map(|cell| super::symmetric_cells(cell, width, height).map(|image| image as u16))
            .collect();
        let keys = (0..cells)
            .map(|cell| [mix(cell as u64 * 2 + 1), mix(cell as u64 * 2 + 2)])
            .collect();
        Solver {
            longest_line: width.max(height),
            cells,
            rule,
            rays,
            lines,
            segment_buffer: Vec::new(),
            leaps,
            cross,
            images,
            keys,
            table: vec![0; 1 << options.table_bits],
            table_mask: (1 << options.table_bits) - 1,
            grundy: GrundyTable::default(),
            history: vec![0; cells * cells],
            nodes: 0,
            budget: options.nodes,
            every: options.every,
            use_mirror: options.mirror,
            progress: options.progress,
            buffers: Vec::new(),
        }
    }

    fn board(&self, position: &DoubleRing) -> Board<B> {
        let mut board = Board {
            singles: B::ZERO,
            doubles: B::ZERO,
        };
        for cell in 0..self.cells {
            match position.cells[cell] {
                Cell::Single => board.singles = board.singles.with(cell),
                Cell::Double => board.doubles = board.doubles.with(cell),
                Cell::Empty => {}
            }
        }
        board
    }

    fn memory(&self) -> usize {
        self.table.len() * 8 + self.history.len() * 4 + self.grundy.memory()
    }

    /// The verdict at the root: the mirror reply first, then a search of
    /// every move (or until one wins, unless every winning move is wanted).
    fn root(mut self, position: &DoubleRing) -> Option<Report> {
        let board = self.board(position);
        let hashes = self.hashes(board);
        let mirror = super::mirror::mirror_reply(position).filter(|_| self.use_mirror);
        if let (Some(reply), false) = (mirror, self.every) {
            return Some(self.report(vec![reply], true, true));
        }
        let mut moves = Vec::new();
        self.moves(board, &mut moves);
        let mut replies = Vec::new();
        // Every move is searched when every winning move is wanted: then
        // they come in the order of the replies they leave, as listed.
        let every = self.every;
        moves.sort_by_cached_key(|&mv| {
            self.moves(board.play(mv), &mut replies);
            let asymmetry = if every { 0 } else { Self::asymmetry(&self.after(&hashes, mv)) };
            (asymmetry, replies.len())
        });
        if let Some(reply) = mirror {
            let at = moves.iter().position(|&(from, to)| Move { from, to } == reply);
            moves.swap(0, at.expect("the mirror reply is legal"));
        }
        let mut winning = Vec::new();
        for (done, &mv) in moves.iter().enumerate() {
            let next = board.play(mv);
            let lost = if Some(Move { from: mv.0, to: mv.1 }) == mirror {
                Some(true)
            } else {
                self.wins(next, self.after(&hashes, mv), 0, 1).map(|won| !won)
            };
            if let (Some(progress), Some(lost)) = (self.progress, lost) {
                progress(format!(
                    "move {} of {}, {}: {} ({} nodes so far)",
                    done + 1,
                    moves.len(),
                    position.format_move(Move { from: mv.0, to: mv.1 }),
                    if lost { "wins" } else { "loses" },
                    self.nodes
                ));
            }
            match lost {
                Some(true) => {
                    winning.push(Move { from: mv.0, to: mv.1 });
                    if !self.every {
                        break;
                    }
                }
                Some(false) => {}
                // Out of budget: the mirror reply is still known to win.
                None => return mirror.map(|reply| self.report(vec![reply], false, true)),
            }
        }
        let mirror = mirror.is_some();
        Some(self.report(winning, true, mirror))
    }

    fn report(&self, winning: Vec<Move>, complete: bool, mirror: bool) -> Report {
        Report {
            wins: !winning.is_empty(),
            winning,
            complete,
            mirror,
            from_book: false,
            nodes: self.nodes,
            memory: self.memory(),
        }
    }

    /// The position's key under each of the 8 symmetries.
    fn hashes(&self, board: Board<B>) -> [u64; 8] {
        let mut hashes = [0; 8];
        for (set, kind) in [(board.singles, 0), (board.doubles, 1)] {
            for cell in set.cells() {
                for (hash, &image) in hashes.iter_mut().zip(&self.images[cell]) {
                    *hash ^= self.keys[image as usize][kind];
                }
            }
        }
        hashes
    }

    /// The hashes after a move: a single ring leaves `from`, and the single
    /// on `to` becomes a double.
    fn after(&self, hashes: &[u64; 8], (from, to): (u16, u16)) -> [u64; 8] {
        let mut next = *hashes;
        let (from, to) = (&self.images[from as usize], &self.images[to as usize]);
        for k in 0..8 {
            let to_keys = self.keys[to[k] as usize];
            next[k] ^= self.keys[from[k] as usize][0] ^ to_keys[0] ^ to_keys[1];
        }
        next
    }

    /// How few of the board's symmetries map a position onto itself (0: all
    /// of them do): moves that keep a symmetry tend to win (all four winning
    /// first moves of 5 x 5 Skip Two do), so they are tried first.
    fn asymmetry(hashes: &[u64; 8]) -> usize {
        hashes.iter().filter(|&&hash| hash != hashes[0]).count()
    }

    /// The folded key of a board with a nim heap beside it.
    fn key(hashes: &[u64; 8], heap: u8) -> u64 {
        let folded = *hashes.iter().min().expect("eight hashes");
        if heap == 0 {
            folded
        } else {
            folded ^ mix(0xA5A5_0000 + heap as u64)
        }
    }

    fn probe(&self, key: u64) -> Option<bool> {
        let entry = self.table[(key & self.table_mask) as usize];
        (entry != 0 && entry & !3 == key & !3).then_some(entry & 1 == 1)
    }

    fn store(&mut self, key: u64, won: bool) {
        self.table[(key & self.table_mask) as usize] = key & !3 | 2 | won as u64;
    }

    /// Whether the mirror proves `board` lost on its own (its Grundy value 0).
    fn mirror_lost(&self, board: Board<B>, hashes: &[u64; 8]) -> bool {
        self.use_mirror
            && hashes[0] == hashes[3]
            && !board.singles.meets(self.cross)
            && board.singles.half_turn(self.cells) == board.singles
            && board.doubles.half_turn(self.cells) == board.doubles
    }

    /// Every legal move on `board`, as (from, to).
    fn moves(&self, board: Board<B>, moves: &mut Vec<(u16, u16)>) {
        moves.clear();
        let rule = self.rule;
        let most = rule.max_passed(self.longest_line as u8);
        for from in board.singles.cells() {
            if rule == Rule::Knight {
                for to in self.leaps[from].and(board.singles).cells() {
                    moves.push((from as u16, to as u16));
                }
                continue;
            }
            for ray in &self.rays[from * 4..from * 4 + 4] {
                let mut passed = 0;
                for &cell in ray {
                    if board.singles.has(cell as usize) {
                        if rule.lands_after(passed) {
                            moves.push((from as u16, cell));
                        }
                        passed += 1;
                    } else if board.doubles.has(cell as usize) {
                        passed += 2;
                    } else {
                        continue;
                    }
                    if passed > most {
                        break;
                    }
                }
            }
        }
    }

    /// The lines' segments that hold a single ring (with `connecting`: two
    /// or more, the ones that join singles into a part). Under Skip One to
    /// Skip Three a line is cut between two double rings with only empty
    /// cells between them (both belong to the segments on either side);
    /// else a segment is a whole line.
    fn segments(&self, board: Board<B>, connecting: bool, segments: &mut Vec<B>) {
        segments.clear();
        // Two double rings count four: more than a walk of Skip One to Three may pass.
        let cuts = self.rule.skip_count().is_some_and(|count| count < 4);
        let fewest = if connecting { 2 } else { 1 };
        for &line in &self.lines {
            if line.and(board.singles).count() < fewest {
                continue;
            }
            if !cuts || line.and(board.doubles).count() < 2 {
                segments.push(line);
                continue;
            }
            // Cells of a row or a column come lowest first in line order.
            let mut segment = B::ZERO;
            let mut last_double = None;
            for cell in board.singles.or(board.doubles).and(line).cells() {
                if board.singles.has(cell) {
                    last_double = None;
                } else {
                    if let Some(previous) = last_double {
                        segments.push(segment.with(cell));
                        segment = B::bit(previous);
                    }
                    last_double = Some(cell);
                }
                segment = segment.with(cell);
            }
            segments.push(segment);
        }
        if connecting {
            segments.retain(|segment| segment.and(board.singles).count() >= fewest);
        }
    }

    /// The single rings joined to `seed` through `segments` (each used is
    /// cleared), and the cells of those segments.
    fn flood(segments: &mut [B], singles: B, seed: usize) -> (B, B) {
        let (mut part, mut span) = (B::bit(seed), B::ZERO);
        loop {
            let before = part;
            for segment in segments.iter_mut() {
                if segment.meets(part) {
                    part = part.or(segment.and(singles));
                    span = span.or(*segment);
                    *segment = B::ZERO;
                }
            }
            if part == before {
                return (part, span);
            }
        }
    }

    /// The independent parts of `board`.
    fn parts(&mut self, board: Board<B>) -> Shape<B> {
        let mut parts = Vec::new();
        let mut left = board.singles;
        if self.rule == Rule::Knight {
            while let Some(seed) = left.lowest() {
                let (mut part, mut frontier) = (B::bit(seed), B::bit(seed));
                while let Some(cell) = frontier.lowest() {
                    frontier = frontier.without(B::bit(cell));
                    let new = self.leaps[cell].and(board.singles).without(part);
                    part = part.or(new);
                    frontier = frontier.or(new);
                }
                if part == board.singles {
                    return Shape::Whole { doubles: B::ZERO };
                }
                left = left.without(part);
                if part.count() >= 2 {
                    parts.push(Board {
                        singles: part,
                        doubles: B::ZERO,
                    });
                }
            }
            return Shape::Parts(parts);
        }
        // First the quick question: is it one part?
        let mut segments = std::mem::take(&mut self.segment_buffer);
        self.segments(board, true, &mut segments);
        let whole = match board.singles.lowest() {
            Some(seed) => Self::flood(&mut segments, board.singles, seed).0 == board.singles,
            None => false,
        };
        if !whole {
            // Every segment of a part's single goes into its span, so that
            // the part on its own keeps the cuts its walks meet.
            self.segments(board, false, &mut segments);
            while let Some(seed) = left.lowest() {
                let (part, span) = Self::flood(&mut segments, board.singles, seed);
                left = left.without(part);
                if part.count() >= 2 {
                    parts.push(Board {
                        singles: part,
                        doubles: board.doubles.and(span),
                    });
                }
            }
        }
        self.segment_buffer = segments;
        if whole {
            Shape::Whole { doubles: self.doubles_that_matter(board) }
        } else {
            Shape::Parts(parts)
        }
    }

    /// The double rings that a walk may still pass or stop at. A walk runs
    /// along a row or a column from a single ring to a single ring, and
    /// single rings never come back: so a double ring matters on its line
    /// only while single rings stand on both sides of it there (before that,
    /// with one side bare, every walk that reaches it finds no target past
    /// it, with it or without it). One that matters on neither of its lines
    /// never matters again.
    fn doubles_that_matter(&self, board: Board<B>) -> B {
        let mut matter = B::ZERO;
        for &line in &self.lines {
            let singles = line.and(board.singles);
            if let (Some(first), Some(last)) = (singles.lowest(), singles.highest()) {
                if first != last {
                    matter = matter.or(line.and(B::range(first, last)));
                }
            }
        }
        board.doubles.and(matter)
    }

    /// The hashes of a board with the double rings `removed` taken off.
    fn without_doubles(&self, hashes: &[u64; 8], removed: B) -> [u64; 8] {
        let mut next = *hashes;
        for cell in removed.cells() {
            for (hash, &image) in next.iter_mut().zip(&self.images[cell]) {
                *hash ^= self.keys[image as usize][1];
            }
        }
        next
    }

    fn count_node(&mut self) -> Option<()> {
        self.nodes += 1;
        if self.nodes % PROGRESS_EVERY == 0 {
            if let Some(progress) = self.progress {
                progress(format!("{} nodes", self.nodes));
            }
        }
        (self.nodes <= self.budget).then_some(())
    }

    /// Whether the player to move wins `board` with a nim heap of `heap`
    /// beside it; `None` past the budget.
    fn wins(&mut self, board: Board<B>, hashes: [u64; 8], heap: u8, ply: u32) -> Option<bool> {
        self.count_node()?;
        if let Some(known) = self.known(board, &hashes, heap) {
            return Some(known);
        }
        let won = match self.parts(board) {
            Shape::Parts(mut parts) => {
                // Keep the largest part; fold the others into the heap.
                parts.sort_by_key(|part| part.singles.count());
                match parts.pop() {
                    None => heap != 0,
                    Some(largest) => {
                        let mut heap = heap;
                        for part in parts {
                            heap ^= self.grundy(part)?;
                        }
                        self.wins(largest, self.hashes(largest), heap, ply)?
                    }
                }
            }
            Shape::Whole { doubles } if doubles == board.doubles => self.search(board, &hashes, heap, ply)?,
            // The same position without the doubles that no longer matter:
            // it may be known, or symmetric.
            Shape::Whole { doubles } => {
                let relevant = Board { singles: board.singles, doubles };
                let hashes = self.without_doubles(&hashes, board.doubles.without(doubles));
                match self.known(relevant, &hashes, heap) {
                    Some(known) => known,
                    None => {
                        let won = self.search(relevant, &hashes, heap, ply)?;
                        self.remember(&hashes, heap, won);
                        won
                    }
                }
            }
        };
        self.remember(&hashes, heap, won);
        Some(won)
    }

    /// Stores a verdict; a loss also tells the board's Grundy value: the
    /// heap's size (the XOR of the two is 0), which answers the board beside
    /// any other heap at once.
    fn remember(&mut self, hashes: &[u64; 8], heap: u8, won: bool) {
        self.store(Self::key(hashes, heap), won);
        if !won && self.grundy.len < MOST_GRUNDY {
            self.grundy.insert(Self::key(hashes, 0), heap);
        }
    }

    /// What is known of `board` with a heap of `heap` without a search: lost
    /// by the mirror (with no heap), in the table, or its Grundy value.
    fn known(&self, board: Board<B>, hashes: &[u64; 8], heap: u8) -> Option<bool> {
        if self.mirror_lost(board, hashes) {
            return Some(heap != 0);
        }
        self.probe(Self::key(hashes, heap))
            .or_else(|| self.grundy.get(Self::key(hashes, 0)).map(|value| value != heap))
    }

    fn move_index(&self, (from, to): (u16, u16)) -> usize {
        from as usize * self.cells + to as usize
    }

    /// Whether some move (on the board, or taking from the heap) leads to a
    /// lost position.
    fn search(&mut self, board: Board<B>, hashes: &[u64; 8], heap: u8, ply: u32) -> Option<bool> {
        let mut moves = self.buffers.pop().unwrap_or_default();
        self.moves(board, &mut moves);
        let won = self.any_move_wins(board, hashes, heap, ply, &mut moves);
        self.buffers.push(moves);
        won
    }

    fn any_move_wins(
        &mut self,
        board: Board<B>,
        hashes: &[u64; 8],
        heap: u8,
        ply: u32,
        moves: &mut Vec<(u16, u16)>,
    ) -> Option<bool> {
        // Moves into positions known lost first; moves into known wins never.
        let mut scored = Vec::with_capacity(moves.len());
        for &mv in moves.iter() {
            let next = self.after(hashes, mv);
            match self.probe(Self::key(&next, heap)) {
                Some(false) => return Some(true),
                Some(true) => continue,
                None => {}
            }
            if self.mirror_lost(board.play(mv), &next) && heap == 0 {
                return Some(true);
            }
            scored.push((0, mv, next));
        }
        if scored.len() >= ORDER_FROM && ply < ORDER_PLIES {
            let mut replies = self.buffers.pop().unwrap_or_default();
            for entry in scored.iter_mut() {
                self.moves(board.play(entry.1), &mut replies);
                entry.0 = Self::asymmetry(&entry.2) * 1000 + replies.len();
            }
            self.buffers.push(replies);
            scored.sort_by_key(|entry| entry.0);
        } else if scored.len() > 1 {
            for entry in scored.iter_mut() {
                entry.0 = usize::MAX - self.history[self.move_index(entry.1)] as usize;
            }
            scored.sort_by_key(|entry| entry.0);
        }
        for (_, mv, next) in scored {
            if !self.wins(board.play(mv), next, heap, ply + 1)? {
                let index = self.move_index(mv);
                self.history[index] = self.history[index].saturating_add(board.singles.count().pow(2));
                return Some(true);
            }
        }
        for smaller in 0..heap {
            if !self.wins(board, *hashes, smaller, ply + 1)? {
                return Some(true);
            }
        }
        Some(false)
    }

    /// The Grundy value of `board` played on its own.
    fn grundy(&mut self, board: Board<B>) -> Option<u8> {
        self.count_node()?;
        let hashes = self.hashes(board);
        if self.mirror_lost(board, &hashes) {
            return Some(0);
        }
        let key = Self::key(&hashes, 0);
        if let Some(value) = self.grundy.get(key) {
            return Some(value);
        }
        let value = match self.parts(board) {
            Shape::Whole { doubles } if doubles != board.doubles => self.grundy(Board { singles: board.singles, doubles })?,
            Shape::Parts(parts) => {
                let mut value = 0;
                for part in parts {
                    value ^= self.grundy(part)?;
                }
                value
            }
            Shape::Whole { .. } => {
                let mut moves = self.buffers.pop().unwrap_or_default();
                self.moves(board, &mut moves);
                let mut seen = 0u128;
                let mut result = Some(());
                for &mv in moves.iter() {
                    match self.grundy(board.play(mv)) {
                        Some(value) => seen |= 1 << value.min(127),
                        None => {
                            result = None;
                            break;
                        }
                    }
                }
                self.buffers.push(moves);
                result?;
                seen.trailing_ones() as u8
            }
        };
        if self.grundy.len < MOST_GRUNDY {
            self.grundy.insert(key, value);
        }
        Some(value)
    }
}

/// The Grundy values found so far, by position key: an open-addressed table
/// (linear probing, at most half full, doubled as it fills). Smaller in the
/// browser's wasm than `std`'s `HashMap`, which brought its hasher along.
#[derive(Default)]
struct GrundyTable {
    /// 0 marks a free slot; a key of 0 is stored as 1.
    keys: Vec<u64>,
    values: Vec<u8>,
    len: usize,
}

impl GrundyTable {
    const FIRST_SLOTS: usize = 1 << 12;

    fn slot(&self, key: u64) -> usize {
        key as usize & (self.keys.len() - 1)
    }

    fn get(&self, key: u64) -> Option<u8> {
        if self.keys.is_empty() {
            return None;
        }
        let key = key.max(1);
        let mut slot = self.slot(key);
        loop {
            match self.keys[slot] {
                0 => return None,
                found if found == key => return Some(self.values[slot]),
                _ => slot = (slot + 1) & (self.keys.len() - 1),
            }
        }
    }

    fn insert(&mut self, key: u64, value: u8) {
        if (self.len + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let key = key.max(1);
        let mut slot = self.slot(key);
        while self.keys[slot] != 0 && self.keys[slot] != key {
            slot = (slot + 1) & (self.keys.len() - 1);
        }
        if self.keys[slot] == 0 {
            self.len += 1;
        }
        self.keys[slot] = key;
        self.values[slot] = value;
    }

    fn grow(&mut self) {
        let slots = (self.keys.len() * 2).max(Self::FIRST_SLOTS);
        let old = std::mem::replace(self, GrundyTable { keys: vec![0; slots], values: vec![0; slots], len: 0 });
        for (key, value) in old.keys.into_iter().zip(old.values) {
            if key != 0 {
                self.insert(key, value);
            }
        }
    }

    fn memory(&self) -> usize {
        self.keys.len() * 9
    }
}

/// The independent parts of `position` that have at least two single rings,
/// each as a position of its own (its singles, and the double rings its
/// moves meet); one part, the whole, when it does not split. For tests and
/// docs/solved.md: the Grundy values of the parts XOR to the whole's.
pub fn parts(position: &DoubleRing) -> Vec<DoubleRing> {
    fn split<B: Bits>(position: &DoubleRing) -> Vec<DoubleRing> {
        let mut solver = Solver::<B>::new(
            position,
            Options {
                nodes: 0,
                table_bits: 0,
                every: false,
                mirror: false,
                progress: None,
            },
        );
        let board = solver.board(position);
        let parts = match solver.parts(board) {
            Shape::Parts(parts) => parts,
            Shape::Whole { doubles } => vec![Board { singles: board.singles, doubles }],
        };
        parts
            .into_iter()
            .map(|part| {
                let mut game = position.clone();
                for cell in 0..solver.cells {
                    game.cells[cell] = if part.singles.has(cell) {
                        Cell::Single
                    } else if part.doubles.has(cell) {
                        Cell::Double
                    } else {
                        Cell::Empty
                    };
                }
                game.key = game.cells_key();
                game
            })
            .collect()
    }
    if position.variant.cell_count() <= u128::CAPACITY {
        split::<u128>(position)
    } else {
        split::<Wide>(position)
    }
}
