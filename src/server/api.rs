//! The HTTP API and its live sockets (`docs/api.md`, `docs/openapi.yaml`).
//! A move is accepted in [`play`]: the seat's token is checked, the
//! [`Table`] (the engine's session) decides, and the change is committed
//! before it is answered and sent to everyone watching.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path as UrlPath, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use futures_util::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

use super::limits::{client_address, Action};
use super::live::{notice_text, read_notice, Event, Notice, CHANNEL};
use super::store::Backend;
use super::{now_ms, tokens, Shared};
use crate::game::Player;
use crate::online::table::{variant_options, Agreement, GameView};
use crate::online::{
    AnswerRequest, ApiError, ClockSpec, JoinRequest, MoveRequest, NewGameRequest, OfferRequest, SideChoice, Status, Table,
};

/// The largest request body, in bytes.
pub const BODY_LIMIT: usize = 4096;
/// The largest message a socket reads.
const MESSAGE_LIMIT: usize = 1024;
/// How many ids `GET /api/games?ids=` takes.
const IDS_LIMIT: usize = 50;

/// An error as the API answers it: `{"error": {"code", "message"}}`.
pub struct Failure(pub ApiError);

impl From<ApiError> for Failure {
    fn from(error: ApiError) -> Failure {
        Failure(error)
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.0.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut response = (status, [(header::CONTENT_TYPE, "application/json")], self.0.body()).into_response();
        if status == StatusCode::TOO_MANY_REQUESTS {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
        }
        response
    }
}

type Answer = Result<Response, Failure>;

fn json<T: Serialize>(status: StatusCode, value: &T) -> Response {
    let body = serde_json::to_string(value).unwrap_or_default();
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// The body, or why it could not be read (413 when it is over the limit).
fn body_of(body: Result<Bytes, BytesRejection>) -> Result<Bytes, ApiError> {
    body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(413, "too-large", format!("the request is over {BODY_LIMIT} bytes"))
        } else {
            ApiError::bad_request("bad-body", "the request's body could not be read")
        }
    })
}

pub fn router(app: Shared, dist: &Path) -> Router {
    let api = Router::new()
        .route("/api/health", get(health))
        .route("/api/games", post(create).get(list))
        .route("/api/games/{id}", get(show))
        .route("/api/games/{id}/join", post(join))
        .route("/api/games/{id}/moves", post(play))
        .route("/api/games/{id}/resign", post(resign))
        .route("/api/games/{id}/abort", post(abort))
        .route("/api/games/{id}/offers", post(offer))
        .route("/api/games/{id}/answer", post(answer))
        .route("/api/games/{id}/live", get(game_socket))
        .route("/api/challenges", get(challenges))
        .route("/api/lobby/live", get(lobby_socket))
        .route("/api/{*rest}", axum::routing::any(unknown))
        .method_not_allowed_fallback(wrong_method)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("no-store")))
        .with_state(app);
    let site = ServeDir::new(dist).append_index_html_on_directories(true);
    api.fallback_service(site)
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
}

async fn wrong_method(method: axum::http::Method) -> Failure {
    Failure(ApiError::new(405, "wrong-method", format!("this route does not take {method}: see docs/api.md")))
}

/// A socket route asked without a WebSocket upgrade.
fn not_a_socket(rejection: WebSocketUpgradeRejection) -> ApiError {
    ApiError::bad_request("not-a-socket", format!("this route is a WebSocket: {}", rejection.body_text()))
}

async fn unknown() -> Failure {
    Failure(ApiError::new(404, "no-such-route", "there is no such API route: see docs/api.md"))
}

async fn health(State(app): State<Shared>) -> Response {
    let backend = match app.store.backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    json(StatusCode::OK, &serde_json::json!({ "ok": true, "database": backend, "now": now_ms() }))
}

/// A seat taken: by creating a game or by joining one.
#[derive(Serialize)]
struct Seated {
    seat: Player,
    token: String,
    game: GameView,
}

#[derive(Serialize)]
struct Created {
    id: String,
    link: String,
    #[serde(flatten)]
    seated: Seated,
}

