//! The Discord adapter (serenity + poise). Thin: a message, a slash command or a button click
//! becomes an organiser `Input`; the organiser's replies become channel messages, direct
//! messages (with buttons where a DM asks for a choice), and one pinned board message per game,
//! edited in place. Every input is committed before anything is sent. Every text sent goes
//! through the "outgoing" section below, which holds Discord's 2,000-character limit.

use crate::engine::Settings;
use crate::organiser::{
    split_message, Ask, Attachment, Input, MentionStyle, Organiser, Reply, Seeds, Target,
    MESSAGE_LIMIT,
};
use crate::store::Store;
use anyhow::{Context as _, Result};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ChannelId, ComponentInteraction, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateButton, CreateInteractionResponseFollowup, CreateMessage,
    EditInteractionResponse, EditMessage, FullEvent, GatewayIntents, Message, MessageId, UserId,
};
use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How to reach Discord and run games there.
#[derive(Clone, Debug)]
pub struct BotConfig {
    pub token: String,
    /// Send every REST call to this base instead of Discord (a local stand-in, for tests).
    /// The rate limiter is then disabled, as the stand-in needs.
    pub api_base: Option<String>,
    pub db: String,
    pub settings: Settings,
    /// Members with this role may run organiser commands in any game.
    pub organiser_role: Option<u64>,
    /// Fixed seeds for new games (tests only).
    pub seed: Option<u64>,
    /// How often the clock looks at deadlines and reminders.
    pub tick_seconds: f64,
    /// Hours the organiser's clock moves on at each tick besides real time (tests only, so a
    /// deadline of hours passes in a second; 0 in production).
    pub clock_hours_per_tick: f64,
    /// Sends per channel per window (Discord's 5 per 5 seconds, unless a test says otherwise).
    pub pace: (usize, Duration),
}

pub struct Data {
    org: Arc<Mutex<Organiser>>,
    store: Store,
    organiser_role: Option<u64>,
    lanes: Arc<Lanes>,
    pace: Arc<Pace>,
    dms: Arc<DmChannels>,
    pins: Arc<Pins>,
    /// The Message Content intent was granted: typed commands in server channels reach us.
    content: bool,
}

impl Data {
    fn out<'a>(&'a self, ctx: &'a serenity::Context) -> Out<'a> {
        Out {
            ctx,
            store: &self.store,
            pace: &self.pace,
            dms: &self.dms,
            pins: &self.pins,
        }
    }
}

/// Replies reach Discord in the order their inputs were applied, per game channel: each input
/// takes a ticket while it still holds the organiser, and delivers when its turn comes. Other
/// channels' deliveries run alongside (one global order would serialise every REST call).
#[derive(Default)]
struct Lanes {
    map: std::sync::Mutex<HashMap<String, Lane>>,
}

struct Lane {
    next: u64,
    serving: tokio::sync::watch::Sender<u64>,
    /// Per game, the last ticket whose replies carry its board: an earlier ticket's board is
    /// out of date by the time it goes, so it is not sent (one edit saved per skipped board).
    boards: Arc<std::sync::Mutex<HashMap<i64, u64>>>,
    /// The channel's plain texts, in input order, queued when the input was applied: whoever
    /// delivers next sends all that are waiting, joined into as few messages as fit, so a
    /// burst of inputs is answered in a few posts instead of a post each.
    outbox: Outbox,
}

/// Waiting texts, each already within one message's limit (`pieces`).
type Outbox = Arc<std::sync::Mutex<VecDeque<String>>>;

impl Lanes {
    /// The next place in the lane of the channel these replies go to (or the user's DMs).
    /// With `queue`, the plain texts for that channel move from `replies` to the lane's
    /// outbox (a slash command keeps its own: the first answers the command itself).
    fn ticket(&self, replies: &mut Vec<Reply>, user: &str, queue: bool) -> Ticket {
        let channel = replies.iter().find_map(|r| match &r.target {
            Target::Channel(c) => Some(c.clone()),
            Target::Dm(_) => None,
        });
        let key = channel.clone().unwrap_or_else(|| format!("dm:{user}"));
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        let lane = map.entry(key).or_insert_with(|| Lane {
            next: 0,
            serving: tokio::sync::watch::channel(0).0,
            boards: Arc::default(),
            outbox: Arc::default(),
        });
        let n = lane.next;
        lane.next += 1;
        let mut boards = lane.boards.lock().unwrap_or_else(|e| e.into_inner());
        for game in replies.iter().filter_map(|r| r.board) {
            boards.insert(game, n);
        }
        let channel = channel.as_deref().and_then(parse_id).map(ChannelId::new);
        if let Some(ch) = channel.filter(|_| queue) {
            let plain = |r: &Reply| {
                r.target == Target::Channel(ch.to_string())
                    && r.board.is_none()
                    && r.file.is_none()
                    && r.ask.is_none()
            };
            let mut outbox = lane.outbox.lock().unwrap_or_else(|e| e.into_inner());
            for r in replies.iter().filter(|r| plain(r)) {
                outbox.extend(pieces(&r.text).into_iter().map(|p| p.0));
            }
            replies.retain(|r| !plain(r));
        }
        Ticket {
            rx: lane.serving.subscribe(),
            tx: lane.serving.clone(),
            boards: lane.boards.clone(),
            outbox: lane.outbox.clone(),
            channel,
            n,
        }
    }
}

/// A place in a delivery lane: `turn` waits for it; dropping it lets the next one go.
struct Ticket {
    tx: tokio::sync::watch::Sender<u64>,
    rx: tokio::sync::watch::Receiver<u64>,
    boards: Arc<std::sync::Mutex<HashMap<i64, u64>>>,
    outbox: Outbox,
    /// The lane's channel (None: a lane of DMs).
    channel: Option<ChannelId>,
    n: u64,
}

impl Ticket {
    async fn turn(&mut self) {
        let n = self.n;
        let _ = self.rx.wait_for(|serving| *serving >= n).await;
    }

    /// Send the channel's waiting texts: as many as fit in one message at a time (texts that
    /// arrive while a send waits for Discord's pace go with the next one).
    async fn flush(&self, out: Out<'_>) -> Result<(), Error> {
        let Some(ch) = self.channel else {
            return Ok(());
        };
        loop {
            // Only the lane's turn takes from its outbox; inputs applied meanwhile add to it.
            let waiting = !self
                .outbox
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .is_empty();
            if !waiting {
                return Ok(());
            }
            let sent = out
                .pace
                .send_with(ch, false, || {
                    let piece = {
                        let mut outbox = self.outbox.lock().unwrap_or_else(|e| e.into_inner());
                        take_message(&mut outbox)
                    };
                    async move {
                        match piece {
                            Some(p) => ch.send_message(&out.ctx.http, message(p)).await.map(Some),
                            None => Ok(None),
                        }
                    }
                })
                .await?;
            if sent.is_none() {
                return Ok(());
            }
        }
    }

    /// A later input in this lane has already drawn `game`'s board.
    fn board_superseded(&self, game: i64) -> bool {
        let boards = self.boards.lock().unwrap_or_else(|e| e.into_inner());
        boards.get(&game).is_some_and(|&last| last > self.n)
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let n = self.n;
        self.tx
            .send_modify(|serving| *serving = (*serving).max(n + 1));
    }
}

/// Discord's limit: messages a bot may post to one channel per window (and, apart, edits).
pub const DISCORD_PACE: (usize, Duration) = (5, Duration::from_secs(5));

/// Discord lets a bot post 5 messages per 5 seconds in a channel, and make as many edits.
/// Sends are spaced so that no burst goes over, whatever serenity's own limiter knows (it is
/// off against the stand-in): per channel and kind of call, a send waits until the one
/// `limit` places back finished a whole window ago.
pub struct Pace {
    limit: usize,
    window: Duration,
    queues: std::sync::Mutex<HashMap<(u64, bool), SendTimes>>,
}

