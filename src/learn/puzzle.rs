//! Puzzles found by the engine, never written by hand: positions from its
//! own games (`find_puzzles`) where one move stands out, by one of three
//! criteria (`Kind`), each decided by `prove`, which the tests run again on
//! the published puzzles:
//!
//! - `only-win` (Double Ring): the exact solver finds exactly one winning
//!   move (or, under the rules where a move and its reverse are alike, one
//!   winning pair of rings);
//! - `forced-win` (mates, Double Take's far row, The King of Rings' points):
//!   an exact search of every line proves that the side to move wins within
//!   `depth` plies, not within fewer, and with exactly one first move;
//! - `material` (the chess games): at `depth` plies the search scores the
//!   best move at least `MATERIAL_GAIN` above the position as it stands and
//!   at least `MATERIAL_MARGIN` above every other move.
//!
//! A proof is deterministic: budgets are counted in positions, never in time,
//! so a puzzle proves the same on any machine and in any build.

use std::collections::{HashMap, HashSet};

use crate::ai::PortableRng;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::ai::agent::Agent;
use crate::ai::search::{search, Budget, Features, Settings};
use crate::ai::{mix, Evaluate, KNOWN_WIN, WIN};
use crate::game::{Game, GameInfo, Player, Square, Why};
use crate::play::link::{link, record_from_query, split_link};
use crate::play::record::Record;
use crate::variant;

/// What a puzzle's first move was proven to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// The only move that wins, by the game's exact solver (Double Ring).
    OnlyWin,
    /// The only first move of the shortest forced win.
    ForcedWin,
    /// By far the best move at a fixed search depth, and one that gains.
    Material,
}

/// One puzzle as the site's data file holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// `<game>-<number>`, unique within the game.
    pub id: String,
    /// The position as the site's own link, without `#`: it opens on the game page.
    pub link: String,
    /// The solver's moves and the replies, alternating, in the game's
    /// notation; it starts and ends with a move of the side to move.
    pub solution: Vec<String>,
    /// Other first moves that are just as right: under Double Ring's Skip
    /// Odd and Knight's Overlap, the reverse of the solution's move.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
    /// A few words: "mate in 2", "wins material", "only winning move".
    pub theme: String,
    /// 1 (easy) to 5, from how deep the proof had to go.
    pub difficulty: u8,
    /// The side to move at the start: "first" or "second".
    pub player: String,
    /// One sentence for the player.
    pub goal: String,
    /// The criterion `prove` checks.
    pub kind: Kind,
    /// The plies `prove` searches: the forced win's length, the material
    /// search's depth; 0 for the solver, which searches to the end.
    pub depth: u32,
}

/// What `prove` found: the solution and how it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof<M> {
    pub kind: Kind,
    pub depth: u32,
    /// The solution: the first move and, for short forced wins, the line to the end.
    pub line: Vec<M>,
    /// Other first moves just as right (the reverse of a Double Ring move).
    pub also: Vec<M>,
    pub theme: String,
    /// The goal after "White to move: ".
    pub task: String,
    pub difficulty: u8,
    /// Positions the proof visited.
    pub nodes: u64,
}

/// The best move must score this much above the position as it stands...
pub const MATERIAL_GAIN: i32 = 200;
/// ...and this much above the second best move.
pub const MATERIAL_MARGIN: i32 = 300;
/// The best move's score must itself be at least this good.
pub const MATERIAL_FLOOR: i32 = 200;
/// Forced wins this long or shorter are shown to the end; longer ones by
/// their first move.
pub const LINE_PLIES: u32 = 7;
/// Positions the exact solver may use for a Double Ring puzzle.
pub const SOLVER_NODES: u64 = 1_000_000;
/// Positions the forced-win search may use for one proof.
pub const PROVER_NODES: u64 = 3_000_000;
/// Positions a material search may use (a safety net: the depth decides).
pub const MATERIAL_NODES: u64 = 3_000_000;
/// The seed of every proof's search (it orders equal root moves).
const PROOF_SEED: u64 = 0x5eed;

/// How puzzles are looked for in one game.
#[derive(Clone, Copy, Debug)]
struct Plan {
    /// The longest forced win looked for, in plies.
    win_plies: u32,
    /// Forced wins this short are looked for at every position; longer ones
    /// when the scout search sees a won game.
    always_plies: u32,
    /// The scout search run at every position: its depth and positions.
    scout_depth: u32,
    scout_nodes: u64,
    /// A deeper scout where the first sees the side to move ahead by
    /// `deep_scout_from`: its depth and positions (depth 0: none).
    deep_scout_depth: u32,
    deep_scout_nodes: u64,
    deep_scout_from: i32,
    /// The depth of the material proof; `None` where the game has no material puzzles.
    material_depth: Option<u32>,
    /// The players of the engine's games, one drawn for each side.
    agents: &'static [&'static str],
    /// How often a player makes a random move instead, in percent.
    random_percent: u32,
    /// Positions before this ply are not looked at.
    first_ply: usize,
    /// A game still going after this many plies is left.
    max_plies: usize,
    /// At most this many games for each puzzle wanted.
    games_per_puzzle: usize,
    /// Candidates are gathered until there are this many percent of those
    /// wanted, for the choice to spread over difficulties and games.
    pool_percent: usize,
    /// The short wins are looked for only where the scout scores the side
    /// to move at least this.
    quick_from: i32,
    /// The share of forced wins among the puzzles, in percent (the rest are
    /// material puzzles, where the game has them).
    wins_percent: usize,
}

