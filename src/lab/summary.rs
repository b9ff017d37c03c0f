//! The games of one set of rules summed up: the numbers a designer reads,
//! each with its 95 % interval where it has one.

use serde::Serialize;

use super::run::ExactVerdict;
use super::self_play::GameReport;
use crate::game::Player;

/// 1.96: the normal quantile of a two-sided 95 % interval.
const Z: f64 = 1.959_963_984_540_054;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// The rules' variant options (`rule=odd,size=9`; empty for the game's own).
    pub rules: String,
    /// The same as `[key, value]` pairs, for a page to word.
    pub options: Vec<(String, String)>,
    /// The game page's link to a game under these rules.
    pub play_link: String,
    /// The run's two players; the first moved first in every game unless
    /// sides were swapped.
    pub players: [String; 2],
    pub games: u32,
    pub first_wins: u32,
    pub second_wins: u32,
    /// Games drawn, those cut off included.
    pub draws: u32,
    pub cut_off: u32,
    /// The first player's score (a draw counts half), with its Wilson interval.
    pub first_score: Option<f64>,
    pub first_score_interval: Option<[f64; 2]>,
    /// The run's first player's score, whichever side it played: the
    /// stronger's score against the weaker is the game's skill trace.
    pub player_score: Option<f64>,
    pub player_score_interval: Option<[f64; 2]>,
    /// The score of whoever made the first move, whichever side the pie
    /// rule's swap left them: the first player's score where no one swapped.
    pub mover_score: Option<f64>,
    pub mover_score_interval: Option<[f64; 2]>,
    /// The share of games where the second player took the swap.
    pub swap_rate: Option<f64>,
    pub swap_interval: Option<[f64; 2]>,
    /// Plies a game.
    pub length_mean: Option<f64>,
    pub length_interval: Option<[f64; 2]>,
    /// The lengths' standard deviation.
    pub length_spread: Option<f64>,
    pub length_histogram: Histogram,
    /// Legal moves a position, over every position of every game.
    pub branching_mean: Option<f64>,
    /// Legal moves before each ply, over the games that reached it.
    pub branching_by_ply: Vec<f64>,
    /// How many games reached each ply.
    pub games_by_ply: Vec<u32>,
    /// The ply after which the eventual winner stays ahead on the
    /// evaluation, over the games won.
    pub decisiveness_mean: Option<f64>,
    pub decisiveness_interval: Option<[f64; 2]>,
    /// The same as a share of the game's length.
    pub decisiveness_share_mean: Option<f64>,
    pub lead_changes_mean: Option<f64>,
    pub lead_changes_interval: Option<[f64; 2]>,
    /// The share of games that ended by repetition, with its Wilson interval.
    pub repetition_rate: Option<f64>,
    pub repetition_interval: Option<[f64; 2]>,
    /// The share of moves that were passes.
    pub pass_rate: Option<f64>,
    /// What the exact solver says of the start, where it settles it (Double Ring).
    pub exact: Option<ExactVerdict>,
    /// The skill trace, where the run has one: each level's score against
    /// the level below.
    pub skill_trace: Vec<TracePoint>,
}

/// One pairing of the skill trace: the stronger level's score against the weaker.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TracePoint {
    /// The stronger and the weaker.
    pub players: [String; 2],
    pub games: u32,
    pub score: Option<f64>,
    pub score_interval: Option<[f64; 2]>,
}

/// Game lengths counted in bins of equal width from `start`.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Histogram {
    pub start: u32,
    pub width: u32,
    pub counts: Vec<u32>,
}

