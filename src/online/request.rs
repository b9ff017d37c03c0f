//! The API's requests, parsed and checked before anything is done with them.
//! Everything here comes from outside: a wrong body gets a clear
//! [`ApiError`] (400 for what is not JSON, 422 for JSON that does not say
//! something the API can do), and never a panic.

use serde::de::DeserializeOwned;
use serde::Deserialize;

use super::clock::ClockSpec;
use super::error::ApiError;
use super::table::OfferKind;

/// The longest display name, in characters.
pub const NAME_MAX_CHARS: usize = 30;
/// A name given as nothing.
pub const ANONYMOUS: &str = "Anonymous";
/// The longest move notation the API reads.
const MOVE_MAX_CHARS: usize = 32;
const MESSAGE_MAX_CHARS: usize = 200;

/// The side the creator of a game takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideChoice {
    First,
    Second,
    Random,
}

/// `POST /api/games`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameRequest {
    pub game: String,
    pub variant: String,
    pub side: SideChoice,
    pub clock: Option<ClockSpec>,
    pub public: bool,
    pub name: String,
}

/// `POST /api/games/<id>/join`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinRequest {
    pub name: String,
}

/// `POST /api/games/<id>/moves`: the move in the engine's notation, and
/// optionally how many moves the game had when it was made, so that a move
/// sent twice (after a dropped connection) is played once.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    #[serde(rename = "move")]
    pub notation: String,
    #[serde(default)]
    pub ply: Option<usize>,
}

/// `POST /api/games/<id>/offers`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OfferRequest {
    pub offer: OfferKind,
}

