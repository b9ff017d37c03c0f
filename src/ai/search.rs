//! Alpha-beta search (negamax) over any [`Game`] with [`Evaluate`]:
//! iterative deepening under a budget, a transposition table, move ordering
//! (the table's move, tactical moves by priority, killers, history) and
//! quiescence. Turns need not alternate: a move after which the same side
//! moves again keeps the score's sign.

use super::PortableRng;
use rand::{Rng, SeedableRng};
use web_time::{Duration, Instant};

use super::{mix, Evaluate, KNOWN_WIN, WIN};
use crate::game::{Game, Square};

/// How much a search may spend. It stops at whichever limit comes first,
/// but always completes depth 1 far enough to have a legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub max_depth: u32,
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
}

impl Budget {
    pub fn depth(max_depth: u32) -> Budget {
        Budget {
            max_depth,
            nodes: None,
            time: None,
        }
    }
}

/// A search's budget and style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    pub budget: Budget,
    /// Up to this much is added to or taken from each evaluation, the same
    /// for the same position and seed: it varies the play of lower levels.
    pub noise: i32,
    /// Plies of captures searched past the depth limit (0: none).
    pub quiescence_plies: u32,
    /// Nodes the game's own exact solver may use before the search (0: none).
    pub solver_nodes: u64,
    pub seed: u64,
    /// Which of the search's refinements are on; `None` for those the game
    /// keeps ([`Evaluate::REFINEMENTS`], each measured in `arena`).
    pub features: Option<Features>,
}

/// The search's refinements beyond plain alpha-beta, each of which can be
/// turned off to measure it (`arena ... --first level5:50ms:-lmr`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Principal variation search: every move after the first is first
    /// searched with a null window, and again only if it may be better.
    pub pvs: bool,
    /// The root searched in a window around the last iteration's score.
    pub aspiration: bool,
    /// Null-move pruning, where the game allows a pass
    /// ([`Evaluate::null_move`]).
    pub null_move: bool,
    /// Late quiet moves searched less deep, and again at full depth if they
    /// may be better.
    pub late_move_reductions: bool,
    /// Checks searched a ply deeper, and check evasions in quiescence.
    pub check_extension: bool,
    /// Reverse futility pruning: a node near the leaves whose static
    /// evaluation beats beta by a margin that grows with the depth left
    /// is cut without a search.
    pub reverse_futility: bool,
    /// Futility and late move pruning: near the leaves, quiet moves are
    /// not searched where the static evaluation is too far below alpha for
    /// them to reach it, nor after the first few in the order.
    pub futility: bool,
    /// A position met again in the line searched (or earlier in the game)
    /// scored a draw at once, as the side to move can repeat again.
    pub repetition: bool,
    /// Captures that likely lose material at once
    /// ([`Evaluate::loses_exchange`]) are tried after the killers, and left
    /// out of quiescence unless evading a check.
    pub exchanges: bool,
    /// The history heuristic's penalty: when a quiet move cuts, the quiet
    /// moves searched before it in that node lose what it gains.
    pub history_malus: bool,
}

impl Features {
    pub const NONE: Features = Features {
        pvs: false,
        aspiration: false,
        null_move: false,
        late_move_reductions: false,
        check_extension: false,
        reverse_futility: false,
        futility: false,
        repetition: false,
        exchanges: false,
        history_malus: false,
    };
    pub const ALL: Features = Features {
        pvs: true,
        aspiration: true,
        null_move: true,
        late_move_reductions: true,
        check_extension: true,
        reverse_futility: true,
        futility: true,
        repetition: true,
        exchanges: true,
        history_malus: true,
    };

    /// The names `arena` takes: `-pvs`, `-aspiration`, `-null`, `-lmr`,
    /// `-check`, `-rfp`, `-futility`, `-repetition`, `-see`, `-malus` (or with `+`).
    pub const NAMES: [&'static str; 10] = [
        "pvs",
        "aspiration",
        "null",
        "lmr",
        "check",
        "rfp",
        "futility",
        "repetition",
        "see",
        "malus",
    ];