/// When the last few sends of one channel and kind finished (held while sending).
type SendTimes = Arc<Mutex<VecDeque<Instant>>>;

impl Pace {
    pub fn new(limit: usize, window: Duration) -> Pace {
        Pace {
            limit: limit.max(1),
            window,
            queues: Default::default(),
        }
    }

    /// Make the call `send` (a post, or an edit when `edit`) to `channel` when the pace
    /// allows.
    async fn send<T>(&self, channel: ChannelId, edit: bool, send: impl Future<Output = T>) -> T {
        self.send_with(channel, edit, || send).await
    }

    /// Like `send`, but the call is made up only once the pace allows it (so it can take in
    /// whatever arrived meanwhile).
    async fn send_with<T, F: Future<Output = T>>(
        &self,
        channel: ChannelId,
        edit: bool,
        call: impl FnOnce() -> F,
    ) -> T {
        let queue = {
            let mut queues = self.queues.lock().unwrap_or_else(|e| e.into_inner());
            queues.entry((channel.get(), edit)).or_default().clone()
        };
        let mut done = queue.lock().await;
        if done.len() >= self.limit {
            let earliest = done[done.len() - self.limit] + self.window;
            tokio::time::sleep_until(earliest.into()).await;
        }
        let out = call().await;
        done.push_back(Instant::now());
        while done.len() > self.limit {
            done.pop_front();
        }
        out
    }
}

/// Each user's DM channel, once Discord has named it: opening it again for every DM would
/// cost a REST call each time.
#[derive(Default)]
struct DmChannels(std::sync::Mutex<HashMap<UserId, ChannelId>>);

/// Pinning and unpinning through Discord's current route
/// (`/channels/{channel}/messages/pins/{message}`), which serenity 0.12 does not know: the
/// older `/channels/{channel}/pins/{message}` it calls is deprecated.
struct Pins {
    client: reqwest::Client,
    /// `https://discord.com/api/v10`, or the stand-in's.
    base: String,
    auth: String,
}

impl Pins {
    fn new(token: &str, api_base: Option<&str>) -> Pins {
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

/// Where replies go out: the connection, the store (board message ids, game channels), the
/// pace of sends and the DM channels known.
#[derive(Clone, Copy)]
struct Out<'a> {
    ctx: &'a serenity::Context,
    store: &'a Store,
    pace: &'a Pace,
    dms: &'a DmChannels,
    pins: &'a Pins,
}

impl Out<'_> {
    async fn dm_channel(&self, user: UserId) -> serenity::Result<ChannelId> {
        let known = {
            let map = self.dms.0.lock().unwrap_or_else(|e| e.into_inner());
            map.get(&user).copied()
        };
        if let Some(ch) = known {
            return Ok(ch);
        }
        let ch = user.create_dm_channel(&self.ctx.http).await?.id;
        let mut map = self.dms.0.lock().unwrap_or_else(|e| e.into_inner());
        map.insert(user, ch);
        Ok(ch)
    }

    /// Post `text` to `ch`, in as many messages as it needs; buttons and a file go with the
    /// last. The last message posted (None: nothing to say).
    async fn post(
        &self,
        ch: ChannelId,
        text: &str,
        ask: Option<&Ask>,
        file: Option<&Attachment>,
    ) -> serenity::Result<Option<Message>> {
        let msgs = messages(text, ask.map(|a| buttons(a, &Picks::default())), file);
        let mut last = None;
        for msg in msgs {
            last = Some(
                self.pace
                    .send(ch, false, ch.send_message(&self.ctx.http, msg))
                    .await?,
            );
        }
        Ok(last)
    }

    /// Edit message `m` to `text` (refused if it does not fit in one message).
    async fn edit(&self, ch: ChannelId, m: MessageId, text: &str) -> Result<Message, Error> {
        let edit = edit_message(one(text)?);
        Ok(self
            .pace
            .send(ch, true, ch.edit_message(&self.ctx.http, m, edit))
            .await?)
    }
}

// ------------------------------------------------------------------------------ outgoing
//
// Every text the bot sends is built into a request here and nowhere else (a unit test reads
// this file to hold that): posts, DMs, edits, interaction answers, follow-ups and button
// updates. A text is cut into `Piece`s of at most 2,000 code points at line ends
// (`split_message`); what cannot be split (an edit, a button's update) is refused with an
// error instead of reaching Discord; an empty text is never sent.

/// A text that fits in one Discord message, not empty: made only by `pieces`, `one` and
/// `take_message`.
struct Piece(String);

/// `text` as the messages it needs.
fn pieces(text: &str) -> Vec<Piece> {
    split_message(text)
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .map(Piece)
        .collect()
}

/// `text` as one message, or an error saying why it cannot be.
fn one(text: &str) -> Result<Piece, Error> {
    let n = text.chars().count();
    if n > MESSAGE_LIMIT {
        return Err(format!(
            "a text of {n} characters cannot go as one message (Discord's limit is {MESSAGE_LIMIT})"
        )
        .into());
    }
    if text.trim().is_empty() {
        return Err("an empty text cannot be sent".into());
    }
    Ok(Piece(text.to_string()))
}

/// The first waiting texts that fit in one message together, joined by line breaks (None:
/// nothing waits).
fn take_message(outbox: &mut VecDeque<String>) -> Option<Piece> {
    let mut text = loop {
        let t = outbox.pop_front()?;
        if !t.trim().is_empty() {
            break t;
        }
    };
    let mut len = text.chars().count();
    if len > MESSAGE_LIMIT {
        // Never the case for texts queued by `Lanes::ticket`; cut rather than be refused.
        let mut rest = pieces(&text).into_iter();
        let first = rest.next()?;
        for p in rest.rev() {
            outbox.push_front(p.0);
        }
        return Some(first);
    }
    while let Some(next) = outbox.front() {
        let n = next.chars().count();
        if len + 1 + n > MESSAGE_LIMIT {
            break;
        }
        text.push('\n');
        text.push_str(next);
        len += 1 + n;
        outbox.pop_front();
    }
    Some(Piece(text))
}

fn message(p: Piece) -> CreateMessage {
    CreateMessage::new()
        .content(p.0)
        .allowed_mentions(allowed())
}

/// The messages `text` needs; `rows` (buttons) and `file` go with the last. A file alone
/// goes with no text.
fn messages(
    text: &str,
    rows: Option<Vec<CreateActionRow>>,
    file: Option<&Attachment>,
) -> Vec<CreateMessage> {
    let mut out: Vec<CreateMessage> = pieces(text).into_iter().map(message).collect();
    if out.is_empty() && (rows.is_some() || file.is_some()) {
        out.push(CreateMessage::new().allowed_mentions(allowed()));
    }
    if let Some(last) = out.pop() {
        let mut last = last;
        if let Some(rows) = rows {
            last = last.components(rows);
        }
        if let Some(f) = file {
            last = last.add_file(CreateAttachment::bytes(f.bytes.clone(), f.name.clone()));
        }
        out.push(last);
    }
    out
}

fn edit_message(p: Piece) -> EditMessage {
    EditMessage::new().content(p.0).allowed_mentions(allowed())
}

/// An interaction's own message (a button's, or a slash command's deferred answer) edited
/// to `p`, with `rows` as its buttons (none: the buttons go).
fn original(p: Piece, rows: Vec<CreateActionRow>) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(p.0)
        .components(rows)
        .allowed_mentions(allowed())
}

fn followup(p: Piece, ephemeral: bool) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(p.0)
        .ephemeral(ephemeral)
        .allowed_mentions(allowed())
}

// ------------------------------------------------------------------------------ end of outgoing

// ------------------------------------------------------------------------------ running

