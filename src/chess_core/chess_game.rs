//! A chess game as a [`Game`]: a position of the core plus what only the
//! game's history knows (threefold repetition). Every chess game of the
//! catalog is this type with its own rules.

use std::marker::PhantomData;

use serde::Serialize;

use super::weights::Weights;
use super::piece::{Colour, Role};
use super::position::{Move, MoveKind, Position, Ring};
use super::rules::{Rules, Stalemate};
use crate::ai::{Evaluate, Features, Level};
use crate::error::Error;
use crate::message;
use crate::message::Message;
use crate::game::{Game, GameInfo, Outcome, Player, Square, Why};
use crate::variant::Settings;

/// The search's refinements that measured stronger in orthodox chess at
/// equal time (docs/strength.md): all but principal variation search.
pub const CHESS_REFINEMENTS: Features = Features {
    pvs: false,
    ..Features::ALL
};

/// One chess game of the catalog: its facts and its rules.
pub trait ChessRules: Send + Sync + 'static {
    const INFO: GameInfo;
    /// The search's refinements the game keeps (docs/strength.md).
    const REFINEMENTS: Features;
    /// The computer's evaluation weights for this game, known when its
    /// search is compiled (so that a weight of 0 costs nothing).
    const WEIGHTS: Weights;
    /// The positions levels 3, 4 and 5 search (`Evaluate::SEARCH_NODES`).
    const SEARCH_NODES: [u64; 3] = Level::SEARCH_NODES;
    fn rules() -> &'static Rules;
    /// The rules of a variant; a game with options overrides it.
    fn rules_for(_variant: &ChessVariant) -> &'static Rules {
        Self::rules()
    }
}

/// The options a chess game of the catalog may offer (`INFO.options`): of
/// them, The One Ring's `kings=facing`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChessVariant {
    pub facing_kings: bool,
}

pub struct ChessGame<R> {
    position: Position,
    /// Repetition keys of the earlier positions since the last capture or
    /// pawn move.
    history: Vec<u64>,
    /// The position's own repetition key, computed once as it is reached.
    key: u64,
    rules: PhantomData<R>,
}

impl<R> Clone for ChessGame<R> {
    fn clone(&self) -> Self {
        ChessGame {
            position: self.position,
            history: self.history.clone(),
            key: self.key,
            rules: PhantomData,
        }
    }
}

impl<R> PartialEq for ChessGame<R> {
    fn eq(&self, other: &Self) -> bool {
        self.position == other.position && self.history == other.history
    }
}

impl<R> std::fmt::Debug for ChessGame<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.position.fmt(f)
    }
}

#[derive(Debug, Serialize)]
pub struct PieceView {
    pub square: Square,
    pub colour: &'static str,
    pub role: &'static str,
}

#[derive(Debug, Serialize)]
pub struct ChessView {
    pub files: u8,
    pub ranks: u8,
    /// The number written for rank 0: 1 in chess, 0 in The One Ring.
    pub lowest_rank: u8,
    /// The squares that exist, for boards with holes.
    pub squares: Vec<Square>,
    pub pieces: Vec<PieceView>,
    /// `none` (the game has no Ring), `waiting`, `choosing`, `worn`, `never`
    /// or `destroyed`.
    pub ring: &'static str,
    pub ring_wearer: Option<Square>,
    /// The neutral stones, in games that have them.
    pub stones: Vec<Square>,
    /// The king in check, if the side to move is in check.
    pub check: Option<Square>,
    pub halfmoves: u32,
}

impl<R: ChessRules> ChessGame<R> {
    /// The position, without the history that repetition needs.
    pub fn core(&self) -> &Position {
        &self.position
    }

    fn from_core(position: Position) -> Self {
        ChessGame {
            key: position.repetition_key(),
            position,
            history: Vec::new(),
            rules: PhantomData,
        }
    }

    fn square(&self, square: u8) -> Square {
        let geometry = self.position.geometry();
        Square {
            file: geometry.file(square),
            rank: geometry.rank(square),
        }
    }

