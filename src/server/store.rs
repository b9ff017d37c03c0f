//! The games, stored through sqlx: SQLite by default, PostgreSQL when the
//! URL says so, with the same statements and the migrations in
//! `migrations/`. A change is written only if nobody changed the game since
//! it was read (its `version`), so that server instances sharing one
//! database never overwrite each other.

use std::str::FromStr;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};

use crate::game::Player;
use crate::online::clock::Clocks;
use crate::online::table::{GameResult, Offers, Seat, Status, Stored};
use crate::online::ApiError;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    pub backend: Backend,
    pub url: String,
}

/// A storage failure, as the API answers it; the details go to the log only.
fn unavailable(error: sqlx::Error) -> ApiError {
    eprintln!("ringboard serve: storage: {error}");
    ApiError::new(503, "storage-unavailable", "the games cannot be read or written just now: try again")
}

const COLUMNS: &str = "id, game, variant, public, creator, first_name, first_token, second_name, second_token, \
     status, result, clocks, offers, moves, rematch, created_at, updated_at, version";

impl Store {
    /// Opens the database (a SQLite file is created with its folder) and
    /// brings its tables up to date.
    pub async fn open(url: &str) -> Result<Store, String> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            return Err(format!(
                "unknown database '{}': expected sqlite://path or postgres://…",
                url.split(':').next().unwrap_or("")
            ));
        };
        let mut connect_url = url.to_string();
        if backend == Backend::Sqlite {
            let options = sqlx::sqlite::SqliteConnectOptions::from_str(url).map_err(|error| error.to_string())?;
            if let Some(folder) = options.get_filename().parent().filter(|folder| !folder.as_os_str().is_empty()) {
                std::fs::create_dir_all(folder).map_err(|error| format!("cannot create {}: {error}", folder.display()))?;
            }
            if !url.contains("mode=") {
                connect_url.push_str(if url.contains('?') { "&mode=rwc" } else { "?mode=rwc" });
            }
        }
        // SQLite writes one at a time: one connection, and no waiting on locks.
        let connections = if backend == Backend::Sqlite { 1 } else { 16 };
        let pool = AnyPoolOptions::new()
            .max_connections(connections)
            .after_connect(move |connection, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL with NORMAL sync: a commit survives the server process dying (SIGKILL).
                        connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000").await?;
                    }
                    Ok(())
                })
            })
            .connect(&connect_url)
            .await
            .map_err(|error| format!("cannot open the database: {error}"))?;
        sqlx::migrate!("./migrations")
            .run(&pool)
            .await
            .map_err(|error| format!("cannot bring the database up to date: {error}"))?;
        Ok(Store {
            pool,
            backend,
            url: url.to_string(),
        })
    }

    pub async fn insert(&self, game: &Stored, creator_address: &str) -> Result<(), ApiError> {
        let statement = format!(
            "INSERT INTO games ({COLUMNS}, deadline, creator_address) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)"
        );
        bind_game(sqlx::query(&statement), game)
            .bind(deadline(game))
            .bind(creator_address.to_string())
            .execute(&self.pool)
            .await
            .map_err(unavailable)?;
        Ok(())
    }

    /// Writes a change if the stored game is still at `read_version`;
    /// `false` when another change came first.
    pub async fn update(&self, game: &Stored, read_version: i64) -> Result<bool, ApiError> {
        let statement = "UPDATE games SET id = $1, game = $2, variant = $3, public = $4, creator = $5, \
             first_name = $6, first_token = $7, second_name = $8, second_token = $9, status = $10, result = $11, \
             clocks = $12, offers = $13, moves = $14, rematch = $15, created_at = $16, updated_at = $17, version = $18, \
             deadline = $19 WHERE id = $1 AND version = $20";
        let done = bind_game(sqlx::query(statement), game)
            .bind(deadline(game))
            .bind(read_version)
            .execute(&self.pool)
            .await
            .map_err(unavailable)?;
        Ok(done.rows_affected() == 1)
    }

    pub async fn load(&self, id: &str) -> Result<Option<Stored>, ApiError> {
        let statement = format!("SELECT {COLUMNS} FROM games WHERE id = $1");
        let row = sqlx::query(&statement)
            .bind(id.to_string())
            .fetch_optional(&self.pool)
            .await
            .map_err(unavailable)?;
        row.map(|row| read_game(&row)).transpose()
    }

    /// Public games waiting for a second player, oldest first.
    pub async fn challenges(&self, limit: i64) -> Result<Vec<Stored>, ApiError> {
        self.select("status = 'waiting' AND public = 1 ORDER BY created_at LIMIT $1", limit).await
    }

    /// Public games being played, the latest moved first.
    pub async fn watchable(&self, limit: i64) -> Result<Vec<Stored>, ApiError> {
        self.select("status = 'playing' AND public = 1 ORDER BY updated_at DESC LIMIT $1", limit).await
    }

    async fn select(&self, condition: &str, limit: i64) -> Result<Vec<Stored>, ApiError> {
        let statement = format!("SELECT {COLUMNS} FROM games WHERE {condition}");
        let rows = sqlx::query(&statement)
            .bind(limit)
            .fetch_all(&self.pool)
            .await
            .map_err(unavailable)?;
        rows.iter().map(read_game).collect()
    }

    /// The games of these ids that exist, in no particular order.
    pub async fn by_ids(&self, ids: &[String]) -> Result<Vec<Stored>, ApiError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let places: Vec<String> = (1..=ids.len()).map(|n| format!("${n}")).collect();
        let statement = format!("SELECT {COLUMNS} FROM games WHERE id IN ({})", places.join(", "));
        let mut query = sqlx::query(&statement);
        for id in ids {
            query = query.bind(id.clone());
        }
        let rows = query.fetch_all(&self.pool).await.map_err(unavailable)?;
        rows.iter().map(read_game).collect()
    }

    /// How many games created from this address wait for a second player.
    pub async fn open_games_from(&self, address: &str) -> Result<i64, ApiError> {
        let row = sqlx::query("SELECT COUNT(*) FROM games WHERE creator_address = $1 AND status = 'waiting'")
            .bind(address.to_string())
            .fetch_one(&self.pool)
            .await
            .map_err(unavailable)?;
        row.try_get::<i64, _>(0).map_err(unavailable)
    }

    /// The games being played whose running clock's time is up at `now`.
    pub async fn out_of_time(&self, now: i64) -> Result<Vec<String>, ApiError> {
        let rows = sqlx::query("SELECT id FROM games WHERE deadline <= $1 AND status = 'playing' LIMIT 100")
            .bind(now)
            .fetch_all(&self.pool)
            .await
            .map_err(unavailable)?;
        rows.iter().map(|row| row.try_get::<String, _>(0).map_err(unavailable)).collect()
    }

    /// When the next running clock's time is up.
    pub async fn next_deadline(&self) -> Result<Option<i64>, ApiError> {
        let row = sqlx::query("SELECT MIN(deadline) FROM games WHERE status = 'playing'")
            .fetch_one(&self.pool)
            .await
            .map_err(unavailable)?;
        row.try_get::<Option<i64>, _>(0).map_err(unavailable)
    }

    /// PostgreSQL: tells the other instances (`NOTIFY`).
    pub async fn notify(&self, channel: &str, payload: &str) -> Result<(), ApiError> {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(channel.to_string())
            .bind(payload.to_string())
            .execute(&self.pool)
            .await
            .map_err(unavailable)?;
        Ok(())
    }
}

