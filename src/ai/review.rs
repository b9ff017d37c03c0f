//! Where the computer judges a game: every position evaluated with a node
//! budget (the search, and Double Ring's solver first), each move marked by
//! the drop in its mover's chance to win, the players' accuracy; and the
//! analysis board's best lines.
//!
//! Scores here are for the first player (as a review's graph and a record's
//! `[%eval]` show them), in hundredths of a pawn or of the game's unit;
//! `±(WIN - n)` is a win in n plies, `±KNOWN_WIN` a win the solver proved.

use serde::{Deserialize, Serialize};

use super::search::{analyse, search, Analysis, Budget, Settings};
use super::{win_chance, Evaluate, KNOWN_WIN, WIN};
use crate::game::{Game, Player};

/// The node budget of a position at each review level (1 to 5); the
/// command line's default is [`DEFAULT_LEVEL`].
pub const LEVEL_NODES: [u64; 5] = [5_000, 20_000, 60_000, 250_000, 1_000_000];
pub const DEFAULT_LEVEL: u8 = 2;

/// Drops in the mover's chance that mark a move (lichess's thresholds).
pub const INACCURACY: f64 = 0.10;
pub const MISTAKE: f64 = 0.20;
pub const BLUNDER: f64 = 0.30;

/// How a position is searched for a review or an analysis: `nodes` nodes,
/// no clock and no noise (the same review every time), and the game's
/// solver, where it has one, for as many nodes first.
pub fn settings(nodes: u64) -> Settings {
    Settings {
        budget: Budget {
            max_depth: 64,
            nodes: Some(nodes.max(1)),
            time: None,
        },
        noise: 0,
        quiescence_plies: 8,
        solver_nodes: nodes,
        seed: 0,
        features: None,
    }
}

/// One position of a game, judged. A page hands these back to mark the
/// moves, hence `Deserialize`; what it may leave out has a default.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionReview {
    /// Moves played before it (0: the start).
    pub ply: usize,
    /// `None` once the game is over.
    #[serde(default)]
    pub to_move: Option<Player>,
    /// For the first player.
    pub score: i32,
    pub first_chance: f64,
    /// Whether the verdict is exact: the game is over, or the solver or the
    /// search saw to the end.
    #[serde(default)]
    pub proved: bool,
    /// The best move in the game's notation, and as the move list shows it.
    #[serde(default)]
    pub best: Option<String>,
    #[serde(default)]
    pub best_label: Option<String>,
    /// The best line as the move list shows it.
    #[serde(default)]
    pub line: Vec<String>,
    #[serde(default)]
    pub depth: u32,
    #[serde(default)]
    pub nodes: u64,
}

/// The solver's budget for each position of a review, whatever the search's:
/// about a second in the browser, as the game page's Solve, so that a
/// position Solve proves reads as proved in the review too (5 x 5 Double
/// Ring from the start).
pub const REVIEW_SOLVER_NODES: u64 = 1_500_000;

/// Where the mover's chance changes this much over one move, the position
/// before it is searched again with [`DEEPER`] times the nodes: the move that
/// lost may be earlier than a shallow search sees it.
pub const SWING: f64 = MISTAKE;
pub const DEEPER: u64 = 8;

/// Judges `game`, the position after `ply` moves, within `nodes` nodes of
/// search, after the solver's [`REVIEW_SOLVER_NODES`].
pub fn review_position<G: Evaluate>(game: &G, ply: usize, nodes: u64) -> PositionReview {
    judge(game, ply, nodes, REVIEW_SOLVER_NODES.max(nodes)).0
}