    /// A draw that the moves played bring about, if any.
    fn draw(&self) -> Option<Outcome> {
        if self.position.rules().dead_position_draws && self.position.lacks_mating_material() {
            return Some(Outcome::draw(Why::DeadPosition));
        }
        if self.position.halfmoves() >= 100 {
            return Some(Outcome::draw(Why::FiftyMoves));
        }
        let key = self.key;
        if self
            .history
            .iter()
            .filter(|&&earlier| earlier == key)
            .count()
            >= 2
        {
            return Some(Outcome::draw(Why::Repetition));
        }
        None
    }

    fn parse_square(&self, text: &str, whole: &str) -> Result<(u8, String), Error> {
        let bad = |why: Message| Error::BadMoveSyntax {
            mv: whole.to_string(),
            why,
        };
        match self.position.geometry().take_square(text) {
            Some((Ok(square), rest)) => Ok((square, rest.to_string())),
            Some((Err(name), _)) => Err(bad(message!(
                "detail-not-a-square",
                "{square} is not a square of this board",
                square = name
            ))),
            None => Err(bad(self.move_form())),
        }
    }

    fn move_form(&self) -> Message {
        if self.position.rules().stone_moves {
            message!("detail-move-form-stones", "expected two squares such as d2d4, with q, r, b or n to promote (d8d9q); a swap is the piece's square then the stone's (d2d3), a line move the end stone's square then where it lands (c5e5)")
        } else if self.position.rules().ring {
            message!("detail-move-form-ring", "expected two squares such as b2b4, with q, r, b or n to promote (c8c9q), @ and a pawn's square to choose the Ring's wearer (@b2), or ! and the wearer's square to destroy it (!c9)")
        } else {
            message!("detail-move-form-chess", "expected two squares such as e2e4, with q, r, b or n to promote (e7e8q)")
        }
    }
}

impl<R: ChessRules> Game for ChessGame<R> {
    type Move = Move;
    type Variant = ChessVariant;
    type View = ChessView;

    const INFO: GameInfo = R::INFO;

    fn parse_variant(settings: &Settings) -> Result<ChessVariant, Error> {
        let values = settings.resolve(Self::INFO.id, Self::INFO.options)?;
        let kings = Self::INFO.options.iter().position(|option| option.key == "kings");
        Ok(ChessVariant {
            facing_kings: kings.is_some_and(|index| values[index] == "facing"),
        })
    }

    /// A designers' option (RULES.md §7) is written only when chosen, so
    /// that the links and records of the game's own rules stay as they were.
    fn variant_settings(variant: &ChessVariant) -> Settings {
        let mut settings = Settings::default();
        if variant.facing_kings {
            settings.push("kings", "facing");
        }
        settings
    }

    fn start(variant: &ChessVariant) -> Self {
        let rules = R::rules_for(variant);
        Self::from_core(
            Position::from_text(rules, rules.start).expect("the start position is valid"),
        )
    }

    fn variant(&self) -> &ChessVariant {
        if self.position.rules().facing_kings {
            &ChessVariant { facing_kings: true }
        } else {
            &ChessVariant { facing_kings: false }
        }
    }

    fn from_position(variant: &ChessVariant, text: &str) -> Result<Self, Error> {
        Position::from_text(R::rules_for(variant), text).map(Self::from_core)
    }

    fn position(&self) -> String {
        self.position.to_text()
    }

    fn to_move(&self) -> Player {
        self.position.turn().player()
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.position.legal_moves(moves);
        if !moves.is_empty() && self.draw().is_some() {
            moves.clear();
        }
    }

    fn play(&mut self, mv: Move) {
        self.position.play(mv);
        if self.position.halfmoves() == 0 {
            self.history.clear();
        } else {
            self.history.push(self.key);
        }
        self.key = self.position.repetition_key();
    }

