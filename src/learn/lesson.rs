//! Lessons as data (`www/data/lessons/<game>.json`), in the shape lichess's
//! `ui/learn` uses: each step is a position, the moves it allows, scripted
//! replies, a success check and marks on the board. Its words (title,
//! summary, each step's goal, explanation, "wrong" and "done") are in the
//! site's message catalogs, `www/locales/<language>/lessons-<game>.ftl`, by
//! lesson id and step number (see [`message_ids`]). One player (the site's
//! lesson page) runs every step of every game; this module says when a goal
//! is met, and checks that every step can be completed.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::error::Error;
use crate::game::Game;
use crate::games::{self, GameVisitor};
use crate::play::link::{record_from_query, split_link};
use crate::play::record::Record;

/// One game's lessons, as its data file holds them.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonFile {
    pub game: String,
    pub lessons: Vec<Lesson>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Unique within the game, kebab-case: progress is kept under it.
    pub id: String,
    pub steps: Vec<Step>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The position, as the site's own link (`double-ring?size=5&position=...`).
    pub link: String,
    /// The moves the step accepts (notation); every legal move when absent.
    #[serde(default)]
    pub allowed: Option<Vec<String>>,
    pub success: Goal,
    /// The reply to each of the player's moves (by its notation; `*` for any
    /// other), when the goal takes more than one move.
    #[serde(default)]
    pub replies: BTreeMap<String, String>,
    /// How many moves the player may make to reach the goal (1 unless set).
    #[serde(default = "one")]
    pub moves: u32,
    /// The player's moves that reach the goal, replies coming from `replies`:
    /// checked by the tests and shown by "Show me".
    pub solution: Vec<String>,
    /// Arrows drawn on the board, from square to square (`["a1", "a3"]`).
    #[serde(default)]
    pub arrows: Vec<[String; 2]>,
    /// Squares marked on the board.
    #[serde(default)]
    pub marks: Vec<String>,
}

fn one() -> u32 {
    1
}

/// The catalog messages a game's lessons need, as (id, whether it may be
/// left out): `lesson-<game>-<lesson>-title` and `-summary` (one line on the
/// lesson list); for step n, `lesson-<game>-<lesson>-<n>-goal` (what the
/// player is to do, in one or two sentences), `-explain` (optional: words
/// shown before the goal, to teach what the step is about), `-wrong` (why a
/// move that the step allows but that misses the goal is wrong) and `-done`
/// (what the player has learned, shown when the goal is met).
pub fn message_ids(file: &LessonFile) -> Vec<(String, bool)> {
    let mut ids = Vec::new();
    for lesson in &file.lessons {
        let lesson_id = format!("lesson-{}-{}", file.game, lesson.id);
        ids.push((format!("{lesson_id}-title"), false));
        ids.push((format!("{lesson_id}-summary"), false));
        for number in 1..=lesson.steps.len() {
            for (part, optional) in [("goal", false), ("explain", true), ("wrong", false), ("done", false)] {
                ids.push((format!("{lesson_id}-{number}-{part}"), optional));
            }
        }
    }
    ids
}

/// Checks a game's English catalog (`www/locales/en/lessons-<game>.ftl`,
/// its text) against its lessons: every message a lesson or step needs is
/// there and has words, and no message is for a lesson or step that does not
/// exist. Reads the catalog simply: a message starts at a line `id =`.
/// Returns each problem found.
pub fn check_messages(file: &LessonFile, catalog: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut found: BTreeMap<&str, bool> = BTreeMap::new();
    let lines: Vec<&str> = catalog.lines().collect();
    for (index, line) in lines.iter().enumerate() {
        let Some((id, value)) = line.split_once(" =") else {
            continue;
        };
        let is_id = id.starts_with(|c: char| c.is_ascii_lowercase())
            && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !is_id {
            continue;
        }
        let continued = lines.get(index + 1).is_some_and(|next| next.starts_with(' ') && !next.trim().is_empty());
        if found.insert(id, !value.trim().is_empty() || continued).is_some() {
            problems.push(format!("{id} is given twice"));
        }
    }
    let wanted = message_ids(file);
    for (id, optional) in &wanted {
        match found.get(id.as_str()) {
            None if !optional => problems.push(format!("{id} is missing")),
            Some(false) => problems.push(format!("{id} has no words")),
            _ => {}
        }
    }
    for id in found.keys() {
        if !wanted.iter().any(|(wanted, _)| wanted == id) {
            problems.push(format!("{id} is for no lesson or step"));
        }
    }
    problems
}

/// When a step is done, checked after each of the player's moves.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum Goal {
    /// One of these moves was played.
    Play(Vec<String>),
    /// The moved piece (or ring) arrived on this square.
    Reach(String),
    /// The move took an enemy piece.
    Take,
    /// The game is over and the player has won it.
    Win,
    /// The player's count (the game's `points`) reached this many.
    Points(u32),
}

/// The goal as one short text, the way the page hands it to the wasm
/// (cheaper there than a deserializer): `play:a1a4,e1e4`, `reach:e5`,
/// `take`, `win`, `points:4`.
impl std::str::FromStr for Goal {
    type Err = Error;

    fn from_str(text: &str) -> Result<Goal, Error> {
        let bad = || Error::BadArgument {
            what: "goal",
            why: format!(
                "'{}' is not play:<moves>, reach:<square>, take, win or points:<count>",
                text.chars().take(40).collect::<String>()
            ),
        };
        match text.split_once(':') {
            None if text == "take" => Ok(Goal::Take),
            None if text == "win" => Ok(Goal::Win),
            Some(("play", moves)) if !moves.is_empty() => Ok(Goal::Play(moves.split(',').map(String::from).collect())),
            Some(("reach", square)) if !square.is_empty() => Ok(Goal::Reach(square.to_string())),
            Some(("points", count)) => count.parse().map(Goal::Points).map_err(|_| bad()),
            _ => Err(bad()),
        }
    }
}

