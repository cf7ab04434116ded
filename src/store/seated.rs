//! Games of other kinds than DungeonQuest (`crate::games::Seated`): made with their kind, their
//! log's entries kept as the game's own JSON, appended under the same one-writer check.

use super::{insert_bodies, insert_input, Said, Stale, Store, WRITE};
use anyhow::Result;
use sqlx::Row;

/// What an input changed besides the log: the seats (user, name, role), the game's phase,
/// and once it ends each seat's result (seat, score, survived, won).
pub struct Finish<'a> {
    pub seats: Option<&'a [(String, String, String)]>,
    pub phase: &'a str,
    pub results: Option<&'a [(usize, i64, bool, bool)]>,
}

impl Store {
    /// A new game of `kind` (its choices live in its log).
    pub async fn create_seated(
        &self,
        kind: &str,
        server: &str,
        channel: &str,
        organiser: &str,
        seed: [u8; 32],
        campaign: &str,
    ) -> Result<i64> {
        let r = sqlx::query(
            "INSERT INTO games (kind, server, channel, organiser, seed, settings, campaign) \
             VALUES (?, ?, ?, ?, ?, '{}', ?)",
        )
        .bind(kind)
        .bind(server)
        .bind(channel)
        .bind(organiser)
        .bind(seed.to_vec())
        .bind(campaign)
        .execute(&self.pool)
        .await?;
        Ok(r.last_insert_rowid())
    }

    /// The kind of a campaign's latest game, if it has any.
    pub async fn campaign_kind(&self, server: &str, campaign: &str) -> Result<Option<String>> {
        Ok(sqlx::query(
            "SELECT kind FROM games WHERE server = ? AND campaign = ? ORDER BY id DESC LIMIT 1",
        )
        .bind(server)
        .bind(campaign)
        .fetch_optional(&self.pool)
        .await?
        .map(|r| r.try_get("kind"))
        .transpose()?)
    }

    /// A game's log as stored, entry by entry.
    pub async fn entries(&self, game: i64) -> Result<Vec<String>> {
        let rows = sqlx::query("SELECT body FROM events WHERE game_id = ? ORDER BY seq")
            .bind(game)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>("body")?))
            .collect()
    }

    /// Each input of a game with its entries' range: (input number, sender, text, first seq).
    pub async fn input_starts(&self, game: i64) -> Result<Vec<(i64, String, String)>> {
        let rows =
            sqlx::query("SELECT input, user, text FROM inputs WHERE game_id = ? ORDER BY input")
                .bind(game)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("input")?, r.try_get("user")?, r.try_get("text")?)))
            .collect()
    }

    /// Games of kinds other than DungeonQuest not yet ended (the clock's round).
    pub async fn unfinished_seated(&self) -> Result<Vec<super::GameRow>> {
        let rows = sqlx::query(
            "SELECT * FROM games WHERE phase = 'playing' AND kind != 'dungeonquest' ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(Self::row).collect()
    }

    /// Record one accepted input of a game of another kind and its entries, atomically, on
    /// the same terms as `append`: `builds_on` is the log length it was decided on.
    pub async fn append_entries(
        &self,
        game: i64,
        builds_on: usize,
        input: Said<'_>,
        entries: &[String],
        finish: Finish<'_>,
    ) -> Result<()> {
        let mut tx = self.pool.begin_with(WRITE).await?;
        let last: i64 =
            sqlx::query("SELECT COALESCE(MAX(seq), 0) AS n FROM events WHERE game_id = ?")
                .bind(game)
                .fetch_one(&mut *tx)
                .await?
                .try_get("n")?;
        if last as usize != builds_on {
            return Err(Stale { game }.into());
        }
        let n = insert_input(&mut tx, game, input.source_id, input.user, input.text).await?;
        insert_bodies(&mut tx, game, n, input.at, entries).await?;
        if let Some(seats) = finish.seats {
            sqlx::query("DELETE FROM seats WHERE game_id = ?")
                .bind(game)
                .execute(&mut *tx)
                .await?;
            for (i, (user, name, role)) in seats.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO seats (game_id, seat, user, name, hero) VALUES (?, ?, ?, ?, ?)",
                )
                .bind(game)
                .bind(i as i64)
                .bind(user)
                .bind(name)
                .bind(role)
                .execute(&mut *tx)
                .await?;
            }
        }
        // An undo may take a game back from its end: its results go with it.
        if finish.phase != "ended" {
            sqlx::query("DELETE FROM results WHERE game_id = ?")
                .bind(game)
                .execute(&mut *tx)
                .await?;
        }
        if let (Some(results), Some(seats)) = (finish.results, finish.seats) {
            for &(seat, score, survived, won) in results {
                let Some((user, name, role)) = seats.get(seat) else {
                    continue;
                };
                sqlx::query(
                    "INSERT OR REPLACE INTO results (game_id, seat, user, name, hero, electrum, survived, won) \
                     VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                )
                .bind(game)
                .bind(seat as i64)
                .bind(user)
                .bind(name)
                .bind(role)
                .bind(score)
                .bind(survived)
                .bind(won)
                .execute(&mut *tx)
                .await?;
            }
        }
        sqlx::query(
            "UPDATE games SET phase = ?1, ended_at = CASE WHEN ?1 = 'ended' AND ended_at IS NULL \
             THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE ended_at END WHERE id = ?2",
        )
        .bind(finish.phase)
        .bind(game)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }
}
