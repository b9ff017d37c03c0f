//! The thin wasm-bindgen face of the engine. JavaScript asks here what is
//! legal and what the game looks like; it never decides rules itself.

use wasm_bindgen::prelude::*;

#[cfg(feature = "analysis")]
use crate::ai::review::{analyse_position, mark_moves, review_position, PositionReview};
use crate::ai::{fresh_seed, search, Evaluate, Level};
use crate::error::Error;
use crate::game::{MoveInfo, Player, Square};
use crate::games::{self, GameVisitor, GAMES};
use crate::learn::lesson::Goal;
use crate::message::Message;
use crate::play::link::{link, record_from_query, record_from_query_lenient, split_link, RefusedMove};
use crate::play::opponent::Versus;
use crate::play::perft::perft;
use crate::play::record::Record;
#[cfg(feature = "analysis")]
use crate::play::record_text::write_annotated_record;
use crate::play::record_text::{read_record, record_game, write_record, Header};
use crate::variant::Settings;

/// A value for the page, through JSON. (Messages all go as `Option<Message>`,
/// so that the browser's wasm carries one copy of their serializing.)
fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let text = serde_json::to_string(value).map_err(|error| js_sys::Error::new(&error.to_string()))?;
    js_sys::JSON::parse(&text)
}

/// Tells a page's callback of the search's progress.
fn tell<T: serde::Serialize>(callback: &js_sys::Function, value: &T) {
    if let Ok(value) = to_js(value) {
        // A page that stopped listening is no reason to stop thinking.
        let _ = callback.call1(&JsValue::NULL, &value);
    }
}

/// An Error for the page: its message in English (for the console), and
/// its `code` and `args`, which the page words in the player's language.
fn js_error(error: Error) -> JsValue {
    let words = error.words();
    let thrown = js_sys::Error::new(&words.to_string());
    let code = words.id().strip_prefix("error-").unwrap_or(words.id());
    let _ = js_sys::Reflect::set(&thrown, &"code".into(), &code.into());
    if let Ok(words) = to_js(&Some(words)) {
        if let Ok(args) = js_sys::Reflect::get(&words, &"args".into()) {
            let _ = js_sys::Reflect::set(&thrown, &"args".into(), &args);
        }
    }
    thrown.into()
}

/// An error in how the page called the engine, not in a player's input: the
/// page logs it or shows it as it is.
fn plain_error(message: &str) -> JsValue {
    js_sys::Error::new(message).into()
}

/// Every game the engine plays, with its players and variant options.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsValue> {
    to_js(&GAMES)
}

/// The id of the game a text record names (`chess` when it names none), so
/// that the page can load that game's engine before it opens the record.
#[wasm_bindgen(js_name = recordGame)]
pub fn record_game_id(text: &str) -> Result<String, JsValue> {
    record_game(text).map_err(js_error)
}

/// Gives Double Ring's solver an opening book (www/data/books): it then
/// answers the book's positions at once. The number of positions it holds;
/// an error if the bytes are no book.
#[cfg(feature = "double-ring")]
#[wasm_bindgen(js_name = loadSolverBook)]
pub fn load_solver_book(bytes: &[u8]) -> Result<usize, JsValue> {
    use crate::games::double_ring::book;
    let loaded = book::Book::from_bytes(bytes).map_err(js_error)?;
    let positions = loaded.len();
    book::load(loaded);
    Ok(positions)
}

/// Forgets the opening books loaded: the solver searches again (a think
/// below the top level plays without them).
#[cfg(feature = "double-ring")]
#[wasm_bindgen(js_name = unloadSolverBooks)]
pub fn unload_solver_books() {
    crate::games::double_ring::book::unload_all();
}

/// Panics on purpose, so that tests can check how the page recovers.
#[wasm_bindgen(js_name = crashForTesting)]
pub fn crash_for_testing() {
    panic!("deliberate panic for testing");
}

