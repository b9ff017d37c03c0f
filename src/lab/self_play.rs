//! One game of a lab run, played and measured as it goes.

use serde::{Deserialize, Serialize};

use super::run::LabGame;
use super::setup::{LabSetup, TRACE_PAIRINGS};
use crate::ai::agent::Agent;
use crate::ai::{mix, Evaluate};
use crate::game::{MoveKind, Player, PointsEnd, Why};
use crate::play::pie::SWAP;

/// Keeps the swap's decision off the seeds of the moves.
const SWAP_STREAM: u64 = 0x5a9_0000_0000;

/// What one game of a run was, as the summary needs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameReport {
    /// Which rules (0 for A, 1 for B) and which game of the run (from 0).
    pub rules: usize,
    pub index: u32,
    /// The skill trace's pairing ([`TRACE_PAIRINGS`]) the game is of; `None`
    /// for a game of the run's own players.
    #[serde(default)]
    pub pairing: Option<usize>,
    /// Which of the run's players (0 or 1) moved first.
    pub first: usize,
    /// Whether the second player answered the first move with the pie
    /// rule's swap: from then on each player played the other's side.
    #[serde(default)]
    pub swapped: bool,
    /// `None` for a draw, or a game cut off.
    pub winner: Option<Player>,
    /// Why it ended (`Why::code`), or `cut-off` when it was still going.
    pub ending: String,
    pub plies: u32,
    /// The legal moves of the side to move before each ply.
    pub branching: Vec<u32>,
    /// The ply after which the winner's evaluation stayed ahead to the end.
    pub decided_at: Option<u32>,
    /// How often the side ahead on the evaluation changed.
    pub lead_changes: u32,
    pub passes: u32,
    /// The moves in the game's notation, for its record.
    pub moves: Vec<String>,
}

impl GameReport {
    pub fn repetition(&self) -> bool {
        self.ending == "repetition" || self.ending == "points-repetition"
    }

    pub fn cut_off(&self) -> bool {
        self.ending == "cut-off"
    }

    /// The score of the run's player `player` (1, 1/2 or 0), by the side
    /// it ended the game with.
    pub fn score_of(&self, player: usize) -> f64 {
        let owns_first = (self.first == player) != self.swapped;
        match self.winner {
            None => 0.5,
            Some(winner) if (winner == Player::First) == owns_first => 1.0,
            Some(_) => 0.0,
        }
    }

    /// The score of the player who made the first move, whichever side the
    /// swap left them: the first-player advantage under the pie rule.
    pub fn mover_score(&self) -> f64 {
        self.score_of(self.first)
    }
}

/// The stronger and the weaker level of the skill trace's `pairing`.
pub fn trace_players(pairing: usize) -> [Agent; 2] {
    let (stronger, weaker) = TRACE_PAIRINGS[pairing];
    [stronger, weaker].map(|level| Agent::parse(&format!("level{level}")).expect("a level"))
}

/// Game `index` of rules `rules` in `setup`, from `variant`'s start; the same
/// moves wherever it is played, since the players search by their node
/// budgets, without a clock.
///
/// A game of the skill trace's `pairing` is played by its two levels, the
/// stronger as the run's first player, sides swapped every other game.
///
/// With the pie rule (`pie`), the first player plays the most even move it
/// finds ([`Agent::choose_first_under_pie`]), and the second decides after
/// it whether to swap ([`Agent::takes_swap`]).
pub fn play_game<G: Evaluate>(
    (variant, pie): (&G::Variant, bool),
    setup: &LabSetup,
    LabGame { rules, pairing, index }: LabGame,
) -> GameReport {
    let (players, swap_sides) = match pairing {
        None => (setup.players, setup.swap_sides),
        Some(pairing) => (trace_players(pairing), true),
    };
    let players = players.map(|agent| agent.without_clock::<G>());
    let first = if swap_sides { index as usize % 2 } else { 0 };
    let pair = if swap_sides { index / 2 } else { index };
    let stream = pairing.map_or(0, |pairing| pairing as u64 + 1) << 40;
    let seed = mix(setup.seed as u64 ^ mix(stream | (index as u64 + 1)));
    let opening_seed = mix((setup.seed as u64).wrapping_add(0x5eed) ^ mix(stream | (pair as u64 + 1)));
    let mut position = G::start(variant);
    let mut report = GameReport {
        rules,
        index,
        pairing,
        first,
        swapped: false,
        winner: None,
        ending: String::new(),
        plies: 0,
        branching: Vec::new(),
        decided_at: None,
        lead_changes: 0,
        passes: 0,
        moves: Vec::new(),
    };
    // The first player's evaluation before each ply where the first player
    // is to move (so that a game's bonus for the side to move never reads
    // as a change of lead), and who led last.
    let mut leads: Vec<(u32, i32)> = Vec::new();
    let mut leader = 0;
    let mut moves = Vec::new();
    // Which of the run's players plays the first side now.
    let mut first_side = first;
    while position.outcome().is_none() && report.plies < setup.max_plies {
        if pie && report.plies == 1 {
            let second_side = 1 - first_side;
            if players[second_side].takes_swap(&position, seed ^ SWAP_STREAM) {
                report.swapped = true;
                first_side = second_side;
                report.moves.push(SWAP.to_string());
            }
        }
        position.legal_moves(&mut moves);
        report.branching.push(moves.len() as u32);
        let view = position.evaluate();
        let lead = view.signum();
        if position.to_move() == Player::First {
            leads.push((report.plies, view));
        }
        if position.to_move() == Player::First && lead != 0 {
            if leader != 0 && lead != leader {
                report.lead_changes += 1;
            }
            leader = lead;
        }
        let ply = report.plies as u64;
        let mv = if report.plies < setup.random_plies {
            Agent::Random.choose(&position, opening_seed.wrapping_add(ply))
        } else {
            let player = if position.to_move() == Player::First { first_side } else { 1 - first_side };
            if pie && report.plies == 0 {
                players[player].choose_first_under_pie(&position, seed.wrapping_add(ply))
            } else {
                players[player].choose(&position, seed.wrapping_add(ply))
            }
        };
        if position.move_kind(mv) == MoveKind::Pass {
            report.passes += 1;
        }
        report.moves.push(position.format_move(mv));
        position.play(mv);
        report.plies += 1;
    }
    match position.outcome() {
        Some(outcome) => {
            report.winner = outcome.winner;
            report.ending = match outcome.why {
                Why::Points { end: PointsEnd::Repetition, .. } => "points-repetition".into(),
                why => why.code().into(),
            };
            if let Some(winner) = outcome.winner {
                let sign = if winner == Player::First { 1 } else { -1 };
                let behind = leads.iter().rposition(|&(_, lead)| lead * sign <= 0);
                report.decided_at = Some(match behind {
                    Some(last) => leads.get(last + 1).map_or(report.plies, |&(ply, _)| ply),
                    None => 0,
                });
            }
        }
        None => report.ending = "cut-off".into(),
    }
    report
}
