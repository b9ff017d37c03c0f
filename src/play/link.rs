//! A whole game as the text of a link's hash:
//! `double-ring?rule=skip2&size=9&moves=e5e7,c3c5`.
//!
//! After the game id come the variant options, then optionally
//! `position=` (a start other than the variant's, percent-encoded),
//! `moves=` (comma-separated notations) and `at=` (how many of the moves are
//! played, when some were taken back) and `resigned=first|second` (who
//! resigned after the last move). In a match by link, `takeback=asked` says
//! that the last move's player asks to take it back, and `takeback=granted`
//! that the friend agreed and the move is gone. `vs=computer&level=3&human=first` after
//! the variant says the computer plays one side, `vs=link&match=..&host=first`
//! that two friends play it by sending links; `flip=1` that the board is
//! shown turned round. Everything here is untrusted: any
//! text gives either a record or an error, never a panic.

use serde::Serialize;
use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

use crate::error::Error;
use crate::message;
use crate::message::Message;
use crate::game::{Game, Player};
use crate::play::opponent::Versus;
use crate::play::pie::{read_rules, SWAP};
use crate::play::record::{Record, Takeback};
use crate::variant::Settings;

/// Longer links are refused before any work is done on them.
pub const MAX_LINK_LENGTH: usize = 20_000;

/// What is escaped in a value: everything but letters, digits and `-_.~/,`.
const VALUE_ESCAPES: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'&')
    .add(b'+')
    .add(b'<')
    .add(b'>')
    .add(b'=')
    .add(b'?')
    .add(b'`')
    .add(b'\'')
    .add(b'{')
    .add(b'}')
    .add(b'|')
    .add(b'\\')
    .add(b'^')
    .add(b'[')
    .add(b']');

/// Splits a hash (with or without its `#`) into the game id and the rest.
pub fn split_link(hash: &str) -> Result<(&str, &str), Error> {
    if hash.len() > MAX_LINK_LENGTH {
        return Err(Error::BadLink(message!(
            "detail-link-too-long",
            "it is {length} characters long; at most {most} are read",
            length = hash.len(),
            most = MAX_LINK_LENGTH
        )));
    }
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let (game, query) = hash.split_once('?').unwrap_or((hash, ""));
    if game.is_empty() {
        return Err(Error::BadLink(message!("detail-link-no-game", "it names no game")));
    }
    Ok((game, query))
}

fn decode(value: &str) -> Result<String, Error> {
    percent_decode_str(&value.replace('+', " "))
        .decode_utf8()
        .map(|text| text.into_owned())
        .map_err(|_| {
            Error::BadLink(message!(
                "detail-link-encoding",
                "'{text}' is not valid percent-encoded UTF-8",
                text = shorten(value)
            ))
        })
}

fn encode(value: &str) -> String {
    utf8_percent_encode(value, VALUE_ESCAPES).to_string()
}

fn shorten(text: &str) -> String {
    let short: String = text.chars().take(40).collect();
    if short.len() < text.len() {
        format!("{short}...")
    } else {
        short
    }
}

/// Rebuilds the game a link's query describes.
pub fn record_from_query<G: Game>(query: &str) -> Result<Record<G>, Error> {
    read_query(query, false).map(|(record, _)| record)
}

/// A move of a link that could not be played: its number (from 1), its text
/// and why it was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RefusedMove {
    pub number: usize,
    pub notation: String,
    pub why: Message,
}

/// Rebuilds a link's game as far as its moves are legal: the first move that
/// cannot be played ends it (that move and those after it are dropped, with
/// `resigned=` and an `at=` beyond the moves kept), and is returned with the
/// record. Anything else wrong in the link is an error, as with
/// `record_from_query`.
pub fn record_from_query_lenient<G: Game>(
    query: &str,
) -> Result<(Record<G>, Option<RefusedMove>), Error> {
    read_query(query, true)
}