    fn flag(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "pvs" => &mut self.pvs,
            "aspiration" => &mut self.aspiration,
            "null" => &mut self.null_move,
            "lmr" => &mut self.late_move_reductions,
            "check" => &mut self.check_extension,
            "rfp" => &mut self.reverse_futility,
            "futility" => &mut self.futility,
            "repetition" => &mut self.repetition,
            "see" => &mut self.exchanges,
            "malus" => &mut self.history_malus,
            _ => return None,
        })
    }

    /// Turns the named refinement on or off; false if there is none of that name.
    pub fn set(&mut self, name: &str, on: bool) -> bool {
        self.flag(name).map(|flag| *flag = on).is_some()
    }

    /// Whether the named refinement is on (false for an unknown name).
    pub fn is_on(mut self, name: &str) -> bool {
        self.flag(name).is_some_and(|flag| *flag)
    }
}

/// What one completed iteration found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The principal variation in the game's notation.
    pub pv: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    pub best: M,
    /// For the side to move; `WIN - n` is a win in n plies.
    pub score: i32,
    /// The deepest completed iteration (0 if none completed, or the solver answered).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Whether the game's solver gave the answer.
    pub solved: bool,
    /// Whether the solver's answer is the mirror strategy's (Double Ring).
    pub mirror: bool,
    pub pv: Vec<String>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry<M> {
    key: u64,
    depth: i32,
    score: i32,
    bound: Bound,
    best: Option<M>,
}

const TABLE_BITS: u32 = 18;
const MAX_PLY: usize = 128;
/// The root's first window is this wide on each side of the last score,
/// then four times wider at each miss.
const ASPIRATION_WIDTH: i32 = 40;
const ASPIRATION_FROM_DEPTH: u32 = 4;
/// Null-move pruning from this depth, searched 2 plies less (3 from depth 6).
const NULL_MOVE_FROM_DEPTH: i32 = 3;
/// Late move reductions from this depth and this move in the order.
const LMR_FROM_DEPTH: i32 = 3;
const LMR_FROM_MOVE: usize = 3;
/// Reverse futility pruning up to this depth, with this margin a ply.
const REVERSE_FUTILITY_DEPTH: i32 = 6;
const REVERSE_FUTILITY_MARGIN: i32 = 80;
/// Futility pruning up to this depth: a quiet move is skipped where the
/// static evaluation plus this margin a ply stays at or below alpha.
const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_MARGIN: i32 = 110;
/// Late move pruning up to this depth: only the first `3 + depth²` quiet
/// moves are searched.
const LATE_MOVE_PRUNING_DEPTH: i32 = 3;
/// How many plies less a late quiet move is searched, growing with the
/// depth left and the move's place in the order as in well-known engines:
/// `0.75 + ln(depth) ln(move) / 2.25`, in whole numbers (a floating-point
/// logarithm would weigh on each game's wasm).
fn late_move_reduction(depth: i32, index: usize) -> i32 {
    let ln = |n: usize| LN_IN_32NDS[n.min(LN_IN_32NDS.len() - 1)];
    // In 32nds squared: 0.75 is 1728 / 2304, and 2304 is 2.25 x 32 x 32.
    (ln(depth.max(1) as usize) * ln(index) + 1728) / 2304
}

/// `ln(n)` in 32nds, rounded, for n from 0 (taken as 0) to 63.
const LN_IN_32NDS: [i32; 64] = [
    0, 0, 22, 35, 44, 52, 57, 62, 67, 70, 74, 77, 80, 82, 84, 87, 89, 91, 92, 94, 96, 97, 99, 100,
    102, 103, 104, 105, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 116, 117, 118, 119, 120,
    120, 121, 122, 123, 123, 124, 125, 125, 126, 126, 127, 128, 128, 129, 129, 130, 130, 131, 132,
    132, 133,
];

/// Fewest nodes between looks at the clock.
const CLOCK_EVERY: u64 = 512;

struct Searcher<'a, G: Evaluate> {
    settings: &'a Settings,
    features: Features,
    started: Instant,
    nodes: u64,
    stopped: bool,
    table: Vec<Option<Entry<G::Move>>>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    buffers: Vec<Vec<G::Move>>,
}