fn plan(id: &str) -> Plan {
    let chess_like = Plan {
        win_plies: 5,
        always_plies: 3,
        scout_depth: 4,
        scout_nodes: 40_000,
        deep_scout_depth: 5,
        deep_scout_nodes: 150_000,
        deep_scout_from: 150,
        material_depth: Some(4),
        agents: &["level1", "level2", "level2", "level3:3000n"],
        random_percent: 4,
        first_ply: 8,
        max_plies: 240,
        games_per_puzzle: 5,
        pool_percent: 200,
        quick_from: -WIN,
        wins_percent: 60,
    };
    match id {
        "double-ring" => Plan {
            win_plies: 0,
            always_plies: 0,
            scout_depth: 0,
            scout_nodes: 0,
            deep_scout_depth: 0,
            deep_scout_nodes: 0,
            deep_scout_from: 0,
            material_depth: None,
            agents: &["random", "level1", "level2"],
            random_percent: 10,
            first_ply: 0,
            max_plies: 400,
            games_per_puzzle: 5,
            pool_percent: 200,
            quick_from: -WIN,
            wins_percent: 100,
        },
        "double-take" => Plan {
            win_plies: 9,
            always_plies: 3,
            scout_depth: 6,
            scout_nodes: 3_000,
            deep_scout_depth: 0,
            deep_scout_nodes: 0,
            deep_scout_from: 0,
            material_depth: None,
            agents: &["level1", "level2", "level3:3000n"],
            random_percent: 5,
            first_ply: 6,
            max_plies: 300,
            games_per_puzzle: 20,
            pool_percent: 200,
            quick_from: -WIN,
            wins_percent: 100,
        },
        "king-of-rings" => Plan {
            win_plies: 7,
            always_plies: 1,
            scout_depth: 6,
            scout_nodes: 3_000,
            deep_scout_depth: 0,
            deep_scout_nodes: 0,
            deep_scout_from: 0,
            material_depth: None,
            agents: &["level1", "level2", "level3:3000n"],
            random_percent: 5,
            first_ply: 10,
            max_plies: 300,
            games_per_puzzle: 12,
            pool_percent: 200,
            quick_from: -WIN,
            wins_percent: 100,
        },
        "double-eighteen-stone" => Plan {
            scout_depth: 2,
            scout_nodes: 10_000,
            deep_scout_nodes: 30_000,
            deep_scout_from: 500,
            material_depth: Some(3),
            pool_percent: 130,
            quick_from: -200,
            wins_percent: 50,
            ..chess_like
        },
        _ => chess_like,
    }
}

/// The variants puzzles are looked for in when none is given: Double Ring
/// under every rule on boards 5 to 9, Double Take at both lengths.
pub fn default_variants<G: Game>() -> Vec<G::Variant> {
    let texts: Vec<String> = match G::INFO.id {
        "double-ring" => ["skip2", "skip3", "odd", "even", "knight"]
            .iter()
            .flat_map(|rule| (5..=9).map(move |size| format!("rule={rule},size={size}")))
            .collect(),
        "double-take" => vec!["length=8".into(), "length=10".into()],
        _ => vec![String::new()],
    };
    texts
        .iter()
        .filter_map(|text| {
            variant::Settings::parse(text, ',')
                .and_then(|settings| G::parse_variant(&settings))
                .ok()
        })
        .collect()
}

/// Proves that `game` is a puzzle of `kind` searched `depth` plies deep (see
/// `Puzzle::depth`; for a forced win, the longest win looked for, and the
/// proof's depth is the shortest win found), or says why it is not one.
pub fn prove<G: Evaluate>(game: &G, kind: Kind, depth: u32) -> Result<Proof<G::Move>, String> {
    if game.outcome().is_some() {
        return Err("the game is over".into());
    }
    let moves = game.legal_move_list();
    if moves.len() < 2 {
        return Err("fewer than two legal moves".into());
    }
    if moves.iter().any(|&mv| hidden_move(game, mv)) {
        return Err("the side to move must pass or choose".into());
    }
    match kind {
        Kind::OnlyWin => prove_only_win(game, moves.len()),
        Kind::ForcedWin => prove_forced_win(game, depth),
        Kind::Material => prove_material(game, depth),
    }
}

/// A move a solution never shows: a pass, or The One Ring's choice of a pawn.
fn hidden_move<G: Game>(game: &G, mv: G::Move) -> bool {
    let text = game.format_move(mv);
    text == "pass" || text.starts_with('@')
}

