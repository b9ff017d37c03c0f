//! Elo ratings fitted to game results: the maximum-likelihood fit of the
//! logistic Elo model (Bradley-Terry on a scale of 400 · log10), with a draw
//! as half a point, as BayesElo and Ordo do. `ringboard fit-elo` reads the
//! results of `ringboard arena` and fits them (scripts/elo-ladder.sh).
//!
//! The model: a player rated `d` Elo above another scores
//! `1 / (1 + 10^(-d / 400))` against it on average (75% for 191 Elo). The
//! fit maximises the likelihood of every pairing's points over the ratings,
//! one player (the anchor) fixed at 0, by Newton's method; the 95% interval
//! of a rating comes from the observed Fisher information (the inverse of
//! the log-likelihood's curvature), ±1.96 standard errors. The pairings need
//! not be a full round robin: the fit only asks that they connect every
//! player to the anchor. A player who won (or lost) every game has no finite
//! rating at the maximum; `prior` virtual draws in each pairing played pull
//! such ratings back to finite values, as BayesElo's prior does.

use std::collections::BTreeMap;

use crate::error::Error;

/// One game's result between two named players.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    pub first: String,
    pub second: String,
    /// The first player's points: 1, 1/2 or 0.
    pub score: f64,
}

/// One player's fitted rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    pub name: String,
    pub elo: f64,
    /// Half the width of the 95% interval (0 for the anchor).
    pub margin: f64,
    pub games: u32,
    pub points: f64,
}

/// The games of one pairing, from the first-named player's side.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    pub a: String,
    pub b: String,
    pub games: u32,
    pub points: f64,
}

/// The results of an arena's output: its `game N: A (first) v B (second):
/// RESULT, P plies` lines; every other line is skipped, so that the output
/// of an arena cut short counts the games it finished.
pub fn parse_arena(text: &str) -> Vec<GameResult> {
    text.lines().filter_map(parse_game_line).collect()
}

fn parse_game_line(line: &str) -> Option<GameResult> {
    let rest = line.strip_prefix("game ")?;
    let (_, rest) = rest.split_once(": ")?;
    let (first, rest) = rest.split_once(" (first) v ")?;
    let (second, result) = rest.split_once(" (second): ")?;
    let score = if result.starts_with(&format!("{first} wins")) {
        1.0
    } else if result.starts_with(&format!("{second} wins")) {
        0.0
    } else {
        0.5
    };
    (first != second).then(|| GameResult {
        first: first.to_string(),
        second: second.to_string(),
        score,
    })
}

/// Each pairing's games and points, the players in the order met.
pub fn pairings(results: &[GameResult]) -> (Vec<String>, Vec<Pairing>) {
    let mut names: Vec<String> = Vec::new();
    let mut index = |name: &str| match names.iter().position(|known| known == name) {
        Some(i) => i,
        None => {
            names.push(name.to_string());
            names.len() - 1
        }
    };
    let mut table: BTreeMap<(usize, usize), (u32, f64)> = BTreeMap::new();
    for result in results {
        let (i, j) = (index(&result.first), index(&result.second));
        let (key, points) = if i < j {
            ((i, j), result.score)
        } else {
            ((j, i), 1.0 - result.score)
        };
        let entry = table.entry(key).or_insert((0, 0.0));
        entry.0 += 1;
        entry.1 += points;
    }
    let pairings = table
        .into_iter()
        .map(|((i, j), (games, points))| Pairing {
            a: names[i].clone(),
            b: names[j].clone(),
            games,
            points,
        })
        .collect();
    (names, pairings)
}

/// Natural-log units per Elo point: `ln(10) / 400`.
const SCALE: f64 = std::f64::consts::LN_10 / 400.0;

/// The expected score of a player `difference` Elo above its opponent.
pub fn expected_score(difference: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-difference / 400.0))
}

/// The Elo difference that a given expected score means (191 for 0.75).
pub fn elo_difference(score: f64) -> f64 {
    400.0 * (score / (1.0 - score)).log10()
}

