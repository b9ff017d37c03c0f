//! The generic layer every game is played through: a game's history
//! ([`record`]), its URL form ([`link`]), what a user interface shows
//! ([`snapshot`]) and the perft count ([`perft`]).

pub mod link;
pub mod perft;
pub mod record;
pub mod snapshot;