/// A game in progress, of any kind.
trait Play {
    fn snapshot(&self) -> Result<JsValue, JsValue>;
    fn play(&mut self, notation: &str) -> Result<(), Error>;
    fn play_typed(&mut self, text: &str) -> Result<(), Error>;
    fn set_flipped(&mut self, flipped: bool);
    fn set_analysing(&mut self, analysing: bool);
    fn analysis_link(&self) -> String;
    fn record_text(&self, date: &str) -> String;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn go_to(&mut self, ply: usize) -> bool;
    fn resign(&mut self, player: Player) -> bool;
    fn paper_sheet(&self, blank: bool, word: &dyn Fn(&Message) -> String) -> Option<String>;
    fn perft(&self, depth: usize) -> u64;
    fn levels(&self) -> [crate::ai::level::LevelInfo; 5];
    fn think(
        &self,
        level: Level,
        seed: u64,
        on_iteration: Option<&js_sys::Function>,
    ) -> Result<JsValue, JsValue>;
    fn winning_moves(&self, node_budget: u64, first_only: bool) -> Result<JsValue, JsValue>;
    #[cfg(feature = "analysis")]
    fn review_position(&self, ply: usize, nodes: u64) -> Result<JsValue, JsValue>;
    #[cfg(feature = "analysis")]
    fn review_marks(&self, evaluations: &[PositionReview]) -> Result<JsValue, JsValue>;
    #[cfg(feature = "analysis")]
    fn analyse(
        &self,
        nodes: u64,
        lines: usize,
        on_iteration: Option<&js_sys::Function>,
    ) -> Result<JsValue, JsValue>;
    #[cfg(feature = "analysis")]
    fn annotated_record(&self, evaluations: &[PositionReview], date: &str) -> String;
    fn set_versus(&mut self, versus: Versus);
    fn goal_met(&self, goal: &Goal) -> bool;
    fn why_not(&self, from: Square, to: Square) -> Option<Message>;
    fn why_stuck(&self, square: Square) -> Option<Message>;
}

/// What the search tells a page after each depth: the move it would play now.
#[derive(serde::Serialize)]
struct Progress {
    depth: u32,
    score: i32,
    nodes: u64,
    milliseconds: f64,
    notation: String,
    label: String,
}

/// The solver's verdict for the side to move, with every winning move.
#[derive(serde::Serialize)]
struct Verdict {
    wins: bool,
    winning: Vec<MoveInfo>,
    /// Whether the mirror strategy decided: a loss, or the mirror reply
    /// (first in `winning`) wins.
    mirror: bool,
    /// Whether `winning` is every winning move.
    complete: bool,
    nodes: u64,
    milliseconds: f64,
}

impl<G: Evaluate> Play for Record<G> {
    fn snapshot(&self) -> Result<JsValue, JsValue> {
        to_js(&Record::snapshot(self))
    }

    fn play(&mut self, notation: &str) -> Result<(), Error> {
        self.play_notation(notation).map(|_| ())
    }

    fn play_typed(&mut self, text: &str) -> Result<(), Error> {
        Record::play_typed(self, text).map(|_| ())
    }

    fn set_analysing(&mut self, analysing: bool) {
        Record::set_analysing(self, analysing);
    }

    fn analysis_link(&self) -> String {
        let mut board = self.clone();
        board.set_versus(Versus::Screen);
        board.set_analysing(true);
        link(&board)
    }

    fn set_flipped(&mut self, flipped: bool) {
        Record::set_flipped(self, flipped);
    }

    fn record_text(&self, date: &str) -> String {
        write_record(
            self,
            &Header {
                date: date.to_string(),
            },
        )
    }

    fn undo(&mut self) -> bool {
        Record::undo(self)
    }

    fn redo(&mut self) -> bool {
        Record::redo(self)
    }

    fn go_to(&mut self, ply: usize) -> bool {
        Record::go_to(self, ply)
    }

    fn resign(&mut self, player: Player) -> bool {
        Record::resign(self, player).is_ok()
    }

    fn paper_sheet(&self, blank: bool, word: &dyn Fn(&Message) -> String) -> Option<String> {
        if blank {
            G::start(self.variant()).paper_sheet(word)
        } else {
            self.current().paper_sheet(word)
        }
    }

    fn perft(&self, depth: usize) -> u64 {
        perft(self.current(), depth.min(30))
    }

    fn levels(&self) -> [crate::ai::level::LevelInfo; 5] {
        crate::ai::levels_of::<G>()
    }