/// One of the best moves at the root, with its score and line.
#[derive(Clone, Debug, PartialEq)]
pub struct Line<M> {
    pub first: M,
    /// For the side to move; `WIN - n` is a win in n plies.
    pub score: i32,
    /// The line in the game's notation, starting with `first`.
    pub pv: Vec<String>,
}

/// The best few moves of a position (multi-PV), best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<M> {
    pub lines: Vec<Line<M>>,
    /// The deepest completed iteration (0 if none completed, or the solver answered).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Whether the game's solver decided: the scores are then exact verdicts.
    pub solved: bool,
}

/// Searches `game` (which must have a legal move) and returns the move to play.
/// `on_iteration` hears of each completed depth. `None` if there is no legal move.
pub fn search<G: Evaluate>(
    game: &G,
    settings: &Settings,
    mut on_iteration: impl FnMut(&Iteration),
) -> Option<SearchResult<G::Move>> {
    let started = Instant::now();
    let moves = game.legal_move_list();
    if moves.is_empty() {
        return None;
    }
    if settings.solver_nodes > 0 {
        // A loss proved by the mirror strategy is played on by the search,
        // which makes the opponent's task hardest.
        if let Some(solved) = game
            .solve(settings.solver_nodes)
            .filter(|solved| solved.wins || !solved.mirror)
        {
            let best = solved.best.unwrap_or(moves[0]);
            return Some(SearchResult {
                best,
                score: if solved.wins { KNOWN_WIN } else { -KNOWN_WIN },
                depth: 0,
                nodes: solved.nodes,
                elapsed: started.elapsed(),
                solved: true,
                mirror: solved.mirror,
                pv: vec![game.format_move(best)],
            });
        }
    }
    let analysis = Searcher::new(settings, started).iterate(game, moves, 1, &mut |analysis| {
        let best = &analysis.lines[0];
        on_iteration(&Iteration {
            depth: analysis.depth,
            score: best.score,
            nodes: analysis.nodes,
            elapsed: analysis.elapsed,
            pv: best.pv.clone(),
        });
    });
    let best = analysis.lines.into_iter().next()?;
    Some(SearchResult {
        best: best.first,
        score: best.score,
        depth: analysis.depth,
        nodes: analysis.nodes,
        elapsed: analysis.elapsed,
        solved: false,
        mirror: false,
        pv: best.pv,
    })
}

/// The best `lines` moves of `game` and their lines (multi-PV, as engines
/// give it: each line is searched with the moves of the lines before it left
/// out). `on_iteration` hears of each completed depth. Where the game's
/// solver settles the position within `settings.solver_nodes`, the lines are
/// its winning moves (or, in a lost position, the search's lines, each a
/// proved loss). `None` if there is no legal move.
pub fn analyse<G: Evaluate>(
    game: &G,
    settings: &Settings,
    lines: usize,
    mut on_iteration: impl FnMut(&Analysis<G::Move>),
) -> Option<Analysis<G::Move>> {
    let started = Instant::now();
    let moves = game.legal_move_list();
    if moves.is_empty() {
        return None;
    }
    let lines = lines.max(1);
    let verdict = (settings.solver_nodes > 0)
        .then(|| game.winning_moves(settings.solver_nodes))
        .flatten();
    if let Some(verdict) = &verdict {
        if !verdict.moves.is_empty() {
            let analysis = Analysis {
                lines: verdict
                    .moves
                    .iter()
                    .take(lines)
                    .map(|&first| Line {
                        first,
                        score: KNOWN_WIN,
                        pv: vec![game.format_move(first)],
                    })
                    .collect(),
                depth: 0,
                nodes: verdict.nodes,
                elapsed: started.elapsed(),
                solved: true,
            };
            on_iteration(&analysis);
            return Some(analysis);
        }
    }
    let lost = verdict.is_some();
    let prove_lost = |analysis: &mut Analysis<G::Move>| {
        if lost {
            analysis.solved = true;
            for line in &mut analysis.lines {
                line.score = -KNOWN_WIN;
            }
        }
    };
    let mut analysis =
        Searcher::new(settings, started).iterate(game, moves, lines, &mut |analysis| {
            let mut analysis = analysis.clone();
            prove_lost(&mut analysis);
            on_iteration(&analysis);
        });
    prove_lost(&mut analysis);
    Some(analysis)
}

