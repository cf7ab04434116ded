//! A local stand-in for Discord: REST (HTTP/1.1) and the gateway (WebSocket) on 127.0.0.1.
//! The real bot connects to it as it would to Discord; a test (or `kalladra bench`) posts
//! messages, clicks buttons and runs slash commands as users, and reads everything the bot
//! sent and every REST call it made. Started `limited`, it also holds the bot to Discord's
//! per-channel rate limit the way Discord does: a call over the limit is answered 429.

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::HashSet;
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

/// Something the bot sent.
#[derive(Clone, Debug)]
pub struct Sent {
    /// "post", "edit", "pin", "callback", "followup", "original", "dm_channel".
    pub kind: String,
    pub channel: u64,
    pub message: u64,
    pub content: String,
    pub body: Value,
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
    guild: bool,
    components: Value,
) -> Value {
    let mut m = json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "author": user(author), "content": content,
        "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
        "pinned": false, "type": 0, "components": components
    });
    if guild {
        m["guild_id"] = json!(GUILD.to_string());
        m["member"] = json!({"roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0});
    }
    m
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
            state: Arc::new(Mutex::new(State::default())),
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

    /// Wait until the bot has opened `sessions` gateway sessions and registered its commands
    /// (an error after a minute without).
    pub async fn wait_ready(&self, sessions: u32) -> std::io::Result<()> {
        let deadline = Instant::now() + Duration::from_secs(60);
        while self.sessions() < sessions || !self.calls().iter().any(|c| c.contains("/commands")) {
            if Instant::now() >= deadline {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    "the bot did not connect to the stand-in within a minute",
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // Let the session settle (READY handled, commands registered).
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
        let m = message_json(id, channel, author, text, true, json!([]));
        let _ = self.dispatch.send(json!({"t": "MESSAGE_CREATE", "d": m}));
    }

    /// A user sends the bot a direct message.
    pub fn dm(&self, author: u64, text: &str) -> u64 {
        let id = self.id();
        self.dm_as(id, author, text);
        id
    }

    pub fn dm_as(&self, id: u64, author: u64, text: &str) {
        let m = message_json(id, dm_channel_of(author), author, text, false, json!([]));
        let _ = self.dispatch.send(json!({"t": "MESSAGE_CREATE", "d": m}));
    }

    /// A user clicks button `custom_id` on a message the bot sent.
    pub fn click(&self, who: u64, sent: &Sent, custom_id: &str) {
        let id = self.id();
        let guild = sent.channel == CHANNEL;
        let msg = message_json(
            sent.message,
            sent.channel,
            BOT,
            &sent.content,
            guild,
            sent.body.get("components").cloned().unwrap_or(json!([])),
        );
        let mut i = json!({
            "id": id.to_string(), "application_id": BOT.to_string(), "type": 3,
            "data": {"custom_id": custom_id, "component_type": 2},
            "channel_id": sent.channel.to_string(), "token": format!("tok{id}"), "version": 1,
            "message": msg, "locale": "en-US", "entitlements": [], "attachment_size_limit": 8_388_608
        });
        if guild {
            i["guild_id"] = json!(GUILD.to_string());
            i["member"] = json!({"user": user(who), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0, "permissions": "0"});
        } else {
            i["user"] = user(who);
        }
        self.interaction(id, i);
    }

    fn interaction(&self, id: u64, i: Value) {
        self.st().interactions.push((id, i.clone()));
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
        let id = self.id();
        let perms = if manage_server { "32" } else { "0" };
        let i = json!({
            "id": id.to_string(), "application_id": BOT.to_string(), "type": 2,
            "data": {"id": "1", "name": command, "type": 1, "options": [{"name": sub, "type": 1, "options": options}]},
            "guild_id": GUILD.to_string(), "channel_id": CHANNEL.to_string(),
            "member": {"user": user(who), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0, "permissions": perms},
            "token": format!("tok{id}"), "version": 1, "locale": "en-US", "entitlements": [], "attachment_size_limit": 8_388_608,
            "app_permissions": "0"
        });
        self.interaction(id, i);
        id
    }

    fn record(&self, kind: &str, channel: u64, message: u64, body: &Value) {
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
        });
    }

    // ---------------------------------------------------------------------- the gateway

    async fn serve_gateway(self, sock: TcpStream) {
        let Ok(mut ws) = tokio_tungstenite::accept_async(sock).await else {
            return;
        };
        *self.connected.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        let _ = ws
            .send(Ws::Text(
                json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string(),
            ))
            .await;
        let mut rx = self.dispatch.subscribe();
        let mut seq = 1u64;
        let (tx_out, mut rx_out) = mpsc::unbounded_channel::<String>();
        let (mut sink, mut stream) = ws.split();
        tokio::spawn(async move {
            while let Some(m) = rx_out.recv().await {
                if sink.send(Ws::Text(m)).await.is_err() {
                    break;
                }
            }
        });
        let mut identified = false;
        loop {
            tokio::select! {
                frame = stream.next() => {
                    let Some(Ok(frame)) = frame else { return };
                    let Ws::Text(text) = frame else { continue };
                    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                    match v["op"].as_u64() {
                        Some(1) => { let _ = tx_out.send(json!({"op": 11}).to_string()); }
                        Some(2) => {
                            identified = true;
                            let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                                "v": 10, "user": user(BOT), "guilds": [], "session_id": "s1",
                                "resume_gateway_url": format!("ws://127.0.0.1:{}", self.gateway),
                                "shard": [0, 1], "application": {"id": BOT.to_string(), "flags": 0}
                            }});
                            seq += 1;
                            let _ = tx_out.send(ready.to_string());
                        }
                        _ => {}
                    }
                }
                d = rx.recv() => {
                    let Ok(d) = d else { continue };
                    if !identified { continue; }
                    let mut d = d;
                    d["op"] = json!(0);
                    d["s"] = json!(seq);
                    seq += 1;
                    if tx_out.send(d.to_string()).is_err() { return; }
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

    fn route(
        &self,
        method: &str,
        path: &str,
        ctype: &str,
        body: &[u8],
    ) -> (&'static str, Option<Value>) {
        let path = path
            .split('?')
            .next()
            .unwrap_or("")
            .trim_start_matches("/api/v10");
        self.st().calls.push(format!("{method} {path}"));
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
        if let Some((ch, edit)) = send {
            if let Some(wait) = self.over_limit(ch, edit) {
                return (
                    "429 Too Many Requests",
                    Some(
                        json!({"message": "You are being rate limited.", "retry_after": wait.as_secs_f64(), "global": false}),
                    ),
                );
            }
        }
        match (method, seg.as_slice()) {
            ("GET", ["gateway"]) => (
                "200 OK",
                Some(json!({"url": format!("ws://127.0.0.1:{}", self.gateway)})),
            ),
            ("GET", ["gateway", "bot"]) => (
                "200 OK",
                Some(
                    json!({"url": format!("ws://127.0.0.1:{}", self.gateway), "shards": 1, "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
                ),
            ),
            ("GET", ["users", "@me"]) => ("200 OK", Some(user(BOT))),
            ("PUT", ["applications", _, "commands"]) => ("200 OK", Some(json!([]))),
            ("POST", ["users", "@me", "channels"]) => {
                let u: u64 = json_body["recipient_id"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0);
                self.record("dm_channel", dm_channel_of(u), 0, &json_body);
                (
                    "200 OK",
                    Some(
                        json!({"id": dm_channel_of(u).to_string(), "type": 1, "recipients": [user(u)], "last_message_id": null}),
                    ),
                )
            }
            ("POST", ["channels", c, "messages"]) => {
                let ch: u64 = c.parse().unwrap_or(0);
                if ch > 70_000 && self.st().closed_dms.contains(&(ch - 70_000)) {
                    return (
                        "403 Forbidden",
                        Some(
                            json!({"code": 50007, "message": "Cannot send messages to this user"}),
                        ),
                    );
                }
                let id = self.id();
                self.record("post", ch, id, &json_body);
                let content = json_body["content"].as_str().unwrap_or("");
                let comps = json_body.get("components").cloned().unwrap_or(json!([]));
                (
                    "200 OK",
                    Some(message_json(id, ch, BOT, content, is_guild(ch), comps)),
                )
            }
            ("PATCH", ["channels", c, "messages", m]) => {
                let (ch, mid) = (c.parse().unwrap_or(0), m.parse().unwrap_or(0));
                self.record("edit", ch, mid, &json_body);
                let content = json_body["content"].as_str().unwrap_or("");
                (
                    "200 OK",
                    Some(message_json(mid, ch, BOT, content, is_guild(ch), json!([]))),
                )
            }
            ("PUT", ["channels", c, "pins", m]) => {
                self.record(
                    "pin",
                    c.parse().unwrap_or(0),
                    m.parse().unwrap_or(0),
                    &json_body,
                );
                ("204 No Content", None)
            }
            ("POST", ["interactions", i, _, "callback"]) => {
                self.record("callback", 0, i.parse().unwrap_or(0), &json_body);
                ("204 No Content", None)
            }
            ("POST", ["webhooks", _, t]) => {
                let id = self.id();
                self.record(
                    "followup",
                    0,
                    t.trim_start_matches("tok").parse().unwrap_or(0),
                    &json_body,
                );
                let content = json_body["content"].as_str().unwrap_or("");
                let comps = json_body.get("components").cloned().unwrap_or(json!([]));
                (
                    "200 OK",
                    Some(message_json(id, CHANNEL, BOT, content, true, comps)),
                )
            }
            ("PATCH", ["webhooks", _, t, "messages", "@original"]) => {
                self.record(
                    "original",
                    0,
                    t.trim_start_matches("tok").parse().unwrap_or(0),
                    &json_body,
                );
                let content = json_body["content"].as_str().unwrap_or("");
                (
                    "200 OK",
                    Some(message_json(
                        self.id(),
                        CHANNEL,
                        BOT,
                        content,
                        true,
                        json!([]),
                    )),
                )
            }
            _ => (
                "404 Not Found",
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
