//! The DM notices ("pings") a player has had about his wait at a game since he last played
//! there (issue 37): how many, and the one message that carries them, so that a notice a
//! later one supersedes is edited rather than repeated. Written by whichever process's clock
//! or input sends the notice; the message by the adapter that sent it.

use super::Store;
use anyhow::Result;
use sqlx::Row;

impl Store {
    /// One more notice to `user` about game `game`: how many he has had there since he last
    /// played (1: this is the first, to be sent as a message of its own).
    pub async fn ping(&self, game: i64, user: &str) -> Result<u32> {
        let sql = "INSERT INTO pings (game_id, \"user\", count) VALUES ($1, $2, 1) \
                   ON CONFLICT (game_id, \"user\") DO UPDATE SET count = pings.count + 1 \
                   RETURNING count";
        let count: i64 = on_pool!(self, p => sqlx::query(sql)
            .bind(game)
            .bind(user)
            .fetch_one(p)
            .await?
            .try_get("count")?);
        Ok(u32::try_from(count).unwrap_or(u32::MAX))
    }

    /// `user` has played at game `game` himself: his notices there start afresh, the next
    /// one a message of its own.
    pub async fn ping_answered(&self, game: i64, user: &str) -> Result<()> {
        on_pool!(self, p => { sqlx::query("DELETE FROM pings WHERE game_id = $1 AND \"user\" = $2")
            .bind(game)
            .bind(user)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// The DM (channel, message) that carries `user`'s notices about game `game`, once sent.
    pub async fn ping_message(&self, game: i64, user: &str) -> Result<Option<(String, String)>> {
        on_pool!(self, p => Ok(match sqlx::query(
            "SELECT channel, message FROM pings WHERE game_id = $1 AND \"user\" = $2 \
             AND channel IS NOT NULL AND message IS NOT NULL",
        )
        .bind(game)
        .bind(user)
        .fetch_optional(p)
        .await?
        {
            Some(r) => Some((r.try_get("channel")?, r.try_get("message")?)),
            None => None,
        }))
    }

    /// The DM that carries `user`'s notices about game `game` is now message `message` of
    /// channel `channel` (nothing if he has played there since: the next notice is new).
    pub async fn set_ping_message(
        &self,
        game: i64,
        user: &str,
        channel: &str,
        message: &str,
    ) -> Result<()> {
        on_pool!(self, p => { sqlx::query(
            "UPDATE pings SET channel = $3, message = $4 WHERE game_id = $1 AND \"user\" = $2",
        )
        .bind(game)
        .bind(user)
        .bind(channel)
        .bind(message)
        .execute(p)
        .await?; });
        Ok(())
    }
}