/// What the bot says, once, in the log and to each game's organiser when Discord refused the
/// Message Content intent.
const NO_CONTENT_LOG: &str = "Discord refused the Message Content intent (gateway close 4014): it is off for this bot in the Developer Portal. Running on slash commands and buttons only; to read typed commands (`!dq ...`, `Move UP`), turn on Bot > Privileged Gateway Intents > Message Content and restart the bot.";

pub async fn run(cfg: BotConfig) -> Result<()> {
    // The path is checked (and the schema brought up to date) first, then held.
    let store = Store::open(&cfg.db).await?;
    let _hold = Store::hold(&cfg.db, "kalladra bot")?;
    let seeds = cfg.seed.map_or(Seeds::Random, Seeds::Fixed);
    let mut organiser = Organiser::new(
        store.clone(),
        seeds,
        MentionStyle::Discord,
        cfg.settings.clone(),
    );
    organiser.hold(&_hold);
    let shared = Arc::new(Mutex::new(organiser));
    let pace = Arc::new(Pace::new(cfg.pace.0, cfg.pace.1));
    let dms = Arc::new(DmChannels::default());
    let lanes = Arc::new(Lanes::default());
    let pins = Arc::new(Pins::new(&cfg.token, cfg.api_base.as_deref()));
    // The clock and the registration start once, whatever reconnects.
    let started = Arc::new(AtomicBool::new(false));
    let tick = std::time::Duration::from_secs_f64(cfg.tick_seconds.max(0.05));
    let hours_per_tick = cfg.clock_hours_per_tick;
    let mut content = true;
    loop {
        let mut intents = GatewayIntents::GUILD_MESSAGES
            | GatewayIntents::DIRECT_MESSAGES
            | GatewayIntents::GUILDS;
        if content {
            intents |= GatewayIntents::MESSAGE_CONTENT;
        }
        let data = Data {
            org: shared.clone(),
            store: store.clone(),
            organiser_role: cfg.organiser_role,
            lanes: lanes.clone(),
            pace: pace.clone(),
            dms: dms.clone(),
            pins: pins.clone(),
            content,
        };
        let (org, st, pace, dms, pins, started) = (
            shared.clone(),
            store.clone(),
            pace.clone(),
            dms.clone(),
            pins.clone(),
            started.clone(),
        );
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: vec![dq(), act(), org_command()],
                event_handler: |framework, event| Box::pin(on_event(framework, event)),
                on_error: |err| Box::pin(report(err)),
                // Acknowledge every slash command at once (Discord allows 3 seconds); the
                // answer follows when the command's turn in its channel comes.
                pre_command: |ctx| Box::pin(acknowledge(ctx)),
                ..Default::default()
            })
            .initialize_owners(false)
            .setup(move |ctx, _ready, framework| {
                Box::pin(async move {
                    if !started.swap(true, Ordering::SeqCst) {
                        // Registration beside the bot: events are served meanwhile.
                        let commands = poise::builtins::create_application_commands(
                            &framework.options().commands,
                        );
                        tokio::spawn(register(ctx.http.clone(), st.clone(), commands));
                        tokio::spawn(clock(
                            ctx.clone(),
                            org,
                            st,
                            pace,
                            dms,
                            pins,
                            (tick, hours_per_tick),
                        ));
                    }
                    Ok(data)
                })
            })
            .build();
        let mut http = serenity::HttpBuilder::new(&cfg.token);
        if let Some(base) = &cfg.api_base {
            http = http.proxy(base.clone()).ratelimiter_disabled(true);
        }
        let mut client = serenity::ClientBuilder::new_with_http(http.build(), intents)
            .framework(framework)
            .await
            .context("building the Discord client")?;
        // As many shards as Discord recommends (GET /gateway/bot): past 2,500 servers a bot
        // must shard. Direct messages arrive on shard 0 and reach any game all the same.
        match client.start_autosharded().await {
            Err(serenity::Error::Gateway(serenity::GatewayError::DisallowedGatewayIntents))
                if content =>
            {
                eprintln!("kalladra: {NO_CONTENT_LOG}");
                client.shard_manager.shutdown_all().await;
                content = false;
            }
            other => return other.context("running the Discord client"),
        }
    }
}

/// The deferred answer every slash command gets first: only-you for the commands marked
/// `ephemeral` (strikes, resend), public otherwise.
async fn acknowledge(ctx: Context<'_>) {
    let done = if ctx.command().ephemeral {
        ctx.defer_ephemeral().await
    } else {
        ctx.defer().await
    };
    if let Err(e) = done {
        eprintln!(
            "kalladra: acknowledging /{}: {e}",
            ctx.command().qualified_name
        );
    }
}

/// The hash of the command set as Discord receives it.
fn commands_hash(commands: &[serenity::CreateCommand]) -> String {
    use sha2::{Digest, Sha256};
    let json = serde_json::to_string(commands).unwrap_or_default();
    Sha256::digest(json.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Register the slash commands with Discord, beside the bot: skipped when the set is the one
/// last registered, otherwise tried until it succeeds, waiting twice as long after each
/// failure (1 s, 2 s, ... at most 10 minutes), every attempt logged.
async fn register(http: Arc<serenity::Http>, store: Store, commands: Vec<serenity::CreateCommand>) {
    let hash = commands_hash(&commands);
    match store.registration_hash().await {
        Ok(Some(h)) if h == hash => {
            eprintln!("kalladra: slash commands unchanged since their last registration");
            return;
        }
        Ok(_) => {}
        Err(e) => eprintln!("kalladra: reading the last registration: {e}"),
    }
    let mut wait = Duration::from_secs(1);
    for attempt in 1u32.. {
        match serenity::Command::set_global_commands(&http, commands.clone()).await {
            Ok(_) => {
                eprintln!("kalladra: slash commands registered (attempt {attempt})");
                if let Err(e) = store.set_registration_hash(&hash).await {
                    eprintln!("kalladra: noting the registration: {e}");
                }
                return;
            }
            Err(e) => {
                eprintln!(
                    "kalladra: registering slash commands failed (attempt {attempt}): {e}; trying again in {} s",
                    wait.as_secs()
                );
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(Duration::from_secs(600));
            }
        }
    }
}

/// The clock: deadlines and reminders, from the times in the store.
async fn clock(
    ctx: serenity::Context,
    org: Arc<Mutex<Organiser>>,
    store: Store,
    pace: Arc<Pace>,
    dms: Arc<DmChannels>,
    pins: Arc<Pins>,
    (tick, hours_per_tick): (Duration, f64),
) {
    let out = Out {
        ctx: &ctx,
        store: &store,
        pace: &pace,
        dms: &dms,
        pins: &pins,
    };
    loop {
        tokio::time::sleep(tick).await;
        let replies = {
            let mut org = org.lock().await;
            if hours_per_tick > 0.0 {
                org.advance(hours_per_tick);
            }
            let now = org.now() as i64;
            org.tick(now).await
        };
        match replies {
            Ok(r) => {
                if let Err(e) = deliver(out, r, None, None).await {
                    eprintln!("kalladra: delivering reminders: {e}");
                }
            }
            Err(e) => eprintln!("kalladra: the clock: {e}"),
        }
    }
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    match event {
        FullEvent::Message { new_message: m } if !m.author.bot => {
            if !data.content && m.guild_id.is_some() && m.content.trim().is_empty() {
                // Without the Message Content intent, server messages arrive without their
                // text: nothing to answer.
                return Ok(());
            }
            let admin = match (&m.member, data.organiser_role) {
                (Some(member), Some(role)) => member.roles.iter().any(|r| r.get() == role),
                _ => false,
            };
            let input = Input {
                source_id: Some(m.id.to_string()),
                channel: m.guild_id.is_some().then(|| m.channel_id.to_string()),
                server: m
                    .guild_id
                    .map_or_else(|| "dm".to_string(), |g| g.to_string()),
                user: m.author.id.to_string(),
                name: m
                    .author
                    .global_name
                    .clone()
                    .unwrap_or_else(|| m.author.name.clone()),
                admin,
                text: m.content.clone(),
            };
            let user = input.user.clone();
            let (handled, mut ticket) = {
                let mut org = data.org.lock().await;
                // The users this message's mentions resolve to: a substitute must be one.
                org.mentioning(named_users(m.mentions.iter()));
                let mut handled = org.handle(input).await;
                let mut none = Vec::new();
                let replies = handled.as_mut().unwrap_or(&mut none);
                let ticket = data.lanes.ticket(replies, &user, true);
                (handled, ticket)
            };
            ticket.turn().await;
            match handled {
                Ok(replies) => deliver(data.out(ctx), replies, None, Some(&ticket)).await?,
                Err(e) => {
                    // The store refused the input: the state is unchanged (it changes only
                    // after a durable append), so the player is told to send it again.
                    eprintln!("kalladra: input {} not saved: {e}", m.id);
                    let text = crate::render::t("discord", "not_saved", &[]);
                    for msg in messages(&text, None, None) {
                        let msg = msg.reference_message(m);
                        data.out(ctx)
                            .pace
                            .send(
                                m.channel_id,
                                false,
                                m.channel_id.send_message(&ctx.http, msg),
                            )
                            .await?;
                    }
                }
            }
        }
        FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(ci),
        } => {
            on_button(ctx, data, ci).await?;
        }
        _ => {}
    }
    Ok(())
}

/// Errors go to standard error (the operator's log), and the user gets poise's short answer.
async fn report(err: poise::FrameworkError<'_, Data, Error>) {
    let what = match &err {
        poise::FrameworkError::Command { error, ctx, .. } => {
            format!("command /{}: {error}", ctx.command().qualified_name)
        }
        poise::FrameworkError::EventHandler { error, .. } => format!("event: {error}"),
        poise::FrameworkError::Setup { error, .. } => format!("setup: {error}"),
        poise::FrameworkError::ArgumentParse { error, input, .. } => {
            format!("arguments {input:?}: {error}")
        }
        poise::FrameworkError::CommandStructureMismatch { description, .. } => {
            format!("command structure: {description}")
        }
        other => format!("{other}"),
    };
    eprintln!("kalladra: {what}");
    if let Err(e) = poise::builtins::on_error(err).await {
        eprintln!("kalladra: while reporting an error: {e}");
    }
}

// ------------------------------------------------------------------------------ delivery

fn allowed() -> CreateAllowedMentions {
    // Players are mentioned when it is their turn; never @everyone, @here or roles.
    CreateAllowedMentions::new()
        .all_users(true)
        .empty_roles()
        .everyone(false)
}

fn parse_id(s: &str) -> Option<u64> {
    s.parse::<u64>().ok().filter(|&n| n > 0)
}

/// Discord's "Cannot send messages to this user" (closed DMs).
fn dm_refused(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.error.code == 50007 || r.status_code.as_u16() == 403
        }
        _ => false,
    }
}