/// Judges `game` within `nodes` nodes of search and `solver_nodes` of the
/// solver; also says whether the solver gave up within its budget.
fn judge<G: Evaluate>(game: &G, ply: usize, nodes: u64, solver_nodes: u64) -> (PositionReview, bool) {
    let Some(mover) = (game.outcome().is_none()).then(|| game.to_move()) else {
        let winner = game.outcome().and_then(|outcome| outcome.winner);
        let (score, first_chance) = match winner {
            Some(Player::First) => (WIN, 1.0),
            Some(Player::Second) => (-WIN, 0.0),
            None => (0, 0.5),
        };
        let over = PositionReview {
            ply,
            to_move: None,
            score,
            first_chance,
            proved: true,
            best: None,
            best_label: None,
            line: Vec::new(),
            depth: 0,
            nodes: 0,
        };
        return (over, false);
    };
    // The mirror and a loaded book answer at no cost, whatever the budget.
    let solved = game.solve(solver_nodes);
    let (best, score, pv, depth, searched) = match solved {
        Some(solved) => {
            // A proved loss costs no search: no move there can lose more.
            let best = solved
                .best
                .or_else(|| game.legal_move_list().first().copied())
                .expect("a game that is not over has a legal move");
            let score = if solved.wins { KNOWN_WIN } else { -KNOWN_WIN };
            (best, score, vec![game.format_move(best)], 0, solved.nodes)
        }
        None => {
            let plain = Settings {
                solver_nodes: 0,
                ..settings(nodes)
            };
            let result =
                search(game, &plain, |_| {}).expect("a game that is not over has a legal move");
            (result.best, result.score, result.pv, result.depth, result.nodes)
        }
    };
    let review = PositionReview {
        ply,
        to_move: Some(mover),
        score: for_first(mover, score),
        first_chance: win_chance::first_chance::<G>(mover, score),
        proved: score.abs() >= KNOWN_WIN,
        best: Some(game.format_move(best)),
        best_label: Some(game.label_move(best)),
        line: labels(game, &pv),
        depth,
        nodes: searched,
    };
    (review, solved.is_none() && solver_nodes > 0)
}

/// A score for the side to move, `mover`, as the first player's.
fn for_first(mover: Player, score: i32) -> i32 {
    match mover {
        Player::First => score,
        Player::Second => -score,
    }
}

/// The position before a move that reaches `after`, where `after` is proved
/// lost for its side to move: proved won for the mover, by the move played,
/// one ply further from the end. `None` otherwise.
fn won_by_the_move<G: Evaluate>(
    before: &G,
    ply: usize,
    played: G::Move,
    after: &PositionReview,
) -> Option<PositionReview> {
    let mover = before.to_move();
    let mover_wins = match mover {
        Player::First => after.first_chance == 1.0,
        Player::Second => after.first_chance == 0.0,
    };
    if !(after.proved && mover_wins) {
        return None;
    }
    let size = after.score.abs();
    let score = if size > KNOWN_WIN { size - 1 } else { KNOWN_WIN };
    let mut line = vec![before.label_move(played)];
    line.extend(after.line.iter().cloned());
    Some(PositionReview {
        ply,
        to_move: Some(mover),
        score: for_first(mover, score),
        first_chance: win_chance::first_chance::<G>(mover, score),
        proved: true,
        best: Some(before.format_move(played)),
        best_label: Some(before.label_move(played)),
        line,
        depth: 0,
        nodes: 0,
    })
}

/// The change in the chance of `mover` from `before` to `after`.
fn swing(mover: Player, before: &PositionReview, after: &PositionReview) -> f64 {
    let change = after.first_chance - before.first_chance;
    match mover {
        Player::First => change,
        Player::Second => -change,
    }
}

