//! Learning a game: lessons (data read by one player) and puzzles (found by the engine).

pub mod lesson;
pub mod puzzle;
