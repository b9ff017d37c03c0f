//! One online game: two seats, the engine's session, the clocks, the offers
//! and the result. Every change is a method that takes the time and the seat
//! that asks (the server has checked the seat's token), and either changes
//! the table or answers why not, leaving it as it was.

use serde::{Deserialize, Serialize};

use super::clock::{ClockSpec, ClockView, Clocks};
use super::error::ApiError;
use crate::game::{Outcome, Player};
use crate::play::session::Session;
use crate::variant::Settings;

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Created, waiting for a second player.
    Waiting,
    Playing,
    Ended,
}

impl Status {
    pub fn key(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Playing => "playing",
            Status::Ended => "ended",
        }
    }

    pub fn from_key(key: &str) -> Option<Status> {
        [Status::Waiting, Status::Playing, Status::Ended]
            .into_iter()
            .find(|status| status.key() == key)
    }
}

/// A player in a seat: the name shown, and the SHA-256 of the seat's token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    pub token_hash: String,
}

/// How a game ended: the winner (none for a draw or an abort), why as a
/// code (the engine's `outcome-<code>`, or `time`, `resigned`, `agreed`,
/// `aborted`), and in English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub winner: Option<Player>,
    pub reason: String,
    pub words: String,
}

/// What a player may offer the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OfferKind {
    Draw,
    Takeback,
    Rematch,
}

impl OfferKind {
    pub fn parse(text: &str) -> Result<OfferKind, ApiError> {
        match text {
            "draw" => Ok(OfferKind::Draw),
            "takeback" => Ok(OfferKind::Takeback),
            "rematch" => Ok(OfferKind::Rematch),
            other => Err(ApiError::unprocessable(
                "bad-offer",
                format!(
                    "unknown offer '{}': expected draw, takeback or rematch",
                    other.chars().take(40).collect::<String>()
                ),
            )),
        }
    }

    fn word(self) -> &'static str {
        match self {
            OfferKind::Draw => "draw",
            OfferKind::Takeback => "takeback",
            OfferKind::Rematch => "rematch",
        }
    }
}

/// Who made each offer that is open.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offers {
    pub draw: Option<Player>,
    pub takeback: Option<Player>,
    pub rematch: Option<Player>,
}

impl Offers {
    fn slot(&mut self, kind: OfferKind) -> &mut Option<Player> {
        match kind {
            OfferKind::Draw => &mut self.draw,
            OfferKind::Takeback => &mut self.takeback,
            OfferKind::Rematch => &mut self.rematch,
        }
    }
}

/// What an offer or an answer came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// The offer waits for the other player (or was declined or withdrawn).
    Open,
    /// Both agreed, and the table has done it (a draw, a takeback).
    Done,
    /// Both agreed to a rematch: the server makes the new game ([`Table::rematch`]).
    Rematch,
}

/// One online game: what is stored of it, and the engine's session that
/// its moves are played on.
pub struct Table {
    /// Everything stored; its moves are kept as the session plays them.
    pub state: Stored,
    session: Session,
    /// Who made each move (turns need not alternate).
    movers: Vec<Player>,
}

/// What is stored of a game, from which [`Table::restore`] rebuilds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    pub id: String,
    pub game: String,
    /// The variant's options, defaults included (`rule=skip2&size=9`).
    pub variant: String,
    pub public: bool,
    pub seats: [Option<Seat>; 2],
    /// The seat whose player created the game.
    pub creator: Player,
    pub status: Status,
    pub result: Option<GameResult>,
    pub clocks: Option<Clocks>,
    pub offers: Offers,
    /// The moves in the engine's notation.
    pub moves: Vec<String>,
    /// The rematch, once agreed.
    pub rematch: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    /// One more at every change, so that a change made on another server
    /// instance meanwhile is noticed (and a page shows the newest view).
    pub version: i64,
}

