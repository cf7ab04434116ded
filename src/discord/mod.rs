//! The Discord adapter (serenity + poise). Thin: a message, a slash command or a button click
//! becomes an organiser `Input`; the organiser's replies become channel messages, direct
//! messages (with buttons where a DM asks for a choice), and one pinned board message per game,
//! edited in place. Every input is committed before anything is sent. Every text sent goes
//! through `outgoing.rs`, which holds Discord's 2,000-character limit.
//!
//! Here: the bot's configuration and shared data, starting the client (intents, shards, the
//! 4014 fallback without Message Content) and the events it hears. The rooms:
//! `typed` (typed messages), `commands`, `localise` (their texts in every language) and
//! `slash` (slash commands), `buttons`, `lanes` and `pace` (the order and rate of sends),
//! `delivery`, `outgoing`, `dms`, `board` (the pinned board message), `registration`, `clock`.

mod asking;
mod board;
mod buttons;
mod clock;
mod commands;
mod delivery;
mod dms;
mod lanes;
mod localise;
mod out;
mod outgoing;
mod pace;
mod pins;
mod registration;
mod slash;
mod typed;

pub use commands::{
    act, dq, org_command, CornerChoice, DirChoice, GameChoice, StrikeChoice, StyleChoice,
};
pub use localise::{slash_commands, LOCALES};
pub use pace::{Pace, DISCORD_PACE};

use crate::organiser::{MentionStyle, Organiser, Seeds};
use crate::store::Store;
use anyhow::{Context as _, Result};
use clock::clock;
use lanes::Lanes;
use out::{DmChannels, Out};
use pins::Pins;
use poise::serenity_prelude as serenity;
use registration::register;
use serenity::{FullEvent, GatewayIntents};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
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
    /// What `config.toml` sets for new games.
    pub settings: crate::games::Defaults,
    /// A new game's language.
    pub language: crate::lang::Lang,
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
    /// Run only these shards of this many (`kalladra bot --shards 0-1 --shard-count 4`);
    /// None: every shard Discord recommends, in this process.
    pub shards: Option<(std::ops::Range<u32>, u32)>,
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
    /// Tests only: report each event handled to the stand-in (`ReportHandled`).
    report: Option<Arc<ReportHandled>>,
}

/// Tests only, inert otherwise: with `KALLADRA_REPORT_HANDLED` set and the API at a stand-in
/// (`api_base`), each message and interaction is reported to the stand-in once its handler has
/// finished, every reply to it sent (`POST {api_base}/kalladra-standin/handled/{id}`). The
/// end-to-end tests wait for exactly that rather than for a spell of quiet.
struct ReportHandled {
    client: reqwest::Client,
    url: String,
}

impl ReportHandled {
    fn from_env(api_base: Option<&str>) -> Option<ReportHandled> {
        std::env::var_os("KALLADRA_REPORT_HANDLED")?;
        Some(ReportHandled {
            client: reqwest::Client::new(),
            url: format!(
                "{}/kalladra-standin/handled",
                api_base?.trim_end_matches('/')
            ),
        })
    }

    async fn report(&self, event: &FullEvent) {
        let id = match event {
            FullEvent::Message { new_message: m } => m.id.get(),
            FullEvent::InteractionCreate { interaction } => interaction.id().get(),
            _ => return,
        };
        let sent = self
            .client
            .post(format!("{}/{id}", self.url))
            .header("Content-Length", "0")
            .send()
            .await;
        if let Err(e) = sent {
            tracing::warn!("reporting event {id} handled: {e}");
        }
    }
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

/// What the bot says, once, in the log and to each game's organiser when Discord refused the
/// Message Content intent.
const NO_CONTENT_LOG: &str = "Discord refused the Message Content intent (gateway close 4014): it is off for this bot in the Developer Portal. Running on slash commands and buttons only; to read typed commands (`!dq ...`, `Move UP`), turn on Bot > Privileged Gateway Intents > Message Content and restart the bot.";

/// Start the shards asked for (a range of the bot's total), or all Discord recommends.
async fn start(
    client: &mut serenity::Client,
    shards: Option<(std::ops::Range<u32>, u32)>,
) -> serenity::Result<()> {
    match shards {
        // serenity counts its range's end in (`4..7` starts shards 4, 5, 6 and 7): ours is
        // Rust's (`0..1` is shard 0 alone), never empty.
        Some((range, count)) => {
            client
                .start_shard_range(range.start..range.end - 1, count)
                .await
        }
        None => client.start_autosharded().await,
    }
}

pub async fn run(cfg: BotConfig) -> Result<()> {
    // The path is checked and held, then opened (the schema brought up to date).
    let (store, _hold) = Store::open_held(&cfg.db, "kalladra bot").await?;
    let seeds = cfg.seed.map_or(Seeds::Random, Seeds::Fixed);
    let mut organiser = Organiser::new(
        store.clone(),
        seeds,
        MentionStyle::Discord,
        cfg.settings.clone(),
    );
    organiser.set_language(cfg.language);
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
    let handled = ReportHandled::from_env(cfg.api_base.as_deref()).map(Arc::new);
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
            report: handled.clone(),
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
                commands: slash_commands().map_err(anyhow::Error::msg)?,
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
        // Ctrl-C or SIGTERM ends it cleanly: the shards stop, the input in hand is applied,
        // the store is closed (its write-ahead log folded in) and the lock file removed.
        let shards = client.shard_manager.clone();
        let ran = tokio::select! {
            ran = start(&mut client, cfg.shards.clone()) => ran,
            () = stop_signal() => {
                tracing::info!("stopping: closing the database");
                shards.shutdown_all().await;
                let _org = shared.lock().await;
                store.close().await?;
                drop(_hold);
                return Ok(());
            }
        };
        match ran {
            Err(serenity::Error::Gateway(serenity::GatewayError::DisallowedGatewayIntents))
                if content =>
            {
                tracing::warn!("{NO_CONTENT_LOG}");
                client.shard_manager.shutdown_all().await;
                content = false;
            }
            Ok(()) => return Ok(()),
            Err(e) => return Err(anyhow::anyhow!(not_connected(&e))),
        }
    }
}

