//! The store (sqlx): games, seats and each game's append-only event log, in a SQLite file
//! (migrations in `migrations/`) or on a Postgres server (a `postgres://` URL; migrations in
//! `migrations/postgres/`), the same behaviour on either (`backend`). Every accepted input is
//! written in one transaction: its input row, its events, the seats it changed and the game's
//! phase, together or not at all.

use anyhow::{Context, Result};
use sqlx::Row;

/// Run `$body` with `$p` bound to the store's pool, whichever database it is: the same code,
/// compiled once for each.
macro_rules! on_pool {
    ($store:expr, $p:ident => $body:expr) => {
        match &$store.pool {
            $crate::store::backend::Pool::Sqlite($p) => $body,
            $crate::store::backend::Pool::Postgres($p) => $body,
        }
    };
}

/// Run `$body` with `$c` bound to a write transaction's connection, whichever database.
macro_rules! on_tx {
    ($tx:expr, $c:ident => $body:expr) => {
        match $tx {
            $crate::store::backend::Tx::Sqlite(t) => {
                let $c = &mut **t;
                $body
            }
            $crate::store::backend::Tx::Postgres(t) => {
                let $c = &mut **t;
                $body
            }
        }
    };
}

/// The same statement in each dialect: `dialect!(store, SQLITE, POSTGRES)`.
macro_rules! dialect {
    ($store:expr, $sqlite:expr, $postgres:expr) => {
        if $store.is_postgres() {
            $postgres
        } else {
            $sqlite
        }
    };
}

/// Now, as the store writes a time: UTC, ISO 8601 to the millisecond.
macro_rules! sqlite_now {
    () => {
        "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
    };
}
macro_rules! postgres_now {
    () => {
        "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
    };
}

mod append;
mod backend;
mod beside;
mod copy;
mod hold;
mod ledger;
mod memo;
mod migrations;
mod pings;
mod script;
mod seated;
pub use append::{Finish, Outcome};
pub use backend::{is_postgres_url, shown_url};
pub use copy::Copied;
pub use ledger::Entry as LedgerEntry;

pub use hold::{DbFile, Holder};

/// An append that did not build on the latest log: another writer added to the game first.
/// Nothing was written; reload the game and check the input again.
#[derive(Debug)]
pub struct Stale {
    pub game: i64,
}

impl std::fmt::Display for Stale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "game {} was changed by another writer", self.game)
    }
}

impl std::error::Error for Stale {}

/// An append of an input whose transport id another writer already stored: it was handled.
#[derive(Debug)]
pub struct Duplicate;

impl std::fmt::Display for Duplicate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "this input was already stored")
    }
}

impl std::error::Error for Duplicate {}

/// An accepted input as the log records it: the transport's id for it (None locally), who
/// sent it, its text, and when.
#[derive(Clone, Copy, Debug)]
pub struct Said<'a> {
    pub source_id: Option<&'a str>,
    pub user: &'a str,
    pub text: &'a str,
    /// When, on the organiser's clock (Unix seconds): the time its events are stamped with.
    pub at: f64,
}

#[derive(Clone)]
pub struct Store {
    pool: backend::Pool,
    /// What it remembers while its process is the database's only writer (`remember`),
    /// shared by its copies: a write through any of them updates it.
    memo: std::sync::Arc<std::sync::Mutex<memo::Memo>>,
    /// The SQLite connection appends are written on, kept between them (`script`): a
    /// connection handed back to the pool is first pinged, one more trip per write.
    writer: script::Writer,
}

/// A game's record, without its log.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: i64,
    pub channel: String,
    pub organiser: String,
    pub seed: [u8; 32],
    /// The choices the game was made with, as its kind stored them (JSON; `{}` for a kind
    /// that keeps its choices in its log).
    pub settings: String,
    /// The game's kind (`crate::games::Kind::name`): "dungeonquest" unless made otherwise.
    pub kind: String,
    pub phase: String,
    /// The Discord server (or "local") and the campaign the game counts for; its language.
    pub server: String,
    pub campaign: String,
    pub lang: crate::lang::Lang,
}

