//! A local stand-in for Discord: REST (HTTP/1.1) and the gateway (WebSocket) on 127.0.0.1.
//! The real bot connects to it as it would to Discord; a test (or `kalladra bench`) posts
//! messages, clicks buttons and runs slash commands as users, and reads everything the bot
//! sent and every REST call it made. Started `limited`, it also holds the bot to Discord's
//! per-channel rate limit the way Discord does: a call over the limit is answered 429.
//!
//! It is as strict as Discord about what it accepts (see `shared/design/DISCORD-TESTING.md`):
//! content over 2,000 characters, empty messages, too many rows or buttons, long custom ids
//! or labels, an interaction answered after 3 seconds or twice, a follow-up before the
//! acknowledgement and an invalid command registration are refused with Discord's status and
//! error code, and noted in `rejected()`. It can also refuse the Message Content intent
//! (close 4014), hand out a shard count and route events to shards as Discord does, fail the
//! first registrations, fill a channel's pins or deny the permission to pin.

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{broadcast, mpsc};
use tokio_tungstenite::tungstenite::Message as Ws;

pub const BOT: u64 = 900;
pub const GUILD: u64 = 500;
pub const CHANNEL: u64 = 600;
/// A second server, whose events Discord delivers on shard 1 of 2 (`(id >> 22) % 2 == 1`).
pub const GUILD_ON_SHARD_1: u64 = (1 << 22) | 7;
/// The Message Content intent's bit in IDENTIFY's `intents`.
pub const MESSAGE_CONTENT: u64 = 1 << 15;
/// How long Discord waits for an interaction's first answer.
pub const ACK_WINDOW: Duration = Duration::from_secs(3);
/// Pins a channel may hold.
pub const PIN_LIMIT: usize = 50;

/// Something the bot sent.
#[derive(Clone, Debug)]
pub struct Sent {
    /// "post", "edit", "pin", "callback", "followup", "original", "dm_channel".
    pub kind: String,
    pub channel: u64,
    pub message: u64,
    pub content: String,
    pub body: Value,
    /// Only its user sees it (flags 64, or the deferral it answers was ephemeral): gone
    /// after the user's session.
    pub ephemeral: bool,
}

impl Sent {
    /// The buttons it shows (a message's, or an interaction answer's).
    pub fn components(&self) -> Value {
        match self.body.pointer("/data/components") {
            Some(c) => c.clone(),
            None => self.body.get("components").cloned().unwrap_or(json!([])),
        }
    }
}

/// A call the stand-in refused as Discord would: the route, the HTTP status and Discord's
/// error code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejected {
    pub route: String,
    pub status: u16,
    pub code: u64,
    pub why: String,
}

/// One dispatched interaction, by token.
struct Token {
    channel: u64,
    at: Instant,
    /// When it was first answered, and whether that answer was ephemeral.
    acked: Option<(Instant, bool)>,
}

#[derive(Default)]
struct State {
    sent: Vec<Sent>,
    closed_dms: HashSet<u64>,
    /// REST calls made, by route, for counting.
    calls: Vec<String>,
    /// When each message post or edit reached us: (channel, edit?, time).
    sends: Vec<(u64, bool, Instant)>,
    /// Calls answered 429 (over the channel's limit).
    refused: usize,
    /// Every interaction dispatched, by id, to deliver again.
    interactions: Vec<(u64, Value)>,
    tokens: HashMap<String, Token>,
    /// Calls refused as Discord refuses them.
    rejected: Vec<Rejected>,
    /// Statuses to answer the next command registrations with (500, 400...).
    failing_registrations: std::collections::VecDeque<u16>,
    /// The last command set registered.
    registered: Option<Value>,
    /// Pinned messages per channel.
    pins: HashMap<u64, Vec<u64>>,
    /// Channels where the bot lacks the permission to pin.
    pin_denied: HashSet<u64>,
    /// Channels of servers other than `GUILD`.
    guilds: HashMap<u64, u64>,
    /// The shard count GET /gateway/bot recommends.
    shards: u64,
    /// Close sessions asking for Message Content with 4014.
    refuse_message_content: bool,
    /// Each gateway session: (shard id, intents), in the order they identified.
    identified: Vec<(u64, u64)>,
}

/// Discord's limit on messages a bot sends to one channel (and, separately, on edits).
#[derive(Clone, Copy, Debug)]
pub struct Limit {
    pub calls: usize,
    pub window: Duration,
}

impl Limit {
    /// What Discord allows: 5 per 5 seconds.
    pub const DISCORD: Limit = Limit {
        calls: 5,
        window: Duration::from_secs(5),
    };
}

#[derive(Clone)]
pub struct StandIn {
    pub rest: u16,
    pub gateway: u16,
    state: Arc<Mutex<State>>,
    dispatch: broadcast::Sender<Value>,
    next_id: Arc<AtomicU64>,
    connected: Arc<Mutex<u32>>,
    limit: Option<Limit>,
}

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