/// Send the organiser's replies. `private`: the invoker of a slash command or button in a
/// server channel, whose own DMs become only-you replies there instead.
/// `ticket`: the input's place in its lane, if it has one (a board a later input has already
/// redrawn is then skipped).
async fn deliver(
    out: Out<'_>,
    replies: Vec<Reply>,
    private: Option<(&UserId, &dyn Ephemeral)>,
    ticket: Option<&Ticket>,
) -> Result<(), Error> {
    if let Some(t) = ticket {
        t.flush(out).await?;
    }
    let ctx = out.ctx;
    let mut game_channel: Option<ChannelId> = None;
    for r in &replies {
        if let Target::Channel(c) = &r.target {
            game_channel = parse_id(c).map(ChannelId::new);
        }
    }
    for r in replies {
        match &r.target {
            Target::Channel(c) => {
                let Some(ch) = parse_id(c).map(ChannelId::new) else {
                    continue;
                };
                if let Some(game) = r.board {
                    if !ticket.is_some_and(|t| t.board_superseded(game)) {
                        board(out, game, ch, &r.text).await?;
                    }
                    continue;
                }
                out.post(ch, &r.text, r.ask.as_ref(), r.file.as_ref())
                    .await?;
            }
            Target::Dm(u) => {
                let Some(user) = parse_id(u).map(UserId::new) else {
                    continue;
                };
                if let Some((invoker, eph)) = private {
                    if *invoker == user {
                        eph.say(ctx, &r).await?;
                        continue;
                    }
                }
                let sent = match out.dm_channel(user).await {
                    Ok(dm) => out
                        .post(dm, &r.text, r.ask.as_ref(), r.file.as_ref())
                        .await
                        .map(|_| ()),
                    Err(e) => Err(e),
                };
                if let Err(e) = sent {
                    if !dm_refused(&e) {
                        return Err(e.into());
                    }
                    // Say so in the game's channel, without a word of what the DM held.
                    let ch = match game_channel {
                        Some(c) => Some(c),
                        None => game_channel_of(out.store, u).await,
                    };
                    if let Some(ch) = ch {
                        let text = crate::render::t(
                            "discord",
                            "dm_closed",
                            &[("mention", format!("<@{user}>"))],
                        );
                        out.post(ch, &text, None, None).await?;
                    }
                }
            }
        }
    }
    Ok(())
}

async fn game_channel_of(store: &Store, user: &str) -> Option<ChannelId> {
    let row = store.game_of_user(user).await.ok()??;
    parse_id(&row.channel).map(ChannelId::new)
}

/// The game's one board message: edited in place, or posted and pinned the first time;
/// unpinned once the game has ended (a channel holds only 50 pins).
async fn board(out: Out<'_>, game: i64, ch: ChannelId, text: &str) -> Result<(), Error> {
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
    let text = crate::render::t(
        "discord",
        "pin_failed",
        &[("organiser", format!("<@{}>", row.organiser))],
    );
    out.post(ch, &text, None, None).await?;
    Ok(())
}

/// Where a private answer goes when the player's DMs are closed: an only-you reply.
#[serenity::async_trait]
trait Ephemeral: Sync {
    async fn say(&self, ctx: &serenity::Context, r: &Reply) -> Result<(), Error>;
}

/// Only-you follow-ups to an acknowledged interaction: `text` in as many as it needs, the
/// buttons with the last.
async fn followups(
    ctx: &serenity::Context,
    token: &str,
    text: &str,
    ask: Option<&Ask>,
    ephemeral: bool,
) -> Result<(), Error> {
    let mut all = pieces(text);
    let last = all.pop();
    for p in all {
        ctx.http
            .create_followup_message(token, &followup(p, ephemeral), vec![])
            .await?;
    }
    if let Some(p) = last {
        let mut f = followup(p, ephemeral);
        if let Some(ask) = ask {
            f = f.components(buttons(ask, &Picks::default()));
        }
        ctx.http.create_followup_message(token, &f, vec![]).await?;
    }
    Ok(())
}

#[serenity::async_trait]
impl Ephemeral for ComponentInteraction {
    async fn say(&self, ctx: &serenity::Context, r: &Reply) -> Result<(), Error> {
        followups(ctx, &self.token, &r.text, r.ask.as_ref(), true).await
    }
}

/// A slash command's answers: the first edits its deferred answer, the rest follow it.
struct SlashReply<'a> {
    ctx: Context<'a>,
    answered: AtomicBool,
}

