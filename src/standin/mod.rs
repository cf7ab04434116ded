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
//! first registrations, fill a channel's pins or deny the permission to pin, refuse the token
//! (401, or close 4004 at IDENTIFY) and fail the edits of clicked messages (a 5xx).
//!
//! Here: what it records (`Sent`, `Rejected`), its state, starting it, and the switches a test
//! sets. The rooms: `users` (what users do: posts, DMs), `interactions` (clicks and slash
//! commands, and the bot's answers to them), `gateway`, `rest` (the routes), `limits` (what
//! Discord refuses), `record` (what a test reads back).

mod gateway;
mod held;
mod interactions;
mod limits;
mod record;
mod rest;
mod users;

pub use users::{dm_channel_of, is_guild, user};

use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::broadcast;

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
    /// The message a clicked button sits on: its interaction's "original" message.
    message: Option<u64>,
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
    /// Close every session at IDENTIFY with this code (4004: authentication failed).
    close_identify: Option<u16>,
    /// Answer every REST call 401 (a token Discord does not know).
    refuse_token: bool,
    /// Answer every edit of an interaction's original message with this status (a 5xx).
    fail_original_edits: Option<u16>,
    /// Each gateway session: (shard id, intents), in the order they identified.
    identified: Vec<(u64, u64)>,
    /// What each message holds now (text, files), by message id.
    held: HashMap<u64, held::Held>,
    /// The gateway sessions identified and still connected: (shard id, shard count), by
    /// session number.
    live: HashMap<u32, (u64, u64)>,
    /// Each message or interaction dispatched to a live session and not yet reported handled
    /// by the bot: (event id, session). A session's entries go when it disconnects.
    pending: Vec<(u64, u32)>,
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

    /// Answer the next command registrations with these statuses (a 5xx, a 400...).
    pub fn fail_registrations(&self, statuses: &[u16]) {
        self.st().failing_registrations.extend(statuses);
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

    /// Answer every REST call 401 Unauthorized, as Discord answers a reset or unknown token.
    pub fn refuse_token(&self) {
        self.st().refuse_token = true;
    }

    /// Close every gateway session at IDENTIFY with `code` (4004: authentication failed).
    pub fn close_at_identify(&self, code: u16) {
        self.st().close_identify = Some(code);
    }

    /// Answer every edit of an interaction's original message (a clicked message's update)
    /// with `status` (a Discord 5xx), or take them again (`None`).
    pub fn fail_original_edits(&self, status: Option<u16>) {
        self.st().fail_original_edits = status;
    }
}

#[cfg(test)]
mod tests;
