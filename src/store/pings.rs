//! The DM notices ("pings") a player has had about his wait at a game since he last played
//! there (issue 37), of each kind (`next`: the heads-up; `late`: his deadline passed and what
//! followed): how many, and the one message that carries them, so that a notice a later one
//! of its kind supersedes is edited rather than repeated. Counted by whichever process's
//! clock or input sends the notice; the message kept by the adapter that sent the first.

use super::Store;
use anyhow::Result;
use sqlx::Row;

impl Store {
    /// One more notice of `kind` to `user` about game `game`: how many of that kind he has
    /// had there since he last played (1: this is the first, a message of its own).
    pub async fn ping(&self, game: i64, user: &str, kind: &str) -> Result<u32> {
        let sql = "INSERT INTO pings (game_id, \"user\", kind, count) VALUES ($1, $2, $3, 1) \
                   ON CONFLICT (game_id, \"user\", kind) DO UPDATE SET count = pings.count + 1 \
                   RETURNING count";
        let count: i64 = on_pool!(self, p => sqlx::query(sql)
            .bind(game)
            .bind(user)
            .bind(kind)
            .fetch_one(p)
            .await?
            .try_get("count")?);
        Ok(u32::try_from(count).unwrap_or(u32::MAX))
    }

    /// `user` has played at game `game` himself, or is back: his notices there, of every
    /// kind, start afresh, the next one a message of its own.
    pub async fn ping_answered(&self, game: i64, user: &str) -> Result<()> {
        on_pool!(self, p => { sqlx::query("DELETE FROM pings WHERE game_id = $1 AND \"user\" = $2")
            .bind(game)
            .bind(user)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// The DM (channel, message) that carries `user`'s notices of `kind` about game `game`,
    /// once sent.
    pub async fn ping_message(
        &self,
        game: i64,
        user: &str,
        kind: &str,
    ) -> Result<Option<(String, String)>> {
        on_pool!(self, p => Ok(match sqlx::query(
            "SELECT channel, message FROM pings WHERE game_id = $1 AND \"user\" = $2 \
             AND kind = $3 AND channel IS NOT NULL AND message IS NOT NULL",
        )
        .bind(game)
        .bind(user)
        .bind(kind)
        .fetch_optional(p)
        .await?
        {
            Some(r) => Some((r.try_get("channel")?, r.try_get("message")?)),
            None => None,
        }))
    }

    /// The DM that carries `user`'s notices of `kind` about game `game` is message `message`
    /// of channel `channel`, unless one is kept already (the first sent stays the one later
    /// notices edit, whichever adapter finishes last), or he has played there since.
    pub async fn set_ping_message(
        &self,
        game: i64,
        user: &str,
        kind: &str,
        (channel, message): (&str, &str),
    ) -> Result<()> {
        on_pool!(self, p => { sqlx::query(
            "UPDATE pings SET channel = $4, message = $5 WHERE game_id = $1 AND \"user\" = $2 \
             AND kind = $3 AND message IS NULL",
        )
        .bind(game)
        .bind(user)
        .bind(kind)
        .bind(channel)
        .bind(message)
        .execute(p)
        .await?; });
        Ok(())
    }
}