impl<'a> SlashReply<'a> {
    fn new(ctx: Context<'a>) -> SlashReply<'a> {
        SlashReply {
            ctx,
            answered: AtomicBool::new(false),
        }
    }

    fn interaction(&self) -> Option<&serenity::CommandInteraction> {
        match self.ctx {
            poise::Context::Application(a) => Some(a.interaction),
            poise::Context::Prefix(_) => None,
        }
    }

    /// Answer with `text` (and buttons): as the deferred answer itself the first time, then
    /// as follow-ups (only-you when `ephemeral`).
    async fn answer(&self, text: &str, ask: Option<&Ask>, ephemeral: bool) -> Result<(), Error> {
        let Some(i) = self.interaction() else {
            return Ok(());
        };
        let http = &self.ctx.serenity_context().http;
        if self.answered.swap(true, Ordering::SeqCst) {
            return followups(self.ctx.serenity_context(), &i.token, text, ask, ephemeral).await;
        }
        let mut all = pieces(text).into_iter();
        let Some(first) = all.next() else {
            return Ok(());
        };
        let rest: Vec<String> = all.map(|p| p.0).collect();
        let rows = match ask {
            Some(a) if rest.is_empty() => buttons(a, &Picks::default()),
            _ => Vec::new(),
        };
        i.edit_response(http, original(first, rows)).await?;
        if !rest.is_empty() {
            let rest = rest.join("\n");
            followups(self.ctx.serenity_context(), &i.token, &rest, ask, ephemeral).await?;
        }
        Ok(())
    }

    /// If nothing answered the command itself yet, say it is done.
    async fn done(&self) -> Result<(), Error> {
        if self.answered.load(Ordering::SeqCst) {
            return Ok(());
        }
        let ok = crate::render::t("discord", "done", &[]);
        self.answer(&ok, None, self.ctx.command().ephemeral).await
    }
}

#[serenity::async_trait]
impl Ephemeral for SlashReply<'_> {
    async fn say(&self, _ctx: &serenity::Context, r: &Reply) -> Result<(), Error> {
        self.answer(&r.text, r.ask.as_ref(), true).await
    }
}

// ------------------------------------------------------------------------------ buttons

/// What a strikes message has picked so far (read back from its buttons).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Picks {
    slots: [Option<char>; 3],
    spark: bool,
}

const SLOTS: [(char, &str); 3] = [('s', "Standard"), ('b', "Brutal"), ('c', "Counter")];
const STRIKES: [(char, &str); 3] = [('m', "Melee"), ('r', "Ranged"), ('p', "Spell")];

/// Button ids: `k|GAME|ROUND|SEAT|SLOT|STRIKE`, `k|GAME|ROUND|SEAT|spark`,
/// `k|GAME|ROUND|SEAT|ok`, and `k|GAME|offer|SEAT|yes|no` (SEAT: a seat number, or `o` for
/// the organiser). The round makes a stale click harmless, the seat a borrowed one; the state
/// lives in the store and in the message itself, so a restart loses nothing.
fn buttons(ask: &Ask, picks: &Picks) -> Vec<CreateActionRow> {
    match ask {
        Ask::Offer { game, seat } => vec![CreateActionRow::Buttons(vec![
            CreateButton::new(format!("k|{game}|offer|{seat}|yes"))
                .label("Accept")
                .style(ButtonStyle::Success),
            CreateButton::new(format!("k|{game}|offer|{seat}|no"))
                .label("Decline")
                .style(ButtonStyle::Danger),
        ])],
        Ask::Strikes {
            game,
            round,
            seat,
            spark,
        } => {
            let mut rows: Vec<CreateActionRow> = SLOTS
                .iter()
                .enumerate()
                .map(|(i, (slot, slot_name))| {
                    CreateActionRow::Buttons(
                        STRIKES
                            .iter()
                            .map(|(k, name)| {
                                let on = picks.slots[i] == Some(*k);
                                CreateButton::new(format!("k|{game}|{round}|{seat}|{slot}|{k}"))
                                    .label(format!("{slot_name}: {name}"))
                                    .style(if on {
                                        ButtonStyle::Success
                                    } else {
                                        ButtonStyle::Secondary
                                    })
                            })
                            .collect(),
                    )
                })
                .collect();
            let mut last = Vec::new();
            if *spark {
                last.push(
                    CreateButton::new(format!("k|{game}|{round}|{seat}|spark"))
                        .label("Use Spark")
                        .style(if picks.spark {
                            ButtonStyle::Success
                        } else {
                            ButtonStyle::Secondary
                        }),
                );
            }
            last.push(
                CreateButton::new(format!("k|{game}|{round}|{seat}|ok"))
                    .label("Confirm")
                    .style(ButtonStyle::Primary),
            );
            rows.push(CreateActionRow::Buttons(last));
            rows
        }
    }
}

/// The picks a strikes message shows (selected buttons are green).
fn picks_of(m: &serenity::Message) -> Picks {
    let mut p = Picks::default();
    for row in &m.components {
        for c in &row.components {
            let serenity::ActionRowComponent::Button(b) = c else {
                continue;
            };
            let serenity::ButtonKind::NonLink { custom_id, style } = &b.data else {
                continue;
            };
            if *style != ButtonStyle::Success {
                continue;
            }
            let parts: Vec<&str> = custom_id.split('|').collect();
            match parts.as_slice() {
                ["k", _, _, _, "spark"] => p.spark = true,
                ["k", _, _, _, slot, strike] => {
                    if let Some(i) = SLOTS.iter().position(|(s, _)| s.to_string() == *slot) {
                        p.slots[i] = strike.chars().next();
                    }
                }
                _ => {}
            }
        }
    }
    p
}

fn picks_text(p: &Picks) -> Option<String> {
    let name = |k: Option<char>| {
        STRIKES
            .iter()
            .find(|(c, _)| Some(*c) == k)
            .map(|(_, n)| n.to_lowercase())
    };
    let mut s = format!(
        "S={} B={} C={}",
        name(p.slots[0])?,
        name(p.slots[1])?,
        name(p.slots[2])?
    );
    if p.spark {
        s.push_str(" cards=spark");
    }
    Some(s)
}

/// A strikes message's text with `hint` as its last line, in place of any earlier hint (a
/// player pressing Confirm again and again does not make the message grow).
fn with_hint(content: &str, hints: &[&str], hint: &str) -> String {
    let mut base = content;
    while let Some(b) = hints
        .iter()
        .find_map(|h| base.strip_suffix(h).and_then(|b| b.strip_suffix('\n')))
    {
        base = b;
    }
    if hint.is_empty() {
        base.to_string()
    } else {
        format!("{base}\n{hint}")
    }
}

