use serde::Serialize;
use thiserror::Error;

/// Everything that can be wrong with input from a user, a URL or a file.
/// Messages are one line and name the problem, in English (the CLI's); the
/// site words an error from its code and arguments, as it serializes:
/// `{"code": "illegal-move", "args": {"mv": "e2e5", "player": "White"}}`.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "code", content = "args", rename_all = "kebab-case")]
pub enum Error {
    #[error("unknown game '{id}' (games: {known})")]
    UnknownGame { id: String, known: String },
    #[error("unknown option '{key}' for {game} (options: {known})")]
    UnknownOption {
        game: &'static str,
        key: String,
        known: String,
    },
    #[error("bad value '{value}' for option '{key}': expected {expected}")]
    BadOptionValue {
        key: String,
        value: String,
        expected: String,
    },
    #[error("malformed option '{0}': expected key=value")]
    MalformedOption(String),
    #[error("option '{0}' is given twice")]
    RepeatedOption(String),
    #[error("bad position: {0}")]
    BadPosition(String),
    #[error("bad move '{mv}': {why}")]
    BadMoveSyntax { mv: String, why: String },
    #[error("which move is meant by '{mv}': {choices}?")]
    UnclearMove { mv: String, choices: String },
    #[error("'{mv}' is not understood as a move: type one like {example}")]
    NotUnderstood { mv: String, example: String },
    #[error("illegal move '{mv}' for {player}")]
    IllegalMove { mv: String, player: &'static str },
    #[error("move '{mv}' comes after the end of the game ({result})")]
    GameOver { mv: String, result: String },
    #[error("bad link: {0}")]
    BadLink(String),
    #[error("bad record, line {line}: {why}")]
    BadRecord { line: usize, why: String },
    #[error("bad {what}: {why}")]
    BadArgument { what: &'static str, why: String },
}
