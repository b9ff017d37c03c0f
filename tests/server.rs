//! The game server over real HTTP and WebSockets on loopback: SQLite in a
//! temporary folder, and PostgreSQL when scripts/test.sh has started one.

mod online_client;

use online_client::*;
use ringboard::server::Limits;
use serde_json::{json, Value};

/// Runs a test body against a fresh server on each database.
macro_rules! on_every_database {
    ($name:literal, |$client:ident| $body:block) => {{
        let folder = Folder::new($name);
        for database in databases(&folder) {
            let server = TestServer::start(&database, Limits::none()).await;
            let $client = Client::new(&server.base);
            $body
        }
    }};
}

#[tokio::test(flavor = "multi_thread")]
async fn a_whole_game_is_played_live_to_its_end() {
    on_every_database!("whole-game", |client| {
        let (id, white, black) = client.chess_game(Value::Null).await;
        let mut white_socket = connect(&client.base, &format!("/api/games/{id}/live")).await;
        let mut black_socket = connect(&client.base, &format!("/api/games/{id}/live")).await;
        let mut watcher = connect(&client.base, &format!("/api/games/{id}/live")).await;
        for socket in [&mut white_socket, &mut black_socket, &mut watcher] {
            let first = next_event(socket).await;
            assert_eq!(first["type"], "game");
            assert_eq!(first["game"]["status"], "playing");
            assert_eq!(first["game"]["players"], json!({"first": {"name": "Ada"}, "second": {"name": "Bob"}}));
        }
        let fools_mate = [("f2f3", &white), ("e7e5", &black), ("g2g4", &white), ("d8h4", &black)];
        for (ply, (notation, token)) in fools_mate.iter().enumerate() {
            let reply = client.play(&id, token, notation).await;
            assert_eq!(reply.status, 200, "{:?}", reply.body);
            assert_eq!(moves_of(&reply.body).len(), ply + 1);
            // The opponent and the watcher see the move arrive.
            for socket in [&mut white_socket, &mut black_socket, &mut watcher] {
                let event = event_until(socket, |event| event["game"]["moves"].as_array().map(Vec::len) == Some(ply + 1)).await;
                assert_eq!(event["game"]["moves"][ply], *notation);
            }
        }
        let game = client.game(&id).await;
        assert_eq!(moves_of(&game), ["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert_eq!(game["status"], "ended");
        assert_eq!(game["to_move"], Value::Null);
        assert_eq!(
            game["result"],
            json!({"winner": "second", "reason": "checkmate", "words": "Black wins: checkmate"})
        );
        let after = client.play(&id, &white, "e2e4").await;
        assert_eq!(after.error(), (409, "game-over", "the game is over: Black wins: checkmate"));
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn only_the_seat_to_move_moves_and_a_refused_move_changes_nothing() {
    on_every_database!("seats", |client| {
        let (id, white, black) = client.chess_game(Value::Null).await;
        let path = format!("/api/games/{id}/moves");
        let before = client.game(&id).await;
        let no_token = client.post(&path, None, json!({"move": "e2e4"})).await;
        assert_eq!(
            no_token.error(),
            (401, "no-token", "this needs your seat's token: Authorization: Bearer <token>")
        );
        let unknown = client.post(&path, Some("not-a-seat"), json!({"move": "e2e4"})).await;
        assert_eq!(unknown.error(), (401, "unknown-token", "this token holds no seat in this game"));
        let not_yours = client.play(&id, &black, "e7e5").await;
        assert_eq!(not_yours.error(), (403, "not-your-turn", "it is not your turn: White is to move"));
        let illegal = client.play(&id, &white, "e2e5").await;
        assert_eq!(illegal.error(), (422, "illegal-move", "illegal move 'e2e5' for White"));
        let nonsense = client.play(&id, &white, "hello").await;
        assert_eq!(nonsense.status, 422);
        assert_eq!(nonsense.body["error"]["code"], "bad-move-syntax");
        // Nothing changed: the same version, no moves.
        let after = client.game(&id).await;
        assert_eq!(after["version"], before["version"]);
        assert_eq!(moves_of(&after), Vec::<String>::new());
        // A token of another game holds no seat here.
        let (_, other_white, _) = client.chess_game(Value::Null).await;
        let foreign = client.play(&id, &other_white, "e2e4").await;
        assert_eq!(foreign.error().0, 401);
        let third = client.post(&format!("/api/games/{id}/join"), None, json!({"name": "Cy"})).await;
        assert_eq!(third.error(), (409, "seats-taken", "both seats are taken: you can watch this game"));
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn a_move_sent_twice_is_played_once() {
    on_every_database!("resend", |client| {
        let (id, white, _) = client.chess_game(Value::Null).await;
        let path = format!("/api/games/{id}/moves");
        let first = client.post(&path, Some(&white), json!({"move": "e2e4", "ply": 0})).await;
        assert_eq!(first.status, 200);
        let again = client.post(&path, Some(&white), json!({"move": "e2e4", "ply": 0})).await;
        assert_eq!(
            again.error(),
            (409, "stale-move", "the move was made at ply 0, but the game has 1 moves now")
        );
        assert_eq!(moves_of(&client.game(&id).await), ["e2e4"]);
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_input_gets_a_clear_error_everywhere() {
    on_every_database!("bad-input", |client| {
        let (id, white, _) = client.chess_game(Value::Null).await;
        let before = client.game(&id).await;
        let raw = |method: &'static str, path: String, token: Option<String>, body: &'static [u8]| {
            let client = client.clone();
            async move { client.send(method, &path, token.as_deref(), Some(body.to_vec())).await }
        };
        let cases: Vec<(Reply, (u16, &str))> = vec![
            (raw("POST", "/api/games".into(), None, b"{\"game\": ").await, (400, "bad-json")),
            (raw("POST", "/api/games".into(), None, b"").await, (400, "bad-json")),
            (client.post("/api/games", None, json!({"game": "go"})).await, (422, "unknown-game")),
            (client.post("/api/games", None, json!({"game": "chess", "variant": "size=7"})).await, (422, "unknown-option")),
            (client.post("/api/games", None, json!({"game": "double-ring", "variant": "size=99"})).await, (422, "bad-option-value")),
            (client.post("/api/games", None, json!({"game": "chess", "variant": "vs=computer"})).await, (422, "unknown-option")),
            (client.post("/api/games", None, json!({"game": "chess", "name": "x".repeat(31)})).await, (422, "bad-name")),
            (client.post("/api/games", None, json!({"game": "chess", "name": "a\u{202e}b"})).await, (422, "bad-name")),
            (client.post("/api/games", None, json!({"game": "chess", "clock": {"minutes": 999}})).await, (422, "bad-clock")),
            (client.post("/api/games", None, json!({"game": "chess", "clock": {"days": 3, "minutes": 3}})).await, (422, "bad-clock")),
            (client.post("/api/games", None, json!({"game": 7})).await, (422, "bad-request")),
            (client.post("/api/games", None, json!({"game": "chess", "extra": 1})).await, (422, "bad-request")),
            (client.post("/api/games", None, json!({"game": "chess", "name": "y".repeat(5000)})).await, (413, "too-large")),
            (client.get("/api/games/doesNotExist1").await, (404, "no-such-game")),
            (client.get("/api/games/..%2F..%2Fetc").await, (404, "no-such-game")),
            (client.get(&format!("/api/games/{}", "a".repeat(200))).await, (404, "no-such-game")),
            (client.post("/api/games/doesNotExist1/join", None, json!({})).await, (404, "no-such-game")),
            (client.post("/api/games/doesNotExist1/moves", Some(&white), json!({"move": "e2e4"})).await, (404, "no-such-game")),
            (client.get("/api/nothing-here").await, (404, "no-such-route")),
            (client.send("DELETE", "/api/games", None, None).await, (405, "wrong-method")),
            (client.get("/api/lobby/live").await, (400, "not-a-socket")),
            (client.get(&format!("/api/games/{id}/live")).await, (400, "not-a-socket")),
            (client.get("/api/games?status=everything").await, (400, "bad-query")),
            (raw("POST", format!("/api/games/{id}/moves"), Some(white.clone()), b"e2e4").await, (400, "bad-json")),
            (client.post(&format!("/api/games/{id}/moves"), Some(&white), json!({"move": ""})).await, (422, "bad-move-syntax")),
            (client.post(&format!("/api/games/{id}/moves"), Some(&white), json!({"move": "e2e4\u{0}"})).await, (422, "bad-move-syntax")),
            (client.post(&format!("/api/games/{id}/moves"), Some(&white), json!({"move": "e".repeat(100)})).await, (422, "bad-move-syntax")),
            (client.post(&format!("/api/games/{id}/moves"), Some(&white), json!({"mv": "e2e4"})).await, (422, "bad-request")),
            (client.post(&format!("/api/games/{id}/offers"), Some(&white), json!({"offer": "peace"})).await, (422, "bad-offer")),
            (client.post(&format!("/api/games/{id}/answer"), Some(&white), json!({"offer": "draw"})).await, (422, "bad-request")),
            (client.post(&format!("/api/games/{id}/answer"), Some(&white), json!({"offer": "draw", "accept": true})).await, (409, "no-offer")),
            (client.post(&format!("/api/games/{id}/join"), None, json!({"name": ["Eve"]})).await, (422, "bad-request")),
        ];
        for (reply, (status, code)) in &cases {
            assert_eq!((reply.error().0, reply.error().1), (*status, *code), "{:?}", reply.body);
            assert!(!reply.error().2.is_empty());
        }
        let unknown = client.post("/api/games", None, json!({"game": "go"})).await;
        assert_eq!(
            unknown.error().2,
            "unknown game 'go' (games: double-ring, double-take, king-of-rings, one-ring, double-eighteen-stone, chess)"
        );
        let after = client.game(&id).await;
        assert_eq!(after["version"], before["version"]);
        assert_eq!(after["players"], before["players"]);
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn a_new_game_keeps_its_variant_clock_and_side() {
    on_every_database!("new-game", |client| {
        let reply = client
            .post(
                "/api/games",
                None,
                json!({"game": "double-ring", "variant": "size=7&rule=odd", "side": "second",
                       "clock": {"days": 3}, "public": true, "name": "  Ada   Lovelace "}),
            )
            .await;
        assert_eq!(reply.status, 201);
        let id = reply.body["id"].as_str().unwrap();
        assert_eq!(reply.body["seat"], "second");
        assert_eq!(reply.body["link"], format!("/#online/{id}"));
        assert_eq!(reply.body["token"].as_str().unwrap().len(), 64);
        let game = client.game(id).await;
        assert_eq!(game["variant"], "rule=odd&size=7");
        assert_eq!(game["options"], json!([["rule", "odd"], ["size", "7"]]));
        assert_eq!(game["status"], "waiting");
        assert_eq!(game["can_draw"], false);
        assert_eq!(game["players"], json!({"first": null, "second": {"name": "Ada Lovelace"}}));
        assert_eq!(
            game["clocks"],
            json!({"kind": "correspondence", "days": 3, "first_ms": 259_200_000, "second_ms": 259_200_000, "running": null})
        );
        // The view never holds a token.
        assert!(!game.to_string().contains(reply.body["token"].as_str().unwrap()));
        let listed = client.get("/api/challenges").await;
        let mine: Vec<&Value> = listed.body["challenges"].as_array().unwrap().iter().filter(|c| c["id"] == id).collect();
        assert_eq!(mine.len(), 1);
        assert_eq!(mine[0]["clock_words"], "3 days");
        assert_eq!(mine[0]["options"], json!([["rule", "odd"], ["size", "7"]]));
        assert_eq!(mine[0]["name"], "Ada Lovelace");
        assert_eq!(mine[0]["seat"], "second");
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn the_lobby_lists_public_challenges_live() {
    on_every_database!("lobby", |client| {
        let mut lobby = connect(&client.base, "/api/lobby/live").await;
        let first = next_event(&mut lobby).await;
        assert_eq!(first["type"], "challenges");
        let (public_id, _) = client.create(json!({"game": "chess", "public": true, "name": "Ada"})).await;
        let (private_id, _) = client.create(json!({"game": "chess", "public": false, "name": "Bo"})).await;
        let listed = |event: &Value, id: &str| event["challenges"].as_array().unwrap().iter().any(|c| c["id"] == id);
        let shown = event_until(&mut lobby, |event| listed(event, &public_id)).await;
        assert!(!listed(&shown, &private_id));
        let joined = client.post(&format!("/api/games/{public_id}/join"), None, json!({"name": "Cy"})).await;
        assert_eq!(joined.status, 200);
        event_until(&mut lobby, |event| !listed(event, &public_id)).await;
        let playing = client.get("/api/games?status=playing").await;
        assert!(playing.body["games"].as_array().unwrap().iter().any(|game| game["id"] == public_id));
        let mine = client.get(&format!("/api/games?ids={public_id},{private_id},nope")).await;
        let mut ids: Vec<&str> = mine.body["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
        ids.sort();
        let mut expected = vec![public_id.as_str(), private_id.as_str()];
        expected.sort();
        assert_eq!(ids, expected);
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn offers_draw_takeback_abort_and_rematch() {
    on_every_database!("offers", |client| {
        let (id, white, black) = client.chess_game(json!({"minutes": 5, "increment": 3})).await;
        let offer = |token: String, kind: &'static str| {
            let client = client.clone();
            let id = id.clone();
            async move { client.post(&format!("/api/games/{id}/offers"), Some(&token), json!({"offer": kind})).await }
        };
        let answer = |token: String, kind: &'static str, accept: bool| {
            let client = client.clone();
            let id = id.clone();
            async move {
                client.post(&format!("/api/games/{id}/answer"), Some(&token), json!({"offer": kind, "accept": accept})).await
            }
        };
        // A takeback needs a move of one's own.
        assert_eq!(offer(white.clone(), "takeback").await.error().1, "nothing-to-take-back");
        assert_eq!(client.play(&id, &white, "e2e4").await.status, 200);
        assert_eq!(client.play(&id, &black, "e7e5").await.status, 200);
        assert_eq!(client.play(&id, &white, "g1f3").await.status, 200);
        // Each side has moved: too late to abort.
        let abort = client.post(&format!("/api/games/{id}/abort"), Some(&black), json!({})).await;
        assert_eq!(
            abort.error(),
            (409, "too-late-to-abort", "a game cannot be aborted once each side has moved: resign instead")
        );
        // Black asks to take back e7e5; White declines, then Black asks again and White accepts.
        assert_eq!(offer(black.clone(), "takeback").await.body["offers"]["takeback"], "second");
        assert_eq!(answer(white.clone(), "takeback", false).await.body["offers"]["takeback"], Value::Null);
        assert_eq!(offer(black.clone(), "takeback").await.status, 200);
        let own = answer(black.clone(), "takeback", true).await;
        assert_eq!(own.error(), (409, "own-offer", "you cannot accept your own offer"));
        let taken = answer(white.clone(), "takeback", true).await;
        assert_eq!(moves_of(&taken.body), ["e2e4"]);
        assert_eq!(taken.body["to_move"], "second");
        assert_eq!(taken.body["clocks"]["running"], "second");
        // A draw offered by White and accepted by Black.
        assert_eq!(offer(white.clone(), "draw").await.body["offers"]["draw"], "first");
        let drawn = answer(black.clone(), "draw", true).await;
        assert_eq!(drawn.body["status"], "ended");
        assert_eq!(drawn.body["result"], json!({"winner": null, "reason": "agreed", "words": "Draw by agreement"}));
        assert_eq!(drawn.body["clocks"]["running"], Value::Null);
        // A rematch: offered by one, accepted by the other's own offer; sides swap, tokens stay.
        assert_eq!(offer(white.clone(), "rematch").await.body["offers"]["rematch"], "first");
        let agreed = offer(black.clone(), "rematch").await;
        let rematch = agreed.body["rematch"].as_str().expect("the rematch's id").to_string();
        let new_game = client.game(&rematch).await;
        assert_eq!(new_game["players"], json!({"first": {"name": "Bob"}, "second": {"name": "Ada"}}));
        assert_eq!(new_game["status"], "playing");
        assert_eq!(new_game["clocks"]["initial_ms"], 300_000);
        assert_eq!(new_game["clocks"]["increment_ms"], 3_000);
        assert_eq!(client.play(&rematch, &white, "e2e4").await.error().1, "not-your-turn");
        assert_eq!(client.play(&rematch, &black, "e2e4").await.status, 200);
        // Aborting before the other side has moved ends it with no winner.
        let aborted = client.post(&format!("/api/games/{rematch}/abort"), Some(&white), json!({})).await;
        assert_eq!(aborted.body["result"], json!({"winner": null, "reason": "aborted", "words": "Game aborted"}));
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn a_game_without_draws_refuses_a_draw_offer_and_resigning_ends_it() {
    on_every_database!("no-draws", |client| {
        let (id, first) = client.create(json!({"game": "double-ring", "variant": "size=5", "side": "first"})).await;
        let joined = client.post(&format!("/api/games/{id}/join"), None, json!({})).await;
        assert_eq!(joined.body["game"]["players"]["second"]["name"], "Anonymous");
        let draw = client.post(&format!("/api/games/{id}/offers"), Some(&first), json!({"offer": "draw"})).await;
        assert_eq!(draw.error(), (422, "no-draws", "Double Ring has no draws: every game has a winner"));
        let resigned = client.post(&format!("/api/games/{id}/resign"), Some(&first), json!({})).await;
        assert_eq!(
            resigned.body["result"],
            json!({"winner": "second", "reason": "resigned", "words": "Player 2 wins: Player 1 resigned"})
        );
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn the_flag_falls_with_nobody_connected() {
    on_every_database!("flag", |client| {
        let (id, white, black) = client.chess_game(json!({"seconds": 2, "increment": 0})).await;
        assert_eq!(client.play(&id, &white, "e2e4").await.status, 200);
        // Black's two seconds run out with nobody asking: the server's own
        // watch ends the game, and a socket opened later is told so.
        let started = std::time::Instant::now();
        let mut socket = connect(&client.base, &format!("/api/games/{id}/live")).await;
        let ended = event_until(&mut socket, |event| event["game"]["status"] == "ended").await;
        assert!(started.elapsed() >= std::time::Duration::from_millis(1500));
        assert_eq!(
            ended["game"]["result"],
            json!({"winner": "first", "reason": "time", "words": "White wins: Black ran out of time"})
        );
        assert_eq!(ended["game"]["clocks"]["second_ms"], 0);
        let late = client.play(&id, &black, "e7e5").await;
        assert_eq!(late.error(), (409, "game-over", "the game is over: White wins: Black ran out of time"));
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn limits_per_address_answer_429() {
    let folder = Folder::new("limits");
    let limits = Limits {
        games_per_minute: 5,
        joins_per_minute: 60,
        moves_per_second: 10,
        open_games: 3,
    };
    let server = TestServer::start(&folder.sqlite(), limits).await;
    let client = Client::new(&server.base);
    for _ in 0..3 {
        client.create(json!({"game": "chess"})).await;
    }
    let capped = client.post("/api/games", None, json!({"game": "chess"})).await;
    assert_eq!(
        capped.error(),
        (429, "too-many-open-games", "your address has 3 games waiting for a second player: abort one first")
    );
    let _ = client.post("/api/games", None, json!({"game": "chess"})).await;
    let fast = client.post("/api/games", None, json!({"game": "chess"})).await;
    assert_eq!(
        fast.error(),
        (429, "too-many-requests", "too many new games from your address: wait a little and try again")
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn the_site_is_served_beside_the_api() {
    let folder = Folder::new("site");
    let server = TestServer::start(&folder.sqlite(), Limits::none()).await;
    let client = Client::new(&server.base);
    let health = client.get("/api/health").await;
    assert_eq!(health.body["ok"], true);
    assert_eq!(health.body["database"], "sqlite");
    let response = reqwest::get(format!("{}/api/health", server.base)).await.unwrap();
    assert_eq!(response.headers()["cache-control"], "no-store");
    assert_eq!(response.headers()["x-content-type-options"], "nosniff");
    if std::path::Path::new("dist/index.html").exists() {
        let page = reqwest::get(format!("{}/", server.base)).await.unwrap();
        assert_eq!(page.status(), 200);
        assert!(page.text().await.unwrap().contains("Content-Security-Policy"));
    }
}
