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
#[cfg(feature = "chess")]
use chess::Chess;
#[cfg(feature = "double-eighteen-stone")]
use double_eighteen_stone::DoubleEighteenStone;
#[cfg(feature = "double-ring")]
use double_ring::DoubleRing;
#[cfg(feature = "double-take")]
use double_take::DoubleTake;
#[cfg(feature = "king-of-rings")]
use king_of_rings::KingOfRings;
#[cfg(feature = "one-ring")]
use one_ring::OneRing;

/// The games this build carries, in the order the site lists them.
pub const GAMES: &[GameInfo] = &[
    #[cfg(feature = "double-ring")]
    DoubleRing::INFO,
    #[cfg(feature = "double-take")]
    DoubleTake::INFO,
    #[cfg(feature = "king-of-rings")]
    KingOfRings::INFO,
    #[cfg(feature = "one-ring")]
    OneRing::INFO,
    #[cfg(feature = "double-eighteen-stone")]
    DoubleEighteenStone::INFO,
    #[cfg(feature = "chess")]
    Chess::INFO,
];

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

pub fn visit<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, Error> {
    match id {
        #[cfg(feature = "double-ring")]
        id if id == DoubleRing::INFO.id => Ok(visitor.visit::<DoubleRing>()),
        #[cfg(feature = "double-take")]
        id if id == DoubleTake::INFO.id => Ok(visitor.visit::<DoubleTake>()),
        #[cfg(feature = "king-of-rings")]
        id if id == KingOfRings::INFO.id => Ok(visitor.visit::<KingOfRings>()),
        #[cfg(feature = "one-ring")]
        id if id == OneRing::INFO.id => Ok(visitor.visit::<OneRing>()),
        #[cfg(feature = "double-eighteen-stone")]
        id if id == DoubleEighteenStone::INFO.id => Ok(visitor.visit::<DoubleEighteenStone>()),
        #[cfg(feature = "chess")]
        id if id == Chess::INFO.id => Ok(visitor.visit::<Chess>()),
        _ => Err(Error::UnknownGame {
            id: id.chars().take(40).collect(),
            known: ALL_GAME_IDS.join(", "),
        }),
    }
}