    fn think(
        &self,
        level: Level,
        seed: u64,
        on_iteration: Option<&js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        if self.outcome().is_some() {
            return Err(plain_error("the game is over"));
        }
        let game = self.current();
        let report = |iteration: &crate::ai::Iteration| {
            let (Some(callback), Some(best)) = (on_iteration, iteration.pv.first()) else {
                return;
            };
            let Ok(mv) = game.parse_move(best) else {
                return;
            };
            let progress = Progress {
                depth: iteration.depth,
                score: iteration.score,
                nodes: iteration.nodes,
                milliseconds: iteration.elapsed.as_secs_f64() * 1000.0,
                notation: best.clone(),
                label: game.label_move(mv),
            };
            tell(callback, &progress);
        };
        let result = search(game, &level.settings_in::<G>(seed), report)
            .ok_or_else(|| plain_error("there is no legal move"))?;
        to_js(&crate::ai::Choice::from_result(game, result))
    }

    fn winning_moves(&self, node_budget: u64, first_only: bool) -> Result<JsValue, JsValue> {
        let started = web_time::Instant::now();
        let game = self.current();
        let verdict = if first_only {
            game.solve(node_budget).map(crate::ai::WinningMoves::from)
        } else {
            game.winning_moves(node_budget)
        };
        match verdict {
            Some(solved) => to_js(&Verdict {
                wins: !solved.moves.is_empty(),
                winning: solved.moves.iter().map(|&mv| game.move_info(mv)).collect(),
                mirror: solved.mirror,
                complete: solved.complete,
                nodes: solved.nodes,
                milliseconds: started.elapsed().as_secs_f64() * 1000.0,
            }),
            None => Ok(JsValue::NULL),
        }
    }

    #[cfg(feature = "analysis")]
    fn review_position(&self, ply: usize, nodes: u64) -> Result<JsValue, JsValue> {
        let position = self.positions().get(ply).ok_or_else(|| {
            plain_error(&format!(
                "the game has no ply {ply}: it has {} moves",
                self.moves().len()
            ))
        })?;
        to_js(&review_position(position, ply, nodes))
    }

    #[cfg(feature = "analysis")]
    fn review_marks(&self, evaluations: &[PositionReview]) -> Result<JsValue, JsValue> {
        to_js(&mark_moves(self.positions(), self.moves(), evaluations))
    }

    #[cfg(feature = "analysis")]
    fn analyse(
        &self,
        nodes: u64,
        lines: usize,
        on_iteration: Option<&js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let report = |view: &crate::ai::review::AnalysisView| {
            if let Some(callback) = on_iteration {
                tell(callback, view);
            }
        };
        if self.outcome().is_some() {
            return Err(plain_error("the game is over"));
        }
        let view = analyse_position(self.current(), nodes, lines, report)
            .ok_or_else(|| plain_error("there is no legal move"))?;
        to_js(&view)
    }

    #[cfg(feature = "analysis")]
    fn annotated_record(&self, evaluations: &[PositionReview], date: &str) -> String {
        let marks = mark_moves(self.positions(), self.moves(), evaluations);
        let header = Header {
            date: date.to_string(),
        };
        write_annotated_record(self, &header, evaluations, &marks)
    }

