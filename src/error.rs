use std::fmt;

use crate::message;
use crate::message::{Arg, Message};

/// Everything that can be wrong with input from a user, a URL or a file.
/// Messages are one line and name the problem, in English (the CLI's); the
/// site words an error from its message (`error-<code>` in the catalogs) and
/// arguments instead, the details being [`Message`]s too.
#[derive(Clone, PartialEq, Eq)]
pub enum Error {
    UnknownGame { id: String, known: String },
    UnknownOption {
        game: &'static str,
        key: String,
        known: String,
    },
    BadOptionValue {
        key: String,
        value: String,
        expected: Arg,
    },
    MalformedOption(String),
    RepeatedOption(String),
    /// Two options that say the same thing (`size` and `width`): one of them, not both.
    ClashingOptions { key: String, other: String },
    BadPosition(Message),
    BadMoveSyntax { mv: String, why: Message },
    UnclearMove { mv: String, choices: Arg },
    NotUnderstood { mv: String, example: String },
    IllegalMove { mv: String, player: Message },
    GameOver { mv: String, result: Message },
    /// `swap` where the pie rule does not allow it.
    CannotSwap,
    BadLink(Message),
    BadRecord { line: usize, why: Message },
    BadArgument { what: &'static str, why: String },
}

impl Error {
    /// The error as a message of the catalogs (`error-<code>`), with its English.
    pub fn words(&self) -> Message {
        match self {
            Error::UnknownGame { id, known } => {
                message!("error-unknown-game", "unknown game '{id}' (games: {known})", id = id, known = known)
            }
            Error::UnknownOption { game, key, known } => message!(
                "error-unknown-option",
                "unknown option '{key}' for {game} (options: {known})",
                key = key,
                game = *game,
                known = known
            ),
            Error::BadOptionValue { key, value, expected } => message!(
                "error-bad-option-value",
                "bad value '{value}' for option '{key}': expected {expected}",
                value = value,
                key = key,
                expected = expected.clone()
            ),
            Error::MalformedOption(detail) => {
                message!("error-malformed-option", "malformed option '{detail}': expected key=value", detail = detail)
            }
            Error::RepeatedOption(detail) => {
                message!("error-repeated-option", "option '{detail}' is given twice", detail = detail)
            }
            Error::ClashingOptions { key, other } => message!(
                "error-clashing-options",
                "options '{key}' and '{other}' say the same thing: give one of them",
                key = key,
                other = other
            ),
            Error::BadPosition(detail) => message!("error-bad-position", "bad position: {detail}", detail = detail.clone()),
            Error::BadMoveSyntax { mv, why } => {
                message!("error-bad-move-syntax", "bad move '{mv}': {why}", mv = mv, why = why.clone())
            }
            Error::UnclearMove { mv, choices } => message!(
                "error-unclear-move",
                "which move is meant by '{mv}': {choices}?",
                mv = mv,
                choices = choices.clone()
            ),
            Error::NotUnderstood { mv, example } => message!(
                "error-not-understood",
                "'{mv}' is not understood as a move: type one like {example}",
                mv = mv,
                example = example
            ),
            Error::IllegalMove { mv, player } => {
                message!("error-illegal-move", "illegal move '{mv}' for {player}", mv = mv, player = player.clone())
            }
            Error::GameOver { mv, result } => message!(
                "error-game-over",
                "move '{mv}' comes after the end of the game ({result})",
                mv = mv,
                result = result.clone()
            ),
            Error::CannotSwap => message!(
                "error-cannot-swap",
                "swap is possible only as the answer to the first move, with the pie rule (pie=1)"
            ),
            Error::BadLink(detail) => message!("error-bad-link", "bad link: {detail}", detail = detail.clone()),
            Error::BadRecord { line, why } => {
                message!("error-bad-record", "bad record, line {line}: {why}", line = *line, why = why.clone())
            }
            Error::BadArgument { what, why } => message!("error-bad-argument", "bad {what}: {why}", what = *what, why = why),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.words())
    }
}

/// Its message, as the CLI says it: what a failed test shows. (A derived
/// Debug would put the escaping of strings into the browser's wasm.)
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.words())
    }
}

impl std::error::Error for Error {}
