//! The SQLite store (sqlx, migrations in `migrations/`): games, seats and each game's
//! append-only event log. Every accepted input is written in one transaction: its input row,
//! its events, the seats it changed and the game's phase, together or not at all.

use crate::engine::event::Event;
use crate::engine::{Game, Phase, Settings};
use anyhow::{anyhow, Context, Result};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqliteConnection, SqlitePool};
use std::str::FromStr;
mod beside;
mod hold;
mod seated;
pub use seated::Finish;

/// The kind of every game made before kinds, and of `!dq new`.
pub const DUNGEONQUEST: &str = "dungeonquest";
pub use hold::{DbFile, Holder};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

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
    pool: SqlitePool,
}

/// A game's record, without its log.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: i64,
    pub channel: String,
    pub organiser: String,
    pub seed: [u8; 32],
    pub settings: Settings,
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
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Setup => "setup",
        Phase::Playing => "playing",
        Phase::Ended => "ended",
    }
}

/// Write transactions take SQLite's write lock when they begin. A deferred transaction that
/// has read and then writes fails at once with SQLITE_BUSY if another connection wrote
/// meanwhile, whatever the busy timeout: under load (the 50-game concurrency test) inputs were
/// lost that way.
const WRITE: &str = "BEGIN IMMEDIATE";

impl Store {
    /// Open (creating if needed) the database at `path` and bring its schema up to date.
    /// `:memory:` gives a private in-memory database. A path that cannot hold a database
    /// (empty, a folder, a file that is not SQLite's) is refused with one line saying why;
    /// an empty file becomes a new database, and standard error says so.
    pub async fn open(path: &str) -> Result<Store> {
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
            .connect_with(opts)
            .await
            .map_err(|e| anyhow!("cannot open the database {path}: {e}"))?;
        MIGRATOR
            .run(&pool)
            .await
            .map_err(|e| anyhow!("cannot bring the database {path} up to date: {e}"))?;
        Ok(Store { pool })
    }

