//! What the engine tells a person, as the site words it in the player's
//! language: a message of the catalogs (`www/locales/<language>/*.ftl`) by
//! its id, with its arguments, which may be messages themselves. It also
//! carries its English, which the CLI prints and the records keep.
//!
//! [`message!`](crate::message!) gives both as one English template whose
//! `{name}`s are the catalog's `{ $name }`s, filled in only when the English
//! is asked for (so that each message costs the browser's wasm a template,
//! not code of its own); tests/site/engine-messages.test.mjs holds every
//! template to the English catalog's message of the same id, and its names
//! to the arguments given.

use serde::ser::{Serialize, SerializeMap, Serializer};
use std::borrow::Cow;
use std::fmt;

/// A message for a person: a catalog id with its arguments, and its English.
#[derive(Clone, PartialEq, Eq)]
pub struct Message {
    id: Cow<'static, str>,
    english: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// One argument of a message.
#[derive(Clone, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    /// Words of their own ("White", the reason a game ended), worded first.
    Words(Message),
}

impl Message {
    /// A message by its id, its English template and its arguments; see
    /// [`message!`](crate::message!).
    #[inline(never)]
    pub fn new(id: impl Into<Cow<'static, str>>, english: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
        Message {
            id: id.into(),
            english,
            args,
        }
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }
}

/// A message's English, for what asks for a way of wording messages.
pub fn in_english(message: &Message) -> String {
    message.to_string()
}

/// The English: the template with each `{name}` its argument, `{{` and `}}` a brace.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (english, bytes) = (self.english, self.english.as_bytes());
        let (mut written, mut at) = (0, 0);
        while at < bytes.len() {
            let brace = bytes[at];
            if (brace == b'{' || brace == b'}') && bytes.get(at + 1) == Some(&brace) {
                f.write_str(&english[written..=at])?;
                at += 2;
                written = at;
            } else if let Some(length) = (brace == b'{').then(|| bytes[at..].iter().position(|&b| b == b'}')).flatten() {
                f.write_str(&english[written..at])?;
                let name = &english[at + 1..at + length];
                match self.args.iter().find(|(given, _)| *given == name) {
                    Some((_, value)) => fmt::Display::fmt(value, f)?,
                    None => f.write_str(&english[at..=at + length])?,
                }
                at += length + 1;
                written = at;
            } else {
                at += 1;
            }
        }
        f.write_str(&english[written..])
    }
}

/// Its id and its English: what a failed test shows. (A derived Debug would
/// put the formatting of every kind of argument into the browser's wasm.)
impl fmt::Debug for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.id, self)
    }
}

impl fmt::Debug for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Text(text) => f.write_str(text),
            Arg::Number(number) => write!(f, "{number}"),
            Arg::Words(message) => write!(f, "{message}"),
        }
    }
}

/// As the page's `{ id, args }` (www/js/i18n/i18n.js words nested ones
/// first), with the English as `text`.
impl Serialize for Message {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("args", &Args(&self.args))?;
        map.serialize_entry("text", &self.to_string())?;
        map.end()
    }
}

/// The arguments as an object: name -> value.
struct Args<'a>(&'a [(&'static str, Arg)]);

impl Serialize for Args<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Text(text) => serializer.serialize_str(text),
            Arg::Number(number) => serializer.serialize_i64(*number),
            Arg::Words(message) => message.serialize(serializer),
        }
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Words(message)
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    #[inline(never)]
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<&str> for Arg {
    #[inline(never)]
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<char> for Arg {
    #[inline(never)]
    fn from(letter: char) -> Arg {
        Arg::Text(letter.to_string())
    }
}

macro_rules! number_args {
    ($($kind:ty),*) => {
        $(impl From<$kind> for Arg {
            fn from(number: $kind) -> Arg {
                Arg::Number(number as i64)
            }
        })*
    };
}
number_args!(u8, u16, u32, u64, usize, i8, i32, i64);

/// A [`Message`]: `message!("detail-fen-zero", "rank {rank} has an empty count of 0", rank = 3)`.
/// The id names the catalogs' message; the template is its English, each
/// `{name}` an argument given after it (strings, numbers, or messages), `{{`
/// and `}}` braces.
#[macro_export]
macro_rules! message {
    ($id:literal, $english:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::message::Message::new(
            $id,
            $english,
            vec![$((stringify!($name), $crate::message::Arg::from($value))),*],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_keeps_its_english_and_its_arguments() {
        let side = message!("player-chess-first", "White");
        let said = message!("detail-fen-kings", "{colour} has {kings} kings; it must have one", colour = side, kings = 2u32);
        assert_eq!(said.to_string(), "White has 2 kings; it must have one");
        let braces = message!("detail-fen-zero", "{{a}} {rank}} {{ {missing} {rank", rank = 3);
        assert_eq!(braces.to_string(), "{a} 3} { {missing} {rank");
        assert_eq!(said.id(), "detail-fen-kings");
        assert_eq!(said.args()[1], ("kings", Arg::Number(2)));
        assert_eq!(
            serde_json::to_string(&said).unwrap(),
            r#"{"id":"detail-fen-kings","args":{"colour":{"id":"player-chess-first","args":{},"text":"White"},"kings":2},"text":"White has 2 kings; it must have one"}"#
        );
    }
}
