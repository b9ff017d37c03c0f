//! A client of the game server for the tests: real HTTP (reqwest) and real
//! WebSockets (tokio-tungstenite) on loopback, against a server started in
//! this process ([`TestServer`]) or as a process of its own ([`ServerProcess`]).
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures_util::StreamExt;
use reqwest::StatusCode;
use ringboard::server::{Config, Limits, Server};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A folder of this test's own under the system's temporary folder, removed on drop.
pub struct Folder(pub PathBuf);

impl Folder {
    pub fn new(name: &str) -> Folder {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).unwrap();
        let suffix: String = bytes.iter().map(|byte| format!("{byte:02x}")).collect();
        let path = std::env::temp_dir().join(format!("ringboard-{name}-{suffix}"));
        std::fs::create_dir_all(&path).unwrap();
        Folder(path)
    }

    pub fn sqlite(&self) -> String {
        format!("sqlite://{}/games.db", self.0.display())
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The databases to test on: SQLite always, and PostgreSQL when
/// RINGBOARD_TEST_POSTGRES names one (scripts/test.sh starts a throwaway
/// cluster; with RINGBOARD_REQUIRE_POSTGRES=1 its absence is a failure).
pub fn databases(folder: &Folder) -> Vec<String> {
    let mut urls = vec![folder.sqlite()];
    match std::env::var("RINGBOARD_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => urls.push(url),
        _ if std::env::var("RINGBOARD_REQUIRE_POSTGRES").is_ok_and(|value| value == "1") => {
            panic!("RINGBOARD_REQUIRE_POSTGRES=1 but RINGBOARD_TEST_POSTGRES names no database")
        }
        _ => eprintln!("note: RINGBOARD_TEST_POSTGRES is not set: PostgreSQL is not tested here (scripts/test.sh sets it)"),
    }
    urls
}

pub fn postgres() -> Option<String> {
    std::env::var("RINGBOARD_TEST_POSTGRES").ok().filter(|url| !url.is_empty())
}

/// A server running in this process on a free port of loopback.
pub struct TestServer {
    pub base: String,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl TestServer {
    pub async fn start(database: &str, limits: Limits) -> TestServer {
        let config = Config {
            address: [127, 0, 0, 1].into(),
            port: 0,
            dist: PathBuf::from("dist"),
            database: database.to_string(),
            limits,
            trust_proxy: false,
        };
        let server = Server::bind(config).await.expect("the server starts");
        let base = format!("http://{}", server.local_address());
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(server.run(async move {
            let _ = stopped.await;
        }));
        TestServer { base, stop: Some(stop) }
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// `ringboard serve` as a process of its own, for what a process's death shows.
pub struct ServerProcess {
    pub base: String,
    child: Child,
}

impl ServerProcess {
    pub async fn start(database: &str, port: u16) -> ServerProcess {
        let child = Command::new(env!("CARGO_BIN_EXE_ringboard"))
            .args(["serve", "--no-limits", "--port", &port.to_string(), "--database", database, "--dist", "dist"])
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("ringboard serve starts");
        let base = format!("http://127.0.0.1:{port}");
        let client = reqwest::Client::new();
        for _ in 0..300 {
            if client.get(format!("{base}/api/health")).send().await.is_ok_and(|r| r.status() == StatusCode::OK) {
                return ServerProcess { base, child };
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("ringboard serve did not answer on {base}");
    }

    /// SIGKILL: the process ends at once, with no chance to flush anything.
    pub fn kill(&mut self) {
        self.child.kill().expect("the server is killed");
        self.child.wait().expect("the killed server is reaped");
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// One answer: its status and its JSON body.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub body: Value,
}

impl Reply {
    /// The error code and message of an error answer.
    pub fn error(&self) -> (u16, &str, &str) {
        (
            self.status,
            self.body["error"]["code"].as_str().unwrap_or("<no code>"),
            self.body["error"]["message"].as_str().unwrap_or("<no message>"),
        )
    }
}

#[derive(Clone)]
pub struct Client {
    pub base: String,
    http: reqwest::Client,
}

impl Client {
    pub fn new(base: &str) -> Client {
        Client {
            base: base.to_string(),
            http: reqwest::Client::new(),
        }
    }

    pub async fn send(&self, method: &str, path: &str, token: Option<&str>, body: Option<Vec<u8>>) -> Reply {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let mut request = self.http.request(method, format!("{}{path}", self.base));
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        if let Some(body) = body {
            request = request.header("content-type", "application/json").body(body);
        }
        let response = request.send().await.expect("the server answers");
        let status = response.status().as_u16();
        let text = response.text().await.unwrap_or_default();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        Reply { status, body }
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Reply {
        self.send("POST", path, token, Some(body.to_string().into_bytes())).await
    }

    pub async fn get(&self, path: &str) -> Reply {
        self.send("GET", path, None, None).await
    }

    /// Creates a game and returns (id, the creator's token).
    pub async fn create(&self, request: Value) -> (String, String) {
        let reply = self.post("/api/games", None, request).await;
        assert_eq!(reply.status, 201, "{:?}", reply.body);
        (reply.body["id"].as_str().unwrap().to_string(), reply.body["token"].as_str().unwrap().to_string())
    }

    /// A chess game with Ada as White and Bob as Black: (id, White's token, Black's token).
    pub async fn chess_game(&self, clock: Value) -> (String, String, String) {
        let (id, white) = self
            .create(json!({"game": "chess", "side": "first", "clock": clock, "public": false, "name": "Ada"}))
            .await;
        let joined = self.post(&format!("/api/games/{id}/join"), None, json!({"name": "Bob"})).await;
        assert_eq!(joined.status, 200, "{:?}", joined.body);
        assert_eq!(joined.body["seat"], "second");
        (id, white, joined.body["token"].as_str().unwrap().to_string())
    }

    pub async fn play(&self, id: &str, token: &str, notation: &str) -> Reply {
        self.post(&format!("/api/games/{id}/moves"), Some(token), json!({ "move": notation })).await
    }

    pub async fn game(&self, id: &str) -> Value {
        let reply = self.get(&format!("/api/games/{id}")).await;
        assert_eq!(reply.status, 200, "{:?}", reply.body);
        reply.body
    }
}

pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

pub async fn connect(base: &str, path: &str) -> Socket {
    let url = format!("{}{path}", base.replacen("http://", "ws://", 1));
    let (socket, _) = tokio_tungstenite::connect_async(url).await.expect("the socket opens");
    socket
}

/// The next JSON event on a socket (pings skipped), within 10 s.
pub async fn next_event(socket: &mut Socket) -> Value {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("an event within 10 s")
            .expect("the socket stays open")
            .expect("a message");
        if let Message::Text(text) = message {
            return serde_json::from_str(&text).expect("events are JSON");
        }
    }
}

/// Reads game events until one satisfies `done`; returns it.
pub async fn event_until(socket: &mut Socket, done: impl Fn(&Value) -> bool) -> Value {
    loop {
        let event = next_event(socket).await;
        if done(&event) {
            return event;
        }
    }
}

/// The moves of a game view as strings.
pub fn moves_of(view: &Value) -> Vec<String> {
    view["moves"].as_array().unwrap().iter().map(|mv| mv.as_str().unwrap().to_string()).collect()
}
