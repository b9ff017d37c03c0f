//! The game server as processes of its own: killed mid-game with SIGKILL,
//! and two instances sharing one PostgreSQL.

mod online_client;

use online_client::*;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread")]
async fn a_server_killed_mid_game_loses_no_acknowledged_move() {
    let folder = Folder::new("sigkill");
    for database in databases(&folder) {
        let port = free_port();
        let mut server = ServerProcess::start(&database, port).await;
        let client = Client::new(&server.base);
        let (id, white, black) = client.chess_game(json!({"minutes": 10, "increment": 0})).await;
        let moves = ["e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4"];
        for (ply, notation) in moves.iter().enumerate() {
            let token = if ply % 2 == 0 { &white } else { &black };
            assert_eq!(client.play(&id, token, notation).await.status, 200);
        }
        // Killed the moment the last move is acknowledged.
        server.kill();
        let server = ServerProcess::start(&database, port).await;
        let client = Client::new(&server.base);
        let game = client.game(&id).await;
        assert_eq!(moves_of(&game), moves);
        assert_eq!(game["status"], "playing");
        assert_eq!(game["to_move"], "first");
        // The game goes on with the same tokens.
        assert_eq!(client.play(&id, &white, "f3d4").await.status, 200);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn two_instances_on_one_postgresql_play_live_together() {
    let Some(database) = postgres() else {
        if std::env::var("RINGBOARD_REQUIRE_POSTGRES").is_ok_and(|value| value == "1") {
            panic!("RINGBOARD_REQUIRE_POSTGRES=1 but RINGBOARD_TEST_POSTGRES names no database");
        }
        eprintln!("note: RINGBOARD_TEST_POSTGRES is not set: two instances are not tested here");
        return;
    };
    let east = ServerProcess::start(&database, free_port()).await;
    let west = ServerProcess::start(&database, free_port()).await;
    let (east_client, west_client) = (Client::new(&east.base), Client::new(&west.base));
    // Ada creates on one instance, Bob joins on the other.
    let (id, ada) = east_client.create(json!({"game": "chess", "side": "first", "name": "Ada"})).await;
    let joined = west_client.post(&format!("/api/games/{id}/join"), None, json!({"name": "Bob"})).await;
    let bob = joined.body["token"].as_str().unwrap().to_string();
    let mut ada_socket = connect(&east.base, &format!("/api/games/{id}/live")).await;
    let mut bob_socket = connect(&west.base, &format!("/api/games/{id}/live")).await;
    let mut watcher = connect(&west.base, &format!("/api/games/{id}/live")).await;
    let count = |n: usize| move |event: &Value| event["game"]["moves"].as_array().map(Vec::len) == Some(n);
    let script = [("e2e4", true), ("e7e5", false), ("g1f3", true), ("b8c6", false)];
    for (ply, (notation, ada_moves)) in script.iter().enumerate() {
        let reply = if *ada_moves {
            east_client.play(&id, &ada, notation).await
        } else {
            west_client.play(&id, &bob, notation).await
        };
        assert_eq!(reply.status, 200, "{:?}", reply.body);
        // Each move reaches the players and the watcher on both instances.
        for socket in [&mut ada_socket, &mut bob_socket, &mut watcher] {
            let event = event_until(socket, count(ply + 1)).await;
            assert_eq!(event["game"]["moves"][ply], *notation);
        }
    }
    // The lobby of one instance hears of a challenge made on the other.
    let mut lobby = connect(&west.base, "/api/lobby/live").await;
    let (challenge, _) = east_client.create(json!({"game": "double-take", "public": true, "name": "Eve"})).await;
    event_until(&mut lobby, |event| {
        event["challenges"].as_array().is_some_and(|list| list.iter().any(|c| c["id"] == challenge))
    })
    .await;
}
