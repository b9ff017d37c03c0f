//! The generic layer every game is played through: a game's history
//! ([`record`]), its URL form ([`link`]), who plays it ([`opponent`]), what a user interface shows
//! ([`snapshot`]) and the perft count ([`perft`]).

pub mod link;
pub mod opponent;
pub mod perft;
pub mod record;
pub mod record_text;
pub mod snapshot;