fn read_query<G: Game>(
    query: &str,
    lenient: bool,
) -> Result<(Record<G>, Option<RefusedMove>), Error> {
    let mut raw = Settings::parse(query, '&')?;
    let versus = Versus::take(&mut raw)?;
    let flipped = take_switch(&mut raw, "flip")?;
    let analysing = take_switch(&mut raw, "analyse")?;
    let mut options = Settings::default();
    let (mut position, mut moves, mut at, mut resigned, mut takeback) = (None, None, None, None, None);
    for (key, value) in raw.0 {
        let value = decode(&value)?;
        match key.as_str() {
            "position" => position = Some(value),
            "moves" => moves = Some(value),
            "at" => at = Some(value),
            "resigned" => resigned = Some(value),
            "takeback" => takeback = Some(value),
            _ => options.0.push((key, value)),
        }
    }
    let (variant, pie) = read_rules::<G>(&options)?;
    let mut record = match position {
        Some(position) => Record::from_position(&variant, &position)?,
        None => Record::new(&variant),
    };
    record.set_pie(pie);
    record.set_versus(versus);
    record.set_flipped(flipped);
    record.set_analysing(analysing);
    let mut refused = None;
    for (number, notation) in moves.iter().flat_map(|moves| moves.split(',')).enumerate() {
        if let Err(error) = record.play_step(notation) {
            if !lenient {
                return Err(Error::BadLink(message!(
                    "detail-link-move",
                    "move {number}: {error}",
                    number = number + 1,
                    error = error.words()
                )));
            }
            refused = Some(RefusedMove {
                number: number + 1,
                notation: shorten(notation),
                why: error.words(),
            });
            break;
        }
    }
    if refused.is_some() {
        // The game ends before the refused move: what came after it is gone.
        resigned = None;
        takeback = None;
        at = at.filter(|at| {
            at.parse::<usize>()
                .is_ok_and(|ply| ply <= record.moves().len())
        });
    }
    if let Some(resigned) = resigned {
        let player = Player::from_key(&resigned).ok_or_else(|| {
            Error::BadLink(message!(
                "detail-link-resigned",
                "resigned={text} names no player: expected first or second",
                text = shorten(&resigned)
            ))
        })?;
        record
            .resign(player)
            .map_err(|_| {
                Error::BadLink(message!(
                    "detail-link-resigned-after-end",
                    "resigned= comes after the end of the game"
                ))
            })?;
    }
    if let Some(takeback) = takeback {
        let takeback = Takeback::from_key(&takeback).ok_or_else(|| {
            Error::BadLink(message!(
                "detail-link-takeback",
                "takeback={text} is neither asked nor granted",
                text = shorten(&takeback)
            ))
        })?;
        if !record.set_takeback(takeback) {
            return Err(Error::BadLink(message!(
                "detail-link-takeback-here",
                "takeback= belongs to a match by link, after a move and before any resignation"
            )));
        }
    }
    if let Some(at) = at {
        at.parse::<usize>()
            .ok()
            .filter(|&ply| record.go_to(ply))
            .ok_or_else(|| {
                Error::BadLink(message!(
                    "detail-link-at",
                    "at={text} is not a move number from 0 to {most}",
                    text = shorten(&at),
                    most = record.moves().len()
                ))
            })?;
    }
    Ok((record, refused))
}

/// Takes a switch of the page's view out of a link's settings: `flip=1`
/// (the board turned round) or `analyse=1` (the analysis board).
fn take_switch(settings: &mut Settings, name: &str) -> Result<bool, Error> {
    let Some(index) = settings.0.iter().position(|(key, _)| key == name) else {
        return Ok(false);
    };
    match settings.0.remove(index).1.as_str() {
        "1" => Ok(true),
        other => Err(Error::BadOptionValue {
            key: name.into(),
            value: shorten(other),
            expected: "1".into(),
        }),
    }
}

/// The link hash (without `#`) that `record_from_query` reads back into this game.
pub fn link<G: Game>(record: &Record<G>) -> String {
    write_link(record, LinkOf::Game)
}

/// Which link of a game to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkOf {
    /// The game as it is shown: every move, where the players are in them,
    /// the board turned round or not, the analysis board or not.
    Game,
    /// The same, with every move played (no `at=`).
    Whole,
    /// What is sent to a friend: the whole game, to be seen their own way
    /// (no `at=`, `flip=1` or `analyse=1`).
    Shared,
    /// This position and its moves on the analysis board, played freely by
    /// both sides (no computer and no match by link).
    Analysis,
    /// The same game and variant from its start.
    Blank,
}

/// One of a game's links (see [`LinkOf`]).
pub fn write_link<G: Game>(record: &Record<G>, which: LinkOf) -> String {
    let [link] = write_links(record, [which]);
    link
}

/// Several of a game's links, its moves written once for all of them.
pub fn write_links<G: Game, const N: usize>(record: &Record<G>, which: [LinkOf; N]) -> [String; N] {
    let moves = record.steps().join(",");
    which.map(|which| write_with_moves(record, which, &moves))
}