/// One player's line in a campaign's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub user: String,
    pub name: String,
    pub electrum: i64,
    pub played: i64,
    pub survived: i64,
    pub won: i64,
    /// His seats in the campaign's games that fell to the computer player (civil disorder):
    /// the table's ledger's, marked on his line.
    pub disorder: i64,
}

/// A log's entries (as stored) read as the game's own type.
pub fn read_entries<T: serde::de::DeserializeOwned>(entries: &[String]) -> Result<Vec<T>> {
    entries
        .iter()
        .map(|body| serde_json::from_str(body).context("an event in the log does not parse"))
        .collect()
}

/// A game rebuilt from its record and its log's entries: each kind's own type says how
/// (the store keeps entries as the game's JSON and knows no game's rules).
pub trait Rebuilt: Sized {
    fn rebuilt(row: &GameRow, entries: &[String]) -> Result<Self>;
}

impl Store {
    /// This process is the database's only writer from now on (it holds its SQLite file):
    /// the store remembers which game a channel runs, who sits where and when a log last held
    /// an entry of some kind, instead of asking again (`memo.rs`).
    pub fn remember(&self) {
        self.memo().start();
    }

    fn memo(&self) -> std::sync::MutexGuard<'_, memo::Memo> {
        memo::lock(&self.memo)
    }

    /// Open (creating if needed) the database `db` and bring its schema up to date: a
    /// `postgres://` (or `postgresql://`) URL is a Postgres database, anything else the path
    /// of a SQLite file. `:memory:` gives a private in-memory database. A path that cannot
    /// hold a database (empty, a folder, a file that is not SQLite's) is refused with one
    /// line saying why; an empty file becomes a new database, and standard error says so.
    pub async fn open(db: &str) -> Result<Store> {
        if is_postgres_url(db) {
            Store::open_postgres(db).await
        } else {
            Store::open_sqlite(db).await
        }
    }

    pub async fn create_game(
        &self,
        server: &str,
        channel: &str,
        organiser: &str,
        seed: [u8; 32],
        settings: &impl serde::Serialize,
    ) -> Result<i64> {
        let settings = serde_json::to_string(settings)?;
        let id: Result<i64, sqlx::Error> = on_pool!(self, p => sqlx::query(
            "INSERT INTO games (server, channel, organiser, seed, settings) VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(server)
        .bind(channel)
        .bind(organiser)
        .bind(seed.to_vec())
        .bind(&settings)
        .fetch_one(p)
        .await?
        .try_get("id"));
        self.memo().changed();
        Ok(id?)
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>> {
        on_pool!(self, p => sqlx::query("SELECT * FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(p)
            .await?
            .as_ref()
            .map(Self::row)
            .transpose())
    }

    /// The games whose `channel` column equals `channel` (newest first), `open` for the
    /// unfinished only: the first row.
    async fn in_channel(&self, channel: &str, open: bool) -> Result<Option<GameRow>> {
        if let Some(row) = self.memo().channel(channel, open) {
            return Ok(row);
        }
        let gen = self.memo().reading();
        let sql = if open {
            "SELECT * FROM games WHERE channel = $1 AND phase != 'ended' ORDER BY id DESC LIMIT 1"
        } else {
            "SELECT * FROM games WHERE channel = $1 ORDER BY id DESC LIMIT 1"
        };
        let row = on_pool!(self, p => sqlx::query(sql)
            .bind(channel)
            .fetch_optional(p)
            .await?
            .as_ref()
            .map(Self::row)
            .transpose())?;
        self.memo().keep_channel(gen, channel, open, &row);
        Ok(row)
    }

    /// The unfinished game in a channel, if any.
    pub async fn active_game(&self, channel: &str) -> Result<Option<GameRow>> {
        self.in_channel(channel, true).await
    }

    /// A campaign's table: electrum carried out, games played, survived and won, per player.
    pub async fn leaderboard(&self, server: &str, campaign: &str) -> Result<Vec<Standing>> {
        on_pool!(self, p => sqlx::query(
            "SELECT r.\"user\" AS \"user\", MAX(r.name) AS name, CAST(SUM(r.electrum) AS BIGINT) AS electrum, \
             COUNT(*) AS played, CAST(SUM(r.survived) AS BIGINT) AS survived, CAST(SUM(r.won) AS BIGINT) AS won, \
             (SELECT COUNT(*) FROM ledger l JOIN games d ON d.id = l.game_id WHERE l.\"user\" = r.\"user\" \
             AND l.kind = 'disorder' AND d.server = $1 AND d.campaign = $2) AS disorder \
             FROM results r JOIN games g ON g.id = r.game_id \
             WHERE g.server = $1 AND g.campaign = $2 GROUP BY r.\"user\" \
             ORDER BY electrum DESC, won DESC, survived DESC, name",
        )
        .bind(server)
        .bind(campaign)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| {
            Ok(Standing {
                user: r.try_get("user")?,
                name: r.try_get("name")?,
                electrum: r.try_get("electrum")?,
                played: r.try_get("played")?,
                survived: r.try_get("survived")?,
                won: r.try_get("won")?,
                disorder: r.try_get("disorder")?,
            })
        })
        .collect())
    }

    /// The most recent game in a channel, finished or not (for reading it after the end).
    pub async fn latest_game(&self, channel: &str) -> Result<Option<GameRow>> {
        self.in_channel(channel, false).await
    }

    /// The running game a direct message from `user` is about: the game of the channel a
    /// private command was used in (`via`), if one runs there; else his most recent
    /// unfinished game ([`Store::game_of_user`]).
    pub async fn game_of_dm(&self, user: &str, via: Option<&str>) -> Result<Option<GameRow>> {
        if let Some(channel) = via {
            if let Some(row) = self.active_game(channel).await? {
                return Ok(Some(row));
            }
        }
        self.game_of_user(user).await
    }

    /// Every unfinished game `user` sits at or organises, newest first.
    pub async fn games_of_user(&self, user: &str) -> Result<Vec<GameRow>> {
        if let Some(rows) = self.memo().user(user) {
            return Ok(rows);
        }
        let gen = self.memo().reading();
        let rows: Vec<GameRow> = on_pool!(self, p => sqlx::query(
            "SELECT g.* FROM games g WHERE g.phase != 'ended' AND (g.organiser = $1 OR EXISTS \
             (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.\"user\" = $1)) \
             ORDER BY g.id DESC",
        )
        .bind(user)
        .fetch_all(p)
        .await?
        .iter()
        .map(Self::row)
        .collect::<Result<_>>())?;
        self.memo().keep_user(gen, user, &rows);
        Ok(rows)
    }

    /// The most recent unfinished game `user` sits in (where their DMs go).
    pub async fn game_of_user(&self, user: &str) -> Result<Option<GameRow>> {
        Ok(self.games_of_user(user).await?.into_iter().next())
    }

    /// The most recent unfinished game of all (`kalladra local --resume`).
    pub async fn latest_unfinished(&self) -> Result<Option<GameRow>> {
        on_pool!(self, p => sqlx::query("SELECT * FROM games WHERE phase != 'ended' ORDER BY id DESC LIMIT 1")
            .fetch_optional(p)
            .await?
            .as_ref()
            .map(Self::row)
            .transpose())
    }

    /// A game's log, each entry read as the game's own type (DungeonQuest's `Event`).
    pub async fn events<T: serde::de::DeserializeOwned>(&self, game: i64) -> Result<Vec<T>> {
        read_entries(&self.entries(game).await?)
    }

    /// Rebuild a game from its record and log, as its kind's type does.
    pub async fn load<G: Rebuilt>(&self, row: &GameRow) -> Result<G> {
        G::rebuilt(row, &self.entries(row.id).await?)
    }

    /// Hours from the last event of this kind (its name in the log, e.g. "CombatStarted") to
    /// `now` (Unix seconds, the organiser's clock).
    pub async fn hours_since(&self, game: i64, kind: &str, now: f64) -> Result<Option<f64>> {
        if let Some(at) = self.memo().mark(game, kind) {
            return Ok(at.map(|at| (now - at) / 3600.0));
        }
        let gen = self.memo().reading();
        let pattern = format!("{{\"{kind}\"%");
        let sql = dialect!(
            self,
            "SELECT (julianday($1, 'unixepoch') - julianday(at)) * 24.0 AS hours FROM events \
             WHERE game_id = $2 AND body LIKE $3 ORDER BY seq DESC LIMIT 1",
            "SELECT ($1 - CAST(EXTRACT(EPOCH FROM CAST(at AS TIMESTAMPTZ)) AS DOUBLE PRECISION)) / 3600.0 \
             AS hours FROM events WHERE game_id = $2 AND body LIKE $3 ORDER BY seq DESC LIMIT 1"
        );
        let hours: Option<f64> = on_pool!(self, p => sqlx::query(sql)
            .bind(now)
            .bind(game)
            .bind(&pattern)
            .fetch_optional(p)
            .await?
            .map(|r| r.try_get("hours"))
            .transpose()?);
        let at = hours.map(|h| now - h * 3600.0);
        self.memo().keep_mark(gen, game, kind, at);
        Ok(hours)
    }

    /// Hours from the log's entry number `seq` (1 the first) to `now`.
    pub async fn hours_since_entry(&self, game: i64, seq: usize, now: f64) -> Result<Option<f64>> {
        if let Some(at) = self.memo().entry_at(game, seq) {
            return Ok(Some((now - at) / 3600.0));
        }
        let sql = dialect!(
            self,
            "SELECT (julianday($1, 'unixepoch') - julianday(at)) * 24.0 AS hours FROM events \
             WHERE game_id = $2 AND seq = $3",
            "SELECT ($1 - CAST(EXTRACT(EPOCH FROM CAST(at AS TIMESTAMPTZ)) AS DOUBLE PRECISION)) / 3600.0 \
             AS hours FROM events WHERE game_id = $2 AND seq = $3"
        );
        let hours: Option<f64> = on_pool!(self, p => sqlx::query(sql)
            .bind(now)
            .bind(game)
            .bind(seq as i64)
            .fetch_optional(p)
            .await?
            .map(|r| r.try_get("hours"))
            .transpose()?);
        if let Some(h) = hours {
            self.memo().keep_entry_at(game, seq, now - h * 3600.0);
        }
        Ok(hours)
    }

    /// The hash of the slash commands last registered with Discord, if any.
    pub async fn registration_hash(&self) -> Result<Option<String>> {
        on_pool!(self, p => Ok(sqlx::query("SELECT hash FROM registration WHERE id = 1")
            .fetch_optional(p)
            .await?
            .map(|r| r.try_get("hash"))
            .transpose()?))
    }

    /// Note a successful registration of the command set with this hash.
    pub async fn set_registration_hash(&self, hash: &str) -> Result<()> {
        let sql = dialect!(
            self,
            "INSERT OR REPLACE INTO registration (id, hash, at) VALUES (1, $1, strftime('%s', 'now'))",
            "INSERT INTO registration (id, hash, at) VALUES (1, $1, CAST(EXTRACT(EPOCH FROM now()) AS BIGINT)) \
             ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, at = excluded.at"
        );
        on_pool!(self, p => { sqlx::query(sql).bind(hash).execute(p).await?; });
        Ok(())
    }

    /// A single-row INSERT in a transaction of its own, into a scratch table: what the
    /// benchmarks compare the whole input pipeline with.
    pub async fn bench_insert(&self, i: i64) -> Result<()> {
        if i == 0 {
            let sql = dialect!(
                self,
                "CREATE TABLE IF NOT EXISTS bench_rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)",
                "CREATE TABLE IF NOT EXISTS bench_rows (id BIGINT PRIMARY KEY, body TEXT NOT NULL)"
            );
            on_pool!(self, p => { sqlx::query(sql).execute(p).await?; });
        }
        let mut tx = match &self.pool {
            backend::Pool::Sqlite(p) => backend::Tx::Sqlite(p.begin_with(backend::WRITE).await?),
            backend::Pool::Postgres(p) => backend::Tx::Postgres(p.begin().await?),
        };
        on_tx!(&mut tx, c => { sqlx::query("INSERT INTO bench_rows (id, body) VALUES ($1, $2)")
            .bind(i)
            .bind("{\"Searched\":{\"seat\":0}}")
            .execute(c)
            .await?; });
        tx.commit().await
    }

    /// Every running game, of every kind, with its whole log (its entries, as stored), in
    /// one query (what a restart loads).
    pub async fn unfinished_with_entries(&self) -> Result<Vec<(GameRow, Vec<String>)>> {
        let mut out: Vec<(GameRow, Vec<String>)> = Vec::new();
        for row in self.unfinished_games().await? {
            out.push((row, Vec::new()));
        }
        let index: std::collections::HashMap<i64, usize> = out
            .iter()
            .enumerate()
            .map(|(i, (r, _))| (r.id, i))
            .collect();
        let sql = "SELECT e.game_id AS game_id, e.body AS body FROM events e JOIN games g ON g.id = e.game_id \
             WHERE g.phase = 'playing' ORDER BY e.game_id, e.seq";
        on_pool!(self, p => {
            for r in &sqlx::query(sql).fetch_all(p).await? {
                let game: i64 = r.try_get("game_id")?;
                let body: &str = r.try_get("body")?;
                if let Some(&i) = index.get(&game) {
                    out[i].1.push(body.to_string());
                }
            }
        });
        Ok(out)
    }

    /// Every game under way (started, not ended), of every kind.
    pub async fn unfinished_games(&self) -> Result<Vec<GameRow>> {
        on_pool!(self, p => sqlx::query(
            "SELECT * FROM games WHERE phase = 'playing' ORDER BY id",
        )
        .fetch_all(p)
        .await?
        .iter()
        .map(Self::row)
        .collect())
    }

    /// Whether any game, of any kind, is under way (started, not ended): only then can
    /// anything fall due on the clock.
    pub async fn any_under_way(&self) -> Result<bool> {
        let n: i64 = on_pool!(self, p => sqlx::query(
            "SELECT COUNT(*) AS n FROM games WHERE phase = 'playing'",
        )
        .fetch_one(p)
        .await?
        .try_get("n")?);
        Ok(n > 0)
    }

    /// Hours from the game's last event to `now` (Unix seconds, the organiser's clock).
    pub async fn hours_idle(&self, game: i64, now: f64) -> Result<Option<f64>> {
        let sql = dialect!(
            self,
            "SELECT (julianday($1, 'unixepoch') - julianday(at)) * 24.0 AS hours FROM events \
             WHERE game_id = $2 ORDER BY seq DESC LIMIT 1",
            "SELECT ($1 - CAST(EXTRACT(EPOCH FROM CAST(at AS TIMESTAMPTZ)) AS DOUBLE PRECISION)) / 3600.0 \
             AS hours FROM events WHERE game_id = $2 ORDER BY seq DESC LIMIT 1"
        );
        on_pool!(self, p => Ok(sqlx::query(sql)
            .bind(now)
            .bind(game)
            .fetch_optional(p)
            .await?
            .map(|r| r.try_get("hours"))
            .transpose()?))
    }

    /// Record reminder `key` for a game; false if it was already sent.
    pub async fn remind_once(&self, game: i64, key: &str) -> Result<bool> {
        let sql = dialect!(
            self,
            "INSERT OR IGNORE INTO reminders (game_id, key) VALUES ($1, $2)",
            "INSERT INTO reminders (game_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING"
        );
        Ok(on_pool!(self, p => sqlx::query(sql)
            .bind(game)
            .bind(key)
            .execute(p)
            .await?
            .rows_affected())
            == 1)
    }

    /// How far local play's clock stands ahead of real time, in seconds (0 if never moved).
    pub async fn clock_skew(&self) -> Result<f64> {
        on_pool!(self, p => Ok(match sqlx::query("SELECT skew FROM clock WHERE id = 0")
            .fetch_optional(p)
            .await?
        {
            Some(row) => row.try_get("skew")?,
            None => 0.0,
        }))
    }

    /// Local play's clock was moved: keep how far ahead it stands.
    pub async fn set_clock_skew(&self, skew: f64) -> Result<()> {
        on_pool!(self, p => { sqlx::query("INSERT INTO clock (id, skew) VALUES (0, $1) ON CONFLICT (id) DO UPDATE SET skew = excluded.skew")
            .bind(skew)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// How many events game `id`'s log holds (its last sequence number).
    pub async fn log_len(&self, game: i64) -> Result<usize> {
        let n: i64 = on_pool!(self, p => sqlx::query("SELECT COALESCE(MAX(seq), 0) AS n FROM events WHERE game_id = $1")
            .bind(game)
            .fetch_one(p)
            .await?
            .try_get("n")?);
        Ok(n as usize)
    }

    /// `user` is away from game `game` until `until` (Unix seconds); `since`: the log's length.
    pub async fn set_away(
        &self,
        game: i64,
        user: &str,
        until: f64,
        reason: &str,
        since: usize,
    ) -> Result<()> {
        let sql = dialect!(
            self,
            "INSERT OR REPLACE INTO away (game_id, \"user\", until, reason, since) VALUES ($1, $2, $3, $4, $5)",
            "INSERT INTO away (game_id, \"user\", until, reason, since) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (game_id, \"user\") DO UPDATE SET until = excluded.until, \
             reason = excluded.reason, since = excluded.since"
        );
        on_pool!(self, p => { sqlx::query(sql)
            .bind(game)
            .bind(user)
            .bind(until)
            .bind(reason)
            .bind(since as i64)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// Who is away from game `game`: user, until (Unix seconds), and the log's length then.
    pub async fn away(&self, game: i64) -> Result<Vec<(String, f64, usize)>> {
        on_pool!(self, p => sqlx::query("SELECT \"user\", until, since FROM away WHERE game_id = $1 ORDER BY \"user\"")
            .bind(game)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| {
                let since: i64 = r.try_get("since")?;
                Ok((r.try_get("user")?, r.try_get("until")?, since as usize))
            })
            .collect())
    }

    /// `user` is back in game `game`: the log's length when he left, if he was away.
    pub async fn clear_away(&self, game: i64, user: &str) -> Result<Option<usize>> {
        on_pool!(self, p => Ok(match sqlx::query("DELETE FROM away WHERE game_id = $1 AND \"user\" = $2 RETURNING since")
            .bind(game)
            .bind(user)
            .fetch_optional(p)
            .await?
        {
            Some(r) => Some(r.try_get::<i64, _>("since")? as usize),
            None => None,
        }))
    }

    /// Whether an input with this transport id was already accepted.
    pub async fn seen(&self, source_id: &str) -> Result<bool> {
        on_pool!(self, p => Ok(sqlx::query("SELECT 1 FROM inputs WHERE source_id = $1")
            .bind(source_id)
            .fetch_optional(p)
            .await?
            .is_some()))
    }
}
