//! The games the engine knows, found by id. Code that must work for every
//! game (the CLI, the wasm layer) is written once as a `GameVisitor`.

use crate::chess::Chess;
use crate::double_ring::DoubleRing;
use crate::double_take::DoubleTake;
use crate::error::Error;
use crate::game::{Game, GameInfo};
use crate::king_of_rings::KingOfRings;
use crate::one_ring::OneRing;

pub const GAMES: &[GameInfo] = &[
    DoubleRing::INFO,
    DoubleTake::INFO,
    KingOfRings::INFO,
    OneRing::INFO,
    Chess::INFO,
];

/// Generic code to run for the game that an id names.
pub trait GameVisitor {
    type Output;
    fn visit<G: Game + 'static>(self) -> Self::Output;
}

pub fn visit<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, Error> {
    match id {
        id if id == DoubleRing::INFO.id => Ok(visitor.visit::<DoubleRing>()),
        id if id == DoubleTake::INFO.id => Ok(visitor.visit::<DoubleTake>()),
        id if id == KingOfRings::INFO.id => Ok(visitor.visit::<KingOfRings>()),
        id if id == OneRing::INFO.id => Ok(visitor.visit::<OneRing>()),
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
