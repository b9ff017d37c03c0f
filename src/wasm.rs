//! The wasm-bindgen face of the session (`play::session`): it only converts
//! values and errors between the engine and the page. Every value goes as a
//! JavaScript value through serde-wasm-bindgen; an engine error is thrown as
//! an Error with the `code` and `args` that the page words.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::error::Error;
use crate::game::{Player, Square};
use crate::games::GAMES;
use crate::learn::lesson::Goal;
use crate::message::Message;
use crate::play::link::compare_links;
use crate::play::record_text::record_game;
use crate::play::session;

/// A value for the page: `null` for none, plain objects for maps, as JSON would.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(JsValue::from)
}

/// An Error for the page: its message in English (for the console), and its
/// `code` and `args`, which the page words in the player's language.
fn js_error(error: Error) -> JsValue {
    let words = error.words();
    let thrown = js_sys::Error::new(&words.to_string());
    let code = words.id().strip_prefix("error-").unwrap_or(words.id());
    let _ = js_sys::Reflect::set(&thrown, &"code".into(), &code.into());
    if let Ok(words) = to_js(&words) {
        if let Ok(args) = js_sys::Reflect::get(&words, &"args".into()) {
            let _ = js_sys::Reflect::set(&thrown, &"args".into(), &args);
        }
    }
    thrown.into()
}

/// Where the search's progress goes: a function of the page, or the worker
/// that runs the search, which posts `{ id, type: 'progress', value }` for
/// its task `id` itself.
enum ProgressTo {
    Nobody,
    Function(js_sys::Function),
    Worker(f64),
}

#[derive(Serialize)]
struct WorkerProgress<'a, T> {
    id: f64,
    #[serde(rename = "type")]
    kind: &'static str,
    value: &'a T,
}

impl ProgressTo {
    fn from_js(value: JsValue) -> ProgressTo {
        if let Some(id) = value.as_f64() {
            ProgressTo::Worker(id)
        } else {
            value.dyn_into().map_or(ProgressTo::Nobody, ProgressTo::Function)
        }
    }

    fn tell<T: Serialize>(&self, value: &T) {
        // A page that stopped listening is no reason to stop thinking.
        match self {
            ProgressTo::Nobody => {}
            ProgressTo::Function(callback) => {
                if let Ok(value) = to_js(value) {
                    let _ = callback.call1(&JsValue::NULL, &value);
                }
            }
            ProgressTo::Worker(id) => {
                let message = WorkerProgress { id: *id, kind: "progress", value };
                if let Ok(message) = to_js(&message) {
                    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
                    let _ = scope.post_message(&message);
                }
            }
        }
    }
}

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
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

