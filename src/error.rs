use thiserror::Error;

/// Everything that can be wrong with input from a user, a URL or a file.
/// Messages are one line and name the problem, in English (the CLI's); the
/// site words an error from its `code` and `args` instead.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
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

impl Error {
    /// What kind of error this is, as the site's catalogs name it (`error-<code>`).
    pub fn code(&self) -> &'static str {
        match self {
            Error::UnknownGame { .. } => "unknown-game",
            Error::UnknownOption { .. } => "unknown-option",
            Error::BadOptionValue { .. } => "bad-option-value",
            Error::MalformedOption(_) => "malformed-option",
            Error::RepeatedOption(_) => "repeated-option",
            Error::BadPosition(_) => "bad-position",
            Error::BadMoveSyntax { .. } => "bad-move-syntax",
            Error::UnclearMove { .. } => "unclear-move",
            Error::NotUnderstood { .. } => "not-understood",
            Error::IllegalMove { .. } => "illegal-move",
            Error::GameOver { .. } => "game-over",
            Error::BadLink(_) => "bad-link",
            Error::BadRecord { .. } => "bad-record",
            Error::BadArgument { .. } => "bad-argument",
        }
    }

    /// The details the message names, by the names the catalogs give them.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            Error::UnknownGame { id, known } => vec![("id", id.clone()), ("known", known.clone())],
            Error::UnknownOption { game, key, known } => {
                vec![
                    ("game", game.to_string()),
                    ("key", key.clone()),
                    ("known", known.clone()),
                ]
            }
            Error::BadOptionValue {
                key,
                value,
                expected,
            } => {
                vec![
                    ("key", key.clone()),
                    ("value", value.clone()),
                    ("expected", expected.clone()),
                ]
            }
            Error::MalformedOption(detail)
            | Error::RepeatedOption(detail)
            | Error::BadPosition(detail)
            | Error::BadLink(detail) => vec![("detail", detail.clone())],
            Error::BadMoveSyntax { mv, why } => vec![("mv", mv.clone()), ("why", why.clone())],
            Error::UnclearMove { mv, choices } => {
                vec![("mv", mv.clone()), ("choices", choices.clone())]
            }
            Error::NotUnderstood { mv, example } => {
                vec![("mv", mv.clone()), ("example", example.clone())]
            }
            Error::IllegalMove { mv, player } => {
                vec![("mv", mv.clone()), ("player", player.to_string())]
            }
            Error::GameOver { mv, result } => vec![("mv", mv.clone()), ("result", result.clone())],
            Error::BadRecord { line, why } => {
                vec![("line", line.to_string()), ("why", why.clone())]
            }
            Error::BadArgument { what, why } => {
                vec![("what", what.to_string()), ("why", why.clone())]
            }
        }
    }
}
