//! Appending to a game's log: an accepted input, its events, and what they change beside the
//! log (seats, results, phase), in one write transaction under the one-writer check.

use super::backend::Tx;
use super::{Duplicate, Said, Stale, Store};
use anyhow::Result;
use sqlx::Row;

/// What an input changed besides the log, as its game says: the seats (user, name, role) if
/// they changed, the game's phase if it may have moved, and the results once it has ended.
#[derive(Clone, Copy, Default)]
pub struct Finish<'a> {
    pub seats: Option<&'a [(String, String, String)]>,
    pub phase: Option<&'a str>,
    pub results: Option<&'a [Outcome]>,
}

/// One seat's result in a game that has ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub seat: usize,
    pub user: String,
    pub name: String,
    /// What he played (a hero's or character's id).
    pub role: String,
    pub score: i64,
    pub survived: bool,
    pub won: bool,
}

impl Store {
    /// Record one accepted input and its log's entries (the game's own JSON), atomically,
    /// with what they changed beside the log (`finish`). `builds_on` is the length of the log
    /// the input was checked against: if the log has grown since (another writer got there
    /// first), nothing is written and the error is [`Stale`]; if another writer already stored
    /// this transport id, nothing is written and the error is [`Duplicate`].
    pub async fn append(
        &self,
        game: i64,
        builds_on: usize,
        input: Said<'_>,
        entries: &[String],
        finish: Finish<'_>,
    ) -> Result<()> {
        // What the memo learns of the write, once it has ended (`script` runs it on, and
        // learns it, even if this caller stops waiting).
        let memo = self.memo.clone();
        let learned = entries.to_vec();
        let rewritten = finish.seats.is_some() || finish.phase.is_some();
        let at = input.at;
        let learn = move |written: bool| {
            let mut memo = super::memo::lock(&memo);
            if written {
                memo.appended(game, at, &learned);
            }
            // Seats or the phase written (or tried): who sits where, and which game a
            // channel runs, are asked of the database again.
            if rewritten {
                memo.changed();
            }
        };
        // One trip to SQLite's thread (`script`).
        let at_once = match &self.pool {
            super::backend::Pool::Sqlite(p) => {
                super::script::written_at_once((game, builds_on), input, entries, finish)
                    .map(|script| (p, script))
            }
            super::backend::Pool::Postgres(_) => None,
        };
        match at_once {
            Some((p, script)) => {
                super::script::append((p, &self.writer), game, script, learn).await
            }
            None => {
                // One writer per game: the transaction is the game's only writer from its
                // start (`write_tx`), so the log cannot grow between the input's check that
                // it builds on `builds_on` entries (`insert_input`) and the commit.
                let mut tx = self.write_tx(game).await?;
                let done = self
                    .fill(&mut tx, (game, builds_on), input, entries, finish)
                    .await;
                // Whatever failed (another writer's transport id, a lost connection), the
                // transaction ends here and now, not when its connection is next used.
                let done = tx.finish(done).await;
                learn(done.is_ok());
                done
            }
        }
    }

    /// What `append` writes inside its transaction on Postgres, a statement at a time (SQLite
    /// runs the same as one script, `store::script`, unless it is too long for one).
    async fn fill(
        &self,
        tx: &mut Tx,
        (game, builds_on): (i64, usize),
        input: Said<'_>,
        entries: &[String],
        finish: Finish<'_>,
    ) -> Result<()> {
        let n = insert_input(tx, (game, builds_on), input).await?;
        self.insert_bodies(tx, game, n, input.at, entries).await?;
        if let Some(seats) = finish.seats {
            let seats: Vec<(&str, &str, &str)> = seats
                .iter()
                .map(|(u, n, r)| (u.as_str(), n.as_str(), r.as_str()))
                .collect();
            write_seats(tx, game, &seats).await?;
        }
        // An undo may take a game back from its end: its results go with it.
        if finish.phase.is_some_and(|p| p != "ended") {
            on_tx!(tx, c => { sqlx::query("DELETE FROM results WHERE game_id = $1")
                .bind(game)
                .execute(c)
                .await?; });
        }
        // A game that has just ended counts for its campaign (R28).
        for o in finish.results.unwrap_or_default() {
            let who = (o.user.as_str(), o.name.as_str(), o.role.as_str());
            Store::write_result(tx, game, o.seat, who, o.score, o.survived, o.won).await?;
        }
        if let Some(phase) = finish.phase {
            let sql = dialect!(
                self,
                concat!(
                    "UPDATE games SET phase = $1, ended_at = CASE WHEN $1 = 'ended' AND ended_at IS NULL \
                     THEN ", sqlite_now!(), " ELSE ended_at END WHERE id = $2"
                ),
                concat!(
                    "UPDATE games SET phase = $1, ended_at = CASE WHEN $1 = 'ended' AND ended_at IS NULL \
                     THEN ", postgres_now!(), " ELSE ended_at END WHERE id = $2"
                )
            );
            on_tx!(tx, c => { sqlx::query(sql)
                .bind(phase)
                .bind(game)
                .execute(c)
                .await?; });
        }
        Ok(())
    }

