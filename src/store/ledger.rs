//! The table's ledger beside each game's log (issue 37): the time bank's days paid at a
//! deadline and drawn by time away, seats fallen to the computer player (civil disorder) and
//! allowed back; each game's bank as its organiser set it, and a player's refusal of his.
//! Each entry is written once by its key, whichever process's clock writes it.

use super::Store;
use anyhow::Result;
use sqlx::Row;

/// One entry of a game's ledger.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub game: i64,
    pub user: String,
    /// `extension`, `vacation` (paid at a deadline), `away` (vacation drawn by time away),
    /// `disorder`, `restored`.
    pub kind: String,
    /// The log entry the wait began with (a deadline's), else the log's length.
    pub wait: usize,
    pub days: u32,
    /// Unix seconds, on the organiser's clock.
    pub at: f64,
}

impl Entry {
    /// An entry of game `game` for `user`, of `kind`, on the wait (or log length) `wait`, of
    /// `days` (the time bank's; else 0), at `at` (Unix seconds).
    pub fn new(game: i64, user: &str, kind: &str, (wait, days): (usize, u32), at: f64) -> Entry {
        Entry {
            game,
            user: user.to_string(),
            kind: kind.to_string(),
            wait,
            days,
            at,
        }
    }
}

/// A row of `ledger` as an `Entry`, whichever database read it.
macro_rules! entry {
    ($r:expr) => {
        Ok(Entry {
            game: $r.try_get("game_id")?,
            user: $r.try_get("user")?,
            kind: $r.try_get("kind")?,
            wait: $r.try_get::<i64, _>("wait")? as usize,
            days: $r.try_get::<i64, _>("days")? as u32,
            at: $r.try_get("at")?,
        })
    };
}

impl Store {
    /// Write `e` under `key` in its game's ledger; false: an entry of that key was already
    /// written (by this process or another).
    pub async fn ledger_add(&self, key: &str, e: &Entry) -> Result<bool> {
        let sql = dialect!(
            self,
            "INSERT OR IGNORE INTO ledger (game_id, n, key, \"user\", kind, wait, days, at) \
             SELECT $1, COALESCE(MAX(n), 0) + 1, $2, $3, $4, $5, $6, $7 FROM ledger \
             WHERE game_id = $1",
            "INSERT INTO ledger (game_id, n, key, \"user\", kind, wait, days, at) \
             SELECT $1, COALESCE(MAX(n), 0) + 1, $2, $3, $4, $5, $6, $7 FROM ledger \
             WHERE game_id = $1 ON CONFLICT DO NOTHING"
        );
        Ok(on_pool!(self, p => sqlx::query(sql)
            .bind(e.game)
            .bind(key)
            .bind(&e.user)
            .bind(&e.kind)
            .bind(e.wait as i64)
            .bind(i64::from(e.days))
            .bind(e.at)
            .execute(p)
            .await?
            .rows_affected())
            == 1)
    }

