//! The games, one module each, and the catalog that finds a game by its id.
//! Code that must work for every game (the CLI, the wasm layer) is written
//! once as a `GameVisitor`.

pub mod chess;
pub mod double_eighteen_stone;
pub mod double_ring;
pub mod double_take;
pub mod king_of_rings;
pub mod one_ring;

use crate::ai::Evaluate;
use crate::error::Error;
use crate::game::{Game, GameInfo};
use chess::Chess;
use double_eighteen_stone::DoubleEighteenStone;
use double_ring::DoubleRing;
use double_take::DoubleTake;
use king_of_rings::KingOfRings;
use one_ring::OneRing;

pub const GAMES: &[GameInfo] = &[
    DoubleRing::INFO,
    DoubleTake::INFO,
    KingOfRings::INFO,
    OneRing::INFO,
    DoubleEighteenStone::INFO,
    Chess::INFO,
];

/// Generic code to run for the game that an id names.
pub trait GameVisitor {
    type Output;
    fn visit<G: Evaluate + 'static>(self) -> Self::Output;
}

pub fn visit<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, Error> {
    match id {
        id if id == DoubleRing::INFO.id => Ok(visitor.visit::<DoubleRing>()),
        id if id == DoubleTake::INFO.id => Ok(visitor.visit::<DoubleTake>()),
        id if id == KingOfRings::INFO.id => Ok(visitor.visit::<KingOfRings>()),
        id if id == OneRing::INFO.id => Ok(visitor.visit::<OneRing>()),
        id if id == DoubleEighteenStone::INFO.id => Ok(visitor.visit::<DoubleEighteenStone>()),
        id if id == Chess::INFO.id => Ok(visitor.visit::<Chess>()),
        _ => Err(Error::UnknownGame {
            id: id.chars().take(40).collect(),
            known: GAMES
                .iter()
                .map(|game| game.id)
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}
