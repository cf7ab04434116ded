//! The store's reads and writes any kind of game shares: a game made with its kind (its
//! choices in its log), a campaign's games and results, a log's entries and its inputs.

use super::Store;
use anyhow::Result;
use sqlx::Row;

/// One player's result in a game: (user, won, score, survived).
pub type Placing = (String, bool, i64, bool);

impl Store {
    /// A new game of `kind`, made with `settings` as its kind writes them (`Kind::new_settings`:
    /// DungeonQuest's here, another kind's choices in its log), counting in `campaign`.
    pub async fn create_seated(
        &self,
        kind: &str,
        (server, channel, organiser): (&str, &str, &str),
        seed: [u8; 32],
        settings: &str,
        campaign: &str,
    ) -> Result<i64> {
        let id: Result<i64, sqlx::Error> = on_pool!(self, p => sqlx::query(
            "INSERT INTO games (kind, server, channel, organiser, seed, settings, campaign) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(kind)
        .bind(server)
        .bind(channel)
        .bind(organiser)
        .bind(seed.to_vec())
        .bind(settings)
        .bind(campaign)
        .fetch_one(p)
        .await?
        .try_get("id"));
        self.memo().changed();
        Ok(id?)
    }

    /// Whether campaign `campaign` of `server` holds a game of another kind than `kind` (any
    /// game but `except`, begun or not).
    pub async fn campaign_has_other_kind(
        &self,
        server: &str,
        campaign: &str,
        kind: &str,
        except: i64,
    ) -> Result<bool> {
        on_pool!(self, p => Ok(sqlx::query(
            "SELECT id FROM games WHERE server = $1 AND campaign = $2 AND kind <> $3 \
             AND id <> $4 LIMIT 1",
        )
        .bind(server)
        .bind(campaign)
        .bind(kind)
        .bind(except)
        .fetch_optional(p)
        .await?
        .is_some()))
    }

    /// The kind of a campaign's games, if it has any: its latest game with results (what its
    /// table ranks), else its latest game.
    pub async fn campaign_kind(&self, server: &str, campaign: &str) -> Result<Option<String>> {
        on_pool!(self, p => Ok(sqlx::query(
            "SELECT kind FROM games g WHERE server = $1 AND campaign = $2 \
             ORDER BY CASE WHEN EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id) \
             THEN 0 ELSE 1 END, id DESC LIMIT 1",
        )
        .bind(server)
        .bind(campaign)
        .fetch_optional(p)
        .await?
        .map(|r| r.try_get("kind"))
        .transpose()?))
    }

    /// Every finished game of a campaign, in the order they were played, each as its players'
    /// results: (user, won, score, survived).
    pub async fn campaign_results(
        &self,
        server: &str,
        campaign: &str,
    ) -> Result<Vec<Vec<Placing>>> {
        let rows: Vec<(i64, String, bool, i64, bool)> = on_pool!(self, p => sqlx::query(
            "SELECT r.game_id AS game_id, r.\"user\" AS \"user\", r.won AS won, \
             CAST(r.electrum AS BIGINT) AS score, r.survived AS survived \
             FROM results r JOIN games g ON g.id = r.game_id \
             WHERE g.server = $1 AND g.campaign = $2 ORDER BY r.game_id, r.seat",
        )
        .bind(server)
        .bind(campaign)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| -> Result<_> {
            Ok((
                r.try_get("game_id")?,
                r.try_get("user")?,
                r.try_get::<i64, _>("won")? != 0,
                r.try_get("score")?,
                r.try_get::<i64, _>("survived")? != 0,
            ))
        })
        .collect::<Result<Vec<_>>>()?);
        let mut games: Vec<(i64, Vec<Placing>)> = Vec::new();
        for (game, user, won, score, survived) in rows {
            match games.last_mut() {
                Some((g, players)) if *g == game => players.push((user, won, score, survived)),
                _ => games.push((game, vec![(user, won, score, survived)])),
            }
        }
        Ok(games.into_iter().map(|(_, players)| players).collect())
    }

    /// A game's log as stored, entry by entry.
    pub async fn entries(&self, game: i64) -> Result<Vec<String>> {
        on_pool!(self, p => sqlx::query("SELECT body FROM events WHERE game_id = $1 ORDER BY seq")
            .bind(game)
            .fetch_all(p)
            .await?
            .iter()
            .map(|r| Ok(r.try_get::<String, _>("body")?))
            .collect())
    }

    /// Each input of a game with its entries' range: (input number, sender, text, first seq).
    pub async fn input_starts(&self, game: i64) -> Result<Vec<(i64, String, String)>> {
        on_pool!(self, p => sqlx::query(
            "SELECT input, \"user\", text FROM inputs WHERE game_id = $1 ORDER BY input",
        )
        .bind(game)
        .fetch_all(p)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("input")?, r.try_get("user")?, r.try_get("text")?)))
        .collect())
    }
}