    fn outcome(&self) -> Option<Outcome> {
        let position = &self.position;
        if position.ring() == Ring::Destroyed {
            return Some(Outcome::win(Player::First, Why::RingDestroyed));
        }
        if position.count_legal_moves() == 0 {
            let stuck = position.turn();
            let winner = stuck.opponent().player();
            if position.in_check() {
                return Some(Outcome::win(winner, Why::Checkmate));
            }
            let reason = Why::Stalemate {
                stuck: stuck.player(),
            };
            return Some(match position.rules().stalemate {
                Stalemate::Draw => Outcome::draw(reason),
                Stalemate::Loss => Outcome::win(winner, reason),
            });
        }
        self.draw()
    }

    fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let position = &self.position;
        let ring = position.rules().ring;
        let bad = |why: Message| Error::BadMoveSyntax {
            mv: text.to_string(),
            why,
        };
        let lone_square = |rest: &str| -> Result<u8, Error> {
            let (square, after) = self.parse_square(rest, text)?;
            if after.is_empty() {
                Ok(square)
            } else {
                Err(bad(self.move_form()))
            }
        };
        if let Some(rest) = text.strip_prefix('@').filter(|_| ring) {
            return Ok(Move::on(lone_square(rest)?, MoveKind::RingChoice));
        }
        if let Some(rest) = text.strip_prefix('!').filter(|_| ring) {
            return Ok(Move::on(lone_square(rest)?, MoveKind::RingDestroy));
        }
        let (from, rest) = self.parse_square(text, text)?;
        let (to, rest) = self.parse_square(&rest, text)?;
        let promotion = match rest.as_str() {
            "" => None,
            letter => match letter.chars().next().and_then(Role::from_letter) {
                Some(role @ (Role::Queen | Role::Rook | Role::Bishop | Role::Knight))
                    if letter.len() == 1 && letter.chars().all(|c| c.is_ascii_lowercase()) =>
                {
                    Some(role)
                }
                _ => return Err(bad(self.move_form())),
            },
        };
        if position.piece_at(from).is_stone() {
            return match promotion {
                None => Ok(Move {
                    from,
                    to,
                    kind: MoveKind::StoneLine,
                }),
                Some(_) => Err(bad(self.move_form())),
            };
        }
        if position.piece_at(to).is_stone() {
            return Ok(Move {
                from,
                to,
                kind: MoveKind::Swap(promotion),
            });
        }
        let kind = match promotion {
            None => {
                let castling = position.rules().castlings.iter().position(|castling| {
                    castling.king_from == from
                        && castling.king_to == to
                        && castling.colour == position.turn()
                        && position.piece_at(from).is(castling.colour, Role::King)
                });
                match castling {
                    Some(index) => MoveKind::Castle(index as u8),
                    None => MoveKind::Normal,
                }
            }
            Some(role) => MoveKind::Promotion(role),
        };
        Ok(Move { from, to, kind })
    }

    fn format_move(&self, mv: Move) -> String {
        let geometry = self.position.geometry();
        match mv.kind {
            MoveKind::RingChoice => format!("@{}", geometry.name(mv.to)),
            MoveKind::RingDestroy => format!("!{}", geometry.name(mv.to)),
            MoveKind::Promotion(role) | MoveKind::Swap(Some(role)) => format!(
                "{}{}{}",
                geometry.name(mv.from),
                geometry.name(mv.to),
                role.letter().to_ascii_lowercase()
            ),
            MoveKind::Normal | MoveKind::Castle(_) | MoveKind::Swap(None) | MoveKind::StoneLine => {
                format!("{}{}", geometry.name(mv.from), geometry.name(mv.to))
            }
        }
    }

    fn label_move(&self, mv: Move) -> String {
        self.position.san(mv)
    }

    fn square_name(&self, square: Square) -> String {
        let geometry = self.position.geometry();
        crate::coords::square_name(square.file, (square.rank + geometry.lowest_rank) as u32)
    }

    fn captures(&self, mv: Move) -> bool {
        self.position.captured(mv).is_some()
    }

    fn why_not(&self, from: Square, to: Square) -> Option<Message> {
        let geometry = self.position.geometry();
        let from = geometry.square(from.file, from.rank)?;
        let to = geometry.square(to.file, to.rank)?;
        self.position.why_not_move(from, to)
    }

    fn move_squares(&self, mv: Move) -> (Option<Square>, Option<Square>) {
        match mv.kind {
            MoveKind::RingChoice => (None, Some(self.square(mv.to))),
            _ => (Some(self.square(mv.from)), Some(self.square(mv.to))),
        }
    }

    fn move_kind(&self, mv: Move) -> crate::game::MoveKind {
        use crate::game::MoveKind as Kind;
        match mv.kind {
            MoveKind::Normal => Kind::Step,
            MoveKind::Promotion(_) => Kind::Promotion,
            MoveKind::Castle(_) => Kind::Castle,
            MoveKind::RingChoice => Kind::RingChoice,
            MoveKind::RingDestroy => Kind::RingDestroy,
            MoveKind::Swap(_) => Kind::Swap,
            MoveKind::StoneLine => Kind::Line,
        }
    }

    fn promotion(&self, mv: Move) -> Option<&'static str> {
        match mv.kind {
            MoveKind::Promotion(role) | MoveKind::Swap(Some(role)) => Some(role.name()),
            _ => None,
        }
    }

    fn view(&self) -> ChessView {
        let position = &self.position;
        let geometry = position.geometry();
        let pieces = geometry
            .squares
            .into_iter()
            .filter_map(|square| {
                let piece = position.piece_at(square);
                Some(PieceView {
                    square: self.square(square),
                    colour: match piece.colour()? {
                        Colour::White => "white",
                        Colour::Black => "black",
                    },
                    role: piece.role()?.name(),
                })
            })
            .collect();
        let (ring, ring_wearer) = match position.ring() {
            Ring::NotInGame => ("none", None),
            Ring::Waiting => ("waiting", None),
            Ring::Choosing => ("choosing", None),
            Ring::Worn(square) => ("worn", Some(self.square(square))),
            Ring::Never => ("never", None),
            Ring::Destroyed => ("destroyed", None),
        };
        let king = position.king(position.turn());
        ChessView {
            files: geometry.files,
            ranks: geometry.ranks,
            lowest_rank: geometry.lowest_rank,
            squares: geometry
                .squares
                .into_iter()
                .map(|s| self.square(s))
                .collect(),
            pieces,
            ring,
            ring_wearer,
            stones: position
                .stones()
                .into_iter()
                .map(|s| self.square(s))
                .collect(),
            check: position.in_check().then(|| self.square(king)),
            halfmoves: position.halfmoves(),
        }
    }

    fn perft(&self, depth: usize) -> u64 {
        self.position.perft(depth)
    }
}