/// How a link that arrives stands to the game kept here:
/// `{ relation: 'same'|'ahead'|'apart', at, added }`.
#[wasm_bindgen(js_name = compareLinks)]
pub fn compare_links_js(kept: &str, arriving: &str) -> Result<JsValue, JsValue> {
    to_js(&compare_links(kept, arriving))
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

/// A game in progress, of any kind (docs/session.md). What changes the game
/// returns the new snapshot: one crossing, one snapshot back.
#[wasm_bindgen]
pub struct Session(session::Session);

impl Session {
    fn opened(opened: Result<session::Session, Error>) -> Result<Session, JsValue> {
        opened.map(Session).map_err(js_error)
    }

    /// The new snapshot after a change that the engine may refuse.
    fn changed(&mut self, change: Result<(), Error>) -> Result<JsValue, JsValue> {
        change.map_err(js_error)?;
        self.snapshot()
    }
}

fn player(key: &str) -> Result<Player, JsValue> {
    Player::from_key(key).ok_or_else(|| {
        js_error(Error::BadArgument {
            what: "player",
            why: format!("'{}': expected first or second", key.chars().take(20).collect::<String>()),
        })
    })
}

#[wasm_bindgen]
impl Session {
    /// A new game: `options` as in a link, e.g. `rule=odd&size=7`.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, options: &str) -> Result<Session, JsValue> {
        Session::opened(session::Session::new(game, options))
    }

    /// The game a link's hash describes.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(hash: &str) -> Result<Session, JsValue> {
        Session::opened(session::Session::from_link(hash))
    }

    /// The game a link's hash describes, as far as its moves are legal
    /// (`refused()` tells the move that could not be played).
    #[wasm_bindgen(js_name = fromLinkLenient)]
    pub fn from_link_lenient(hash: &str) -> Result<Session, JsValue> {
        Session::opened(session::Session::from_link_lenient(hash))
    }

    /// The game a text record (PGN in shape) describes, of whichever game it names.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<Session, JsValue> {
        Session::opened(session::Session::from_record(text))
    }

    /// The move the link could not play: `null` or `{ number, notation, why }`.
    pub fn refused(&self) -> Result<JsValue, JsValue> {
        to_js(&self.0.refused())
    }

    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        Ok(self.0.snapshot())
    }

    pub fn play(&mut self, notation: &str) -> Result<JsValue, JsValue> {
        let played = self.0.play(notation);
        self.changed(played)
    }

    #[wasm_bindgen(js_name = playTyped)]
    pub fn play_typed(&mut self, text: &str) -> Result<JsValue, JsValue> {
        let played = self.0.play_typed(text);
        self.changed(played)
    }

    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        self.0.undo();
        self.snapshot()
    }

    pub fn redo(&mut self) -> Result<JsValue, JsValue> {
        self.0.redo();
        self.snapshot()
    }

    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&mut self, ply: usize) -> Result<JsValue, JsValue> {
        self.0.go_to(ply);
        self.snapshot()
    }

    /// `player` ("first" or "second") resigns.
    pub fn resign(&mut self, player_key: &str) -> Result<JsValue, JsValue> {
        let resigned = self.0.resign(player(player_key)?);
        self.changed(resigned)
    }

    /// In a match by link, this screen asks to take back its last move, which was sent.
    #[wasm_bindgen(js_name = askTakeback)]
    pub fn ask_takeback(&mut self) -> Result<JsValue, JsValue> {
        self.0.ask_takeback();
        self.snapshot()
    }

    /// The answer to the friend's takeback asked: `agree` takes their last move back.
    #[wasm_bindgen(js_name = answerTakeback)]
    pub fn answer_takeback(&mut self, agree: bool) -> Result<JsValue, JsValue> {
        self.0.answer_takeback(agree);
        self.snapshot()
    }

    #[wasm_bindgen(js_name = setFlipped)]
    pub fn set_flipped(&mut self, flipped: bool) -> Result<JsValue, JsValue> {
        self.0.set_flipped(flipped);
        self.snapshot()
    }

    #[wasm_bindgen(js_name = setAnalysing)]
    pub fn set_analysing(&mut self, analysing: bool) -> Result<JsValue, JsValue> {
        self.0.set_analysing(analysing);
        self.snapshot()
    }

    #[wasm_bindgen(js_name = setOpponent)]
    pub fn set_opponent(&mut self, options: &str) -> Result<JsValue, JsValue> {
        let set = self.0.set_opponent(options);
        self.changed(set)
    }

    /// The options of a rematch; `local`: the side this screen played in a match by link.
    #[wasm_bindgen(js_name = rematchOptions)]
    pub fn rematch_options(&self, local: Option<String>) -> String {
        self.0.rematch_options(local.as_deref().and_then(Player::from_key))
    }

    /// The game as a text record, dated `date` (`2026.11.22`).
    pub fn record(&self, date: &str) -> String {
        self.0.record_text(date)
    }

    pub fn levels(&self) -> Result<JsValue, JsValue> {
        to_js(&self.0.levels())
    }

    /// The computer's move at `level` (1 to 5) for a game's `seed` (a fresh
    /// one when undefined); `progress`, a function or a worker task's id,
    /// hears each depth.
    pub fn think(&self, level: u8, seed: Option<f64>, progress: JsValue) -> Result<JsValue, JsValue> {
        let progress = ProgressTo::from_js(progress);
        let choice = self
            .0
            .think_at(level, seed.map(|seed| seed as u64), &mut |value| progress.tell(value))
            .map_err(js_error)?;
        to_js(&choice)
    }

    /// The solver's verdict within `nodes` nodes, or null.
    #[wasm_bindgen(js_name = winningMoves)]
    pub fn winning_moves(&self, nodes: f64, first_only: Option<bool>) -> Result<JsValue, JsValue> {
        to_js(&self.0.winning_moves(nodes as u64, first_only.unwrap_or(false)))
    }

    /// Whether the last move met a lesson step's goal (`play:a1a4`, `take`, …).
    #[wasm_bindgen(js_name = goalMet)]
    pub fn goal_met(&self, goal: &str) -> Result<bool, JsValue> {
        let goal: Goal = goal.parse().map_err(js_error)?;
        Ok(self.0.goal_met(&goal))
    }

    /// Why no move goes from one square to another (files and ranks from 0), or null.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(&self, from_file: u8, from_rank: u8, to_file: u8, to_rank: u8) -> Result<JsValue, JsValue> {
        let square = |file, rank| Square { file, rank };
        to_js(&self.0.why_not(square(from_file, from_rank), square(to_file, to_rank)))
    }

    /// Why what stands on a square has no move, or null.
    #[wasm_bindgen(js_name = whyStuck)]
    pub fn why_stuck(&self, file: u8, rank: u8) -> Result<JsValue, JsValue> {
        to_js(&self.0.why_stuck(Square { file, rank }))
    }

    /// The printable SVG sheet, blank or of this position, where the game
    /// has one; `word` words each message (`{ id, args }`), or English.
    #[wasm_bindgen(js_name = paperSheet)]
    pub fn paper_sheet(&self, blank: bool, word: Option<js_sys::Function>) -> Option<String> {
        let worded = |message: &Message| {
            word.as_ref()
                .and_then(|word| word.call1(&JsValue::NULL, &to_js(message).ok()?).ok()?.as_string())
                .unwrap_or_else(|| message.to_string())
        };
        self.0.paper_sheet(blank, &worded)
    }

    /// Perft from the current position, for measuring speed in the browser.
    pub fn perft(&self, depth: usize) -> f64 {
        self.0.perft(depth) as f64
    }
}