/// `POST /api/games/<id>/answer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnswerRequest {
    pub offer: OfferKind,
    pub accept: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawNewGame {
    game: String,
    #[serde(default)]
    variant: String,
    #[serde(default)]
    side: Option<String>,
    #[serde(default)]
    clock: Option<RawClock>,
    #[serde(default)]
    public: bool,
    #[serde(default)]
    name: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClock {
    minutes: Option<u32>,
    seconds: Option<u32>,
    increment: Option<u32>,
    days: Option<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawJoin {
    #[serde(default)]
    name: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOffer {
    offer: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAnswer {
    offer: String,
    accept: bool,
}

/// Reads a JSON body: 400 when it is not JSON, 422 when its fields are wrong.
fn parse_json<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::bad_request("bad-json", "the request has no body: expected a JSON object"));
    }
    serde_json::from_slice(body).map_err(|error| {
        let message = shorten(&error.to_string());
        match error.classify() {
            serde_json::error::Category::Data => ApiError::unprocessable("bad-request", message),
            _ => ApiError::bad_request("bad-json", format!("the body is not JSON: {message}")),
        }
    })
}

fn shorten(text: &str) -> String {
    let mut short: String = text.chars().take(MESSAGE_MAX_CHARS).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    short
}

impl NewGameRequest {
    pub fn parse(body: &[u8]) -> Result<NewGameRequest, ApiError> {
        let raw: RawNewGame = parse_json(body)?;
        let side = match raw.side.as_deref() {
            None | Some("random") => SideChoice::Random,
            Some("first") => SideChoice::First,
            Some("second") => SideChoice::Second,
            Some(other) => {
                return Err(ApiError::unprocessable(
                    "bad-side",
                    format!("unknown side '{}': expected first, second or random", shorten(other)),
                ))
            }
        };
        if raw.game.len() > 40 || raw.variant.len() > 200 {
            return Err(ApiError::unprocessable("bad-request", "the game or variant is too long"));
        }
        Ok(NewGameRequest {
            game: raw.game,
            variant: raw.variant,
            side,
            clock: raw.clock.map(RawClock::check).transpose()?,
            public: raw.public,
            name: display_name(raw.name.as_deref())?,
        })
    }
}

impl RawClock {
    fn check(self) -> Result<ClockSpec, ApiError> {
        let bad = |why: &str| ApiError::unprocessable("bad-clock", why.to_string());
        let increment = self.increment.unwrap_or(0);
        if increment > 180 {
            return Err(bad("the increment is at most 180 seconds"));
        }
        match (self.minutes, self.seconds, self.days) {
            (Some(minutes), None, None) if (1..=180).contains(&minutes) => Ok(ClockSpec::Live {
                initial_ms: i64::from(minutes) * 60_000,
                increment_ms: i64::from(increment) * 1000,
            }),
            (Some(_), None, None) => Err(bad("a live clock has 1 to 180 minutes")),
            (None, Some(seconds), None) if (1..=10_800).contains(&seconds) => Ok(ClockSpec::Live {
                initial_ms: i64::from(seconds) * 1000,
                increment_ms: i64::from(increment) * 1000,
            }),
            (None, Some(_), None) => Err(bad("a live clock has 1 to 10800 seconds")),
            (None, None, Some(days)) if self.increment.is_some() => {
                Err(bad(&format!("a correspondence clock of {days} days has no increment")))
            }
            (None, None, Some(days)) if (1..=14).contains(&days) => Ok(ClockSpec::Correspondence { days: i64::from(days) }),
            (None, None, Some(_)) => Err(bad("a correspondence clock has 1 to 14 days a move")),
            _ => Err(bad("a clock is {\"minutes\", \"increment\"}, {\"seconds\", \"increment\"} or {\"days\"}")),
        }
    }
}

impl JoinRequest {
    /// An empty body joins under the anonymous name.
    pub fn parse(body: &[u8]) -> Result<JoinRequest, ApiError> {
        if body.iter().all(u8::is_ascii_whitespace) {
            return Ok(JoinRequest { name: ANONYMOUS.to_string() });
        }
        let raw: RawJoin = parse_json(body)?;
        Ok(JoinRequest {
            name: display_name(raw.name.as_deref())?,
        })
    }
}

impl MoveRequest {
    pub fn parse(body: &[u8]) -> Result<MoveRequest, ApiError> {
        let request: MoveRequest = parse_json(body)?;
        let notation = request.notation.trim();
        if notation.is_empty() {
            return Err(ApiError::unprocessable("bad-move-syntax", "the move is empty"));
        }
        if notation.chars().count() > MOVE_MAX_CHARS || notation.chars().any(char::is_control) {
            return Err(ApiError::unprocessable(
                "bad-move-syntax",
                format!("'{}' is not a move", shorten(&notation.escape_default().to_string())),
            ));
        }
        Ok(MoveRequest {
            notation: notation.to_string(),
            ply: request.ply,
        })
    }
}

impl OfferRequest {
    pub fn parse(body: &[u8]) -> Result<OfferRequest, ApiError> {
        let raw: RawOffer = parse_json(body)?;
        Ok(OfferRequest {
            offer: OfferKind::parse(&raw.offer)?,
        })
    }
}

impl AnswerRequest {
    pub fn parse(body: &[u8]) -> Result<AnswerRequest, ApiError> {
        let raw: RawAnswer = parse_json(body)?;
        Ok(AnswerRequest {
            offer: OfferKind::parse(&raw.offer)?,
            accept: raw.accept,
        })
    }
}

/// A player's display name: trimmed, inner spaces made one, at most
/// [`NAME_MAX_CHARS`], and nothing invisible or controlling (no bidi
/// overrides, no zero-width characters). Nothing given is "Anonymous".
pub fn display_name(raw: Option<&str>) -> Result<String, ApiError> {
    let raw = raw.unwrap_or("");
    if raw.chars().any(|c| c.is_control() || is_invisible(c)) {
        return Err(ApiError::unprocessable(
            "bad-name",
            "a name cannot hold control or invisible characters",
        ));
    }
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.chars().count() > NAME_MAX_CHARS {
        return Err(ApiError::unprocessable(
            "bad-name",
            format!("a name has at most {NAME_MAX_CHARS} characters"),
        ));
    }
    Ok(if name.is_empty() { ANONYMOUS.to_string() } else { name })
}

fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{FFA0}'
        | '\u{FFF0}'..='\u{FFFB}' | '\u{E0000}'..='\u{E0FFF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_game_is_read_with_its_clock() {
        let request = NewGameRequest::parse(
            br#"{"game":"chess","side":"first","clock":{"minutes":3,"increment":2},"public":true,"name":"  Ada   L "}"#,
        )
        .unwrap();
        assert_eq!(
            request,
            NewGameRequest {
                game: "chess".into(),
                variant: String::new(),
                side: SideChoice::First,
                clock: Some(ClockSpec::Live {
                    initial_ms: 180_000,
                    increment_ms: 2_000
                }),
                public: true,
                name: "Ada L".into(),
            }
        );
    }

    #[test]
    fn bad_bodies_get_clear_errors() {
        let error = |body: &[u8]| NewGameRequest::parse(body).unwrap_err();
        assert_eq!(error(b"").status, 400);
        assert_eq!(error(b"{\"game\":").code, "bad-json");
        assert_eq!(error(b"[1,2]").status, 422);
        assert_eq!(
            error(br#"{"game":"chess","colour":"white"}"#).message,
            "unknown field `colour`, expected one of `game`, `variant`, `side`, `clock`, `public`, `name` at line 1 column 24"
        );
        assert_eq!(error(br#"{"game":"chess","side":"left"}"#).message, "unknown side 'left': expected first, second or random");
        assert_eq!(
            error(br#"{"game":"chess","clock":{"days":3,"increment":5}}"#).message,
            "a correspondence clock of 3 days has no increment"
        );
        assert_eq!(error(br#"{"game":"chess","clock":{"minutes":0}}"#).message, "a live clock has 1 to 180 minutes");
        assert_eq!(error(br#"{"game":"chess","clock":{}}"#).code, "bad-clock");
    }

    #[test]
    fn names_are_checked() {
        assert_eq!(display_name(None).unwrap(), "Anonymous");
        assert_eq!(display_name(Some("  ")).unwrap(), "Anonymous");
        assert_eq!(display_name(Some("名人  Ω")).unwrap(), "名人 Ω");
        assert_eq!(display_name(Some(&"x".repeat(31))).unwrap_err().message, "a name has at most 30 characters");
        assert_eq!(display_name(Some("evil\u{202E}gnp")).unwrap_err().code, "bad-name");
        assert_eq!(display_name(Some("a\nb")).unwrap_err().code, "bad-name");
    }

    #[test]
    fn moves_and_offers_are_read() {
        assert_eq!(
            MoveRequest::parse(br#"{"move":" e2e4 ","ply":0}"#).unwrap(),
            MoveRequest { notation: "e2e4".into(), ply: Some(0) }
        );
        assert_eq!(MoveRequest::parse(br#"{"move":""}"#).unwrap_err().message, "the move is empty");
        assert_eq!(MoveRequest::parse(br#"{"move":7}"#).unwrap_err().status, 422);
        assert_eq!(OfferRequest::parse(br#"{"offer":"draw"}"#).unwrap().offer, OfferKind::Draw);
        assert_eq!(
            OfferRequest::parse(br#"{"offer":"peace"}"#).unwrap_err().message,
            "unknown offer 'peace': expected draw, takeback or rematch"
        );
        assert_eq!(JoinRequest::parse(b"").unwrap().name, "Anonymous");
    }
}