fn prove_only_win<G: Evaluate>(game: &G, move_count: usize) -> Result<Proof<G::Move>, String> {
    if move_count < 3 {
        return Err("fewer than three legal moves".into());
    }
    let solved = game
        .winning_moves(SOLVER_NODES)
        .ok_or("not solved within the solver's budget")?;
    // Under Skip Odd and Knight's Overlap a move and its reverse always
    // leave equal games (a double ring counts like an empty cell, or counts
    // not at all), so winning moves come in pairs: there the puzzle is the
    // only two rings that win, either one moved onto the other.
    let rings = |mv: G::Move| {
        let (from, to) = game.move_squares(mv);
        let key = |square: Option<Square>| square.map(|s| (s.file, s.rank));
        let (from, to) = (key(from), key(to));
        (from.min(to), from.max(to))
    };
    let Some(&first) = solved.moves.first() else {
        return Err("0 winning moves".into());
    };
    if solved.moves.iter().any(|&mv| rings(mv) != rings(first)) {
        return Err(format!("{} winning moves", solved.moves.len()));
    }
    let (theme, task) = if solved.moves.len() == 1 {
        ("only winning move", "find the only winning move")
    } else {
        (
            "only winning pair",
            "find the only two rings that win, either one moved onto the other",
        )
    };
    // By the positions the solver needed: 1 under a thousand, 5 from 150,000.
    let difficulty = match solved.nodes {
        0..1_000 => 1,
        1_000..10_000 => 2,
        10_000..40_000 => 3,
        40_000..150_000 => 4,
        _ => 5,
    };
    Ok(Proof {
        kind: Kind::OnlyWin,
        depth: 0,
        line: vec![first],
        also: solved.moves[1..].to_vec(),
        theme: theme.into(),
        task: task.into(),
        difficulty,
        nodes: solved.nodes,
    })
}

fn prove_forced_win<G: Evaluate>(game: &G, most: u32) -> Result<Proof<G::Move>, String> {
    let mut prover = Prover::<G>::new(PROVER_NODES);
    let me = game.to_move();
    let shortest = (1..=most)
        .find(|&plies| prover.wins(game, plies))
        .ok_or_else(|| {
            if prover.exhausted {
                "the forced-win search ran out of positions".to_string()
            } else {
                format!("no forced win within {most} plies")
            }
        })?;
    let mut winners = Vec::new();
    for mv in game.legal_move_list() {
        if prover.wins_by(game, mv, shortest) {
            winners.push(mv);
        }
    }
    if prover.exhausted {
        return Err("the forced-win search ran out of positions".into());
    }
    let [first] = winners[..] else {
        return Err(format!(
            "{} first moves win in {shortest} plies",
            winners.len()
        ));
    };
    // The whole line: the quickest win for the solver, the longest
    // resistance for the defender.
    let mut line = vec![first];
    let mut position = game.clone();
    position.play(first);
    let mut left = shortest - 1;
    while position.outcome().is_none() {
        let attacking = position.to_move() == me;
        let mut best: Option<(u32, i32, G::Move)> = None;
        let mut fastest_wins = 0;
        for mv in position.legal_move_list() {
            let Some(plies) = prover.win_length(&position, mv, me, left) else {
                continue;
            };
            // The solver wants the fewest plies; the defender the most, then
            // the position it likes best.
            let value = (
                if attacking { u32::MAX - plies } else { plies },
                if attacking {
                    0
                } else {
                    reply_value(&position, mv)
                },
            );
            if attacking && best.is_some_and(|(p, _, _)| p == value.0) {
                fastest_wins += 1;
            } else if best.is_none_or(|(p, v, _)| value > (p, v)) {
                fastest_wins = 1;
            }
            if best.is_none_or(|(p, v, _)| value > (p, v)) {
                best = Some((value.0, value.1, mv));
            }
        }
        let Some((fastest, _, mv)) = best else {
            return Err("the winning line broke off".into());
        };
        if prover.exhausted {
            return Err("the forced-win search ran out of positions".into());
        }
        // The page takes only the line's move here (any move that wins at
        // once is taken too): a second move as quick would be refuted
        // although it wins as well.
        let plies_after = u32::MAX - fastest;
        if attacking && plies_after > 0 && fastest_wins > 1 && shortest <= LINE_PLIES {
            return Err(format!(
                "at ply {} of the line, {fastest_wins} moves win as quickly ({plies_after} plies after)",
                line.len() + 1
            ));
        }
        line.push(mv);
        position.play(mv);
        left = left.saturating_sub(1);
    }
    let outcome = position.outcome().expect("the line ends the game");
    if outcome.winner != Some(me) || line.len() as u32 > shortest {
        return Err("the winning line does not win in time".into());
    }
    if line.iter().enumerate().any(|(ply, _)| {
        let mut before = game.clone();
        line[..ply].iter().for_each(|&mv| before.play(mv));
        hidden_move(&before, line[ply]) || (before.to_move() == me) != (ply % 2 == 0)
    }) {
        return Err("the line has a pass or a choice, or turns that do not alternate".into());
    }
    let moves = shortest.div_ceil(2);
    let (theme, task) = win_words(outcome.why, moves);
    let quiet = !game.is_tactical(first);
    let difficulty = (match shortest {
        1 => 1,
        2..=3 => 2,
        4..=5 => 3,
        6..=7 => 4,
        _ => 5,
    } + u8::from(quiet && shortest > 1))
    .min(5);
    if shortest > LINE_PLIES {
        line.truncate(1);
    } else if line.len() % 2 == 0 {
        // The defender's own last move ends the game (The King of Rings'
        // last turn): the solution ends with the solver's move before it.
        line.pop();
    }
    Ok(Proof {
        kind: Kind::ForcedWin,
        depth: shortest,
        line,
        also: Vec::new(),
        theme,
        task,
        difficulty,
        nodes: prover.nodes,
    })
}

