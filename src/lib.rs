//! ringboard: exact rules for five rare abstract games.
//!
//! - [`game`]: the [`Game`] trait every game implements.
//! - [`games`]: one module per game, and the catalog that finds a game by id.
//! - [`chess_core`]: the move generator shared by the chess games.
//! - [`ai`]: the computer opponent: search, levels, and where it chooses its move.
//! - [`learn`]: lessons (data, and when a step's goal is met) and puzzles
//!   (found by the engine).
//! - [`play`]: what a game is played through: its record, its link, what the
//!   page shows, and perft.
//! - [`message`]: what the engine tells a person (an error's details, why a
//!   click is no move, how a game ended), as catalog ids with arguments that
//!   the site words in the player's language; their English is the CLI's.
//! - `wasm` (wasm32 only) is the browser's face; `src/bin/ringboard.rs` the CLI.

pub mod ai;
#[cfg(feature = "chess-core")]
pub mod chess_core;
pub mod coords;
pub mod error;
pub mod game;
pub mod games;
pub mod lab;
pub mod learn;
pub mod message;
#[cfg(not(target_arch = "wasm32"))]
pub mod online;
pub mod play;
pub mod variant;

#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
pub mod server;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use error::Error;
pub use game::{Game, Outcome, Player, PointsEnd, Why};