impl<'a, G: Evaluate> Searcher<'a, G> {
    fn new(settings: &'a Settings, started: Instant) -> Self {
        Searcher {
            settings,
            features: settings.features.unwrap_or(G::REFINEMENTS),
            started,
            nodes: 0,
            stopped: false,
            table: vec![None; 1 << TABLE_BITS],
            killers: vec![[None, None]; MAX_PLY + 1],
            history: vec![0; HISTORY_SIZE],
            buffers: vec![Vec::new(); MAX_PLY + 2],
        }
    }
}

impl<G: Evaluate> Searcher<'_, G> {
    /// Iterative deepening of the best `lines` root moves.
    fn iterate(
        &mut self,
        game: &G,
        mut root_moves: Vec<G::Move>,
        lines: usize,
        on_iteration: &mut dyn FnMut(&Analysis<G::Move>),
    ) -> Analysis<G::Move> {
        let mut rng = PortableRng::seed_from_u64(self.settings.seed ^ game.position_key());
        // Equal moves are met in a seeded order, so that ties vary by seed.
        for i in (1..root_moves.len()).rev() {
            root_moves.swap(i, rng.random_range(0..=i));
        }
        let mut analysis = Analysis {
            lines: vec![Line {
                first: root_moves[0],
                score: 0,
                pv: Vec::new(),
            }],
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            solved: false,
        };
        let lines = lines.min(root_moves.len());
        for depth in 1..=self.settings.budget.max_depth.max(1) {
            let mut found: Vec<Line<G::Move>> = Vec::with_capacity(lines);
            for index in 0..lines {
                let left: Vec<G::Move> = root_moves
                    .iter()
                    .filter(|&&mv| found.iter().all(|line| line.first != mv))
                    .copied()
                    .collect();
                // Each line's move of the last iteration is searched first.
                let first = (analysis.depth > 0)
                    .then(|| analysis.lines.get(index).map(|line| line.first))
                    .flatten()
                    .filter(|mv| left.contains(mv));
                let best = if lines == 1 {
                    self.search_root_aspirated(game, &left, depth, first, analysis.lines[0].score)
                } else {
                    self.search_root(game, &left, depth, first, -WIN - 1, WIN + 1)
                };
                if self.stopped {
                    // A move that beat the last iteration's best before the
                    // budget ran out is better, even in an unfinished
                    // iteration. Several lines stay those of the last
                    // completed depth, so that they stay different moves.
                    if let (1, Some((mv, score))) = (lines, best) {
                        if analysis.lines[0].first != mv {
                            analysis.lines[0].pv = self.principal_variation(game, mv);
                        }
                        analysis.lines[0].first = mv;
                        analysis.lines[0].score = score;
                    }
                    break;
                }
                let (mv, score) = best.expect("a finished root search has a best move");
                let pv = self.principal_variation(game, mv);
                found.push(Line {
                    first: mv,
                    score,
                    pv,
                });
            }
            if self.stopped {
                break;
            }
            // A later line, searched with what the earlier ones left in the
            // table, can come out above them: show the best first.
            found.sort_by_key(|line| std::cmp::Reverse(line.score));
            analysis.lines = found;
            analysis.depth = depth;
            analysis.nodes = self.nodes;
            analysis.elapsed = self.started.elapsed();
            let best = &analysis.lines[0];
            self.store(
                game.position_key(),
                depth as i32,
                best.score,
                Bound::Exact,
                Some(best.first),
                0,
            );
            on_iteration(&analysis);
            let settled = analysis
                .lines
                .iter()
                .all(|line| line.score.abs() >= KNOWN_WIN);
            if settled || self.budget_spent() {
                break;
            }
        }
        for line in &mut analysis.lines {
            if line.pv.is_empty() {
                line.pv = vec![game.format_move(line.first)];
            }
        }
        analysis.nodes = self.nodes;
        analysis.elapsed = self.started.elapsed();
        analysis
    }

    /// The root searched first in a window around `last`, the previous
    /// iteration's score, and again in a wider one when the score falls
    /// outside it.
    fn search_root_aspirated(
        &mut self,
        game: &G,
        moves: &[G::Move],
        depth: u32,
        mut first: Option<G::Move>,
        last: i32,
    ) -> Option<(G::Move, i32)> {
        let features = self.features();
        if !features.aspiration || depth < ASPIRATION_FROM_DEPTH || last.abs() >= KNOWN_WIN {
            return self.search_root(game, moves, depth, first, -WIN - 1, WIN + 1);
        }
        let mut width = ASPIRATION_WIDTH;
        let (mut alpha, mut beta) = (last - width, last + width);
        // A move that failed high is better than the last best, even if its
        // wider search does not finish.
        let mut failed_high = None;
        loop {
            let best = self.search_root(game, moves, depth, first, alpha, beta);
            if self.stopped {
                return best.or(failed_high);
            }
            width *= 4;
            match best {
                None => alpha = (last - width).max(-WIN - 1),
                Some((mv, score)) if score >= beta => {
                    failed_high = Some((mv, score));
                    first = Some(mv);
                    beta = (score + width).min(WIN + 1);
                }
                found => return found,
            }
            if width > ASPIRATION_WIDTH << 8 {
                alpha = -WIN - 1;
                beta = WIN + 1;
            }
        }
    }

    /// The best of `moves` at the root and its score, searched `depth` plies
    /// deep with `first` tried first, within the window (`alpha`, `beta`);
    /// `None` if no move scored above `alpha` (or the budget ran out first).
    fn search_root(
        &mut self,
        game: &G,
        moves: &[G::Move],
        depth: u32,
        first: Option<G::Move>,
        mut alpha: i32,
        beta: i32,
    ) -> Option<(G::Move, i32)> {
        let me = game.to_move();
        let mut best = None;
        for (index, mv) in self.order(game, moves, first, 0).into_iter().enumerate() {
            let mut next = game.clone();
            next.play(mv);
            let same_side = next.to_move() == me;
            let depth = depth as i32 - 1 + self.extension(&next, 0);
            let score = if index == 0 || !self.features().pvs {
                self.child(&next, depth, 1, alpha, beta, same_side)
            } else {
                let score = self.child(&next, depth, 1, alpha, alpha + 1, same_side);
                if score > alpha && score < beta && !self.stopped {
                    self.child(&next, depth, 1, alpha, beta, same_side)
                } else {
                    score
                }
            };
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(mv);
                if alpha >= beta {
                    break;
                }
            }
        }
        best.map(|mv| (mv, alpha))
    }

    /// The score of `next` for the side that moved into it: negated unless
    /// the same side moves again.
    fn child(
        &mut self,
        next: &G,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        same_side: bool,
    ) -> i32 {
        if same_side {
            self.negamax(next, depth, ply, alpha, beta)
        } else {
            -self.negamax(next, depth, ply, -beta, -alpha)
        }
    }

    /// One more ply for a move that gives check, while the line is short
    /// enough for it.
    fn extension(&self, next: &G, ply: usize) -> i32 {
        (self.features().check_extension && ply < MAX_PLY / 2 && next.in_check()) as i32
    }

    /// The refinements on. In the browser they are always the game's own,
    /// known when the game's search is compiled, so that a game's wasm
    /// carries only the refinements it keeps.
    #[inline(always)]
    fn features(&self) -> Features {
        if cfg!(target_arch = "wasm32") {
            G::REFINEMENTS
        } else {
            self.features
        }
    }

    fn budget_spent(&self) -> bool {
        let budget = &self.settings.budget;
        budget.nodes.is_some_and(|nodes| self.nodes >= nodes)
            || budget
                .time
                .is_some_and(|time| self.started.elapsed() >= time)
    }

    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CLOCK_EVERY) && self.budget_spent() {
            self.stopped = true;
        }
    }

    fn evaluate(&self, game: &G, key: u64) -> i32 {
        let noise = self.settings.noise;
        let shift = if noise > 0 {
            (mix(key ^ self.settings.seed) % (2 * noise as u64 + 1)) as i32 - noise
        } else {
            0
        };
        game.evaluate() + shift
    }

    /// The score of `game` for its side to move, searched `depth` plies deep.
    fn negamax(&mut self, game: &G, depth: i32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.count_node();
        if self.stopped || (ply > 0 && self.features().repetition && game.repeats()) {
            return 0;
        }
        let key = game.position_key();
        let interior = depth > 0 && ply < MAX_PLY;
        if !interior && !G::TACTICAL_MOVES {
            // What quiescence would say, without the move list: the evaluation.
            return if game.has_legal_move() { self.evaluate(game, key) } else { terminal_score(game, ply) };
        }
        // The table is asked before the moves are generated: a cut saves
        // generating them.
        let mut table_move = None;
        if let Some(entry) = interior.then(|| self.probe(key)).flatten() {
            table_move = entry.best;
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        game.legal_moves(&mut moves);
        let score = if moves.is_empty() {
            terminal_score(game, ply)
        } else if !interior {
            self.quiescence(
                game,
                &moves,
                key,
                ply,
                alpha,
                beta,
                self.settings.quiescence_plies,
            )
        } else {
            self.expand(game, &moves, key, table_move, depth, ply, &mut alpha, beta)
        };
        self.buffers[ply] = moves;
        score
    }

    #[allow(clippy::too_many_arguments)]
    fn expand(
        &mut self,
        game: &G,
        moves: &[G::Move],
        key: u64,
        table_move: Option<G::Move>,
        depth: i32,
        ply: usize,
        alpha: &mut i32,
        beta: i32,
    ) -> i32 {
        let original_alpha = *alpha;
        let me = game.to_move();
        let features = self.features();
        let in_check = features.check_extension && game.in_check();
        let null_window = beta - *alpha == 1;
        let ordinary_window = beta.abs() < KNOWN_WIN && alpha.abs() < KNOWN_WIN;
        let prunes = !in_check && ordinary_window;
        let looks_at_evaluation = (features.reverse_futility && depth <= REVERSE_FUTILITY_DEPTH)
            || (features.futility && depth <= FUTILITY_DEPTH.max(LATE_MOVE_PRUNING_DEPTH))
            || (features.null_move && null_window && depth >= NULL_MOVE_FROM_DEPTH);
        let stand = if prunes && looks_at_evaluation {
            self.evaluate(game, key)
        } else {
            0
        };
        if features.reverse_futility
            && prunes
            && depth <= REVERSE_FUTILITY_DEPTH
            && stand - REVERSE_FUTILITY_MARGIN * depth >= beta
        {
            return stand;
        }
        if features.null_move
            && null_window
            && depth >= NULL_MOVE_FROM_DEPTH
            && prunes
            && stand >= beta
        {
            if let Some(passed) = game.null_move() {
                let reduction = 2 + depth / 6;
                let same_side = passed.to_move() == me;
                let score = self.child(
                    &passed,
                    depth - 1 - reduction,
                    ply + 1,
                    beta - 1,
                    beta,
                    same_side,
                );
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    // Not a proved win: the pass may have hidden the real line.
                    return score.min(KNOWN_WIN - 1);
                }
            }
        }
        let ordered = self.order(game, moves, table_move, ply);
        let killers = self.killers[ply.min(MAX_PLY)];
        let futile = features.futility
            && prunes
            && depth <= FUTILITY_DEPTH
            && stand + FUTILITY_MARGIN * depth <= *alpha;
        let late_moves_pruned = features.futility && prunes && depth <= LATE_MOVE_PRUNING_DEPTH;
        let mut quiet_moves = 0;
        // The history slots of the quiet moves searched so far, for the malus.
        let mut quiets_tried = [0usize; 32];
        let mut quiets_count = 0;
        let mut best = -WIN - 1;
        let mut best_move = None;
        for (index, mv) in ordered.into_iter().enumerate() {
            let tactical = game.is_tactical(mv);
            let quiet = !tactical && !killers.contains(&Some(mv));
            quiet_moves += quiet as i32;
            let mut next = game.clone();
            next.play(mv);
            let same_side = next.to_move() == me;
            let extension = self.extension(&next, ply);
            let new_depth = depth - 1 + extension;
            if index > 0
                && quiet
                && extension == 0
                && best > -KNOWN_WIN
                && (futile || (late_moves_pruned && quiet_moves > 3 + depth * depth))
            {
                continue;
            }
            let reduction = if features.late_move_reductions
                && depth >= LMR_FROM_DEPTH
                && index >= LMR_FROM_MOVE
                && !in_check
                && extension == 0
                && quiet
            {
                late_move_reduction(depth, index).min(new_depth - 1)
            } else {
                0
            };
            let score = if index == 0 || !(features.pvs || reduction > 0) {
                self.child(&next, new_depth, ply + 1, *alpha, beta, same_side)
            } else {
                // A null window first: is the move better than the best so far?
                let mut score = self.child(
                    &next,
                    new_depth - reduction,
                    ply + 1,
                    *alpha,
                    *alpha + 1,
                    same_side,
                );
                if score > *alpha && reduction > 0 && features.pvs && !self.stopped {
                    score = self.child(&next, new_depth, ply + 1, *alpha, *alpha + 1, same_side);
                }
                if score > *alpha && (score < beta || !features.pvs) && !self.stopped {
                    score = self.child(&next, new_depth, ply + 1, *alpha, beta, same_side);
                }
                score
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > *alpha {
                *alpha = score;
            }
            if *alpha >= beta {
                if !tactical {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(mv) {
                        killers[1] = killers[0];
                        killers[0] = Some(mv);
                    }
                    let slot = history_slot(game, mv);
                    self.history[slot] = (self.history[slot] + depth * depth).min(1 << 24);
                    if features.history_malus {
                        for &tried in &quiets_tried[..quiets_count] {
                            self.history[tried] = (self.history[tried] - depth * depth).max(-(1 << 24));
                        }
                    }
                }
                break;
            }
            if features.history_malus && !tactical && quiets_count < quiets_tried.len() {
                quiets_tried[quiets_count] = history_slot(game, mv);
                quiets_count += 1;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(key, depth, best, bound, best_move, ply);
        best
    }

    /// Searches only tactical moves until the position is quiet; the side to
    /// move may also stand on the static evaluation.
    #[allow(clippy::too_many_arguments)]
    fn quiescence(
        &mut self,
        game: &G,
        moves: &[G::Move],
        key: u64,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        plies_left: u32,
    ) -> i32 {
        let stand = self.evaluate(game, key);
        let can_go_on = plies_left > 0 && ply < MAX_PLY;
        // In check, standing is no option: every evasion is searched.
        let evading = can_go_on && self.features().check_extension && game.in_check();
        if !evading && (stand >= beta || !can_go_on) {
            return stand;
        }
        let mut best = if evading { -WIN - 1 } else { stand };
        alpha = alpha.max(best);
        let skips_losing = !evading && self.features().exchanges;
        let mut tactical: Vec<(i32, G::Move)> = moves
            .iter()
            .filter(|&&mv| evading || game.is_tactical(mv))
            .filter(|&&mv| !(skips_losing && game.loses_exchange(mv)))
            .map(|&mv| (game.tactical_priority(mv), mv))
            .collect();
        tactical.sort_by_key(|&(priority, _)| std::cmp::Reverse(priority));
        let me = game.to_move();
        for (_, mv) in tactical {
            let mut next = game.clone();
            next.play(mv);
            self.count_node();
            if self.stopped {
                return 0;
            }
            let mut replies = std::mem::take(&mut self.buffers[ply + 1]);
            next.legal_moves(&mut replies);
            let same_side = next.to_move() == me;
            let score = if replies.is_empty() {
                let score = terminal_score(&next, ply + 1);
                if same_side {
                    score
                } else {
                    -score
                }
            } else {
                let next_key = next.position_key();
                if same_side {
                    self.quiescence(
                        &next,
                        &replies,
                        next_key,
                        ply + 1,
                        alpha,
                        beta,
                        plies_left - 1,
                    )
                } else {
                    -self.quiescence(
                        &next,
                        &replies,
                        next_key,
                        ply + 1,
                        -beta,
                        -alpha,
                        plies_left - 1,
                    )
                }
            };
            self.buffers[ply + 1] = replies;
            if score > best {
                best = score;
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The moves in the order to try them: the table's move, tactical moves
    /// by priority, the killers of this ply, then by history.
    fn order(
        &self,
        game: &G,
        moves: &[G::Move],
        first: Option<G::Move>,
        ply: usize,
    ) -> Vec<G::Move> {
        let killers = self.killers[ply.min(MAX_PLY)];
        let exchanges = self.features().exchanges;
        let mut scored: Vec<(i64, G::Move)> = moves
            .iter()
            .map(|&mv| {
                let score = if Some(mv) == first {
                    i64::MAX
                } else if game.is_tactical(mv) {
                    // A capture that loses material comes after the killers.
                    let class = if exchanges && game.loses_exchange(mv) { 38 } else { 40 };
                    (1 << class) + game.tactical_priority(mv) as i64
                } else if Some(mv) == killers[0] {
                    (1 << 39) + 1
                } else if Some(mv) == killers[1] {
                    1 << 39
                } else {
                    self.history[history_slot(game, mv)] as i64
                };
                (score, mv)
            })
            .collect();
        // A stable sort keeps the generator's (or the root's shuffled) order among equals.
        scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        scored.into_iter().map(|(_, mv)| mv).collect()
    }

    fn probe(&self, key: u64) -> Option<Entry<G::Move>> {
        self.table[(key >> (64 - TABLE_BITS)) as usize].filter(|entry| entry.key == key)
    }

    fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        best: Option<G::Move>,
        ply: usize,
    ) {
        let slot = &mut self.table[(key >> (64 - TABLE_BITS)) as usize];
        if slot.is_some_and(|old| old.key == key && old.depth > depth) {
            return;
        }
        *slot = Some(Entry {
            key,
            depth,
            score: to_table(score, ply),
            bound,
            best,
        });
    }

    /// The best line, read from the table, starting with `first`.
    fn principal_variation(&self, game: &G, first: G::Move) -> Vec<String> {
        let mut line = vec![game.format_move(first)];
        let mut position = game.clone();
        position.play(first);
        let mut seen = vec![game.position_key()];
        while line.len() < 16 {
            let key = position.position_key();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(mv) = self.probe(key).and_then(|entry| entry.best) else {
                break;
            };
            if !position.legal_move_list().contains(&mv) {
                break;
            }
            line.push(position.format_move(mv));
            position.play(mv);
        }
        line
    }
}

/// The score of a finished game for its side to move.
fn terminal_score<G: Game>(game: &G, ply: usize) -> i32 {
    match game.outcome().and_then(|outcome| outcome.winner) {
        Some(winner) if winner == game.to_move() => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}

/// Win scores count plies from the root; the table keeps them from the node.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= KNOWN_WIN {
        score + ply as i32
    } else if score <= -KNOWN_WIN {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= KNOWN_WIN {
        score - ply as i32
    } else if score <= -KNOWN_WIN {
        score + ply as i32
    } else {
        score
    }
}

/// Squares are numbered file * 20 + rank + 1 (0 for none): boards up to 19 x 20.
const SQUARE_SLOTS: usize = 20 * 20 + 1;
const HISTORY_SIZE: usize = SQUARE_SLOTS * SQUARE_SLOTS;

fn history_slot<G: Game>(game: &G, mv: G::Move) -> usize {
    let slot = |square: Option<Square>| {
        square.map_or(0, |s| {
            (s.file as usize * 20 + s.rank as usize + 1) % SQUARE_SLOTS
        })
    };
    let (from, to) = game.move_squares(mv);
    slot(from) * SQUARE_SLOTS + slot(to)
}