/// Ctrl-C or SIGTERM (`systemctl stop`).
async fn stop_signal() {
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut t) => {
                t.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = term => {}
    }
}

/// Why the bot could not connect to Discord (or lost it for good), on one line, with what to
/// do about it: a refused token, no route to Discord, a gateway that closed the connection.
pub fn not_connected(e: &serenity::Error) -> String {
    use serenity::{GatewayError as G, HttpError};
    const RESET: &str =
        "reset it in the Developer Portal (Bot > Reset Token) and set DISCORD_TOKEN to the new one";
    let said = match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => match r.status_code.as_u16()
        {
            401 => format!("Discord refused the token (401 Unauthorized): it was reset, revoked or belongs to another application; {RESET}"),
            403 => format!("Discord refused the bot (403 Forbidden, {}): check the application in the Developer Portal", r.error.message),
            s if s >= 500 => format!("Discord is not answering properly ({s} from {}): try again in a few minutes", r.url),
            s => format!("Discord answered {s} to {} {}: {}", r.method, r.url, r.error.message),
        },
        serenity::Error::Http(HttpError::Request(r)) => {
            // The innermost cause says most (a DNS failure, a refused connection).
            let mut cause: &dyn std::error::Error = r;
            while let Some(next) = cause.source() {
                cause = next;
            }
            let cause = cause.to_string();
            let host = r
                .url()
                .and_then(|u| u.host_str().map(str::to_string))
                .unwrap_or_else(|| "discord.com".into());
            if r.is_timeout() {
                format!("no answer from {host} (timed out): check the machine's network connection and firewall")
            } else if cause.to_lowercase().contains("dns") || cause.contains("lookup") {
                format!("cannot find {host} (DNS failure: {cause}): check the machine's network connection and DNS")
            } else {
                format!("no route to {host} ({cause}): check the machine's network connection, proxy and firewall")
            }
        }
        serenity::Error::Gateway(g) => match g {
            G::InvalidAuthentication => format!("the gateway refused the token (close 4004, authentication failed): {RESET}"),
            G::DisallowedGatewayIntents => "the gateway refused the bot's intents (close 4014): turn on Bot > Privileged Gateway Intents > Message Content in the Developer Portal".into(),
            G::InvalidGatewayIntents => "the gateway refused the bot's intents as invalid (close 4013)".into(),
            G::InvalidShardData => "the gateway refused the shard data (close 4010)".into(),
            G::OverloadedShard => "the gateway asks for more shards (close 4011): restart the bot so it reads Discord's recommended shard count again".into(),
            G::NoAuthentication => format!("the gateway closed the connection before identifying (close 4003): {g}"),
            other => format!("the gateway connection failed: {other}"),
        },
        serenity::Error::Tungstenite(t) => format!("cannot open the gateway connection: {t}"),
        other => other.to_string(),
    };
    format!("cannot connect to Discord: {said}")
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
        tracing::warn!("acknowledging /{}: {e}", ctx.command().qualified_name);
    }
}

/// Every event, after poise's own handling (a slash command has run by now).
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let handled = handle(framework, event).await;
    if let Some(r) = &framework.user_data.report {
        r.report(event).await;
    }
    handled
}

async fn handle(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    match event {
        FullEvent::Ready { data_about_bot: r } => {
            let shard = r
                .shard
                .filter(|s| s.total > 1)
                .map(|s| format!(" (shard {} of {})", s.id.0 + 1, s.total))
                .unwrap_or_default();
            tracing::info!(
                "connected as {} to {} server{}{shard}",
                r.user.tag(),
                r.guilds.len(),
                if r.guilds.len() == 1 { "" } else { "s" }
            );
        }
        FullEvent::Message { new_message: m } if !m.author.bot => {
            typed::on_message(ctx, data, m).await?;
        }
        FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(ci),
        } => {
            buttons::on_button(ctx, data, ci).await?;
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
    tracing::error!("{what}");
    if let Err(e) = poise::builtins::on_error(err).await {
        tracing::error!("while reporting an error: {e}");
    }
}

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