fn deadline(game: &Stored) -> Option<i64> {
    game.clocks.as_ref().filter(|_| game.status == Status::Playing)?.deadline()
}

type Query<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

fn to_json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

fn bind_game<'q>(query: Query<'q>, game: &Stored) -> Query<'q> {
    let [first, second] = &game.seats;
    query
        .bind(game.id.clone())
        .bind(game.game.clone())
        .bind(game.variant.clone())
        .bind(i64::from(game.public))
        .bind(game.creator.key())
        .bind(first.as_ref().map(|seat| seat.name.clone()))
        .bind(first.as_ref().map(|seat| seat.token_hash.clone()))
        .bind(second.as_ref().map(|seat| seat.name.clone()))
        .bind(second.as_ref().map(|seat| seat.token_hash.clone()))
        .bind(game.status.key())
        .bind(game.result.as_ref().map(to_json))
        .bind(game.clocks.as_ref().map(to_json))
        .bind(to_json(&game.offers))
        .bind(game.moves.join(" "))
        .bind(game.rematch.clone())
        .bind(game.created_at)
        .bind(game.updated_at)
        .bind(game.version)
}

/// A stored row; storage is not trusted, so a bad value is an error.
fn read_game(row: &AnyRow) -> Result<Stored, ApiError> {
    let id: String = row.try_get("id").map_err(unavailable)?;
    let corrupt = |what: &str| {
        eprintln!("ringboard serve: game {id}: bad {what} in storage");
        ApiError::new(500, "corrupt-game", format!("game {id} cannot be read: its {what} is damaged"))
    };
    let text = |column: &str| row.try_get::<String, _>(column).map_err(unavailable);
    let optional = |column: &str| row.try_get::<Option<String>, _>(column).map_err(unavailable);
    let number = |column: &str| row.try_get::<i64, _>(column).map_err(unavailable);
    let seat = |name: Option<String>, token: Option<String>| name.zip(token).map(|(name, token_hash)| Seat { name, token_hash });
    let result: Option<GameResult> = match optional("result")? {
        Some(text) => Some(serde_json::from_str(&text).map_err(|_| corrupt("result"))?),
        None => None,
    };
    let clocks: Option<Clocks> = match optional("clocks")? {
        Some(text) => Some(serde_json::from_str(&text).map_err(|_| corrupt("clocks"))?),
        None => None,
    };
    let offers: Offers = serde_json::from_str(&text("offers")?).map_err(|_| corrupt("offers"))?;
    let moves = text("moves")?;
    Ok(Stored {
        game: text("game")?,
        variant: text("variant")?,
        public: number("public")? != 0,
        creator: Player::from_key(&text("creator")?).ok_or_else(|| corrupt("creator"))?,
        seats: [
            seat(optional("first_name")?, optional("first_token")?),
            seat(optional("second_name")?, optional("second_token")?),
        ],
        status: Status::from_key(&text("status")?).ok_or_else(|| corrupt("status"))?,
        result,
        clocks,
        offers,
        moves: moves.split_whitespace().map(str::to_string).collect(),
        rematch: optional("rematch")?,
        created_at: number("created_at")?,
        updated_at: number("updated_at")?,
        version: number("version")?,
        id,
    })
}
