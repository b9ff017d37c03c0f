//! Live events: what changed in a game goes at once to every player and
//! watcher connected to this instance, and, with PostgreSQL, to the other
//! instances through LISTEN/NOTIFY, which send it to theirs.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::{broadcast, Notify};

/// The channel the instances tell each other on.
pub const CHANNEL: &str = "ringboard_live";

/// One event, as sent on every socket: `{"type": "game", "game": <view>}`.
pub type Event = Arc<str>;

/// The sockets of this instance, by game.
pub struct Hub {
    games: Mutex<HashMap<String, broadcast::Sender<Event>>>,
    /// Woken when the open challenges change.
    pub lobby_changed: Notify,
}

impl Default for Hub {
    fn default() -> Hub {
        Hub {
            games: Mutex::new(HashMap::new()),
            lobby_changed: Notify::new(),
        }
    }
}

impl Hub {
    pub fn subscribe(&self, id: &str) -> broadcast::Receiver<Event> {
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        games
            .entry(id.to_string())
            .or_insert_with(|| broadcast::channel(64).0)
            .subscribe()
    }

    /// Sends `event` to the game's sockets here, if it has any.
    pub fn publish(&self, id: &str, event: Event) {
        let games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(sender) = games.get(id) {
            let _ = sender.send(event);
        }
    }

    pub fn is_watched(&self, id: &str) -> bool {
        let games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        games.get(id).is_some_and(|sender| sender.receiver_count() > 0)
    }

    /// Drops the game's channel once its last socket has closed.
    pub fn unsubscribed(&self, id: &str) {
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        if games.get(id).is_some_and(|sender| sender.receiver_count() == 0) {
            games.remove(id);
        }
    }

    /// How many sockets watch games here.
    pub fn sockets(&self) -> usize {
        let games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        games.values().map(broadcast::Sender::receiver_count).sum()
    }
}

/// What one instance tells the others: `<instance> game <id>` or `<instance> lobby`.
pub enum Notice<'a> {
    Game(&'a str),
    Lobby,
}

pub fn notice_text(instance: &str, notice: &Notice) -> String {
    match notice {
        Notice::Game(id) => format!("{instance} game {id}"),
        Notice::Lobby => format!("{instance} lobby"),
    }
}

/// A notice from another instance (`None` for this one's own, or garbage).
pub fn read_notice<'a>(instance: &str, text: &'a str) -> Option<Notice<'a>> {
    let mut parts = text.splitn(3, ' ');
    let from = parts.next()?;
    if from == instance {
        return None;
    }
    match (parts.next()?, parts.next()) {
        ("game", Some(id)) if super::tokens::is_game_id(id) => Some(Notice::Game(id)),
        ("lobby", None) => Some(Notice::Lobby),
        _ => None,
    }
}