/// Fits ratings to the results: `anchor` at 0, `prior` virtual draws added to
/// each pairing that was played. The ratings come in the order the players
/// were met; an error when a player is not connected to the anchor by games,
/// or when a rating has no finite maximum (a perfect score with no prior).
pub fn fit(results: &[GameResult], anchor: &str, prior: f64) -> Result<Fit, Error> {
    let bad = |why: String| Error::BadArgument {
        what: "results",
        why,
    };
    let (names, pairings) = pairings(results);
    let n = names.len();
    let anchor = names
        .iter()
        .position(|name| name == anchor)
        .ok_or_else(|| bad(format!("'{anchor}' played no game")))?;
    let index = |name: &str| names.iter().position(|known| known == name).unwrap();
    // (i, j, games, points of i), the prior's draws included.
    let pairs: Vec<(usize, usize, f64, f64)> = pairings
        .iter()
        .map(|p| {
            (
                index(&p.a),
                index(&p.b),
                p.games as f64 + prior,
                p.points + prior / 2.0,
            )
        })
        .collect();

    // Every player must be reached from the anchor through games.
    let mut reached = vec![false; n];
    reached[anchor] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for &(i, j, _, _) in &pairs {
            if reached[i] != reached[j] {
                reached[i] = true;
                reached[j] = true;
                changed = true;
            }
        }
    }
    if let Some(lost) = reached.iter().position(|&r| !r) {
        return Err(bad(format!(
            "no chain of games connects {} to {}",
            names[lost], names[anchor]
        )));
    }

    // The free ratings: every player but the anchor.
    let free: Vec<usize> = (0..n).filter(|&i| i != anchor).collect();
    let slot = |player: usize| free.iter().position(|&f| f == player);
    let mut elo = vec![0.0; n];
    // The gradient and the information (minus the Hessian) at `elo`, in Elo units.
    let derivatives = |elo: &[f64]| {
        let m = free.len();
        let mut gradient = vec![0.0; m];
        let mut information = vec![vec![0.0; m]; m];
        for &(i, j, games, points) in &pairs {
            let p = expected_score(elo[i] - elo[j]);
            let g = SCALE * (points - games * p);
            let h = SCALE * SCALE * games * p * (1.0 - p);
            let (si, sj) = (slot(i), slot(j));
            if let Some(a) = si {
                gradient[a] += g;
                information[a][a] += h;
            }
            if let Some(b) = sj {
                gradient[b] -= g;
                information[b][b] += h;
            }
            if let (Some(a), Some(b)) = (si, sj) {
                information[a][b] -= h;
                information[b][a] -= h;
            }
        }
        (gradient, information)
    };
    let mut converged = false;
    for _ in 0..200 {
        let (gradient, information) = derivatives(&elo);
        // Singular only when ratings run off to infinity.
        let Some(step) = solve(information, gradient) else {
            break;
        };
        // Damped: no rating moves more than 200 Elo a step.
        let largest = step.iter().fold(0f64, |m, s| m.max(s.abs()));
        let damping = if largest > 200.0 {
            200.0 / largest
        } else {
            1.0
        };
        for (k, &player) in free.iter().enumerate() {
            elo[player] += damping * step[k];
        }
        if largest < 1e-9 {
            converged = true;
            break;
        }
        if elo.iter().any(|r| r.abs() > 20_000.0) {
            break;
        }
    }
    if !converged {
        return Err(bad(
            "a player won or lost every game, so its rating has no finite best value: add virtual draws (--prior 1)".into(),
        ));
    }
    let (_, information) = derivatives(&elo);
    let m = free.len();
    // The covariance of the ratings: the inverse of the information (the
    // anchor's row and column are 0).
    let mut covariance = vec![vec![0.0; n]; n];
    for (k, &player) in free.iter().enumerate() {
        let mut unit = vec![0.0; m];
        unit[k] = 1.0;
        let column = solve(information.clone(), unit)
            .ok_or_else(|| bad("the results do not determine the ratings".into()))?;
        for (l, &other) in free.iter().enumerate() {
            covariance[other][player] = column[l];
        }
    }
    let mut games = vec![0; n];
    let mut points = vec![0.0; n];
    for p in &pairings {
        let (i, j) = (index(&p.a), index(&p.b));
        games[i] += p.games;
        games[j] += p.games;
        points[i] += p.points;
        points[j] += p.games as f64 - p.points;
    }
    let ratings = (0..n)
        .map(|i| Rating {
            name: names[i].clone(),
            elo: elo[i],
            margin: 1.96 * covariance[i][i].max(0.0).sqrt(),
            games: games[i],
            points: points[i],
        })
        .collect();
    Ok(Fit {
        ratings,
        covariance,
    })
}