impl<R: ChessRules> Evaluate for ChessGame<R> {
    const REFINEMENTS: Features = R::REFINEMENTS;
    const SEARCH_NODES: [u64; 3] = R::SEARCH_NODES;

    fn evaluate(&self) -> i32 {
        self.position.evaluate_with(&R::WEIGHTS)
    }

    fn position_key(&self) -> u64 {
        self.position.search_key()
    }

    fn is_tactical(&self, mv: Move) -> bool {
        self.position.is_tactical(mv)
    }

    fn tactical_priority(&self, mv: Move) -> i32 {
        self.position.tactical_priority(mv)
    }

    fn loses_exchange(&self, mv: Move) -> bool {
        self.position.loses_exchange(mv)
    }

    fn in_check(&self) -> bool {
        self.position.in_check()
    }

    fn repeats(&self) -> bool {
        self.history.contains(&self.key)
    }

    /// No pass in check, while White chooses the Ring's wearer, or with
    /// only pawns and the king (where zugzwang is common).
    fn null_move(&self) -> Option<Self> {
        let position = &self.position;
        let turn = position.turn;
        let pieces = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];
        if position.ring == Ring::Choosing
            || position.in_check()
            || pieces
                .iter()
                .all(|&role| position.pieces_of(turn, role).is_empty())
        {
            return None;
        }
        let mut passed = *position;
        passed.turn = turn.opponent();
        passed.en_passant = None;
        passed.last_stone_move = None;
        passed.halfmoves += 1;
        Some(ChessGame::from_core(passed))
    }
}
