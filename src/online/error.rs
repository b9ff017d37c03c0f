//! What the API answers when a request cannot be done: an HTTP status, a
//! stable code for programs, and a message for people.

use serde::Serialize;

use crate::error::Error;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    pub status: u16,
    pub code: String,
    pub message: String,
}

#[derive(Serialize)]
struct Body<'a> {
    error: Inner<'a>,
}

#[derive(Serialize)]
struct Inner<'a> {
    code: &'a str,
    message: &'a str,
}

impl ApiError {
    pub fn new(status: u16, code: &str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code: code.to_string(),
            message: message.into(),
        }
    }

    /// A request whose body or form is wrong (malformed JSON, say).
    pub fn bad_request(code: &str, message: impl Into<String>) -> ApiError {
        ApiError::new(400, code, message)
    }

    /// A request well formed, but whose content cannot be done.
    pub fn unprocessable(code: &str, message: impl Into<String>) -> ApiError {
        ApiError::new(422, code, message)
    }

    pub fn conflict(code: &str, message: impl Into<String>) -> ApiError {
        ApiError::new(409, code, message)
    }

    pub fn no_game(id: &str) -> ApiError {
        let shown: String = id.chars().filter(|c| c.is_ascii_alphanumeric()).take(16).collect();
        ApiError::new(404, "no-such-game", format!("there is no game '{shown}'"))
    }

    /// The engine's own error: an unknown game or variant, an illegal move.
    pub fn from_engine(error: &Error) -> ApiError {
        let words = error.words();
        let code = words.id().strip_prefix("error-").unwrap_or(words.id()).to_string();
        ApiError {
            status: 422,
            code,
            message: error.to_string(),
        }
    }

    /// `{"error": {"code", "message"}}`.
    pub fn body(&self) -> String {
        serde_json::to_string(&Body {
            error: Inner {
                code: &self.code,
                message: &self.message,
            },
        })
        .unwrap_or_default()
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.status, self.code, self.message)
    }
}
