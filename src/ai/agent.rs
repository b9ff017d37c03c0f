//! The players `arena` pits against each other: `random`, `greedy` (one
//! ply: an immediate win, else the best static evaluation), the levels,
//! optionally with their own budget (`level3:200ms`, `level3:20000n`) and
//! refinements of the search turned off or on (`level5:50ms:-lmr:-null`),
//! and Monte Carlo tree search (`mcts`, `mcts:200ms`, `mcts:5000n` playouts).

use super::PortableRng;
use rand::{Rng, SeedableRng};
use web_time::Duration;

use super::pie_opening::{most_even_by_evaluation, most_even_move};
use super::search::{search, Features, SearchResult, Settings};
use super::{Evaluate, Level, WIN};
use crate::error::Error;
use crate::play::pie::takes_swap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agent {
    Random,
    Greedy,
    Level {
        level: Level,
        /// Replaces the level's own limits on time or nodes.
        time: Option<Duration>,
        nodes: Option<u64>,
        /// Refinements of the search turned on or off, in the order of
        /// [`Features::NAMES`], over those the game keeps.
        switches: [Option<bool>; Features::NAMES.len()],
    },
    Mcts {
        playouts: u64,
        time: Option<Duration>,
    },
}

/// Playouts of `mcts` with no budget given.
const MCTS_PLAYOUTS: u64 = 10_000;

impl Agent {
    pub fn parse(text: &str) -> Result<Agent, Error> {
        let bad = || {
            Error::BadArgument {
            what: "agent",
            why: format!(
                "'{}' is not an agent: random, greedy, mcts or level1 to level5, with an optional budget such as level3:200ms or level3:20000n and search refinements off or on such as level5:-lmr ({})",
                text.chars().take(80).collect::<String>(),
                Features::NAMES.join(", ")
            ),
        }
        };
        match text {
            "random" => return Ok(Agent::Random),
            "greedy" => return Ok(Agent::Greedy),
            _ => {}
        }
        let mut parts = text.split(':');
        let name = parts.next().unwrap_or_default();
        let (mut time, mut nodes) = (None, None);
        let mut switches = [None; Features::NAMES.len()];
        for part in parts {
            let switch = match part.chars().next() {
                Some('-') => Some(false),
                Some('+') => Some(true),
                _ => None,
            };
            if let Some(on) = switch {
                let index = Features::NAMES
                    .iter()
                    .position(|&name| name == &part[1..])
                    .ok_or_else(bad)?;
                switches[index] = Some(on);
            } else if let Some(ms) = part.strip_suffix("ms") {
                time = Some(Duration::from_millis(ms.parse().map_err(|_| bad())?));
            } else if let Some(count) = part.strip_suffix('n') {
                nodes = Some(count.parse().map_err(|_| bad())?);
            } else {
                return Err(bad());
            }
        }
        if name == "mcts" {
            let default = if time.is_some() {
                u64::MAX
            } else {
                MCTS_PLAYOUTS
            };
            return Ok(Agent::Mcts {
                playouts: nodes.unwrap_or(default),
                time,
            });
        }
        let number = name.strip_prefix("level").ok_or_else(bad)?;
        let level = number.parse().ok().and_then(Level::new).ok_or_else(bad)?;
        Ok(Agent::Level {
            level,
            time,
            nodes,
            switches,
        })
    }

    pub fn name(&self) -> String {
        match self {
            Agent::Random => "random".into(),
            Agent::Greedy => "greedy".into(),
            Agent::Mcts { playouts, time } => match time {
                Some(time) => format!("mcts:{}ms", time.as_millis()),
                None => format!("mcts:{playouts}n"),
            },
            Agent::Level {
                level,
                time,
                nodes,
                switches,
            } => {
                let mut name = format!("level{}", level.number());
                if let Some(time) = time {
                    name += &format!(":{}ms", time.as_millis());
                }
                if let Some(nodes) = nodes {
                    name += &format!(":{nodes}n");
                }
                for (feature, on) in switched(switches) {
                    name += if on { ":+" } else { ":-" };
                    name += feature;
                }
                name
            }
        }
    }

    /// The agent as it plays without a clock: a level with no budget of its
    /// own searches its node budget in game `G` (the name stays the
    /// level's), so that it makes the same moves however busy the machine,
    /// natively or in a browser.
    pub fn without_clock<G: Evaluate>(self) -> Agent {
        match self {
            Agent::Level {
                level,
                time: None,
                nodes: None,
                switches,
            } => Agent::Level {
                level,
                time: None,
                nodes: level.settings_in::<G>(0).budget.nodes,
                switches,
            },
            agent => agent,
        }
    }