async fn create(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Answer {
    let address = client_address(peer, &headers, app.trust_proxy);
    app.limiters.check(Action::Create, address)?;
    let request = NewGameRequest::parse(&body_of(body)?)?;
    let address_hash = tokens::hash(&address.to_string());
    if app.store.open_games_from(&address_hash).await? >= app.limiters.limits.open_games {
        return Err(ApiError::new(
            429,
            "too-many-open-games",
            format!(
                "your address has {} games waiting for a second player: abort one first",
                app.limiters.limits.open_games
            ),
        )
        .into());
    }
    let seat = match request.side {
        SideChoice::First => Player::First,
        SideChoice::Second => Player::Second,
        SideChoice::Random if tokens::new_token()?.as_bytes()[0] % 2 == 0 => Player::First,
        SideChoice::Random => Player::Second,
    };
    let token = tokens::new_token()?;
    let now = now_ms();
    let table = Table::create(tokens::new_game_id()?, &request, seat, tokens::hash(&token), now)?;
    app.store.insert(&table.stored(), &address_hash).await?;
    if table.state.public {
        lobby_changed(&app);
    }
    let view = table.view(now);
    Ok(json(
        StatusCode::CREATED,
        &Created {
            id: table.state.id.clone(),
            link: view.link.clone(),
            seated: Seated { seat, token, game: view },
        },
    ))
}

fn checked_id(id: &str) -> Result<&str, ApiError> {
    if tokens::is_game_id(id) {
        Ok(id)
    } else {
        Err(ApiError::no_game(id))
    }
}

async fn load(app: &Shared, id: &str) -> Result<Table, ApiError> {
    let stored = app.store.load(checked_id(id)?).await?.ok_or_else(|| ApiError::no_game(id))?;
    Table::restore(stored)
}

/// How many games one shard of [`App::tables`] keeps.
const KEPT_PER_SHARD: usize = 64;

/// Reads the game, lets `action` change it, writes it, and tells everyone
/// watching. A clock whose time is up ends the game first, and the action
/// then meets a finished game.
///
/// A game being played is kept here between changes. The write succeeds
/// only if the stored game is still the version this one was read at; if
/// another instance changed it meanwhile (or the kept game refused the
/// action), it is read again and the action tried again.
pub async fn change<T>(
    app: &Shared,
    id: &str,
    action: impl Fn(&mut Table, i64) -> Result<T, ApiError>,
) -> Result<(T, GameView), ApiError> {
    let checked = checked_id(id)?;
    let mut shelf = app.tables_of(checked).lock().await;
    let mut kept = shelf.remove(checked);
    for _ in 0..5 {
        let was_kept = kept.is_some();
        let mut table = match kept.take() {
            Some(table) => table,
            None => load(app, checked).await?,
        };
        let read_version = table.state.version;
        let now = now_ms();
        table.settle_time(now);
        let done = action(&mut table, now);
        if done.is_err() && was_kept && table.state.version == read_version {
            continue;
        }
        if table.state.version != read_version && !app.store.update(&table.stored(), read_version).await? {
            continue;
        }
        let view = table.view(now);
        if table.state.version != read_version {
            published(app, &table, &view);
        }
        let value = done?;
        if table.state.status != Status::Ended {
            if shelf.len() >= KEPT_PER_SHARD {
                shelf.clear();
            }
            shelf.insert(checked.to_string(), table);
        }
        return Ok((value, view));
    }
    Err(ApiError::new(503, "busy", "the game is changing too fast: try again"))
}

/// Sends a game's new view to its sockets here, and tells the other instances.
fn published(app: &Shared, table: &Table, view: &GameView) {
    app.hub.publish(&table.state.id, game_event(view));
    if app.store.backend == Backend::Postgres {
        let app = app.clone();
        let id = table.state.id.clone();
        tokio::spawn(async move {
            let _ = app.store.notify(CHANNEL, &notice_text(&app.instance, &Notice::Game(&id))).await;
        });
    }
    if table.state.public {
        lobby_changed(app);
    }
}

fn lobby_changed(app: &Shared) {
    app.hub.lobby_changed.notify_one();
    if app.store.backend == Backend::Postgres {
        let app = app.clone();
        tokio::spawn(async move {
            let _ = app.store.notify(CHANNEL, &notice_text(&app.instance, &Notice::Lobby)).await;
        });
    }
}

fn game_event(view: &GameView) -> Event {
    #[derive(Serialize)]
    struct GameEvent<'a> {
        #[serde(rename = "type")]
        kind: &'static str,
        game: &'a GameView,
    }
    Event::from(serde_json::to_string(&GameEvent { kind: "game", game: view }).unwrap_or_default())
}