    fn row(r: &sqlx::sqlite::SqliteRow) -> Result<GameRow> {
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
            // A game of another kind keeps its choices in its log.
            settings: if kind == DUNGEONQUEST {
                serde_json::from_str(&settings)?
            } else {
                Settings::default()
            },
            kind,
            phase: r.try_get("phase")?,
            server: r.try_get("server")?,
            campaign: r.try_get("campaign")?,
            lang: beside::lang(&r.try_get::<String, _>("language")?),
        })
    }

    pub async fn create_game(
        &self,
        server: &str,
        channel: &str,
        organiser: &str,
        seed: [u8; 32],
        settings: &Settings,
    ) -> Result<i64> {
        let r = sqlx::query(
            "INSERT INTO games (server, channel, organiser, seed, settings) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(server)
        .bind(channel)
        .bind(organiser)
        .bind(seed.to_vec())
        .bind(serde_json::to_string(settings)?)
        .execute(&self.pool)
        .await?;
        Ok(r.last_insert_rowid())
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>> {
        let r = sqlx::query("SELECT * FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        r.as_ref().map(Self::row).transpose()
    }

    /// The unfinished game in a channel, if any.
    pub async fn active_game(&self, channel: &str) -> Result<Option<GameRow>> {
        let r = sqlx::query(
            "SELECT * FROM games WHERE channel = ? AND phase != 'ended' ORDER BY id DESC LIMIT 1",
        )
        .bind(channel)
        .fetch_optional(&self.pool)
        .await?;
        r.as_ref().map(Self::row).transpose()
    }

    /// A campaign's table: electrum carried out, games played, survived and won, per player.
    pub async fn leaderboard(&self, server: &str, campaign: &str) -> Result<Vec<Standing>> {
        let rows = sqlx::query(
            "SELECT r.user AS user, MAX(r.name) AS name, SUM(r.electrum) AS electrum, COUNT(*) AS played, \
             SUM(r.survived) AS survived, SUM(r.won) AS won FROM results r JOIN games g ON g.id = r.game_id \
             WHERE g.server = ? AND g.campaign = ? GROUP BY r.user \
             ORDER BY electrum DESC, won DESC, survived DESC, name",
        )
        .bind(server)
        .bind(campaign)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Standing {
                    user: r.try_get("user")?,
                    name: r.try_get("name")?,
                    electrum: r.try_get("electrum")?,
                    played: r.try_get("played")?,
                    survived: r.try_get("survived")?,
                    won: r.try_get("won")?,
                })
            })
            .collect()
    }

    /// The most recent game in a channel, finished or not (for reading it after the end).
    pub async fn latest_game(&self, channel: &str) -> Result<Option<GameRow>> {
        let r = sqlx::query("SELECT * FROM games WHERE channel = ? ORDER BY id DESC LIMIT 1")
            .bind(channel)
            .fetch_optional(&self.pool)
            .await?;
        r.as_ref().map(Self::row).transpose()
    }

    /// The most recent unfinished game `user` sits in (where their DMs go).
    pub async fn game_of_user(&self, user: &str) -> Result<Option<GameRow>> {
        let r = sqlx::query(
            "SELECT g.* FROM games g WHERE g.phase != 'ended' AND (g.organiser = ?1 OR EXISTS \
             (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user = ?1)) \
             ORDER BY g.id DESC LIMIT 1",
        )
        .bind(user)
        .fetch_optional(&self.pool)
        .await?;
        r.as_ref().map(Self::row).transpose()
    }

    /// The most recent unfinished game of all (`kalladra local --resume`).
    pub async fn latest_unfinished(&self) -> Result<Option<GameRow>> {
        let r = sqlx::query("SELECT * FROM games WHERE phase != 'ended' ORDER BY id DESC LIMIT 1")
            .fetch_optional(&self.pool)
            .await?;
        r.as_ref().map(Self::row).transpose()
    }

    pub async fn events(&self, game: i64) -> Result<Vec<Event>> {
        let rows = sqlx::query("SELECT body FROM events WHERE game_id = ? ORDER BY seq")
            .bind(game)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| {
                let body: String = r.try_get("body")?;
                serde_json::from_str(&body).context("an event in the log does not parse")
            })
            .collect()
    }

    /// Rebuild a game from its record and log.
    pub async fn load(&self, row: &GameRow) -> Result<Game> {
        let events = self.events(row.id).await?;
        Ok(Game::replay(row.seed, row.settings.clone(), &events))
    }

    /// Hours from the last event of this kind (its name in the log, e.g. "CombatStarted") to
    /// `now` (Unix seconds, the organiser's clock).
    pub async fn hours_since(&self, game: i64, kind: &str, now: f64) -> Result<Option<f64>> {
        let pattern = format!("{{\"{kind}\"%");
        let r = sqlx::query(
            "SELECT (julianday(?, 'unixepoch') - julianday(at)) * 24.0 AS hours FROM events \
             WHERE game_id = ? AND body LIKE ? ORDER BY seq DESC LIMIT 1",
        )
        .bind(now)
        .bind(game)
        .bind(pattern)
        .fetch_optional(&self.pool)
        .await?;
        Ok(r.map(|r| r.try_get("hours")).transpose()?)
    }

    /// The hash of the slash commands last registered with Discord, if any.
    pub async fn registration_hash(&self) -> Result<Option<String>> {
        let r = sqlx::query("SELECT hash FROM registration WHERE id = 1")
            .fetch_optional(&self.pool)
            .await?;
        Ok(match r {
            Some(r) => Some(r.try_get("hash")?),
            None => None,
        })
    }

    /// Note a successful registration of the command set with this hash.
    pub async fn set_registration_hash(&self, hash: &str) -> Result<()> {
        sqlx::query("INSERT OR REPLACE INTO registration (id, hash, at) VALUES (1, ?, strftime('%s', 'now'))")
            .bind(hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A single-row INSERT in a transaction of its own, into a scratch table: what the
    /// benchmarks compare the whole input pipeline with.
    pub async fn bench_insert(&self, i: i64) -> Result<()> {
        if i == 0 {
            sqlx::query("CREATE TABLE IF NOT EXISTS bench_rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
                .execute(&self.pool)
                .await?;
        }
        let mut tx = self.pool.begin_with(WRITE).await?;
        sqlx::query("INSERT INTO bench_rows (id, body) VALUES (?, ?)")
            .bind(i)
            .bind("{\"Searched\":{\"seat\":0}}")
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Every running game with its whole log, in one query (what a restart loads).
    pub async fn unfinished_with_events(&self) -> Result<Vec<(GameRow, Vec<Event>)>> {
        let mut out: Vec<(GameRow, Vec<Event>)> = Vec::new();
        for row in self.unfinished_games().await? {
            out.push((row, Vec::new()));
        }
        let index: std::collections::HashMap<i64, usize> = out
            .iter()
            .enumerate()
            .map(|(i, (r, _))| (r.id, i))
            .collect();
        let rows = sqlx::query(
            "SELECT e.game_id AS game_id, e.body AS body FROM events e JOIN games g ON g.id = e.game_id \
             WHERE g.phase = 'playing' AND g.kind = 'dungeonquest' ORDER BY e.game_id, e.seq",
        )
        .fetch_all(&self.pool)
        .await?;
        for r in &rows {
            let game: i64 = r.try_get("game_id")?;
            let body: &str = r.try_get("body")?;
            if let Some(&i) = index.get(&game) {
                out[i].1.push(
                    serde_json::from_str(body).context("an event in the log does not parse")?,
                );
            }
        }
        Ok(out)
    }

    /// Every game not yet ended.
    pub async fn unfinished_games(&self) -> Result<Vec<GameRow>> {
        let rows = sqlx::query(
            "SELECT * FROM games WHERE phase = 'playing' AND kind = 'dungeonquest' ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(Self::row).collect()
    }

    /// Hours from the game's last event to `now` (Unix seconds, the organiser's clock).
    pub async fn hours_idle(&self, game: i64, now: f64) -> Result<Option<f64>> {
        let r = sqlx::query(
            "SELECT (julianday(?, 'unixepoch') - julianday(at)) * 24.0 AS hours FROM events \
             WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
        )
        .bind(now)
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        Ok(r.map(|r| r.try_get("hours")).transpose()?)
    }

    /// Record reminder `key` for a game; false if it was already sent.
    pub async fn remind_once(&self, game: i64, key: &str) -> Result<bool> {
        let r = sqlx::query("INSERT OR IGNORE INTO reminders (game_id, key) VALUES (?, ?)")
            .bind(game)
            .bind(key)
            .execute(&self.pool)
            .await?;
        Ok(r.rows_affected() == 1)
    }

    /// How far local play's clock stands ahead of real time, in seconds (0 if never moved).
    pub async fn clock_skew(&self) -> Result<f64> {
        let r = sqlx::query("SELECT skew FROM clock WHERE id = 0")
            .fetch_optional(&self.pool)
            .await?;
        Ok(match r {
            Some(row) => row.try_get("skew")?,
            None => 0.0,
        })
    }

    /// Local play's clock was moved: keep how far ahead it stands.
    pub async fn set_clock_skew(&self, skew: f64) -> Result<()> {
        sqlx::query("INSERT INTO clock (id, skew) VALUES (0, ?) ON CONFLICT (id) DO UPDATE SET skew = excluded.skew")
            .bind(skew)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// How many events game `id`'s log holds (its last sequence number).
    pub async fn log_len(&self, game: i64) -> Result<usize> {
        let n: i64 = sqlx::query("SELECT COALESCE(MAX(seq), 0) AS n FROM events WHERE game_id = ?")
            .bind(game)
            .fetch_one(&self.pool)
            .await?
            .try_get("n")?;
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
        sqlx::query(
            "INSERT OR REPLACE INTO away (game_id, user, until, reason, since) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(game)
        .bind(user)
        .bind(until)
        .bind(reason)
        .bind(since as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Who is away from game `game`: user, until (Unix seconds), and the log's length then.
    pub async fn away(&self, game: i64) -> Result<Vec<(String, f64, usize)>> {
        let rows =
            sqlx::query("SELECT user, until, since FROM away WHERE game_id = ? ORDER BY user")
                .bind(game)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| {
                let since: i64 = r.try_get("since")?;
                Ok((r.try_get("user")?, r.try_get("until")?, since as usize))
            })
            .collect()
    }

    /// `user` is back in game `game`: the log's length when he left, if he was away.
    pub async fn clear_away(&self, game: i64, user: &str) -> Result<Option<usize>> {
        let r = sqlx::query("DELETE FROM away WHERE game_id = ? AND user = ? RETURNING since")
            .bind(game)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match r {
            Some(r) => Some(r.try_get::<i64, _>("since")? as usize),
            None => None,
        })
    }

    /// Whether an input with this transport id was already accepted.
    pub async fn seen(&self, source_id: &str) -> Result<bool> {
        let r = sqlx::query("SELECT 1 FROM inputs WHERE source_id = ?")
            .bind(source_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(r.is_some())
    }

    /// Record one accepted input and the events it produced, atomically. `after` is the game
    /// with those events folded in (its seats and phase are written alongside). `builds_on` is
    /// the length of the log the input was checked against: if the log has grown since (another
    /// writer got there first), nothing is written and the error is [`Stale`]; if another writer
    /// already stored this transport id, nothing is written and the error is [`Duplicate`].
    pub async fn append(
        &self,
        game: i64,
        builds_on: usize,
        input: Said<'_>,
        events: &[Event],
        after: &Game,
    ) -> Result<()> {
        let Said {
            source_id,
            user,
            text,
            at,
        } = input;
        let mut tx = self.pool.begin_with(WRITE).await?;
        // One writer per game: the write lock is ours from BEGIN IMMEDIATE, so the log cannot
        // grow between this check and the commit.
        let last: i64 =
            sqlx::query("SELECT COALESCE(MAX(seq), 0) AS n FROM events WHERE game_id = ?")
                .bind(game)
                .fetch_one(&mut *tx)
                .await?
                .try_get("n")?;
        if last as usize != builds_on {
            return Err(Stale { game }.into());
        }
        let input = insert_input(&mut tx, game, source_id, user, text).await?;
        insert_events(&mut tx, game, input, at, events).await?;
        let seats_changed = events.iter().any(|e| {
            matches!(
                e,
                Event::Joined { .. }
                    | Event::Dealt { .. }
                    | Event::Left { .. }
                    | Event::Reordered(_)
                    | Event::Replaced { .. }
                    | Event::Acted {
                        action: crate::engine::Action::Undo { .. },
                        ..
                    }
            )
        });
        if seats_changed {
            sqlx::query("DELETE FROM seats WHERE game_id = ?")
                .bind(game)
                .execute(&mut *tx)
                .await?;
            for (i, s) in after.seats.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO seats (game_id, seat, user, name, hero) VALUES (?, ?, ?, ?, ?)",
                )
                .bind(game)
                .bind(i as i64)
                .bind(&s.user)
                .bind(&s.name)
                .bind(&s.hero.def().id)
                .execute(&mut *tx)
                .await?;
            }
        }
        let ended = after.phase == Phase::Ended;
        write_results(&mut tx, game, after, events).await?;
        // Starting, ending and an undo (which may go back before the start) move the phase.
        let phase_changed = events.iter().any(|e| {
            matches!(
                e,
                Event::Started
                    | Event::Ended(_)
                    | Event::Acted {
                        action: crate::engine::Action::Undo { .. },
                        ..
                    }
            )
        });
        if phase_changed {
            sqlx::query("UPDATE games SET phase = ?, ended_at = CASE WHEN ? THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE ended_at END WHERE id = ?")
                .bind(phase_name(after.phase))
                .bind(ended)
                .bind(game)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

/// Store an input under the game's next number, and return that number.
async fn insert_input(
    conn: &mut SqliteConnection,
    game: i64,
    source_id: Option<&str>,
    user: &str,
    text: &str,
) -> Result<i64> {
    // The input's number is the game's next; a transport without ids (local play) gets one
    // made of the game and that number. One statement: every query is a trip to the
    // database's thread, and an input's whole cost is only a few of them plus the sync.
    Ok(sqlx::query(
        "INSERT INTO inputs (game_id, input, source_id, user, text) \
         SELECT ?1, n, COALESCE(?2, 'game' || ?1 || ':input' || n), ?3, ?4 \
         FROM (SELECT COALESCE(MAX(input), 0) + 1 AS n FROM inputs WHERE game_id = ?1) \
         RETURNING input",
    )
    .bind(game)
    .bind(source_id)
    .bind(user)
    .bind(text)
    .fetch_one(&mut *conn)
    .await
    .map_err(|e| {
        // Its transport id is unique: another writer stored this very input already.
        if e.as_database_error()
            .is_some_and(|d| d.is_unique_violation())
        {
            anyhow::Error::new(Duplicate)
        } else {
            e.into()
        }
    })?
    .try_get("input")?)
}

/// Store an input's events.
async fn insert_events(
    conn: &mut SqliteConnection,
    game: i64,
    input: i64,
    at: f64,
    events: &[Event],
) -> Result<()> {
    let bodies = events
        .iter()
        .map(serde_json::to_string)
        .collect::<Result<Vec<_>, _>>()?;
    insert_bodies(conn, game, input, at, &bodies).await
}

/// Store an input's log entries, as JSON.
async fn insert_bodies(
    conn: &mut SqliteConnection,
    game: i64,
    input: i64,
    at: f64,
    bodies: &[String],
) -> Result<()> {
    // All of an input's events in one statement, numbered on from the game's last (SQLite
    // allows 32,766 parameters; an input makes at most a few hundred events).
    for chunk in bodies.chunks(1_000) {
        let values = vec!["(?, ?)"; chunk.len()].join(", ");
        let sql = format!(
            "INSERT INTO events (game_id, seq, input, body, at) \
             SELECT ?, last.n + v.column1, ?, v.column2, strftime('%Y-%m-%dT%H:%M:%fZ', ?, 'unixepoch') \
             FROM (SELECT COALESCE(MAX(seq), 0) AS n FROM events WHERE game_id = ?) AS last, \
             (VALUES {values}) AS v"
        );
        let mut q = sqlx::query(&sql).bind(game).bind(input).bind(at).bind(game);
        for (i, body) in chunk.iter().enumerate() {
            q = q.bind(i as i64 + 1).bind(body);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

/// The results of a game that has just ended: one row per seat.
async fn write_results(
    conn: &mut SqliteConnection,
    game: i64,
    after: &Game,
    events: &[Event],
) -> Result<()> {
    // A game that has just ended counts for its campaign (R28).
    if let Some(o) = after
        .outcome
        .as_ref()
        .filter(|_| events.iter().any(|e| matches!(e, Event::Ended(_))))
    {
        for (seat, s) in after.seats.iter().enumerate() {
            let electrum = o
                .scores
                .iter()
                .find(|x| x.seat == seat)
                .map_or(0, |x| i64::from(x.electrum));
            let survived = s.hero.status == crate::engine::Status::Exited;
            sqlx::query(
                "INSERT OR REPLACE INTO results (game_id, seat, user, name, hero, electrum, survived, won) \
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            )
            .bind(game)
            .bind(seat as i64)
            .bind(&s.user)
            .bind(&s.name)
            .bind(&s.hero.def().id)
            .bind(electrum)
            .bind(survived)
            .bind(o.winners.contains(&seat))
            .execute(&mut *conn)
            .await?;
        }
    }
    Ok(())
}
