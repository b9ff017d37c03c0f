//! Each game's levels as Elo ratings, for the New game panel: measured by
//! scripts/elo-ladder.sh (a round robin of random, greedy and the five levels
//! in each game, random = 0, or on Stockfish's scale where the game has
//! games against it: chess; docs/strength.md). Written by the script: do not
//! edit by hand, re-run it.

/// The ratings of levels 1 to 5 in a game, rounded to 50; `None` where the
/// ladder has not measured a level.
pub fn ratings(game: &str) -> [Option<u32>; 5] {
    match game {
        #[cfg(feature = "double-ring")]
        "double-ring" => [Some(500), Some(700), Some(1100), Some(1300), Some(1450)],
        #[cfg(feature = "double-take")]
        "double-take" => [Some(900), Some(1250), Some(1700), Some(1950), Some(2150)],
        #[cfg(feature = "king-of-rings")]
        "king-of-rings" => [Some(600), Some(900), Some(1350), Some(1500), Some(1850)],
        #[cfg(feature = "one-ring")]
        "one-ring" => [Some(1100), Some(1650), Some(2450), Some(2700), Some(2900)],
        #[cfg(feature = "double-eighteen-stone")]
        "double-eighteen-stone" => [Some(1100), Some(1600), Some(2250), Some(2550), Some(3000)],
        #[cfg(feature = "chess")]
        "chess" => [Some(1100), Some(1500), Some(1850), Some(2100), Some(2300)],
        _ => [None; 5],
    }
}
