//! Each game's levels as Elo ratings, for the New game panel: measured by
//! scripts/elo-ladder.sh (a round robin of random, greedy and the five levels
//! in each game, random = 0; docs/strength.md). Written by the script: do not
//! edit by hand, re-run it.

/// The ratings of levels 1 to 5 in a game, rounded to 50; `None` where the
/// ladder has not measured a level.
pub fn ratings(game: &str) -> [Option<u32>; 5] {
    match game {
        #[cfg(feature = "double-ring")]
        "double-ring" => [Some(350), Some(650), Some(1000), None, None],
        #[cfg(feature = "double-take")]
        "double-take" => [Some(700), Some(1450), Some(2200), Some(2500), None],
        #[cfg(feature = "king-of-rings")]
        "king-of-rings" => [Some(300), Some(600), Some(1350), Some(1500), None],
        #[cfg(feature = "one-ring")]
        "one-ring" => [Some(550), Some(1300), Some(2100), Some(2150), None],
        #[cfg(feature = "double-eighteen-stone")]
        "double-eighteen-stone" => [Some(700), Some(1500), Some(1850), None, None],
        #[cfg(feature = "chess")]
        "chess" => [Some(700), Some(1500), Some(2200), Some(2550), None],
        _ => [None; 5],
    }
}