/// How good a reply leaves the position for the side that made it, by the
/// static evaluation (to choose among replies that resist equally long).
fn reply_value<G: Evaluate>(position: &G, reply: G::Move) -> i32 {
    let mover = position.to_move();
    let mut next = position.clone();
    next.play(reply);
    if next.outcome().is_some() {
        return 0;
    }
    let value = next.evaluate();
    if next.to_move() == mover {
        value
    } else {
        -value
    }
}

/// The theme and the task of a forced win, from how the game ends.
fn win_words(why: Why, moves: u32) -> (String, String) {
    let unit = if moves == 1 { "move" } else { "moves" };
    match why {
        Why::Checkmate => (format!("mate in {moves}"), format!("mate in {moves}")),
        Why::RingDestroyed => (
            format!("destroys the Ring in {moves}"),
            format!("destroy the Ring in {moves} {unit}"),
        ),
        Why::Stalemate { .. } => (
            format!("stalemate wins in {moves}"),
            format!("win by stalemate in {moves} {unit}"),
        ),
        Why::FarRow { .. } => (
            format!("far-row win in {moves}"),
            format!("get a fourth piece to the far row in {moves} {unit}"),
        ),
        Why::Points { .. } => (
            format!("wins on points in {moves}"),
            format!("end the game ahead on points in {moves} {unit}"),
        ),
        _ => (format!("wins in {moves}"), format!("win in {moves} {unit}")),
    }
}

fn material_settings(depth: u32) -> Settings {
    Settings {
        budget: Budget {
            max_depth: depth,
            nodes: Some(MATERIAL_NODES),
            time: None,
        },
        noise: 0,
        quiescence_plies: 8,
        solver_nodes: 0,
        seed: PROOF_SEED,
        // A proof is plain alpha-beta to a fixed depth: refinements that
        // prune by guess (null moves, reductions) or search deeper (check
        // extensions) would change what it proves.
        features: Some(Features::NONE),
    }
}

fn prove_material<G: Evaluate>(game: &G, depth: u32) -> Result<Proof<G::Move>, String> {
    let settings = material_settings(depth);
    let mut first_seen = Vec::new();
    let best = search(game, &settings, |iteration| {
        first_seen.push(iteration.pv.first().cloned().unwrap_or_default());
    })
    .ok_or("no legal move")?;
    if best.score.abs() >= KNOWN_WIN {
        return Err("the game is won or lost by force".into());
    }
    if best.depth < depth {
        return Err("the search ran out of positions".into());
    }
    let gain = best.score - game.evaluate();
    if best.score < MATERIAL_FLOOR || gain < MATERIAL_GAIN {
        return Err(format!(
            "the best move scores {} (a gain of {gain})",
            best.score
        ));
    }
    let others = Without {
        game: game.clone(),
        excluded: Some(best.best),
    };
    let second = search(&others, &settings, |_| {}).ok_or("a single legal move")?;
    if second.depth < depth && second.score.abs() < KNOWN_WIN {
        return Err("the search ran out of positions".into());
    }
    if best.score - second.score < MATERIAL_MARGIN {
        return Err(format!(
            "the second best move scores {} against {}",
            second.score, best.score
        ));
    }
    // The depth from which the search kept choosing the move.
    let notation = game.format_move(best.best);
    let since = first_seen
        .iter()
        .rposition(|choice| *choice != notation)
        .map_or(1, |last_other| last_other + 2) as u8;
    let quiet = !game.is_tactical(best.best);
    Ok(Proof {
        kind: Kind::Material,
        depth,
        line: vec![best.best],
        also: Vec::new(),
        theme: "wins material".into(),
        task: "win material".into(),
        difficulty: (since + u8::from(quiet)).clamp(1, 5),
        nodes: best.nodes + second.nodes,
    })
}

/// Whether a side wins within so many plies, by searching every line to
/// its end: no evaluation, only how games end. Turns need not alternate.
struct Prover<G: Evaluate> {
    nodes: u64,
    budget: u64,
    exhausted: bool,
    /// What is known of "the side to move wins within n plies" (index 0)
    /// and "the side to move loses within n plies" (index 1), by position.
    known: [HashMap<u64, Known>; 2],
    /// The last refutation found at each number of plies left, tried first.
    killers: Vec<Option<G::Move>>,
}

/// True within `proven` plies or more, false within `refuted` or fewer.
#[derive(Clone, Copy)]
struct Known {
    proven: u32,
    refuted: u32,
}

const WINS: usize = 0;
const LOSES: usize = 1;

impl<G: Evaluate> Prover<G> {
    fn new(budget: u64) -> Self {
        Prover {
            nodes: 0,
            budget,
            exhausted: false,
            known: [HashMap::new(), HashMap::new()],
            killers: vec![None; 64],
        }
    }

