//! The Discord adapter (serenity + poise). Thin: a message, a slash command or a button click
//! becomes an organiser `Input`; the organiser's replies become channel messages, direct
//! messages (with buttons where a DM asks for a choice), and one pinned board message per game,
//! edited in place. Every input is committed before anything is sent.

use crate::engine::Settings;
use crate::organiser::{Ask, Input, MentionStyle, Organiser, Reply, Seeds, Target};
use crate::store::Store;
use anyhow::{Context as _, Result};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ChannelId, ComponentInteraction, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateButton, CreateInteractionResponse, CreateInteractionResponseMessage,
    CreateMessage, EditMessage, FullEvent, GatewayIntents, Message, MessageId, UserId,
};
use std::collections::{HashMap, VecDeque};
use std::future::Future;
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
    pub tick_seconds: u64,
    /// Sends per channel per window (Discord's 5 per 5 seconds, unless a test says otherwise).
    pub pace: (usize, Duration),
}

pub struct Data {
    org: Arc<Mutex<Organiser>>,
    store: Store,
    organiser_role: Option<u64>,
    lanes: Lanes,
    pace: Arc<Pace>,
    dms: Arc<DmChannels>,
}

impl Data {
    fn out<'a>(&'a self, ctx: &'a serenity::Context) -> Out<'a> {
        Out {
            ctx,
            store: &self.store,
            pace: &self.pace,
            dms: &self.dms,
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
            outbox.extend(replies.iter().filter(|r| plain(r)).map(|r| r.text.clone()));
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
                    let text = {
                        let mut outbox = self.outbox.lock().unwrap_or_else(|e| e.into_inner());
                        take_message(&mut outbox)
                    };
                    async move {
                        match text {
                            Some(text) => ch
                                .send_message(
                                    &out.ctx.http,
                                    CreateMessage::new()
                                        .content(text)
                                        .allowed_mentions(allowed()),
                                )
                                .await
                                .map(Some),
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

/// The first waiting texts that fit in one message together, joined by line breaks (None:
/// nothing waits).
fn take_message(outbox: &mut VecDeque<String>) -> Option<String> {
    let mut text = outbox.pop_front()?;
    let mut len = text.chars().count();
    while let Some(next) = outbox.front() {
        let n = next.chars().count();
        if len + 1 + n > crate::organiser::MESSAGE_LIMIT {
            break;
        }
        text.push('\n');
        text.push_str(next);
        len += 1 + n;
        outbox.pop_front();
    }
    Some(text)
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

/// Where replies go out: the connection, the store (board message ids, game channels), the
/// pace of sends and the DM channels known.
#[derive(Clone, Copy)]
struct Out<'a> {
    ctx: &'a serenity::Context,
    store: &'a Store,
    pace: &'a Pace,
    dms: &'a DmChannels,
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

    async fn post(&self, ch: ChannelId, msg: CreateMessage) -> serenity::Result<Message> {
        self.pace
            .send(ch, false, ch.send_message(&self.ctx.http, msg))
            .await
    }

    async fn edit(
        &self,
        ch: ChannelId,
        m: MessageId,
        edit: EditMessage,
    ) -> serenity::Result<Message> {
        self.pace
            .send(ch, true, ch.edit_message(&self.ctx.http, m, edit))
            .await
    }
}

// ------------------------------------------------------------------------------ running

pub async fn run(cfg: BotConfig) -> Result<()> {
    // The path is checked (and the schema brought up to date) first, then held.
    let store = Store::open(&cfg.db).await?;
    let _hold = Store::hold(&cfg.db, "kalladra bot")?;
    let seeds = cfg.seed.map_or(Seeds::Random, Seeds::Fixed);
    let organiser = Organiser::new(
        store.clone(),
        seeds,
        MentionStyle::Discord,
        cfg.settings.clone(),
    );
    let shared = Arc::new(Mutex::new(organiser));
    let pace = Arc::new(Pace::new(cfg.pace.0, cfg.pace.1));
    let dms = Arc::new(DmChannels::default());
    let data = Data {
        org: shared.clone(),
        store: store.clone(),
        organiser_role: cfg.organiser_role,
        lanes: Lanes::default(),
        pace: pace.clone(),
        dms: dms.clone(),
    };
    let tick = std::time::Duration::from_secs(cfg.tick_seconds.max(1));
    let intents = GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT
        | GatewayIntents::GUILDS;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![dq(), act(), org()],
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            on_error: |err| Box::pin(report(err)),
            ..Default::default()
        })
        .initialize_owners(false)
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                // The clock: deadlines and reminders, from the times in the store.
                let (ctx, org, store) = (ctx.clone(), shared.clone(), store.clone());
                tokio::spawn(async move {
                    let out = Out {
                        ctx: &ctx,
                        store: &store,
                        pace: &pace,
                        dms: &dms,
                    };
                    loop {
                        tokio::time::sleep(tick).await;
                        let now = std::time::SystemTime::now()
                            .duration_since(std::time::UNIX_EPOCH)
                            .map_or(0, |d| d.as_secs() as i64);
                        let replies = org.lock().await.tick(now).await;
                        match replies {
                            Ok(r) => {
                                if let Err(e) = deliver(out, r, None, None).await {
                                    eprintln!("kalladra: delivering reminders: {e}");
                                }
                            }
                            Err(e) => eprintln!("kalladra: the clock: {e}"),
                        }
                    }
                });
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
    client.start().await.context("running the Discord client")?;
    Ok(())
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    match event {
        FullEvent::Message { new_message: m } if !m.author.bot => {
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
                    let msg = CreateMessage::new()
                        .content(crate::render::t("discord", "not_saved", &[]))
                        .reference_message(m)
                        .allowed_mentions(allowed());
                    data.out(ctx).post(m.channel_id, msg).await?;
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
                let mut msg = CreateMessage::new()
                    .content(&r.text)
                    .allowed_mentions(allowed());
                if let Some(f) = &r.file {
                    msg = msg.add_file(CreateAttachment::bytes(f.bytes.clone(), f.name.clone()));
                }
                out.post(ch, msg).await?;
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
                let mut msg = CreateMessage::new()
                    .content(&r.text)
                    .allowed_mentions(allowed());
                if let Some(ask) = &r.ask {
                    msg = msg.components(buttons(ask, &Picks::default()));
                }
                let sent = match out.dm_channel(user).await {
                    Ok(dm) => out.post(dm, msg).await.map(|_| ()),
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
                        out.post(
                            ch,
                            CreateMessage::new()
                                .content(text)
                                .allowed_mentions(allowed()),
                        )
                        .await?;
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

/// The game's one board message: edited in place, or posted and pinned the first time.
async fn board(out: Out<'_>, game: i64, ch: ChannelId, text: &str) -> Result<(), Error> {
    if let Some((c, m)) = out.store.board_message(game).await? {
        if let (Some(c), Some(m)) = (parse_id(&c), parse_id(&m)) {
            let edit = EditMessage::new().content(text).allowed_mentions(allowed());
            if out
                .edit(ChannelId::new(c), MessageId::new(m), edit)
                .await
                .is_ok()
            {
                return Ok(());
            }
        }
    }
    let msg = out
        .post(
            ch,
            CreateMessage::new()
                .content(text)
                .allowed_mentions(allowed()),
        )
        .await?;
    // Pinning needs Manage Messages; without it the board still works, unpinned.
    let _ = ch.pin(&out.ctx.http, msg.id).await;
    out.store
        .set_board_message(game, &ch.to_string(), &msg.id.to_string())
        .await?;
    Ok(())
}

/// Where a private answer goes when the player's DMs are closed: an only-you reply.
#[serenity::async_trait]
trait Ephemeral: Sync {
    async fn say(&self, ctx: &serenity::Context, r: &Reply) -> Result<(), Error>;
}

#[serenity::async_trait]
impl Ephemeral for ComponentInteraction {
    async fn say(&self, ctx: &serenity::Context, r: &Reply) -> Result<(), Error> {
        let mut m = serenity::CreateInteractionResponseFollowup::new()
            .content(&r.text)
            .ephemeral(true);
        if let Some(ask) = &r.ask {
            m = m.components(buttons(ask, &Picks::default()));
        }
        self.create_followup(&ctx.http, m).await?;
        Ok(())
    }
}

struct SlashReply<'a>(Context<'a>);

#[serenity::async_trait]
impl Ephemeral for SlashReply<'_> {
    async fn say(&self, _ctx: &serenity::Context, r: &Reply) -> Result<(), Error> {
        let mut m = poise::CreateReply::default()
            .content(&r.text)
            .ephemeral(true);
        if let Some(ask) = &r.ask {
            m = m.components(buttons(ask, &Picks::default()));
        }
        self.0.send(m).await?;
        Ok(())
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

async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
) -> Result<(), Error> {
    let id = ci.data.custom_id.clone();
    let parts: Vec<&str> = id.split('|').collect();
    let update = |text: String, rows: Vec<CreateActionRow>| {
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(text)
                .components(rows),
        )
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
            let r = CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(text)
                    .ephemeral(true),
            );
            ci.create_response(&ctx.http, r).await?;
            return Ok(());
        }
        Some(true) => {}
    }
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
                ci.create_response(&ctx.http, update(text, Vec::new()))
                    .await?;
                return Ok(());
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
            match tail {
                ["spark"] => {
                    picks.spark = !picks.spark;
                    ci.create_response(
                        &ctx.http,
                        update(ci.message.content.clone(), buttons(&ask, &picks)),
                    )
                    .await?;
                    return Ok(());
                }
                [slot, strike] => {
                    let Some(i) = SLOTS.iter().position(|(s, _)| s.to_string() == *slot) else {
                        return forged(ctx, ci).await;
                    };
                    picks.slots[i] = strike.chars().next();
                    ci.create_response(
                        &ctx.http,
                        update(ci.message.content.clone(), buttons(&ask, &picks)),
                    )
                    .await?;
                    return Ok(());
                }
                ["ok"] => match picks_text(&picks) {
                    Some(t) => t,
                    None => {
                        let text = format!(
                            "{}\n{}",
                            ci.message.content,
                            crate::render::t("discord", "pick_all", &[])
                        );
                        ci.create_response(&ctx.http, update(text, buttons(&ask, &picks)))
                            .await?;
                        return Ok(());
                    }
                },
                _ => return forged(ctx, ci).await,
            }
        }
        _ => return forged(ctx, ci).await,
    };
    // Acknowledge at once (Discord allows 3 seconds), then answer as the organiser decides.
    let done = crate::render::t("discord", "sent", &[("answer", text.clone())]);
    ci.create_response(
        &ctx.http,
        update(format!("{}\n{done}", ci.message.content), Vec::new()),
    )
    .await?;
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
    deliver(
        data.out(ctx),
        replies,
        Some((&ci.user.id, ci)),
        Some(&ticket),
    )
    .await
}

async fn forged(ctx: &serenity::Context, ci: &ComponentInteraction) -> Result<(), Error> {
    let text = crate::render::t("discord", "forged", &[]);
    let r = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    );
    ci.create_response(&ctx.http, r).await?;
    Ok(())
}

