//! What is kept beside a game's log (never in it): its campaign and its language, and a
//! player's own language.

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
}