async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
) -> Result<(), Error> {
    // Acknowledge at once, whatever waits (Discord allows 3 seconds); the message is then
    // updated, or the clicker answered, when the click's turn comes.
    ci.defer(&ctx.http).await?;
    let id = ci.data.custom_id.clone();
    let parts: Vec<&str> = id.split('|').collect();
    // The clicked message's new text and buttons.
    let update = |text: String, rows: Vec<CreateActionRow>| async move {
        ci.edit_response(&ctx.http, original(one(&text)?, rows))
            .await?;
        Ok::<(), Error>(())
    };
    let (game, rest) = match parts.as_slice() {
        ["k", g, rest @ ..] => match g.parse::<i64>() {
            Ok(g) => (g, rest.to_vec()),
            Err(_) => return forged(ctx, ci).await,
        },
        _ => return forged(ctx, ci).await,
    };
    // The button belongs to one seat (or the organiser): nobody else may press it.
    let seat = match rest.as_slice() {
        ["offer", seat, _] | [_, seat, ..] => seat.to_string(),
        _ => return forged(ctx, ci).await,
    };
    let owner = {
        let mut org = data.org.lock().await;
        org.ensure_loaded(game).await?;
        org.owns_seat(game, &ci.user.id.to_string(), &seat)
    };
    match owner {
        None => return forged(ctx, ci).await,
        Some(false) => {
            let text = crate::render::t("discord", "not_yours", &[]);
            return followups(ctx, &ci.token, &text, None, true).await;
        }
        Some(true) => {}
    }
    let pick_all = crate::render::t("discord", "pick_all", &[]);
    // The player's answer as text, once it is complete.
    let text = match rest.as_slice() {
        ["offer", _, "yes"] => "Accept".to_string(),
        ["offer", _, "no"] => "Decline".to_string(),
        [round, _seat, tail @ ..] => {
            let Ok(round) = round.parse::<u32>() else {
                return forged(ctx, ci).await;
            };
            let current = {
                let org = data.org.lock().await;
                org.game(game).and_then(|g| {
                    g.combat
                        .as_ref()
                        .map(|c| c.round + 1)
                        .or_else(|| g.duel.as_ref().map(|d| d.round + 1))
                })
            };
            if current != Some(round) {
                let text = crate::render::t("discord", "stale", &[]);
                return update(text, Vec::new()).await;
            }
            let spark = ci.message.components.iter().flat_map(|r| &r.components).any(|c| {
                matches!(c, serenity::ActionRowComponent::Button(b) if matches!(&b.data, serenity::ButtonKind::NonLink { custom_id, .. } if custom_id.ends_with("|spark")))
            });
            let ask = Ask::Strikes {
                game,
                round,
                seat: seat.clone(),
                spark,
            };
            let mut picks = picks_of(&ci.message);
            let content = with_hint(&ci.message.content, &[&pick_all], "");
            match tail {
                ["spark"] => {
                    picks.spark = !picks.spark;
                    return update(content, buttons(&ask, &picks)).await;
                }
                [slot, strike] => {
                    let Some(i) = SLOTS.iter().position(|(s, _)| s.to_string() == *slot) else {
                        return forged(ctx, ci).await;
                    };
                    picks.slots[i] = strike.chars().next();
                    return update(content, buttons(&ask, &picks)).await;
                }
                ["ok"] => match picks_text(&picks) {
                    Some(t) => t,
                    None => {
                        let text = with_hint(&content, &[], &pick_all);
                        return update(text, buttons(&ask, &picks)).await;
                    }
                },
                _ => return forged(ctx, ci).await,
            }
        }
        _ => return forged(ctx, ci).await,
    };
    // The buttons go: the answer is on its way.
    let done = crate::render::t("discord", "sent", &[("answer", text.clone())]);
    let content = with_hint(&ci.message.content, &[&pick_all], "");
    update(with_hint(&content, &[], &done), Vec::new()).await?;
    let input = Input {
        source_id: Some(ci.id.to_string()),
        channel: None,
        server: ci
            .guild_id
            .map_or_else(|| "dm".to_string(), |g| g.to_string()),
        user: ci.user.id.to_string(),
        name: ci
            .user
            .global_name
            .clone()
            .unwrap_or_else(|| ci.user.name.clone()),
        admin: false,
        text,
    };
    let user = input.user.clone();
    let (replies, mut ticket) = {
        let mut org = data.org.lock().await;
        let mut replies = org.handle(input).await?;
        let ticket = data.lanes.ticket(&mut replies, &user, true);
        (replies, ticket)
    };
    ticket.turn().await;
    // A click in a DM is answered by DM, as any DM: a prompt with buttons must still be there
    // tomorrow, and only-you messages are gone after the session. A click in a server channel
    // (a player whose DMs are closed) is answered only to the clicker, there.
    let private: Option<(&UserId, &dyn Ephemeral)> = match ci.guild_id {
        Some(_) => Some((&ci.user.id, ci)),
        None => None,
    };
    deliver(data.out(ctx), replies, private, Some(&ticket)).await
}

async fn forged(ctx: &serenity::Context, ci: &ComponentInteraction) -> Result<(), Error> {
    let text = crate::render::t("discord", "forged", &[]);
    followups(ctx, &ci.token, &text, None, true).await
}

// ------------------------------------------------------------------------------ slash commands

/// Users (not bots) as the organiser takes them: id and display name.
fn named_users<'a>(users: impl Iterator<Item = &'a serenity::User>) -> Vec<(String, String)> {
    users
        .filter(|u| !u.bot)
        .map(|u| {
            let name = u.global_name.clone().unwrap_or_else(|| u.name.clone());
            (u.id.to_string(), name)
        })
        .collect()
}

/// Run `text` as if typed, from a slash command (already acknowledged: `acknowledge`).
/// `private`: strikes and other secret answers, taken as a DM would be, and answered only to
/// the invoker.
async fn run_text(ctx: Context<'_>, text: String, private: bool) -> Result<(), Error> {
    let data = ctx.data();
    let author = ctx.author();
    let admin = match ctx.author_member().await {
        Some(m) => {
            let manage = m.permissions.is_some_and(|p| p.manage_guild());
            manage
                || data
                    .organiser_role
                    .is_some_and(|r| m.roles.iter().any(|x| x.get() == r))
        }
        None => false,
    };
    let in_guild = ctx.guild_id().is_some();
    let input = Input {
        source_id: Some(match ctx {
            poise::Context::Application(a) => a.interaction.id.to_string(),
            poise::Context::Prefix(p) => p.msg.id.to_string(),
        }),
        channel: (in_guild && !private).then(|| ctx.channel_id().to_string()),
        server: ctx
            .guild_id()
            .map_or_else(|| "dm".to_string(), |g| g.to_string()),
        user: author.id.to_string(),
        name: author
            .global_name
            .clone()
            .unwrap_or_else(|| author.name.clone()),
        admin,
        text,
    };
    let user = input.user.clone();
    let (mut replies, mut ticket) = {
        let mut org = data.org.lock().await;
        if let poise::Context::Application(a) = ctx {
            org.mentioning(named_users(a.interaction.data.resolved.users.values()));
        }
        let mut replies = org.handle(input).await?;
        let ticket = data.lanes.ticket(&mut replies, &user, false);
        (replies, ticket)
    };
    if !data.content && in_guild {
        no_content_notice(data, &ctx.channel_id().to_string(), &mut replies).await?;
    }
    ticket.turn().await;
    // The first answer to where the command was used becomes the interaction's own reply.
    let here = if in_guild && !private {
        Target::Channel(ctx.channel_id().to_string())
    } else {
        Target::Dm(author.id.to_string())
    };
    let first = replies
        .iter()
        .position(|r| r.target == here && r.board.is_none() && r.file.is_none() && r.ask.is_none());
    let slash = SlashReply::new(ctx);
    match first {
        Some(i) => {
            let r = replies.remove(i);
            slash.answer(&r.text, None, private).await?;
        }
        None => slash.done().await?,
    }
    let eph: Option<(&UserId, &dyn Ephemeral)> = if in_guild {
        Some((&author.id, &slash))
    } else {
        None
    };
    deliver(
        data.out(ctx.serenity_context()),
        replies,
        eph,
        Some(&ticket),
    )
    .await
}

/// Without the Message Content intent, the game's organiser is told once per game, in its
/// channel, what to switch on.
async fn no_content_notice(
    data: &Data,
    channel: &str,
    replies: &mut Vec<Reply>,
) -> Result<(), Error> {
    let Some(row) = data.store.active_game(channel).await? else {
        return Ok(());
    };
    if data.store.remind_once(row.id, "no_message_content").await? {
        let text = crate::render::t(
            "discord",
            "no_message_content",
            &[("organiser", format!("<@{}>", row.organiser))],
        );
        replies.push(Reply::say(Target::Channel(channel.to_string()), text));
    }
    Ok(())
}

#[derive(Debug, poise::ChoiceParameter)]
pub enum DirChoice {
    Up,
    Down,
    Left,
    Right,
}

#[derive(Debug, poise::ChoiceParameter)]
pub enum StrikeChoice {
    Melee,
    Ranged,
    Spell,
}

