//! A whole game as a text record in the shape of PGN: tag pairs, then the
//! numbered moves and the result.
//!
//! ```text
//! [Event "Casual game"]
//! [Site "ringboard"]
//! [Date "2026.11.22"]
//! [Round "-"]
//! [White "Human"]
//! [Black "Computer level 3"]
//! [Result "1-0"]
//! [Game "chess"]
//! [Termination "Black resigned"]
//!
//! 1. e4 e5 2. Nf3 Nc6 1-0
//! ```
//!
//! Orthodox chess is standard PGN in SAN, which other chess software reads.
//! DoubleEIGHTEEN-STONEchess writes its moves as its move list shows them too
//! (`Ng3`, a swap `N⇄d3`, a stone line `Sc5-e5`, without the list's space);
//! both read coordinates (`f1g3`) as well. The other games take the same
//! shape with their own notation, a `Game` tag
//! naming the game, `Variant` its options (as in a link), `Position` a start
//! other than the variant's, and `First`/`Second` for the players (chess
//! games keep `White`/`Black`). A record without a `Game` tag is chess, so
//! that PGN from elsewhere opens. Reading is forgiving where PGN readers are
//! (comments, variations, annotations, move numbers, any case of a move as
//! the move box takes it) and exact where it matters: every error names its
//! line.

use crate::ai::review::{Marks, PositionReview};
use crate::ai::{KNOWN_WIN, WIN};
use crate::error::Error;
use crate::message;
use crate::message::Message;
use crate::game::{Game, Player};
use crate::play::opponent::Opponent;
use crate::play::pie::{read_rules, SWAP};
use crate::play::record::Record;
use crate::variant::Settings;

/// Longer records are refused before any work is done on them.
pub const MAX_RECORD_LENGTH: usize = 200_000;

/// What a record says beyond the moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// `YYYY.MM.DD`, or `????.??.??` when unknown.
    pub date: String,
    /// The event, when not a casual game (`Lab: level3 v level3`).
    pub event: Option<String>,
    /// The players' names, when they are not a human and the computer's
    /// level (the lab's agents).
    pub players: Option<[String; 2]>,
}

fn is_chess<G: Game>() -> bool {
    G::INFO.id == "chess"
}

/// Whether a record's moves are written as the move list shows them (SAN and
/// its stone moves), not in the link's coordinates.
fn writes_labels<G: Game>() -> bool {
    matches!(G::INFO.id, "chess" | "double-eighteen-stone")
}

/// The names of the tags that hold the two players.
fn player_tags<G: Game>() -> [&'static str; 2] {
    if G::INFO.players == ["White", "Black"] {
        ["White", "Black"]
    } else {
        ["First", "Second"]
    }
}

/// "Human", or "Computer level 3" for the side the computer plays.
fn player_label(opponent: Option<Opponent>, player: Player) -> String {
    match opponent {
        Some(opponent) if opponent.computer() == Some(player) => {
            format!("Computer level {}", opponent.level.number())
        }
        _ => "Human".into(),
    }
}

fn player_name<G: Game>(header: &Header, record: &Record<G>, player: Player) -> String {
    match &header.players {
        Some(names) => names[player.index()].clone(),
        None => player_label(record.opponent(), player),
    }
}

fn result_token(winner: Option<Option<Player>>) -> &'static str {
    match winner {
        Some(Some(Player::First)) => "1-0",
        Some(Some(Player::Second)) => "0-1",
        Some(None) => "1/2-1/2",
        None => "*",
    }
}