    /// Whether the side to move wins within `plies` plies.
    fn wins(&mut self, game: &G, plies: u32) -> bool {
        self.decide(game, plies, WINS)
    }

    /// Whether `mv` wins for the side to move within `plies` plies (it included).
    fn wins_by(&mut self, game: &G, mv: G::Move, plies: u32) -> bool {
        let me = game.to_move();
        let mut next = game.clone();
        next.play(mv);
        self.after(&next, me, plies - 1, WINS)
    }

    /// After `mv`, the fewest plies in which `winner` still wins by force
    /// (`mv` not counted), if within `most`.
    fn win_length(&mut self, game: &G, mv: G::Move, winner: Player, most: u32) -> Option<u32> {
        let mut next = game.clone();
        next.play(mv);
        (0..most).find(|&plies| self.after(&next, winner, plies, WINS))
    }

    /// Whether `side` wins (`goal` WINS) or loses (LOSES) within `plies`
    /// plies from `next`, whoever is to move there.
    fn after(&mut self, next: &G, side: Player, plies: u32, goal: usize) -> bool {
        if let Some(outcome) = next.outcome() {
            let wanted = if goal == WINS { side } else { side.opponent() };
            return outcome.winner == Some(wanted);
        }
        let goal = if next.to_move() == side {
            goal
        } else {
            1 - goal
        };
        self.decide(next, plies, goal)
    }

    fn decide(&mut self, game: &G, plies: u32, goal: usize) -> bool {
        if plies == 0 || self.exhausted {
            return false;
        }
        let key = game.position_key();
        let known = self.known[goal].get(&key).copied().unwrap_or(Known {
            proven: u32::MAX,
            refuted: 0,
        });
        if plies >= known.proven {
            return true;
        }
        if plies <= known.refuted {
            return false;
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.exhausted = true;
            return false;
        }
        let me = game.to_move();
        let mut moves = game.legal_move_list();
        if moves.is_empty() {
            return false;
        }
        let killer = self.killers.get(plies as usize).copied().flatten();
        if goal == WINS && plies >= 3 {
            // Moves that leave the opponent fewest replies first (checks).
            let mut counted: Vec<(usize, G::Move)> = moves
                .iter()
                .map(|&mv| {
                    let mut next = game.clone();
                    next.play(mv);
                    let replies = if next.outcome().is_some() {
                        0
                    } else {
                        next.legal_move_list().len()
                    };
                    (replies, mv)
                })
                .collect();
            counted.sort_by_key(|&(replies, _)| replies);
            moves = counted.into_iter().map(|(_, mv)| mv).collect();
        } else {
            moves.sort_by_key(|&mv| {
                let first = Some(mv) == killer;
                std::cmp::Reverse((first, game.is_tactical(mv), game.tactical_priority(mv)))
            });
        }
        // Winning: some move wins. Losing: every move loses.
        let mut result = goal == LOSES;
        for mv in moves {
            let mut next = game.clone();
            next.play(mv);
            let reached = self.after(&next, me, plies - 1, goal);
            if self.exhausted {
                return false;
            }
            if reached == (goal == WINS) {
                result = goal == WINS;
                if goal == LOSES {
                    if let Some(slot) = self.killers.get_mut(plies as usize) {
                        *slot = Some(mv);
                    }
                }
                break;
            }
        }
        let entry = self.known[goal].entry(key).or_insert(known);
        if result {
            entry.proven = entry.proven.min(plies);
        } else {
            entry.refuted = entry.refuted.max(plies);
        }
        result
    }
}

/// A position whose side to move may not play one move, for the next best:
/// the search of this is the search of every other move.
#[derive(Clone, Debug)]
struct Without<G: Game> {
    game: G,
    /// Left out of the first move only.
    excluded: Option<G::Move>,
}

impl<G: Evaluate> Game for Without<G> {
    type Move = G::Move;
    type Variant = G::Variant;
    type View = G::View;

    const INFO: GameInfo = G::INFO;

    fn parse_variant(settings: &variant::Settings) -> Result<Self::Variant, crate::Error> {
        G::parse_variant(settings)
    }

    fn variant_settings(variant: &Self::Variant) -> variant::Settings {
        G::variant_settings(variant)
    }

    fn variant_fields(variant: &Self::Variant) -> variant::Settings {
        G::variant_fields(variant)
    }

    fn start(variant: &Self::Variant) -> Self {
        Without {
            game: G::start(variant),
            excluded: None,
        }
    }

    fn variant(&self) -> &Self::Variant {
        self.game.variant()
    }

    fn from_position(variant: &Self::Variant, text: &str) -> Result<Self, crate::Error> {
        Ok(Without {
            game: G::from_position(variant, text)?,
            excluded: None,
        })
    }

    fn position(&self) -> String {
        self.game.position()
    }

    fn to_move(&self) -> Player {
        self.game.to_move()
    }

    fn legal_moves(&self, moves: &mut Vec<Self::Move>) {
        self.game.legal_moves(moves);
        if let Some(excluded) = self.excluded {
            moves.retain(|&mv| mv != excluded);
        }
    }

    fn play(&mut self, mv: Self::Move) {
        self.game.play(mv);
        self.excluded = None;
    }