/// What players and watchers see: `GET /api/games/<id>` and every live event.
#[derive(Clone, Debug, Serialize)]
pub struct GameView {
    pub id: String,
    pub game: String,
    pub variant: String,
    /// The variant's options as `[key, value]` pairs, as the engine's snapshot gives them.
    pub options: Vec<(String, String)>,
    pub moves: Vec<String>,
    pub to_move: Option<Player>,
    pub status: Status,
    pub result: Option<GameResult>,
    pub clocks: Option<ClockView>,
    pub players: Players,
    pub offers: Offers,
    pub public: bool,
    pub can_draw: bool,
    pub rematch: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    /// The server's time when the view was made, which the clocks are as of.
    pub now: i64,
    pub version: i64,
    /// Whether the second player answered the first move with the pie
    /// rule's swap: each seat then plays the side the other began with, and
    /// a browser that kept its seat from before plays the other side now.
    pub swapped: bool,
    /// The page to send: `/#online/<id>`. It carries no secret.
    pub link: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct Players {
    pub first: Option<PlayerView>,
    pub second: Option<PlayerView>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub name: String,
}

/// The options of a stored (canonical) variant, as `[key, value]` pairs.
pub fn variant_options(variant: &str) -> Vec<(String, String)> {
    Settings::parse(variant, '&').map(|settings| settings.0).unwrap_or_default()
}

fn side_name(table: &Table, side: Player) -> &'static str {
    table.session.info().players[side.index()]
}

impl Table {
    /// A new game, waiting for its second player. The variant is checked by
    /// the engine, and kept as its full options.
    pub fn create(
        id: String,
        request: &super::NewGameRequest,
        creator: Player,
        token_hash: String,
        now: i64,
    ) -> Result<Table, ApiError> {
        let session = Session::of_variant(&request.game, &request.variant).map_err(|error| ApiError::from_engine(&error))?;
        let mut seats = [None, None];
        seats[creator.index()] = Some(Seat {
            name: request.name.clone(),
            token_hash,
        });
        let state = Stored {
            id,
            game: session.info().id.to_string(),
            variant: session.variant_text(),
            public: request.public,
            seats,
            creator,
            status: Status::Waiting,
            result: None,
            clocks: request.clock.map(Clocks::new),
            offers: Offers::default(),
            moves: Vec::new(),
            rematch: None,
            created_at: now,
            updated_at: now,
            version: 1,
        };
        Ok(Table {
            state,
            session,
            movers: Vec::new(),
        })
    }

    /// Rebuilds a stored game by playing its moves again. Storage is not
    /// trusted: a move the engine refuses is an error, not a panic.
    pub fn restore(stored: Stored) -> Result<Table, ApiError> {
        let corrupt = |why: String| ApiError::new(500, "corrupt-game", format!("game {} cannot be read: {why}", stored.id));
        let mut session = Session::of_variant(&stored.game, &stored.variant).map_err(|error| corrupt(error.to_string()))?;
        let mut movers = Vec::with_capacity(stored.moves.len());
        for notation in &stored.moves {
            movers.push(session.to_move());
            session.play(notation).map_err(|error| corrupt(error.to_string()))?;
        }
        // The seats were stored exchanged: the first two steps' players sit in each other's seat now.
        if session.swapped() {
            movers[..2].iter_mut().for_each(|mover| *mover = mover.opponent());
        }
        Ok(Table {
            state: stored,
            session,
            movers,
        })
    }

    pub fn stored(&self) -> Stored {
        self.state.clone()
    }

    pub fn moves(&self) -> Vec<String> {
        self.state.moves.clone()
    }

    /// Whose turn it is, while the game is played.
    pub fn to_move(&self) -> Option<Player> {
        (self.state.status != Status::Ended).then(|| self.session.to_move())
    }

    /// When the running clock's time is up.
    pub fn deadline(&self) -> Option<i64> {
        self.state.clocks.as_ref().filter(|_| self.state.status == Status::Playing)?.deadline()
    }

    pub fn view(&self, now: i64) -> GameView {
        let player = |side: Player| {
            self.state.seats[side.index()].as_ref().map(|seat| PlayerView { name: seat.name.clone() })
        };
        GameView {
            id: self.state.id.clone(),
            game: self.state.game.clone(),
            variant: self.state.variant.clone(),
            options: variant_options(&self.state.variant),
            moves: self.moves(),
            to_move: self.to_move(),
            status: self.state.status,
            result: self.state.result.clone(),
            clocks: self.state.clocks.as_ref().map(|clocks| clocks.view(now)),
            players: Players {
                first: player(Player::First),
                second: player(Player::Second),
            },
            offers: self.state.offers.clone(),
            public: self.state.public,
            can_draw: self.session.can_draw(),
            rematch: self.state.rematch.clone(),
            created_at: self.state.created_at,
            updated_at: self.state.updated_at,
            now,
            version: self.state.version,
            swapped: self.session.swapped(),
            link: format!("/#online/{}", self.state.id),
        }
    }

