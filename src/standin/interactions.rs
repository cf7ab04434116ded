//! Interactions: a user clicks a button or runs a slash command (dispatched with a token), and
//! the bot answers: acknowledged once, within 3 seconds, before any follow-up.

use super::limits::{check_message, invalid};
use super::rest::{not_found, Call};
use super::users::{message_json, user};
use super::{Sent, StandIn, Token, ACK_WINDOW, BOT, CHANNEL};
use serde_json::{json, Value};
use std::time::Instant;

impl StandIn {
    /// A user clicks button `custom_id` on a message the bot sent.
    pub fn click(&self, who: u64, sent: &Sent, custom_id: &str) {
        let id = self.id();
        let guild = self.guild_of(sent.channel);
        let msg = message_json(
            sent.message,
            sent.channel,
            BOT,
            &sent.content,
            guild,
            sent.components(),
        );
        let mut i = json!({
            "id": id.to_string(), "application_id": BOT.to_string(), "type": 3,
            "data": {"custom_id": custom_id, "component_type": 2},
            "channel_id": sent.channel.to_string(), "token": format!("tok{id}"), "version": 1,
            "message": msg, "locale": "en-US", "entitlements": [], "attachment_size_limit": 8_388_608
        });
        if let Some(g) = guild {
            i["guild_id"] = json!(g.to_string());
            i["member"] = json!({"user": user(who), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0, "permissions": "0"});
        } else {
            i["user"] = user(who);
        }
        self.interaction(id, i);
    }