    fn outcome(&self) -> Option<crate::Outcome> {
        self.game.outcome()
    }

    fn parse_move(&self, text: &str) -> Result<Self::Move, crate::Error> {
        self.game.parse_move(text)
    }

    fn format_move(&self, mv: Self::Move) -> String {
        self.game.format_move(mv)
    }

    fn move_squares(&self, mv: Self::Move) -> (Option<Square>, Option<Square>) {
        self.game.move_squares(mv)
    }

    fn view(&self) -> Self::View {
        self.game.view()
    }
}

impl<G: Evaluate> Evaluate for Without<G> {
    const REFINEMENTS: Features = G::REFINEMENTS;
    const SEARCH_NODES: [u64; 3] = G::SEARCH_NODES;

    fn evaluate(&self) -> i32 {
        self.game.evaluate()
    }

    fn position_key(&self) -> u64 {
        // Not the game's key: the root's entry must not stand for the full position.
        let key = self.game.position_key();
        if self.excluded.is_some() {
            mix(key ^ 0x0e0c_1dd3)
        } else {
            key
        }
    }

    fn is_tactical(&self, mv: Self::Move) -> bool {
        self.game.is_tactical(mv)
    }

    fn tactical_priority(&self, mv: Self::Move) -> i32 {
        self.game.tactical_priority(mv)
    }

    fn loses_exchange(&self, mv: Self::Move) -> bool {
        self.game.loses_exchange(mv)
    }

    fn null_move(&self) -> Option<Self> {
        // After a pass the excluded move is the opponent's to ignore.
        self.game.null_move().map(|game| Without {
            game,
            excluded: None,
        })
    }

    fn in_check(&self) -> bool {
        self.game.in_check()
    }

    fn repeats(&self) -> bool {
        self.game.repeats()
    }
}

/// Builds the puzzle of a proof: its link, solution and words.
fn make_puzzle<G: Evaluate>(game: &G, proof: &Proof<G::Move>) -> Option<Puzzle> {
    let record = Record::<G>::from_position(game.variant(), &game.position()).ok()?;
    let mut position = game.clone();
    let solution = proof
        .line
        .iter()
        .map(|&mv| {
            let notation = position.format_move(mv);
            position.play(mv);
            notation
        })
        .collect();
    let player = game.to_move();
    Some(Puzzle {
        id: String::new(),
        link: link(&record),
        solution,
        theme: proof.theme.clone(),
        difficulty: proof.difficulty,
        also: proof.also.iter().map(|&mv| game.format_move(mv)).collect(),
        player: player.key().to_string(),
        goal: format!("{} to move: {}.", G::player_name(player), proof.task),
        kind: proof.kind,
        depth: proof.depth,
    })
}

/// Opens a puzzle's link: the position it starts from.
pub fn open<G: Evaluate>(puzzle: &Puzzle) -> Result<G, String> {
    let (id, query) = split_link(&puzzle.link).map_err(|error| error.to_string())?;
    if id != G::INFO.id {
        return Err(format!("the link is for {id}, not {}", G::INFO.id));
    }
    let record = record_from_query::<G>(query).map_err(|error| error.to_string())?;
    if !record.moves().is_empty() {
        return Err("the link has moves played".into());
    }
    Ok(record.current().clone())
}

/// Proves a published puzzle again from its link, by the criterion it was
/// found by, and checks that the proof gives the same puzzle.
pub fn reprove<G: Evaluate>(puzzle: &Puzzle) -> Result<(), String> {
    let expected = proven_again::<G>(puzzle)?;
    if expected != *puzzle {
        return Err(format!("proven again, the puzzle is {expected:?}"));
    }
    Ok(())
}

/// `puzzle` as its criterion proves it now, its id kept: the same puzzle
/// unless the engine's evaluation has changed the defence it expects or how
/// hard it finds it (`ringboard puzzles GAME --reprove FILE`).
pub fn proven_again<G: Evaluate>(puzzle: &Puzzle) -> Result<Puzzle, String> {
    let game = open::<G>(puzzle)?;
    let proof = prove(&game, puzzle.kind, puzzle.depth)?;
    let mut proven = make_puzzle(&game, &proof).ok_or("the position does not read back")?;
    proven.id = puzzle.id.clone();
    Ok(proven)
}

/// A puzzle found, with where it comes from.
struct Candidate {
    game: usize,
    variant: usize,
    puzzle: Puzzle,
}

