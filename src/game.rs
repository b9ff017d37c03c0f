//! The contract every game implements, and the values it speaks in.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::message;
use crate::message::{Arg, Message};
use crate::variant::{OptionSpec, Settings};

/// One of the two sides. Which one moves next is asked of the position,
/// never assumed to alternate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    First,
    Second,
}

impl Player {
    pub fn opponent(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// The player as links and the wasm layer name it.
    pub fn key(self) -> &'static str {
        match self {
            Player::First => "first",
            Player::Second => "second",
        }
    }

    pub fn from_key(key: &str) -> Option<Player> {
        [Player::First, Player::Second]
            .into_iter()
            .find(|player| player.key() == key)
    }

    pub fn index(self) -> usize {
        match self {
            Player::First => 0,
            Player::Second => 1,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Player>,
    pub why: Why,
}

/// Why a game ended. The site words it in the player's language from its
/// code (`outcome-<code>` in the catalogs) and the sides it names; the CLI
/// and the records say it in English (`reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    Checkmate,
    /// The player to move has no legal move and is not in check.
    Stalemate {
        stuck: Player,
    },
    /// The player to move has no legal move (Double Ring).
    NoMove {
        stuck: Player,
    },
    Resigned {
        player: Player,
    },
    RingDestroyed,
    /// Neither side has the pieces to mate.
    DeadPosition,
    FiftyMoves,
    Repetition,
    /// Double Take: four pieces on the far row.
    FarRow {
        player: Player,
    },
    /// Double Take: neither side has four pieces left.
    NoFourLeft,
    NeitherCanMove,
    /// The King of Rings: the points of each side, and what ended the game.
    Points {
        first: u32,
        second: u32,
        end: PointsEnd,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointsEnd {
    BothPassed,
    Repetition,
    NoRingLeft,
}

impl PointsEnd {
    /// As the site's catalogs name it (`outcome-end-<code>`).
    pub fn code(self) -> &'static str {
        match self {
            PointsEnd::BothPassed => "both-passed",
            PointsEnd::Repetition => "repetition",
            PointsEnd::NoRingLeft => "no-ring-left",
        }
    }
}

impl Why {
    /// What kind of ending this is, as the site's catalogs name it (`outcome-<code>`).
    pub fn code(&self) -> &'static str {
        match self {
            Why::Checkmate => "checkmate",
            Why::Stalemate { .. } => "stalemate",
            Why::NoMove { .. } => "no-move",
            Why::Resigned { .. } => "resigned",
            Why::RingDestroyed => "ring-destroyed",
            Why::DeadPosition => "dead-position",
            Why::FiftyMoves => "fifty-moves",
            Why::Repetition => "repetition",
            Why::FarRow { .. } => "far-row",
            Why::NoFourLeft => "no-four-left",
            Why::NeitherCanMove => "neither-can-move",
            Why::Points { .. } => "points",
        }
    }

    /// The side the reason names ("Black has no move"), if it names one.
    pub fn side(&self) -> Option<Player> {
        match *self {
            Why::Stalemate { stuck } | Why::NoMove { stuck } => Some(stuck),
            Why::Resigned { player } | Why::FarRow { player } => Some(player),
            _ => None,
        }
    }

    /// The reason, e.g. "Player 2 has no move", as the catalogs word it.
    pub fn words(&self, game: &GameInfo) -> Message {
        let side = |player: &Player| game.player_words(*player);
        match self {
            Why::Checkmate => message!("outcome-checkmate", "checkmate"),
            Why::Stalemate { stuck } => message!("outcome-stalemate", "stalemate: {stuck} has no move", stuck = side(stuck)),
            Why::NoMove { stuck } => message!("outcome-no-move", "{stuck} has no move", stuck = side(stuck)),
            Why::Resigned { player } => message!("outcome-resigned", "{player} resigned", player = side(player)),
            Why::RingDestroyed => message!("outcome-ring-destroyed", "the Ring is destroyed"),
            Why::DeadPosition => message!("outcome-dead-position", "neither side has the pieces to mate"),
            Why::FiftyMoves => message!(
                "outcome-fifty-moves",
                "fifty moves by each side without a capture or a pawn move"
            ),
            Why::Repetition => message!("outcome-repetition", "the same position for the third time"),
            Why::FarRow { player } => message!(
                "outcome-far-row",
                "{player} has four pieces on its far row",
                player = side(player)
            ),
            Why::NoFourLeft => message!(
                "outcome-no-four-left",
                "neither side has four pieces left to reach its far row"
            ),
            Why::NeitherCanMove => message!("outcome-neither-can-move", "neither side can move"),
            Why::Points { first, second, end } => {
                let end = match end {
                    PointsEnd::BothPassed => message!("outcome-end-both-passed", "both players passed"),
                    PointsEnd::Repetition => message!("outcome-end-repetition", "the same position for the third time"),
                    PointsEnd::NoRingLeft => message!("outcome-end-no-ring-left", "no ring is left on the board"),
                };
                if first == second {
                    message!("outcome-points-each", "{points} points each; {end}", points = *first, end = end)
                } else {
                    message!(
                        "outcome-points",
                        "{high} points to {low}; {end}",
                        high = *first.max(second),
                        low = *first.min(second),
                        end = end
                    )
                }
            }
        }
    }
}

impl Outcome {
    pub fn win(winner: Player, why: Why) -> Outcome {
        Outcome {
            winner: Some(winner),
            why,
        }
    }