/// The review and the analysis board, in the engine the site loads for them
/// alone (the `analysis` pack, scripts/build-wasm.sh).
#[cfg(feature = "analysis")]
#[wasm_bindgen]
impl Session {
    /// Judges the position after `ply` moves within `nodes` nodes.
    #[wasm_bindgen(js_name = reviewPosition)]
    pub fn review_position(&self, ply: usize, nodes: f64) -> Result<JsValue, JsValue> {
        to_js(&self.0.review_position(ply, nodes as u64).map_err(js_error)?)
    }

    /// Every position of the game judged within `nodes` nodes of search
    /// each, in ply order from 0; `progress` (a function or a worker task's
    /// id) hears each position once it is judged, from the end back.
    pub fn review(&self, nodes: f64, progress: JsValue) -> Result<JsValue, JsValue> {
        let progress = ProgressTo::from_js(progress);
        let evaluations = self
            .0
            .review(nodes as u64, &mut |evaluation| progress.tell(evaluation))
            .map_err(js_error)?;
        to_js(&evaluations)
    }

    /// The moves marked from the evaluations of `review`, in ply order from 0.
    #[wasm_bindgen(js_name = reviewMarks)]
    pub fn review_marks(&self, evaluations: JsValue) -> Result<JsValue, JsValue> {
        to_js(&self.0.review_marks(&evaluations_from_js(evaluations)?).map_err(js_error)?)
    }

    /// The best `lines` (1 to 3) moves of the current position within
    /// `nodes` nodes; `progress` (a function or a worker task's id) hears each depth.
    pub fn analyse(&self, nodes: f64, lines: u8, progress: JsValue) -> Result<JsValue, JsValue> {
        let progress = ProgressTo::from_js(progress);
        let view = self
            .0
            .analyse(nodes as u64, lines as usize, &mut |view| progress.tell(view))
            .map_err(js_error)?;
        to_js(&view)
    }