impl Summary {
    pub fn of(rules: String, players: [String; 2], games: &[GameReport]) -> Summary {
        let n = games.len();
        let count = |keep: &dyn Fn(&GameReport) -> bool| games.iter().filter(|game| keep(game)).count() as u32;
        let first_wins = count(&|game| game.winner == Some(Player::First));
        let second_wins = count(&|game| game.winner == Some(Player::Second));
        let first_score = mean(games.iter().map(|game| match game.winner {
            Some(Player::First) => 1.0,
            Some(Player::Second) => 0.0,
            None => 0.5,
        }));
        let player_score = mean(games.iter().map(|game| game.score_of(0)));
        let mover_score = mean(games.iter().map(GameReport::mover_score));
        let swaps = count(&|game| game.swapped);
        let swap_rate = (n > 0).then(|| swaps as f64 / n as f64);
        let lengths: Vec<f64> = games.iter().map(|game| game.plies as f64).collect();
        let positions: u64 = games.iter().map(|game| game.branching.len() as u64).sum();
        let moves: u64 = games.iter().flat_map(|game| &game.branching).map(|&moves| moves as u64).sum();
        let longest = games.iter().map(|game| game.branching.len()).max().unwrap_or(0);
        let mut sums = vec![0u64; longest];
        let mut games_by_ply = vec![0u32; longest];
        for game in games {
            for (ply, &moves) in game.branching.iter().enumerate() {
                sums[ply] += moves as u64;
                games_by_ply[ply] += 1;
            }
        }
        let won: Vec<&GameReport> = games.iter().filter(|game| game.decided_at.is_some()).collect();
        let decided: Vec<f64> = won.iter().filter_map(|game| game.decided_at).map(f64::from).collect();
        let lead_changes: Vec<f64> = games.iter().map(|game| game.lead_changes as f64).collect();
        let repetitions = count(&|game| game.repetition());
        let plies: u64 = games.iter().map(|game| game.plies as u64).sum();
        let passes: u64 = games.iter().map(|game| game.passes as u64).sum();
        Summary {
            rules,
            options: Vec::new(),
            play_link: String::new(),
            players,
            games: n as u32,
            first_wins,
            second_wins,
            draws: n as u32 - first_wins - second_wins,
            cut_off: count(&|game| game.cut_off()),
            first_score,
            first_score_interval: first_score.map(|score| wilson(score, n)),
            player_score,
            player_score_interval: player_score.map(|score| wilson(score, n)),
            mover_score,
            mover_score_interval: mover_score.map(|score| wilson(score, n)),
            swap_rate,
            swap_interval: swap_rate.map(|rate| wilson(rate, n)),
            length_mean: mean(lengths.iter().copied()),
            length_interval: mean_interval(&lengths),
            length_spread: spread(&lengths),
            length_histogram: histogram(games.iter().map(|game| game.plies)),
            branching_mean: (positions > 0).then(|| moves as f64 / positions as f64),
            branching_by_ply: sums.iter().zip(&games_by_ply).map(|(&sum, &games)| sum as f64 / games as f64).collect(),
            games_by_ply,
            decisiveness_mean: mean(decided.iter().copied()),
            decisiveness_interval: mean_interval(&decided),
            decisiveness_share_mean: mean(
                won.iter()
                    .filter(|game| game.plies > 0)
                    .map(|game| game.decided_at.unwrap_or(0) as f64 / game.plies as f64),
            ),
            lead_changes_mean: mean(lead_changes.iter().copied()),
            lead_changes_interval: mean_interval(&lead_changes),
            repetition_rate: (n > 0).then(|| repetitions as f64 / n as f64),
            repetition_interval: (n > 0).then(|| wilson(repetitions as f64 / n as f64, n)),
            pass_rate: (plies > 0).then(|| passes as f64 / plies as f64),
            exact: None,
            skill_trace: Vec::new(),
        }
    }
}

fn mean(values: impl Iterator<Item = f64>) -> Option<f64> {
    let (sum, n) = values.fold((0.0, 0usize), |(sum, n), value| (sum + value, n + 1));
    (n > 0).then(|| sum / n as f64)
}

/// The sample standard deviation; `None` under two values.
fn spread(values: &[f64]) -> Option<f64> {
    let mean = mean(values.iter().copied())?;
    (values.len() > 1).then(|| {
        let squares: f64 = values.iter().map(|value| (value - mean).powi(2)).sum();
        (squares / (values.len() - 1) as f64).sqrt()
    })
}

/// The normal 95 % interval of a mean; `None` under two values.
fn mean_interval(values: &[f64]) -> Option<[f64; 2]> {
    let (mean, spread) = (mean(values.iter().copied())?, spread(values)?);
    let half = Z * spread / (values.len() as f64).sqrt();
    Some([mean - half, mean + half])
}

/// The Wilson score interval of a proportion `p` of `n` trials (a draw
/// counting as half a success where `p` is a score).
pub fn wilson(p: f64, n: usize) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let n = n as f64;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    // At 0 or 1 an end of the interval is the proportion itself, exactly.
    let low = if p <= 0.0 { 0.0 } else { (centre - half).max(0.0) };
    let high = if p >= 1.0 { 1.0 } else { (centre + half).min(1.0) };
    [low, high]
}

/// About a dozen bins of a round width (1, 2 or 5 times a power of ten).
fn histogram(lengths: impl Iterator<Item = u32> + Clone) -> Histogram {
    let (Some(low), Some(high)) = (lengths.clone().min(), lengths.clone().max()) else {
        return Histogram::default();
    };
    let wanted = (high - low) / 12 + 1;
    let width = [1, 2, 5]
        .iter()
        .flat_map(|&step| (0..6).map(move |power| step * 10u32.pow(power)))
        .filter(|&width| width >= wanted)
        .min()
        .unwrap_or(wanted);
    let start = low / width * width;
    let mut counts = vec![0; ((high - start) / width + 1) as usize];
    for length in lengths {
        counts[((length - start) / width) as usize] += 1;
    }
    Histogram { start, width, counts }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_its_textbook_value() {
        // 25 of 70 (the One Ring author's White wins, draws left out): 0.2550 to 0.4741.
        let [low, high] = wilson(25.0 / 70.0, 70);
        assert_eq!((format!("{low:.4}"), format!("{high:.4}")), ("0.2550".into(), "0.4741".into()));
        assert_eq!(wilson(1.0, 10)[1], 1.0);
        assert_eq!(format!("{:.4}", wilson(1.0, 10)[0]), "0.7225");
    }

    #[test]
    fn lengths_fall_in_round_bins() {
        let histogram = histogram([7, 9, 30, 31, 55].into_iter());
        assert_eq!(histogram, Histogram { start: 5, width: 5, counts: vec![2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1] });
    }
}