    fn changed(&mut self, now: i64) {
        self.state.updated_at = now;
        self.state.version += 1;
    }

    fn end(&mut self, result: GameResult, now: i64) {
        if let Some(clocks) = &mut self.state.clocks {
            clocks.stop(now);
        }
        self.state.status = Status::Ended;
        self.state.result = Some(result);
        self.state.offers.draw = None;
        self.state.offers.takeback = None;
    }

    fn game_over(&self) -> ApiError {
        let words = self.state.result.as_ref().map_or("", |result| result.words.as_str());
        ApiError::conflict("game-over", format!("the game is over: {words}"))
    }

    fn must_be_playing(&self) -> Result<(), ApiError> {
        match self.state.status {
            Status::Playing => Ok(()),
            Status::Waiting => Err(ApiError::conflict("not-started", "the game waits for a second player")),
            Status::Ended => Err(self.game_over()),
        }
    }

    /// The second player sits down; the game starts and the first clock runs.
    pub fn join(&mut self, name: &str, token_hash: String, now: i64) -> Result<Player, ApiError> {
        if self.state.status == Status::Ended {
            return Err(self.game_over());
        }
        let side = [Player::First, Player::Second]
            .into_iter()
            .find(|side| self.state.seats[side.index()].is_none())
            .ok_or_else(|| ApiError::conflict("seats-taken", "both seats are taken: you can watch this game"))?;
        self.state.seats[side.index()] = Some(Seat {
            name: name.to_string(),
            token_hash,
        });
        self.state.status = Status::Playing;
        let to_move = self.session.to_move();
        if let Some(clocks) = &mut self.state.clocks {
            clocks.start(to_move, now);
        }
        self.changed(now);
        Ok(side)
    }

    /// Ends the game if the running clock's time is up at `now`; whether it did.
    pub fn settle_time(&mut self, now: i64) -> bool {
        let flagged = match (&self.state.clocks, self.state.status) {
            (Some(clocks), Status::Playing) => clocks.flagged(now),
            _ => None,
        };
        let Some(loser) = flagged else { return false };
        let winner = loser.opponent();
        let words = format!("{} wins: {} ran out of time", side_name(self, winner), side_name(self, loser));
        self.end(
            GameResult {
                winner: Some(winner),
                reason: "time".to_string(),
                words,
            },
            now,
        );
        self.changed(now);
        true
    }

    /// `seat` plays `notation`; `ply`, when given, is how many moves the
    /// game had when the player chose it.
    pub fn play(&mut self, seat: Player, notation: &str, ply: Option<usize>, now: i64) -> Result<(), ApiError> {
        self.must_be_playing()?;
        let count = self.movers.len();
        if let Some(ply) = ply.filter(|ply| *ply != count) {
            return Err(ApiError::conflict(
                "stale-move",
                format!("the move was made at ply {ply}, but the game has {count} moves now"),
            ));
        }
        let to_move = self.session.to_move();
        if to_move != seat {
            return Err(ApiError::new(
                403,
                "not-your-turn",
                format!("it is not your turn: {} is to move", side_name(self, to_move)),
            ));
        }
        let was_swapped = self.session.swapped();
        self.session.play(notation).map_err(|error| ApiError::from_engine(&error))?;
        self.state.moves = self.session.notations();
        self.movers.push(seat);
        self.state.offers.draw = None;
        self.state.offers.takeback = None;
        match self.session.outcome() {
            Some(outcome) => {
                let result = self.engine_result(outcome);
                self.end(result, now);
            }
            None => {
                let next = self.session.to_move();
                if let Some(clocks) = &mut self.state.clocks {
                    clocks.after_move(seat, next, now);
                }
            }
        }
        if self.session.swapped() && !was_swapped {
            self.exchange_seats(now);
        }
        self.changed(now);
        Ok(())
    }

