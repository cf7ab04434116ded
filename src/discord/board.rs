//! The one board message per game: posted and pinned the first time, edited in place, and
//! unpinned at the end; pinning goes through Discord's current route (`Pins`).

use super::delivery::{parse_id, Out};
use super::Error;
use poise::serenity_prelude::{ChannelId, MessageId};

/// Pinning and unpinning through Discord's current route
/// (`/channels/{channel}/messages/pins/{message}`), which serenity 0.12 does not know: the
/// older `/channels/{channel}/pins/{message}` it calls is deprecated.
pub(super) struct Pins {
    client: reqwest::Client,
    /// `https://discord.com/api/v10`, or the stand-in's.
    base: String,
    auth: String,
}

impl Pins {
    pub(super) fn new(token: &str, api_base: Option<&str>) -> Pins {
        let token = token.trim().trim_start_matches("Bot ");
        Pins {
            client: reqwest::Client::new(),
            base: format!(
                "{}/api/v10",
                api_base
                    .unwrap_or("https://discord.com")
                    .trim_end_matches('/')
            ),
            auth: format!("Bot {token}"),
        }
    }

    /// Pin (`on`) or unpin a message; Discord's answer when it refuses.
    async fn set(&self, ch: ChannelId, m: MessageId, on: bool) -> Result<(), String> {
        let url = format!("{}/channels/{ch}/messages/pins/{m}", self.base);
        let req = if on {
            self.client.put(url)
        } else {
            self.client.delete(url)
        };
        let res = req
            .header("Authorization", &self.auth)
            .header(
                "User-Agent",
                "DiscordBot (https://github.com/kalladra, 0.1)",
            )
            .header("Content-Length", "0")
            .send()
            .await
            .map_err(|e| e.to_string())?;
        if res.status().is_success() {
            return Ok(());
        }
        let status = res.status().as_u16();
        let body: serde_json::Value =
            serde_json::from_str(&res.text().await.unwrap_or_default()).unwrap_or_default();
        Err(format!(
            "{status}, code {}: {}",
            body["code"],
            body["message"].as_str().unwrap_or("")
        ))
    }
}

/// The game's one board message: edited in place, or posted and pinned the first time;
/// unpinned once the game has ended (a channel holds only 50 pins).
pub(super) async fn board(out: Out<'_>, game: i64, ch: ChannelId, text: &str) -> Result<(), Error> {
    let ended = out
        .store
        .game(game)
        .await?
        .is_some_and(|row| row.phase == "ended");
    if let Some((c, m)) = out.store.board_message(game).await? {
        if let (Some(c), Some(m)) = (parse_id(&c), parse_id(&m)) {
            let (c, m) = (ChannelId::new(c), MessageId::new(m));
            if out.edit(c, m, text).await.is_ok() {
                if ended {
                    pin(out, game, c, m, false).await?;
                }
                return Ok(());
            }
        }
    }
    let Some(msg) = out.post(ch, text, None, None).await? else {
        return Ok(());
    };
    out.store
        .set_board_message(game, &ch.to_string(), &msg.id.to_string())
        .await?;
    if !ended {
        pin(out, game, ch, msg.id, true).await?;
    }
    Ok(())
}

/// Pin or unpin a game's board. Pinning needs the Pin Messages permission and a channel with
/// fewer than 50 pins; without them the board works unpinned, and the organiser is told
/// once per game what to change.
async fn pin(out: Out<'_>, game: i64, ch: ChannelId, m: MessageId, on: bool) -> Result<(), Error> {
    let Err(why) = out.pins.set(ch, m, on).await else {
        return Ok(());
    };
    let what = if on { "pinning" } else { "unpinning" };
    eprintln!("kalladra: {what} the board of game {game} in {ch}: {why}");
    if !out.store.remind_once(game, "pin_failed").await? {
        return Ok(());
    }
    let Some(row) = out.store.game(game).await? else {
        return Ok(());
    };
    let text = crate::lang::text(
        row.lang,
        "discord-pin-failed",
        &[("organiser", format!("<@{}>", row.organiser))],
    );
    out.post(ch, &text, None, None).await?;
    Ok(())
}