    fn set_versus(&mut self, versus: Versus) {
        Record::set_versus(self, versus);
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
}

/// The evaluations `reviewPosition` gave, handed back by the page: in ply
/// order from 0, each with what marking the moves needs.
#[cfg(feature = "analysis")]
fn evaluations_from_js(value: &JsValue) -> Result<Vec<PositionReview>, JsValue> {
    use wasm_bindgen::JsCast;
    let array: &js_sys::Array = value
        .dyn_ref()
        .ok_or_else(|| plain_error("expected an array of evaluations"))?;
    array
        .iter()
        .enumerate()
        .map(|(index, item)| {
            let get = |key: &str| {
                js_sys::Reflect::get(&item, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
            };
            let number = |key: &str| {
                get(key).as_f64().ok_or_else(|| {
                    plain_error(&format!("evaluation {index} has no number '{key}'"))
                })
            };
            let ply = number("ply")? as usize;
            if ply != index {
                return Err(plain_error(&format!(
                    "evaluation {index} is of ply {ply}: they must be in ply order from 0"
                )));
            }
            Ok(PositionReview {
                ply,
                to_move: get("toMove")
                    .as_string()
                    .and_then(|key| Player::from_key(&key)),
                score: number("score")? as i32,
                first_chance: number("firstChance")?,
                proved: get("proved").as_bool().unwrap_or(false),
                best: get("best").as_string(),
                best_label: get("bestLabel").as_string(),
                line: get("line")
                    .dyn_into::<js_sys::Array>()
                    .map(|line| line.iter().filter_map(|label| label.as_string()).collect())
                    .unwrap_or_default(),
                depth: 0,
                nodes: 0,
            })
        })
        .collect()
}

/// How a game is opened: new, from a link (`LenientLink`: as far as its
/// moves are legal), or from a record.
enum Open<'a> {
    New { options: &'a str },
    Link { query: &'a str },
    LenientLink { query: &'a str },
    Record { text: &'a str },
}

impl GameVisitor for Open<'_> {
    type Output = Result<(Box<dyn Play>, Option<RefusedMove>), Error>;

    fn visit<G: Evaluate + 'static>(self) -> Self::Output {
        let mut refused = None;
        let record: Record<G> = match self {
            Open::New { options } => {
                let mut settings = Settings::parse(options, '&')?;
                let versus = Versus::take(&mut settings)?;
                let mut record = Record::new(&G::parse_variant(&settings)?);
                record.set_versus(versus);
                record
            }
            Open::Link { query } => record_from_query(query)?,
            Open::LenientLink { query } => {
                let (record, refusal) = record_from_query_lenient(query)?;
                refused = refusal;
                record
            }
            Open::Record { text } => read_record(text)?,
        };
        let mut record = record;
        // A random side is settled by a coin when the game starts.
        let coin = if fresh_seed() & 1 == 0 {
            Player::First
        } else {
            Player::Second
        };
        if let Some(opponent) = record.opponent() {
            record.set_opponent(Some(opponent.settled(coin)));
        }
        Ok((Box::new(record), refused))
    }
}

/// What `Session.fromLinkLenient` opened: the game, and the refused move if any.
#[wasm_bindgen]
pub struct LenientOpen {
    session: Option<Session>,
    refused: Option<RefusedMove>,
}

#[wasm_bindgen]
impl LenientOpen {
    /// The game opened (once: it is handed over).
    #[wasm_bindgen(js_name = takeSession)]
    pub fn take_session(&mut self) -> Option<Session> {
        self.session.take()
    }

    /// The move refused, its number from 1 (0: none).
    #[wasm_bindgen(getter, js_name = refusedNumber)]
    pub fn refused_number(&self) -> usize {
        self.refused.as_ref().map_or(0, |refused| refused.number)
    }

    /// The move refused, as the link wrote it.
    #[wasm_bindgen(getter, js_name = refusedNotation)]
    pub fn refused_notation(&self) -> String {
        self.refused
            .as_ref()
            .map_or_else(String::new, |refused| refused.notation.clone())
    }

    /// Why the move was refused, as a message (`{ id, args, text }`); null for none.
    #[wasm_bindgen(getter, js_name = refusedWhy)]
    pub fn refused_why(&self) -> Result<JsValue, JsValue> {
        to_js(&self.refused.as_ref().map(|refused| refused.why.clone()))
    }
}

#[wasm_bindgen]
pub struct Session {
    game: Box<dyn Play>,
}

#[wasm_bindgen]
impl Session {
    /// A new game: `options` as in a link, e.g. `rule=odd&size=7`.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, options: &str) -> Result<Session, JsValue> {
        games::visit(game, Open::New { options })
            .and_then(|game| game)
            .map(|(game, _)| Session { game })
            .map_err(js_error)
    }

    /// The game a link's hash describes.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(hash: &str) -> Result<Session, JsValue> {
        let (game, query) = split_link(hash).map_err(js_error)?;
        games::visit(game, Open::Link { query })
            .and_then(|game| game)
            .map(|(game, _)| Session { game })
            .map_err(js_error)
    }

    /// The game a link's hash describes, as far as its moves are legal:
    /// `{ session, refused }`, where `refused` is `null` or the first move
    /// that could not be played, `{ number, notation, why }` (it and the
    /// moves after it are dropped). Anything else wrong is an error, as
    /// with `fromLink`.
    #[wasm_bindgen(js_name = fromLinkLenient)]
    pub fn from_link_lenient(hash: &str) -> Result<LenientOpen, JsValue> {
        let (game, query) = split_link(hash).map_err(js_error)?;
        let (game, refused) = games::visit(game, Open::LenientLink { query })
            .and_then(|game| game)
            .map_err(js_error)?;
        Ok(LenientOpen {
            session: Some(Session { game }),
            refused,
        })
    }

    /// The game a text record (PGN in shape) describes, of whichever game it names.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<Session, JsValue> {
        let game = record_game(text).map_err(js_error)?;
        games::visit(&game, Open::Record { text })
            .and_then(|game| game)
            .map(|(game, _)| Session { game })
            .map_err(js_error)
    }

