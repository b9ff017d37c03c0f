//! Everything a user interface shows of a game at one moment, as one
//! serializable value: the renderer draws it and never works out rules.

use serde::Serialize;

use crate::game::{Game, GameInfo, MoveInfo, Player, Why};
use crate::message::Message;
use crate::play::link::{write_links, LinkOf};
use crate::play::opponent::{LinkMatch, OpponentInfo};
use crate::play::pie::rules_fields;
use crate::play::record::{Record, Takeback};

#[derive(Debug, Serialize)]
pub struct Snapshot<View> {
    pub game: GameInfo,
    /// The variant options, in the order the game lists them, as its link
    /// writes them (Double Ring's square board as `size`).
    pub variant: Vec<(String, String)>,
    /// Every option's value, as the New game form's fields stand.
    pub variant_fields: Vec<(String, String)>,
    pub view: View,
    pub to_move: Player,
    pub to_move_name: &'static str,
    pub outcome: Option<OutcomeView>,
    /// How the whole game ended, when the position shown is an earlier one
    /// too ("My games" keeps a finished game as finished).
    pub ended: Option<Ended>,
    /// The outcome in a sentence, e.g. "Player 1 wins: Player 2 has no move".
    pub result: Option<String>,
    pub legal_moves: Vec<MoveInfo>,
    /// Every move, including those taken back; `ply` of them are played.
    pub history: Vec<MoveInfo>,
    /// The moves of `history` in the game's notation, with the pie rule's
    /// `swap` after the first where it was made: as links and the server write them.
    pub steps: Vec<String>,
    pub ply: usize,
    pub last_move: Option<MoveInfo>,
    pub link: String,
    /// The game's other links, written by the engine so that no face edits one.
    pub links: Links,
    pub position: String,
    /// The computer, when it plays one side.
    pub opponent: Option<OpponentInfo>,
    /// The match, when two friends play it by sending links.
    pub link_match: Option<LinkMatch>,
    /// In a match by link, a takeback of the last move asked, or granted.
    pub takeback: Option<Takeback>,
    /// The pie rule (`pie=1`): whether it is on, whether the player to move
    /// may answer `swap` now, whether the record holds the swap, and whether
    /// the players play each other's sides in the position shown.
    pub pie: bool,
    pub can_swap: bool,
    pub swapped: bool,
    pub sides_swapped: bool,
    /// Whether the board is shown turned round.
    pub flipped: bool,
    /// Whether the page shows the analysis board (`analyse=1`).
    pub analysing: bool,
}

/// The end of the whole game: its winner, none in a draw.
#[derive(Debug, Serialize)]
pub struct Ended {
    pub winner: Option<Player>,
}

/// How the game ended: the winner, why as a code the site words in the
/// player's language, and why in English (the CLI's and records' words).
#[derive(Debug, Serialize)]
pub struct OutcomeView {
    pub winner: Option<Player>,
    pub why: WhyView,
    pub reason: String,
    /// How it ended as the catalogs word it ("White wins: checkmate").
    pub words: Message,
}

/// Why a game ended, for the page: `code` (`outcome-<code>` in the
/// catalogs), the side it names, and The King of Rings' points and end.
#[derive(Debug, Serialize)]
pub struct WhyView {
    pub code: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side: Option<Player>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<[u32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<&'static str>,
}

impl From<Why> for WhyView {
    fn from(why: Why) -> WhyView {
        let (points, end) = match why {
            Why::Points { first, second, end } => (Some([first, second]), Some(end.code())),
            _ => (None, None),
        };
        WhyView {
            code: why.code(),
            side: why.side(),
            points,
            end,
        }
    }
}

/// The links a page shows or sends (see [`LinkOf`]).
#[derive(Debug, Serialize)]
pub struct Links {
    pub whole: String,
    pub shared: String,
    pub analysis: String,
    pub blank: String,
}

impl<G: Game> Record<G> {
    pub fn snapshot(&self) -> Snapshot<G::View> {
        let position = self.current();
        let outcome = self.outcome();
        let legal_moves = match outcome {
            Some(_) => Vec::new(),
            None => position
                .legal_move_list()
                .into_iter()
                .map(|mv| position.move_info(mv))
                .collect(),
        };
        let history = self
            .moves()
            .iter()
            .zip(self.positions())
            .map(|(&mv, before)| before.move_info(mv))
            .collect();
        let last_move = self
            .last_move()
            .map(|mv| self.positions()[self.ply() - 1].move_info(mv));
        let [link, whole, shared, analysis, blank] =
            write_links(self, [LinkOf::Game, LinkOf::Whole, LinkOf::Shared, LinkOf::Analysis, LinkOf::Blank]);
        Snapshot {
            game: G::INFO,
            variant: self.rules_settings().0,
            variant_fields: rules_fields::<G>(self.variant(), self.pie()).0,
            view: position.view(),
            to_move: position.to_move(),
            to_move_name: G::player_name(position.to_move()),
            result: outcome.map(|outcome| outcome.describe(&G::INFO)),
            outcome: outcome.map(|outcome| OutcomeView {
                winner: outcome.winner,
                why: outcome.why.into(),
                reason: outcome.reason(&G::INFO),
                words: outcome.words(&G::INFO),
            }),
            ended: self.final_outcome().map(|outcome| Ended {
                winner: outcome.winner,
            }),
            legal_moves,
            history,
            steps: self.steps(),
            ply: self.ply(),
            last_move,
            link,
            links: Links {
                whole,
                shared,
                analysis,
                blank,
            },
            position: position.position(),
            opponent: self.opponent().map(|opponent| opponent.info()),
            link_match: self.link_match().cloned(),
            takeback: self.takeback(),
            pie: self.pie(),
            can_swap: self.can_swap(),
            swapped: self.swapped(),
            sides_swapped: self.sides_swapped(),
            flipped: self.flipped(),
            analysing: self.analysing(),
        }
    }
}
