//! One game of any kind, found by its id, behind one object: what every face
//! plays through. The page's wasm (`src/wasm.rs`) only converts its values;
//! the CLI and the server call it as they are. Every value it gives is
//! `Serialize`, and every input it takes is checked here.

use std::ops::{Deref, DerefMut};

use serde::Serialize;

use crate::ai::level::LevelInfo;
#[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
use crate::ai::review::{analyse_position, mark_moves, review_game, review_position, AnalysisView, Marks, PositionReview};
use crate::ai::pie_opening::most_even_move;
use crate::ai::{fresh_seed, search, Choice, Evaluate, Iteration, Level, WinningMoves};
use crate::error::Error;
use crate::game::{MoveInfo, Player, Square};
#[cfg(not(target_arch = "wasm32"))]
use crate::game::{GameInfo, Outcome};
use crate::games::{self, GameVisitor};
use crate::learn::lesson::Goal;
use crate::message::Message;
use crate::play::link::{record_from_query, record_from_query_lenient, split_link, write_link, LinkOf, RefusedMove};
use crate::play::opponent::Versus;
use crate::play::perft::perft;
use crate::play::pie::{read_rules, takes_swap, SWAP};
use crate::play::record::Record;
#[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
use crate::play::record_text::write_annotated_record;
use crate::play::record_text::{read_record, record_game, write_record, Header};
#[cfg(doc)]
use crate::play::snapshot::Snapshot;
use crate::variant::Settings;

/// A value as the face that runs the engine carries it: a JavaScript value in
/// the browser, JSON natively (the CLI, the server, the tests). A snapshot's
/// view is each game's own type, so a session of any game gives it as one.
#[cfg(target_arch = "wasm32")]
pub type Value = wasm_bindgen::JsValue;
#[cfg(not(target_arch = "wasm32"))]
pub type Value = serde_json::Value;

/// The value of one of the engine's own types, which always serialize (no
/// map has keys that are not text).
pub fn to_value<T: Serialize + ?Sized>(value: &T) -> Value {
    #[cfg(target_arch = "wasm32")]
    let value = value.serialize(&serde_wasm_bindgen::Serializer::json_compatible());
    #[cfg(not(target_arch = "wasm32"))]
    let value = serde_json::to_value(value);
    value.expect("the engine's values serialize")
}

/// What the search tells a face after each depth: the move it would play now.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Progress {
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub milliseconds: f64,
    pub notation: String,
    pub label: String,
}

/// The solver's verdict for the side to move, with its winning moves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    pub wins: bool,
    pub winning: Vec<MoveInfo>,
    /// Whether the mirror strategy decided: a loss, or the mirror reply
    /// (first in `winning`) wins.
    pub mirror: bool,
    /// Whether `winning` is every winning move.
    pub complete: bool,
    pub nodes: u64,
    pub milliseconds: f64,
}

/// A game in progress, of any kind: every operation a face needs. Each
/// game's record implements it once ([`Record`]); a [`Session`] holds one.
pub trait Play: Send {
    /// What a face draws: a [`Snapshot`] of the game's own view.
    fn snapshot(&self) -> Value;
    /// The game's link of this kind (see [`LinkOf`]).
    fn link(&self, which: LinkOf) -> String;
    /// The game as a text record, dated `date` (`2026.11.22`).
    fn record_text(&self, date: &str) -> String;
    /// The position in the game's own position string.
    fn position_text(&self) -> String;
    /// Each legal move in the game's notation, and `swap` where the pie rule allows it.
    fn legal_notations(&self) -> Vec<String>;
    /// How many moves the game has, those taken back included.
    fn move_count(&self) -> usize;
    /// The moves played, in the game's notation, with the pie rule's swap
    /// where it was made: as a link writes them.
    #[cfg(not(target_arch = "wasm32"))]
    fn notations(&self) -> Vec<String>;
    /// Whether the record holds the pie rule's swap.
    fn swapped(&self) -> bool;
    /// The game's name and its sides' names.
    #[cfg(not(target_arch = "wasm32"))]
    fn info(&self) -> &'static GameInfo;
    /// Who plays the other side.
    fn versus(&self) -> Versus;
    /// The variant's options, as a link and a new game take them.
    fn variant_settings(&self) -> Settings;
    fn to_move(&self) -> Player;
    /// How the game ended, once it has (the server's; the page reads the snapshot).
    #[cfg(not(target_arch = "wasm32"))]
    fn outcome(&self) -> Option<Outcome>;
    /// Whether this game can end drawn.
    #[cfg(not(target_arch = "wasm32"))]
    fn can_draw(&self) -> bool;
    /// How the game stands, in English: how it ended ("White wins:
    /// checkmate"), or who is to move ("White to move").
    fn status(&self) -> String;