/// Judges every position of a game, `positions[i]` being the one after `i`
/// of `moves`, with `nodes` nodes of search each; `on_evaluation` hears each
/// position once it is judged for good. From the end back: a position the
/// move played from it proves won (the next one lost for its side to move)
/// costs nothing, the solver tries the small positions of the end first and
/// stops trying once they grow past its budget, and where the mover's chance
/// swings by [`SWING`] or more over a move, the position before it is
/// searched again, deeper, so that the move that lost is the one marked.
pub fn review_game<G: Evaluate>(
    positions: &[G],
    moves: &[G::Move],
    nodes: u64,
    mut on_evaluation: impl FnMut(&PositionReview),
) -> Vec<PositionReview> {
    let mut solver_nodes = REVIEW_SOLVER_NODES.max(nodes);
    let mut evaluations: Vec<Option<PositionReview>> = vec![None; positions.len()];
    for ply in (0..positions.len()).rev() {
        let position = &positions[ply];
        let after = evaluations.get(ply + 1).and_then(Option::as_ref);
        let inferred = after
            .zip(moves.get(ply))
            .and_then(|(after, &played)| won_by_the_move(position, ply, played, after));
        let evaluation = match inferred {
            Some(won) => won,
            None => {
                let (mut evaluation, gave_up) = judge(position, ply, nodes, solver_nodes);
                if gave_up {
                    solver_nodes = 0;
                }
                let swung = after.is_some_and(|after| {
                    evaluation.to_move.is_some_and(|mover| {
                        swing(mover, &evaluation, after).abs() >= SWING
                    })
                });
                if swung && !evaluation.proved {
                    let (deeper, gave_up) = judge(position, ply, nodes * DEEPER, solver_nodes);
                    if gave_up {
                        solver_nodes = 0;
                    }
                    evaluation = PositionReview {
                        nodes: evaluation.nodes + deeper.nodes,
                        ..deeper
                    };
                }
                evaluation
            }
        };
        on_evaluation(&evaluation);
        evaluations[ply] = Some(evaluation);
    }
    let mut evaluations: Vec<PositionReview> = evaluations.into_iter().flatten().collect();
    // A position proved lost for its side to move stays lost whatever it
    // plays: the next one is proved won for the other side, one ply nearer
    // the end, though its own shallower search did not see it.
    for ply in 1..evaluations.len() {
        let (before, after) = evaluations.split_at_mut(ply);
        let (before, after) = (&before[ply - 1], &mut after[0]);
        let Some(loser) = before.to_move else { continue };
        let lost = match loser {
            Player::First => before.first_chance == 0.0,
            Player::Second => before.first_chance == 1.0,
        };
        if before.proved && lost && !after.proved && after.to_move.is_some() {
            let size = before.score.abs();
            let size = if size > KNOWN_WIN { (size + 1).min(WIN - 1) } else { KNOWN_WIN };
            after.score = if before.score < 0 { -size } else { size };
            after.first_chance = if before.score < 0 { 0.0 } else { 1.0 };
            after.proved = true;
        }
    }
    evaluations
}

/// A line in the game's notation, as the move list shows it.
pub fn labels<G: Game>(game: &G, notations: &[String]) -> Vec<String> {
    let mut position = game.clone();
    notations
        .iter()
        .map_while(|notation| {
            let mv = position.parse_move(notation).ok()?;
            let label = position.label_move(mv);
            position.play(mv);
            Some(label)
        })
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark for a drop in the mover's chance, if any.
    pub fn of_drop(drop: f64) -> Option<Mark> {
        if drop >= BLUNDER {
            Some(Mark::Blunder)
        } else if drop >= MISTAKE {
            Some(Mark::Mistake)
        } else if drop >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// The move's suffix in a record.
    pub fn suffix(mark: Option<Mark>) -> &'static str {
        match mark {
            None => "",
            Some(Mark::Inaccuracy) => "?!",
            Some(Mark::Mistake) => "?",
            Some(Mark::Blunder) => "??",
        }
    }
}

/// One move of a game, judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveMark {
    /// The move's number from 1: it is played from the position after `ply - 1` moves.
    pub ply: usize,
    pub mover: Player,
    /// How much the mover's chance to win fell (0 to 1; never below 0).
    pub drop: f64,
    pub mark: Option<Mark>,
    pub suffix: &'static str,
    /// For a marked move, the best move of the position before it (when it
    /// is another move), in the game's notation and as the list shows it,
    /// and its line (as the list shows it).
    pub better: Option<String>,
    pub better_label: Option<String>,
    pub line: Vec<String>,
}