fn write_with_moves<G: Game>(record: &Record<G>, which: LinkOf, moves: &str) -> String {
    let mut query = record.rules_settings();
    if which == LinkOf::Blank {
        return format!("{}?{}", G::INFO.id, query.join('&'));
    }
    if which != LinkOf::Analysis {
        record.versus().write(&mut query);
    }
    if record.flipped() && which != LinkOf::Shared {
        query.push("flip", 1);
    }
    if record.has_custom_start() {
        query.push("position", encode(&record.start().position()));
    }
    if !moves.is_empty() {
        query.push("moves", moves);
    }
    if let Some(player) = record.resigned() {
        query.push("resigned", player.key());
    }
    if let Some(takeback) = record.takeback().filter(|_| which != LinkOf::Analysis) {
        query.push("takeback", takeback.key());
    }
    if record.ply() < record.moves().len() && matches!(which, LinkOf::Game | LinkOf::Analysis) {
        query.push("at", record.ply());
    }
    if (record.analysing() && matches!(which, LinkOf::Game | LinkOf::Whole)) || which == LinkOf::Analysis {
        query.push("analyse", 1);
    }
    format!("{}?{}", G::INFO.id, query.join('&'))
}

/// How a link stands to the game kept here (a match by link's next link).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Relation {
    /// The same game at the same move.
    Same,
    /// It continues the kept game: its moves extend the kept moves (or the
    /// friend resigned after them).
    Ahead,
    /// An older point of the same game: the kept moves extend its moves (or
    /// a resignation ended the kept game after them).
    Behind,
    /// Another line, or another game.
    Apart,
}

/// A link weighed against the game kept here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Comparison {
    pub relation: Relation,
    /// How many moves the two share from the start (the pie rule's swap is no move).
    pub at: usize,
    /// The steps the arriving link adds to the kept game (moves, and the swap).
    pub added: Vec<String>,
}

/// How the `arriving` link stands to the `kept` one: same game (its id, its
/// variant and its opponent, whatever the order of the settings), with the
/// moves compared; `at=`, `flip=1` and `analyse=1` are how it is seen, and
/// `takeback=` a question about it (the snapshot's), not the game. A link that does not read is apart from every other.
pub fn compare_links(kept: &str, arriving: &str) -> Comparison {
    let apart = |at| Comparison {
        relation: Relation::Apart,
        at,
        added: Vec::new(),
    };
    let (Ok(a), Ok(b)) = (LinkParts::read(kept), LinkParts::read(arriving)) else {
        return apart(0);
    };
    if a.game != b.game {
        return apart(0);
    }
    let shared = a.moves.iter().zip(&b.moves).take_while(|(x, y)| x == y).count();
    // `at` counts moves: the pie rule's swap is none.
    let shared_moves = a.moves[..shared].iter().filter(|step| *step != SWAP).count();
    let relation = if shared == a.moves.len() && shared == b.moves.len() {
        match (&a.resigned, &b.resigned) {
            (x, y) if x == y => Relation::Same,
            (None, Some(_)) => Relation::Ahead,
            (Some(_), None) => Relation::Behind,
            _ => Relation::Apart,
        }
    } else if shared == a.moves.len() && a.resigned.is_none() {
        Relation::Ahead
    } else if shared == b.moves.len() && b.resigned.is_none() {
        Relation::Behind
    } else {
        Relation::Apart
    };
    Comparison {
        relation,
        at: shared_moves,
        added: match relation {
            Relation::Ahead => b.moves[shared..].to_vec(),
            _ => Vec::new(),
        },
    }
}

/// A link's game (its id and every setting that makes it that game, sorted)
/// apart from its moves and who resigned.
struct LinkParts {
    game: Vec<(String, String)>,
    moves: Vec<String>,
    resigned: Option<String>,
}

impl LinkParts {
    fn read(hash: &str) -> Result<LinkParts, Error> {
        let (game, query) = split_link(hash)?;
        let mut parts = LinkParts {
            game: vec![(String::new(), game.to_string())],
            moves: Vec::new(),
            resigned: None,
        };
        for (key, value) in Settings::parse(query, '&')?.0 {
            let value = decode(&value)?;
            match key.as_str() {
                "moves" => parts.moves = value.split(',').map(str::to_string).collect(),
                "resigned" => parts.resigned = Some(value),
                "at" | "flip" | "analyse" | "takeback" => {}
                _ => parts.game.push((key, value)),
            }
        }
        parts.game.sort();
        Ok(parts)
    }
}