    /// Game `game`'s ledger, in the order it was written.
    pub async fn ledger(&self, game: i64) -> Result<Vec<Entry>> {
        on_pool!(self, p => sqlx::query(
            "SELECT game_id, \"user\", kind, wait, days, at FROM ledger WHERE game_id = $1 \
             ORDER BY n",
        )
        .bind(game)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| entry!(r))
        .collect())
    }

    /// Every ledger entry of `user`'s, at every game, oldest first.
    pub async fn ledger_of_user(&self, user: &str) -> Result<Vec<Entry>> {
        on_pool!(self, p => sqlx::query(
            "SELECT game_id, \"user\", kind, wait, days, at FROM ledger WHERE \"user\" = $1 \
             ORDER BY at, game_id, n",
        )
        .bind(user)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| entry!(r))
        .collect())
    }

    /// Game `game`'s time bank as its organiser set it (extension days for the game,
    /// vacation days a month); None: the defaults.
    pub async fn bank(&self, game: i64) -> Result<Option<(u32, u32)>> {
        on_pool!(self, p => Ok(match sqlx::query(
            "SELECT extension_days, vacation_days FROM banks WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(p)
        .await?
        {
            Some(r) => Some((
                r.try_get::<i64, _>("extension_days")? as u32,
                r.try_get::<i64, _>("vacation_days")? as u32,
            )),
            None => None,
        }))
    }

    /// Game `game`'s time bank is `extension` days for the game and `vacation` a month.
    pub async fn set_bank(&self, game: i64, (extension, vacation): (u32, u32)) -> Result<()> {
        on_pool!(self, p => { sqlx::query(
            "INSERT INTO banks (game_id, extension_days, vacation_days) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id) DO UPDATE SET extension_days = excluded.extension_days, \
             vacation_days = excluded.vacation_days",
        )
        .bind(game)
        .bind(i64::from(extension))
        .bind(i64::from(vacation))
        .execute(p)
        .await?; });
        Ok(())
    }

    /// The share of deadlines met (percent) game `game` requires of a player joining; 0: none.
    pub async fn requirement(&self, game: i64) -> Result<u32> {
        on_pool!(self, p => Ok(match sqlx::query("SELECT min_met FROM requirements WHERE game_id = $1")
            .bind(game)
            .fetch_optional(p)
            .await?
        {
            Some(r) => r.try_get::<i64, _>("min_met")? as u32,
            None => 0,
        }))
    }

    /// Game `game` requires `min_met` percent of deadlines met of a player joining (0: none).
    pub async fn set_requirement(&self, game: i64, min_met: u32) -> Result<()> {
        on_pool!(self, p => { sqlx::query(
            "INSERT INTO requirements (game_id, min_met) VALUES ($1, $2) \
             ON CONFLICT (game_id) DO UPDATE SET min_met = excluded.min_met",
        )
        .bind(game)
        .bind(i64::from(min_met))
        .execute(p)
        .await?; });
        Ok(())
    }

    /// `user` refuses his time bank (`off`) or takes it again.
    pub async fn set_bank_off(&self, user: &str, off: bool) -> Result<()> {
        on_pool!(self, p => { sqlx::query("INSERT INTO prefs (\"user\", bank_off) VALUES ($1, $2) ON CONFLICT(\"user\") DO UPDATE SET bank_off = excluded.bank_off")
            .bind(user)
            .bind(i64::from(off))
            .execute(p)
            .await?; });
        Ok(())
    }

    /// Whether `user` refuses his time bank.
    pub async fn bank_off(&self, user: &str) -> Result<bool> {
        on_pool!(self, p => Ok(match sqlx::query("SELECT bank_off FROM prefs WHERE \"user\" = $1")
            .bind(user)
            .fetch_optional(p)
            .await?
        {
            Some(r) => r.try_get::<i64, _>("bank_off")? != 0,
            None => false,
        }))
    }
}

impl Store {
    /// Every game `user` sits at, or has played at (an input of his where he does not
    /// organise), finished or not, oldest first; with whether he still sits there.
    pub async fn games_played_by(&self, user: &str) -> Result<Vec<(super::GameRow, bool)>> {
        on_pool!(self, p => sqlx::query(
            "SELECT g.*, EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.\"user\" = $1) \
             AS seated FROM games g WHERE EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id \
             AND s.\"user\" = $1) OR (g.organiser != $1 AND EXISTS (SELECT 1 FROM inputs i \
             WHERE i.game_id = g.id AND i.\"user\" = $1)) ORDER BY g.id",
        )
        .bind(user)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| Ok((Self::row(r)?, r.try_get::<bool, _>("seated")?)))
        .collect())
    }

    /// Each input of game `game`, in order: its sender, its text and when it was stored
    /// (Unix seconds, the time of its first entry).
    pub async fn input_times(&self, game: i64) -> Result<Vec<(String, String, f64)>> {
        let sql = dialect!(
            self,
            "SELECT i.\"user\" AS who, i.text AS text, \
             (julianday(MIN(e.at)) - 2440587.5) * 86400.0 AS at FROM inputs i JOIN events e \
             ON e.game_id = i.game_id AND e.input = i.input WHERE i.game_id = $1 \
             GROUP BY i.input, i.\"user\", i.text ORDER BY i.input",
            "SELECT i.\"user\" AS who, i.text AS text, \
             CAST(EXTRACT(EPOCH FROM CAST(MIN(e.at) AS TIMESTAMPTZ)) AS DOUBLE PRECISION) AS at \
             FROM inputs i JOIN events e ON e.game_id = i.game_id AND e.input = i.input \
             WHERE i.game_id = $1 GROUP BY i.input, i.\"user\", i.text ORDER BY i.input"
        );
        on_pool!(self, p => sqlx::query(sql)
            .bind(game)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| Ok((r.try_get("who")?, r.try_get("text")?, r.try_get("at")?)))
            .collect())
    }
}