    pub fn draw(why: Why) -> Outcome {
        Outcome { winner: None, why }
    }

    /// Why the game ended, in English, e.g. "Player 2 has no move".
    pub fn reason(&self, game: &GameInfo) -> String {
        self.why.words(game).to_string()
    }

    /// "Player 1 wins: Player 2 has no move" / "Draw: ...".
    pub fn describe(&self, game: &GameInfo) -> String {
        self.words(game).to_string()
    }

    /// How the game ended, as the catalogs word it.
    pub fn words(&self, game: &GameInfo) -> Message {
        let reason = self.why.words(game);
        match self.winner {
            Some(winner) => message!(
                "outcome-win",
                "{winner} wins: {reason}",
                winner = game.player_words(winner),
                reason = reason
            ),
            None => message!("outcome-draw", "Draw: {reason}", reason = reason),
        }
    }
}

/// A square as (file, rank), both from 0: a1 is (0, 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

/// What kind of move a move is, so that a face draws and words it without
/// reading its notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveKind {
    /// A piece goes from one square to another.
    Step,
    /// A piece comes from the mover's hand onto the board.
    Drop,
    Pass,
    /// A pawn steps onto its last rank and becomes `MoveInfo::promotion`.
    Promotion,
    Castle,
    /// The One Ring: White puts the Ring on the pawn on `to`.
    RingChoice,
    /// The One Ring: the wearer on `to` destroys the Ring.
    RingDestroy,
    /// DoubleEIGHTEEN-STONEchess: a piece and a stone change places.
    Swap,
    /// DoubleEIGHTEEN-STONEchess: a line of stones moves on by one.
    Line,
}

/// What a user interface needs to know about one legal move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveInfo {
    /// The move in the game's notation (CLI, URL), e.g. `e5e8`.
    pub notation: String,
    /// The move as a move list shows it (SAN-style where the game has one).
    pub label: String,
    pub from: Option<Square>,
    pub to: Option<Square>,
    pub kind: MoveKind,
    /// Who makes it.
    pub player: Player,
    /// Whether it takes an enemy piece.
    pub capture: bool,
    /// The piece a pawn becomes (`queen`), where it promotes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub promotion: Option<&'static str>,
    /// The name of the one square a move names without going anywhere (the
    /// Ring destroyed on `e4`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<String>,
}

/// Static facts about a game, for listings and menus.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub players: [&'static str; 2],
    pub options: &'static [OptionSpec],
}