/// Looks for `count` puzzles in the engine's own games in `variants`,
/// deterministically for `seed`; `progress` hears of each puzzle found and
/// of every tenth game. Fewer come back if the games run out.
pub fn find_puzzles<G: Evaluate>(
    variants: &[G::Variant],
    count: usize,
    seed: u64,
    mut progress: impl FnMut(&str),
) -> Vec<Puzzle> {
    let plan = plan(G::INFO.id);
    let solver_only = plan.win_plies == 0;
    let agents: Vec<Agent> = plan
        .agents
        .iter()
        .map(|name| Agent::parse(name).expect("the plan names agents"))
        .collect();
    let wins_wanted = (count * plan.wins_percent).div_ceil(100).min(count);
    let material_wanted = count - wins_wanted;
    let mut seen = HashSet::new();
    let mut wins: Vec<Candidate> = Vec::new();
    let mut material: Vec<Candidate> = Vec::new();
    let variant_count = variants.len();
    let max_games = plan.games_per_puzzle * count.max(1) + 10;
    // No variant plays more than twice its share of the games.
    let variant_cap = 2 * max_games.div_ceil(variant_count.max(1));
    let (mut found_in, mut played_in) = (vec![0; variant_count], vec![0; variant_count]);
    for game_number in 0..max_games {
        // Enough, and enough beyond the easiest, to choose from.
        let harder = wins
            .iter()
            .filter(|found| found.puzzle.difficulty > 1)
            .count();
        let want_wins =
            wins.len() * 100 < plan.pool_percent * wins_wanted || harder < wins_wanted.div_ceil(3);
        let want_material = material.len() * 100 < plan.pool_percent * material_wanted;
        if !want_wins && !want_material {
            break;
        }
        // The variant with the fewest puzzles yet, then the fewest games.
        let Some(variant_index) = (0..variant_count)
            .filter(|&index| played_in[index] < variant_cap)
            .min_by_key(|&index| (found_in[index], played_in[index], index))
        else {
            break;
        };
        played_in[variant_index] += 1;
        let variant = &variants[variant_index];
        let game_seed = mix(seed ^ mix(game_number as u64));
        let mut rng = PortableRng::seed_from_u64(game_seed);
        let players = [
            agents[rng.random_range(0..agents.len())],
            agents[rng.random_range(0..agents.len())],
        ];
        let mut position = G::start(variant);
        let mut last_move = None;
        // One puzzle of each kind and depth from a game.
        let mut found_here: HashSet<(Kind, u32)> = HashSet::new();
        let mut reached: Vec<G> = Vec::new();
        for ply in 0..plan.max_plies {
            if position.outcome().is_some() {
                break;
            }
            let fresh = (ply >= plan.first_ply)
                .then(|| G::from_position(variant, &position.position()).ok())
                .flatten()
                .filter(|fresh| !seen.contains(&fresh.position()));
            if let Some(fresh) = fresh {
                if solver_only {
                    reached.push(fresh);
                } else {
                    let want_material = want_material && !found_here.contains(&(Kind::Material, 0));
                    let found = examine(&fresh, &plan, want_wins, want_material, last_move)
                        .filter(|puzzle| found_here.insert((puzzle.kind, puzzle.depth)));
                    if let Some(puzzle) = found {
                        let key = fresh.position();
                        progress(&format!(
                            "game {}: {}, difficulty {} ({key})",
                            game_number + 1,
                            puzzle.theme,
                            puzzle.difficulty
                        ));
                        seen.insert(key);
                        let found = Candidate {
                            game: game_number,
                            variant: variant_index,
                            puzzle,
                        };
                        if found.puzzle.kind == Kind::Material {
                            material.push(found);
                        } else {
                            found_in[variant_index] += 1;
                            wins.push(found);
                        }
                    }
                }
            }
            let side = position.to_move().index();
            let move_seed = game_seed.wrapping_add(ply as u64);
            let mv = if rng.random_range(0..100) < plan.random_percent {
                Agent::Random.choose(&position, move_seed)
            } else {
                players[side].choose(&position, move_seed)
            };
            last_move = Some(position.move_squares(mv).1);
            position.play(mv);
        }
        // Double Ring: the solver from the end of the game back, until it
        // runs out of positions; then one of the puzzles, drawn, so that they
        // spread over the game.
        let mut solved = Vec::new();
        for fresh in reached.iter().rev() {
            match prove(fresh, Kind::OnlyWin, 0) {
                Ok(proof) => solved
                    .extend(make_puzzle(fresh, &proof).map(|puzzle| (puzzle, fresh.position()))),
                Err(why) if why.contains("budget") => break,
                Err(_) => {}
            }
        }
        if !solved.is_empty() {
            let (puzzle, key) = solved.swap_remove(rng.random_range(0..solved.len()));
            let (_, query) = split_link(&puzzle.link).unwrap_or_default();
            progress(&format!(
                "game {} ({}): {}, difficulty {}",
                game_number + 1,
                query.split('&').take(2).collect::<Vec<_>>().join(","),
                puzzle.theme,
                puzzle.difficulty
            ));
            seen.insert(key);
            found_in[variant_index] += 1;
            wins.push(Candidate {
                game: game_number,
                variant: variant_index,
                puzzle,
            });
        }
        if game_number % 10 == 9 {
            progress(&format!(
                "{} games: {} wins, {} material",
                game_number + 1,
                wins.len(),
                material.len()
            ));
        }
    }
    let take_wins = wins_wanted
        .max(count - material.len().min(material_wanted))
        .min(wins.len());
    let take_material = (count - take_wins).min(material.len());
    // In the chess games checkmates make at least half the puzzles; then the
    // other forced wins (the Ring destroyed, stalemate), then more mates.
    let (mates, others): (Vec<Candidate>, Vec<Candidate>) = wins
        .into_iter()
        .partition(|found| found.puzzle.theme.starts_with("mate"));
    let (mut chosen, mates) = spread(mates, count.div_ceil(2).min(take_wins));
    let (more, _) = spread(others, take_wins - chosen.len());
    chosen.extend(more);
    let (more, _) = spread(mates, take_wins - chosen.len());
    chosen.extend(more);
    let (more, _) = spread(material, take_material);
    chosen.extend(more);
    chosen.sort_by_key(|puzzle| puzzle.difficulty);
    for (number, puzzle) in chosen.iter_mut().enumerate() {
        puzzle.id = format!("{}-{:03}", G::INFO.id, number + 1);
    }
    chosen
}