    /// The game as a text record, all its moves, dated `date` (`2026.11.22`).
    pub fn record(&self, date: &str) -> String {
        self.game.record_text(date)
    }

    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        self.game.snapshot()
    }

    pub fn play(&mut self, notation: &str) -> Result<(), JsValue> {
        self.game.play(notation).map_err(js_error)
    }

    /// Plays a move as a player typed it: any case, spaces or dashes between
    /// squares, or as the move list writes it (SAN in the chess games).
    #[wasm_bindgen(js_name = playTyped)]
    pub fn play_typed(&mut self, text: &str) -> Result<(), JsValue> {
        self.game.play_typed(text).map_err(js_error)
    }

    /// Shows the board turned round, or not; kept in the link as `flip=1`.
    #[wasm_bindgen(js_name = setFlipped)]
    pub fn set_flipped(&mut self, flipped: bool) {
        self.game.set_flipped(flipped);
    }

    /// Shows or leaves the analysis board (`analyse=1` in the link).
    #[wasm_bindgen(js_name = setAnalysing)]
    pub fn set_analysing(&mut self, analysing: bool) {
        self.game.set_analysing(analysing);
    }

    /// The link of this game on the analysis board: the same position and
    /// moves, both sides played freely (no computer and no match by link).
    #[wasm_bindgen(js_name = analysisLink)]
    pub fn analysis_link(&self) -> String {
        self.game.analysis_link()
    }

    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }

    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&mut self, ply: usize) -> bool {
        self.game.go_to(ply)
    }

    /// `player` ("first" or "second") resigns. Returns false if the game is already over.
    pub fn resign(&mut self, player: &str) -> Result<bool, JsValue> {
        let player =
            Player::from_key(player).ok_or_else(|| plain_error("expected first or second"))?;
        Ok(self.game.resign(player))
    }

    /// The printable SVG sheet, blank or of the current position, where the
    /// game has one; `word` words each of its messages (`{ id, args }`) in the
    /// page's language, or leaves it in English.
    #[wasm_bindgen(js_name = paperSheet)]
    pub fn paper_sheet(&self, blank: bool, word: Option<js_sys::Function>) -> Option<String> {
        // Only Double Ring has one: the other games' wasm goes without.
        if cfg!(not(feature = "double-ring")) {
            return None;
        }
        let worded = |message: &Message| {
            word.as_ref()
                .and_then(|word| word.call1(&JsValue::NULL, &to_js(&Some(message.clone())).ok()?).ok()?.as_string())
                .unwrap_or_else(|| message.to_string())
        };
        self.game.paper_sheet(blank, &worded)
    }

    /// Perft from the current position, for measuring speed in the browser.
    pub fn perft(&self, depth: usize) -> f64 {
        self.game.perft(depth) as f64
    }

    /// The computer's levels in this game, for the New game panel: each with
    /// its Elo in the game where measured (src/ai/ladder.rs).
    pub fn levels(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.levels())
    }

    /// The computer's move at `level` (1 to 5) for a game's `seed` (the
    /// engine draws a fresh one when it is undefined):
    /// `{ notation, label, score, depth, nodes, milliseconds, solved, pv }`.
    /// `onIteration`, if given, hears after each depth of the search
    /// `{ depth, score, nodes, milliseconds, notation, label }`: the move it
    /// would play if stopped there.
    pub fn think(
        &self,
        level: u8,
        seed: Option<f64>,
        on_iteration: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let level = Level::new(level).ok_or_else(|| plain_error("the level must be 1 to 5"))?;
        let seed = seed.map_or_else(fresh_seed, |seed| seed as u64);
        self.game.think(level, seed, on_iteration.as_ref())
    }

    /// The solver's verdict within `nodes` nodes: `{ wins, winning, mirror,
    /// complete, nodes, milliseconds }`, or null when the position is too big
    /// for the budget or the game has no solver (only Double Ring has one).
    /// With `first_only`, the search stops at the first winning move found
    /// (`complete` false when there is one): the verdict comes several times
    /// sooner than every winning move (docs/solved.md).
    #[wasm_bindgen(js_name = winningMoves)]
    pub fn winning_moves(&self, nodes: f64, first_only: Option<bool>) -> Result<JsValue, JsValue> {
        self.game.winning_moves(nodes as u64, first_only.unwrap_or(false))
    }

    /// Whether the last move played met a lesson step's goal, written
    /// `play:a1a4,e1e4`, `reach:e5`, `take`, `win` or `points:4`.
    #[wasm_bindgen(js_name = goalMet)]
    pub fn goal_met(&self, goal: &str) -> Result<bool, JsValue> {
        let goal: Goal = goal.parse().map_err(js_error)?;
        Ok(self.game.goal_met(&goal))
    }

    /// Why no move goes from one square to another here (files and ranks
    /// from 0), where the game can say it, as a message (`{ id, args, text }`);
    /// null otherwise.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(
        &self,
        from_file: u8,
        from_rank: u8,
        to_file: u8,
        to_rank: u8,
    ) -> Result<JsValue, JsValue> {
        let square = |file, rank| Square { file, rank };
        to_js(&self.game.why_not(square(from_file, from_rank), square(to_file, to_rank)))
    }

    /// Why what stands on a square (file and rank from 0) has no move, where
    /// the game can say it, as a message; null otherwise.
    #[wasm_bindgen(js_name = whyStuck)]
    pub fn why_stuck(&self, file: u8, rank: u8) -> Result<JsValue, JsValue> {
        to_js(&self.game.why_stuck(Square { file, rank }))
    }

    /// Sets who plays the other side: `options` as in a link
    /// (`vs=computer&level=3&human=first`, `vs=link&match=..&host=first`), or
    /// empty for a friend on this screen.
    #[wasm_bindgen(js_name = setOpponent)]
    pub fn set_opponent(&mut self, options: &str) -> Result<(), JsValue> {
        let mut settings = Settings::parse(options, '&').map_err(js_error)?;
        let versus = Versus::take(&mut settings).map_err(js_error)?;
        if let Some((key, _)) = settings.0.first() {
            return Err(plain_error(&format!("'{key}' is not an opponent setting")));
        }
        self.game.set_versus(versus);
        Ok(())
    }
}