    /// Plays a move in the game's notation; against the computer, its kept
    /// replies follow (see [`Record::follow_kept_replies`]).
    fn play(&mut self, notation: &str) -> Result<(), Error>;
    /// Plays a move as a player typed it (see `Game::parse_typed_move`), the
    /// kept replies followed likewise.
    fn play_typed(&mut self, text: &str) -> Result<(), Error>;
    /// Takes back a move; against the computer, back to the human's turn.
    fn undo(&mut self) -> bool;
    /// Plays the next move taken back, and the computer's kept replies.
    fn redo(&mut self) -> bool;
    /// Goes to the position after `ply` moves, if the game has that many.
    fn go_to(&mut self, ply: usize) -> bool;
    fn resign(&mut self, player: Player) -> Result<(), Error>;
    /// A match by link: see `Record::ask_takeback` and `answer_takeback`.
    fn ask_takeback(&mut self) -> bool;
    fn answer_takeback(&mut self, agree: bool) -> bool;
    fn set_flipped(&mut self, flipped: bool);
    fn set_analysing(&mut self, analysing: bool);
    fn set_versus(&mut self, versus: Versus);

    fn levels(&self) -> [LevelInfo; 5];
    /// The computer's move at `level`, seeded by `seed`; `progress` hears
    /// each depth of its search.
    fn think(&self, level: Level, seed: u64, progress: &mut dyn FnMut(&Progress)) -> Result<Choice, Error>;
    /// The solver's verdict within `node_budget` nodes, where the game has a
    /// solver and the position is small enough; with `first_only`, the
    /// search stops at the first winning move.
    fn winning_moves(&self, node_budget: u64, first_only: bool) -> Option<Verdict>;
    fn perft(&self, depth: usize) -> u64;
    /// Whether the last move played met a lesson step's goal.
    fn goal_met(&self, goal: &Goal) -> bool;
    /// Why no move goes from `from` to `to` here, where the game can say it.
    fn why_not(&self, from: Square, to: Square) -> Option<Message>;
    /// Why what stands on `square` has no move, where the game can say it.
    fn why_stuck(&self, square: Square) -> Option<Message>;
    /// The printable SVG sheet of this position (or the blank board), where
    /// the game has one; `word` words its messages.
    fn paper_sheet(&self, blank: bool, word: &dyn Fn(&Message) -> String) -> Option<String>;

    /// Judges the position after `ply` moves within `nodes` nodes.
    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn review_position(&self, ply: usize, nodes: u64) -> Result<PositionReview, Error>;
    /// Every position of the game judged (ai::review::review_game), the
    /// moves taken back included; `progress` hears each once it is judged.
    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn review_game(&self, nodes: u64, progress: &mut dyn FnMut(&PositionReview)) -> Vec<PositionReview>;
    /// The moves marked from the evaluations of `review_position`, in ply
    /// order from 0.
    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn review_marks(&self, evaluations: &[PositionReview]) -> Result<Marks, Error>;
    /// The best `lines` moves of the current position within `nodes` nodes;
    /// `progress` hears each depth.
    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn analyse(
        &self,
        nodes: u64,
        lines: usize,
        progress: &mut dyn FnMut(&AnalysisView),
    ) -> Result<AnalysisView, Error>;
    /// The game as a text record with the review's marks and evaluations.
    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn annotated_record(&self, evaluations: &[PositionReview], date: &str) -> Result<String, Error>;
}