    /// The agent's move in `game`, which must have one; deterministic for a seed.
    /// Whether this player, to move after the first move under the pie
    /// rule, answers with the swap: by its own judgement of the position
    /// (`pie::takes_swap`), a level by its search, random by a coin.
    pub fn takes_swap<G: Evaluate>(&self, game: &G, seed: u64) -> bool {
        match self {
            Agent::Random => PortableRng::seed_from_u64(seed ^ game.position_key()).random_bool(0.5),
            Agent::Greedy | Agent::Mcts { .. } => takes_swap(game.evaluate()),
            Agent::Level { .. } => takes_swap(self.search(game, seed).score),
        }
    }

    /// The first move of a game under the pie rule: a level's and greedy's
    /// the most even by their judgement (`ai/pie_opening.rs`), the others' as ever.
    pub fn choose_first_under_pie<G: Evaluate>(&self, game: &G, seed: u64) -> G::Move {
        let chosen = match self {
            Agent::Level { .. } => most_even_move(game, &self.level_settings::<G>(seed)).map(|result| result.best),
            Agent::Greedy => most_even_by_evaluation(game),
            _ => None,
        };
        chosen.unwrap_or_else(|| self.choose(game, seed))
    }

    pub fn choose<G: Evaluate>(&self, game: &G, seed: u64) -> G::Move {
        let mut rng = PortableRng::seed_from_u64(seed ^ game.position_key());
        match self {
            Agent::Random => {
                let moves = game.legal_move_list();
                moves[rng.random_range(0..moves.len())]
            }
            Agent::Greedy => greedy(game, &game.legal_move_list(), &mut rng),
            Agent::Mcts { playouts, time } => {
                super::mcts::mcts(game, *playouts, *time, seed).expect("the game has a legal move")
            }
            Agent::Level { .. } => self.search(game, seed).best,
        }
    }

    /// A level's search of `game` under its settings; only for a level.
    fn search<G: Evaluate>(&self, game: &G, seed: u64) -> SearchResult<G::Move> {
        search(game, &self.level_settings::<G>(seed), |_| {}).expect("the game has a legal move")
    }

    /// A level's search settings, its own budget and switches applied; only for a level.
    fn level_settings<G: Evaluate>(&self, seed: u64) -> Settings {
        match self {
            Agent::Level {
                level,
                time,
                nodes,
                switches,
            } => {
                let mut settings = level.settings_in::<G>(seed);
                if switches.iter().any(Option::is_some) {
                    let mut features = G::REFINEMENTS;
                    for (feature, on) in switched(switches) {
                        features.set(feature, on);
                    }
                    settings.features = Some(features);
                }
                if time.is_some() || nodes.is_some() {
                    settings.budget.time = *time;
                    settings.budget.nodes = *nodes;
                    // A smaller budget holds for the exact solver too.
                    if let Some(nodes) = nodes {
                        settings.solver_nodes = settings.solver_nodes.min(*nodes);
                    }
                }
                settings
            }
            _ => unreachable!("only a level searches"),
        }
    }
}

/// The refinements an agent turns on or off, by name.
fn switched(
    switches: &[Option<bool>; Features::NAMES.len()],
) -> impl Iterator<Item = (&'static str, bool)> + '_ {
    Features::NAMES
        .iter()
        .zip(switches)
        .filter_map(|(&feature, switch)| switch.map(|on| (feature, on)))
}

/// One ply: a move that wins at once, else the one whose position evaluates
/// best for the mover (ties broken at random).
fn greedy<G: Evaluate>(game: &G, moves: &[G::Move], rng: &mut PortableRng) -> G::Move {
    let me = game.to_move();
    let mut best = (i32::MIN, moves[0]);
    let mut ties = 0;
    for &mv in moves {
        let mut next = game.clone();
        next.play(mv);
        let value = match next.outcome() {
            Some(outcome) => match outcome.winner {
                Some(winner) if winner == me => WIN,
                Some(_) => -WIN,
                None => 0,
            },
            None if next.to_move() == me => next.evaluate(),
            None => -next.evaluate(),
        };
        if value > best.0 {
            best = (value, mv);
            ties = 1;
        } else if value == best.0 {
            ties += 1;
            if rng.random_range(0..ties) == 0 {
                best.1 = mv;
            }
        }
    }
    best.1
}
