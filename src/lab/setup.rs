//! What a lab run is, as the lab page's link holds it:
//! `double-ring?rule=odd&compare=1&b.rule=skip3&first=level3&second=level3&games=100&swap=1&random=4`.
//!
//! Rules A are the game's variant options as a game's link writes them;
//! `compare=1` adds rules B, whose options carry a `b.` prefix. Everything
//! else has a default: level 3 against itself, 100 games, sides kept, no
//! random opening, seed 1, a game still going after 600 plies a draw, no
//! skill trace (`trace=20`: 20 games for each of its pairings).

use serde::{Deserialize, Serialize};

use crate::ai::agent::Agent;
use crate::error::Error;
use crate::play::link::split_link;
use crate::variant::Settings;

/// At most this many games a run.
pub const MAX_GAMES: u32 = 100_000;
/// At most this many random plies open a game.
pub const MAX_RANDOM_PLIES: u32 = 40;
/// A game is cut off (a draw) after at most this many plies.
pub const MAX_PLIES: u32 = 5_000;

#[derive(Clone, Debug, PartialEq)]
pub struct LabSetup {
    pub game: String,
    /// Rules A, and rules B when the run compares two: variant settings as given.
    pub rules: Vec<Settings>,
    /// The agent that plays first in the run's even games (and in all of
    /// them, unless sides are swapped), and the other.
    pub players: [Agent; 2],
    pub games: u32,
    /// Whether the players change sides every other game.
    pub swap_sides: bool,
    /// Random moves that open each game (the same for both games of a pair
    /// when the players swap sides), so that games differ.
    pub random_plies: u32,
    pub seed: u32,
    /// A game still going after this many plies counts as a draw.
    pub max_plies: u32,
    /// The skill trace's games for each of its pairings ([`TRACE_PAIRINGS`]);
    /// 0 for none.
    pub trace_games: u32,
}

/// The skill trace: how a level scores against the level below it, at
/// three depths (levels 2 v 1, 3 v 2 and 4 v 3), sides swapped every other
/// game. A game where the deeper look keeps scoring well has depth to it.
pub const TRACE_PAIRINGS: [(u8, u8); 3] = [(2, 1), (3, 2), (4, 3)];

/// At most this many games a pairing of the skill trace.
pub const MAX_TRACE_GAMES: u32 = 1_000;

impl LabSetup {
    pub fn new(game: &str) -> LabSetup {
        let level3 = Agent::parse("level3").expect("level3 is an agent");
        LabSetup {
            game: game.to_string(),
            rules: vec![Settings::default()],
            players: [level3, level3],
            games: 100,
            swap_sides: false,
            random_plies: 0,
            seed: 1,
            max_plies: 600,
            trace_games: 0,
        }
    }

    /// Reads a lab link's hash (`#lab/` may precede the game's id). The rules
    /// are checked against the game when the run is made ([`super::Lab`]).
    pub fn from_link(hash: &str) -> Result<LabSetup, Error> {
        let hash = hash.strip_prefix('#').unwrap_or(hash);
        let (game, query) = split_link(hash.strip_prefix("lab/").unwrap_or(hash))?;
        let mut setup = LabSetup::new(game);
        let (mut a, mut b) = (Settings::default(), Settings::default());
        let mut compare = false;
        for (key, value) in Settings::parse(query, '&')?.0 {
            match key.as_str() {
                "compare" => compare = switch(&key, &value)?,
                "swap" => setup.swap_sides = switch(&key, &value)?,
                "first" => setup.players[0] = Agent::parse(&value)?,
                "second" => setup.players[1] = Agent::parse(&value)?,
                "games" => setup.games = number(&key, &value, 1, MAX_GAMES)?,
                "random" => setup.random_plies = number(&key, &value, 0, MAX_RANDOM_PLIES)?,
                "plies" => setup.max_plies = number(&key, &value, 1, MAX_PLIES)?,
                "trace" => setup.trace_games = number(&key, &value, 0, MAX_TRACE_GAMES)?,
                "seed" => {
                    setup.seed = value.parse().map_err(|_| bad("seed", format!("'{}' is no whole number", short(&value))))?
                }
                _ => match key.strip_prefix("b.") {
                    Some(option) => b.push(option, value),
                    None => a.push(&key, value),
                },
            }
        }
        if !compare && !b.0.is_empty() {
            return Err(bad("lab link", "rules B (b.) are given without compare=1".into()));
        }
        setup.rules = if compare { vec![a, b] } else { vec![a] };
        Ok(setup)
    }

