//! The computer opponent: where the computer chooses its move.
//!
//! - [`Evaluate`]: what a game tells the search (a static evaluation, a
//!   position key, which moves are tactical); each game implements it beside
//!   its rules.
//! - [`search`]: alpha-beta over the [`Game`] trait with iterative deepening,
//!   a transposition table, move ordering and quiescence.
//! - [`level`]: the five levels a player chooses from, as budgets and styles.
//! - [`mcts`]: Monte Carlo tree search, measured against the alpha-beta search.
//! - [`agent`]: the players `arena` pits against each other.
//! - [`evaluated_by`]: a game searched with another evaluation, to measure one.
//! - [`elo`]: Elo ratings fitted to the games of `arena` (the ladder of levels),
//!   and [`ladder`], each game's level ratings that the fit gave.
//! - [`win_chance`]: a score as the chance that the side to move wins.
//! - [`review`]: where the computer judges a game: every position
//!   evaluated, the moves marked, the players' accuracy; and the analysis
//!   board's best lines.

pub mod agent;
pub mod elo;
pub mod evaluated_by;
pub mod ladder;
pub mod level;
pub mod mcts;
pub mod pie_opening;
pub mod review;
pub mod search;
pub mod win_chance;

use serde::Serialize;

use crate::game::Game;

pub use evaluated_by::EvaluatedBy;
pub use level::{Level, Lookahead};
pub use search::{
    analyse, search, Analysis, Budget, Features, Iteration, Line, SearchResult, Settings,
};

/// The levels of game `G` as its New game panel shows them: each with its
/// rating there, where the ladder has measured it, and levels 1 and 2 as far
/// as they look there.
pub fn levels_of<G: Evaluate>() -> [level::LevelInfo; 5] {
    let ratings = ladder::ratings(G::INFO.id);
    Level::ALL.map(|level| level::LevelInfo {
        rating: ratings[level.number() as usize - 1],
        ..level.info::<G>()
    })
}

/// The random numbers of the computer's varied play: the same generator on
/// every platform (rand's `SmallRng` is another one in 32-bit wasm), so that
/// a seed gives the browser the very games of the CLI (the lab's games).
pub type PortableRng = rand_xoshiro::Xoshiro256PlusPlus;

/// A seed for the computer's varied play, a coin, or a match's id: from the
/// system's randomness (`getrandom`; in the browser, its Web Crypto backend),
/// the same way natively and in wasm.
pub fn fresh_seed() -> u64 {
    // Only variety depends on it: if the system has no randomness, play on.
    getrandom::u64().unwrap_or(0x9e37_79b9_7f4a_7c15)
}

/// A score for the side to move: a won game is worth `WIN` less the plies
/// to reach it, so that a quicker win scores higher.
pub const WIN: i32 = 1_000_000;

/// Scores at least this far from zero are known wins or losses.
pub const KNOWN_WIN: i32 = WIN - 10_000;

/// An exact verdict from a game's own solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved<M> {
    /// Whether the side to move wins with best play.
    pub wins: bool,
    /// A winning move, or (in a lost position) the move the solver tried first.
    pub best: Option<M>,
    pub nodes: u64,
    /// Whether a theorem decided (Double Ring's mirror strategy) rather than
    /// a search to the end.
    pub mirror: bool,
}

/// What a game tells the search about its positions.
pub trait Evaluate: Game {
    /// The search's refinements this game keeps: those that measured
    /// stronger in `arena` at equal time (docs/strength.md).
    const REFINEMENTS: Features = Features::NONE;

    /// How far levels 1 and 2 look ahead, and how much they misjudge: in a
    /// game without captures to see through, one ply may see too little to
    /// beat `greedy` (docs/strength.md).
    const EARLY_LEVELS: [Lookahead; 2] = Lookahead::USUAL;

    /// The positions levels 3, 4 and 5 search a move, within their clocks.
    /// A game whose wasm searches fast gives level 5 what fits its clock, and
    /// a game where more positions are worth little spreads its levels wider,
    /// so that each stands well above the one below (docs/strength.md).
    const SEARCH_NODES: [u64; 3] = Level::SEARCH_NODES;

    /// How good the position is for the side to move, roughly in hundredths
    /// of a pawn (or of the game's own unit of material); only called on
    /// positions that still have legal moves.
    fn evaluate(&self) -> i32;

    /// A key that is equal for equal positions (and, with overwhelming
    /// likelihood, different for different ones): the transposition table's.
    fn position_key(&self) -> u64;

    /// Whether any move may be tactical (`is_tactical`). A game with none
    /// (Double Ring) has nothing to search past the depth limit, so the
    /// search scores its leaves without their move lists.
    const TACTICAL_MOVES: bool = true;

