//! The game server's load test (docs/load-online.md): N live games on
//! loopback, each making a move a second, with both players and a watcher
//! connected to each game's live socket. It measures how long a move takes
//! to reach the opponent (and the watcher), the moves a second the server
//! keeps up with, and the server's CPU and resident memory, read from
//! `/proc` apart from this generator's own.
//!
//! `cargo bench --bench online_load -- --games 100 --seconds 30`
//! (`--postgres postgres://…` for PostgreSQL; `scripts/load-online.sh` runs
//! both). It is bounded: it starts the server, plays for a fixed time, stops
//! everything and prints a table and one JSON line.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use clap::Parser;
use futures_util::StreamExt;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use ringboard::play::session::Session;
use ringboard::Player;
use serde::de::IgnoredAny;
use serde::Deserialize;
use tokio::sync::{oneshot, watch, Semaphore};
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

#[derive(Parser, Debug)]
#[command(about = "The game server's load test: N live games, a move a second each, both players and a watcher on each game's socket")]
struct Options {
    /// How many games play at once.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Seconds measured, once every socket is open and after the warm-up.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Seconds of moves before the measured ones.
    #[arg(long, default_value_t = 5)]
    warmup: u64,
    /// PostgreSQL (a database of its own, which the test fills) instead of
    /// a fresh SQLite file in a temporary folder.
    #[arg(long)]
    postgres: Option<String>,
    /// The server binary (`cargo build --release --bin ringboard`).
    #[arg(long)]
    server: Option<PathBuf>,
    /// The game played; its moves come from a long random line that never
    /// ends the game.
    #[arg(long, default_value = "chess")]
    game: String,
    /// The games' clock, `<minutes>+<increment seconds>`, or `none`.
    #[arg(long, default_value = "10+5")]
    clock: String,
    /// Sockets opened a second while ramping up.
    #[arg(long, default_value_t = 500)]
    sockets_per_second: u64,
    /// A file the JSON line is also appended to.
    #[arg(long)]
    json: Option<PathBuf>,
    /// A CSV file of every move to the opponent: when it was sent (seconds
    /// into the measured window) and its latency in milliseconds.
    #[arg(long)]
    series: Option<PathBuf>,
    /// Passed by `cargo bench`.
    #[arg(long, hide = true)]
    bench: bool,
}

/// Each socket's role in its game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    Seat(Player),
    Watcher,
}

/// The moves every game plays, and who makes each.
struct Line {
    moves: Vec<String>,
    movers: Vec<Player>,
}

/// A random line of `plies` moves after none of which the game is over
/// (chess ends on a threefold repetition or the fifty-move rule, so a
/// shuffle of knights would not do).
fn endless_line(game: &str, plies: usize) -> Result<Line, String> {
    for seed in 0..100u64 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut session = Session::of_variant(game, "").map_err(|error| error.to_string())?;
        let mut line = Line {
            moves: Vec::new(),
            movers: Vec::new(),
        };
        while line.moves.len() < plies {
            let mover = session.to_move();
            let mut candidates = session.legal_notations();
            candidates.shuffle(&mut rng);
            let mut kept = None;
            for notation in candidates {
                session.play(&notation).map_err(|error| error.to_string())?;
                if session.outcome().is_none() {
                    kept = Some(notation);
                    break;
                }
                session.undo();
            }
            let Some(notation) = kept else { break };
            line.moves.push(notation);
            line.movers.push(mover);
        }
        if line.moves.len() == plies {
            return Ok(line);
        }
    }
    Err(format!("found no line of {plies} moves in {game} that does not end the game"))
}

/// When a move was sent: the mover writes it just before its POST, and the
/// other sockets read it when the move arrives.
#[derive(Clone, Copy)]
struct Sent {
    ply: usize,
    at: Instant,
}

/// One game as the generator plays it.
struct LiveGame {
    id: String,
    /// The seats' tokens, by `Player::index`.
    tokens: [String; 2],
    /// The last moves sent, by ply modulo its length.
    sent: Mutex<[Option<Sent>; 8]>,
}

impl LiveGame {
    fn note_sent(&self, ply: usize, at: Instant) {
        let mut sent = self.sent.lock().unwrap_or_else(PoisonError::into_inner);
        sent[ply % 8] = Some(Sent { ply, at });
    }

    fn sent_at(&self, ply: usize) -> Option<Instant> {
        let sent = self.sent.lock().unwrap_or_else(PoisonError::into_inner);
        sent[ply % 8].filter(|sent| sent.ply == ply).map(|sent| sent.at)
    }
}

/// Latencies in microseconds.
#[derive(Default)]
struct Samples {
    opponent: Vec<u64>,
    watcher: Vec<u64>,
    post: Vec<u64>,
    connect: Vec<u64>,
    /// Each move to the opponent: when it was sent (milliseconds into the
    /// window) and how long it took (microseconds).
    opponent_series: Vec<(u64, u64)>,
}