    fn engine_result(&self, outcome: Outcome) -> GameResult {
        GameResult {
            winner: outcome.winner,
            reason: outcome.why.code().to_string(),
            words: outcome.describe(self.session.info()),
        }
    }

    pub fn resign(&mut self, seat: Player, now: i64) -> Result<(), ApiError> {
        if self.state.status == Status::Waiting {
            return Err(ApiError::conflict("not-started", "the game has not started: abort it instead"));
        }
        self.must_be_playing()?;
        let winner = seat.opponent();
        let words = format!("{} wins: {} resigned", side_name(self, winner), side_name(self, seat));
        self.end(
            GameResult {
                winner: Some(winner),
                reason: "resigned".to_string(),
                words,
            },
            now,
        );
        self.changed(now);
        Ok(())
    }

    /// Ends a game that has not really begun: a challenge nobody took, or a
    /// game in which a side has not moved yet.
    pub fn abort(&mut self, seat: Player, now: i64) -> Result<(), ApiError> {
        if self.state.status == Status::Ended {
            return Err(self.game_over());
        }
        let both_moved = self.movers.contains(&seat) && self.movers.contains(&seat.opponent());
        if both_moved {
            return Err(ApiError::conflict(
                "too-late-to-abort",
                "a game cannot be aborted once each side has moved: resign instead",
            ));
        }
        self.end(
            GameResult {
                winner: None,
                reason: "aborted".to_string(),
                words: "Game aborted".to_string(),
            },
            now,
        );
        self.changed(now);
        Ok(())
    }

    /// `seat` offers a draw, a takeback or a rematch. An offer the other
    /// player has already made is agreed at once.
    pub fn offer(&mut self, seat: Player, kind: OfferKind, now: i64) -> Result<Agreement, ApiError> {
        match kind {
            OfferKind::Rematch => {
                if self.state.status != Status::Ended {
                    return Err(ApiError::conflict("not-over", "a rematch is offered once the game is over"));
                }
                if self.state.seats.iter().any(Option::is_none) {
                    return Err(ApiError::conflict("not-started", "nobody else played this game"));
                }
                if let Some(rematch) = &self.state.rematch {
                    return Err(ApiError::conflict("rematch-made", format!("the rematch is already made: /#online/{rematch}")));
                }
            }
            OfferKind::Draw => {
                self.must_be_playing()?;
                if !self.session.can_draw() {
                    return Err(ApiError::unprocessable(
                        "no-draws",
                        format!("{} has no draws: every game has a winner", self.session.info().name),
                    ));
                }
            }
            OfferKind::Takeback => {
                self.must_be_playing()?;
                if !self.movers.contains(&seat) {
                    return Err(ApiError::conflict("nothing-to-take-back", "you have made no move to take back"));
                }
            }
        }
        match *self.state.offers.slot(kind) {
            Some(offerer) if offerer == seat => Ok(Agreement::Open),
            Some(_) => self.agree(kind, seat.opponent(), now),
            None => {
                *self.state.offers.slot(kind) = Some(seat);
                self.changed(now);
                Ok(Agreement::Open)
            }
        }
    }

    /// `seat` answers the open offer of `kind`: the other player accepts or
    /// declines it, and the one who made it may withdraw it.
    pub fn answer(&mut self, seat: Player, kind: OfferKind, accept: bool, now: i64) -> Result<Agreement, ApiError> {
        let Some(offerer) = *self.state.offers.slot(kind) else {
            return Err(ApiError::conflict("no-offer", format!("there is no {} offer to answer", kind.word())));
        };
        if offerer == seat && accept {
            return Err(ApiError::conflict("own-offer", "you cannot accept your own offer"));
        }
        if !accept {
            *self.state.offers.slot(kind) = None;
            self.changed(now);
            return Ok(Agreement::Open);
        }
        self.agree(kind, offerer, now)
    }

