//! `ringboard serve`: the game server. It serves the built site and the live
//! API on one port, keeps games in SQLite or PostgreSQL, and plays every
//! move through the engine's own session ([`crate::online::Table`]).
//!
//! - [`api`]: the HTTP routes, and where a move is accepted (`api::play`);
//! - [`store`]: the database; [`live`]: events to sockets and other instances;
//! - [`tokens`]: seat tokens and ids; [`limits`]: limits per address;
//! - [`clocks`]: the flag that falls when nobody is connected.

pub mod api;
pub mod clocks;
pub mod limits;
pub mod live;
pub mod store;
pub mod tokens;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use tokio::net::TcpListener;
use tokio::sync::watch;

pub use limits::Limits;
use crate::online::Table;
use live::Hub;
use store::{Backend, Store};

/// How a server runs.
#[derive(Clone, Debug)]
pub struct Config {
    pub address: IpAddr,
    pub port: u16,
    /// The built site (`trunk build`'s `dist`).
    pub dist: PathBuf,
    /// `sqlite://path` or `postgres://…`.
    pub database: String,
    pub limits: Limits,
    /// Read the client's address from X-Forwarded-For (behind a reverse proxy).
    pub trust_proxy: bool,
}

/// What every request and task of one instance shares.
pub struct App {
    pub store: Store,
    pub hub: Hub,
    pub limiters: limits::Limiters,
    pub trust_proxy: bool,
    /// The games being played here, kept between changes so that a move
    /// needs neither a read nor a replay; in shards, each changed by one
    /// request at a time.
    pub tables: Vec<tokio::sync::Mutex<HashMap<String, Table>>>,
    /// The open challenges as the lobby sends them, kept fresh by one task.
    pub lobby: watch::Sender<live::Event>,
    /// This instance's name in notices to the others.
    pub instance: String,
}

pub type Shared = Arc<App>;

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX))
}

impl App {
    /// The shard of kept games that `id` belongs to.
    pub fn tables_of(&self, id: &str) -> &tokio::sync::Mutex<HashMap<String, Table>> {
        let index = id.bytes().fold(0usize, |hash, byte| hash.wrapping_mul(31).wrapping_add(usize::from(byte)));
        &self.tables[index % self.tables.len()]
    }
}

/// A server bound to its port, not yet serving.
pub struct Server {
    listener: TcpListener,
    app: Shared,
    dist: PathBuf,
}

impl Server {
    /// Opens the database and binds the port.
    pub async fn bind(config: Config) -> Result<Server, String> {
        let store = Store::open(&config.database).await?;
        let listener = TcpListener::bind(SocketAddr::new(config.address, config.port))
            .await
            .map_err(|error| format!("cannot listen on {}:{}: {error}", config.address, config.port))?;
        let instance = tokens::new_token().map_err(|error| error.message)?[..12].to_string();
        let app = Arc::new(App {
            store,
            hub: Hub::default(),
            limiters: limits::Limiters::new(config.limits),
            trust_proxy: config.trust_proxy,
            tables: (0..256).map(|_| tokio::sync::Mutex::new(HashMap::new())).collect(),
            lobby: watch::channel(live::Event::from("{\"type\":\"challenges\",\"challenges\":[]}")).0,
            instance,
        });
        Ok(Server {
            listener,
            app,
            dist: config.dist,
        })
    }

    pub fn local_address(&self) -> SocketAddr {
        self.listener.local_addr().unwrap_or_else(|_| SocketAddr::from(([127, 0, 0, 1], 0)))
    }

    pub fn backend(&self) -> Backend {
        self.app.store.backend
    }

    /// Serves until `shutdown` completes.
    pub async fn run(self, shutdown: impl std::future::Future<Output = ()> + Send + 'static) -> Result<(), String> {
        let app = self.app.clone();
        tokio::spawn(clocks::watch_clocks(app.clone()));
        tokio::spawn(api::keep_lobby(app.clone()));
        if app.store.backend == Backend::Postgres {
            tokio::spawn(api::listen_to_other_instances(app.clone()));
        }
        let router = api::router(app, &self.dist);
        axum::serve(self.listener, router.into_make_service_with_connect_info::<SocketAddr>())
            .with_graceful_shutdown(shutdown)
            .await
            .map_err(|error| error.to_string())
    }
}

/// `ringboard serve`: runs until Ctrl-C or SIGTERM.
pub fn serve(config: Config) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|error| error.to_string())?;
    runtime.block_on(async move {
        let dist = config.dist.clone();
        let server = Server::bind(config).await?;
        let address = server.local_address();
        let backend = match server.backend() {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        };
        if !dist.join("index.html").exists() {
            eprintln!("ringboard serve: {} has no index.html: build the site first (trunk build --release)", dist.display());
        }
        println!("ringboard serve: http://{address}/ ({backend}; the site from {})", dist.display());
        server.run(stop_signal()).await
    })
}

async fn stop_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(signal) => signal,
            Err(_) => return interrupt.await.unwrap_or(()),
        };
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    interrupt.await.unwrap_or(());
}
