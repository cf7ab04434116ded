//! Pinning and unpinning a message, through Discord's current route.

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
    pub(super) async fn set(&self, ch: ChannelId, m: MessageId, on: bool) -> Result<(), String> {
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
