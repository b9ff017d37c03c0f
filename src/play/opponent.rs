//! Who plays the other side: a friend on the same screen (no opponent) or
//! the computer at a level. In a link: `vs=computer&level=3&human=first`.
//! Links without `vs` are two-player games, as they always were.

use serde::Serialize;

use crate::ai::Level;
use crate::error::Error;
use crate::game::Player;
use crate::variant::Settings;

/// The side the human plays against the computer; `Random` until the game
/// starts, when it is settled by a coin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HumanSide {
    First,
    Second,
    Random,
}

impl HumanSide {
    fn key(self) -> &'static str {
        match self {
            HumanSide::First => "first",
            HumanSide::Second => "second",
            HumanSide::Random => "random",
        }
    }

    fn player(self) -> Option<Player> {
        match self {
            HumanSide::First => Some(Player::First),
            HumanSide::Second => Some(Player::Second),
            HumanSide::Random => None,
        }
    }
}

/// The computer as the other player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opponent {
    pub level: Level,
    pub human: HumanSide,
}

/// What a user interface needs to know of the opponent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpponentInfo {
    pub level: u8,
    pub human: HumanSide,
    /// The side the computer plays, once the human's side is settled.
    pub computer: Option<Player>,
    /// "Computer, level 3", for player bars and records.
    pub name: String,
}

impl Opponent {
    /// The side the computer plays, once the human's side is settled.
    pub fn computer(&self) -> Option<Player> {
        self.human.player().map(Player::opponent)
    }

    /// Settles a random side: the human plays `coin`.
    pub fn settled(self, coin: Player) -> Opponent {
        let human = match (self.human, coin) {
            (HumanSide::Random, Player::First) => HumanSide::First,
            (HumanSide::Random, Player::Second) => HumanSide::Second,
            (side, _) => side,
        };
        Opponent { human, ..self }
    }

    /// The same match with the sides swapped: a rematch.
    pub fn swapped(self) -> Opponent {
        let human = match self.human {
            HumanSide::First => HumanSide::Second,
            HumanSide::Second => HumanSide::First,
            HumanSide::Random => HumanSide::Random,
        };
        Opponent { human, ..self }
    }

    pub fn name(&self) -> String {
        format!("Computer, level {}", self.level.number())
    }

    pub fn info(&self) -> OpponentInfo {
        OpponentInfo {
            level: self.level.number(),
            human: self.human,
            computer: self.computer(),
            name: self.name(),
        }
    }

    /// Adds `vs`, `level` and `human` to a link's settings.
    pub fn write(&self, settings: &mut Settings) {
        settings.push("vs", "computer");
        settings.push("level", self.level.number());
        settings.push("human", self.human.key());
    }

    /// Takes `vs`, `level` and `human` out of a link's or a new game's
    /// settings, leaving the game's own options. `level` defaults to 3 and
    /// `human` to first.
    pub fn take(settings: &mut Settings) -> Result<Option<Opponent>, Error> {
        let mut take = |key: &str| {
            let index = settings.0.iter().position(|(k, _)| k == key)?;
            Some(settings.0.remove(index).1)
        };
        let (vs, level, human) = (take("vs"), take("level"), take("human"));
        let bad = |key: &str, value: &str, expected: &str| Error::BadOptionValue {
            key: key.to_string(),
            value: value.chars().take(40).collect(),
            expected: expected.to_string(),
        };
        match vs.as_deref() {
            None => {
                return match (level, human) {
                    (None, None) => Ok(None),
                    (Some(_), _) => Err(Error::BadLink("level= needs vs=computer".into())),
                    (None, Some(_)) => Err(Error::BadLink("human= needs vs=computer".into())),
                }
            }
            Some("computer") => {}
            Some(other) => return Err(bad("vs", other, "computer")),
        }
        let level = match level {
            None => Level::DEFAULT,
            Some(text) => text
                .parse::<u8>()
                .ok()
                .filter(|n| n.to_string() == text)
                .and_then(Level::new)
                .ok_or_else(|| bad("level", &text, "1..5"))?,
        };
        let human = match human.as_deref() {
            None | Some("first") => HumanSide::First,
            Some("second") => HumanSide::Second,
            Some("random") => HumanSide::Random,
            Some(other) => return Err(bad("human", other, "first|second|random")),
        };
        Ok(Some(Opponent { level, human }))
    }
}