impl GameInfo {
    /// A side's name ("White", "Player 1", "Red") as the catalogs word it.
    pub fn player_words(&self, player: Player) -> Message {
        Message::new(
            format!("player-{}-{}", self.id, player.key()),
            self.players[player.index()],
            Vec::new(),
        )
    }
}

/// A game as pure functions over its position (boardgame.io's shape):
/// a position knows whose turn it is, its legal moves and its outcome.
pub trait Game: Clone + fmt::Debug + Sized + Send + 'static {
    type Move: Copy + PartialEq + fmt::Debug + Send;
    /// The options chosen for one game, e.g. rule and board size.
    type Variant: Clone + PartialEq + fmt::Debug + Default + Send + Sync;
    /// What a renderer draws.
    type View: Serialize;

    const INFO: GameInfo;
    /// Whether a game can end drawn, so that players may agree to a draw.
    const CAN_DRAW: bool = true;

    fn parse_variant(settings: &Settings) -> Result<Self::Variant, Error>;
    /// The variant as `key=value` settings, defaults included, in `INFO.options` order
    /// (a designers' option added later, RULES.md §7, may be left out at its default).
    fn variant_settings(variant: &Self::Variant) -> Settings;
    /// Every option's value, in `INFO.options` order: what a form's fields
    /// stand at. Where a game writes a shorthand in `variant_settings`
    /// (Double Ring's `size`), it gives the options themselves here.
    fn variant_fields(variant: &Self::Variant) -> Settings {
        let settings = Self::variant_settings(variant);
        let mut fields = Settings::default();
        for option in Self::INFO.options {
            fields.push(option.key, settings.get(option.key).unwrap_or(option.default));
        }
        fields
    }

    fn start(variant: &Self::Variant) -> Self;
    fn variant(&self) -> &Self::Variant;

    /// Parses this game's documented position string.
    fn from_position(variant: &Self::Variant, text: &str) -> Result<Self, Error>;
    fn position(&self) -> String;

    fn to_move(&self) -> Player;
    /// Puts the legal moves in `moves` (cleared first), so that a caller can
    /// reuse one buffer across a search. There are none once the game is over.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);
    /// Plays a move that `legal_moves` produced.
    fn play(&mut self, mv: Self::Move);
    fn outcome(&self) -> Option<Outcome>;

    /// Reads a move's notation; checks its form, not its legality.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Error>;
    fn format_move(&self, mv: Self::Move) -> String;
    /// The move as a move list shows it; the notation unless the game has its own.
    fn label_move(&self, mv: Self::Move) -> String {
        self.format_move(mv)
    }
    fn move_squares(&self, mv: Self::Move) -> (Option<Square>, Option<Square>);

    /// What kind of move it is; by default read from its squares: a step,
    /// a drop (no square it comes from) or a pass (no square at all).
    fn move_kind(&self, mv: Self::Move) -> MoveKind {
        match self.move_squares(mv) {
            (Some(_), _) => MoveKind::Step,
            (None, Some(_)) => MoveKind::Drop,
            (None, None) => MoveKind::Pass,
        }
    }

    /// The piece a pawn becomes with this move, where it promotes.
    fn promotion(&self, _mv: Self::Move) -> Option<&'static str> {
        None
    }

    /// A square's name as this game writes it (`e4`; The One Ring has a rank 0).
    fn square_name(&self, square: Square) -> String {
        crate::coords::square_name(square.file, square.rank as u32 + 1)
    }

    /// Whether the move takes an enemy piece (lessons ask "take a piece").
    fn captures(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A count the game keeps for a player, where it has one: The King of
    /// Rings' points, Double Take's pieces on the far row (lessons ask "reach N").
    fn points(&self, _player: Player) -> Option<u32> {
        None
    }

    /// Why no move goes from `from` to `to` here, in one sentence a player
    /// reads, where the game can say more than "illegal" (lessons show it).
    fn why_not(&self, _from: Square, _to: Square) -> Option<Message> {
        None
    }

    /// Why what stands on `square` has no move at all, where the game can say
    /// more than nothing (a click on it selects nothing).
    fn why_stuck(&self, _square: Square) -> Option<Message> {
        None
    }

    fn view(&self) -> Self::View;

    /// A printable SVG sheet of this position, for games played on paper,
    /// its words worded by `word` (`Message::to_string` for English).
    fn paper_sheet(&self, _word: &dyn Fn(&Message) -> String) -> Option<String> {
        None
    }

    /// The number of move sequences of `depth` moves from here: the standard
    /// check of a move generator. A game with a faster way may override it.
    fn perft(&self, depth: usize) -> u64 {
        count_by_playing(self, depth)
    }

    fn player_name(player: Player) -> &'static str {
        Self::INFO.players[player.index()]
    }

    fn legal_move_list(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
    }

    /// Parses a move and checks that it is legal here.
    fn parse_legal_move(&self, text: &str) -> Result<Self::Move, Error> {
        self.parse_move_when(text, self.outcome())
    }

    /// Parses a move and checks that it is legal here, once the game stands
    /// at `outcome`: a record knows of endings (a resignation) that the
    /// position does not.
    fn parse_move_when(&self, text: &str, outcome: Option<Outcome>) -> Result<Self::Move, Error> {
        let mv = self.parse_move(text)?;
        if let Some(outcome) = outcome {
            return Err(Error::GameOver {
                mv: text.to_string(),
                result: outcome.words(&Self::INFO),
            });
        }
        if self.legal_move_list().contains(&mv) {
            Ok(mv)
        } else {
            Err(Error::IllegalMove {
                mv: text.to_string(),
                player: Self::INFO.player_words(self.to_move()),
            })
        }
    }

    /// A move as a player types it: the notation in any case, with spaces or
    /// dashes between the squares (`E2-E4`), or the move as the move list
    /// writes it (SAN in the chess games: `Nf3`, `exd5`, `O-O`, `c9=Q`), with
    /// or without the signs of capture, check and promotion.
    fn parse_typed_move(&self, text: &str) -> Result<Self::Move, Error> {
        let text = text.trim();
        let exact = self.parse_legal_move(text);
        if exact.is_ok() || self.outcome().is_some() {
            return exact;
        }
        let typed = squash(text);
        // No move is written with more than a few characters: longer text is no move.
        if typed.is_empty() || typed.chars().count() > 16 {
            return exact;
        }
        let moves = self.legal_move_list();
        let lower = typed.to_ascii_lowercase();
        if let Some(&mv) = moves.iter().find(|&&mv| self.format_move(mv) == lower) {
            return Ok(mv);
        }
        let labels: Vec<String> = moves
            .iter()
            .map(|&mv| squash(&self.label_move(mv)))
            .collect();
        let matching = |same: &dyn Fn(&str) -> bool| -> Vec<Self::Move> {
            moves
                .iter()
                .zip(&labels)
                .filter(|(_, label)| same(label))
                .map(|(&mv, _)| mv)
                .collect()
        };
        // The case decides first (Bc4 a bishop, bc4 a pawn); then any case, if that is unambiguous.
        let mut found = matching(&|label| label == typed);
        if found.is_empty() {
            found = matching(&|label| label.to_ascii_lowercase() == lower);
        }
        // A promotion without its piece (`e8`): each piece it could be.
        if found.is_empty() {
            found = matching(&|label| {
                label.len() == typed.len() + 1
                    && label.starts_with(typed.as_str())
                    && label.ends_with(|c: char| c.is_ascii_uppercase())
            });
        }
        // "Nbd2 or Nfd2", as one message inside another for each "or".
        let unclear = |several: &[Self::Move]| Error::UnclearMove {
            mv: text.to_string(),
            choices: several
                .iter()
                .rev()
                .map(|&mv| Arg::from(self.label_move(mv)))
                .reduce(|later, earlier| {
                    Arg::from(message!("detail-either", "{earlier} or {later}", earlier = earlier, later = later))
                })
                .expect("several moves"),
        };
        match found.as_slice() {
            [mv] => Ok(*mv),
            [] => Err(match exact {
                // Written as a move is, but no legal one.
                Err(Error::BadMoveSyntax { .. }) if looks_like_a_move(&typed, &moves, self) => {
                    Error::IllegalMove {
                        mv: text.to_string(),
                        player: Self::INFO.player_words(self.to_move()),
                    }
                }
                Err(Error::BadMoveSyntax { .. }) => self.not_understood(text, &moves),
                other => other.expect_err("the exact reading failed"),
            }),
            several => Err(unclear(several)),
        }
    }

    /// Text that is no move at all, answered with an example of one that is.
    fn not_understood(&self, text: &str, moves: &[Self::Move]) -> Error {
        // A move whose label differs from its notation shows both ways of typing it.
        let example = moves
            .iter()
            .find(|&&mv| squash(&self.label_move(mv)) != self.format_move(mv))
            .or(moves.first())
            .map(|&mv| {
                let (label, notation) = (self.label_move(mv), self.format_move(mv));
                if label == notation {
                    notation
                } else {
                    format!("{label} or {notation}")
                }
            })
            .unwrap_or_default();
        Error::NotUnderstood {
            mv: text.to_string(),
            example,
        }
    }

    fn move_info(&self, mv: Self::Move) -> MoveInfo {
        let (from, to) = self.move_squares(mv);
        let kind = self.move_kind(mv);
        MoveInfo {
            notation: self.format_move(mv),
            label: self.label_move(mv),
            from,
            to,
            kind,
            player: self.to_move(),
            capture: self.captures(mv),
            promotion: self.promotion(mv),
            square: to
                .filter(|_| kind == MoveKind::RingDestroy)
                .map(|square| self.square_name(square)),
        }
    }
}