    /// Store an input's log entries, as JSON.
    pub(super) async fn insert_bodies(
        &self,
        tx: &mut Tx,
        game: i64,
        input: i64,
        at: f64,
        bodies: &[String],
    ) -> Result<()> {
        let at_sql = dialect!(
            self,
            "strftime('%Y-%m-%dT%H:%M:%fZ', $3, 'unixepoch')",
            "to_char(to_timestamp($3) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
        );
        // All of an input's events in one statement, numbered on from the game's last (SQLite
        // allows 32,766 parameters; an input makes at most a few hundred events).
        for chunk in bodies.chunks(1_000) {
            let values = (0..chunk.len())
                .map(|i| format!("(${}, ${})", 4 + 2 * i, 5 + 2 * i))
                .collect::<Vec<_>>()
                .join(", ");
            let sql = format!(
                "INSERT INTO events (game_id, seq, input, body, at) \
                 SELECT $1, last.n + v.column1, $2, v.column2, {at_sql} \
                 FROM (SELECT COALESCE(MAX(seq), 0) AS n FROM events WHERE game_id = $1) AS last, \
                 (VALUES {values}) AS v"
            );
            on_tx!(&mut *tx, c => {
                let mut q = sqlx::query(&sql).bind(game).bind(input).bind(at);
                for (i, body) in chunk.iter().enumerate() {
                    q = q.bind(i as i64 + 1).bind(body);
                }
                q.execute(c).await?;
            });
        }
        Ok(())
    }

    /// A row of `results` (one seat of a game that has ended), replacing any before.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn write_result(
        tx: &mut Tx,
        game: i64,
        seat: usize,
        (user, name, hero): (&str, &str, &str),
        score: i64,
        survived: bool,
        won: bool,
    ) -> Result<()> {
        on_tx!(tx, c => { sqlx::query(
            "INSERT INTO results (game_id, seat, \"user\", name, hero, electrum, survived, won) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (game_id, seat) DO UPDATE SET \
             \"user\" = excluded.\"user\", name = excluded.name, hero = excluded.hero, \
             electrum = excluded.electrum, survived = excluded.survived, won = excluded.won",
        )
        .bind(game)
        .bind(seat as i64)
        .bind(user)
        .bind(name)
        .bind(hero)
        .bind(score)
        .bind(i64::from(survived))
        .bind(i64::from(won))
        .execute(c)
        .await?; });
        Ok(())
    }
}

/// Store an input under the game's next number, and return that number; [`Stale`] (and
/// nothing stored) if the game's log is no longer `builds_on` entries long.
pub(super) async fn insert_input(
    tx: &mut Tx,
    (game, builds_on): (i64, usize),
    said: Said<'_>,
) -> Result<i64> {
    // The input's number is the game's next; a transport without ids (local play) gets one
    // made of the game and that number. One statement, the log's length checked in it: every
    // query is a trip to the database's thread, and an input's whole cost is only a few of
    // them plus the sync.
    let r = on_tx!(tx, c => sqlx::query(
        "INSERT INTO inputs (game_id, input, source_id, \"user\", text) \
         SELECT $1, n, COALESCE($2, 'game' || CAST($1 AS TEXT) || ':input' || CAST(n AS TEXT)), $3, $4 \
         FROM (SELECT COALESCE(MAX(input), 0) + 1 AS n FROM inputs WHERE game_id = $1) AS nx \
         WHERE (SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = $1) = $5 \
         RETURNING input",
    )
    .bind(game)
    .bind(said.source_id)
    .bind(said.user)
    .bind(said.text)
    .bind(builds_on as i64)
    .fetch_optional(c)
    .await
    .map(|r| r.map(|r| r.try_get("input"))));
    match r {
        Ok(Some(n)) => Ok(n?),
        Ok(None) => Err(Stale { game }.into()),
        // Its transport id is unique: another writer stored this very input already.
        Err(e)
            if e.as_database_error()
                .is_some_and(|d| d.is_unique_violation()) =>
        {
            Err(anyhow::Error::new(Duplicate))
        }
        Err(e) => Err(e.into()),
    }
}

/// A game's seats (user, name, hero or role), replacing those before.
pub(super) async fn write_seats(
    tx: &mut Tx,
    game: i64,
    seats: &[(&str, &str, &str)],
) -> Result<()> {
    on_tx!(&mut *tx, c => { sqlx::query("DELETE FROM seats WHERE game_id = $1")
        .bind(game)
        .execute(c)
        .await?; });
    for (i, (user, name, hero)) in seats.iter().enumerate() {
        on_tx!(&mut *tx, c => { sqlx::query(
            "INSERT INTO seats (game_id, seat, \"user\", name, hero) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(game)
        .bind(i as i64)
        .bind(*user)
        .bind(*name)
        .bind(*hero)
        .execute(c)
        .await?; });
    }
    Ok(())
}
