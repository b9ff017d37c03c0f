//! The designers' lab: the computer plays a game against itself under rules
//! a designer chooses, and the games are summed up in the numbers designers
//! ask for (first player's score, length, branching, decisiveness, lead
//! changes, repetitions and passes).
//!
//! - [`setup`]: what a run is (rules A and optionally B, the two players, how
//!   many games, sides swapped, random opening plies), read from and written
//!   as the lab page's link and the CLI's arguments.
//! - [`self_play`]: one game of a run, played and measured.
//! - [`summary`]: the games of one set of rules summed up, with 95 % intervals.
//! - [`run`]: a run's games, in any order and on any thread: the CLI plays
//!   them on every core, the page in one Web Worker per core.

pub mod run;
pub mod self_play;
pub mod setup;
pub mod summary;

pub use run::{Lab, LabGame, Progress, EXACT_NODES};
pub use self_play::GameReport;
pub use setup::LabSetup;
pub use summary::Summary;