impl Goal {
    /// Whether `mv`, played by the side to move in `before` and leading to
    /// `after`, meets the goal.
    pub fn met_by<G: Game>(&self, before: &G, mv: G::Move, after: &G) -> bool {
        let player = before.to_move();
        match self {
            Goal::Play(moves) => moves.contains(&before.format_move(mv)),
            Goal::Reach(square) => {
                before.move_squares(mv).1.is_some_and(|to| before.square_name(to) == *square)
            }
            Goal::Take => before.captures(mv),
            Goal::Win => after.outcome().is_some_and(|outcome| outcome.winner == Some(player)),
            Goal::Points(target) => after.points(player).is_some_and(|points| points >= *target),
        }
    }

    /// Whether the last move played in `record` met the goal.
    pub fn met_in<G: Game>(&self, record: &Record<G>) -> bool {
        let Some(mv) = record.last_move() else {
            return false;
        };
        let before = &record.positions()[record.ply() - 1];
        self.met_by(before, mv, record.current())
    }
}

/// Checks every step of a game's lessons: its link opens, its allowed moves
/// and scripted replies are legal where they are played, and its solution
/// meets its goal within the moves it allows. Returns each problem found, as
/// `lesson id, step n: what is wrong`.
pub fn check_lessons(file: &LessonFile) -> Vec<String> {
    let mut problems = Vec::new();
    let mut ids = Vec::new();
    for lesson in &file.lessons {
        if ids.contains(&lesson.id) {
            problems.push(format!("{}: the lesson id is used twice", lesson.id));
        }
        ids.push(lesson.id.clone());
        if lesson.steps.is_empty() {
            problems.push(format!("{}: the lesson has no step", lesson.id));
        }
        for (number, step) in lesson.steps.iter().enumerate() {
            if let Err(why) = check_step(&file.game, step) {
                problems.push(format!("{}, step {}: {why}", lesson.id, number + 1));
            }
        }
    }
    problems
}

/// Checks one step of a lesson of `game`.
pub fn check_step(game: &str, step: &Step) -> Result<(), String> {
    let (id, query) = split_link(&step.link).map_err(|error| error.to_string())?;
    if id != game {
        return Err(format!("the link is of '{id}', not of '{game}'"));
    }
    games::visit(id, StepCheck { query, step })
        .map_err(|error| error.to_string())
        .and_then(|checked| checked)
}

struct StepCheck<'a> {
    query: &'a str,
    step: &'a Step,
}

impl GameVisitor for StepCheck<'_> {
    type Output = Result<(), String>;

    fn visit<G: crate::ai::Evaluate + 'static>(self) -> Self::Output {
        let step = self.step;
        let mut record: Record<G> = record_from_query(self.query).map_err(|error| error.to_string())?;
        if let Some(outcome) = record.outcome() {
            return Err(format!("the game is already over ({})", outcome.describe(&G::INFO)));
        }
        let start = record.current().clone();
        let player = start.to_move();
        let legal_here = |game: &G, notation: &str| -> Result<G::Move, String> {
            game.parse_legal_move(notation).map_err(|error| error.to_string())
        };
        for notation in step.allowed.iter().flatten() {
            legal_here(&start, notation).map_err(|why| format!("allowed move: {why}"))?;
        }
        if let Goal::Play(moves) = &step.success {
            for notation in moves {
                legal_here(&start, notation).map_err(|why| format!("goal move: {why}"))?;
            }
        }
        if let Goal::Reach(square) = &step.success {
            check_square_name(square)?;
        }
        for name in step.arrows.iter().flatten().chain(&step.marks) {
            check_square_name(name)?;
        }
        if step.solution.is_empty() || step.solution.len() > step.moves as usize {
            return Err(format!(
                "the solution has {} moves; a step takes 1 to {} (its `moves`)",
                step.solution.len(),
                step.moves
            ));
        }
        for (index, notation) in step.solution.iter().enumerate() {
            if record.current().to_move() != player {
                return Err(format!("solution move {}: it is not the player's turn", index + 1));
            }
            if step.allowed.as_ref().is_some_and(|allowed| !allowed.contains(notation)) {
                return Err(format!("solution move {notation} is not among the allowed moves"));
            }
            record
                .play_notation(notation)
                .map_err(|error| format!("solution move {}: {error}", index + 1))?;
            let last = index + 1 == step.solution.len();
            match (step.success.met_in(&record), last) {
                (true, true) => return Ok(()),
                (true, false) => return Err(format!("the goal is met already by solution move {}", index + 1)),
                (false, true) => return Err("the solution does not meet the goal".into()),
                (false, false) => {}
            }
            let reply = step
                .replies
                .get(notation.as_str())
                .or_else(|| step.replies.get("*"))
                .ok_or_else(|| format!("no scripted reply to solution move {notation}"))?;
            record
                .play_notation(reply)
                .map_err(|error| format!("reply to {notation}: {error}"))?;
        }
        unreachable!("the loop returns at the solution's last move")
    }
}

/// Checks that `name` is written as a square (`e4`, `c0`, `p9`).
fn check_square_name(name: &str) -> Result<(), String> {
    match crate::coords::take_square(name) {
        Some((_, _, "")) => Ok(()),
        _ => Err(format!("'{name}' is not a square name")),
    }
}
