//! A game searched with another evaluation: everything else (its rules, keys,
//! move ordering, refinements, solver) is the game's own. For measuring one
//! evaluation against another: the tests' reference formulas,
//! `examples/tune.rs`'s extra terms and `examples/texel.rs`'s tuned weights.

use std::fmt;

use super::{Evaluate, Features, Solved, WinningMoves};
use crate::error::Error;
use crate::game::{Game, GameInfo, MoveInfo, Outcome, Player, Square};
use crate::variant::Settings;

/// `game`, evaluated by `evaluation(&game)` for its side to move.
#[derive(Clone)]
pub struct EvaluatedBy<G, E> {
    pub game: G,
    pub evaluation: E,
}

impl<G: fmt::Debug, E> fmt::Debug for EvaluatedBy<G, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("EvaluatedBy").field(&self.game).finish()
    }
}

impl<G: Evaluate, E: Fn(&G) -> i32 + Clone + Send + 'static> EvaluatedBy<G, E> {
    fn with(&self, game: G) -> Self {
        EvaluatedBy {
            game,
            evaluation: self.evaluation.clone(),
        }
    }
}

impl<G: Evaluate, E: Fn(&G) -> i32 + Clone + Send + 'static> Game for EvaluatedBy<G, E> {
    type Move = G::Move;
    type Variant = G::Variant;
    type View = G::View;

    const INFO: GameInfo = G::INFO;

    fn parse_variant(settings: &Settings) -> Result<G::Variant, Error> {
        G::parse_variant(settings)
    }

    fn variant_settings(variant: &G::Variant) -> Settings {
        G::variant_settings(variant)
    }

    fn variant_fields(variant: &G::Variant) -> Settings {
        G::variant_fields(variant)
    }

    /// Never called by the search: an evaluation is made around a game.
    fn start(_: &G::Variant) -> Self {
        unreachable!("an EvaluatedBy is made from a game and its evaluation")
    }

    fn variant(&self) -> &G::Variant {
        self.game.variant()
    }

    /// Never called by the search: an evaluation is made around a game.
    fn from_position(_: &G::Variant, _: &str) -> Result<Self, Error> {
        unreachable!("an EvaluatedBy is made from a game and its evaluation")
    }

    fn position(&self) -> String {
        self.game.position()
    }

    fn to_move(&self) -> Player {
        self.game.to_move()
    }

    fn legal_moves(&self, moves: &mut Vec<G::Move>) {
        self.game.legal_moves(moves)
    }

    fn play(&mut self, mv: G::Move) {
        self.game.play(mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn parse_move(&self, text: &str) -> Result<G::Move, Error> {
        self.game.parse_move(text)
    }

    fn format_move(&self, mv: G::Move) -> String {
        self.game.format_move(mv)
    }

    fn label_move(&self, mv: G::Move) -> String {
        self.game.label_move(mv)
    }

    fn captures(&self, mv: G::Move) -> bool {
        self.game.captures(mv)
    }

    fn move_squares(&self, mv: G::Move) -> (Option<Square>, Option<Square>) {
        self.game.move_squares(mv)
    }

    fn move_kind(&self, mv: G::Move) -> crate::game::MoveKind {
        self.game.move_kind(mv)
    }

    fn promotion(&self, mv: G::Move) -> Option<&'static str> {
        self.game.promotion(mv)
    }

    fn move_info(&self, mv: G::Move) -> MoveInfo {
        self.game.move_info(mv)
    }

    fn view(&self) -> G::View {
        self.game.view()
    }
}

impl<G: Evaluate, E: Fn(&G) -> i32 + Clone + Send + 'static> Evaluate for EvaluatedBy<G, E> {
    const REFINEMENTS: Features = G::REFINEMENTS;
    const EARLY_LEVELS: [super::Lookahead; 2] = G::EARLY_LEVELS;
    const SEARCH_NODES: [u64; 3] = G::SEARCH_NODES;
    const TACTICAL_MOVES: bool = G::TACTICAL_MOVES;

    fn evaluate(&self) -> i32 {
        (self.evaluation)(&self.game)
    }

    fn position_key(&self) -> u64 {
        self.game.position_key()
    }

    fn has_legal_move(&self) -> bool {
        self.game.has_legal_move()
    }

    fn is_tactical(&self, mv: G::Move) -> bool {
        self.game.is_tactical(mv)
    }

    fn tactical_priority(&self, mv: G::Move) -> i32 {
        self.game.tactical_priority(mv)
    }

    fn loses_exchange(&self, mv: G::Move) -> bool {
        self.game.loses_exchange(mv)
    }

    fn null_move(&self) -> Option<Self> {
        self.game.null_move().map(|game| self.with(game))
    }

    fn in_check(&self) -> bool {
        self.game.in_check()
    }

    fn repeats(&self) -> bool {
        self.game.repeats()
    }

    fn solve(&self, node_budget: u64) -> Option<Solved<G::Move>> {
        self.game.solve(node_budget)
    }

    fn winning_moves(&self, node_budget: u64) -> Option<WinningMoves<G::Move>> {
        self.game.winning_moves(node_budget)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chess::Chess;

    /// Only the evaluation differs: every other judgement the search asks
    /// for is the game's own (a wrapper that fell back on a default would
    /// quietly switch a refinement off).
    #[test]
    fn a_game_evaluated_by_another_formula_judges_its_moves_as_the_game_does() {
        // The queen can take a pawn that a pawn defends (d1d5), or a knight that nothing defends (d1h5).
        let game = Chess::from_position(&Default::default(), "4k3/8/2p5/3p3n/8/8/8/3QK3 w - - 0 1").expect("a legal position");
        let wrapped = EvaluatedBy {
            game: game.clone(),
            evaluation: |_: &Chess| 0,
        };
        type Move = <Chess as Game>::Move;
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let judged = |g: &dyn Fn(Move) -> (bool, i32, bool)| moves.iter().map(|&mv| g(mv)).collect::<Vec<_>>();
        assert_eq!(
            judged(&|mv| (wrapped.is_tactical(mv), wrapped.tactical_priority(mv), wrapped.loses_exchange(mv))),
            judged(&|mv| (game.is_tactical(mv), game.tactical_priority(mv), game.loses_exchange(mv)))
        );
        let d5 = game.parse_move("d1d5").expect("a legal move");
        assert!(wrapped.loses_exchange(d5));
        assert!(!wrapped.loses_exchange(game.parse_move("d1h5").expect("a legal move")));
        assert_eq!(wrapped.in_check(), game.in_check());
        assert_eq!(wrapped.position_key(), game.position_key());
    }
}