async fn show(State(app): State<Shared>, UrlPath(id): UrlPath<String>) -> Answer {
    let mut table = load(&app, &id).await?;
    let now = now_ms();
    if table.settle_time(now) {
        let (_, settled) = change(&app, &id, |_, _| Ok(())).await?;
        return Ok(json(StatusCode::OK, &settled));
    }
    Ok(json(StatusCode::OK, &table.view(now)))
}

#[derive(Deserialize)]
struct ListQuery {
    ids: Option<String>,
    status: Option<String>,
}

#[derive(Serialize)]
struct Games {
    games: Vec<GameView>,
}

/// `?ids=a,b,c`: those games (a player's own); `?status=playing`: public games to watch.
async fn list(State(app): State<Shared>, query: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>) -> Answer {
    let Query(query) = query.map_err(|_| ApiError::bad_request("bad-query", "expected ?ids=<id>,<id> or ?status=playing"))?;
    let stored = match (query.ids, query.status.as_deref()) {
        (Some(ids), None) => {
            let ids: Vec<String> = ids.split(',').filter(|id| tokens::is_game_id(id)).map(str::to_string).collect();
            if ids.len() > IDS_LIMIT {
                return Err(ApiError::unprocessable("too-many-ids", format!("at most {IDS_LIMIT} ids at once")).into());
            }
            app.store.by_ids(&ids).await?
        }
        (None, Some("playing")) => app.store.watchable(50).await?,
        _ => return Err(ApiError::bad_request("bad-query", "expected ?ids=<id>,<id> or ?status=playing").into()),
    };
    let now = now_ms();
    let mut games = Vec::with_capacity(stored.len());
    for game in stored {
        let mut table = Table::restore(game)?;
        table.settle_time(now);
        games.push(table.view(now));
    }
    Ok(json(StatusCode::OK, &Games { games }))
}

async fn join(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    UrlPath(id): UrlPath<String>,
    body: Result<Bytes, BytesRejection>,
) -> Answer {
    app.limiters.check(Action::Join, client_address(peer, &headers, app.trust_proxy))?;
    let request = JoinRequest::parse(&body_of(body)?)?;
    let token = tokens::new_token()?;
    let token_hash = tokens::hash(&token);
    let (seat, game) = change(&app, &id, |table, now| table.join(&request.name, token_hash.clone(), now)).await?;
    Ok(json(StatusCode::OK, &Seated { seat, token, game }))
}

/// A seat's action: the token is checked against the game as read.
async fn seat_action(
    app: &Shared,
    id: &str,
    headers: &HeaderMap,
    action: impl Fn(&mut Table, Player, i64) -> Result<Agreement, ApiError>,
) -> Answer {
    let token = tokens::bearer(headers)?;
    let (agreement, mut view) = change(app, id, |table, now| {
        let seat = tokens::seat_of(table, token)?;
        action(table, seat, now)
    })
    .await?;
    if agreement == Agreement::Rematch {
        view = start_rematch(app, id).await?;
    }
    Ok(json(StatusCode::OK, &view))
}

/// Where the server accepts a move.
async fn play(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    UrlPath(id): UrlPath<String>,
    body: Result<Bytes, BytesRejection>,
) -> Answer {
    app.limiters.check(Action::Move, client_address(peer, &headers, app.trust_proxy))?;
    let request = MoveRequest::parse(&body_of(body)?)?;
    seat_action(&app, &id, &headers, |table, seat, now| {
        table.play(seat, &request.notation, request.ply, now).map(|()| Agreement::Done)
    })
    .await
}