    fn agree(&mut self, kind: OfferKind, offerer: Player, now: i64) -> Result<Agreement, ApiError> {
        *self.state.offers.slot(kind) = None;
        match kind {
            OfferKind::Draw => self.end(
                GameResult {
                    winner: None,
                    reason: "agreed".to_string(),
                    words: "Draw by agreement".to_string(),
                },
                now,
            ),
            OfferKind::Takeback => self.take_back(offerer, now)?,
            OfferKind::Rematch => {
                self.state.offers.rematch = Some(offerer);
                return Ok(Agreement::Rematch);
            }
        }
        self.changed(now);
        Ok(Agreement::Done)
    }

    /// The pie rule's swap, made or taken back: the two players exchange
    /// seats, and with them their clocks (each keeps their own time) and
    /// their open offers; `movers` follows them. The seats' tokens go with
    /// their players.
    fn exchange_seats(&mut self, now: i64) {
        self.state.seats.swap(0, 1);
        self.state.creator = self.state.creator.opponent();
        self.movers.iter_mut().for_each(|mover| *mover = mover.opponent());
        let offers = &mut self.state.offers;
        offers.draw = offers.draw.map(Player::opponent);
        offers.takeback = offers.takeback.map(Player::opponent);
        if let Some(clocks) = &mut self.state.clocks {
            let running = clocks.running;
            clocks.stop(now);
            clocks.left_ms.swap(0, 1);
            if let Some(side) = running {
                // A correspondence side gets its days again, as after a move.
                clocks.start(side, now);
            }
        }
    }

    /// Back to `offerer`'s turn before its last move.
    fn take_back(&mut self, offerer: Player, now: i64) -> Result<(), ApiError> {
        let Some(last) = self.movers.iter().rposition(|mover| *mover == offerer) else {
            return Err(ApiError::conflict("nothing-to-take-back", "there is no move to take back"));
        };
        let moves = self.moves();
        let mut session = Session::of_variant(&self.state.game, &self.state.variant).map_err(|error| ApiError::from_engine(&error))?;
        for notation in &moves[..last] {
            session.play(notation).map_err(|error| ApiError::from_engine(&error))?;
        }
        let unswapped = self.session.swapped() && !session.swapped();
        self.session = session;
        self.state.moves.truncate(last);
        self.movers.truncate(last);
        if unswapped {
            self.exchange_seats(now);
        }
        let to_move = self.session.to_move();
        if let Some(clocks) = &mut self.state.clocks {
            clocks.start(to_move, now);
        }
        Ok(())
    }

    /// The rematch both agreed to: the same game, variant and clock, with the
    /// sides swapped. Each player keeps their seat token.
    pub fn rematch_game(&self, id: String, now: i64) -> Result<Table, ApiError> {
        if let Some(rematch) = &self.state.rematch {
            return Err(ApiError::conflict("rematch-made", format!("the rematch is already made: /#online/{rematch}")));
        }
        let session = Session::of_variant(&self.state.game, &self.state.variant).map_err(|error| ApiError::from_engine(&error))?;
        let [first, second] = self.state.seats.clone();
        let state = Stored {
            id,
            game: self.state.game.clone(),
            variant: self.state.variant.clone(),
            public: false,
            seats: [second, first],
            creator: self.state.creator.opponent(),
            status: Status::Playing,
            result: None,
            clocks: self.state.clocks.as_ref().map(|clocks| Clocks::new(clocks.spec)),
            offers: Offers::default(),
            moves: Vec::new(),
            rematch: None,
            created_at: now,
            updated_at: now,
            version: 1,
        };
        let mut table = Table {
            state,
            session,
            movers: Vec::new(),
        };
        let to_move = table.session.to_move();
        if let Some(clocks) = &mut table.state.clocks {
            clocks.start(to_move, now);
        }
        Ok(table)
    }

    /// Names the rematch, once it is made, so that both players go there.
    pub fn set_rematch(&mut self, id: &str, now: i64) -> Result<(), ApiError> {
        if let Some(rematch) = &self.state.rematch {
            return Err(ApiError::conflict("rematch-made", format!("the rematch is already made: /#online/{rematch}")));
        }
        self.state.rematch = Some(id.to_string());
        self.state.offers.rematch = None;
        self.changed(now);
        Ok(())
    }

    /// The clock the game was created with.
    pub fn clock_spec(&self) -> Option<ClockSpec> {
        self.state.clocks.as_ref().map(|clocks| clocks.spec)
    }
}
