//! The clocks of an online game, run by the server: times are milliseconds
//! since the Unix epoch, given by the caller, so that the rules of the clock
//! are pure functions.

use serde::{Deserialize, Serialize};

use crate::game::Player;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The time control a game was created with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum ClockSpec {
    /// A live game: `initial_ms` for each side, and `increment_ms` added after each move.
    Live { initial_ms: i64, increment_ms: i64 },
    /// Correspondence: `days` for every move.
    Correspondence { days: i64 },
}

impl ClockSpec {
    /// The time a side has when its clock starts.
    fn full_time(self) -> i64 {
        match self {
            ClockSpec::Live { initial_ms, .. } => initial_ms,
            ClockSpec::Correspondence { days } => days * DAY_MS,
        }
    }

    /// As players say it: "3+2", "30 s+0", "3 days".
    pub fn describe(self) -> String {
        match self {
            ClockSpec::Live { initial_ms, increment_ms } if initial_ms % 60_000 == 0 => {
                format!("{}+{}", initial_ms / 60_000, increment_ms / 1000)
            }
            ClockSpec::Live { initial_ms, increment_ms } => format!("{} s+{}", initial_ms / 1000, increment_ms / 1000),
            ClockSpec::Correspondence { days: 1 } => "1 day".to_string(),
            ClockSpec::Correspondence { days } => format!("{days} days"),
        }
    }
}

/// Both clocks: what each side has left, and which one runs since when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    pub spec: ClockSpec,
    /// Time left, as of `since` for the side whose clock runs.
    pub left_ms: [i64; 2],
    pub running: Option<Player>,
    pub since: i64,
}

impl Clocks {
    pub fn new(spec: ClockSpec) -> Clocks {
        Clocks {
            spec,
            left_ms: [spec.full_time(); 2],
            running: None,
            since: 0,
        }
    }

    /// What `side` has left at `now`.
    pub fn left(&self, side: Player, now: i64) -> i64 {
        let left = self.left_ms[side.index()];
        if self.running == Some(side) {
            (left - (now - self.since).max(0)).max(0)
        } else {
            left
        }
    }

    /// When the running side's time is up.
    pub fn deadline(&self) -> Option<i64> {
        self.running.map(|side| self.since + self.left_ms[side.index()])
    }

    /// The side whose time is up at `now`, if any.
    pub fn flagged(&self, now: i64) -> Option<Player> {
        self.running.filter(|_| self.deadline().is_some_and(|deadline| now >= deadline))
    }

    /// Stops the running clock at `now`, charging it the time it ran.
    pub fn stop(&mut self, now: i64) {
        if let Some(side) = self.running {
            self.left_ms[side.index()] = self.left(side, now);
        }
        self.running = None;
        self.since = now;
    }

    /// Starts `side`'s clock at `now` (a correspondence side gets its days again).
    pub fn start(&mut self, side: Player, now: i64) {
        self.stop(now);
        if let ClockSpec::Correspondence { .. } = self.spec {
            self.left_ms[side.index()] = self.spec.full_time();
        }
        self.running = Some(side);
        self.since = now;
    }

    /// `mover` has moved at `now`: its time is charged and its increment
    /// added, and `next`'s clock starts.
    pub fn after_move(&mut self, mover: Player, next: Player, now: i64) {
        self.stop(now);
        if let ClockSpec::Live { increment_ms, .. } = self.spec {
            self.left_ms[mover.index()] += increment_ms;
        }
        self.start(next, now);
    }

    /// What the page shows, as of `now`.
    pub fn view(&self, now: i64) -> ClockView {
        ClockView {
            spec: self.spec,
            first_ms: self.left(Player::First, now),
            second_ms: self.left(Player::Second, now),
            running: self.running,
        }
    }
}

/// The clocks as players and watchers see them at one moment (the view's `now`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockView {
    #[serde(flatten)]
    pub spec: ClockSpec,
    pub first_ms: i64,
    pub second_ms: i64,
    pub running: Option<Player>,
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIVE: ClockSpec = ClockSpec::Live {
        initial_ms: 180_000,
        increment_ms: 2_000,
    };

    #[test]
    fn a_live_clock_charges_the_mover_and_adds_the_increment() {
        let mut clocks = Clocks::new(LIVE);
        clocks.start(Player::First, 1_000);
        assert_eq!(clocks.left(Player::First, 11_000), 170_000);
        clocks.after_move(Player::First, Player::Second, 11_000);
        assert_eq!(clocks.left_ms, [172_000, 180_000]);
        assert_eq!(clocks.running, Some(Player::Second));
        assert_eq!(clocks.deadline(), Some(191_000));
        assert_eq!(clocks.flagged(190_999), None);
        assert_eq!(clocks.flagged(191_000), Some(Player::Second));
    }

    #[test]
    fn a_side_that_moves_twice_keeps_its_clock_running() {
        let mut clocks = Clocks::new(LIVE);
        clocks.start(Player::First, 0);
        clocks.after_move(Player::First, Player::First, 5_000);
        assert_eq!(clocks.left_ms, [177_000, 180_000]);
        assert_eq!(clocks.running, Some(Player::First));
        assert_eq!(clocks.since, 5_000);
    }

    #[test]
    fn correspondence_gives_every_move_its_days() {
        let mut clocks = Clocks::new(ClockSpec::Correspondence { days: 3 });
        clocks.start(Player::First, 0);
        clocks.after_move(Player::First, Player::Second, 2 * DAY_MS);
        assert_eq!(clocks.left(Player::Second, 2 * DAY_MS), 3 * DAY_MS);
        assert_eq!(clocks.deadline(), Some(5 * DAY_MS));
        assert_eq!(ClockSpec::Correspondence { days: 3 }.describe(), "3 days");
        assert_eq!(LIVE.describe(), "3+2");
    }
}