// ------------------------------------------------------------------------------ slash commands

/// Run `text` as if typed, from a slash command. `private`: strikes and other secret answers,
/// taken as a DM would be, and answered only to the invoker.
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
    match first {
        Some(i) => {
            let r = replies.remove(i);
            ctx.send(
                poise::CreateReply::default()
                    .content(r.text)
                    .ephemeral(private)
                    .allowed_mentions(allowed()),
            )
            .await?;
        }
        None => {
            let ok = crate::render::t("discord", "done", &[]);
            ctx.send(poise::CreateReply::default().content(ok).ephemeral(true))
                .await?;
        }
    }
    let slash = SlashReply(ctx);
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
async fn tower(ctx: Context<'_>, corner: CornerChoice) -> Result<(), Error> {
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

/// The commands.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq help".into(), false).await
}

/// Send again whatever you are waiting to answer (only you will see it).
#[poise::command(slash_command)]
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
    if replies.is_empty() {
        let t = crate::render::t("discord", "nothing_pending", &[]);
        ctx.send(poise::CreateReply::default().content(t).ephemeral(true))
            .await?;
        return Ok(());
    }
    let slash = SlashReply(ctx);
    for r in &replies {
        slash.say(ctx.serenity_context(), r).await?;
    }
    Ok(())
}