    /// The setup as the lab page's link holds it, without `#lab/`; only what
    /// differs from the defaults is written.
    pub fn to_link(&self) -> String {
        let defaults = LabSetup::new(&self.game);
        let mut query = self.rules[0].clone();
        if let Some(b) = self.rules.get(1) {
            query.push("compare", 1);
            for (key, value) in &b.0 {
                query.push(&format!("b.{key}"), value);
            }
        }
        let names = self.players.map(|agent| agent.name());
        for (key, name, default) in [("first", &names[0], defaults.players[0].name()), ("second", &names[1], defaults.players[1].name())] {
            if *name != default {
                query.push(key, name);
            }
        }
        for (key, value, default) in [
            ("games", self.games as u64, defaults.games as u64),
            ("swap", self.swap_sides as u64, 0),
            ("random", self.random_plies as u64, 0),
            ("plies", self.max_plies as u64, defaults.max_plies as u64),
            ("trace", self.trace_games as u64, 0),
            ("seed", self.seed as u64, defaults.seed as u64),
        ] {
            if value != default {
                query.push(key, value);
            }
        }
        if query.0.is_empty() {
            self.game.clone()
        } else {
            format!("{}?{}", self.game, query.join('&'))
        }
    }
}

fn bad(what: &'static str, why: String) -> Error {
    Error::BadArgument { what, why }
}

fn short(text: &str) -> String {
    text.chars().take(20).collect()
}

fn switch(key: &str, value: &str) -> Result<bool, Error> {
    match value {
        "1" => Ok(true),
        "0" => Ok(false),
        _ => Err(bad("lab link", format!("{key}={} is neither 1 nor 0", short(value)))),
    }
}

fn number(key: &str, value: &str, min: u32, max: u32) -> Result<u32, Error> {
    value
        .parse::<u32>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| bad("lab link", format!("{key}={} is not a whole number from {min} to {max}", short(value))))
}

/// A setup as the lab page's form holds it: each set of rules as its
/// options' `[key, value]` pairs, the players by name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupForm {
    pub game: String,
    pub rules: Vec<Vec<(String, String)>>,
    pub first: String,
    pub second: String,
    pub games: u32,
    pub swap_sides: bool,
    pub random_plies: u32,
    pub max_plies: u32,
    pub seed: u32,
    pub trace_games: u32,
}

impl LabSetup {
    pub fn form(&self) -> SetupForm {
        SetupForm {
            game: self.game.clone(),
            rules: self.rules.iter().map(|rules| rules.0.clone()).collect(),
            first: self.players[0].name(),
            second: self.players[1].name(),
            games: self.games,
            swap_sides: self.swap_sides,
            random_plies: self.random_plies,
            max_plies: self.max_plies,
            seed: self.seed,
            trace_games: self.trace_games,
        }
    }

    /// The setup a form describes, its numbers checked as a link's are.
    pub fn from_form(form: SetupForm) -> Result<LabSetup, Error> {
        if form.rules.is_empty() || form.rules.len() > 2 {
            return Err(bad("lab setup", format!("a run has one or two sets of rules, not {}", form.rules.len())));
        }
        for (key, value, min, max) in [
            ("games", form.games, 1, MAX_GAMES),
            ("random", form.random_plies, 0, MAX_RANDOM_PLIES),
            ("plies", form.max_plies, 1, MAX_PLIES),
            ("trace", form.trace_games, 0, MAX_TRACE_GAMES),
        ] {
            number(key, &value.to_string(), min, max)?;
        }
        Ok(LabSetup {
            game: form.game,
            rules: form.rules.into_iter().map(Settings).collect(),
            players: [Agent::parse(&form.first)?, Agent::parse(&form.second)?],
            games: form.games,
            swap_sides: form.swap_sides,
            random_plies: form.random_plies,
            seed: form.seed,
            max_plies: form.max_plies,
            trace_games: form.trace_games,
        })
    }
}
