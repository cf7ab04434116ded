//! What is kept beside a game's log (never in it): its campaign, its language and its board
//! message, a player's own language and heads-up choice, an undo awaiting its confirm, and
//! when a player came back from time away: all where every process on the database sees them.

use super::Store;
use crate::lang::Lang;
use anyhow::Result;
use sqlx::Row;

/// A language as the store keeps it (its tag); English for anything else.
pub(super) fn lang(tag: &str) -> Lang {
    Lang::parse(tag).unwrap_or_default()
}

impl Store {
    /// The users seated in a game.
    pub async fn seat_users(&self, game: i64) -> Result<Vec<String>> {
        on_pool!(self, p => sqlx::query("SELECT \"user\" FROM seats WHERE game_id = $1 ORDER BY seat")
            .bind(game)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| Ok(r.try_get::<String, _>("user")?))
            .collect())
    }

    /// Set a game's language.
    pub async fn set_game_language(&self, game: i64, lang: Lang) -> Result<()> {
        on_pool!(self, p => { sqlx::query("UPDATE games SET language = $1 WHERE id = $2")
            .bind(lang.tag())
            .bind(game)
            .execute(p)
            .await?; });
        self.memo().changed();
        Ok(())
    }

    /// A player's own language, if he chose one.
    pub async fn user_language(&self, user: &str) -> Result<Option<Lang>> {
        on_pool!(self, p => Ok(match sqlx::query("SELECT language FROM prefs WHERE \"user\" = $1")
            .bind(user)
            .fetch_optional(p)
            .await?
        {
            Some(r) => r
                .try_get::<Option<String>, _>("language")?
                .and_then(|l| Lang::parse(&l)),
            None => None,
        }))
    }

    /// Set (or with None clear) a player's own language.
    pub async fn set_user_language(&self, user: &str, lang: Option<Lang>) -> Result<()> {
        on_pool!(self, p => { sqlx::query("INSERT INTO prefs (\"user\", language) VALUES ($1, $2) ON CONFLICT(\"user\") DO UPDATE SET language = excluded.language")
            .bind(user)
            .bind(lang.map(|l| l.tag()))
            .execute(p)
            .await?; });
        Ok(())
    }

    pub async fn set_campaign(&self, game: i64, campaign: &str) -> Result<()> {
        on_pool!(self, p => { sqlx::query("UPDATE games SET campaign = $1 WHERE id = $2")
            .bind(campaign)
            .bind(game)
            .execute(p)
            .await?; });
        self.memo().changed();
        Ok(())
    }

    /// The board message a game's channel shows (channel id, message id), if one was posted.
    pub async fn board_message(&self, game: i64) -> Result<Option<(String, String)>> {
        on_pool!(self, p => Ok(match sqlx::query("SELECT channel, message FROM boards WHERE game_id = $1")
            .bind(game)
            .fetch_optional(p)
            .await?
        {
            Some(r) => Some((r.try_get("channel")?, r.try_get("message")?)),
            None => None,
        }))
    }

    pub async fn set_board_message(&self, game: i64, channel: &str, message: &str) -> Result<()> {
        on_pool!(self, p => { sqlx::query("INSERT INTO boards (game_id, channel, message) VALUES ($1, $2, $3) ON CONFLICT (game_id) DO UPDATE SET channel = excluded.channel, message = excluded.message")
            .bind(game)
            .bind(channel)
            .bind(message)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// Keep the message that carried game `game`'s proof at `at` ('start' or 'end').
    pub async fn set_proof_post(
        &self,
        game: i64,
        at: &str,
        channel: &str,
        message: &str,
    ) -> Result<()> {
        on_pool!(self, p => { sqlx::query("INSERT INTO proof_posts (game_id, at, channel, message) VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, at) DO UPDATE SET channel = excluded.channel, message = excluded.message")
            .bind(game)
            .bind(at)
            .bind(channel)
            .bind(message)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// The message that carried game `game`'s proof at `at` (channel id, message id).
    pub async fn proof_post(&self, game: i64, at: &str) -> Result<Option<(String, String)>> {
        on_pool!(self, p => Ok(match sqlx::query("SELECT channel, message FROM proof_posts WHERE game_id = $1 AND at = $2")
            .bind(game)
            .bind(at)
            .fetch_optional(p)
            .await?
        {
            Some(r) => Some((r.try_get("channel")?, r.try_get("message")?)),
            None => None,
        }))
    }

    /// The game no longer keeps a board message (it shows its board with each turn).
    pub async fn forget_board_message(&self, game: i64) -> Result<()> {
        on_pool!(self, p => { sqlx::query("DELETE FROM boards WHERE game_id = $1")
            .bind(game)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// `user`'s notices: 0 none, 1 the heads-up each turn (`!dq notify on`), 2 one digest a
    /// day (`!dq notify digest`).
    pub async fn set_heads_up(&self, user: &str, mode: i64) -> Result<()> {
        on_pool!(self, p => { sqlx::query("INSERT INTO prefs (\"user\", heads_up) VALUES ($1, $2) ON CONFLICT(\"user\") DO UPDATE SET heads_up = excluded.heads_up")
            .bind(user)
            .bind(mode)
            .execute(p)
            .await?; });
        Ok(())
    }

    pub async fn heads_up(&self, user: &str) -> Result<bool> {
        on_pool!(self, p => Ok(match sqlx::query("SELECT heads_up FROM prefs WHERE \"user\" = $1")
            .bind(user)
            .fetch_optional(p)
            .await?
        {
            Some(r) => r.try_get::<i64, _>("heads_up")? == 1,
            None => false,
        }))
    }

    /// The players whose daily digest has not gone out on `day` (YYYY-MM-DD).
    pub async fn digests_due(&self, day: &str) -> Result<Vec<String>> {
        on_pool!(self, p => sqlx::query(
            "SELECT \"user\" FROM prefs WHERE heads_up = 2 AND (digest_day IS NULL OR digest_day != $1) \
             ORDER BY \"user\"",
        )
        .bind(day)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| Ok(r.try_get("user")?))
        .collect())
    }

    /// `user`'s digest of `day` is this process's to send: false when another process (or
    /// this one) has sent it, or he no longer asks for one.
    pub async fn claim_digest(&self, user: &str, day: &str) -> Result<bool> {
        Ok(on_pool!(self, p => sqlx::query(
            "UPDATE prefs SET digest_day = $2 WHERE \"user\" = $1 AND heads_up = 2 \
             AND (digest_day IS NULL OR digest_day != $2)",
        )
        .bind(user)
        .bind(day)
        .execute(p)
        .await?
        .rows_affected())
            == 1)
    }
    /// The own languages of those of `users` who chose one (one query, for a process that
    /// is not its database's only writer and reads them again at each input).
    pub async fn user_languages(&self, users: &[String]) -> Result<Vec<(String, Option<Lang>)>> {
        if users.is_empty() {
            return Ok(Vec::new());
        }
        let marks: Vec<String> = (1..=users.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT \"user\", language FROM prefs WHERE \"user\" IN ({})",
            marks.join(", ")
        );
        on_pool!(self, p => {
            let mut q = sqlx::query(&sql);
            for u in users {
                q = q.bind(u);
            }
            q.fetch_all(p)
                .await?
                .iter()
                .map(|r| {
                    let l: Option<String> = r.try_get("language")?;
                    Ok((r.try_get("user")?, l.and_then(|l| Lang::parse(&l))))
                })
                .collect()
        })
    }

    /// An undo shown for game `game` and awaiting its confirm: `count` inputs, made from a
    /// log `log_len` entries long (replaces any shown before).
    pub async fn set_pending_undo(&self, game: i64, count: usize, log_len: usize) -> Result<()> {
        on_pool!(self, p => { sqlx::query("INSERT INTO undo_pending (game_id, count, log_len) VALUES ($1, $2, $3) ON CONFLICT (game_id) DO UPDATE SET count = excluded.count, log_len = excluded.log_len")
            .bind(game)
            .bind(count as i64)
            .bind(log_len as i64)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// Take game `game`'s undo awaiting its confirm (count, log length), if any: once, whichever
    /// process asks.
    pub async fn take_pending_undo(&self, game: i64) -> Result<Option<(usize, usize)>> {
        on_pool!(self, p => Ok(match sqlx::query("DELETE FROM undo_pending WHERE game_id = $1 RETURNING count, log_len")
            .bind(game)
            .fetch_optional(p)
            .await?
        {
            Some(r) => Some((
                r.try_get::<i64, _>("count")? as usize,
                r.try_get::<i64, _>("log_len")? as usize,
            )),
            None => None,
        }))
    }

    /// `user` came back from time away in game `game` at `at` (the organiser's clock).
    pub async fn set_returned(&self, game: i64, user: &str, at: f64) -> Result<()> {
        on_pool!(self, p => { sqlx::query("INSERT INTO returns (game_id, \"user\", at) VALUES ($1, $2, $3) ON CONFLICT (game_id, \"user\") DO UPDATE SET at = excluded.at")
            .bind(game)
            .bind(user)
            .bind(at)
            .execute(p)
            .await?; });
        Ok(())
    }

    /// When each player of game `game` last came back from time away (user, time).
    pub async fn returns(&self, game: i64) -> Result<Vec<(String, f64)>> {
        on_pool!(self, p => sqlx::query("SELECT \"user\", at FROM returns WHERE game_id = $1")
            .bind(game)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| Ok((r.try_get("user")?, r.try_get("at")?)))
            .collect())
    }
}
