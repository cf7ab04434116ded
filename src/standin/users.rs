//! The users of the stand-in's Discord, and what they do: post in a channel, send the bot a
//! direct message.

use super::{StandIn, BOT, CHANNEL};
use serde_json::{json, Value};

/// Users 2000 and up are the players of many games at once: `2000 + 10 * game + i` is the
/// game's alice, bob, carol or dave (i = 0..4), named e.g. `bob7`.
pub fn user(id: u64) -> Value {
    let name = match id {
        1001 => "alice".to_string(),
        1002 => "bob".to_string(),
        1003 => "carol".to_string(),
        1004 => "dave".to_string(),
        BOT => "kalladra".to_string(),
        2000.. if (id - 2000) % 10 < 4 => format!(
            "{}{}",
            ["alice", "bob", "carol", "dave"][((id - 2000) % 10) as usize],
            (id - 2000) / 10
        ),
        _ => "someone".to_string(),
    };
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": id == BOT, "verified": true, "mfa_enabled": false, "flags": 0})
}

/// Server channels are below the DM channels' range.
pub fn is_guild(channel: u64) -> bool {
    channel < 70_000
}

pub fn dm_channel_of(user: u64) -> u64 {
    70_000 + user
}

/// The users a text mentions (`<@ID>` or `<@!ID>`, not roles), once each, as Discord lists
/// them in a message's `mentions`.
fn mentions(content: &str) -> Vec<Value> {
    let mut ids: Vec<u64> = Vec::new();
    for part in content.split("<@").skip(1) {
        let part = part.strip_prefix('!').unwrap_or(part);
        let Some((id, _)) = part.split_once('>') else {
            continue;
        };
        if let Ok(id) = id.parse::<u64>() {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    ids.into_iter().map(user).collect()
}

pub(super) fn message_json(
    id: u64,
    channel: u64,
    author: u64,
    content: &str,
    guild: Option<u64>,
    components: Value,
) -> Value {
    let mut m = json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "author": user(author), "content": content,
        "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": mentions(content), "mention_roles": [], "attachments": [], "embeds": [],
        "pinned": false, "type": 0, "components": components
    });
    if let Some(g) = guild {
        m["guild_id"] = json!(g.to_string());
        m["member"] = json!({"roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0});
    }
    m
}

impl StandIn {
    /// A user posts in the game channel.
    pub fn post(&self, author: u64, text: &str) -> u64 {
        let id = self.id();
        self.post_as(id, author, text);
        id
    }

    /// Deliver a channel message with a given id (Discord may deliver a message again).
    pub fn post_as(&self, id: u64, author: u64, text: &str) {
        self.post_in_as(CHANNEL, id, author, text);
    }

    /// A user posts in another channel of the server (another game's).
    pub fn post_in(&self, channel: u64, author: u64, text: &str) -> u64 {
        let id = self.id();
        self.post_in_as(channel, id, author, text);
        id
    }

    fn post_in_as(&self, channel: u64, id: u64, author: u64, text: &str) {
        let m = message_json(id, channel, author, text, self.guild_of(channel), json!([]));
        self.send_event(json!({"t": "MESSAGE_CREATE", "d": m}));
    }

    /// A user sends the bot a direct message.
    pub fn dm(&self, author: u64, text: &str) -> u64 {
        let id = self.id();
        self.dm_as(id, author, text);
        id
    }

    pub fn dm_as(&self, id: u64, author: u64, text: &str) {
        let m = message_json(id, dm_channel_of(author), author, text, None, json!([]));
        self.send_event(json!({"t": "MESSAGE_CREATE", "d": m}));
    }
}