/// What the generator counts while it plays.
#[derive(Default)]
struct Recorder {
    samples: Mutex<Samples>,
    /// Failures by what they were: `<status> <code>`, `transport`, ….
    errors: Mutex<BTreeMap<String, u64>>,
    /// The measured window: moves sent inside it are counted.
    window: OnceLock<(Instant, Instant)>,
    /// Moves sent in the window (a game skips its second while its last move is unanswered).
    offered: AtomicU64,
    accepted: AtomicU64,
    opponent_seen: AtomicU64,
    watcher_seen: AtomicU64,
    /// Sockets the server closed, or that failed, before the end.
    socket_drops: AtomicU64,
}

impl Recorder {
    fn in_window(&self, at: Instant) -> bool {
        self.window.get().is_some_and(|(start, end)| at >= *start && at < *end)
    }

    fn error(&self, what: String) {
        *self.errors.lock().unwrap_or_else(PoisonError::into_inner).entry(what).or_default() += 1;
    }

    fn sample(&self, pick: impl FnOnce(&mut Samples) -> &mut Vec<u64>, took: Duration) {
        let mut samples = self.samples.lock().unwrap_or_else(PoisonError::into_inner);
        pick(&mut samples).push(u64::try_from(took.as_micros()).unwrap_or(u64::MAX));
    }
}

/// A live event as far as the generator reads it.
#[derive(Deserialize)]
struct Event {
    game: Option<EventGame>,
}

#[derive(Deserialize)]
struct EventGame {
    moves: Vec<IgnoredAny>,
}

#[derive(Deserialize)]
struct ErrorBody {
    error: ErrorDetail,
}

#[derive(Deserialize)]
struct ErrorDetail {
    code: String,
}

/// The server as a process of its own, so that its CPU and memory can be read apart.
struct ServerProcess {
    child: Child,
    pid: u32,
    base: String,
    log: PathBuf,
}

fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").map_err(|error| error.to_string())?;
    Ok(listener.local_addr().map_err(|error| error.to_string())?.port())
}

