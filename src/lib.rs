//! ringboard: exact rules for five rare abstract games.
//!
//! The engine is plain Rust. Each game implements [`game::Game`]; generic
//! code (perft, the game record, links, the CLI and the wasm layer) drives
//! every game through that trait.

pub mod catalog;
pub mod chess;
pub mod chess_core;
pub mod coords;
pub mod double_ring;
pub mod double_take;
pub mod error;
pub mod game;
pub mod king_of_rings;
pub mod link;
pub mod one_ring;
pub mod perft;
pub mod print;
pub mod record;
pub mod snapshot;
pub mod variant;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use error::Error;
pub use game::{Game, Outcome, Player};
