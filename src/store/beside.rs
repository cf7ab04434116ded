//! What is kept beside a game's log (never in it): its campaign, its language and its board
//! message, and a player's own language and heads-up choice.

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
        let rows = sqlx::query("SELECT user FROM seats WHERE game_id = ? ORDER BY seat")
            .bind(game)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>("user")?))
            .collect()
    }

    /// Set a game's language.
    pub async fn set_game_language(&self, game: i64, lang: Lang) -> Result<()> {
        sqlx::query("UPDATE games SET language = ? WHERE id = ?")
            .bind(lang.tag())
            .bind(game)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A player's own language, if he chose one.
    pub async fn user_language(&self, user: &str) -> Result<Option<Lang>> {
        let r = sqlx::query("SELECT language FROM prefs WHERE user = ?")
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match r {
            Some(r) => r
                .try_get::<Option<String>, _>("language")?
                .and_then(|l| Lang::parse(&l)),
            None => None,
        })
    }

    /// Set (or with None clear) a player's own language.
    pub async fn set_user_language(&self, user: &str, lang: Option<Lang>) -> Result<()> {
        sqlx::query("INSERT INTO prefs (user, language) VALUES (?, ?) ON CONFLICT(user) DO UPDATE SET language = excluded.language")
            .bind(user)
            .bind(lang.map(|l| l.tag()))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn set_campaign(&self, game: i64, campaign: &str) -> Result<()> {
        sqlx::query("UPDATE games SET campaign = ? WHERE id = ?")
            .bind(campaign)
            .bind(game)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The board message a game's channel shows (channel id, message id), if one was posted.
    pub async fn board_message(&self, game: i64) -> Result<Option<(String, String)>> {
        let r = sqlx::query("SELECT channel, message FROM boards WHERE game_id = ?")
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match r {
            Some(r) => Some((r.try_get("channel")?, r.try_get("message")?)),
            None => None,
        })
    }

    pub async fn set_board_message(&self, game: i64, channel: &str, message: &str) -> Result<()> {
        sqlx::query("INSERT OR REPLACE INTO boards (game_id, channel, message) VALUES (?, ?, ?)")
            .bind(game)
            .bind(channel)
            .bind(message)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The game no longer keeps a board message (it shows its board with each turn).
    pub async fn forget_board_message(&self, game: i64) -> Result<()> {
        sqlx::query("DELETE FROM boards WHERE game_id = ?")
            .bind(game)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn set_heads_up(&self, user: &str, on: bool) -> Result<()> {
        sqlx::query("INSERT INTO prefs (user, heads_up) VALUES (?, ?) ON CONFLICT(user) DO UPDATE SET heads_up = excluded.heads_up")
            .bind(user)
            .bind(on)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn heads_up(&self, user: &str) -> Result<bool> {
        let r = sqlx::query("SELECT heads_up FROM prefs WHERE user = ?")
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match r {
            Some(r) => r.try_get("heads_up")?,
            None => false,
        })
    }
}