#[derive(Debug, poise::ChoiceParameter)]
pub enum CornerChoice {
    NW,
    NE,
    SE,
    SW,
}

/// DungeonQuest: games and what anyone may see.
#[poise::command(
    slash_command,
    subcommands(
        "new",
        "join",
        "tower",
        "start",
        "leave",
        "board_command",
        "status",
        "help",
        "resend",
        "log",
        "dice",
        "export",
        "leaderboard"
    ),
    subcommand_required
)]
pub async fn dq(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a game in this channel; you organise it.
#[poise::command(slash_command)]
async fn new(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq new".into(), false).await
}

/// Take a seat, with a hero or a random one.
#[poise::command(slash_command)]
async fn join(
    ctx: Context<'_>,
    #[description = "Challara, Gherinn, Hugo, Krutzbeck, Lindel or Tatianna"] hero: Option<String>,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq join {}", hero.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

/// Choose your starting Tower Room.
#[poise::command(slash_command)]
async fn tower(
    ctx: Context<'_>,
    #[description = "The corner whose Tower Room you start in"] corner: CornerChoice,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq tower {corner:?}"), false).await
}

/// Start the game (organiser).
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq start".into(), false).await
}

/// Leave the game.
#[poise::command(slash_command)]
async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq leave".into(), false).await
}

/// The board as emoji.
#[poise::command(slash_command, rename = "board")]
async fn board_command(
    ctx: Context<'_>,
    #[description = "one emoji per space"] compact: Option<bool>,
) -> Result<(), Error> {
    let text = if compact.unwrap_or(false) {
        "!dq board compact"
    } else {
        "!dq board"
    };
    run_text(ctx, text.into(), false).await
}

/// Sun, turn, and every hero.
#[poise::command(slash_command)]
async fn status(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq status".into(), false).await
}

/// What you can do now, and the help topics.
#[poise::command(slash_command)]
async fn help(
    ctx: Context<'_>,
    #[description = "A topic: moves, combat, catacombs, options, organiser, campaigns or info"]
    topic: Option<String>,
) -> Result<(), Error> {
    let text = format!("!dq help {}", topic.unwrap_or_default());
    run_text(ctx, text.trim().to_string(), false).await
}

/// Send again whatever you are waiting to answer (only you will see it).
#[poise::command(slash_command, ephemeral)]
async fn resend(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.to_string();
    let replies = {
        let mut org = data.org.lock().await;
        let row = match ctx.guild_id() {
            Some(_) => {
                data.store
                    .active_game(&ctx.channel_id().to_string())
                    .await?
            }
            None => data.store.game_of_user(&user).await?,
        };
        match row {
            Some(row) => {
                org.ensure_loaded(row.id).await?;
                org.pending_for(row.id, &user)
            }
            None => Vec::new(),
        }
    };
    let slash = SlashReply::new(ctx);
    if replies.is_empty() {
        let t = crate::render::t("discord", "nothing_pending", &[]);
        return slash.answer(&t, None, true).await;
    }
    for r in &replies {
        slash.answer(&r.text, r.ask.as_ref(), true).await?;
    }
    Ok(())
}

/// The last lines of the game.
#[poise::command(slash_command)]
async fn log(
    ctx: Context<'_>,
    #[description = "How many lines (10 if left out)"] lines: Option<u8>,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq log {}", lines.unwrap_or(10)), false).await
}

/// The game's dice, counted.
#[poise::command(slash_command)]
async fn dice(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq dice".into(), false).await
}

/// The game's log as a file.
#[poise::command(slash_command)]
async fn export(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq export".into(), false).await
}

/// A campaign's table.
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The campaign's name (this game's, or main)"] campaign: Option<String>,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq leaderboard {}", campaign.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

/// Your move, your answer, your strikes.
#[poise::command(
    slash_command,
    subcommands("go", "search", "say", "strikes", "monster"),
    subcommand_required
)]
pub async fn act(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Move one space.
#[poise::command(slash_command, rename = "move")]
async fn go(
    ctx: Context<'_>,
    #[description = "Which way"] direction: DirChoice,
) -> Result<(), Error> {
    run_text(ctx, format!("Move {direction:?}"), false).await
}

/// Search this chamber.
#[poise::command(slash_command)]
async fn search(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "Search".into(), false).await
}

/// Any game command as you would type it (Escape, Attack, Cross, Yes, Exit, Stay...).
#[poise::command(slash_command, rename = "do")]
async fn say(
    ctx: Context<'_>,
    #[description = "The command, e.g. Escape or Cross rope"] command: String,
) -> Result<(), Error> {
    run_text(ctx, command, false).await
}

/// Your strikes for this combat round (sealed: only you see this).
#[poise::command(slash_command, ephemeral)]
async fn strikes(
    ctx: Context<'_>,
    #[description = "Your Standard strike"] standard: StrikeChoice,
    #[description = "Your Brutal strike"] brutal: StrikeChoice,
    #[description = "Your Counter strike"] counter: StrikeChoice,
    #[description = "Use a Spark this round"] spark: Option<bool>,
) -> Result<(), Error> {
    let mut text = format!("S={standard:?} B={brutal:?} C={counter:?}").to_lowercase();
    if spark.unwrap_or(false) {
        text.push_str(" cards=spark");
    }
    run_text(ctx, text, true).await
}

/// Take the monster's part (accept it if offered to you), or hand it to the bot (organiser).
#[poise::command(slash_command)]
async fn monster(
    ctx: Context<'_>,
    #[description = "Organiser: let the bot play the monster"] bot: Option<bool>,
) -> Result<(), Error> {
    let text = if bot.unwrap_or(false) {
        "!dq monster bot"
    } else {
        "!dq monster"
    };
    run_text(ctx, text.into(), false).await
}

/// The organiser's tools.
#[poise::command(
    slash_command,
    subcommands(
        "order", "set", "campaign", "replace", "remove", "skip", "pause", "resume", "end",
        "extend", "undo", "random"
    ),
    subcommand_required,
    rename = "org"
)]
pub async fn org_command(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Turn order before the start: every player, separated by spaces.
#[poise::command(slash_command)]
async fn order(
    ctx: Context<'_>,
    #[description = "Every player's name, in the new order, separated by spaces"] players: String,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq order {players}"), false).await
}

/// Change a setting before the start.
#[poise::command(slash_command)]
async fn set(
    ctx: Context<'_>,
    #[description = "The setting's name (`!dq settings` lists them)"] key: String,
    #[description = "Its new value"] value: String,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq set {key} {value}"), false).await
}

/// Count this game for a named campaign.
#[poise::command(slash_command)]
async fn campaign(
    ctx: Context<'_>,
    #[description = "The campaign's name"] name: String,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq campaign {name}"), false).await
}

/// A substitute takes over a seat and its hero.
#[poise::command(slash_command)]
async fn replace(
    ctx: Context<'_>,
    #[description = "The player who leaves the seat"] player: serenity::User,
    #[description = "Who takes it over"] substitute: serenity::User,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq replace {} <@{}>", player.id, substitute.id),
        false,
    )
    .await
}

/// Take a player out of the game.
#[poise::command(slash_command)]
async fn remove(
    ctx: Context<'_>,
    #[description = "The player to take out"] player: serenity::User,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq remove {}", player.id), false).await
}

/// Skip the current turn.
#[poise::command(slash_command)]
async fn skip(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq skip".into(), false).await
}

/// Pause the game.
#[poise::command(slash_command)]
async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq pause".into(), false).await
}

/// Resume the game.
#[poise::command(slash_command)]
async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq resume".into(), false).await
}

