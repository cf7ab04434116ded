//! An append to a SQLite file as one script: the write transaction, the one-writer check, the
//! input, its events and what they change beside the log, sent to SQLite's thread in one trip.
//!
//! sqlx runs a SQLite connection on a thread of its own, and every statement is a hand-over to
//! that thread and back; an input written statement by statement (BEGIN, the input, its
//! events, COMMIT) cost four of them, a raw insert three. SQLite runs several statements in one
//! query, their numbered arguments shared, so the append is one trip, and a second only when
//! it fails (the ROLLBACK); and it is written on a connection of its own, kept outside the
//! pool, which pings every connection handed back to it (one more trip). Postgres, which
//! prepares one statement at a time, keeps [`super::append`]'s statements under its row lock.

use super::{Duplicate, Finish, Outcome, Said, Stale};
use anyhow::Result;
use sqlx::{ConnectOptions, Connection, SqliteConnection, SqlitePool};
use std::sync::Arc;
use std::time::Duration;

/// The connection a store writes its appends to a file on: opened with the pool's options at
/// the first append and kept (shared by the store's copies), outside the pool, which pings a
/// connection handed back to it (one more trip per write). Dropped when a write fails and
/// cannot be rolled back, or stops half-way (the next append opens another); closed for good
/// when the store closes.
pub(super) type Writer = Arc<tokio::sync::Mutex<Slot>>;

#[derive(Default)]
pub(super) struct Slot {
    conn: Option<SqliteConnection>,
    /// The store has closed: no append is written after it.
    closed: bool,
}

/// How long an append waits for the appends before it in this process (each may wait up to
/// the busy timeout for another process's write lock), as a pool waits for a connection.
const QUEUE: Duration = Duration::from_secs(30);

/// A write under way on the writing connection. If it stops half-way (its task aborted, a
/// panic), the connection may be inside a transaction holding SQLite's write lock: dropped
/// then, its thread closes it and SQLite rolls the transaction back.
struct Writing {
    slot: tokio::sync::OwnedMutexGuard<Slot>,
    ended: bool,
}

impl Drop for Writing {
    fn drop(&mut self) {
        if !self.ended {
            self.slot.conn = None;
        }
    }
}

/// One argument of the script.
enum Arg {
    Int(i64),
    Real(f64),
    Text(String),
    MaybeText(Option<String>),
}

/// The script's statements and their arguments, numbered as they are added.
#[derive(Default)]
pub(super) struct Script {
    sql: String,
    args: Vec<Arg>,
}

impl Script {
    /// The placeholder of a new argument (`$n`).
    fn arg(&mut self, a: Arg) -> String {
        self.args.push(a);
        format!("${}", self.args.len())
    }

    fn text(&mut self, s: &str) -> String {
        self.arg(Arg::Text(s.to_string()))
    }

    fn int(&mut self, n: i64) -> String {
        self.arg(Arg::Int(n))
    }

    fn statement(&mut self, sql: &str) {
        self.sql.push_str(sql);
        self.sql.push_str(";\n");
    }
}

/// The most arguments one SQLite query may number (`SQLITE_MAX_VARIABLE_NUMBER`).
const MOST_ARGUMENTS: usize = 32_766;

/// An append's script (see [`super::Store::append`]), when it fits in one query: its numbered
/// arguments within SQLite's limit. One that does not (an input of some sixteen thousand
/// events, which no game makes) is written a statement at a time, as on Postgres.
pub(super) fn written_at_once(
    at: (i64, usize),
    said: Said<'_>,
    entries: &[String],
    finish: Finish<'_>,
) -> Option<Script> {
    Some(script(at, said, entries, finish)).filter(|s| s.args.len() <= MOST_ARGUMENTS)
}

/// The name of the check that refuses a stale append (in the error SQLite gives).
const STALE: &str = "log_moved_on";