/// The fitted ratings, in the order the players were met, and their
/// covariance (Elo², same order).
#[derive(Clone, Debug)]
pub struct Fit {
    pub ratings: Vec<Rating>,
    pub covariance: Vec<Vec<f64>>,
}

impl Fit {
    pub fn rating(&self, name: &str) -> Option<&Rating> {
        self.ratings.iter().find(|r| r.name == name)
    }

    /// Half the width of the 95% interval of the difference between two
    /// players' ratings.
    pub fn difference_margin(&self, a: &str, b: &str) -> Option<f64> {
        let i = self.ratings.iter().position(|r| r.name == a)?;
        let j = self.ratings.iter().position(|r| r.name == b)?;
        let c = &self.covariance;
        Some(1.96 * (c[i][i] + c[j][j] - 2.0 * c[i][j]).max(0.0).sqrt())
    }
}

/// Solves `matrix · x = vector` by Gaussian elimination with partial
/// pivoting; `None` when the matrix is singular.
#[allow(clippy::needless_range_loop)]
fn solve(mut matrix: Vec<Vec<f64>>, mut vector: Vec<f64>) -> Option<Vec<f64>> {
    let n = vector.len();
    for column in 0..n {
        let pivot = (column..n)
            .max_by(|&a, &b| matrix[a][column].abs().total_cmp(&matrix[b][column].abs()))?;
        if matrix[pivot][column].abs() < 1e-300 {
            return None;
        }
        matrix.swap(column, pivot);
        vector.swap(column, pivot);
        for row in column + 1..n {
            let factor = matrix[row][column] / matrix[column][column];
            for k in column..n {
                matrix[row][k] -= factor * matrix[column][k];
            }
            vector[row] -= factor * vector[column];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let sum: f64 = (row + 1..n).map(|k| matrix[row][k] * x[k]).sum();
        x[row] = (vector[row] - sum) / matrix[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(first: &str, second: &str, wins: u32, draws: u32, losses: u32) -> Vec<GameResult> {
        let result = |score| GameResult {
            first: first.into(),
            second: second.into(),
            score,
        };
        (0..wins)
            .map(|_| result(1.0))
            .chain((0..draws).map(|_| result(0.5)))
            .chain((0..losses).map(|_| result(0.0)))
            .collect()
    }

    fn rating<'a>(fit: &'a Fit, name: &str) -> &'a Rating {
        fit.rating(name).unwrap()
    }

    #[test]
    fn a_75_percent_score_is_191_elo() {
        assert_eq!(elo_difference(0.75).round(), 191.0);
        assert!((expected_score(elo_difference(0.75)) - 0.75).abs() < 1e-12);
        let ratings = fit(&games("strong", "weak", 3, 0, 1), "weak", 0.0).unwrap();
        assert_eq!(rating(&ratings, "weak").elo, 0.0);
        assert_eq!(rating(&ratings, "strong").elo.round(), 191.0);
        assert!((rating(&ratings, "strong").elo - 400.0 * 3f64.log10()).abs() < 1e-6);
        // Draws count half: 2 wins and 2 draws of 4 games is also 75%.
        let ratings = fit(&games("strong", "weak", 2, 2, 0), "weak", 0.0).unwrap();
        assert_eq!(rating(&ratings, "strong").elo.round(), 191.0);
    }

    #[test]
    fn the_interval_is_the_fisher_information_of_the_games() {
        // Two players, n games at score p: the variance of the difference in
        // natural units is 1 / (n p (1 - p)).
        let ratings = fit(&games("strong", "weak", 30, 0, 10), "weak", 0.0).unwrap();
        let expected = 1.96 / (SCALE * (40.0f64 * 0.75 * 0.25).sqrt());
        assert!((rating(&ratings, "strong").margin - expected).abs() < 1e-6);
        assert_eq!(expected.round(), 124.0);
        assert_eq!(rating(&ratings, "weak").margin, 0.0);
    }

    #[test]
    fn symmetric_results_give_equal_ratings() {
        let mut results = games("a", "b", 3, 2, 3);
        results.extend(games("b", "c", 1, 4, 1));
        results.extend(games("c", "a", 2, 0, 2));
        let ratings = fit(&results, "a", 0.0).unwrap();
        for r in &ratings.ratings {
            assert!(r.elo.abs() < 1e-9, "{r:?}");
            assert_eq!(r.points * 2.0, r.games as f64);
        }
    }

    #[test]
    fn the_anchor_is_zero_and_moving_it_shifts_every_rating_alike() {
        let mut results = games("random", "greedy", 1, 0, 9);
        results.extend(games("greedy", "level1", 4, 2, 4));
        results.extend(games("level1", "random", 8, 1, 1));
        let by_random = fit(&results, "random", 0.0).unwrap();
        let by_greedy = fit(&results, "greedy", 0.0).unwrap();
        assert_eq!(rating(&by_random, "random").elo, 0.0);
        assert_eq!(rating(&by_greedy, "greedy").elo, 0.0);
        let shift = rating(&by_random, "greedy").elo;
        assert!(shift > 0.0);
        for r in &by_random.ratings {
            assert!((r.elo - shift - rating(&by_greedy, &r.name).elo).abs() < 1e-6);
        }
    }

    #[test]
    fn an_incomplete_round_robin_chains_its_pairings() {
        // a beats b 75%, b beats c 75%, a and c never met: 2 x 191 apart.
        let mut results = games("a", "b", 3, 0, 1);
        results.extend(games("b", "c", 3, 0, 1));
        let ratings = fit(&results, "c", 0.0).unwrap();
        assert!((rating(&ratings, "b").elo - 400.0 * 3f64.log10()).abs() < 1e-6);
        assert!((rating(&ratings, "a").elo - 800.0 * 3f64.log10()).abs() < 1e-6);
        // The interval grows along the chain; each link's own is that of its games.
        assert!(rating(&ratings, "a").margin > rating(&ratings, "b").margin);
        let link = 1.96 / (SCALE * (4.0f64 * 0.75 * 0.25).sqrt());
        assert!((ratings.difference_margin("a", "b").unwrap() - link).abs() < 1e-6);
        assert!((ratings.difference_margin("b", "c").unwrap() - link).abs() < 1e-6);
        assert!((rating(&ratings, "a").margin - link * 2f64.sqrt()).abs() < 1e-6);
    }

    #[test]
    fn players_not_connected_to_the_anchor_are_an_error() {
        let mut results = games("a", "b", 3, 0, 1);
        results.extend(games("c", "d", 3, 0, 1));
        let error = fit(&results, "a", 0.0).unwrap_err().to_string();
        assert!(
            error.contains("no chain of games connects c to a"),
            "{error}"
        );
        assert!(fit(&results, "nobody", 0.0).is_err());
    }

    #[test]
    fn a_perfect_score_needs_a_prior() {
        let results = games("strong", "weak", 4, 0, 0);
        let error = fit(&results, "weak", 0.0).unwrap_err().to_string();
        assert!(error.contains("won or lost every game"), "{error}");
        // One virtual draw: 4.5 of 5, 90%, 382 Elo.
        let ratings = fit(&results, "weak", 1.0).unwrap();
        assert!((rating(&ratings, "strong").elo - elo_difference(0.9)).abs() < 1e-6);
        assert_eq!(rating(&ratings, "strong").elo.round(), 382.0);
        // The games and points reported are the real ones.
        assert_eq!(rating(&ratings, "strong").games, 4);
        assert_eq!(rating(&ratings, "strong").points, 4.0);
    }

    #[test]
    fn arena_output_is_read_game_by_game() {
        let text = "game 1: level3 (first) v greedy (second): level3 wins (White wins by checkmate), 41 plies\n\
                    game 2: greedy (first) v level3 (second): level3 wins (Black wins by checkmate), 52 plies\n\
                    game 3: level3 (first) v greedy (second): draw by threefold repetition, 80 plies\n\
                    game 4: greedy (first) v level3 (second): greedy wins (White wins by checkmate), 30 plies\n\
                    game 5: level3:20000n (first) v level3 (second): draw: still going after 600 plies, 600 plies\n\
                    \n\
                    agent                wins   draws\n";
        let results = parse_arena(text);
        assert_eq!(results.len(), 5);
        assert_eq!(
            results.iter().map(|r| r.score).collect::<Vec<_>>(),
            [1.0, 0.0, 0.5, 1.0, 0.5]
        );
        assert_eq!(results[4].first, "level3:20000n");
        let (names, pairings) = pairings(&results);
        assert_eq!(names, ["level3", "greedy", "level3:20000n"]);
        assert_eq!(
            pairings[0],
            Pairing {
                a: "level3".into(),
                b: "greedy".into(),
                games: 4,
                points: 2.5
            }
        );
    }
}
