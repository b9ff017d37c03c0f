//! The five levels a player chooses from: each a budget and a style.

use serde::Serialize;
use web_time::Duration;

use super::search::{Budget, Settings};
use super::Evaluate;
use crate::message;
use crate::message::Message;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(u8);

/// How a weak level searches: how many plies it looks ahead, how much noise
/// (± that much, in the game's evaluation units) it adds to the value of
/// each position it judges, and at most how many positions it looks at
/// (noise spoils the search's cut-offs, so a deep noisy look needs a cap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lookahead {
    pub plies: u32,
    pub noise: i32,
    pub nodes: Option<u64>,
}

impl Lookahead {
    /// Levels 1 and 2 as most games have them: one ply with much noise, and
    /// two with less (captures are seen through past both).
    pub const USUAL: [Lookahead; 2] = [
        Lookahead {
            plies: 1,
            noise: 150,
            nodes: None,
        },
        Lookahead {
            plies: 2,
            noise: 50,
            nodes: None,
        },
    ];
}

/// A level as a menu shows it.
#[derive(Clone, Debug, Serialize)]
pub struct LevelInfo {
    pub level: u8,
    pub description: Message,
    /// The longest it thinks, when it has a clock.
    pub seconds: Option<f64>,
    /// Its Elo in a game, measured against the other levels with random at 0
    /// (src/ai/ladder.rs, docs/strength.md); set per game, `None` here.
    pub rating: Option<u32>,
}

impl Level {
    pub const DEFAULT: Level = Level(3);
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];
    /// The positions levels 3, 4 and 5 search a move, as most games have
    /// them (`Evaluate::SEARCH_NODES`).
    pub const SEARCH_NODES: [u64; 3] = [60_000, 250_000, 1_000_000];

    pub fn new(number: u8) -> Option<Level> {
        (1..=5).contains(&number).then_some(Level(number))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// The level as game `G`'s menu shows it (levels 1 and 2 as far as they
    /// look there, `Evaluate::EARLY_LEVELS`).
    pub fn info<G: Evaluate>(self) -> LevelInfo {
        LevelInfo {
            level: self.0,
            description: self.description_in::<G>(),
            // The clock's cap, rounded up to the promise made to players.
            seconds: self.time_limit().map(|time| time.as_secs_f64().ceil()),
            rating: None,
        }
    }

    /// One line for game `G`'s menu: levels 1 and 2 say how far they look
    /// there. (Generic, so that a game whose levels look as usual carries
    /// none of the other words.)
    pub fn description_in<G: Evaluate>(self) -> Message {
        match (self.0, G::EARLY_LEVELS.get(self.0 as usize - 1)) {
            (1, Some(look)) if look.plies > 1 => message!(
                "game-level-description-1-deeper",
                "Beginner: looks {plies} moves ahead, its own and the replies, and often misjudges them",
                plies = look.plies
            ),
            (2, Some(look)) if look.plies > 2 => message!(
                "game-level-description-2-deeper",
                "Casual: looks {plies} moves ahead, and varies its play",
                plies = look.plies
            ),
            (3, _) if G::SEARCH_NODES[0] != Level::SEARCH_NODES[0] => message!(
                "game-level-description-3-positions",
                "Club: searches about {positions} positions a move (well under a second)",
                positions = G::SEARCH_NODES[0] as i64
            ),
            (4, _) if G::SEARCH_NODES[1] != Level::SEARCH_NODES[1] => message!(
                "game-level-description-4-positions",
                "Strong: searches about {positions} positions a move",
                positions = G::SEARCH_NODES[1] as i64
            ),
            _ => self.description(),
        }
    }

    /// One line for a menu, as most games have the level (level 5 searches
    /// as many positions as its game's wasm fits in its clock,
    /// `Evaluate::SEARCH_NODES`).
    pub fn description(self) -> Message {
        match self.0 {
            1 => message!(
                "game-level-description-1",
                "Beginner: looks one move ahead, and at the captures that follow, and often misjudges it"
            ),
            2 => message!(
                "game-level-description-2",
                "Casual: looks two moves ahead, with captures seen through, and varies its play"
            ),
            3 => message!("game-level-description-3", "Club: searches about 60,000 positions a move (well under a second)"),
            4 => message!("game-level-description-4", "Strong: searches about 250,000 positions a move"),
            _ => message!("game-level-description-5", "Strongest: searches as far as it can in up to 3 seconds a move"),
        }
    }

    /// The longest this level thinks, when it has a clock (levels 3 to 5).
    pub fn time_limit(self) -> Option<Duration> {
        self.settings(0).budget.time
    }

    /// The search settings of this level in game `G`, for a game with the
    /// given seed: levels 1 and 2 look as far ahead as `G` says
    /// (`Evaluate::EARLY_LEVELS`).
    pub fn settings_in<G: Evaluate>(self, seed: u64) -> Settings {
        let mut settings = self.settings(seed);
        if let Some(lookahead) = G::EARLY_LEVELS.get(self.0 as usize - 1) {
            settings.budget.max_depth = lookahead.plies;
            settings.noise = lookahead.noise;
            settings.budget.nodes = lookahead.nodes;
        } else if let Some(&nodes) = G::SEARCH_NODES.get(self.0 as usize - 3) {
            settings.budget.nodes = Some(nodes);
        }
        settings
    }

    /// The search settings of this level as most games have them, for a game
    /// with the given seed.
    pub fn settings(self, seed: u64) -> Settings {
        const USUAL: [Lookahead; 2] = Lookahead::USUAL;
        let (max_depth, nodes, time_ms, noise, quiescence_plies, solver_nodes) = match self.0 {
            // One ply of captures seen through, and Double Ring's solver for
            // 500 positions (its endings of a few rings): without them level
            // 1 was no stronger than `greedy` (docs/strength.md).
            1 => (USUAL[0].plies, None, None, USUAL[0].noise, 1, 500),
            2 => (USUAL[1].plies, None, None, USUAL[1].noise, 4, 2_000),
            // The time caps leave a margin under 1 s and 3 s for the
            // moment between a look at the clock and the search's return.
            3 => (64, Some(Level::SEARCH_NODES[0]), Some(900), 8, 8, 60_000),
            4 => (64, Some(Level::SEARCH_NODES[1]), Some(1_900), 0, 8, 250_000),
            _ => (64, Some(Level::SEARCH_NODES[2]), Some(2_800), 0, 10, 800_000),
        };
        Settings {
            budget: Budget {
                max_depth,
                nodes,
                time: time_ms.map(Duration::from_millis),
            },
            noise,
            quiescence_plies,
            solver_nodes,
            seed,
            features: None,
        }
    }
}
