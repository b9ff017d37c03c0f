//! The games, one module each, and the catalog that finds a game by its id.
//! Code that must work for every game (the CLI, the wasm layer) is written
//! once as a `GameVisitor`. Each game is behind a cargo feature, so that the
//! site's per-game wasm carries only its own game.

#[cfg(feature = "chess")]
pub mod chess;
#[cfg(feature = "double-eighteen-stone")]
pub mod double_eighteen_stone;
#[cfg(feature = "double-ring")]
pub mod double_ring;
#[cfg(feature = "double-take")]
pub mod double_take;
#[cfg(feature = "king-of-rings")]
pub mod king_of_rings;
#[cfg(feature = "one-ring")]
pub mod one_ring;

use crate::ai::Evaluate;
use crate::error::Error;
use crate::game::{Game, GameInfo};

/// Every game's id, in every build: an error names them all, even in a wasm
/// that carries one game.
pub const ALL_GAME_IDS: &[&str] = &[
    "double-ring",
    "double-take",
    "king-of-rings",
    "one-ring",
    "double-eighteen-stone",
    "chess",
];

/// Generic code to run for the game that an id names.
pub trait GameVisitor {
    type Output;
    fn visit<G: Evaluate + 'static>(self) -> Self::Output;
}

/// The catalog, from one list of the games and their features: `GAMES`, the
/// games this build carries in the order the site lists them, and `visit`,
/// which runs a visitor for the game an id names.
macro_rules! catalog {
    ($($feature:literal => $game:ty),* $(,)?) => {
        pub const GAMES: &[GameInfo] = &[$(#[cfg(feature = $feature)] <$game>::INFO,)*];

        pub fn visit<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, Error> {
            $(
                #[cfg(feature = $feature)]
                if id == <$game>::INFO.id {
                    return Ok(visitor.visit::<$game>());
                }
            )*
            Err(Error::UnknownGame {
                id: id.chars().take(40).collect(),
                known: ALL_GAME_IDS.join(", "),
            })
        }
    };
}

catalog! {
    "double-ring" => double_ring::DoubleRing,
    "double-take" => double_take::DoubleTake,
    "king-of-rings" => king_of_rings::KingOfRings,
    "one-ring" => one_ring::OneRing,
    "double-eighteen-stone" => double_eighteen_stone::DoubleEighteenStone,
    "chess" => chess::Chess,
}