async fn start_server(options: &Options, folder: &Path, client: &reqwest::Client) -> Result<ServerProcess, String> {
    let binary = options
        .server
        .clone()
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/ringboard"));
    if !binary.exists() {
        return Err(format!("no server at {}: cargo build --release --bin ringboard", binary.display()));
    }
    let database = match &options.postgres {
        Some(url) => url.clone(),
        None => format!("sqlite://{}", folder.join("games.db").display()),
    };
    let dist = folder.join("dist");
    fs::create_dir_all(&dist).map_err(|error| error.to_string())?;
    fs::write(dist.join("index.html"), "<!doctype html><title>load test</title>").map_err(|error| error.to_string())?;
    let port = free_port()?;
    let log = folder.join("server.log");
    let log_file = fs::File::create(&log).map_err(|error| error.to_string())?;
    let child = Command::new(&binary)
        .args(["serve", "--no-limits", "--port", &port.to_string(), "--database", &database, "--dist"])
        .arg(&dist)
        .stdout(log_file.try_clone().map_err(|error| error.to_string())?)
        .stderr(log_file)
        .stdin(Stdio::null())
        .spawn()
        .map_err(|error| format!("cannot start {}: {error}", binary.display()))?;
    let mut server = ServerProcess {
        pid: child.id(),
        child,
        base: format!("http://127.0.0.1:{port}"),
        log,
    };
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(Some(status)) = server.child.try_wait() {
            return Err(format!("the server stopped at once ({status}):\n{}", server.log_text()));
        }
        let health = client.get(format!("{}/api/health", server.base)).send().await;
        if health.is_ok_and(|response| response.status().is_success()) {
            return Ok(server);
        }
        if Instant::now() > deadline {
            server.stop();
            return Err(format!("the server did not answer within 30 s:\n{}", server.log_text()));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

impl ServerProcess {
    fn log_text(&self) -> String {
        fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGTERM, then SIGKILL if it has not stopped within ten seconds.
    fn stop(&mut self) {
        let _ = Command::new("kill").args(["-TERM", &self.pid.to_string()]).status();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What `/proc` says of a process at one moment.
#[derive(Clone, Default)]
struct ProcessSample {
    /// utime + stime, in clock ticks.
    cpu_ticks: u64,
    rss_kb: u64,
    peak_rss_kb: u64,
    threads: usize,
    fds: usize,
    /// CPU ticks by thread name (tokio's workers, sqlx's SQLite worker, …).
    by_thread: BTreeMap<String, u64>,
}

/// `(name, utime + stime)` from a `stat` file.
fn stat_ticks(path: &Path) -> Option<(String, u64, u32)> {
    let text = fs::read_to_string(path).ok()?;
    let open = text.find('(')?;
    let close = text.rfind(')')?;
    let name = text[open + 1..close].to_string();
    let fields: Vec<&str> = text[close + 2..].split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    let parent = fields.get(1)?.parse::<u32>().ok()?;
    Some((name, ticks, parent))
}

fn status_kb(pid: u32, key: &str) -> u64 {
    let text = fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    text.lines()
        .find_map(|line| line.strip_prefix(key))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

fn sample_process(pid: u32) -> ProcessSample {
    let mut by_thread = BTreeMap::new();
    let tasks = fs::read_dir(format!("/proc/{pid}/task")).map(|dir| dir.flatten().collect::<Vec<_>>()).unwrap_or_default();
    for task in &tasks {
        if let Some((name, ticks, _)) = stat_ticks(&task.path().join("stat")) {
            *by_thread.entry(name).or_insert(0) += ticks;
        }
    }
    ProcessSample {
        cpu_ticks: stat_ticks(Path::new(&format!("/proc/{pid}/stat"))).map_or(0, |(_, ticks, _)| ticks),
        rss_kb: status_kb(pid, "VmRSS:"),
        peak_rss_kb: status_kb(pid, "VmHWM:"),
        threads: tasks.len(),
        fds: fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |dir| dir.count()),
        by_thread,
    }
}

/// The PostgreSQL cluster that listens on the URL's port: its postmaster
/// (started with `-p <port>`, as scripts/postgres.sh does) and the processes
/// it forked. Other clusters on the machine are left out.
fn postgres_processes(url: &str) -> Vec<u32> {
    let Some(port) = url.rsplit_once(':').and_then(|(_, rest)| rest.split('/').next()).map(str::to_string) else {
        return Vec::new();
    };
    let mut all = Vec::new();
    for entry in fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|name| name.parse::<u32>().ok()) else { continue };
        let command = fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let arguments: Vec<String> = command.split(|byte| *byte == 0).map(|part| String::from_utf8_lossy(part).into_owned()).collect();
        let parent = stat_ticks(&entry.path().join("stat")).map_or(0, |(_, _, parent)| parent);
        all.push((pid, parent, arguments));
    }
    let postmaster = all.iter().find(|(_, _, arguments)| {
        arguments.first().is_some_and(|program| program.ends_with("postgres"))
            && arguments.windows(2).any(|pair| pair[0] == "-p" && pair[1] == port)
    });
    let Some(&(postmaster, _, _)) = postmaster else { return Vec::new() };
    let mut pids = vec![postmaster];
    pids.extend(all.iter().filter(|(_, parent, _)| *parent == postmaster).map(|(pid, _, _)| *pid));
    pids
}

/// CPU ticks by process of the PostgreSQL cluster on the URL's port.
fn postgres_ticks(url: Option<&str>) -> BTreeMap<u32, u64> {
    let Some(url) = url else { return BTreeMap::new() };
    postgres_processes(url)
        .into_iter()
        .filter_map(|pid| stat_ticks(Path::new(&format!("/proc/{pid}/stat"))).map(|(_, ticks, _)| (pid, ticks)))
        .collect()
}

/// The CPU its processes used between two samples; a process started
/// meanwhile (a new connection's backend) counts whole.
fn postgres_used(start: &BTreeMap<u32, u64>, end: &BTreeMap<u32, u64>) -> u64 {
    end.iter().map(|(pid, ticks)| ticks.saturating_sub(start.get(pid).copied().unwrap_or(0))).sum()
}

/// The whole machine's CPU time from `/proc/stat`, in ticks: (busy, all, stolen).
fn machine_ticks() -> (u64, u64, u64) {
    let text = fs::read_to_string("/proc/stat").unwrap_or_default();
    let fields: Vec<u64> = text
        .lines()
        .next()
        .unwrap_or("")
        .split_whitespace()
        .skip(1)
        .filter_map(|field| field.parse().ok())
        .collect();
    let field = |index: usize| fields.get(index).copied().unwrap_or(0);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already).
    let all: u64 = (0..8).map(field).sum();
    (all - field(3) - field(4), all, field(7))
}

/// The seconds of the window whose moves' p99 to the opponent was over 50 ms.
fn slow_seconds(series: &[(u64, u64)], seconds: u64) -> (usize, Vec<f64>) {
    let mut by_second: Vec<Vec<u64>> = vec![Vec::new(); seconds.max(1) as usize];
    for &(at, took) in series {
        if let Some(second) = by_second.get_mut((at / 1000) as usize) {
            second.push(took);
        }
    }
    let p99s: Vec<f64> = by_second.iter_mut().map(|second| spread(second).p99).collect();
    (p99s.iter().filter(|p99| **p99 > 50.0).count(), p99s)
}

fn clock_ticks_per_second() -> f64 {
    Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|output| String::from_utf8(output.stdout).ok())
        .and_then(|text| text.trim().parse().ok())
        .unwrap_or(100.0)
}

/// Lets this process and the server it starts hold a socket each for
/// thousands of connections: the soft limit on open files up to the hard one.
fn raise_open_files_limit(needed: u64) -> Result<u64, String> {
    #[repr(C)]
    struct Limit {
        current: u64,
        max: u64,
    }
    const RLIMIT_NOFILE: i32 = 7;
    extern "C" {
        fn getrlimit(resource: i32, limit: *mut Limit) -> i32;
        fn setrlimit(resource: i32, limit: *const Limit) -> i32;
    }
    let mut limit = Limit { current: 0, max: 0 };
    // SAFETY: getrlimit and setrlimit only read and write the struct given, laid out as the C `struct rlimit` on 64-bit Linux.
    unsafe {
        if getrlimit(RLIMIT_NOFILE, &mut limit) != 0 {
            return Err("cannot read the limit on open files".to_string());
        }
        limit.current = limit.max;
        if setrlimit(RLIMIT_NOFILE, &limit) != 0 {
            return Err("cannot raise the limit on open files".to_string());
        }
    }
    if limit.current < needed {
        return Err(format!(
            "{needed} open files are needed but the hard limit is {}: raise it (ulimit -Hn) first",
            limit.current
        ));
    }
    Ok(limit.current)
}

async fn create_game(client: &reqwest::Client, base: &str, options: &Options) -> Result<LiveGame, String> {
    let clock = match options.clock.as_str() {
        "none" => serde_json::Value::Null,
        text => {
            let (minutes, increment) = text.split_once('+').ok_or("--clock is <minutes>+<increment> or none")?;
            serde_json::json!({ "minutes": minutes.parse::<u32>().map_err(|e| e.to_string())?,
                                "increment": increment.parse::<u32>().map_err(|e| e.to_string())? })
        }
    };
    let request = serde_json::json!({
        "game": options.game, "variant": "", "side": "first", "clock": clock, "public": false, "name": "Load"
    });
    let created: serde_json::Value = checked_json(client.post(format!("{base}/api/games")).json(&request).send().await).await?;
    let id = created["id"].as_str().ok_or("no id in the new game")?.to_string();
    let first = created["token"].as_str().ok_or("no token in the new game")?.to_string();
    let joined: serde_json::Value = checked_json(
        client
            .post(format!("{base}/api/games/{id}/join"))
            .json(&serde_json::json!({ "name": "Opponent" }))
            .send()
            .await,
    )
    .await?;
    let second = joined["token"].as_str().ok_or("no token in the join")?.to_string();
    Ok(LiveGame {
        id,
        tokens: [first, second],
        sent: Mutex::new([None; 8]),
    })
}

async fn checked_json(response: Result<reqwest::Response, reqwest::Error>) -> Result<serde_json::Value, String> {
    let response = response.map_err(|error| error.to_string())?;
    let status = response.status();
    let text = response.text().await.map_err(|error| error.to_string())?;
    if !status.is_success() {
        return Err(format!("{status}: {text}"));
    }
    serde_json::from_str(&text).map_err(|error| error.to_string())
}

/// One socket of a game: it waits for the first view, then reads every
/// event and, for a move the other side made, notes how long it took.
async fn follow(
    url: String,
    game: Arc<LiveGame>,
    role: Role,
    line: Arc<Line>,
    recorder: Arc<Recorder>,
    mut stop: watch::Receiver<bool>,
    ready: oneshot::Sender<Result<(), String>>,
) {
    let started = Instant::now();
    // tungstenite fills its whole read buffer with zeros before every read:
    // 16 KiB rather than the default 128 KiB keeps that from costing the
    // generator (and so the server beside it) CPU and memory.
    let config = WebSocketConfig::default().read_buffer_size(16 * 1024);
    let mut socket = match tokio_tungstenite::connect_async_with_config(&url, Some(config), true).await {
        Ok((socket, _)) => socket,
        Err(error) => {
            let _ = ready.send(Err(format!("socket {url}: {error}")));
            return;
        }
    };
    let mut seen_moves = 0usize;
    let mut ready = Some(ready);
    loop {
        tokio::select! {
            message = socket.next() => match message {
                Some(Ok(Message::Text(text))) => {
                    let received = Instant::now();
                    if let Some(ready) = ready.take() {
                        recorder.sample(|samples| &mut samples.connect, received - started);
                        let _ = ready.send(Ok(()));
                    }
                    let Ok(Event { game: Some(view) }) = serde_json::from_str::<Event>(&text) else {
                        recorder.error(format!("socket event: {}", text.chars().take(80).collect::<String>()));
                        continue;
                    };
                    let count = view.moves.len();
                    if count > seen_moves {
                        seen_moves = count;
                        note_arrival(&game, role, &line, &recorder, count - 1, received);
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => {
                    if !*stop.borrow() {
                        recorder.socket_drops.fetch_add(1, Ordering::Relaxed);
                    }
                    break;
                }
            },
            _ = stop.changed() => {
                let _ = socket.close(None).await;
                break;
            }
        }
    }
    if let Some(ready) = ready {
        let _ = ready.send(Err(format!("socket {url} closed before its first view")));
    }
}

fn note_arrival(game: &LiveGame, role: Role, line: &Line, recorder: &Recorder, ply: usize, received: Instant) {
    let Some(&mover) = line.movers.get(ply) else { return };
    if role == Role::Seat(mover) {
        return;
    }
    let Some(sent) = game.sent_at(ply) else { return };
    if !recorder.in_window(sent) {
        return;
    }
    if role == Role::Watcher {
        recorder.watcher_seen.fetch_add(1, Ordering::Relaxed);
        recorder.sample(|samples| &mut samples.watcher, received - sent);
    } else {
        recorder.opponent_seen.fetch_add(1, Ordering::Relaxed);
        let took = u64::try_from((received - sent).as_micros()).unwrap_or(u64::MAX);
        let into_window = recorder.window.get().map_or(0, |(start, _)| sent.duration_since(*start).as_millis() as u64);
        let mut samples = recorder.samples.lock().unwrap_or_else(PoisonError::into_inner);
        samples.opponent.push(took);
        samples.opponent_series.push((into_window, took));
    }
}

/// One game's moves: one a second from `first_tick`, the players in turn.
async fn play_game(
    client: reqwest::Client,
    base: String,
    game: Arc<LiveGame>,
    line: Arc<Line>,
    first_tick: Instant,
    recorder: Arc<Recorder>,
    mut stop: watch::Receiver<bool>,
) {
    let mut ticks = tokio::time::interval_at(first_tick.into(), Duration::from_secs(1));
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    let url = format!("{base}/api/games/{}/moves", game.id);
    let mut ply = 0usize;
    loop {
        tokio::select! {
            _ = ticks.tick() => {}
            _ = stop.changed() => break,
        }
        let sent = Instant::now();
        let counted = recorder.in_window(sent);
        if counted {
            recorder.offered.fetch_add(1, Ordering::Relaxed);
        }
        let Some(notation) = line.moves.get(ply) else {
            recorder.error("the line ran out of moves".to_string());
            continue;
        };
        game.note_sent(ply, sent);
        let response = client
            .post(&url)
            .bearer_auth(&game.tokens[line.movers[ply].index()])
            .header("content-type", "application/json")
            .body(format!("{{\"move\":\"{notation}\",\"ply\":{ply}}}"))
            .send()
            .await;
        let answer = match response {
            Ok(response) => {
                let status = response.status();
                response.bytes().await.map(|body| (status, body))
            }
            Err(error) => Err(error),
        };
        match answer {
            Ok((status, _)) if status.is_success() => {
                ply += 1;
                if counted {
                    recorder.accepted.fetch_add(1, Ordering::Relaxed);
                    recorder.sample(|samples| &mut samples.post, sent.elapsed());
                }
            }
            Ok((status, body)) => {
                let code = serde_json::from_slice::<ErrorBody>(&body).map_or_else(|_| "?".to_string(), |body| body.error.code);
                recorder.error(format!("{} {code}", status.as_u16()));
                if code == "stale-move" {
                    ply = moves_in(&client, &base, &game.id).await.unwrap_or(ply);
                }
            }
            Err(error) => recorder.error(format!("transport: {}", if error.is_timeout() { "timeout" } else { "error" })),
        }
    }
}

async fn moves_in(client: &reqwest::Client, base: &str, id: &str) -> Option<usize> {
    let view = checked_json(client.get(format!("{base}/api/games/{id}")).send().await).await.ok()?;
    Some(view["moves"].as_array()?.len())
}

/// Percentiles of microsecond samples, in milliseconds.
#[derive(Clone, Copy, Default)]
struct Spread {
    count: usize,
    p50: f64,
    p90: f64,
    p99: f64,
    max: f64,
}

fn spread(samples: &mut [u64]) -> Spread {
    if samples.is_empty() {
        return Spread::default();
    }
    samples.sort_unstable();
    let at = |fraction: f64| {
        let index = ((samples.len() as f64 * fraction).ceil() as usize).clamp(1, samples.len()) - 1;
        samples[index] as f64 / 1000.0
    };
    Spread {
        count: samples.len(),
        p50: at(0.50),
        p90: at(0.90),
        p99: at(0.99),
        max: samples[samples.len() - 1] as f64 / 1000.0,
    }
}

fn spread_json(spread: Spread) -> serde_json::Value {
    serde_json::json!({ "count": spread.count, "p50_ms": round(spread.p50), "p90_ms": round(spread.p90),
                        "p99_ms": round(spread.p99), "max_ms": round(spread.max) })
}

fn round(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

fn megabytes(kb: u64) -> f64 {
    kb as f64 / 1024.0
}

fn main() {
    let options = Options::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("online_load: {error}");
            std::process::exit(1);
        }
    };
    if let Err(error) = runtime.block_on(run(options)) {
        eprintln!("online_load: {error}");
        std::process::exit(1);
    }
}

async fn run(options: Options) -> Result<(), String> {
    let games = options.games.max(1);
    let connections = games * 3;
    let open_files = raise_open_files_limit(connections as u64 + 1000)?;
    let line = Arc::new(endless_line(&options.game, (options.warmup + options.seconds) as usize + 30)?);
    let folder = std::env::temp_dir().join(format!("ringboard-load-{}-{}", std::process::id(), ringboard_now()));
    fs::create_dir_all(&folder).map_err(|error| error.to_string())?;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(1024)
        .timeout(Duration::from_secs(30))
        .build()
        .map_err(|error| error.to_string())?;
    let mut server = start_server(&options, &folder, &client).await?;
    let outcome = drive(&options, games, &server, &client, line).await;
    server.stop();
    let log = server.log_text();
    let _ = fs::remove_dir_all(&folder);
    let mut report = outcome?;
    report["open_files_limit"] = serde_json::json!(open_files);
    let storage_errors = log.lines().filter(|line| line.contains("storage:")).count();
    report["server_log_storage_errors"] = serde_json::json!(storage_errors);
    if storage_errors > 0 {
        println!("  server log: {storage_errors} storage errors, e.g. {}", log.lines().find(|line| line.contains("storage:")).unwrap_or(""));
    }
    let text = format!("online_load: {report}");
    println!("{text}");
    if let Some(path) = &options.json {
        use std::io::Write;
        let mut file = fs::OpenOptions::new().create(true).append(true).open(path).map_err(|error| error.to_string())?;
        writeln!(file, "{report}").map_err(|error| error.to_string())?;
    }
    Ok(())
}

fn ringboard_now() -> u128 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |elapsed| elapsed.as_nanos())
}

