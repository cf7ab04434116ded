//! The two databases the store keeps games in: a SQLite file (the default, embedded) or a
//! Postgres server (a `postgres://` URL). Each query is written once where the SQL is the
//! same ([`on_pool!`], [`on_tx!`]: the same code on either pool) and once per dialect where
//! it differs; each backend brings its own migrations (`migrations/`, `migrations/postgres/`).

use super::{DbFile, GameRow, Store};
use anyhow::{anyhow, Result};
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Postgres, Row, Sqlite, SqlitePool};
use std::str::FromStr;

/// The pool of whichever database the store opened.
#[derive(Clone, Debug)]
pub(super) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// A write transaction on either database.
pub(super) enum Tx {
    Sqlite(sqlx::Transaction<'static, Sqlite>),
    Postgres(sqlx::Transaction<'static, Postgres>),
}

/// Write transactions take SQLite's write lock when they begin. A deferred transaction that
/// has read and then writes fails at once with SQLITE_BUSY if another connection wrote
/// meanwhile, whatever the busy timeout: under load (the 50-game concurrency test) inputs were
/// lost that way.
pub(super) const WRITE: &str = "BEGIN IMMEDIATE";

/// Whether `db` names a Postgres database (a `postgres://` or `postgresql://` URL) rather
/// than a SQLite file.
pub fn is_postgres_url(db: &str) -> bool {
    let lower = db.trim_start().to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// A Postgres URL as it may be shown: without its password.
pub fn shown_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (auth, host) = match rest.rsplit_once('@') {
        Some((a, h)) => (a, h),
        None => return url.to_string(),
    };
    match auth.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

impl Tx {
    pub(super) async fn commit(self) -> Result<()> {
        match self {
            Tx::Sqlite(t) => t.commit().await?,
            Tx::Postgres(t) => t.commit().await?,
        }
        Ok(())
    }

    /// Give the transaction up now. A transaction only dropped is rolled back when its
    /// connection is next used: until then, on Postgres, it stays open and holds the game's
    /// row (`write_tx`), and another process's write to that game waits on it.
    pub(super) async fn rollback(self) -> Result<()> {
        match self {
            Tx::Sqlite(t) => t.rollback().await?,
            Tx::Postgres(t) => t.rollback().await?,
        }
        Ok(())
    }

    /// Commit if `done` is Ok, else roll back at once and return its error (a failed
    /// rollback is logged: the error that caused it is the one worth reporting).
    pub(super) async fn finish<T>(self, done: Result<T>) -> Result<T> {
        match done {
            Ok(v) => {
                self.commit().await?;
                Ok(v)
            }
            Err(e) => {
                if let Err(r) = self.rollback().await {
                    tracing::warn!("a refused write's rollback failed: {r:#}");
                }
                Err(e)
            }
        }
    }
}

impl Store {
    /// A SQLite database file (or `:memory:`), checked as [`Store::open`] says.
    pub(super) async fn open_sqlite(path: &str) -> Result<Store> {
        let opts = if path == ":memory:" {
            SqliteConnectOptions::from_str("sqlite::memory:")?
        } else {
            let kind = DbFile::inspect(path)?;
            if let DbFile::EmptyBesideWal(wal) = kind {
                return Err(DbFile::empty_beside_wal(path, wal));
            }
            if let DbFile::Empty = kind {
                tracing::warn!(
                    "the database {path} was an empty file: it now holds a new database with no games."
                );
            }
            // The path as a file name, never parsed as a URL (`?` and `#` are a name's).
            SqliteConnectOptions::new().filename(path)
        };
        let opts = opts
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            // Writers wait for each other (ours and other processes') up to this long.
            .busy_timeout(std::time::Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(if path == ":memory:" { 1 } else { 4 })
            // A connection to a file in this process cannot go away between uses: no ping
            // (a round trip to its thread) before each query.
            .test_before_acquire(false)
            .connect_with(opts)
            .await
            .map_err(|e| anyhow!("cannot open the database {path}: {e}"))?;
        // The migrations compiled in (a test reads each file): the migrator cannot fail.
        let migrator = super::migrations::SQLITE.migrator().await?;
        migrator
            .run(&pool)
            .await
            .map_err(|e| anyhow!("cannot bring the database {path} up to date: {e}"))?;
        Ok(Store {
            pool: Pool::Sqlite(pool),
            memo: Default::default(),
            writer: Default::default(),
        })
    }

    /// A Postgres database (its URL), its schema brought up to date.
    pub(super) async fn open_postgres(url: &str) -> Result<Store> {
        let shown = shown_url(url);
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(std::time::Duration::from_secs(10))
            .connect(url.trim())
            .await
            .map_err(|e| anyhow!("cannot open the database {shown}: {e}"))?;
        let migrator = super::migrations::POSTGRES.migrator().await?;
        migrator
            .run(&pool)
            .await
            .map_err(|e| anyhow!("cannot bring the database {shown} up to date: {e}"))?;
        Ok(Store {
            pool: Pool::Postgres(pool),
            memo: Default::default(),
            writer: Default::default(),
        })
    }

    /// The database as it may be shown: its SQLite file, or its Postgres server and name
    /// (without a password).
    pub fn shown(&self) -> String {
        match &self.pool {
            Pool::Sqlite(p) => p.connect_options().get_filename().display().to_string(),
            Pool::Postgres(p) => {
                let o = p.connect_options();
                format!(
                    "postgres://{}@{}:{}/{}",
                    o.get_username(),
                    o.get_host(),
                    o.get_port(),
                    o.get_database().unwrap_or_default()
                )
            }
        }
    }

    /// Whether the games are kept on a Postgres server (else in a SQLite file).
    pub fn is_postgres(&self) -> bool {
        matches!(self.pool, Pool::Postgres(_))
    }

    /// A write transaction on game `game`, alone among its game's writers until it ends, in
    /// this process and any other: SQLite's write lock from BEGIN IMMEDIATE; on Postgres, the
    /// game's row locked (`FOR UPDATE`) before its log is read.
    pub(super) async fn write_tx(&self, game: i64) -> Result<Tx> {
        Ok(match &self.pool {
            Pool::Sqlite(p) => Tx::Sqlite(p.begin_with(WRITE).await?),
            Pool::Postgres(p) => {
                let mut tx = p.begin().await?;
                let locked = sqlx::query("SELECT id FROM games WHERE id = $1 FOR UPDATE")
                    .bind(game)
                    .fetch_optional(&mut *tx)
                    .await;
                if let Err(e) = locked {
                    tx.rollback().await.ok();
                    return Err(e.into());
                }
                Tx::Postgres(tx)
            }
        })
    }

    /// A game's record from its row, on either database.
    pub(super) fn row<R: Row>(r: &R) -> Result<GameRow>
    where
        for<'a> &'a str: sqlx::ColumnIndex<R>,
        for<'a> String: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
        for<'a> Vec<u8>: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
        for<'a> i64: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
    {
        let seed: Vec<u8> = r.try_get("seed")?;
        let settings: String = r.try_get("settings")?;
        let kind: String = r.try_get("kind")?;
        Ok(GameRow {
            id: r.try_get("id")?,
            channel: r.try_get("channel")?,
            organiser: r.try_get("organiser")?,
            seed: seed
                .try_into()
                .map_err(|_| anyhow!("a game seed is not 32 bytes"))?,
            settings,
            kind,
            phase: r.try_get("phase")?,
            server: r.try_get("server")?,
            campaign: r.try_get("campaign")?,
            lang: super::beside::lang(&r.try_get::<String, _>("language")?),
        })
    }
}