/// Chooses `wanted` of the candidates, taking the difficulties in turn and,
/// within one, the candidate of the variant and then the game used least so
/// far (then the earliest found). Returns them and the candidates left.
fn spread(candidates: Vec<Candidate>, wanted: usize) -> (Vec<Puzzle>, Vec<Candidate>) {
    let mut left: Vec<Option<Candidate>> = candidates.into_iter().map(Some).collect();
    let mut game_uses: HashMap<usize, usize> = HashMap::new();
    let mut variant_uses: HashMap<usize, usize> = HashMap::new();
    let mut chosen = Vec::new();
    let mut difficulty = 1;
    let mut misses = 0;
    while chosen.len() < wanted && misses < 5 {
        let uses = |candidate: &Candidate| {
            (
                variant_uses.get(&candidate.variant).copied().unwrap_or(0),
                game_uses.get(&candidate.game).copied().unwrap_or(0),
            )
        };
        let pick = left
            .iter()
            .enumerate()
            .filter_map(|(index, slot)| slot.as_ref().map(|candidate| (index, candidate)))
            .filter(|(_, candidate)| candidate.puzzle.difficulty == difficulty)
            .min_by_key(|&(index, candidate)| (uses(candidate), index))
            .map(|(index, _)| index);
        match pick {
            Some(index) => {
                let candidate = left[index].take().expect("picked a candidate left");
                *game_uses.entry(candidate.game).or_default() += 1;
                *variant_uses.entry(candidate.variant).or_default() += 1;
                chosen.push(candidate.puzzle);
                misses = 0;
            }
            None => misses += 1,
        }
        difficulty = difficulty % 5 + 1;
    }
    (chosen, left.into_iter().flatten().collect())
}

/// Tests one position of the engine's games: a forced win first, else a
/// material puzzle. `last_to` is where the previous move landed: taking
/// back there is a plain recapture, no puzzle.
fn examine<G: Evaluate>(
    game: &G,
    plan: &Plan,
    want_win: bool,
    want_material: bool,
    last_to: Option<Option<Square>>,
) -> Option<Puzzle> {
    let moves = game.legal_move_list();
    if moves.len() < 2 || moves.iter().any(|&mv| hidden_move(game, mv)) {
        return None;
    }
    if halfmove_clock(&game.position()) >= 80 {
        return None;
    }
    let scout = search(
        game,
        &Settings {
            budget: Budget {
                max_depth: plan.scout_depth,
                nodes: Some(plan.scout_nodes),
                time: None,
            },
            noise: 0,
            quiescence_plies: 8,
            solver_nodes: 0,
            seed: PROOF_SEED,
            features: Some(Features::NONE),
        },
        |_| {},
    )?;
    if want_win {
        // A quick look for short wins everywhere; longer ones where the
        // scout sees a won game.
        let mut quick = Prover::<G>::new(200_000);
        let short = scout.score >= plan.quick_from
            && (1..=plan.always_plies).any(|plies| quick.wins(game, plies));
        let deep_win = || {
            plan.deep_scout_depth > 0
                && scout.score >= plan.deep_scout_from
                && search(
                    game,
                    &Settings {
                        budget: Budget {
                            max_depth: plan.deep_scout_depth,
                            nodes: Some(plan.deep_scout_nodes),
                            time: None,
                        },
                        noise: 0,
                        quiescence_plies: 8,
                        solver_nodes: 0,
                        seed: PROOF_SEED,
                        features: Some(Features::NONE),
                    },
                    |_| {},
                )
                .is_some_and(|deep| deep.score >= KNOWN_WIN)
        };
        if short || scout.score >= KNOWN_WIN || deep_win() {
            if let Ok(proof) = prove(game, Kind::ForcedWin, plan.win_plies) {
                return make_puzzle(game, &proof);
            }
        }
    }
    if want_material && scout.score.abs() < KNOWN_WIN {
        let depth = plan.material_depth?;
        if scout.score >= MATERIAL_FLOOR && scout.score - game.evaluate() >= MATERIAL_GAIN {
            let proof = prove(game, Kind::Material, depth).ok()?;
            let (_, to) = game.move_squares(proof.line[0]);
            let recapture = game.is_tactical(proof.line[0]) && last_to == Some(to);
            if !recapture {
                return make_puzzle(game, &proof);
            }
        }
    }
    None
}

/// The fifty-move counter of a FEN-like position string, 0 where there is none.
fn halfmove_clock(position: &str) -> u32 {
    let fields: Vec<&str> = position.split_whitespace().collect();
    if fields.len() >= 6 {
        fields[fields.len() - 2].parse().unwrap_or(0)
    } else {
        0
    }
}
