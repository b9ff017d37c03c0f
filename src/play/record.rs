//! A game being played: its start, the moves made, and where in them the
//! players are, so that moves can be taken back and played again.

use serde::Serialize;

use crate::error::Error;
use crate::game::{Game, Outcome, Player, Why};
use crate::play::opponent::{LinkMatch, Opponent, Versus};
use crate::play::pie::SWAP;

/// A takeback in a match by link, which the two friends settle by sending
/// links: a move that was sent is taken back only if the other agrees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Takeback {
    /// The player of the last move asks to take it back.
    Asked,
    /// The last move was taken back at its player's asking: they move again.
    Granted,
}

impl Takeback {
    pub fn key(self) -> &'static str {
        match self {
            Takeback::Asked => "asked",
            Takeback::Granted => "granted",
        }
    }

    pub fn from_key(key: &str) -> Option<Takeback> {
        match key {
            "asked" => Some(Takeback::Asked),
            "granted" => Some(Takeback::Granted),
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    /// `positions[i]` is the position after the first `i` moves.
    positions: Vec<G>,
    moves: Vec<G::Move>,
    /// How many moves are played; later ones can be redone.
    current: usize,
    /// Whether the game began from a position string rather than the variant's start.
    custom_start: bool,
    /// A player who resigned after the last move. It counts only while all
    /// the moves are played: going back to an earlier move shows that position.
    resigned: Option<Player>,
    /// Who plays the other side: a friend here, the computer, or a friend by link.
    versus: Versus,
    /// Whether the board is shown turned round (players across a table).
    flipped: bool,
    /// Whether the page shows the analysis board.
    analysing: bool,
    /// A takeback asked or granted in a match by link, until the game changes.
    takeback: Option<Takeback>,
    /// Whether the pie rule is on (`play/pie.rs`).
    pie: bool,
    /// Whether the second player answered the first move with the swap: from
    /// the first move on, each player plays the side the other began with.
    swapped: bool,
}

impl<G: Game> Record<G> {
    pub fn new(variant: &G::Variant) -> Record<G> {
        Record {
            positions: vec![G::start(variant)],
            moves: Vec::new(),
            current: 0,
            custom_start: false,
            resigned: None,
            versus: Versus::Screen,
            flipped: false,
            analysing: false,
            takeback: None,
            pie: false,
            swapped: false,
        }
    }

    pub fn from_position(variant: &G::Variant, position: &str) -> Result<Record<G>, Error> {
        let start = G::from_position(variant, position)?;
        Ok(Record {
            positions: vec![start],
            moves: Vec::new(),
            current: 0,
            custom_start: true,
            resigned: None,
            versus: Versus::Screen,
            flipped: false,
            analysing: false,
            takeback: None,
            pie: false,
            swapped: false,
        })
    }

    /// The computer, when it plays one side: the side it plays now, after
    /// a swap the other of the one it began with.
    pub fn opponent(&self) -> Option<Opponent> {
        match self.versus {
            Versus::Computer(opponent) if self.sides_swapped() => Some(opponent.swapped()),
            Versus::Computer(opponent) => Some(opponent),
            _ => None,
        }
    }

    pub fn pie(&self) -> bool {
        self.pie
    }

    pub fn set_pie(&mut self, pie: bool) {
        self.pie = pie;
        self.swapped &= pie;
    }

    /// Whether the record holds the swap after its first move.
    pub fn swapped(&self) -> bool {
        self.swapped
    }

    /// Whether the players play each other's sides in the position shown:
    /// the swap is made and the first move is played.
    pub fn sides_swapped(&self) -> bool {
        self.swapped && self.current >= 1
    }

    /// Whether the position shown is the one right after the swap.
    fn just_swapped(&self) -> bool {
        self.sides_swapped() && self.current == 1
    }

    /// Whether the player to move may answer `swap` now: the pie rule is
    /// on, and this is the position after the game's first move.
    pub fn can_swap(&self) -> bool {
        self.pie && self.current == 1 && !self.swapped && self.outcome().is_none()
    }

    /// The second player answers the first move with the swap; moves that
    /// had been taken back are dropped.
    pub fn swap(&mut self) -> Result<(), Error> {
        if !self.can_swap() {
            return Err(Error::CannotSwap);
        }
        self.drop_future();
        self.swapped = true;
        Ok(())
    }

    /// The match, when two friends play it by sending links.
    pub fn link_match(&self) -> Option<&LinkMatch> {
        match &self.versus {
            Versus::Link(link_match) => Some(link_match),
            _ => None,
        }
    }

    pub fn versus(&self) -> &Versus {
        &self.versus
    }

    /// The computer plays one side (`Some`), or friends on this screen (`None`).
    pub fn set_opponent(&mut self, opponent: Option<Opponent>) {
        self.versus = opponent.map_or(Versus::Screen, Versus::Computer);
    }

    pub fn set_versus(&mut self, versus: Versus) {
        if !matches!(versus, Versus::Link(_)) {
            self.takeback = None;
        }
        self.versus = versus;
    }

    /// Whether the board is shown turned round.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    pub fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
    }

    pub fn analysing(&self) -> bool {
        self.analysing
    }

    pub fn set_analysing(&mut self, analysing: bool) {
        self.analysing = analysing;
    }

    pub fn current(&self) -> &G {
        &self.positions[self.current]
    }

    /// The position after each number of moves, from the start.
    pub fn positions(&self) -> &[G] {
        &self.positions
    }

    pub fn start(&self) -> &G {
        &self.positions[0]
    }

    pub fn has_custom_start(&self) -> bool {
        self.custom_start
    }

    pub fn variant(&self) -> &G::Variant {
        self.start().variant()
    }

    /// Plays a legal move. Moves that had been taken back are dropped,
    /// unless this is the same move as the next of them.
    pub fn play(&mut self, mv: G::Move) {
        self.takeback = None;
        if self.moves.get(self.current) == Some(&mv) {
            self.current += 1;
            return;
        }
        self.drop_future();
        let mut next = self.current().clone();
        next.play(mv);
        self.moves.push(mv);
        self.positions.push(next);
        self.current += 1;
    }

    /// Forgets the moves after the current one, and a resignation after them.
    fn drop_future(&mut self) {
        self.swapped &= self.current >= 1;
        self.moves.truncate(self.current);
        self.positions.truncate(self.current + 1);
        self.resigned = None;
        self.takeback = None;
    }

    /// Plays a move given in the game's notation, if it is legal.
    pub fn play_notation(&mut self, text: &str) -> Result<G::Move, Error> {
        let mv = self.current().parse_move_when(text, self.outcome())?;
        self.play(mv);
        Ok(mv)
    }

    /// Plays a move as a player typed it (see `Game::parse_typed_move`), or
    /// the pie rule's `swap`, in any case.
    pub fn play_typed(&mut self, text: &str) -> Result<(), Error> {
        if text.trim().eq_ignore_ascii_case(SWAP) {
            return self.swap();
        }
        if self.outcome().is_some() {
            return self.play_notation(text).map(|_| ());
        }
        let mv = self.current().parse_typed_move(text)?;
        self.play(mv);
        Ok(())
    }

    /// `player` resigns here; later moves that had been taken back are dropped.
    /// A game that is already over cannot be resigned.
    pub fn resign(&mut self, player: Player) -> Result<(), Error> {
        if let Some(outcome) = self.outcome() {
            return Err(Error::GameOver {
                mv: "resign".to_string(),
                result: outcome.words(&G::INFO),
            });
        }
        self.drop_future();
        self.resigned = Some(player);
        Ok(())
    }

    /// Who resigned after the last move, if anyone.
    pub fn resigned(&self) -> Option<Player> {
        self.resigned
    }

    fn resignation(&self) -> Option<Outcome> {
        let player = self.resigned.filter(|_| self.current == self.moves.len())?;
        Some(Outcome::win(player.opponent(), Why::Resigned { player }))
    }

    /// Takes back a move, a resignation, or the swap where it is the last
    /// thing played (it is then gone). Stepping back over the first move
    /// keeps a swap made after it, for the moves after it.
    pub fn undo(&mut self) -> bool {
        self.takeback = None;
        if self.resignation().is_some() {
            self.resigned = None;
            return true;
        }
        if self.just_swapped() && self.moves.len() == 1 {
            self.take_back_swap();
            return true;
        }
        let possible = self.current > 0;
        self.current -= possible as usize;
        possible
    }

    /// Takes back a move; against the computer, back to the human's previous
    /// turn (the computer's reply and the human's move).
    pub fn undo_to_human(&mut self) -> bool {
        if !self.undo() {
            return false;
        }
        while let Some(computer) = self.opponent().and_then(|opponent| opponent.computer()) {
            if self.ply() == 0 || self.current().to_move() != computer {
                break;
            }
            if self.just_swapped() {
                // The computer moves after the swap: the swap was the human's last act.
                self.take_back_swap();
            } else {
                self.undo();
            }
        }
        true
    }

    /// The swap is gone, with the moves after it: the first move waits for its answer again.
    fn take_back_swap(&mut self) {
        self.drop_future();
        self.swapped = false;
    }

    /// Against the computer, after the human's move: when that move was the
    /// one the moves taken back begin with, the record has followed their
    /// line, and the computer's kept replies are played back rather than
    /// thought out again. How many were.
    pub fn follow_kept_replies(&mut self) -> usize {
        let Some(computer) = self.opponent().and_then(|opponent| opponent.computer()) else {
            return 0;
        };
        let mut replayed = 0;
        while self.outcome().is_none() && self.current().to_move() == computer && self.redo() {
            replayed += 1;
        }
        replayed
    }

    pub fn redo(&mut self) -> bool {
        let possible = self.current < self.moves.len();
        self.current += possible as usize;
        possible
    }

    /// Goes to the position after `ply` moves, if the record has that many.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let possible = ply <= self.moves.len();
        if possible {
            self.current = ply;
        }
        possible
    }

    pub fn takeback(&self) -> Option<Takeback> {
        self.takeback
    }

    /// In a match by link, the player of the last move asks to take it back
    /// (it was sent: the friend decides). False where there is no such move:
    /// no match by link, no move, a move looked back at, or a resignation.
    pub fn ask_takeback(&mut self) -> bool {
        // The swap is answered, not asked back: by link only moves are.
        let possible = self.link_match().is_some()
            && self.current > 0
            && self.current == self.moves.len()
            && self.resigned.is_none()
            && self.takeback != Some(Takeback::Granted)
            && !self.just_swapped();
        if possible {
            self.takeback = Some(Takeback::Asked);
        }
        possible
    }

    /// The answer to a takeback asked: agreed, the last move is gone for good
    /// and its player moves again; refused, the game goes on as it is. False
    /// where no takeback is asked.
    pub fn answer_takeback(&mut self, agree: bool) -> bool {
        if self.takeback != Some(Takeback::Asked) || self.current != self.moves.len() || self.current == 0 {
            return false;
        }
        if agree {
            self.current -= 1;
            self.drop_future();
            self.takeback = Some(Takeback::Granted);
        } else {
            self.takeback = None;
        }
        true
    }

    /// Sets what a link says of a takeback (see `link.rs`), which must make
    /// sense for this game: a match by link, no resignation, and for `Asked`
    /// a last move to take back.
    pub fn set_takeback(&mut self, takeback: Takeback) -> bool {
        let possible = self.link_match().is_some()
            && self.resigned.is_none()
            && (takeback == Takeback::Granted || !self.moves.is_empty())
            && !(takeback == Takeback::Asked && self.sides_swapped() && self.moves.len() == 1);
        if possible {
            self.takeback = Some(takeback);
        }
        possible
    }

    /// How many moves are played now.
    pub fn ply(&self) -> usize {
        self.current
    }

    /// All moves, including those taken back.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<G::Move> {
        self.current.checked_sub(1).map(|i| self.moves[i])
    }

    /// Each move's notation, including those taken back.
    pub fn notations(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(mv, before)| before.format_move(*mv))
            .collect()
    }

    /// Each move as a move list shows it, including those taken back.
    pub fn labels(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(mv, before)| before.label_move(*mv))
            .collect()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.resignation().or_else(|| self.current().outcome())
    }

    /// How the whole game ended, whichever of its positions is shown: a
    /// resignation after its last move, or its last position's end.
    pub fn final_outcome(&self) -> Option<Outcome> {
        let resignation = self
            .resigned
            .map(|player| Outcome::win(player.opponent(), Why::Resigned { player }));
        resignation.or_else(|| self.positions.last().and_then(Game::outcome))
    }
}