/// End the game now.
#[poise::command(slash_command)]
async fn end(
    ctx: Context<'_>,
    #[description = "Why, in a few words (shown to everyone)"] reason: Option<String>,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq end {}", reason.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

/// Give the current deadline more hours.
#[poise::command(slash_command)]
async fn extend(ctx: Context<'_>, #[description = "Hours to add"] hours: u32) -> Result<(), Error> {
    run_text(ctx, format!("!dq extend {hours}"), false).await
}

/// Undo the last inputs: first a preview, then `confirm: true`.
#[poise::command(slash_command)]
async fn undo(
    ctx: Context<'_>,
    #[description = "How many inputs to undo (1 if left out)"] inputs: Option<u8>,
    #[description = "True to carry out the undo just previewed"] confirm: Option<bool>,
) -> Result<(), Error> {
    let text = if confirm.unwrap_or(false) {
        "!dq undo confirm".to_string()
    } else {
        format!("!dq undo {}", inputs.unwrap_or(1))
    };
    run_text(ctx, text, false).await
}

/// After a round's deadline, random strikes for a side that has not sent them.
#[poise::command(slash_command)]
async fn random(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq random".into(), false).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn to(channel: &str) -> Vec<Reply> {
        vec![Reply::say(Target::Channel(channel.into()), "x".into())]
    }

    /// Plain channel texts wait in the lane's outbox; boards, files and DMs stay with the
    /// input. Waiting texts leave joined, as many as fit in one message.
    #[test]
    fn plain_texts_queue_in_the_lane_and_leave_joined() {
        let lanes = Lanes::default();
        let mut replies = to("1");
        replies.push(Reply {
            board: Some(7),
            ..Reply::say(Target::Channel("1".into()), "board".into())
        });
        replies.push(Reply::say(Target::Dm("42".into()), "secret".into()));
        let first = lanes.ticket(&mut replies, "a", true);
        assert_eq!(
            replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>(),
            ["board", "secret"]
        );
        let mut more = vec![
            Reply::say(Target::Channel("1".into()), "y".repeat(1_998)),
            Reply::say(Target::Channel("1".into()), "z".into()),
        ];
        let second = lanes.ticket(&mut more, "b", true);
        assert!(more.is_empty());
        assert!(!first.board_superseded(7) && !second.board_superseded(7));
        let mut outbox = first.outbox.lock().unwrap();
        assert_eq!(outbox.len(), 3);
        assert_eq!(
            take_message(&mut outbox).map(|t| t.0.chars().count()),
            Some(2_000),
            "two texts fill one message"
        );
        assert_eq!(take_message(&mut outbox).map(|p| p.0).as_deref(), Some("z"));
        assert!(take_message(&mut outbox).is_none());
        let mut slash = to("1");
        drop(outbox);
        lanes.ticket(&mut slash, "c", false);
        assert_eq!(slash.len(), 1, "a slash command keeps its texts");
    }

    /// Every request carrying a text is built in the "outgoing" section, which holds
    /// Discord's limit: nowhere else in this file sets a message's content.
    #[test]
    fn every_text_leaves_through_the_outgoing_section() {
        let src = include_str!("mod.rs");
        let code = src.split("#[cfg(test)]").next().unwrap();
        let start = code.find("- outgoing\n").unwrap();
        let end = code.find("end of outgoing").unwrap();
        let outside = format!("{}{}", &code[..start], &code[end..]);
        let setter = [".", "content("].concat();
        assert!(
            !outside.contains(&setter),
            "a text is set outside the outgoing section"
        );
        assert!(code[start..end].contains(&setter));
        for raw in [
            "CreateInteractionResponseMessage",
            "poise::CreateReply",
            "ctx.send(",
        ] {
            assert!(
                !outside.contains(raw),
                "{raw} bypasses the outgoing section"
            );
        }
    }

    /// A long text becomes several messages (buttons and file with the last); what cannot
    /// be split is refused; nothing empty is sent; outboxes never hold an over-long text.
    #[test]
    fn long_texts_are_split_and_what_cannot_be_split_is_refused() {
        let long = format!(
            "{}\n{}\n{}",
            "a".repeat(1500),
            "b".repeat(1500),
            "c".repeat(10)
        );
        let ask = Ask::Offer {
            game: 1,
            seat: "0".into(),
        };
        let msgs = messages(&long, Some(buttons(&ask, &Picks::default())), None);
        assert_eq!(msgs.len(), 2);
        let body = |m: &CreateMessage| serde_json::to_value(m).unwrap();
        assert!(body(&msgs[0])["components"].is_null());
        assert_eq!(
            body(&msgs[1])["components"][0]["components"]
                .as_array()
                .unwrap()
                .len(),
            2
        );
        for m in &msgs {
            assert!(body(m)["content"].as_str().unwrap().chars().count() <= MESSAGE_LIMIT);
        }
        assert!(messages("  \n", None, None).is_empty());
        assert!(one(&"x".repeat(MESSAGE_LIMIT + 1)).is_err());
        assert!(one("").is_err());
        assert_eq!(one("fits").unwrap().0, "fits");
        let lanes = Lanes::default();
        let mut replies = vec![Reply::say(Target::Channel("1".into()), "y".repeat(4_500))];
        let t = lanes.ticket(&mut replies, "a", true);
        let outbox = t.outbox.lock().unwrap();
        assert_eq!(outbox.len(), 3);
        assert!(outbox.iter().all(|x| x.chars().count() <= MESSAGE_LIMIT));
    }

    /// Every slash command and option has a description of its own, and the set is one
    /// Discord accepts.
    #[test]
    fn every_slash_option_is_described() {
        let commands = poise::builtins::create_application_commands(&[dq(), act(), org_command()]);
        let json = serde_json::to_value(&commands).unwrap();
        fn walk(v: &serde_json::Value, path: &str, bad: &mut Vec<String>) {
            for o in v["options"].as_array().into_iter().flatten() {
                let here = format!("{path} {}", o["name"].as_str().unwrap_or("?"));
                let d = o["description"].as_str().unwrap_or("");
                if d.is_empty() || d == "A slash command parameter" || d.chars().count() > 100 {
                    bad.push(here.clone());
                }
                walk(o, &here, bad);
            }
        }
        let mut bad = Vec::new();
        for c in json.as_array().unwrap() {
            walk(c, c["name"].as_str().unwrap(), &mut bad);
        }
        assert!(bad.is_empty(), "options without a description: {bad:?}");
    }

    /// A strikes message keeps one hint however often Confirm is pressed early.
    #[test]
    fn a_hint_replaces_the_last_one() {
        let hint = "Pick one strike in each row, then Confirm.";
        let mut text = "⚔️ Round 1".to_string();
        for _ in 0..30 {
            text = with_hint(&text, &[hint], hint);
        }
        assert_eq!(text, format!("⚔️ Round 1\n{hint}"));
        assert_eq!(with_hint(&text, &[hint], ""), "⚔️ Round 1");
    }

    /// A later input's replies wait for an earlier one's in the same channel, whichever task
    /// gets there first; another channel's do not wait.
    #[tokio::test]
    async fn replies_leave_in_the_order_inputs_were_applied_per_channel() {
        let lanes = Lanes::default();
        let mut first = lanes.ticket(&mut to("1"), "a", true);
        let mut second = lanes.ticket(&mut to("1"), "b", true);
        let mut elsewhere = lanes.ticket(&mut to("2"), "c", true);
        let order = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let o = order.clone();
        let late = tokio::spawn(async move {
            second.turn().await;
            o.lock().unwrap().push("second");
        });
        tokio::time::timeout(std::time::Duration::from_millis(50), elsewhere.turn())
            .await
            .expect("another channel does not wait");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        assert!(
            order.lock().unwrap().is_empty(),
            "the second waits for the first"
        );
        first.turn().await;
        order.lock().unwrap().push("first");
        drop(first);
        late.await.unwrap();
        assert_eq!(*order.lock().unwrap(), vec!["first", "second"]);
    }
}
