//! Online play as pure functions, as boardgame.io shapes a game: a game
//! between two seats ([`Table`]), its [`clock`], the [`request`]s that
//! change it and the [`GameView`] that players and watchers see. Every move
//! is checked by the engine's own [`Session`](crate::play::session::Session).
//!
//! The server (`src/server`) stores tables, passes actions to them and sends
//! what changed; it decides nothing about a game itself.

pub mod clock;
pub mod error;
pub mod request;
pub mod table;

pub use clock::{ClockSpec, Clocks};
pub use error::ApiError;
pub use request::{AnswerRequest, JoinRequest, MoveRequest, NewGameRequest, OfferRequest, SideChoice};
pub use table::{GameResult, GameView, OfferKind, Seat, Status, Table};