/// The last lines of the game.
#[poise::command(slash_command)]
async fn log(ctx: Context<'_>, lines: Option<u8>) -> Result<(), Error> {
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
async fn leaderboard(ctx: Context<'_>, campaign: Option<String>) -> Result<(), Error> {
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
async fn go(ctx: Context<'_>, direction: DirChoice) -> Result<(), Error> {
    run_text(ctx, format!("Move {direction:?}"), false).await
}

/// Search this chamber.
#[poise::command(slash_command)]
async fn search(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "Search".into(), false).await
}

/// Any game command as you would type it (Escape, Attack, Cross, Yes, Exit, Stay...).
#[poise::command(slash_command, rename = "do")]
async fn say(ctx: Context<'_>, command: String) -> Result<(), Error> {
    run_text(ctx, command, false).await
}

/// Your strikes for this combat round (sealed: only you see this).
#[poise::command(slash_command)]
async fn strikes(
    ctx: Context<'_>,
    standard: StrikeChoice,
    brutal: StrikeChoice,
    counter: StrikeChoice,
    spark: Option<bool>,
) -> Result<(), Error> {
    let mut text = format!("S={standard:?} B={brutal:?} C={counter:?}").to_lowercase();
    if spark.unwrap_or(false) {
        text.push_str(" cards=spark");
    }
    run_text(ctx, text, true).await
}

/// Take the monster's part (accept it if offered to you), or hand it to the bot (organiser).
#[poise::command(slash_command)]
async fn monster(ctx: Context<'_>, bot: Option<bool>) -> Result<(), Error> {
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
    subcommand_required
)]
pub async fn org(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Turn order before the start: every player, separated by spaces.
#[poise::command(slash_command)]
async fn order(ctx: Context<'_>, players: String) -> Result<(), Error> {
    run_text(ctx, format!("!dq order {players}"), false).await
}

/// Change a setting before the start.
#[poise::command(slash_command)]
async fn set(ctx: Context<'_>, key: String, value: String) -> Result<(), Error> {
    run_text(ctx, format!("!dq set {key} {value}"), false).await
}

/// Count this game for a named campaign.
#[poise::command(slash_command)]
async fn campaign(ctx: Context<'_>, name: String) -> Result<(), Error> {
    run_text(ctx, format!("!dq campaign {name}"), false).await
}

/// A substitute takes over a seat and its hero.
#[poise::command(slash_command)]
async fn replace(
    ctx: Context<'_>,
    player: serenity::User,
    substitute: serenity::User,
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
async fn remove(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
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
async fn end(ctx: Context<'_>, reason: Option<String>) -> Result<(), Error> {
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
async fn extend(ctx: Context<'_>, hours: u32) -> Result<(), Error> {
    run_text(ctx, format!("!dq extend {hours}"), false).await
}

/// Undo the last inputs: first a preview, then `confirm: true`.
#[poise::command(slash_command)]
async fn undo(ctx: Context<'_>, inputs: Option<u8>, confirm: Option<bool>) -> Result<(), Error> {
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
            take_message(&mut outbox).map(|t| t.chars().count()),
            Some(2_000),
            "two texts fill one message"
        );
        assert_eq!(take_message(&mut outbox).as_deref(), Some("z"));
        assert_eq!(take_message(&mut outbox), None);
        let mut slash = to("1");
        drop(outbox);
        lanes.ticket(&mut slash, "c", false);
        assert_eq!(slash.len(), 1, "a slash command keeps its texts");
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