/// The review and the analysis board's face, in the engine the site loads
/// for them alone (the `analysis` pack, scripts/build-wasm.sh), so that a
/// game's first load does not carry it.
#[cfg(feature = "analysis")]
#[wasm_bindgen]
impl Session {
    /// Judges the position after `ply` moves of the game (0: the start),
    /// whatever the current ply, within `nodes` nodes: `{ ply, toMove
    /// ('first', 'second', or null once the game is over), score (for the
    /// first player), firstChance, proved, best, bestLabel (null when over),
    /// line (labels), depth, nodes }`.
    #[wasm_bindgen(js_name = reviewPosition)]
    pub fn review_position(&self, ply: usize, nodes: f64) -> Result<JsValue, JsValue> {
        self.game.review_position(ply, nodes as u64)
    }

    /// The moves marked from the evaluations of `reviewPosition`, in ply
    /// order from 0: `{ moves: [{ ply, mover, drop, mark, suffix, better,
    /// betterLabel, line }], players: { first, second } }`, each player
    /// `{ inaccuracies, mistakes, blunders, accuracy }`.
    #[wasm_bindgen(js_name = reviewMarks)]
    pub fn review_marks(&self, evaluations: JsValue) -> Result<JsValue, JsValue> {
        self.game.review_marks(&evaluations_from_js(&evaluations)?)
    }

    /// The best `lines` (1 to 3) moves of the current position within
    /// `nodes` nodes: `{ depth, nodes, milliseconds, proved, lines: [{
    /// notation, label, score, firstChance, line, notations }] }`; the same
    /// shape to `onIteration` after each depth.
    pub fn analyse(
        &self,
        nodes: f64,
        lines: u8,
        on_iteration: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        if !(1..=3).contains(&lines) {
            return Err(plain_error("lines must be 1 to 3"));
        }
        self.game
            .analyse(nodes as u64, lines as usize, on_iteration.as_ref())
    }

    /// The game as a text record with the review's marks and evaluations
    /// (`Nf6?? {[%eval #1]}`), dated `date`.
    #[wasm_bindgen(js_name = annotatedRecord)]
    pub fn annotated_record(&self, evaluations: JsValue, date: &str) -> Result<String, JsValue> {
        Ok(self
            .game
            .annotated_record(&evaluations_from_js(&evaluations)?, date))
    }
}