fn message_json(
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
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
        "pinned": false, "type": 0, "components": components
    });
    if let Some(g) = guild {
        m["guild_id"] = json!(g.to_string());
        m["member"] = json!({"roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0});
    }
    m
}

/// Discord's "Invalid Form Body" (50035) for `why`.
fn invalid(why: String) -> (u16, u64, String) {
    (400, 50035, why)
}

/// What Discord refuses in a message body (a post, an edit, an interaction's message, a
/// follow-up): `edit` bodies may leave out content and components.
fn check_message(body: &Value, edit: bool) -> Result<(), (u16, u64, String)> {
    let content = body.get("content").and_then(Value::as_str).unwrap_or("");
    let n = content.chars().count();
    if n > 2000 {
        return Err(invalid(format!(
            "content: must be 2000 or fewer in length ({n})"
        )));
    }
    let rows = body
        .get("components")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let has = |k: &str| {
        body.get(k)
            .and_then(Value::as_array)
            .is_some_and(|a| !a.is_empty())
    };
    if !edit && content.is_empty() && rows.is_empty() && !has("embeds") && !has("files") {
        return Err((400, 50006, "Cannot send an empty message".into()));
    }
    if rows.len() > 5 {
        return Err(invalid(format!(
            "components: must be 5 or fewer in length ({})",
            rows.len()
        )));
    }
    let mut ids = HashSet::new();
    for row in &rows {
        let items = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if items.is_empty() || items.len() > 5 {
            return Err(invalid(format!(
                "components.components: must be between 1 and 5 in length ({})",
                items.len()
            )));
        }
        for b in &items {
            let label = b.get("label").and_then(Value::as_str).unwrap_or("");
            if label.chars().count() > 80 {
                return Err(invalid(format!("label: must be 80 or fewer ({label})")));
            }
            let link = b.get("style").and_then(Value::as_u64) == Some(5);
            match b.get("custom_id").and_then(Value::as_str) {
                Some(_) if link => {
                    return Err(invalid("a link button has no custom_id".into()));
                }
                Some(id) => {
                    let len = id.chars().count();
                    if len == 0 || len > 100 {
                        return Err(invalid(format!(
                            "custom_id: must be between 1 and 100 in length ({len})"
                        )));
                    }
                    if !ids.insert(id.to_string()) {
                        return Err(invalid(format!("custom_id: duplicated ({id})")));
                    }
                }
                None if link && b.get("url").is_some() => {}
                None => return Err(invalid("a button needs a custom_id (or a url)".into())),
            }
        }
    }
    Ok(())
}

/// A command or option name as Discord accepts it: 1-32 lowercase letters, digits, - or _.
fn good_name(name: Option<&str>) -> bool {
    name.is_some_and(|n| {
        (1..=32).contains(&n.chars().count())
            && n.chars().all(|c| {
                c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
            })
    })
}

fn good_description(d: Option<&str>) -> bool {
    d.is_some_and(|d| (1..=100).contains(&d.chars().count()))
}

/// What Discord refuses in `PUT /applications/{id}/commands`: one bad command fails all.
fn check_commands(body: &Value) -> Result<(), (u16, u64, String)> {
    let Some(commands) = body.as_array() else {
        return Err(invalid("a list of commands".into()));
    };
    if commands.len() > 100 {
        return Err(invalid("at most 100 commands".into()));
    }
    fn options(path: &str, list: &Value) -> Result<(), (u16, u64, String)> {
        let list = list.as_array().cloned().unwrap_or_default();
        if list.len() > 25 {
            return Err(invalid(format!("{path}: at most 25 options")));
        }
        let mut optional_seen = false;
        for o in &list {
            let name = o.get("name").and_then(Value::as_str);
            let here = format!("{path}.{}", name.unwrap_or("?"));
            if !good_name(name) {
                return Err(invalid(format!("{here}: invalid name")));
            }
            if !good_description(o.get("description").and_then(Value::as_str)) {
                return Err(invalid(format!(
                    "{here}: description must be 1-100 characters"
                )));
            }
            let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
            if required && optional_seen {
                return Err(invalid(format!("{here}: required options must come first")));
            }
            optional_seen |= !required;
            if o.get("choices")
                .and_then(Value::as_array)
                .is_some_and(|c| c.len() > 25)
            {
                return Err(invalid(format!("{here}: at most 25 choices")));
            }
            if let Some(sub) = o.get("options") {
                options(&here, sub)?;
            }
        }
        Ok(())
    }
    for c in commands {
        let name = c.get("name").and_then(Value::as_str);
        if !good_name(name) {
            return Err(invalid(format!("{name:?}: invalid command name")));
        }
        let chat = c.get("type").and_then(Value::as_u64).unwrap_or(1) == 1;
        if chat && !good_description(c.get("description").and_then(Value::as_str)) {
            return Err(invalid(format!(
                "{}: description must be 1-100 characters",
                name.unwrap_or("?")
            )));
        }
        if let Some(o) = c.get("options") {
            options(name.unwrap_or("?"), o)?;
        }
    }
    Ok(())
}

impl StandIn {
    /// A stand-in that takes every call.
    pub async fn start() -> std::io::Result<StandIn> {
        StandIn::start_with(None).await
    }

    /// A stand-in that answers 429, as Discord does, to a message post or edit over `limit`
    /// in its channel.
    pub async fn limited(limit: Limit) -> std::io::Result<StandIn> {
        StandIn::start_with(Some(limit)).await
    }

    async fn start_with(limit: Option<Limit>) -> std::io::Result<StandIn> {
        let rest_l = TcpListener::bind("127.0.0.1:0").await?;
        let gw_l = TcpListener::bind("127.0.0.1:0").await?;
        let (dispatch, _) = broadcast::channel(1024);
        let s = StandIn {
            rest: rest_l.local_addr()?.port(),
            gateway: gw_l.local_addr()?.port(),
            state: Arc::new(Mutex::new(State {
                shards: 1,
                ..State::default()
            })),
            dispatch,
            next_id: Arc::new(AtomicU64::new(1_000_000)),
            connected: Arc::new(Mutex::new(0)),
            limit,
        };
        let me = s.clone();
        tokio::spawn(async move {
            while let Ok((sock, _)) = rest_l.accept().await {
                let me = me.clone();
                tokio::spawn(async move { me.serve_http(sock).await });
            }
        });
        let me = s.clone();
        tokio::spawn(async move {
            while let Ok((sock, _)) = gw_l.accept().await {
                let me = me.clone();
                tokio::spawn(async move { me.serve_gateway(sock).await });
            }
        });
        Ok(s)
    }

    /// The recorded state (still readable if a task panicked while holding it).
    fn st(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    pub fn close_dms(&self, user: u64) {
        self.st().closed_dms.insert(user);
    }

    /// Calls refused as Discord refuses them (none, in a healthy run).
    pub fn rejected(&self) -> Vec<Rejected> {
        self.st().rejected.clone()
    }

    /// Answer the next command registrations with these statuses (a 5xx, a 400...).
    pub fn fail_registrations(&self, statuses: &[u16]) {
        self.st().failing_registrations.extend(statuses);
    }

    /// The command set last registered (accepted).
    pub fn registered(&self) -> Option<Value> {
        self.st().registered.clone()
    }

    /// The messages pinned in `channel`, oldest first.
    pub fn pins(&self, channel: u64) -> Vec<u64> {
        self.st().pins.get(&channel).cloned().unwrap_or_default()
    }

    /// Fill `channel`'s pins up to Discord's limit with other messages.
    pub fn fill_pins(&self, channel: u64) {
        let ids: Vec<u64> = (0..PIN_LIMIT).map(|_| self.id()).collect();
        self.st().pins.insert(channel, ids);
    }

    /// The bot may not pin in `channel` (403, 50013 Missing Permissions).
    pub fn deny_pins(&self, channel: u64) {
        self.st().pin_denied.insert(channel);
    }

    /// `channel` belongs to server `guild` (not `GUILD`).
    pub fn set_guild(&self, channel: u64, guild: u64) {
        self.st().guilds.insert(channel, guild);
    }

    fn guild_of(&self, channel: u64) -> Option<u64> {
        is_guild(channel).then(|| self.st().guilds.get(&channel).copied().unwrap_or(GUILD))
    }

    /// The shard count `GET /gateway/bot` recommends; events go to the shard Discord would
    /// use (a server's by its id, direct messages to shard 0).
    pub fn set_shards(&self, n: u64) {
        self.st().shards = n.max(1);
    }

    /// Close any session asking for the Message Content intent with 4014 (the portal switch
    /// is off); messages then reach the bot without their text in server channels.
    pub fn refuse_message_content(&self) {
        self.st().refuse_message_content = true;
    }

    /// Each gateway session that was let in: (shard id, intents).
    pub fn identified(&self) -> Vec<(u64, u64)> {
        self.st().identified.clone()
    }

    /// For every interaction answered so far, how long after its dispatch the first answer
    /// came.
    pub fn ack_delays(&self) -> Vec<Duration> {
        self.st()
            .tokens
            .values()
            .filter_map(|t| t.acked.map(|(a, _)| a.duration_since(t.at)))
            .collect()
    }

    /// Interactions dispatched that were never answered.
    pub fn unanswered(&self) -> usize {
        self.st()
            .tokens
            .values()
            .filter(|t| t.acked.is_none())
            .count()
    }

    pub fn sent(&self) -> Vec<Sent> {
        self.st().sent.clone()
    }

    /// How many messages the bot has sent so far (cheap: for polling).
    pub fn sent_count(&self) -> usize {
        self.st().sent.len()
    }

    pub fn calls(&self) -> Vec<String> {
        self.st().calls.clone()
    }

    /// The most message posts (or edits) one channel received within any `window`.
    pub fn busiest(&self, window: Duration) -> usize {
        let st = self.st();
        let mut best = 0;
        for (i, &(ch, edit, t)) in st.sends.iter().enumerate() {
            let n = st.sends[i..]
                .iter()
                .take_while(|&&(_, _, u)| u < t + window)
                .filter(|&&(c, e, _)| c == ch && e == edit)
                .count();
            best = best.max(n);
        }
        best
    }

    /// Calls answered 429 because they went over a channel's limit.
    pub fn refused(&self) -> usize {
        self.st().refused
    }

    /// Gateway sessions opened so far (a restarted bot opens a new one).
    pub fn sessions(&self) -> u32 {
        *self.connected.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wait until something the bot sent after index `from` matches; its index.
    pub async fn wait_for(&self, from: usize, what: &str, f: impl Fn(&Sent) -> bool) -> usize {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            {
                let st = self.st();
                if let Some(i) = st.sent.iter().skip(from).position(&f) {
                    return from + i;
                }
            }
            if Instant::now() > deadline {
                let st = self.st();
                let tail: Vec<String> = st
                    .sent
                    .iter()
                    .skip(from)
                    .map(|x| format!("[{} {}] {}", x.kind, x.channel, x.content))
                    .collect();
                panic!(
                    "timed out waiting for {what}; the bot sent since:\n{}",
                    tail.join("\n---\n")
                );
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Wait until `sessions` gateway sessions have been let in (READY sent; an error after a
    /// minute without). Commands register beside the bot, so they are not waited for.
    pub async fn wait_ready(&self, sessions: u32) -> std::io::Result<()> {
        let deadline = Instant::now() + Duration::from_secs(60);
        while (self.st().identified.len() as u32) < sessions {
            if Instant::now() >= deadline {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    "the bot did not connect to the stand-in within a minute",
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // Let the session settle (READY handled).
        tokio::time::sleep(Duration::from_millis(300)).await;
        Ok(())
    }

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
        let _ = self.dispatch.send(json!({"t": "MESSAGE_CREATE", "d": m}));
    }

    /// A user sends the bot a direct message.
    pub fn dm(&self, author: u64, text: &str) -> u64 {
        let id = self.id();
        self.dm_as(id, author, text);
        id
    }

    pub fn dm_as(&self, id: u64, author: u64, text: &str) {
        let m = message_json(id, dm_channel_of(author), author, text, None, json!([]));
        let _ = self.dispatch.send(json!({"t": "MESSAGE_CREATE", "d": m}));
    }

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
            st.tokens.insert(
                format!("tok{id}"),
                Token {
                    channel,
                    at: Instant::now(),
                    acked: None,
                },
            );
        }
        let _ = self
            .dispatch
            .send(json!({"t": "INTERACTION_CREATE", "d": i}));
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
        let _ = self
            .dispatch
            .send(json!({"t": "INTERACTION_CREATE", "d": i}));
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

    fn record(&self, kind: &str, channel: u64, message: u64, body: &Value) {
        let flags = body
            .get("flags")
            .or_else(|| body.pointer("/data/flags"))
            .and_then(Value::as_u64)
            .unwrap_or(0);
        self.record_as(kind, channel, message, body, flags & 64 == 64);
    }

    fn record_as(&self, kind: &str, channel: u64, message: u64, body: &Value, ephemeral: bool) {
        let content = body
            .get("content")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let content = if content.is_empty() {
            body.pointer("/data/content")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string()
        } else {
            content
        };
        self.st().sent.push(Sent {
            kind: kind.into(),
            channel,
            message,
            content,
            body: body.clone(),
            ephemeral,
        });
    }

    // ---------------------------------------------------------------------- the gateway

    async fn serve_gateway(self, sock: TcpStream) {
        let Ok(mut ws) = tokio_tungstenite::accept_async(sock).await else {
            return;
        };
        let session = {
            let mut n = self.connected.lock().unwrap_or_else(|e| e.into_inner());
            *n += 1;
            *n
        };
        let _ = ws
            .send(Ws::Text(
                json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string(),
            ))
            .await;
        let mut rx = self.dispatch.subscribe();
        let mut seq = 1u64;
        let (tx_out, mut rx_out) = mpsc::unbounded_channel::<Ws>();
        let (mut sink, mut stream) = ws.split();
        tokio::spawn(async move {
            while let Some(m) = rx_out.recv().await {
                let close = matches!(m, Ws::Close(_));
                if sink.send(m).await.is_err() || close {
                    break;
                }
            }
        });
        // (shard id, shard count, intents) once identified.
        let mut shard: Option<(u64, u64, u64)> = None;
        loop {
            tokio::select! {
                frame = stream.next() => {
                    let Some(Ok(frame)) = frame else { return };
                    let Ws::Text(text) = frame else { continue };
                    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                    match v["op"].as_u64() {
                        Some(1) => { let _ = tx_out.send(Ws::Text(json!({"op": 11}).to_string())); }
                        Some(2) => {
                            let intents = v["d"]["intents"].as_u64().unwrap_or(0);
                            let (id, count) = (
                                v["d"]["shard"][0].as_u64().unwrap_or(0),
                                v["d"]["shard"][1].as_u64().unwrap_or(1).max(1),
                            );
                            if self.st().refuse_message_content && intents & MESSAGE_CONTENT != 0 {
                                use tokio_tungstenite::tungstenite::protocol::{frame::coding::CloseCode, CloseFrame};
                                let _ = tx_out.send(Ws::Close(Some(CloseFrame {
                                    code: CloseCode::Library(4014),
                                    reason: "Disallowed intent(s).".into(),
                                })));
                                return;
                            }
                            shard = Some((id, count, intents));
                            self.st().identified.push((id, intents));
                            let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                                "v": 10, "user": user(BOT), "guilds": [], "session_id": format!("s{session}"),
                                "resume_gateway_url": format!("ws://127.0.0.1:{}", self.gateway),
                                "shard": [id, count], "application": {"id": BOT.to_string(), "flags": 0}
                            }});
                            seq += 1;
                            let _ = tx_out.send(Ws::Text(ready.to_string()));
                        }
                        _ => {}
                    }
                }
                d = rx.recv() => {
                    let Ok(d) = d else { continue };
                    let Some((id, count, intents)) = shard else { continue };
                    // Discord's routing: a server's events on (guild_id >> 22) % shards,
                    // direct messages on shard 0.
                    let guild = d["d"]["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
                    if guild.map_or(0, |g| (g >> 22) % count) != id {
                        continue;
                    }
                    let mut d = d;
                    if guild.is_some() && intents & MESSAGE_CONTENT == 0 {
                        // Without the Message Content intent, server messages arrive without
                        // their text.
                        if d["t"] == "MESSAGE_CREATE" {
                            d["d"]["content"] = json!("");
                        }
                    }
                    d["op"] = json!(0);
                    d["s"] = json!(seq);
                    seq += 1;
                    if tx_out.send(Ws::Text(d.to_string())).is_err() { return; }
                }
            }
        }
    }

    // ---------------------------------------------------------------------- REST

    /// Note a message post or edit to `ch`; with a limit, how long the bot should have waited
    /// if it went over (the call is then refused and not counted as sent).
    fn over_limit(&self, ch: u64, edit: bool) -> Option<Duration> {
        let now = Instant::now();
        let mut st = self.st();
        if let Some(limit) = self.limit {
            let recent: Vec<Instant> = st
                .sends
                .iter()
                .filter(|&&(c, e, t)| c == ch && e == edit && now.duration_since(t) < limit.window)
                .map(|&(_, _, t)| t)
                .collect();
            if recent.len() >= limit.calls {
                st.refused += 1;
                return Some(limit.window - now.duration_since(recent[recent.len() - limit.calls]));
            }
        }
        st.sends.push((ch, edit, now));
        None
    }

    async fn serve_http(self, sock: TcpStream) {
        let mut r = BufReader::new(sock);
        loop {
            let mut line = String::new();
            if r.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            let mut parts = line.split_whitespace();
            let (Some(method), Some(path)) = (parts.next(), parts.next()) else {
                return;
            };
            let (method, path) = (method.to_string(), path.to_string());
            let mut len = 0usize;
            let mut ctype = String::new();
            loop {
                let mut h = String::new();
                if r.read_line(&mut h).await.unwrap_or(0) == 0 {
                    return;
                }
                let h = h.trim_end();
                if h.is_empty() {
                    break;
                }
                if let Some((k, v)) = h.split_once(':') {
                    match k.to_ascii_lowercase().as_str() {
                        "content-length" => len = v.trim().parse().unwrap_or(0),
                        "content-type" => ctype = v.trim().to_string(),
                        _ => {}
                    }
                }
            }
            let mut body = vec![0u8; len];
            if len > 0 && r.read_exact(&mut body).await.is_err() {
                return;
            }
            let (status, reply) = self.route(&method, &path, &ctype, &body);
            let status = match status {
                200 => "200 OK",
                204 => "204 No Content",
                400 => "400 Bad Request",
                403 => "403 Forbidden",
                404 => "404 Not Found",
                429 => "429 Too Many Requests",
                500 => "500 Internal Server Error",
                502 => "502 Bad Gateway",
                _ => "503 Service Unavailable",
            };
            let text = reply.map(|v| v.to_string()).unwrap_or_default();
            let head = format!(
                "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: keep-alive\r\n\r\n",
                text.len()
            );
            let sock = r.get_mut();
            if sock.write_all(head.as_bytes()).await.is_err()
                || sock.write_all(text.as_bytes()).await.is_err()
            {
                return;
            }
        }
    }

    /// Refuse as Discord does: note it, and answer its status and code.
    fn reject(&self, route: &str, (status, code, why): (u16, u64, String)) -> (u16, Option<Value>) {
        self.st().rejected.push(Rejected {
            route: route.to_string(),
            status,
            code,
            why: why.clone(),
        });
        (status, Some(json!({"code": code, "message": why})))
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

    fn route(&self, method: &str, path: &str, ctype: &str, body: &[u8]) -> (u16, Option<Value>) {
        let path = path
            .split('?')
            .next()
            .unwrap_or("")
            .trim_start_matches("/api/v10");
        let here = format!("{method} {path}");
        self.st().calls.push(here.clone());
        let json_body: Value = if ctype.starts_with("multipart/") {
            multipart_payload(body, ctype)
        } else {
            serde_json::from_slice(body).unwrap_or(Value::Null)
        };
        let seg: Vec<&str> = path.trim_matches('/').split('/').collect();
        let send = match (method, seg.as_slice()) {
            ("POST", ["channels", c, "messages"]) => Some((c.parse().unwrap_or(0), false)),
            ("PATCH", ["channels", c, "messages", _]) => Some((c.parse().unwrap_or(0), true)),
            _ => None,
        };
        if let Some((_, edit)) = send {
            if let Err(e) = check_message(&json_body, edit) {
                return self.reject(&here, e);
            }
        }
        if let Some((ch, edit)) = send {
            if let Some(wait) = self.over_limit(ch, edit) {
                return (
                    429,
                    Some(
                        json!({"message": "You are being rate limited.", "retry_after": wait.as_secs_f64(), "global": false}),
                    ),
                );
            }
        }
        let pid = |x: &str| x.parse::<u64>().unwrap_or(0);
        match (method, seg.as_slice()) {
            ("GET", ["gateway"]) => (
                200,
                Some(json!({"url": format!("ws://127.0.0.1:{}", self.gateway)})),
            ),
            ("GET", ["gateway", "bot"]) => {
                let shards = self.st().shards;
                (
                    200,
                    Some(
                        json!({"url": format!("ws://127.0.0.1:{}", self.gateway), "shards": shards, "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
                    ),
                )
            }
            ("GET", ["users", "@me"]) => (200, Some(user(BOT))),
            ("PUT", ["applications", _, "commands"]) => {
                let fail = self.st().failing_registrations.pop_front();
                if let Some(status) = fail {
                    return self.reject(
                        &here,
                        (
                            status,
                            0,
                            format!("registration failed ({status}) as asked"),
                        ),
                    );
                }
                if let Err(e) = check_commands(&json_body) {
                    return self.reject(&here, e);
                }
                self.st().registered = Some(json_body.clone());
                (200, Some(json!([])))
            }
            ("POST", ["users", "@me", "channels"]) => {
                let u: u64 = json_body["recipient_id"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0);
                self.record("dm_channel", dm_channel_of(u), 0, &json_body);
                (
                    200,
                    Some(
                        json!({"id": dm_channel_of(u).to_string(), "type": 1, "recipients": [user(u)], "last_message_id": null}),
                    ),
                )
            }
            ("POST", ["channels", c, "messages"]) => {
                let ch = pid(c);
                if ch > 70_000 && self.st().closed_dms.contains(&(ch - 70_000)) {
                    return self.reject(
                        &here,
                        (403, 50007, "Cannot send messages to this user".into()),
                    );
                }
                let id = self.id();
                self.record("post", ch, id, &json_body);
                let content = json_body["content"].as_str().unwrap_or("");
                let comps = json_body.get("components").cloned().unwrap_or(json!([]));
                (
                    200,
                    Some(message_json(id, ch, BOT, content, self.guild_of(ch), comps)),
                )
            }
            ("PATCH", ["channels", c, "messages", m]) => {
                let (ch, mid) = (pid(c), pid(m));
                self.record("edit", ch, mid, &json_body);
                let content = json_body["content"].as_str().unwrap_or("");
                (
                    200,
                    Some(message_json(
                        mid,
                        ch,
                        BOT,
                        content,
                        self.guild_of(ch),
                        json!([]),
                    )),
                )
            }
            ("PUT", ["channels", c, "messages", "pins", m]) => {
                let (ch, mid) = (pid(c), pid(m));
                if self.st().pin_denied.contains(&ch) {
                    return self.reject(&here, (403, 50013, "Missing Permissions".into()));
                }
                let full = {
                    let mut st = self.st();
                    let pins = st.pins.entry(ch).or_default();
                    if pins.contains(&mid) {
                        false
                    } else if pins.len() >= PIN_LIMIT {
                        true
                    } else {
                        pins.push(mid);
                        false
                    }
                };
                if full {
                    return self.reject(
                        &here,
                        (400, 30003, "Maximum number of pins reached (50)".into()),
                    );
                }
                self.record("pin", ch, mid, &json_body);
                (204, None)
            }
            ("DELETE", ["channels", c, "messages", "pins", m]) => {
                let (ch, mid) = (pid(c), pid(m));
                if self.st().pin_denied.contains(&ch) {
                    return self.reject(&here, (403, 50013, "Missing Permissions".into()));
                }
                if let Some(p) = self.st().pins.get_mut(&ch) {
                    p.retain(|&x| x != mid);
                }
                self.record("unpin", ch, mid, &json_body);
                (204, None)
            }
            ("PUT" | "DELETE", ["channels", c, "pins", m]) => {
                // The deprecated route: noted, and not taken as a pin.
                self.record("deprecated_pin", pid(c), pid(m), &json_body);
                (204, None)
            }
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
                    return self.reject(&here, e);
                }
                let eph = data["flags"].as_u64().unwrap_or(0) & 64 == 64;
                match self.answer(t, Some(eph)) {
                    Ok((ch, eph)) => {
                        self.record_as("callback", ch, pid(i), &json_body, eph);
                        (204, None)
                    }
                    Err(e) => self.reject(&here, e),
                }
            }
            ("POST", ["webhooks", _, t]) => {
                if let Err(e) = check_message(&json_body, false) {
                    return self.reject(&here, e);
                }
                let ch = match self.answer(t, None) {
                    Ok((ch, _)) => ch,
                    Err(e) => return self.reject(&here, e),
                };
                let id = self.id();
                let eph = json_body["flags"].as_u64().unwrap_or(0) & 64 == 64;
                self.record_as("followup", ch, id, &json_body, eph);
                let content = json_body["content"].as_str().unwrap_or("");
                let comps = json_body.get("components").cloned().unwrap_or(json!([]));
                (
                    200,
                    Some(message_json(id, ch, BOT, content, self.guild_of(ch), comps)),
                )
            }
            ("PATCH", ["webhooks", _, t, "messages", "@original"]) => {
                if let Err(e) = check_message(&json_body, true) {
                    return self.reject(&here, e);
                }
                let (ch, eph) = match self.answer(t, None) {
                    Ok(x) => x,
                    Err(e) => return self.reject(&here, e),
                };
                let id = t.trim_start_matches("tok").parse().unwrap_or(0);
                self.record_as("original", ch, id, &json_body, eph);
                let content = json_body["content"].as_str().unwrap_or("");
                let comps = json_body.get("components").cloned().unwrap_or(json!([]));
                (
                    200,
                    Some(message_json(id, ch, BOT, content, self.guild_of(ch), comps)),
                )
            }
            _ => (
                404,
                Some(json!({"code": 0, "message": format!("the stand-in has no {method} {path}")})),
            ),
        }
    }
}

/// The `payload_json` part of a multipart body (a message with an attachment), with the
/// names of the attached files under `files` and their contents (as text) under `file_texts`.
fn multipart_payload(body: &[u8], ctype: &str) -> Value {
    let boundary = ctype
        .split("boundary=")
        .nth(1)
        .unwrap_or("")
        .trim_matches('"');
    let text = String::from_utf8_lossy(body);
    let mut payload = Value::Null;
    let (mut files, mut texts) = (Vec::new(), Vec::new());
    for part in text.split(&format!("--{boundary}")) {
        let Some((head, content)) = part.split_once("\r\n\r\n") else {
            continue;
        };
        if head.contains("name=\"payload_json\"") {
            payload = serde_json::from_str(content.trim_end_matches("\r\n")).unwrap_or(Value::Null);
        } else if let Some(f) = head.split("filename=\"").nth(1) {
            files.push(json!(f.split('"').next().unwrap_or("")));
            texts.push(json!(content.trim_end_matches("\r\n")));
        }
    }
    if payload.is_object() {
        payload["files"] = json!(files);
        payload["file_texts"] = json!(texts);
    }
    payload
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn call(si: &StandIn, method: &str, path: &str, body: Value) -> (u16, Value) {
        let url = format!("http://127.0.0.1:{}/api/v10{path}", si.rest);
        let c = reqwest::Client::new();
        let req = match method {
            "POST" => c.post(url),
            "PATCH" => c.patch(url),
            "PUT" => c.put(url),
            _ => c.delete(url),
        };
        let res = req
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        let text = res.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    fn row(n: usize, id: &str, label: &str) -> Value {
        json!({"type": 1, "components": (0..n).map(|i| json!({"type": 2, "style": 2, "custom_id": format!("{id}{i}"), "label": label})).collect::<Vec<_>>()})
    }

    /// What Discord refuses, the stand-in refuses, with Discord's status and code.
    #[tokio::test]
    async fn refuses_what_discord_refuses() {
        let si = StandIn::start().await.unwrap();
        let post = "/channels/600/messages";
        let cases = [
            (json!({"content": "x".repeat(2001)}), 400, 50035),
            (json!({"content": ""}), 400, 50006),
            (
                json!({"content": "six rows", "components": (0..6).map(|i| row(1, &format!("r{i}"), "a")).collect::<Vec<_>>()}),
                400,
                50035,
            ),
            (
                json!({"content": "six in a row", "components": [row(6, "b", "a")]}),
                400,
                50035,
            ),
            (
                json!({"content": "long id", "components": [row(1, &"i".repeat(100), "a")]}),
                400,
                50035,
            ),
            (
                json!({"content": "long label", "components": [row(1, "c", &"l".repeat(81))]}),
                400,
                50035,
            ),
        ];
        for (body, status, code) in cases {
            let (s, v) = call(&si, "POST", post, body.clone()).await;
            assert_eq!((s, v["code"].as_u64()), (status, Some(code)), "{body}");
        }
        let (s, _) = call(
            &si,
            "POST",
            post,
            json!({"content": "x".repeat(2000), "components": [row(5, "ok", &"l".repeat(80))]}),
        )
        .await;
        assert_eq!(s, 200);
        assert_eq!(si.rejected().len(), 6);
        // An edit over the limit, too.
        let (s, v) = call(
            &si,
            "PATCH",
            "/channels/600/messages/1",
            json!({"content": "y".repeat(2001)}),
        )
        .await;
        assert_eq!((s, v["code"].as_u64()), (400, Some(50035)));
    }

    #[tokio::test]
    async fn interactions_are_answered_once_within_three_seconds() {
        let si = StandIn::start().await.unwrap();
        let a = si.slash(1001, "dq", "status", json!([]), false);
        let b = si.slash(1001, "dq", "status", json!([]), false);
        let cb = |i: u64| format!("/interactions/{i}/tok{i}/callback");
        // A follow-up before any acknowledgement: Discord knows no such webhook yet.
        let (s, v) = call(
            &si,
            "POST",
            &format!("/webhooks/900/tok{a}"),
            json!({"content": "early"}),
        )
        .await;
        assert_eq!((s, v["code"].as_u64()), (404, Some(10015)));
        let (s, _) = call(&si, "POST", &cb(a), json!({"type": 5})).await;
        assert_eq!(s, 204);
        let (s, v) = call(
            &si,
            "POST",
            &cb(a),
            json!({"type": 4, "data": {"content": "again"}}),
        )
        .await;
        assert_eq!((s, v["code"].as_u64()), (400, Some(40060)));
        let (s, _) = call(
            &si,
            "PATCH",
            &format!("/webhooks/900/tok{a}/messages/@original"),
            json!({"content": "the answer"}),
        )
        .await;
        assert_eq!(s, 200);
        let (s, v) = call(
            &si,
            "PATCH",
            &format!("/webhooks/900/tok{a}/messages/@original"),
            json!({"content": "z".repeat(2001)}),
        )
        .await;
        assert_eq!((s, v["code"].as_u64()), (400, Some(50035)));
        let (s, _) = call(
            &si,
            "POST",
            &format!("/webhooks/900/tok{a}"),
            json!({"content": "secret", "flags": 64}),
        )
        .await;
        assert_eq!(s, 200);
        assert!(si
            .sent()
            .iter()
            .any(|x| x.kind == "followup" && x.ephemeral));
        tokio::time::sleep(ACK_WINDOW + Duration::from_millis(200)).await;
        let (s, v) = call(&si, "POST", &cb(b), json!({"type": 5})).await;
        assert_eq!((s, v["code"].as_u64()), (404, Some(10062)), "too late");
        assert_eq!(si.ack_delays().len(), 1);
    }

    #[tokio::test]
    async fn an_invalid_command_set_is_refused_whole() {
        let si = StandIn::start().await.unwrap();
        let path = "/applications/900/commands";
        let good = json!({"name": "dq", "description": "Games", "options": [{"type": 1, "name": "join", "description": "Take a seat", "options": [{"type": 3, "name": "hero", "description": "Your hero", "required": false}]}]});
        let bad = [
            json!({"name": "DQ", "description": "Games"}),
            json!({"name": "dq", "description": ""}),
            json!({"name": "dq", "description": "Games", "options": [{"type": 3, "name": "a", "description": "x".repeat(101)}]}),
            json!({"name": "dq", "description": "Games", "options": [{"type": 3, "name": "a", "description": "A"}, {"type": 3, "name": "b", "description": "B", "required": true}]}),
        ];
        for b in bad {
            let (s, v) = call(&si, "PUT", path, json!([good.clone(), b.clone()])).await;
            assert_eq!((s, v["code"].as_u64()), (400, Some(50035)), "{b}");
        }
        assert!(si.registered().is_none());
        si.fail_registrations(&[500]);
        assert_eq!(call(&si, "PUT", path, json!([good.clone()])).await.0, 500);
        assert_eq!(call(&si, "PUT", path, json!([good])).await.0, 200);
        assert!(si.registered().is_some());
    }

    #[tokio::test]
    async fn pins_take_the_current_route_and_hold_fifty() {
        let si = StandIn::start().await.unwrap();
        assert_eq!(
            call(&si, "PUT", "/channels/600/messages/pins/7", Value::Null)
                .await
                .0,
            204
        );
        assert_eq!(si.pins(600), vec![7]);
        assert_eq!(
            call(&si, "DELETE", "/channels/600/messages/pins/7", Value::Null)
                .await
                .0,
            204
        );
        assert!(si.pins(600).is_empty());
        call(&si, "PUT", "/channels/600/pins/8", Value::Null).await;
        assert!(
            si.pins(600).is_empty(),
            "the deprecated route pins nothing here"
        );
        si.fill_pins(601);
        let (s, v) = call(&si, "PUT", "/channels/601/messages/pins/9", Value::Null).await;
        assert_eq!((s, v["code"].as_u64()), (400, Some(30003)));
        si.deny_pins(602);
        let (s, v) = call(&si, "PUT", "/channels/602/messages/pins/9", Value::Null).await;
        assert_eq!((s, v["code"].as_u64()), (403, Some(50013)));
    }
}