/// One player's moves, summed up.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerSummary {
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// The mean of lichess's accuracy of each move (0 to 100); `None`
    /// for a player who made no move.
    pub accuracy: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Players {
    pub first: PlayerSummary,
    pub second: PlayerSummary,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Marks {
    pub moves: Vec<MoveMark>,
    pub players: Players,
}

/// lichess's accuracy of one move from the drop in the mover's chance,
/// in percentage points: `103.1668 * exp(-0.04354 * drop) - 3.1669`, 0 to 100.
pub fn move_accuracy(drop: f64) -> f64 {
    (103.1668 * (-0.04354 * drop * 100.0).exp() - 3.1669).clamp(0.0, 100.0)
}

/// Marks the moves of a game from its positions' evaluations
/// (`evaluations[i]` of `positions[i]`, the position after `i` moves; moves
/// whose two positions are not both evaluated are left out).
pub fn mark_moves<G: Game>(
    positions: &[G],
    moves: &[G::Move],
    evaluations: &[PositionReview],
) -> Marks {
    let mut marked = Vec::new();
    for (index, &mv) in moves.iter().enumerate() {
        let (Some(before), Some(after)) = (evaluations.get(index), evaluations.get(index + 1))
        else {
            break;
        };
        let position = &positions[index];
        let mover = position.to_move();
        let chance = |evaluation: &PositionReview| match mover {
            Player::First => evaluation.first_chance,
            Player::Second => 1.0 - evaluation.first_chance,
        };
        let (chance_before, chance_after) = (chance(before), chance(after));
        let drop = (chance_before - chance_after).max(0.0);
        let thrown_away =
            before.proved && after.proved && chance_before == 1.0 && chance_after == 0.0;
        let mark = if thrown_away {
            Some(Mark::Blunder)
        } else {
            Mark::of_drop(drop)
        };
        let played = position.format_move(mv);
        let better = before
            .best
            .as_ref()
            .filter(|best| mark.is_some() && **best != played);
        marked.push(MoveMark {
            ply: index + 1,
            mover,
            drop,
            mark,
            suffix: Mark::suffix(mark),
            better: better.cloned(),
            better_label: better.and(before.best_label.clone()),
            line: better.map_or_else(Vec::new, |_| before.line.clone()),
        });
    }
    let summary = |player: Player| {
        let own: Vec<&MoveMark> = marked.iter().filter(|mv| mv.mover == player).collect();
        let count = |mark: Mark| own.iter().filter(|mv| mv.mark == Some(mark)).count() as u32;
        PlayerSummary {
            inaccuracies: count(Mark::Inaccuracy),
            mistakes: count(Mark::Mistake),
            blunders: count(Mark::Blunder),
            accuracy: (!own.is_empty()).then(|| {
                own.iter().map(|mv| move_accuracy(mv.drop)).sum::<f64>() / own.len() as f64
            }),
        }
    };
    Marks {
        players: Players {
            first: summary(Player::First),
            second: summary(Player::Second),
        },
        moves: marked,
    }
}

/// One of the analysis board's best moves.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisLine {
    pub notation: String,
    pub label: String,
    /// For the first player.
    pub score: i32,
    pub first_chance: f64,
    /// The line as the move list shows it, and in the game's notation.
    pub line: Vec<String>,
    pub notations: Vec<String>,
}

/// What the analysis board shows of a position.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AnalysisView {
    pub depth: u32,
    pub nodes: u64,
    pub milliseconds: f64,
    /// Whether the solver decided: the scores are exact verdicts and the
    /// lines, in a won position, its winning moves.
    pub proved: bool,
    pub lines: Vec<AnalysisLine>,
}

impl AnalysisView {
    pub fn of<G: Evaluate>(game: &G, analysis: &Analysis<G::Move>) -> AnalysisView {
        let mover = game.to_move();
        AnalysisView {
            depth: analysis.depth,
            nodes: analysis.nodes,
            milliseconds: analysis.elapsed.as_secs_f64() * 1000.0,
            proved: analysis.solved,
            lines: analysis
                .lines
                .iter()
                .map(|line| AnalysisLine {
                    notation: game.format_move(line.first),
                    label: game.label_move(line.first),
                    score: for_first(mover, line.score),
                    first_chance: win_chance::first_chance::<G>(mover, line.score),
                    line: labels(game, &line.pv),
                    notations: line.pv.clone(),
                })
                .collect(),
        }
    }
}

/// The most the analysis board's solver tries before the search: about a
/// second in the browser, as the game page's Solve (enough for 5 x 5 Double
/// Ring from the start; 7 x 7 is left to the search).
const ANALYSIS_SOLVER_NODES: u64 = 1_500_000;

/// The best `lines` moves of `game` within `nodes` nodes, as the analysis
/// board shows them; `on_iteration` hears the same after each depth.
/// `None` once the game is over.
pub fn analyse_position<G: Evaluate>(
    game: &G,
    nodes: u64,
    lines: usize,
    mut on_iteration: impl FnMut(&AnalysisView),
) -> Option<AnalysisView> {
    if game.outcome().is_some() {
        return None;
    }
    // The solver goes first, but only briefly: where it cannot settle the
    // position soon (Double Ring on 7 x 7), the search's lines must show.
    let settings = Settings {
        solver_nodes: nodes.min(ANALYSIS_SOLVER_NODES),
        ..settings(nodes)
    };
    let analysis = analyse(game, &settings, lines, |analysis| {
        on_iteration(&AnalysisView::of(game, analysis))
    })?;
    Some(AnalysisView::of(game, &analysis))
}
