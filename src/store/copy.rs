//! Copying a whole database into another (`kalladra migrate`): every game with its log,
//! seats, results, board, reminders, players away (and back), an undo awaiting its confirm,
//! and every setting beside them (players' preferences, the registration hash, local play's
//! clock), ids kept. The copy is one transaction on the target: all of it or nothing.

use super::backend::{Pool, Tx};
use super::Store;
use anyhow::{anyhow, Result};
use sqlx::Row;

/// One stored value, as either database gives it.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Int(i64),
    Real(f64),
    Text(Option<String>),
    Bytes(Vec<u8>),
}

/// A column's kind.
#[derive(Clone, Copy)]
enum Col {
    Int,
    Real,
    Text,
    Bytes,
}

use Col::{Bytes, Int, Real, Text};

/// A table: its name, its columns (name, kind) and the column it is read in order of.
type Table = (&'static str, &'static [(&'static str, Col)], &'static str);

/// The tables of one game (each keyed by `game_id`), their columns and order.
const PER_GAME: &[Table] = &[
    (
        "events",
        &[
            ("game_id", Int),
            ("seq", Int),
            ("input", Int),
            ("body", Text),
            ("at", Text),
        ],
        "seq",
    ),
    (
        "inputs",
        &[
            ("game_id", Int),
            ("input", Int),
            ("source_id", Text),
            ("\"user\"", Text),
            ("text", Text),
        ],
        "input",
    ),
    (
        "seats",
        &[
            ("game_id", Int),
            ("seat", Int),
            ("\"user\"", Text),
            ("name", Text),
            ("hero", Text),
        ],
        "seat",
    ),
    (
        "results",
        &[
            ("game_id", Int),
            ("seat", Int),
            ("\"user\"", Text),
            ("name", Text),
            ("hero", Text),
            ("electrum", Int),
            ("survived", Int),
            ("won", Int),
        ],
        "seat",
    ),
    (
        "boards",
        &[("game_id", Int), ("channel", Text), ("message", Text)],
        "game_id",
    ),
    (
        "proof_posts",
        &[
            ("game_id", Int),
            ("at", Text),
            ("channel", Text),
            ("message", Text),
        ],
        "at",
    ),
    (
        "reminders",
        &[("game_id", Int), ("key", Text), ("at", Text)],
        "key",
    ),
    (
        "away",
        &[
            ("game_id", Int),
            ("\"user\"", Text),
            ("until", Real),
            ("reason", Text),
            ("since", Int),
        ],
        "\"user\"",
    ),
    (
        "undo_pending",
        &[("game_id", Int), ("count", Int), ("log_len", Int)],
        "game_id",
    ),
    (
        "returns",
        &[("game_id", Int), ("\"user\"", Text), ("at", Real)],
        "\"user\"",
    ),
    (
        "ledger",
        &[
            ("game_id", Int),
            ("n", Int),
            ("key", Text),
            ("\"user\"", Text),
            ("kind", Text),
            ("wait", Int),
            ("days", Int),
            ("at", Real),
        ],
        "n",
    ),
    (
        "pings",
        &[
            ("game_id", Int),
            ("\"user\"", Text),
            ("kind", Text),
            ("count", Int),
            ("channel", Text),
            ("message", Text),
        ],
        "\"user\", kind",
    ),
    (
        "requirements",
        &[("game_id", Int), ("min_met", Int)],
        "game_id",
    ),
    (
        "banks",
        &[
            ("game_id", Int),
            ("extension_days", Int),
            ("vacation_days", Int),
        ],
        "game_id",
    ),
];

/// The tables beside the games: the games themselves, then the settings.
const WHOLE: &[Table] = &[
    (
        "games",
        &[
            ("id", Int),
            ("channel", Text),
            ("organiser", Text),
            ("seed", Bytes),
            ("settings", Text),
            ("phase", Text),
            ("created_at", Text),
            ("ended_at", Text),
            ("server", Text),
            ("campaign", Text),
            ("language", Text),
            ("kind", Text),
        ],
        "id",
    ),
    (
        "prefs",
        &[
            ("\"user\"", Text),
            ("heads_up", Int),
            ("language", Text),
            ("bank_off", Int),
            ("digest_day", Text),
        ],
        "\"user\"",
    ),
    (
        "registration",
        &[("id", Int), ("hash", Text), ("at", Int)],
        "id",
    ),
    ("clock", &[("id", Int), ("skew", Real)], "id"),
];

/// What a copy did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Copied {
    /// These games (ids) were copied, with every setting.
    Games(Vec<i64>),
    /// The target already held exactly what the source holds: nothing was written.
    AlreadyThere(usize),
}

type Rows = Vec<Vec<Value>>;

impl Store {
    /// The rows of `table` (its `cols`), those of game `game` if given, in order.
    async fn rows(
        &self,
        table: &str,
        cols: &[(&str, Col)],
        order: &str,
        game: Option<i64>,
    ) -> Result<Rows> {
        let names: Vec<&str> = cols.iter().map(|c| c.0).collect();
        let filter = if game.is_some() {
            " WHERE game_id = $1"
        } else {
            ""
        };
        let sql = format!(
            "SELECT {} FROM {table}{filter} ORDER BY {order}",
            names.join(", ")
        );
        on_pool!(self, p => {
            let mut q = sqlx::query(&sql);
            if let Some(g) = game {
                q = q.bind(g);
            }
            q.fetch_all(p)
                .await?
                .iter()
                .map(|r| {
                    cols.iter()
                        .enumerate()
                        .map(|(i, (_, kind))| {
                            Ok(match kind {
                                Col::Int => Value::Int(r.try_get(i)?),
                                Col::Real => Value::Real(r.try_get(i)?),
                                Col::Text => Value::Text(r.try_get(i)?),
                                Col::Bytes => Value::Bytes(r.try_get(i)?),
                            })
                        })
                        .collect::<Result<Vec<Value>>>()
                })
                .collect::<Result<Rows>>()
        })
    }

    /// Write `rows` into `table` (its `cols`), many to a statement.
    async fn put(
        tx: &mut Tx,
        table: &str,
        cols: &[(&str, Col)],
        rows: &[Vec<Value>],
    ) -> Result<()> {
        let names: Vec<&str> = cols.iter().map(|c| c.0).collect();
        for chunk in rows.chunks(400) {
            let values = (0..chunk.len())
                .map(|r| {
                    let one: Vec<String> = (0..cols.len())
                        .map(|c| format!("${}", r * cols.len() + c + 1))
                        .collect();
                    format!("({})", one.join(", "))
                })
                .collect::<Vec<_>>()
                .join(", ");
            let sql = format!("INSERT INTO {table} ({}) VALUES {values}", names.join(", "));
            on_tx!(&mut *tx, c => {
                let mut q = sqlx::query(&sql);
                for v in chunk.iter().flatten() {
                    q = match v {
                        Value::Int(i) => q.bind(*i),
                        Value::Real(f) => q.bind(*f),
                        Value::Text(s) => q.bind(s.clone()),
                        Value::Bytes(b) => q.bind(b.clone()),
                    };
                }
                q.execute(c).await?;
            });
        }
        Ok(())
    }

    /// The ids of the games held, with their channels.
    pub async fn game_list(&self) -> Result<Vec<(i64, String)>> {
        on_pool!(self, p => sqlx::query("SELECT id, channel FROM games ORDER BY id")
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| Ok((r.try_get("id")?, r.try_get("channel")?)))
            .collect())
    }

    /// Whether `other` holds exactly what this store holds, table by table, game by game.
    async fn same_as(&self, other: &Store) -> Result<bool> {
        for (table, cols, order) in WHOLE {
            if self.rows(table, cols, order, None).await?
                != other.rows(table, cols, order, None).await?
            {
                return Ok(false);
            }
        }
        for (id, _) in self.game_list().await? {
            for (table, cols, order) in PER_GAME {
                if self.rows(table, cols, order, Some(id)).await?
                    != other.rows(table, cols, order, Some(id)).await?
                {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    /// Whether anything at all is stored (a game or a setting).
    async fn is_empty(&self) -> Result<bool> {
        for (table, _, _) in WHOLE {
            let sql = format!("SELECT 1 FROM {table} LIMIT 1");
            if on_pool!(self, p => sqlx::query(&sql).fetch_optional(p).await?.is_some()) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Copy everything this store holds into `to`, which must be empty (or already hold
    /// exactly the same, when nothing is written). A target holding anything else is
    /// refused, naming its games.
    pub async fn copy_into(&self, to: &Store) -> Result<Copied> {
        let games = self.game_list().await?;
        if !to.is_empty().await? {
            if self.same_as(to).await? {
                return Ok(Copied::AlreadyThere(games.len()));
            }
            let theirs = to.game_list().await?;
            let named: Vec<String> = theirs
                .iter()
                .take(20)
                .map(|(id, ch)| format!("game {id} in channel {ch}"))
                .collect();
            let more = theirs.len().saturating_sub(named.len());
            let more = if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            };
            return Err(anyhow!(
                "the target already holds {}: {}{more}; migrate copies into an empty database only",
                if theirs.is_empty() {
                    "settings (no games)".to_string()
                } else {
                    format!("{} other game(s)", theirs.len())
                },
                if named.is_empty() {
                    "players' preferences or the clock".to_string()
                } else {
                    named.join(", ")
                },
            ));
        }
        let mut tx = match &to.pool {
            Pool::Sqlite(p) => Tx::Sqlite(p.begin_with(super::backend::WRITE).await?),
            Pool::Postgres(p) => Tx::Postgres(p.begin().await?),
        };
        let done = self.fill_copy(&mut tx, &games).await;
        tx.finish(done).await?;
        Ok(Copied::Games(games.into_iter().map(|(id, _)| id).collect()))
    }

    /// What `copy_into` writes inside its one transaction.
    async fn fill_copy(&self, tx: &mut Tx, games: &[(i64, String)]) -> Result<()> {
        for (table, cols, order) in WHOLE {
            let rows = self.rows(table, cols, order, None).await?;
            Store::put(tx, table, cols, &rows).await?;
        }
        for (id, _) in games {
            for (table, cols, order) in PER_GAME {
                let rows = self.rows(table, cols, order, Some(*id)).await?;
                Store::put(tx, table, cols, &rows).await?;
            }
        }
        if let Tx::Postgres(t) = tx {
            // New games go on from past the copied ids.
            sqlx::query(
                "SELECT setval(pg_get_serial_sequence('games', 'id'), \
                 (SELECT COALESCE(MAX(id), 0) + 1 FROM games), false)",
            )
            .execute(&mut **t)
            .await?;
        }
        Ok(())
    }
}