    /// The game as a text record with the review's marks and evaluations.
    #[wasm_bindgen(js_name = annotatedRecord)]
    pub fn annotated_record(&self, evaluations: JsValue, date: &str) -> Result<String, JsValue> {
        self.0
            .annotated_record(&evaluations_from_js(evaluations)?, date)
            .map_err(js_error)
    }
}

#[cfg(feature = "analysis")]
fn evaluations_from_js(value: JsValue) -> Result<Vec<crate::ai::review::PositionReview>, JsValue> {
    from_js(value, "evaluations")
}

/// A value the page gives, read as `T`; its error names `what`.
#[cfg(feature = "analysis")]
fn from_js<T: serde::de::DeserializeOwned>(value: JsValue, what: &'static str) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(value).map_err(|error| {
        let why = error.to_string();
        js_error(Error::BadArgument {
            what,
            // The error is a JavaScript Error's text: its name is no reason.
            why: why.strip_prefix("Error: ").unwrap_or(&why).to_string(),
        })
    })
}

/// A designers' lab run (`lab::Lab`): the page's workers play its games
/// (`play`), the page adds them as they end and reads the summaries. In the
/// `analysis` pack, which carries every game: the lab page loads it alone.
#[cfg(feature = "analysis")]
#[wasm_bindgen]
pub struct Lab(crate::lab::Lab);

#[cfg(feature = "analysis")]
#[wasm_bindgen]
impl Lab {
    /// The run a lab link's hash describes (`#lab/` may precede the game).
    #[wasm_bindgen(constructor)]
    pub fn new(link: &str) -> Result<Lab, JsValue> {
        crate::lab::Lab::from_link(link).map(Lab).map_err(js_error)
    }

    /// The run the lab page's form describes (`form()`'s shape).
    #[wasm_bindgen(js_name = fromForm)]
    pub fn from_form(form: JsValue) -> Result<Lab, JsValue> {
        crate::lab::LabSetup::from_form(from_js(form, "lab setup")?)
            .and_then(crate::lab::Lab::new)
            .map(Lab)
            .map_err(js_error)
    }

    /// The run's link, without `#lab/`.
    pub fn link(&self) -> String {
        self.0.setup().to_link()
    }

    pub fn form(&self) -> Result<JsValue, JsValue> {
        to_js(&self.0.form())
    }

    /// A game of the run (`{ rules, pairing, index }`, as `toPlay` gives
    /// them), played here (in a worker) and not added.
    pub fn play(&self, game: JsValue) -> Result<JsValue, JsValue> {
        to_js(&self.0.play(from_js(game, "lab game")?).map_err(js_error)?)
    }

    /// Adds a game a worker played.
    pub fn add(&mut self, report: JsValue) -> Result<(), JsValue> {
        self.0.add(from_js(report, "lab game")?).map_err(js_error)
    }

    /// The games still to play, as `{ rules, pairing, index }` in the order
    /// to play them (`pairing`: the skill trace's, or null).
    #[wasm_bindgen(js_name = toPlay)]
    pub fn to_play(&self) -> Result<JsValue, JsValue> {
        to_js(&self.0.games_to_play())
    }

    /// `{ done, total }`: the games in and the run's games, the skill trace's included.
    pub fn progress(&self) -> Result<JsValue, JsValue> {
        to_js(&self.0.progress())
    }

    /// The game, the setup's link and a summary of each set of rules.
    pub fn results(&self) -> Result<JsValue, JsValue> {
        to_js(&self.0.results())
    }

    /// Asks the exact solver about each start (Double Ring); the summaries then say.
    #[wasm_bindgen(js_name = settleExact)]
    pub fn settle_exact(&mut self) {
        self.0.settle_exact(crate::lab::EXACT_NODES);
    }

    /// Every game of rules `rules` as a text record.
    pub fn records(&self, rules: usize) -> Result<String, JsValue> {
        self.0.records(rules).map_err(js_error)
    }

    /// The summaries as a CSV table.
    pub fn csv(&self) -> String {
        self.0.csv()
    }
}