/// A call that a position cannot answer (a finished game asked to think).
fn refused(why: &str) -> Error {
    Error::BadArgument {
        what: "position",
        why: why.to_string(),
    }
}

impl<G: Evaluate + 'static> Play for Record<G> {
    fn snapshot(&self) -> Value {
        to_value(&Record::snapshot(self))
    }

    fn link(&self, which: LinkOf) -> String {
        write_link(self, which)
    }

    fn record_text(&self, date: &str) -> String {
        write_record(self, &Header { date: date.to_string(), ..Header::default() })
    }

    fn position_text(&self) -> String {
        self.current().position()
    }

    fn legal_notations(&self) -> Vec<String> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let position = self.current();
        let swap = self.can_swap().then(|| SWAP.to_string());
        position
            .legal_move_list()
            .into_iter()
            .map(|mv| position.format_move(mv))
            .chain(swap)
            .collect()
    }

    fn move_count(&self) -> usize {
        self.moves().len()
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn notations(&self) -> Vec<String> {
        self.steps()
    }

    fn swapped(&self) -> bool {
        Record::swapped(self)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }

    fn versus(&self) -> Versus {
        Record::versus(self).clone()
    }

    fn variant_settings(&self) -> Settings {
        self.rules_settings()
    }

    fn to_move(&self) -> Player {
        self.current().to_move()
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn outcome(&self) -> Option<Outcome> {
        Record::outcome(self)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn can_draw(&self) -> bool {
        G::CAN_DRAW
    }

    fn status(&self) -> String {
        match self.outcome() {
            Some(outcome) => outcome.describe(&G::INFO),
            None => format!("{} to move", G::player_name(self.current().to_move())),
        }
    }

    fn play(&mut self, notation: &str) -> Result<(), Error> {
        self.play_step(notation)?;
        self.follow_kept_replies();
        Ok(())
    }

    fn play_typed(&mut self, text: &str) -> Result<(), Error> {
        Record::play_typed(self, text)?;
        self.follow_kept_replies();
        Ok(())
    }

    fn undo(&mut self) -> bool {
        self.undo_to_human()
    }

    fn redo(&mut self) -> bool {
        let redone = Record::redo(self);
        if redone {
            self.follow_kept_replies();
        }
        redone
    }

    fn go_to(&mut self, ply: usize) -> bool {
        Record::go_to(self, ply)
    }

    fn resign(&mut self, player: Player) -> Result<(), Error> {
        Record::resign(self, player)
    }

    fn ask_takeback(&mut self) -> bool {
        Record::ask_takeback(self)
    }

    fn answer_takeback(&mut self, agree: bool) -> bool {
        Record::answer_takeback(self, agree)
    }

    fn set_flipped(&mut self, flipped: bool) {
        Record::set_flipped(self, flipped);
    }

    fn set_analysing(&mut self, analysing: bool) {
        Record::set_analysing(self, analysing);
    }

    fn set_versus(&mut self, versus: Versus) {
        Record::set_versus(self, versus);
    }

    fn levels(&self) -> [LevelInfo; 5] {
        crate::ai::levels_of::<G>()
    }

    fn think(&self, level: Level, seed: u64, progress: &mut dyn FnMut(&Progress)) -> Result<Choice, Error> {
        if self.outcome().is_some() {
            return Err(refused("the game is over"));
        }
        let game = self.current();
        let mut report = |iteration: &Iteration| {
            let Some(best) = iteration.pv.first() else {
                return;
            };
            let Ok(mv) = game.parse_move(best) else {
                return;
            };
            progress(&Progress {
                depth: iteration.depth,
                score: iteration.score,
                nodes: iteration.nodes,
                milliseconds: iteration.elapsed.as_secs_f64() * 1000.0,
                notation: best.clone(),
                label: game.label_move(mv),
            });
        };
        let settings = level.settings_in::<G>(seed);
        // Under the pie rule the first move is the most even one: the other player may take its side.
        // Heard through `dyn`, as `most_even_move`'s searches are: a second instance of the search would weigh on the page's wasm.
        let report: &mut dyn FnMut(&Iteration) = &mut report;
        let result = if self.pie() && self.ply() == 0 {
            most_even_move(game, &settings)
        } else {
            search(game, &settings, report)
        }
        .ok_or_else(|| refused("there is no legal move"))?;
        let mut choice = Choice::from_result(game, result);
        if self.can_swap() && takes_swap(choice.score) {
            choice.notation = SWAP.to_string();
            choice.label = SWAP.to_string();
            choice.swap = true;
            choice.pv.clear();
        }
        Ok(choice)
    }

    fn winning_moves(&self, node_budget: u64, first_only: bool) -> Option<Verdict> {
        let started = web_time::Instant::now();
        let game = self.current();
        let solved = if first_only {
            game.solve(node_budget).map(WinningMoves::from)
        } else {
            game.winning_moves(node_budget)
        }?;
        Some(Verdict {
            wins: !solved.moves.is_empty(),
            winning: solved.moves.iter().map(|&mv| game.move_info(mv)).collect(),
            mirror: solved.mirror,
            complete: solved.complete,
            nodes: solved.nodes,
            milliseconds: started.elapsed().as_secs_f64() * 1000.0,
        })
    }

    fn perft(&self, depth: usize) -> u64 {
        perft(self.current(), depth.min(30))
    }

    fn goal_met(&self, goal: &Goal) -> bool {
        goal.met_in(self)
    }

    fn why_not(&self, from: Square, to: Square) -> Option<Message> {
        self.current().why_not(from, to)
    }

    fn why_stuck(&self, square: Square) -> Option<Message> {
        self.current().why_stuck(square)
    }

    fn paper_sheet(&self, blank: bool, word: &dyn Fn(&Message) -> String) -> Option<String> {
        if blank {
            G::start(self.variant()).paper_sheet(word)
        } else {
            self.current().paper_sheet(word)
        }
    }

    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn review_position(&self, ply: usize, nodes: u64) -> Result<PositionReview, Error> {
        let position = self.positions().get(ply).ok_or_else(|| Error::BadArgument {
            what: "ply",
            why: format!("the game has no ply {ply}: it has {} moves", self.moves().len()),
        })?;
        Ok(review_position(position, ply, nodes))
    }

    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn review_game(&self, nodes: u64, progress: &mut dyn FnMut(&PositionReview)) -> Vec<PositionReview> {
        review_game(self.positions(), self.moves(), nodes, progress)
    }

    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn review_marks(&self, evaluations: &[PositionReview]) -> Result<Marks, Error> {
        check_evaluations(evaluations, self.positions().len())?;
        Ok(mark_moves(self.positions(), self.moves(), evaluations))
    }

    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn analyse(
        &self,
        nodes: u64,
        lines: usize,
        progress: &mut dyn FnMut(&AnalysisView),
    ) -> Result<AnalysisView, Error> {
        if self.outcome().is_some() {
            return Err(refused("the game is over"));
        }
        if !(1..=3).contains(&lines) {
            return Err(Error::BadArgument {
                what: "lines",
                why: format!("{lines}: expected 1 to 3"),
            });
        }
        analyse_position(self.current(), nodes, lines, progress).ok_or_else(|| refused("there is no legal move"))
    }

    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    fn annotated_record(&self, evaluations: &[PositionReview], date: &str) -> Result<String, Error> {
        let marks = self.review_marks(evaluations)?;
        let header = Header { date: date.to_string(), ..Header::default() };
        Ok(write_annotated_record(self, &header, evaluations, &marks))
    }
}

/// Evaluations handed back by a face: in ply order from 0, at most one for
/// each position of the game.
#[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
fn check_evaluations(evaluations: &[PositionReview], positions: usize) -> Result<(), Error> {
    let bad = |why: String| Err(Error::BadArgument { what: "evaluations", why });
    if evaluations.len() > positions {
        return bad(format!("{} of them for a game of {positions} positions", evaluations.len()));
    }
    match evaluations.iter().enumerate().find(|(index, review)| review.ply != *index) {
        Some((index, review)) => bad(format!(
            "evaluation {index} is of ply {}: they must be in ply order from 0",
            review.ply
        )),
        None => Ok(()),
    }
}

/// A game of any kind in progress: what every face plays through. It derefs
/// to [`Play`], whose methods are the operations.
pub struct Session {
    game: Box<dyn Play>,
    refused: Option<RefusedMove>,
}

impl Deref for Session {
    type Target = dyn Play;

    fn deref(&self) -> &(dyn Play + 'static) {
        self.game.as_ref()
    }
}

impl DerefMut for Session {
    fn deref_mut(&mut self) -> &mut (dyn Play + 'static) {
        self.game.as_mut()
    }
}

/// How a game is opened.
enum Open<'a> {
    /// A new game: the variant's options, and who plays the other side.
    New { options: &'a str },
    /// A new game of two people, with the variant's options alone.
    #[cfg(not(target_arch = "wasm32"))]
    Variant { variant: &'a str },
    /// A new game from a position string.
    Position { options: &'a str, position: &'a str },
    /// A link's query; `lenient`: as far as its moves are legal.
    Link { query: &'a str, lenient: bool },
    Record { text: &'a str },
}

impl GameVisitor for Open<'_> {
    type Output = Result<(Box<dyn Play>, Option<RefusedMove>), Error>;

    fn visit<G: Evaluate + 'static>(self) -> Self::Output {
        let new_game = |options: &str, position: Option<&str>| -> Result<Record<G>, Error> {
            let mut settings = Settings::parse(options, '&')?;
            let versus = Versus::take(&mut settings)?;
            let (variant, pie) = read_rules::<G>(&settings)?;
            let mut record = match position {
                Some(position) => Record::from_position(&variant, position)?,
                None => Record::new(&variant),
            };
            record.set_pie(pie);
            record.set_versus(versus);
            Ok(record)
        };
        let (mut record, refused) = match self {
            Open::New { options } => (new_game(options, None)?, None),
            #[cfg(not(target_arch = "wasm32"))]
            Open::Variant { variant } => {
                let (variant, pie) = read_rules::<G>(&Settings::parse(variant, '&')?)?;
                (Record::with_rules(&variant, pie), None)
            }
            Open::Position { options, position } => (new_game(options, Some(position))?, None),
            Open::Link { query, lenient: false } => (record_from_query(query)?, None),
            Open::Link { query, lenient: true } => record_from_query_lenient(query)?,
            Open::Record { text } => (read_record::<G>(text)?, None),
        };
        settle_sides(&mut record, fresh_seed());
        Ok((Box::new(record), refused))
    }
}

/// A random side is settled by a coin when the game starts.
fn settle_sides<G: Evaluate>(record: &mut Record<G>, seed: u64) {
    let coin = if seed & 1 == 0 { Player::First } else { Player::Second };
    if let Versus::Computer(opponent) = record.versus() {
        record.set_versus(Versus::Computer(opponent.settled(coin)));
    }
}

impl Session {
    fn open(game: &str, how: Open) -> Result<Session, Error> {
        let (game, refused) = games::visit(game, how)??;
        Ok(Session { game, refused })
    }

    /// A new game: `options` as in a link, e.g. `rule=odd&size=7`, with who
    /// plays the other side (`vs=computer&level=3&human=random`).
    pub fn new(game: &str, options: &str) -> Result<Session, Error> {
        Session::open(game, Open::New { options })
    }

    /// A new game of two people: `variant` holds the variant's options alone
    /// (`rule=odd&size=7`); anything else in it is an error.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn of_variant(game: &str, variant: &str) -> Result<Session, Error> {
        Session::open(game, Open::Variant { variant })
    }

    /// The variant as its options, defaults included (`rule=skip2&size=9`).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn variant_text(&self) -> String {
        self.variant_settings().join('&')
    }

    /// A new game from a position string, `options` as for [`Session::new`].
    pub fn from_position(game: &str, options: &str, position: &str) -> Result<Session, Error> {
        Session::open(game, Open::Position { options, position })
    }

    /// The game a link's hash describes (with or without its `#`).
    pub fn from_link(hash: &str) -> Result<Session, Error> {
        let (game, query) = split_link(hash)?;
        Session::open(game, Open::Link { query, lenient: false })
    }

    /// The game a link's hash describes, as far as its moves are legal: the
    /// first move that cannot be played ends it, and [`Session::refused`]
    /// tells it. Anything else wrong is an error, as with `from_link`.
    pub fn from_link_lenient(hash: &str) -> Result<Session, Error> {
        let (game, query) = split_link(hash)?;
        Session::open(game, Open::Link { query, lenient: true })
    }

    /// The game a text record (PGN in shape) describes, of whichever game it names.
    pub fn from_record(text: &str) -> Result<Session, Error> {
        Session::from_record_of(&record_game(text)?, text)
    }

    /// The game of `game` a text record describes: an error if it names another.
    pub fn from_record_of(game: &str, text: &str) -> Result<Session, Error> {
        Session::open(game, Open::Record { text })
    }

    /// The move of the link this game was opened from that could not be
    /// played (`from_link_lenient`), if any.
    pub fn refused(&self) -> Option<&RefusedMove> {
        self.refused.as_ref()
    }

    /// Sets who plays the other side: `options` as in a link
    /// (`vs=computer&level=3&human=first`, `vs=link&match=..&host=first`),
    /// or empty for friends on one screen.
    pub fn set_opponent(&mut self, options: &str) -> Result<(), Error> {
        let mut settings = Settings::parse(options, '&')?;
        let versus = Versus::take(&mut settings)?;
        if let Some((key, _)) = settings.0.first() {
            return Err(Error::BadArgument {
                what: "opponent",
                why: format!("'{key}' is not an opponent setting"),
            });
        }
        self.game.set_versus(versus);
        Ok(())
    }

    /// The options of a rematch (as for [`Session::new`]): the same variant,
    /// against the computer with the sides swapped, or a new match by link
    /// with this screen (`local`, the side it played) on the other side.
    pub fn rematch_options(&self, local: Option<Player>) -> String {
        let mut settings = self.game.variant_settings();
        match self.game.versus() {
            Versus::Screen => {}
            Versus::Computer(opponent) => opponent.swapped().write(&mut settings),
            Versus::Link(_) => {
                settings.push("vs", "link");
                let host = local.map_or(Player::First, Player::opponent);
                settings.push("host", host.key());
            }
        }
        settings.join('&')
    }

    /// The computer's move at `level` (1 to 5); a fresh seed when `seed` is `None`.
    pub fn think_at(
        &self,
        level: u8,
        seed: Option<u64>,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Choice, Error> {
        let level = Level::new(level).ok_or_else(|| Error::BadArgument {
            what: "level",
            why: format!("{level}: expected 1 to 5"),
        })?;
        self.game.think(level, seed.unwrap_or_else(fresh_seed), progress)
    }

    /// Every position of the game judged within `nodes` nodes of search
    /// each, the moves taken back included, in ply order; `progress` hears
    /// each position once it is judged (from the end back).
    #[cfg(any(feature = "analysis", not(target_arch = "wasm32")))]
    pub fn review(&self, nodes: u64, progress: &mut dyn FnMut(&PositionReview)) -> Result<Vec<PositionReview>, Error> {
        Ok(self.game.review_game(nodes, progress))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::opponent::HumanSide;

    #[test]
    fn a_random_side_is_settled_by_the_coin() {
        let mut record: Record<crate::games::chess::Chess> = record_from_query("vs=computer&human=random").unwrap();
        settle_sides(&mut record, 2);
        assert_eq!(record.opponent().unwrap().human, HumanSide::First);
        settle_sides(&mut record, 3);
        assert_eq!(record.opponent().unwrap().human, HumanSide::First, "a settled side stays");
        let mut record: Record<crate::games::chess::Chess> = record_from_query("vs=computer&human=random").unwrap();
        settle_sides(&mut record, 3);
        assert_eq!(record.opponent().unwrap().human, HumanSide::Second);
    }
}