/// A typed move without what players leave out or write differently: spaces,
/// dashes, capture, check and promotion signs; castling with zeros is
/// castling with O's.
/// Whether squashed text is written as this game writes moves (`Nf6`,
/// `e2e5`, `@d4`, castling), legal or not: its shape, with runs of lower-case
/// letters, of capitals and of digits each made one, is that of a legal
/// move's label or notation.
fn looks_like_a_move<G: Game>(typed: &str, moves: &[G::Move], game: &G) -> bool {
    fn shape(text: &str) -> String {
        let mut shape = String::new();
        for c in text.chars() {
            let class = if c.is_ascii_lowercase() {
                'a'
            } else if c.is_ascii_uppercase() {
                'A'
            } else if c.is_ascii_digit() {
                '1'
            } else {
                c
            };
            if !shape.ends_with(class) || !matches!(class, 'a' | 'A' | '1') {
                shape.push(class);
            }
        }
        shape
    }
    let typed_shape = shape(typed);
    matches!(typed, "OO" | "OOO" | "oo" | "ooo")
        || moves.iter().any(|&mv| {
            shape(&squash(&game.label_move(mv))) == typed_shape
                || shape(&game.format_move(mv)) == typed_shape
        })
}

fn squash(text: &str) -> String {
    let kept: String = text
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | 'x' | '×' | ':' | '+' | '#' | '!' | '?' | '='))
        .collect();
    if !kept.is_empty() && kept.chars().all(|c| c == '0') {
        "O".repeat(kept.len())
    } else {
        kept
    }
}

/// Perft through the `Game` trait alone, for games with no faster way.
fn count_by_playing<G: Game>(position: &G, depth: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers = vec![Vec::new(); depth];
    count_with_buffers(position, depth, &mut buffers)
}

/// Counts with one move buffer per remaining depth, so that nothing is
/// allocated per node, and counts the last level without playing it.
fn count_with_buffers<G: Game>(position: &G, depth: usize, buffers: &mut [Vec<G::Move>]) -> u64 {
    let Some((moves, deeper)) = buffers.split_first_mut() else {
        return 1;
    };
    position.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut next = position.clone();
        next.play(mv);
        total += count_with_buffers(&next, depth - 1, deeper);
    }
    total
}