fn quote(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The text record of the game, all its moves (those taken back included).
pub fn write_record<G: Game>(record: &Record<G>, header: &Header) -> String {
    write_with_notes(record, header, &[])
}

/// What a review adds to a move in a record.
struct Note {
    /// `?!`, `?` or `??`.
    suffix: &'static str,
    /// The evaluation after the move, as a comment.
    comment: Option<String>,
}

/// The text record of a reviewed game, as lichess writes an analysed PGN:
/// each move with its mark as a suffix (`Nf6??`) and the evaluation after it
/// in a comment (`{[%eval 0.35]}`). `evaluations[i]` is of the position
/// after `i` moves; moves without one get no comment.
pub fn write_annotated_record<G: Game>(
    record: &Record<G>,
    header: &Header,
    evaluations: &[PositionReview],
    marks: &Marks,
) -> String {
    let notes: Vec<Note> = (1..=record.moves().len())
        .map(|ply| Note {
            suffix: marks
                .moves
                .iter()
                .find(|mark| mark.ply == ply)
                .map_or("", |mark| mark.suffix),
            comment: evaluations
                .get(ply)
                .and_then(eval_text)
                .map(|eval| format!("{{[%eval {eval}]}}")),
        })
        .collect();
    write_with_notes(record, header, &notes)
}

/// An evaluation for the first player as `[%eval]` writes it: pawns (the
/// score in hundredths) `0.35`, a win in n moves `#n` (`#-n` for the second
/// player), a win the solver proved without its distance `1000.00`; `None`
/// once the game is over, where the result says it.
fn eval_text(evaluation: &PositionReview) -> Option<String> {
    evaluation.to_move?;
    let score = evaluation.score;
    let sign = if score < 0 { "-" } else { "" };
    let size = score.unsigned_abs();
    Some(if score.abs() > KNOWN_WIN {
        let plies = WIN.unsigned_abs() - size;
        format!("#{sign}{}", plies.div_ceil(2))
    } else {
        let pawns = if score.abs() == KNOWN_WIN {
            100_000
        } else {
            size
        };
        format!("{sign}{}.{:02}", pawns / 100, pawns % 100)
    })
}

fn write_with_notes<G: Game>(record: &Record<G>, header: &Header, notes: &[Note]) -> String {
    let mut whole = record.clone();
    whole.go_to(record.moves().len());
    let outcome = whole.outcome();
    let result = result_token(outcome.as_ref().map(|outcome| outcome.winner));
    let [first_tag, second_tag] = player_tags::<G>();
    let date = if header.date.is_empty() {
        "????.??.??"
    } else {
        &header.date
    };
    let mut tags: Vec<(&str, String)> = vec![
        ("Event", header.event.clone().unwrap_or_else(|| "Casual game".into())),
        ("Site", "ringboard".into()),
        ("Date", date.into()),
        ("Round", "-".into()),
        (first_tag, player_name(header, &whole, Player::First)),
        (second_tag, player_name(header, &whole, Player::Second)),
        ("Result", result.into()),
        ("Game", G::INFO.id.into()),
    ];
    let variant = record.rules_settings();
    if !variant.0.is_empty() {
        tags.push(("Variant", variant.join('&')));
    }
    if record.has_custom_start() {
        let position = record.start().position();
        if is_chess::<G>() {
            tags.push(("SetUp", "1".into()));
            tags.push(("FEN", position));
        } else {
            tags.push(("Position", position));
        }
    }
    if let Some(outcome) = &outcome {
        tags.push(("Termination", outcome.reason(&G::INFO)));
    }
    let mut text: String = tags
        .iter()
        .map(|(name, value)| format!("[{name} \"{}\"]\n", quote(value)))
        .collect();
    text.push('\n');
    text.push_str(&wrap(&movetext(&whole, notes), result));
    text.push('\n');
    text
}

/// The moves numbered by turn: a number before the first player's move
/// after the second's, `N...` before a turn the second player opens or
/// continues after a comment; each with its note, if any.
fn movetext<G: Game>(record: &Record<G>, notes: &[Note]) -> Vec<String> {
    let mut words = Vec::new();
    let mut turn = 0;
    let mut previous = None;
    for (index, &mv) in record.moves().iter().enumerate() {
        let before = &record.positions()[index];
        let player = before.to_move();
        let new_turn = index == 0 || (player == Player::First && previous == Some(Player::Second));
        // After the swap the turn's number is written already.
        let after_comment = index > 0
            && !(index == 1 && record.swapped())
            && notes
                .get(index - 1)
                .is_some_and(|note| note.comment.is_some());
        if new_turn {
            turn += 1;
        }
        if new_turn || (after_comment && player == Player::Second) {
            words.push(match player {
                Player::First => format!("{turn}."),
                Player::Second => format!("{turn}..."),
            });
        }
        let mut word = if writes_labels::<G>() {
            // One word: the move list's `S c5-e5` is `Sc5-e5`.
            before.label_move(mv).replace(' ', "")
        } else {
            before.format_move(mv)
        };
        if let Some(note) = notes.get(index) {
            word.push_str(note.suffix);
            words.push(word);
            words.extend(note.comment.clone());
        } else {
            words.push(word);
        }
        previous = Some(player);
        if index == 0 && record.swapped() {
            words.push(SWAP.to_string());
            // The swap is not a move: the side to move opens its turn after it.
            previous = None;
            if let Some(next) = record.positions().get(1).filter(|_| record.moves().len() > 1) {
                words.push(match next.to_move() {
                    Player::First => format!("{}.", turn + 1),
                    Player::Second => format!("{turn}..."),
                });
                turn += (next.to_move() == Player::First) as usize;
            }
        }
    }
    words
}

/// Lines of at most 80 characters, as PGN asks.
fn wrap(words: &[String], result: &str) -> String {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in words.iter().map(String::as_str).chain([result]) {
        if !line.is_empty() && line.len() + 1 + word.len() > 79 {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines.join("\n")
}

/// The game id a record names (its `Game` tag, or chess), to pick the game
/// before reading it with `read_record`.
pub fn record_game(text: &str) -> Result<String, Error> {
    Ok(parse(text)?
        .tags
        .iter()
        .find(|(name, _, _)| name == "Game")
        .map_or_else(|| "chess".to_string(), |(_, value, _)| value.clone()))
}

/// A token of the move text and the line it is on.
struct Word {
    text: String,
    line: usize,
}

struct Parsed {
    /// (name, value, line)
    tags: Vec<(String, String, usize)>,
    words: Vec<Word>,
}

fn tag_form() -> Message {
    message!("detail-record-tag-form", "a tag must be written [Name \"value\"]")
}

fn bad(line: usize, why: Message) -> Error {
    Error::BadRecord { line, why }
}

/// Splits the first game of a record into its tags and its move words,
/// leaving out comments, variations, annotations and move numbers.
fn parse(text: &str) -> Result<Parsed, Error> {
    if text.len() > MAX_RECORD_LENGTH {
        return Err(bad(
            1,
            message!(
                "detail-record-too-long",
                "the record is {length} characters long; at most {most} are read",
                length = text.len(),
                most = MAX_RECORD_LENGTH
            ),
        ));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut tags = Vec::new();
    let mut words = Vec::new();
    let mut depth = 0usize; // inside ( variations )
    let mut comment: Option<usize> = None; // the line a { comment } opened on
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if comment.is_none() && depth == 0 && trimmed.starts_with('[') {
            if !words.is_empty() {
                break; // the next game's tags: one game is read
            }
            tags.push(parse_tag(trimmed, line)?);
            continue;
        }
        if comment.is_none() && trimmed.starts_with('%') {
            continue;
        }
        let mut word = String::new();
        let chars = raw.chars().peekable();
        let flush = |word: &mut String, words: &mut Vec<Word>| {
            if !word.is_empty() {
                words.push(Word {
                    text: std::mem::take(word),
                    line,
                });
            }
        };
        for c in chars {
            if comment.is_some() {
                if c == '}' {
                    comment = None;
                }
                continue;
            }
            match c {
                '{' => {
                    flush(&mut word, &mut words);
                    comment = Some(line);
                }
                ';' => break,
                '(' => {
                    flush(&mut word, &mut words);
                    depth += 1;
                }
                ')' => {
                    flush(&mut word, &mut words);
                    if depth == 0 {
                        return Err(bad(line, message!("detail-record-variation-unopened", "')' closes no variation")));
                    }
                    depth -= 1;
                }
                c if c.is_whitespace() => flush(&mut word, &mut words),
                _ if depth > 0 => {}
                c => word.push(c),
            }
        }
        if depth == 0 {
            flush(&mut word, &mut words);
        } else {
            word.clear();
        }
    }
    if let Some(line) = comment {
        return Err(bad(line, message!("detail-record-comment-unclosed", "a '{{' comment is never closed")));
    }
    if depth > 0 {
        return Err(bad(
            text.lines().count().max(1),
            message!("detail-record-variation-unclosed", "a '(' variation is never closed"),
        ));
    }
    Ok(Parsed { tags, words })
}

fn parse_tag(text: &str, line: usize) -> Result<(String, String, usize), Error> {
    let inner = text
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .ok_or_else(|| bad(line, tag_form()))?;
    let (name, value) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or_else(|| bad(line, tag_form()))?;
    let value = value.trim();
    let value = value
        .strip_prefix('"')
        .and_then(|rest| rest.strip_suffix('"'))
        .ok_or_else(|| {
            bad(
                line,
                message!(
                    "detail-record-tag-quotes",
                    "the value of tag {name} must be in double quotes",
                    name = name
                ),
            )
        })?;
    let mut unquoted = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        unquoted.push(if c == '\\' {
            chars.next().unwrap_or('\\')
        } else {
            c
        });
    }
    Ok((name.to_string(), unquoted, line))
}

/// A move word without its move number (`12.`, `12...`, `12.e4`) and
/// annotation (`!?`, `$1`); `None` when nothing is left.
fn move_of(word: &str) -> Option<&str> {
    if word.starts_with('$') || word == "e.p." {
        return None;
    }
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    };
    let rest = rest.trim_end_matches(['!', '?']);
    (!rest.is_empty()).then_some(rest)
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// The computer, when a player tag says "Computer level N" (as ours write).
fn opponent_of<G: Game>(tags: &[(String, String, usize)]) -> Option<Opponent> {
    let names = player_tags::<G>();
    [Player::First, Player::Second]
        .into_iter()
        .find_map(|player| {
            let (_, value, _) = tags
                .iter()
                .find(|(name, _, _)| name == names[player.index()])?;
            let level = value.strip_prefix("Computer level ")?.parse::<u8>().ok()?;
            let mut settings = Settings::default();
            settings.push("vs", "computer");
            settings.push("level", level);
            settings.push("human", player.opponent().key());
            Opponent::take(&mut settings).ok().flatten()
        })
}

/// Reads the first game of a record into a game of `G`.
pub fn read_record<G: Game>(text: &str) -> Result<Record<G>, Error> {
    let parsed = parse(text)?;
    let tag = |name: &str| parsed.tags.iter().find(|(n, _, _)| n == name);
    if let Some((_, game, line)) = tag("Game") {
        if game != G::INFO.id {
            return Err(bad(
                *line,
                message!(
                    "detail-record-other-game",
                    "the record is of '{game}', not {ours}",
                    game = game,
                    ours = G::INFO.id
                ),
            ));
        }
    }
    let (variant, pie) = match tag("Variant") {
        Some((_, value, line)) => Settings::parse(value, '&')
            .and_then(|settings| read_rules::<G>(&settings))
            .map_err(|error| bad(*line, error.words()))?,
        None => {
            read_rules::<G>(&Settings::default()).map_err(|error| bad(1, error.words()))?
        }
    };
    let start = tag("FEN").or(tag("Position"));
    let mut record = match start {
        Some((_, position, line)) => Record::from_position(&variant, position)
            .map_err(|error| bad(*line, error.words()))?,
        None => Record::new(&variant),
    };
    record.set_pie(pie);
    let mut result = None;
    for word in &parsed.words {
        if RESULTS.contains(&word.text.as_str()) {
            result = Some((word.text.clone(), word.line));
            break;
        }
        let Some(text) = move_of(&word.text) else {
            continue;
        };
        record.play_typed(text).map_err(|error| bad(word.line, error.words()))?;
    }
    // The tags name the computer by the side it ended the game with.
    let opponent = opponent_of::<G>(&parsed.tags);
    record.set_opponent(opponent.map(|opponent| if record.swapped() { opponent.swapped() } else { opponent }));
    // A decisive result the moves do not reach is a resignation (how most
    // games between people end); a draw by agreement has no rule to show it.
    let stated = result.or_else(|| tag("Result").map(|(_, value, line)| (value.clone(), *line)));
    if let Some((token, line)) = stated {
        let loser = match token.as_str() {
            "1-0" => Some(Player::Second),
            "0-1" => Some(Player::First),
            "1/2-1/2" | "*" => None,
            other => {
                return Err(bad(
                    line,
                    message!(
                        "detail-record-result",
                        "'{text}' is not a result: expected 1-0, 0-1, 1/2-1/2 or *",
                        text = other
                    ),
                ))
            }
        };
        match (record.outcome(), loser) {
            (None, Some(loser)) => record
                .resign(loser)
                .map_err(|error| bad(line, error.words()))?,
            (Some(outcome), Some(loser)) if outcome.winner != Some(loser.opponent()) => {
                return Err(bad(
                    line,
                    message!(
                        "detail-record-result-mismatch",
                        "the result {token} does not match the game: {outcome}",
                        token = token.as_str(),
                        outcome = outcome.words(&G::INFO)
                    ),
                ));
            }
            _ => {}
        }
    }
    Ok(record)
}