async fn drive(
    options: &Options,
    games: usize,
    server: &ServerProcess,
    client: &reqwest::Client,
    line: Arc<Line>,
) -> Result<serde_json::Value, String> {
    let backend = if options.postgres.is_some() { "PostgreSQL" } else { "SQLite" };
    let tick = clock_ticks_per_second();
    let postgres = options.postgres.as_deref();
    if postgres.is_some_and(|url| postgres_processes(url).is_empty()) {
        eprintln!("online_load: the PostgreSQL processes were not found: its CPU is not measured");
    }
    let connections = games * 3;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let idle = sample_process(server.pid);

    // The games, created and joined over HTTP, 32 at a time.
    let creating = Instant::now();
    let created: Vec<Result<LiveGame, String>> = futures_util::stream::iter(0..games)
        .map(|_| create_game(client, &server.base, options))
        .buffer_unordered(32)
        .collect()
        .await;
    let created_in = creating.elapsed();
    let live: Vec<Arc<LiveGame>> = created.into_iter().collect::<Result<Vec<_>, _>>()?.into_iter().map(Arc::new).collect();
    let with_games = sample_process(server.pid);

    // The sockets, a few hundred a second: both players and a watcher per game.
    let recorder = Arc::new(Recorder::default());
    let (stop_sockets, sockets_stopped) = watch::channel(false);
    let ws_base = server.base.replacen("http://", "ws://", 1);
    let opening = Instant::now();
    let mut readies = Vec::with_capacity(connections);
    let mut socket_tasks = Vec::with_capacity(connections);
    let mut opened = 0u32;
    let gap = Duration::from_secs_f64(1.0 / options.sockets_per_second.max(1) as f64);
    let limit = Arc::new(Semaphore::new(256));
    for game in &live {
        for role in [Role::Seat(Player::First), Role::Seat(Player::Second), Role::Watcher] {
            let (ready, waiting) = oneshot::channel();
            let permit = limit.clone().acquire_owned().await.map_err(|error| error.to_string())?;
            let url = format!("{ws_base}/api/games/{}/live", game.id);
            let (game, line, recorder, stop) = (game.clone(), line.clone(), recorder.clone(), sockets_stopped.clone());
            socket_tasks.push(tokio::spawn(follow(url, game, role, line, recorder, stop, ready)));
            readies.push(tokio::spawn(async move {
                let answer = waiting.await.unwrap_or_else(|_| Err("a socket task ended early".to_string()));
                drop(permit);
                answer
            }));
            opened += 1;
            tokio::time::sleep_until((opening + gap * opened).into()).await;
        }
    }
    for ready in readies {
        ready.await.map_err(|error| error.to_string())??;
    }
    let opened_in = opening.elapsed();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let quiet_start = (Instant::now(), sample_process(server.pid));
    tokio::time::sleep(Duration::from_secs(3)).await;
    let with_sockets = sample_process(server.pid);
    let quiet_seconds = quiet_start.0.elapsed().as_secs_f64();

    // The moves: each game once a second, the games spread over the second.
    let moves_start = Instant::now() + Duration::from_millis(200);
    let window_start = moves_start + Duration::from_secs(options.warmup);
    let window_end = window_start + Duration::from_secs(options.seconds);
    let _ = recorder.window.set((window_start, window_end));
    let window_start_unix_ms = ringboard_now() / 1_000_000 + (options.warmup * 1000 + 200) as u128;
    let (stop_moves, moves_stopped) = watch::channel(false);
    let mut movers = Vec::with_capacity(games);
    for (index, game) in live.iter().enumerate() {
        let first_tick = moves_start + Duration::from_secs_f64(index as f64 / games as f64);
        movers.push(tokio::spawn(play_game(
            client.clone(),
            server.base.clone(),
            game.clone(),
            line.clone(),
            first_tick,
            recorder.clone(),
            moves_stopped.clone(),
        )));
    }
    tokio::time::sleep_until(window_start.into()).await;
    let machine_start = machine_ticks();
    let start = (Instant::now(), sample_process(server.pid), sample_process(std::process::id()), postgres_ticks(postgres));
    tokio::time::sleep_until(window_end.into()).await;
    let end = (Instant::now(), sample_process(server.pid), sample_process(std::process::id()), postgres_ticks(postgres));
    let machine_end = machine_ticks();
    let _ = stop_moves.send(true);
    for mover in movers {
        let _ = mover.await;
    }
    // Moves sent near the end still have time to arrive.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let _ = stop_sockets.send(true);
    let closing = futures_util::future::join_all(socket_tasks);
    let _ = tokio::time::timeout(Duration::from_secs(20), closing).await;

    let seconds = end.0.duration_since(start.0).as_secs_f64();
    let percent = |ticks: u64| ticks as f64 / tick / seconds * 100.0;
    let server_cpu = percent(end.1.cpu_ticks - start.1.cpu_ticks);
    let generator_cpu = percent(end.2.cpu_ticks - start.2.cpu_ticks);
    let database_cpu = (!end.3.is_empty()).then(|| percent(postgres_used(&start.3, &end.3)));
    let idle_connections_cpu = (with_sockets.cpu_ticks - quiet_start.1.cpu_ticks) as f64 / tick / quiet_seconds * 100.0;
    let threads: BTreeMap<String, f64> = end
        .1
        .by_thread
        .iter()
        .map(|(name, ticks)| (name.clone(), round(percent(ticks - start.1.by_thread.get(name).copied().unwrap_or(0)))))
        .filter(|(_, cpu)| *cpu > 0.0)
        .collect();

    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let machine_all = (machine_end.1 - machine_start.1).max(1) as f64;
    let machine_busy = (machine_end.0 - machine_start.0) as f64 / machine_all * 100.0;
    let machine_stolen = (machine_end.2 - machine_start.2) as f64 / machine_all * 100.0;
    let others_cpu = (machine_busy * cores as f64 - server_cpu - generator_cpu - database_cpu.unwrap_or(0.0)).max(0.0);
    let mut samples = std::mem::take(&mut *recorder.samples.lock().unwrap_or_else(PoisonError::into_inner));
    let (slow, p99_by_second) = slow_seconds(&samples.opponent_series, options.seconds);
    if let Some(path) = &options.series {
        let mut text = String::from("sent_s,opponent_ms\n");
        samples.opponent_series.sort_unstable();
        for (at, took) in &samples.opponent_series {
            text.push_str(&format!("{:.3},{:.3}\n", *at as f64 / 1000.0, *took as f64 / 1000.0));
        }
        fs::write(path, text).map_err(|error| format!("{}: {error}", path.display()))?;
    }
    let opponent = spread(&mut samples.opponent);
    let watcher = spread(&mut samples.watcher);
    let post = spread(&mut samples.post);
    let connect = spread(&mut samples.connect);
    let errors = recorder.errors.lock().unwrap_or_else(PoisonError::into_inner).clone();
    let offered = recorder.offered.load(Ordering::Relaxed);
    let accepted = recorder.accepted.load(Ordering::Relaxed);
    let per_thousand = |value: f64, count: usize| value * 1000.0 / count as f64;
    let load_rss = end.1.rss_kb;
    let games_rss = with_games.rss_kb.saturating_sub(idle.rss_kb);
    let sockets_rss = with_sockets.rss_kb.saturating_sub(with_games.rss_kb);
    let all_rss = load_rss.saturating_sub(idle.rss_kb);

    println!();
    println!("online_load: {backend}, {games} games of {} (clock {}), {connections} sockets, {} s measured", options.game, options.clock, options.seconds);
    println!("  set up            {games} games created and joined in {:.1} s; {connections} sockets opened in {:.1} s (first view p50 {:.1} ms, p99 {:.1} ms)",
        created_in.as_secs_f64(), opened_in.as_secs_f64(), connect.p50, connect.p99);
    println!("  moves/s           offered {games}, sent {:.1} (a move waits for the last one's answer), accepted {:.1}", offered as f64 / seconds, accepted as f64 / seconds);
    for (name, spread, seen) in [
        ("move to opponent", opponent, recorder.opponent_seen.load(Ordering::Relaxed)),
        ("move to watcher", watcher, recorder.watcher_seen.load(Ordering::Relaxed)),
        ("POST /moves", post, accepted),
    ] {
        println!("  {name:<17} p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({seen} of {accepted} accepted moves)",
            spread.p50, spread.p90, spread.p99, spread.max);
    }
    let error_text = if errors.is_empty() { "none".to_string() } else { errors.iter().map(|(what, count)| format!("{what}: {count}")).collect::<Vec<_>>().join(", ") };
    println!("  errors            {error_text}; sockets dropped: {}", recorder.socket_drops.load(Ordering::Relaxed));
    println!("  server CPU        {server_cpu:.1}% of one core under load ({:.1}% per 1,000 games, {:.1}% per 1,000 connections); {idle_connections_cpu:.1}% with the sockets open and no moves",
        per_thousand(server_cpu, games), per_thousand(server_cpu, connections));
    println!("    by thread       {}", threads.iter().map(|(name, cpu)| format!("{name} {cpu:.1}%")).collect::<Vec<_>>().join(", "));
    if let Some(database_cpu) = database_cpu {
        println!("  PostgreSQL CPU    {database_cpu:.1}% of one core ({:.1}% per 1,000 games)", per_thousand(database_cpu, games));
    }
    println!("  generator CPU     {generator_cpu:.1}% of one core (this process: the clients)");
    println!("  machine           {machine_busy:.0}% of {cores} cores busy ({others_cpu:.0}% of one core by other processes, {machine_stolen:.1}% stolen); load average {}; {slow} of {} seconds had a p99 over 50 ms",
        fs::read_to_string("/proc/loadavg").unwrap_or_default().split_whitespace().take(3).collect::<Vec<_>>().join(" "), options.seconds);
    println!("  server RSS        idle {:.1} MB; games made {:.1} MB; sockets open {:.1} MB; under load {:.1} MB (peak {:.1} MB)",
        megabytes(idle.rss_kb), megabytes(with_games.rss_kb), megabytes(with_sockets.rss_kb), megabytes(load_rss), megabytes(end.1.peak_rss_kb));
    println!("                    per 1,000 games {:.1} MB (all they add under load), per 1,000 connections {:.1} MB (open sockets, no moves)",
        per_thousand(megabytes(all_rss), games), per_thousand(megabytes(sockets_rss), connections));
    println!("  server            {} threads, {} open files under load", end.1.threads, end.1.fds);

    Ok(serde_json::json!({
        "backend": backend, "game": options.game, "clock": options.clock, "games": games, "connections": connections,
        "seconds": round(seconds), "warmup": options.warmup, "window_start_unix_ms": window_start_unix_ms,
        "setup": { "games_s": round(created_in.as_secs_f64()), "sockets_s": round(opened_in.as_secs_f64()), "first_view": spread_json(connect) },
        "moves_per_s": { "offered": games, "sent": round(offered as f64 / seconds), "accepted": round(accepted as f64 / seconds) },
        "move_to_opponent": spread_json(opponent), "move_to_watcher": spread_json(watcher), "post": spread_json(post),
        "missed": { "opponent": accepted.saturating_sub(recorder.opponent_seen.load(Ordering::Relaxed)),
                    "watcher": accepted.saturating_sub(recorder.watcher_seen.load(Ordering::Relaxed)) },
        "errors": errors, "socket_drops": recorder.socket_drops.load(Ordering::Relaxed),
        "server_cpu_percent": round(server_cpu), "server_cpu_by_thread": threads,
        "server_cpu_per_1000_games": round(per_thousand(server_cpu, games)),
        "server_cpu_per_1000_connections": round(per_thousand(server_cpu, connections)),
        "server_cpu_idle_connections_percent": round(idle_connections_cpu),
        "postgres_cpu_percent": database_cpu.map(round),
        "generator_cpu_percent": round(generator_cpu),
        "machine": { "cores": cores, "busy_percent": round(machine_busy), "others_cpu_percent": round(others_cpu),
                     "stolen_percent": round(machine_stolen), "seconds_p99_over_50ms": slow,
                     "p99_ms_by_second": p99_by_second.iter().map(|p99| round(*p99)).collect::<Vec<_>>() },
        "rss_mb": { "idle": round(megabytes(idle.rss_kb)), "games": round(megabytes(with_games.rss_kb)),
                    "sockets": round(megabytes(with_sockets.rss_kb)), "load": round(megabytes(load_rss)), "peak": round(megabytes(end.1.peak_rss_kb)) },
        "rss_mb_per_1000_games": round(per_thousand(megabytes(all_rss), games)),
        "rss_mb_per_1000_connections": round(per_thousand(megabytes(sockets_rss), connections)),
        "rss_mb_games_only_per_1000": round(per_thousand(megabytes(games_rss), games)),
        "server_threads": end.1.threads, "server_open_files": end.1.fds,
        "load_average": fs::read_to_string("/proc/loadavg").unwrap_or_default().split_whitespace().take(3).collect::<Vec<_>>().join(" "),
    }))
}