/// The script of one append: `$1` is the game, `$2` the length of the log the input was
/// checked against.
fn script(
    (game, builds_on): (i64, usize),
    said: Said<'_>,
    entries: &[String],
    finish: Finish<'_>,
) -> Script {
    let mut s = Script::default();
    let game = s.int(game);
    let builds_on = s.int(builds_on as i64);
    s.statement("BEGIN IMMEDIATE");
    // The one-writer check: a log that has grown since the input was checked makes the
    // script fail here, on a check of this connection's own scratch table, and nothing is
    // written. (The first statement that writes, so the write lock is already held.)
    s.statement(&format!(
        "CREATE TEMP TABLE IF NOT EXISTS append_check \
         (fresh INTEGER CONSTRAINT {STALE} CHECK (fresh = 1))"
    ));
    s.statement(&format!(
        "INSERT INTO temp.append_check (fresh) SELECT 0 \
         WHERE (SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = {game}) <> {builds_on}"
    ));
    // The input under the game's next number; a transport without ids (local play) gets one
    // made of the game and that number.
    let source = s.arg(Arg::MaybeText(said.source_id.map(str::to_string)));
    let (user, text) = (s.text(said.user), s.text(said.text));
    s.statement(&format!(
        "INSERT INTO inputs (game_id, input, source_id, \"user\", text) \
         SELECT {game}, n, COALESCE({source}, 'game' || CAST({game} AS TEXT) || ':input' || CAST(n AS TEXT)), \
         {user}, {text} \
         FROM (SELECT COALESCE(MAX(input), 0) + 1 AS n FROM inputs WHERE game_id = {game}) AS nx"
    ));
    // Its events, numbered on from the log's last, stamped with the input's time.
    if !entries.is_empty() {
        let at = s.arg(Arg::Real(said.at));
        let values = entries
            .iter()
            .enumerate()
            .map(|(i, body)| format!("({}, {})", s.int(i as i64 + 1), s.text(body)))
            .collect::<Vec<_>>()
            .join(", ");
        s.statement(&format!(
            "INSERT INTO events (game_id, seq, input, body, at) \
             SELECT {game}, {builds_on} + v.column1, \
             (SELECT MAX(input) FROM inputs WHERE game_id = {game}), v.column2, \
             strftime('%Y-%m-%dT%H:%M:%fZ', {at}, 'unixepoch') \
             FROM (VALUES {values}) AS v"
        ));
    }
    if let Some(seats) = finish.seats {
        s.statement(&format!("DELETE FROM seats WHERE game_id = {game}"));
        if !seats.is_empty() {
            let rows = seats
                .iter()
                .enumerate()
                .map(|(i, (user, name, hero))| {
                    let seat = s.int(i as i64);
                    let (user, name, hero) = (s.text(user), s.text(name), s.text(hero));
                    format!("({game}, {seat}, {user}, {name}, {hero})")
                })
                .collect::<Vec<_>>()
                .join(", ");
            s.statement(&format!(
                "INSERT INTO seats (game_id, seat, \"user\", name, hero) VALUES {rows}"
            ));
        }
    }
    // An undo may take a game back from its end: its results go with it.
    if finish.phase.is_some_and(|p| p != "ended") {
        s.statement(&format!("DELETE FROM results WHERE game_id = {game}"));
    }
    // A game that has just ended counts for its campaign (R28).
    for o in finish.results.unwrap_or_default() {
        result(&mut s, &game, o);
    }
    if let Some(phase) = finish.phase {
        let phase = s.text(phase);
        s.statement(&format!(
            concat!(
                "UPDATE games SET phase = {phase}, ended_at = CASE WHEN {phase} = 'ended' \
                 AND ended_at IS NULL THEN ",
                sqlite_now!(),
                " ELSE ended_at END WHERE id = {game}"
            ),
            phase = phase,
            game = game
        ));
    }
    s.statement("COMMIT");
    s
}

/// A row of `results` (one seat of a game that has ended), replacing any before.
fn result(s: &mut Script, game: &str, o: &Outcome) {
    let seat = s.int(o.seat as i64);
    let (user, name, hero) = (s.text(&o.user), s.text(&o.name), s.text(&o.role));
    let (score, survived, won) = (
        s.int(o.score),
        s.int(i64::from(o.survived)),
        s.int(i64::from(o.won)),
    );
    s.statement(&format!(
        "INSERT INTO results (game_id, seat, \"user\", name, hero, electrum, survived, won) \
         VALUES ({game}, {seat}, {user}, {name}, {hero}, {score}, {survived}, {won}) \
         ON CONFLICT (game_id, seat) DO UPDATE SET \
         \"user\" = excluded.\"user\", name = excluded.name, hero = excluded.hero, \
         electrum = excluded.electrum, survived = excluded.survived, won = excluded.won"
    ));
}