    /// Whether the side to move has a legal move; a game may answer sooner
    /// than its whole move list.
    fn has_legal_move(&self) -> bool {
        !self.legal_move_list().is_empty()
    }

    /// Moves that change the material (captures, promotions), searched on
    /// past the depth limit until the position is quiet.
    fn is_tactical(&self, _mv: Self::Move) -> bool {
        false
    }

    /// How promising a tactical move looks, to try the best first
    /// (most valuable victim, least valuable attacker).
    fn tactical_priority(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Whether a tactical move likely gives up material at once (a capture
    /// that can be taken back at a profit): tried late, and left out of
    /// quiescence ([`Features::exchanges`]).
    fn loses_exchange(&self, _mv: Self::Move) -> bool {
        false
    }

    /// The position after the side to move passes, for null-move pruning:
    /// `None` where the game has no pass or a pass would mislead the search
    /// (the side to move is in check, or may be in zugzwang).
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// Whether the side to move is in check: the search extends checks.
    fn in_check(&self) -> bool {
        false
    }

    /// Whether this position stood earlier in the game or the line searched
    /// (in games where positions can repeat): the search scores it a draw,
    /// since either side could repeat again, and spends no more on it.
    fn repeats(&self) -> bool {
        false
    }

    /// An exact solution within `node_budget` nodes, for games that have a
    /// solver (Double Ring); `None` when there is none or it ran out.
    fn solve(&self, _node_budget: u64) -> Option<Solved<Self::Move>> {
        None
    }

    /// Every winning move of the side to move, within `node_budget` nodes,
    /// for games that have a solver; empty when the position is lost.
    fn winning_moves(&self, _node_budget: u64) -> Option<WinningMoves<Self::Move>> {
        None
    }
}

/// The solver's full verdict on a position, for showing the winning moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMoves<M> {
    /// Empty when the side to move loses whatever it plays.
    pub moves: Vec<M>,
    pub nodes: u64,
    /// Whether the mirror strategy decided: a loss, or the mirror reply
    /// (first in `moves`) wins.
    pub mirror: bool,
    /// Whether `moves` is every winning move; false when the mirror reply
    /// is known to win and the budget did not settle the other moves.
    pub complete: bool,
}

/// A verdict with the one winning move the solver stopped at: the whole
/// answer only when the position is lost (no move wins).
impl<M> From<Solved<M>> for WinningMoves<M> {
    fn from(solved: Solved<M>) -> WinningMoves<M> {
        WinningMoves {
            moves: solved.best.filter(|_| solved.wins).into_iter().collect(),
            nodes: solved.nodes,
            mirror: solved.mirror,
            complete: !solved.wins,
        }
    }
}

/// The computer's choice as a user interface shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    /// The move in the game's notation.
    pub notation: String,
    /// The move as the move list shows it.
    pub label: String,
    /// For the side to move, in hundredths of a pawn (or the game's unit).
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub milliseconds: f64,
    /// Whether the exact solver decided the move.
    pub solved: bool,
    /// Whether the move is the mirror reply that the mirror strategy proves
    /// wins (Double Ring).
    pub mirror: bool,
    /// Whether the choice is the pie rule's swap (`notation` is `swap`).
    pub swap: bool,
    pub pv: Vec<String>,
}

/// The move `level` plays in `game`, or `None` when the game has no legal move.
pub fn choose<G: Evaluate>(game: &G, level: Level, seed: u64) -> Option<Choice> {
    let result = search(game, &level.settings_in::<G>(seed), |_| {})?;
    Some(Choice::from_result(game, result))
}

impl Choice {
    pub fn from_result<G: Evaluate>(game: &G, result: SearchResult<G::Move>) -> Choice {
        Choice {
            notation: game.format_move(result.best),
            label: game.label_move(result.best),
            score: result.score,
            depth: result.depth,
            nodes: result.nodes,
            milliseconds: result.elapsed.as_secs_f64() * 1000.0,
            solved: result.solved,
            mirror: result.mirror,
            swap: false,
            pv: result.pv,
        }
    }
}

/// A well-mixed 64-bit hash step (SplitMix64's finaliser), for keys and noise.
pub fn mix(mut value: u64) -> u64 {
    value = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    value = (value ^ (value >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    value = (value ^ (value >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    value ^ (value >> 31)
}

/// A cell's share of a Zobrist key: a position's key is the XOR of its
/// cells' shares, so that a move updates it by the cells it changes. `code`
/// 0 (an empty cell) adds nothing. Computed rather than looked up in a table
/// of random numbers, which would weigh on each game's wasm.
pub fn cell_key(cell: usize, code: u64) -> u64 {
    if code == 0 {
        0
    } else {
        mix((code << 16) | cell as u64)
    }
}
