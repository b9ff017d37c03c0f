//! Who plays the other side: a friend on the same screen (no opponent), the
//! computer at a level (`vs=computer&level=3&human=first` in a link), or a
//! friend far away who plays by sending links back (`vs=link&match=k3f9x2qa7m&host=first`).
//! Links without `vs` are two-player games on one screen, as they always were.

use serde::Serialize;

use crate::ai::Level;
use crate::error::Error;
use crate::message;
use crate::message::Arg;
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
    /// settings, leaving the game's own options; a game between friends by
    /// link counts as no opponent here (see [`Versus::take`]).
    pub fn take(settings: &mut Settings) -> Result<Option<Opponent>, Error> {
        Versus::take(settings).map(Versus::computer)
    }

    /// The computer's settings once `vs=computer` is read: `level` defaults
    /// to 3 and `human` to first.
    fn read(level: Option<String>, human: Option<String>) -> Result<Opponent, Error> {
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
        Ok(Opponent { level, human })
    }
}

fn bad(key: &str, value: &str, expected: impl Into<Arg>) -> Error {
    Error::BadOptionValue {
        key: key.to_string(),
        value: value.chars().take(40).collect(),
        expected: expected.into(),
    }
}

/// A game between two friends far apart, each on a device of their own,
/// who send each other the game's link after every move. The link carries
/// the match's id, so that a device knows the game it saved when the next
/// link arrives, and the side its host (who started it) plays: a device that
/// has not seen the match plays the other side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LinkMatch {
    pub id: String,
    pub host: Player,
}

impl LinkMatch {
    const ID_LENGTH: usize = 10;
    const ID_LETTERS: &'static [u8; 32] = b"abcdefghijkmnpqrstuvwxyz23456789";

    /// A new match hosted by `host`, its id drawn from `seed`.
    pub fn new(host: Player, seed: u64) -> LinkMatch {
        let id = (0..Self::ID_LENGTH)
            .map(|index| Self::ID_LETTERS[(seed >> (5 * index) & 31) as usize] as char)
            .collect();
        LinkMatch { id, host }
    }

    fn valid_id(id: &str) -> bool {
        (4..=16).contains(&id.len())
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    }
}

/// Who plays the other side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Versus {
    /// Two players on one screen.
    Screen,
    Computer(Opponent),
    Link(LinkMatch),
}

impl Versus {
    pub fn computer(self) -> Option<Opponent> {
        match self {
            Versus::Computer(opponent) => Some(opponent),
            _ => None,
        }
    }

    /// Takes `vs` and its settings out of a link's or a new game's settings,
    /// leaving the game's own options. A new match by link without `match=`
    /// gets a fresh id; `host` defaults to first.
    pub fn take(settings: &mut Settings) -> Result<Versus, Error> {
        let mut take = |key: &str| {
            let index = settings.0.iter().position(|(k, _)| k == key)?;
            Some(settings.0.remove(index).1)
        };
        let vs = take("vs");
        let (level, human, id, host) = (take("level"), take("human"), take("match"), take("host"));
        let needs = |key: &str, vs: &str| {
            Err(Error::BadLink(message!(
                "detail-link-needs-versus",
                "{key}= needs vs={versus}",
                key = key,
                versus = vs
            )))
        };
        let computer_only = || match (&level, &human) {
            (Some(_), _) => needs("level", "computer"),
            (None, Some(_)) => needs("human", "computer"),
            (None, None) => Ok(()),
        };
        let link_only = || match (&id, &host) {
            (Some(_), _) => needs("match", "link"),
            (None, Some(_)) => needs("host", "link"),
            (None, None) => Ok(()),
        };
        match vs.as_deref() {
            None => {
                computer_only()?;
                link_only()?;
                Ok(Versus::Screen)
            }
            Some("computer") => {
                link_only()?;
                Opponent::read(level, human).map(Versus::Computer)
            }
            Some("link") => {
                computer_only()?;
                let host = match host.as_deref() {
                    None => Player::First,
                    Some(text) => {
                        Player::from_key(text).ok_or_else(|| bad("host", text, "first|second"))?
                    }
                };
                let id = match id {
                    None => LinkMatch::new(host, crate::ai::fresh_seed()).id,
                    Some(id) if LinkMatch::valid_id(&id) => id,
                    Some(id) => {
                        return Err(bad(
                            "match",
                            &id,
                            message!("detail-match-id", "4 to 16 lowercase letters and digits"),
                        ))
                    }
                };
                Ok(Versus::Link(LinkMatch { id, host }))
            }
            Some(other) => Err(bad("vs", other, "computer|link")),
        }
    }

    /// Adds `vs` and its settings to a link's settings.
    pub fn write(&self, settings: &mut Settings) {
        match self {
            Versus::Screen => {}
            Versus::Computer(opponent) => opponent.write(settings),
            Versus::Link(link_match) => {
                settings.push("vs", "link");
                settings.push("match", &link_match.id);
                settings.push("host", link_match.host.key());
            }
        }
    }
}