/// Run an append's script on the store's writing connection. It runs to its end on a task of
/// its own, so that a caller who stops waiting never leaves the connection inside a
/// transaction (sqlx stops a query's statements when its caller goes): a script that fails is
/// rolled back there, and a connection whose rollback fails is dropped (the next append opens
/// another). `learn` is told there whether it was written (the store's memo).
pub(super) async fn append(
    (pool, writer): (&SqlitePool, &Writer),
    game: i64,
    Script { sql, args }: Script,
    learn: impl FnOnce(bool) + Send + 'static,
) -> Result<()> {
    let (pool, writer) = (pool.clone(), writer.clone());
    let written = tokio::spawn(async move {
        let done = write(&pool, &writer, &sql, args).await;
        learn(done.is_ok());
        done
    });
    match written.await? {
        Ok(()) => Ok(()),
        Err(Failed::Sql(e)) => Err(match e.as_database_error() {
            Some(d) if d.is_check_violation() && d.message().contains(STALE) => {
                Stale { game }.into()
            }
            // The input's transport id is unique: another writer stored this very input.
            Some(d) if d.is_unique_violation() && d.message().contains("inputs.") => {
                anyhow::Error::new(Duplicate)
            }
            _ => e.into(),
        }),
        Err(Failed::Closed) => Err(anyhow::anyhow!(
            "the database is closed: the input was not stored"
        )),
        Err(Failed::Queue) => Err(anyhow::anyhow!(
            "the database stayed busy for {} s: the input was not stored",
            QUEUE.as_secs()
        )),
    }
}

/// Why a script was not written.
enum Failed {
    Sql(sqlx::Error),
    /// The store has closed.
    Closed,
    /// The appends before it held the writing connection too long.
    Queue,
}

impl From<sqlx::Error> for Failed {
    fn from(e: sqlx::Error) -> Failed {
        Failed::Sql(e)
    }
}

/// Write the script: on the pool's one connection for a database in memory (which the
/// store's reads need as well, and which must never be closed: it holds the database), else
/// on the writing connection.
async fn write(
    pool: &SqlitePool,
    writer: &Writer,
    sql: &str,
    args: Vec<Arg>,
) -> Result<(), Failed> {
    if pool.options().get_max_connections() <= 1 {
        let mut conn = pool.acquire().await?;
        let done = run(&mut conn, sql, args).await;
        if done.is_err() {
            // Fails harmlessly when SQLite has rolled back already (or BEGIN failed).
            rolled_back(&mut conn).await;
        }
        return Ok(done?);
    }
    let slot = tokio::time::timeout(QUEUE, writer.clone().lock_owned())
        .await
        .map_err(|_| Failed::Queue)?;
    if slot.closed || pool.is_closed() {
        return Err(Failed::Closed);
    }
    let mut w = Writing { slot, ended: false };
    let conn = match w.slot.conn.as_mut() {
        Some(conn) => conn,
        None => w.slot.conn.insert(pool.connect_options().connect().await?),
    };
    let done = run(conn, sql, args).await;
    // A failed script's transaction rolled back; when that fails too (SQLite rolled back
    // already, BEGIN itself failed, or the connection is gone), the connection is not
    // trusted again: `Writing` drops it.
    w.ended = done.is_ok() || rolled_back(conn).await;
    Ok(done?)
}

/// Run the script with its arguments.
async fn run(conn: &mut SqliteConnection, sql: &str, args: Vec<Arg>) -> sqlx::Result<()> {
    let mut q = sqlx::query(sql);
    for a in args {
        q = match a {
            Arg::Int(n) => q.bind(n),
            Arg::Real(x) => q.bind(x),
            Arg::Text(t) => q.bind(t),
            Arg::MaybeText(t) => q.bind(t),
        };
    }
    q.execute(conn).await.map(|_| ())
}

/// Whether a failed script's transaction was rolled back (a script that failed before its
/// BEGIN has none: its connection is not trusted again either).
async fn rolled_back(conn: &mut SqliteConnection) -> bool {
    sqlx::query("ROLLBACK").execute(conn).await.is_ok()
}

/// Close the writing connection for good (before the store's last checkpoint and the pool's
/// close): an append after it is refused.
pub(super) async fn release(writer: &Writer) {
    let mut slot = writer.lock().await;
    slot.closed = true;
    if let Some(conn) = slot.conn.take() {
        conn.close().await.ok();
    }
}
