//! An exact solver for Double Ring: whether the player to move wins with
//! best play, and a winning move. The game is impartial (both players move
//! the same rings, and whoever cannot move loses), so a position's value
//! does not depend on who is to move: a position is won when some move
//! leads to a lost one.
//!
//! Positions are remembered in a table under a key that is the same for the
//! board's eight symmetries (every rule is the same in every direction), so
//! that mirrored and rotated positions are solved once. Moves to positions
//! already known lost are tried first, then the moves that leave the
//! opponent fewest replies.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::{Cell, DoubleRing, Move};
use crate::ai::{mix, Solved, WinningMoves};
use crate::game::Game;

/// Keys are already well mixed: the table uses them as they are.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 << 8) | byte as u64;
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

type Table = HashMap<u64, bool, BuildHasherDefault<KeyHasher>>;

/// The table stops growing here (about 100 MB).
const MOST_ENTRIES: usize = 4_000_000;
/// Ordering moves by the replies they leave costs a move generation per
/// move: worth it only with this many moves or more, and only this near the
/// root, where a good first move saves the most.
const ORDER_FROM: usize = 6;
const ORDER_PLIES: u32 = 4;

struct Solver {
    /// By square: where each of the 8 symmetries sends it.
    images: Vec<[u16; 8]>,
    /// By square image: the key parts of a single and a double ring.
    keys: Vec<[u64; 2]>,
    table: Table,
    nodes: u64,
    budget: u64,
}

/// Solves `position` within `node_budget` nodes; `None` if that is not enough.
pub fn solve(position: &DoubleRing, node_budget: u64) -> Option<Solved<Move>> {
    let mut solver = Solver::new(position, node_budget);
    let (winners, moves) = solver.root_winners(position, false)?;
    Some(Solved {
        wins: !winners.is_empty(),
        best: winners.first().or(moves.first()).copied(),
        nodes: solver.nodes,
    })
}

/// Every winning move in `position` within `node_budget` nodes (none when it
/// is lost); `None` if that is not enough.
pub fn winning_moves(position: &DoubleRing, node_budget: u64) -> Option<WinningMoves<Move>> {
    let mut solver = Solver::new(position, node_budget);
    let (moves, _) = solver.root_winners(position, true)?;
    Some(WinningMoves {
        moves,
        nodes: solver.nodes,
    })
}

impl Solver {
    fn new(position: &DoubleRing, node_budget: u64) -> Solver {
        let size = position.size() as usize;
        let images = (0..size * size)
            .map(|square| {
                let (file, rank) = (square % size, square / size);
                let last = size - 1;
                let place = |f: usize, r: usize| (r * size + f) as u16;
                [
                    place(file, rank),
                    place(last - file, rank),
                    place(file, last - rank),
                    place(last - file, last - rank),
                    place(rank, file),
                    place(last - rank, file),
                    place(rank, last - file),
                    place(last - rank, last - file),
                ]
            })
            .collect();
        let keys = (0..size * size)
            .map(|square| [mix(square as u64 * 2 + 1), mix(square as u64 * 2 + 2)])
            .collect();
        Solver {
            images,
            keys,
            table: Table::default(),
            nodes: 0,
            budget: node_budget,
        }
    }

    /// The winning moves at the root (only the first unless `every`), and
    /// all the legal moves.
    fn root_winners(
        &mut self,
        position: &DoubleRing,
        every: bool,
    ) -> Option<(Vec<Move>, Vec<Move>)> {
        let hashes = self.hashes(position);
        let moves = position.legal_move_list();
        let mut winners = Vec::new();
        for &mv in &self.ordered(position, &hashes, &moves, 0) {
            let mut next = position.clone();
            next.play(mv);
            let next_hashes = self.after(&hashes, mv);
            if !self.wins(&next, &next_hashes, 1)? {
                winners.push(mv);
                if !every {
                    break;
                }
            }
        }
        Some((winners, moves))
    }

    fn hashes(&self, position: &DoubleRing) -> [u64; 8] {
        let mut hashes = [0; 8];
        for (square, images) in self.images.iter().enumerate() {
            let cell = position.cells[square];
            if cell == Cell::Empty {
                continue;
            }
            for (hash, &image) in hashes.iter_mut().zip(images) {
                *hash ^= self.keys[image as usize][cell as usize - 1];
            }
        }
        hashes
    }

    /// The hashes after `mv`: a single ring leaves `from`, and the single
    /// on `to` becomes a double.
    fn after(&self, hashes: &[u64; 8], mv: Move) -> [u64; 8] {
        let mut next = *hashes;
        let (from, to) = (&self.images[mv.from as usize], &self.images[mv.to as usize]);
        for k in 0..8 {
            let to_keys = self.keys[to[k] as usize];
            next[k] ^= self.keys[from[k] as usize][0] ^ to_keys[0] ^ to_keys[1];
        }
        next
    }

    /// Whether the player to move in `position` wins; `None` past the budget.
    fn wins(&mut self, position: &DoubleRing, hashes: &[u64; 8], ply: u32) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let key = *hashes.iter().min().expect("eight hashes");
        if let Some(&known) = self.table.get(&key) {
            return Some(known);
        }
        let moves = position.legal_move_list();
        let mut won = false;
        for &mv in &self.ordered(position, hashes, &moves, ply) {
            let mut next = position.clone();
            next.play(mv);
            let next_hashes = self.after(hashes, mv);
            if !self.wins(&next, &next_hashes, ply + 1)? {
                won = true;
                break;
            }
        }
        if self.table.len() < MOST_ENTRIES {
            self.table.insert(key, won);
        }
        Some(won)
    }

    /// Moves to positions known lost first; then, with many moves, those
    /// that leave the fewest replies.
    fn ordered(
        &self,
        position: &DoubleRing,
        hashes: &[u64; 8],
        moves: &[Move],
        ply: u32,
    ) -> Vec<Move> {
        let known = |mv: Move| {
            let next = self.after(hashes, mv);
            self.table
                .get(next.iter().min().expect("eight hashes"))
                .copied()
        };
        if let Some(&winning) = moves.iter().find(|&&mv| known(mv) == Some(false)) {
            return vec![winning];
        }
        let mut scored: Vec<(usize, Move)> = moves
            .iter()
            .filter(|&&mv| known(mv) != Some(true))
            .map(|&mv| {
                let replies = if moves.len() >= ORDER_FROM && ply < ORDER_PLIES {
                    let mut next = position.clone();
                    next.play(mv);
                    next.legal_move_list().len()
                } else {
                    0
                };
                (replies, mv)
            })
            .collect();
        scored.sort_by_key(|&(replies, _)| replies);
        scored.into_iter().map(|(_, mv)| mv).collect()
    }
}