    fn interaction(&self, id: u64, i: Value) {
        {
            let mut st = self.st();
            st.interactions.push((id, i.clone()));
            let channel = i["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            // A click's original message is the message its button sits on; a slash
            // command's is the answer it is about to get.
            let message = i["message"]["id"].as_str().and_then(|m| m.parse().ok());
            st.tokens.insert(
                format!("tok{id}"),
                Token {
                    channel,
                    message,
                    at: Instant::now(),
                    acked: None,
                },
            );
        }
        self.send_event(json!({"t": "INTERACTION_CREATE", "d": i}));
    }

    /// Deliver interaction `id` again, exactly as before (Discord may replay an event after
    /// a reconnect). False if no interaction had that id.
    pub fn redeliver_interaction(&self, id: u64) -> bool {
        let Some(i) = self
            .st()
            .interactions
            .iter()
            .find(|(x, _)| *x == id)
            .map(|(_, i)| i.clone())
        else {
            return false;
        };
        self.send_event(json!({"t": "INTERACTION_CREATE", "d": i}));
        true
    }

    /// The id of the last interaction dispatched.
    pub fn last_interaction(&self) -> Option<u64> {
        self.st().interactions.last().map(|(id, _)| *id)
    }

    /// A user runs a slash command in the game channel: `/{command} {sub} options...`.
    pub fn slash(
        &self,
        who: u64,
        command: &str,
        sub: &str,
        options: Value,
        manage_server: bool,
    ) -> u64 {
        self.slash_in(CHANNEL, who, command, sub, options, manage_server)
    }

    /// A user runs a slash command in `channel` (a server's, or a DM channel).
    pub fn slash_in(
        &self,
        channel: u64,
        who: u64,
        command: &str,
        sub: &str,
        options: Value,
        manage_server: bool,
    ) -> u64 {
        let id = self.id();
        let perms = if manage_server { "32" } else { "0" };
        let mut i = json!({
            "id": id.to_string(), "application_id": BOT.to_string(), "type": 2,
            "data": {"id": "1", "name": command, "type": 1, "options": [{"name": sub, "type": 1, "options": options}]},
            "channel_id": channel.to_string(),
            "token": format!("tok{id}"), "version": 1, "locale": "en-US", "entitlements": [], "attachment_size_limit": 8_388_608,
            "app_permissions": "0"
        });
        match self.guild_of(channel) {
            Some(g) => {
                i["guild_id"] = json!(g.to_string());
                i["member"] = json!({"user": user(who), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0, "permissions": perms});
            }
            None => i["user"] = user(who),
        }
        self.interaction(id, i);
        id
    }

    /// The id of the message an interaction's "original" is: the clicked message for a
    /// button, else the interaction's own answer (its id is the interaction's).
    fn original_of(&self, token: &str) -> u64 {
        let own = token.trim_start_matches("tok").parse().unwrap_or(0);
        self.st()
            .tokens
            .get(token)
            .and_then(|t| t.message)
            .unwrap_or(own)
    }

    /// The interaction whose webhook token is `token`, answered now (`ack`) or already
    /// acknowledged (a follow-up or an edit of the original): its channel and whether its
    /// first answer was ephemeral, or Discord's refusal.
    fn answer(&self, token: &str, ack: Option<bool>) -> Result<(u64, bool), (u16, u64, String)> {
        let mut st = self.st();
        let Some(t) = st.tokens.get_mut(token) else {
            return Err((404, 10062, "Unknown interaction".into()));
        };
        let now = Instant::now();
        match (ack, t.acked) {
            (Some(_), Some(_)) => Err((
                400,
                40060,
                "Interaction has already been acknowledged.".into(),
            )),
            (Some(_), None) if now.duration_since(t.at) > ACK_WINDOW => {
                Err((404, 10062, "Unknown interaction".into()))
            }
            (Some(eph), None) => {
                t.acked = Some((now, eph));
                Ok((t.channel, eph))
            }
            (None, None) => Err((404, 10015, "Unknown Webhook".into())),
            (None, Some((_, eph))) => Ok((t.channel, eph)),
        }
    }

    /// The routes that answer an interaction: its callback, follow-ups and edits of the
    /// original answer.
    pub(super) fn route_interactions(&self, call: &Call) -> (u16, Option<Value>) {
        let Call {
            method,
            path,
            seg,
            here,
            body: json_body,
        } = call;
        let pid = |x: &str| x.parse::<u64>().unwrap_or(0);
        match (*method, seg.as_slice()) {
            ("POST", ["interactions", i, t, "callback"]) => {
                let kind = json_body["type"].as_u64().unwrap_or(0);
                let data = json_body.get("data").cloned().unwrap_or(json!({}));
                let check = match kind {
                    4 => check_message(&data, false),
                    7 => check_message(&data, true),
                    5 | 6 | 9 => Ok(()),
                    k => Err(invalid(format!("type: {k} is not an interaction response"))),
                };
                if let Err(e) = check {
                    return self.reject(here, e);
                }
                let eph = data["flags"].as_u64().unwrap_or(0) & 64 == 64;
                match self.answer(t, Some(eph)) {
                    Ok((ch, eph)) => {
                        // A message answer (4) becomes the original message; an update (7)
                        // edits the clicked one.
                        let held = match kind {
                            4 => {
                                self.hold_posted(self.original_of(t), None, &data);
                                Ok(())
                            }
                            7 => self.hold_edited(self.original_of(t), &data),
                            _ => Ok(()),
                        };
                        if let Err(e) = held {
                            return self.reject(here, e);
                        }
                        self.record_as("callback", ch, pid(i), json_body, eph);
                        (204, None)
                    }
                    Err(e) => self.reject(here, e),
                }
            }
            ("POST", ["webhooks", _, t]) => {
                if let Err(e) = check_message(json_body, false) {
                    return self.reject(here, e);
                }
                let ch = match self.answer(t, None) {
                    Ok((ch, _)) => ch,
                    Err(e) => return self.reject(here, e),
                };
                let id = self.id();
                let eph = json_body["flags"].as_u64().unwrap_or(0) & 64 == 64;
                self.hold_posted(id, None, json_body);
                self.record_as("followup", ch, id, json_body, eph);
                let content = json_body["content"].as_str().unwrap_or("");
                let comps = json_body.get("components").cloned().unwrap_or(json!([]));
                (
                    200,
                    Some(message_json(id, ch, BOT, content, self.guild_of(ch), comps)),
                )
            }
            ("PATCH", ["webhooks", _, t, "messages", "@original"]) => {
                if let Err(e) = check_message(json_body, true) {
                    return self.reject(here, e);
                }
                let failing = self.st().fail_original_edits;
                if let Some(status) = failing {
                    return self.reject(
                        here,
                        (status, 0, format!("edit failed ({status}) as asked")),
                    );
                }
                let (ch, eph) = match self.answer(t, None) {
                    Ok(x) => x,
                    Err(e) => return self.reject(here, e),
                };
                let id = self.original_of(t);
                if let Err(e) = self.hold_edited(id, json_body) {
                    return self.reject(here, e);
                }
                self.record_as("original", ch, id, json_body, eph);
                let content = json_body["content"].as_str().unwrap_or("");
                let comps = json_body.get("components").cloned().unwrap_or(json!([]));
                (
                    200,
                    Some(message_json(id, ch, BOT, content, self.guild_of(ch), comps)),
                )
            }
            _ => not_found(method, path),
        }
    }
}