async fn resign(State(app): State<Shared>, headers: HeaderMap, UrlPath(id): UrlPath<String>) -> Answer {
    seat_action(&app, &id, &headers, |table, seat, now| table.resign(seat, now).map(|()| Agreement::Done)).await
}

async fn abort(State(app): State<Shared>, headers: HeaderMap, UrlPath(id): UrlPath<String>) -> Answer {
    seat_action(&app, &id, &headers, |table, seat, now| table.abort(seat, now).map(|()| Agreement::Done)).await
}

async fn offer(
    State(app): State<Shared>,
    headers: HeaderMap,
    UrlPath(id): UrlPath<String>,
    body: Result<Bytes, BytesRejection>,
) -> Answer {
    let request = OfferRequest::parse(&body_of(body)?)?;
    seat_action(&app, &id, &headers, |table, seat, now| table.offer(seat, request.offer, now)).await
}

async fn answer(
    State(app): State<Shared>,
    headers: HeaderMap,
    UrlPath(id): UrlPath<String>,
    body: Result<Bytes, BytesRejection>,
) -> Answer {
    let request = AnswerRequest::parse(&body_of(body)?)?;
    seat_action(&app, &id, &headers, |table, seat, now| {
        table.answer(seat, request.offer, request.accept, now)
    })
    .await
}

/// Both players agreed to a rematch: the new game is stored first, then the
/// old one names it, so that both players' pages find it when they go there.
async fn start_rematch(app: &Shared, id: &str) -> Result<GameView, ApiError> {
    let new_game = load(app, id).await?.rematch_game(tokens::new_game_id()?, now_ms())?;
    app.store.insert(&new_game.stored(), "").await?;
    let (_, view) = change(app, id, |table, now| table.set_rematch(&new_game.state.id, now)).await?;
    Ok(view)
}

#[derive(Serialize)]
struct Challenge {
    id: String,
    game: String,
    variant: String,
    options: Vec<(String, String)>,
    clock: Option<ClockSpec>,
    /// The clock as players say it ("3+2", "3 days"); none without a clock.
    clock_words: Option<String>,
    name: String,
    /// The side the creator plays.
    seat: Player,
    created_at: i64,
}

#[derive(Serialize)]
struct Challenges {
    challenges: Vec<Challenge>,
    now: i64,
}

async fn challenge_list(app: &Shared) -> Result<Challenges, ApiError> {
    let stored = app.store.challenges(100).await?;
    let challenges = stored
        .into_iter()
        .filter_map(|game| {
            let creator = game.creator;
            let name = game.seats[creator.index()].as_ref()?.name.clone();
            let clock = game.clocks.as_ref().map(|clocks| clocks.spec);
            Some(Challenge {
                options: variant_options(&game.variant),
                clock_words: clock.map(ClockSpec::describe),
                id: game.id,
                game: game.game,
                variant: game.variant,
                clock,
                name,
                seat: creator,
                created_at: game.created_at,
            })
        })
        .collect();
    Ok(Challenges {
        challenges,
        now: now_ms(),
    })
}

async fn challenges(State(app): State<Shared>) -> Answer {
    Ok(json(StatusCode::OK, &challenge_list(&app).await?))
}

