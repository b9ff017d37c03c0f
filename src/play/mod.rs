//! The generic layer every game is played through: one game of any kind
//! behind one object, as the page, the CLI and the server play it
//! ([`session`]); a game's history ([`record`]), the pie rule's swap ([`pie`]), its URL form ([`link`]), who
//! plays it ([`opponent`]), what a user interface shows ([`snapshot`]), its
//! text record ([`record_text`]) and the perft count ([`perft`]).

pub mod link;
pub mod opponent;
pub mod perft;
pub mod pie;
pub mod record;
pub mod record_text;
pub mod session;
pub mod snapshot;