/// Keeps the lobby's list fresh for its sockets: read again when a public
/// game is created, taken or ended, at most ten times a second.
pub async fn keep_lobby(app: Shared) {
    loop {
        if let Ok(list) = challenge_list(&app).await {
            #[derive(Serialize)]
            struct LobbyEvent<'a> {
                #[serde(rename = "type")]
                kind: &'static str,
                #[serde(flatten)]
                list: &'a Challenges,
            }
            let event = serde_json::to_string(&LobbyEvent {
                kind: "challenges",
                list: &list,
            })
            .unwrap_or_default();
            app.lobby.send_replace(Event::from(event));
        }
        tokio::select! {
            _ = app.hub.lobby_changed.notified() => {}
            _ = tokio::time::sleep(Duration::from_secs(30)) => {}
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// PostgreSQL: the other instances' notices, sent on to the sockets here.
pub async fn listen_to_other_instances(app: Shared) {
    loop {
        let listening = async {
            let mut listener = sqlx::postgres::PgListener::connect(&app.store.url).await?;
            listener.listen(CHANNEL).await?;
            loop {
                let notification = listener.recv().await?;
                match read_notice(&app.instance, notification.payload()) {
                    Some(Notice::Game(id)) if app.hub.is_watched(id) => {
                        if let Ok(table) = load(&app, id).await {
                            app.hub.publish(id, game_event(&table.view(now_ms())));
                        }
                    }
                    Some(Notice::Lobby) => app.hub.lobby_changed.notify_one(),
                    _ => {}
                }
            }
            #[allow(unreachable_code)]
            Ok::<(), sqlx::Error>(())
        };
        if let Err(error) = listening.await {
            eprintln!("ringboard serve: listening to other instances: {error}; again in a second");
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

/// A game's live events, for players and watchers alike: the game's view at
/// once, then after every change.
async fn game_socket(
    State(app): State<Shared>,
    UrlPath(id): UrlPath<String>,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Answer {
    let table = load(&app, &id).await?;
    let upgrade = upgrade.map_err(not_a_socket)?;
    let id = table.state.id.clone();
    Ok(upgrade
        .max_message_size(MESSAGE_LIMIT)
        .max_frame_size(MESSAGE_LIMIT)
        .on_upgrade(move |socket| follow_game(app, id, socket)))
}

async fn follow_game(app: Shared, id: String, socket: WebSocket) {
    let mut events = app.hub.subscribe(&id);
    let (mut sender, mut receiver) = socket.split();
    // The view as of now, read after subscribing so that no change falls between.
    let first = match load(&app, &id).await {
        Ok(table) => game_event(&table.view(now_ms())),
        Err(error) => Event::from(error.body()),
    };
    let mut ping = tokio::time::interval(Duration::from_secs(25));
    ping.tick().await;
    if sender.send(Message::Text(first.as_ref().into())).await.is_ok() {
        loop {
            tokio::select! {
                event = events.recv() => {
                    let event = match event {
                        Ok(event) => event,
                        Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => match load(&app, &id).await {
                            Ok(table) => game_event(&table.view(now_ms())),
                            Err(_) => break,
                        },
                        Err(_) => break,
                    };
                    if sender.send(Message::Text(event.as_ref().into())).await.is_err() {
                        break;
                    }
                }
                message = receiver.next() => match message {
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => {}
                },
                _ = ping.tick() => {
                    if sender.send(Message::Ping(Bytes::new())).await.is_err() {
                        break;
                    }
                }
            }
        }
    }
    drop(events);
    app.hub.unsubscribed(&id);
}

/// The lobby's open challenges: the list at once, then whenever it changes.
async fn lobby_socket(State(app): State<Shared>, upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>) -> Answer {
    Ok(upgrade
        .map_err(not_a_socket)?
        .max_message_size(MESSAGE_LIMIT)
        .max_frame_size(MESSAGE_LIMIT)
        .on_upgrade(move |socket| follow_lobby(app, socket)))
}

async fn follow_lobby(app: Shared, socket: WebSocket) {
    let mut lists = app.lobby.subscribe();
    let (mut sender, mut receiver) = socket.split();
    let mut ping = tokio::time::interval(Duration::from_secs(25));
    ping.tick().await;
    loop {
        let list: Arc<str> = lists.borrow_and_update().clone();
        if sender.send(Message::Text(list.as_ref().into())).await.is_err() {
            break;
        }
        let changed = loop {
            tokio::select! {
                changed = lists.changed() => break changed.is_ok(),
                message = receiver.next() => match message {
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break false,
                    Some(Ok(_)) => {}
                },
                _ = ping.tick() => {
                    if sender.send(Message::Ping(Bytes::new())).await.is_err() {
                        break false;
                    }
                }
            }
        };
        if !changed {
            break;
        }
    }
}

