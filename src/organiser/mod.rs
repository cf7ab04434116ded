//! The organiser: the one use-case layer between the adapters (local console, Discord) and
//! the engine and store. For every input: parse, find the game, apply, append, render.
//! Nothing is said about an input until its events are committed.

use crate::command::{looks_like_command, parse, Command, Manage};
use crate::engine::content::content;
use crate::engine::event::Event;
use crate::engine::rng::seed_from_u64;
use crate::engine::{
    apply, redact, replay_seen, seen_log, view, Action, Actor, Awaiting, Game, MonsterSide, Phase,
    Rejection, Settings,
};
use crate::render;
use crate::store::{GameRow, Store};
use anyhow::Result;
use std::collections::HashMap;

/// One message from a player.
#[derive(Clone, Debug)]
pub struct Input {
    /// The transport's id for this message (a Discord message id); a repeat is ignored.
    pub source_id: Option<String>,
    /// The channel it was posted in; None for a direct message to the bot.
    pub channel: Option<String>,
    /// The server (Discord guild) the channel belongs to; campaigns are per server.
    pub server: String,
    pub user: String,
    /// How to call the player.
    pub name: String,
    /// The adapter vouches that this user may run organiser commands anywhere.
    pub admin: bool,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Channel(String),
    Dm(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub target: Target,
    pub text: String,
    /// A file sent with the message (an export).
    pub file: Option<Attachment>,
    /// This message is the game's board: an adapter that can edits one board message in place.
    pub board: Option<i64>,
    /// The DM asks its reader to choose: an adapter that can offers buttons.
    pub ask: Option<Ask>,
}

/// What a private message asks for, so an adapter can offer buttons for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// This round's strikes (`round` is 1-based); `spark`: a Spark may be used. `seat` is who
    /// must answer: a seat number, or "o" for the organiser.
    Strikes {
        game: i64,
        round: u32,
        seat: String,
        spark: bool,
    },
    /// Take or turn down the monster's part.
    Offer { game: i64, seat: String },
}

impl Reply {
    pub fn say(target: Target, text: String) -> Reply {
        Reply {
            target,
            text,
            file: None,
            board: None,
            ask: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// How the adapter writes a mention of a user.
#[derive(Clone, Copy, Debug)]
pub enum MentionStyle {
    /// `@name`, for the console.
    Plain,
    /// `<@id>`, for Discord.
    Discord,
}

/// Where new games get their seed.
#[derive(Clone, Copy, Debug)]
pub enum Seeds {
    /// Secret and random (the default).
    Random,
    /// Fixed, for tests: the first new game gets seed N, the next N+1, ...
    Fixed(u64),
}

pub struct Organiser {
    store: Store,
    /// Undos shown and awaiting the organiser's `!dq undo confirm`, per game: how many
    /// inputs, and the length of the log the preview was made from (the confirm takes back
    /// exactly those inputs, or none if anything was added since).
    pending_undo: HashMap<i64, PendingUndo>,
    games: HashMap<i64, (GameRow, Game)>,
    /// The length of each cached game's log: what its next append builds on.
    log_lens: HashMap<i64, usize>,
    /// Players' heads-up preference, as read from the store (only `!dq notify` changes it,
    /// through this organiser).
    heads_up: HashMap<String, bool>,
    seeds: Seeds,
    mentions: MentionStyle,
    settings: Settings,
    /// Seconds the organiser's clock runs ahead of the system's (local play's `+HOURS`).
    skew: f64,
    /// The game the input being handled changed, if any.
    touched: Option<i64>,
    /// Who is away, per game, as the store holds it (read once; this process is the only
    /// writer of its database).
    away: HashMap<i64, Vec<(String, f64, usize)>>,
    /// This process holds its database (`Store::hold`): no other writer can add to a game's
    /// log, so a cached game needs no look at the store before each input (appends still
    /// check that they build on the latest log).
    sole_writer: bool,
    /// The users the next input's mentions resolve to (id, name), as its adapter saw them.
    mentioned: Vec<(String, String)>,
}

/// An undo preview awaiting `!dq undo confirm`: bound to the log it was made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PendingUndo {
    count: usize,
    log_len: usize,
}

/// Discord refuses messages over 2,000 code points; split at line ends below that.
pub const MESSAGE_LIMIT: usize = 2000;

pub fn split_message(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut cur_len = 0;
    for line in text.lines() {
        let n = line.chars().count();
        if cur_len > 0 && cur_len + 1 + n > MESSAGE_LIMIT {
            out.push(std::mem::take(&mut cur));
            cur_len = 0;
        }
        if n > MESSAGE_LIMIT {
            // A single over-long line: cut between code points.
            let chars: Vec<char> = line.chars().collect();
            for chunk in chars.chunks(MESSAGE_LIMIT) {
                out.push(chunk.iter().collect());
            }
            continue;
        }
        if cur_len > 0 {
            cur.push('\n');
            cur_len += 1;
        }
        cur.push_str(line);
        cur_len += n;
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

impl Organiser {
    pub fn new(
        store: Store,
        seeds: Seeds,
        mentions: MentionStyle,
        settings: Settings,
    ) -> Organiser {
        Organiser {
            store,
            pending_undo: HashMap::new(),
            heads_up: HashMap::new(),
            games: HashMap::new(),
            log_lens: HashMap::new(),
            seeds,
            mentions,
            settings,
            skew: 0.0,
            touched: None,
            away: HashMap::new(),
            sole_writer: false,
            mentioned: Vec::new(),
        }
    }

    /// The organiser's clock (Unix seconds): the system's, moved on by [`Organiser::advance`].
    /// Event times are stamped with it and every deadline is measured by it.
    pub fn now(&self) -> f64 {
        let real = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        real + self.skew
    }

    /// This process holds the database ([`Store::hold`]): the organiser is its only writer.
    pub fn hold(&mut self, _hold: &crate::store::Holder) {
        self.sole_writer = true;
    }

    /// Move the organiser's clock on by `hours` (local play's `+HOURS` lines, tests).
    pub fn advance(&mut self, hours: f64) {
        self.skew += hours * 3600.0;
    }

    /// The users the next input mentions, resolved by the adapter (id, display name); the
    /// next `handle` consumes them. On Discord a substitute (`!dq replace`) must be one.
    pub fn mentioning(&mut self, users: Vec<(String, String)>) {
        self.mentioned = users;
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    fn next_seed(&mut self) -> [u8; 32] {
        match &mut self.seeds {
            Seeds::Fixed(n) => {
                let s = seed_from_u64(*n);
                *n += 1;
                s
            }
            Seeds::Random => {
                use rand_chacha::rand_core::{OsRng, RngCore};
                let mut s = [0u8; 32];
                OsRng.fill_bytes(&mut s);
                s
            }
        }
    }

    async fn loaded(&mut self, row: GameRow) -> Result<i64> {
        // A cached game is used only if no other writer has added to its log since: what is
        // refused or shown must be judged on the latest state too, not only what is written.
        if let Some(&len) = self.log_lens.get(&row.id).filter(|_| !self.sole_writer) {
            if self.store.log_len(row.id).await? != len {
                self.forget(row.id);
            }
        }
        if !self.games.contains_key(&row.id) {
            let events = self.store.events(row.id).await?;
            let g = Game::replay(row.seed, row.settings.clone(), &events);
            self.log_lens.insert(row.id, events.len());
            self.games.insert(row.id, (row.clone(), g));
        }
        Ok(row.id)
    }

    /// Forget the cached copy of game `id` (another writer changed it): the next use loads it
    /// from the store again.
    fn forget(&mut self, id: i64) {
        self.games.remove(&id);
        self.log_lens.remove(&id);
    }

    /// Whether `user` holds `seat` in game `id` (a seat number, or "o" for the organiser);
    /// None if there is no such game or seat.
    pub fn owns_seat(&self, id: i64, user: &str, seat: &str) -> Option<bool> {
        let (row, g) = self.games.get(&id)?;
        if seat == "o" {
            return Some(row.organiser == user);
        }
        let s: usize = seat.parse().ok()?;
        Some(g.seats.get(s)?.user == user)
    }

    /// What `input`'s sender can do now in the game `row` (None: no game here), for
    /// `!dq help`: the commands legal for them this moment, or why there are none.
    async fn help_now(&mut self, input: &Input, row: Option<GameRow>) -> Result<String> {
        let Some(row) = row else {
            let k = if input.channel.is_some() {
                "now_no_game"
            } else {
                "now_no_game_dm"
            };
            return Ok(render::t("help", k, &[]));
        };
        let id = self.loaded(row).await?;
        let (row, g) = &self.games[&id];
        let seat = g.seat_of_user(&input.user);
        let organiser = input.admin || input.user == row.organiser;
        Ok(match g.phase {
            Phase::Ended => render::t("help", "now_ended", &[]),
            Phase::Setup => {
                let mut lines = vec![render::t(
                    "help",
                    if seat.is_some() {
                        "now_seated"
                    } else {
                        "now_join"
                    },
                    &[],
                )];
                if organiser {
                    lines.push(render::t("help", "now_start", &[]));
                }
                lines.join("\n")
            }
            Phase::Playing => {
                let actor = match seat {
                    Some(s) => Actor::Seat(s),
                    None if organiser => Actor::Organiser,
                    None => return Ok(render::t("help", "now_watching", &[])),
                };
                render::help_actions(&crate::engine::legal_actions(g, actor))
            }
        })
    }

    /// Load every running game at once (a restart's warm-up); how many.
    pub async fn load_unfinished(&mut self) -> Result<usize> {
        let all = self.store.unfinished_with_events().await?;
        let n = all.len();
        for (row, events) in all {
            let g = Game::replay(row.seed, row.settings.clone(), &events);
            self.log_lens.insert(row.id, events.len());
            self.games.insert(row.id, (row, g));
        }
        Ok(n)
    }

    /// Make sure game `id` is loaded (after a restart).
    pub async fn ensure_loaded(&mut self, id: i64) -> Result<()> {
        if let Some(row) = self.store.game(id).await? {
            self.loaded(row).await?;
        }
        Ok(())
    }

    /// The game and its record, by id (loaded from the store on first use).
    pub fn game(&self, id: i64) -> Option<&Game> {
        self.games.get(&id).map(|(_, g)| g)
    }

    /// How a user id is shown: itself in local play (ids are names there), a mention on Discord.
    fn user_label(&self, user: &str) -> String {
        match self.mentions {
            MentionStyle::Plain => user.to_string(),
            MentionStyle::Discord => format!("<@{user}>"),
        }
    }

    fn mention(&self, g: &Game, seat: usize) -> String {
        let s = &g.seats[seat];
        match self.mentions {
            MentionStyle::Plain => format!("@{}", s.name),
            MentionStyle::Discord => format!("<@{}>", s.user),
        }
    }

    /// Handle one message; the replies to send, in order. If another writer changed the game
    /// meanwhile (a second process on the same database), the game is loaded again and the
    /// input checked against the fresh state; if another writer already stored this very
    /// input, it is not applied twice and gets no answer here.
    pub async fn handle(&mut self, input: Input) -> Result<Vec<Reply>> {
        let mentioned = std::mem::take(&mut self.mentioned);
        let mut tries = 0;
        loop {
            self.touched = None;
            self.mentioned = mentioned.clone();
            match self.handle_once(input.clone()).await {
                Ok(mut out) => {
                    // The game may now wait on someone who is away: play for him at once.
                    if let Some(id) = self.touched.take() {
                        out.extend(self.play_for_absent(id, true).await?);
                    }
                    return Ok(out);
                }
                Err(e) if e.is::<crate::store::Duplicate>() => return Ok(Vec::new()),
                Err(e) if tries < 8 && e.is::<crate::store::Stale>() => {
                    if let Some(stale) = e.downcast_ref::<crate::store::Stale>() {
                        self.forget(stale.game);
                    }
                    tries += 1;
                }
                other => return other,
            }
        }
    }

    async fn handle_once(&mut self, input: Input) -> Result<Vec<Reply>> {
        let mentioned = std::mem::take(&mut self.mentioned);
        // A name is shown to others: without invisible or direction-changing characters.
        let input = match render::clean(&input.name) {
            n if n.is_empty() => Input {
                name: input.user.clone(),
                ..input
            },
            name => Input { name, ..input },
        };
        if let Some(id) = &input.source_id {
            if self.store.seen(id).await? {
                return Ok(Vec::new());
            }
        }
        let origin = match &input.channel {
            Some(c) => Target::Channel(c.clone()),
            None => Target::Dm(input.user.clone()),
        };
        let say = |text: String| {
            vec![Reply {
                target: origin.clone(),
                text,
                file: None,
                board: None,
                ask: None,
            }]
        };
        let cmd = match parse(&input.text) {
            Ok(c) => c,
            Err(e) => {
                // Chatter in a channel is left alone; anything meant as a command is answered.
                if input.channel.is_none() || looks_like_command(&input.text) {
                    return Ok(say(render::parse_error(&e)));
                }
                return Ok(Vec::new());
            }
        };
        let mut row = match &input.channel {
            Some(c) => self.store.active_game(c).await?,
            None => self.store.game_of_user(&input.user).await?,
        };
        // Reading a game (its board, status, log, dice, export) works after it has ended too.
        let reads = matches!(
            cmd,
            Command::Manage(
                Manage::Board { .. }
                    | Manage::Status
                    | Manage::Log { .. }
                    | Manage::Dice
                    | Manage::Export
            )
        );
        if let (None, true, Some(c)) = (&row, reads, &input.channel) {
            row = self.store.latest_game(c).await?;
        }
        if let Command::Manage(Manage::New) = cmd {
            let Some(channel) = input.channel.clone() else {
                return Ok(say(render::t("manage", "no_game", &[])));
            };
            if let Some(r) = row {
                return Ok(say(render::t(
                    "manage",
                    "exists",
                    &[("organiser", self.user_label(&r.organiser))],
                )));
            }
            let seed = self.next_seed();
            let id = self
                .store
                .create_game(&input.server, &channel, &input.user, seed, &self.settings)
                .await?;
            if let Some(r) = self.store.game(id).await? {
                self.loaded(r).await?;
            }
            return Ok(say(render::t(
                "manage",
                "new",
                &[("organiser", input.name.clone())],
            )));
        }
        if let (Command::Play(Action::Strikes(_)), Some(_)) = (&cmd, &input.channel) {
            return Ok(say(render::t("combat", "not_in_channel", &[])));
        }
        if let Command::Manage(Manage::Leaderboard { campaign }) = &cmd {
            let campaign = match (campaign, &row) {
                (Some(c), _) => c.clone(),
                (None, Some(r)) => r.campaign.clone(),
                (None, None) => "main".to_string(),
            };
            let table = self.store.leaderboard(&input.server, &campaign).await?;
            return Ok(render_split(
                &origin,
                &render::leaderboard(&campaign, &table),
            ));
        }
        if let Command::Manage(Manage::Notify { on }) = cmd {
            self.store.set_heads_up(&input.user, on).await?;
            self.heads_up.insert(input.user.clone(), on);
            let k = if on { "notify_on" } else { "notify_off" };
            return Ok(say(render::t("manage", k, &[])));
        }
        if let Command::Manage(Manage::Help { topic }) = &cmd {
            let text = match topic {
                Some(t) => render::help_topic(t),
                None => render::help(&self.help_now(&input, row.clone()).await?),
            };
            return Ok(say(text));
        }
        let Some(row) = row else {
            let k = if input.channel.is_some() {
                "no_game"
            } else {
                "no_game_dm"
            };
            return Ok(say(render::t("manage", k, &[])));
        };
        let id = self.loaded(row).await?;
        let (row, g) = &self.games[&id];
        let seat = g.seat_of_user(&input.user);
        let is_organiser = input.admin || input.user == row.organiser;
        let actor = match seat {
            Some(s) => Actor::Seat(s),
            None if is_organiser => Actor::Organiser,
            None => Actor::Newcomer,
        };
        let channel_view = view(g, None);
        let not_organiser = || {
            say(render::refusal(
                &channel_view,
                &Rejection::NotOrganiser,
                &self.user_label(&row.organiser),
            ))
        };
        let action = match cmd {
            Command::Manage(Manage::Board { compact }) => {
                return Ok(render_split(
                    &origin,
                    &render::board(&channel_view, compact),
                ));
            }
            Command::Manage(Manage::Status) => {
                return Ok(render_split(
                    &origin,
                    &render::status(&channel_view, &self.user_label(&row.organiser)),
                ))
            }
            Command::Manage(Manage::Join { hero }) => Action::Join {
                user: input.user.clone(),
                name: input.name.clone(),
                hero: hero.and_then(|h| content().find_hero(&h)),
            },
            Command::Manage(Manage::Tower(c)) => Action::Tower(c),
            Command::Manage(Manage::Start) => {
                if !is_organiser {
                    return Ok(not_organiser());
                }
                // The organiser need not be seated to start the game.
                return self
                    .accept(id, Actor::Organiser, Action::Start, &input)
                    .await;
            }
            Command::Manage(Manage::Leave) => Action::Leave,
            Command::Manage(Manage::Monster { bot: true }) => {
                if !is_organiser {
                    return Ok(not_organiser());
                }
                return self
                    .checked(id, Actor::Organiser, Action::BotMonster, &input, &say)
                    .await;
            }
            Command::Manage(Manage::Monster { bot: false }) => {
                if actor == Actor::Newcomer {
                    return Ok(say(render::refusal(
                        &channel_view,
                        &Rejection::NotInGame,
                        &self.user_label(&row.organiser),
                    )));
                }
                let offered_to = g.combat.as_ref().and_then(|c| match c.side {
                    MonsterSide::Offered { seat, open: false } => Some(Actor::Seat(seat)),
                    _ => None,
                });
                if offered_to == Some(actor) {
                    return self
                        .checked(id, actor, Action::TakeMonster, &input, &say)
                        .await;
                }
                // Once the offered seat has had `monster_claim_hours`, the part opens (R17).
                let offered = matches!(
                    g.combat.as_ref().map(|c| c.side),
                    Some(MonsterSide::Offered { open: false, .. })
                );
                if offered
                    && Some(actor)
                        != g.combat.as_ref().and_then(|c| match c.side {
                            MonsterSide::Offered { seat, .. } => Some(Actor::Seat(seat)),
                            _ => None,
                        })
                {
                    let hours = self
                        .store
                        .hours_since(id, "CombatStarted", self.now())
                        .await?
                        .unwrap_or(0.0);
                    let limit = f64::from(g.settings.monster_claim_hours + g.deadline_extra_hours);
                    if hours >= limit {
                        self.accept(id, Actor::Organiser, Action::OfferLapsed, &input)
                            .await?;
                    } else {
                        let wait = format!("{:.1}", limit - hours);
                        return Ok(say(render::t("manage", "claim_wait", &[("hours", wait)])));
                    }
                }
                return self
                    .checked(id, actor, Action::ClaimMonster, &input, &say)
                    .await;
            }
            Command::Manage(Manage::Random) => {
                if !is_organiser {
                    return Ok(not_organiser());
                }
                // R22: only once the round has been open for `combat_round_hours`.
                let open_for = self.round_open_for(id, g).await?;
                let limit = f64::from(g.settings.combat_round_hours + g.deadline_extra_hours);
                if open_for < limit && (g.combat.is_some() || g.duel.is_some()) {
                    let wait = format!("{:.1}", limit - open_for);
                    return Ok(say(render::t("manage", "random_wait", &[("hours", wait)])));
                }
                return self
                    .checked(id, Actor::Organiser, Action::RandomStrikes, &input, &say)
                    .await;
            }
            Command::Manage(
                Manage::Order { .. }
                | Manage::Set { .. }
                | Manage::Option { .. }
                | Manage::Replace { .. }
                | Manage::Remove { .. }
                | Manage::Skip
                | Manage::Pause
                | Manage::Resume
                | Manage::End { .. }
                | Manage::Extend { .. }
                | Manage::Undo { .. }
                | Manage::UndoConfirm,
            ) if !is_organiser => return Ok(not_organiser()),
            Command::Manage(Manage::Settings) => {
                return Ok(render_split(&origin, &render::settings(&g.settings)));
            }
            Command::Manage(Manage::Options) => {
                return Ok(render_split(&origin, &render::options_list(&g.settings)));
            }
            Command::Manage(Manage::Option { name, on }) => {
                let Some(key) = Settings::option_named(&name) else {
                    return Ok(say(render::t(
                        "manage",
                        "option_unknown",
                        &[
                            ("name", render::clip(&name, 40)),
                            ("options", crate::engine::OPTIONS.join(", ")),
                        ],
                    )));
                };
                let value = if on { "on" } else { "off" };
                return self.configure(id, key, value, &input, &say).await;
            }
            Command::Manage(Manage::Order { names }) => {
                let seats: Option<Vec<usize>> = names.iter().map(|n| seat_named(g, n)).collect();
                let action = Action::Reorder(seats.unwrap_or_default());
                return self
                    .checked(id, Actor::Organiser, action, &input, &say)
                    .await;
            }
            Command::Manage(Manage::Set { key, value }) => {
                return self.configure(id, &key, &value, &input, &say).await;
            }
            Command::Manage(Manage::Replace { old, new }) => {
                let Some(seat) = seat_named(g, &old) else {
                    return Ok(say(no_player(g, &old)));
                };
                let (user, name) = match substitute(self.mentions, &new, &mentioned) {
                    Ok(who) => who,
                    Err(why) => return Ok(say(why)),
                };
                let action = Action::Replace { seat, user, name };
                return self
                    .checked(id, Actor::Organiser, action, &input, &say)
                    .await;
            }
            Command::Manage(Manage::Remove { name }) => {
                let Some(seat) = seat_named(g, &name) else {
                    return Ok(say(no_player(g, &name)));
                };
                return self
                    .checked(id, Actor::Organiser, Action::Remove { seat }, &input, &say)
                    .await;
            }
            Command::Manage(Manage::Skip) => {
                return self
                    .checked(id, Actor::Organiser, Action::Skip, &input, &say)
                    .await
            }
            Command::Manage(Manage::Pause) => {
                return self
                    .checked(id, Actor::Organiser, Action::Pause, &input, &say)
                    .await
            }
            Command::Manage(Manage::Resume) => {
                return self
                    .checked(id, Actor::Organiser, Action::Resume, &input, &say)
                    .await
            }
            Command::Manage(Manage::End { reason }) => {
                return self
                    .checked(id, Actor::Organiser, Action::Stop { reason }, &input, &say)
                    .await
            }
            Command::Manage(Manage::Extend { hours }) => {
                return self
                    .checked(id, Actor::Organiser, Action::Extend { hours }, &input, &say)
                    .await
            }
            Command::Manage(Manage::Undo { count }) => {
                let events = self.store.events(id).await?;
                let in_effect =
                    crate::engine::event::inputs(&crate::engine::event::effective(&events)).len();
                if g.phase == Phase::Ended || count > in_effect {
                    return Ok(say(render::t(
                        "manage",
                        "undo_impossible",
                        &[("count", in_effect.to_string())],
                    )));
                }
                let preview = undo_preview(g, &events, count);
                self.pending_undo.insert(
                    id,
                    PendingUndo {
                        count,
                        log_len: events.len(),
                    },
                );
                return Ok(render_split(&origin, &preview));
            }
            Command::Manage(Manage::UndoConfirm) => {
                let Some(pending) = self.pending_undo.remove(&id) else {
                    return Ok(say(render::t("manage", "undo_nothing", &[])));
                };
                // Bound to the inputs shown: anything added since, and the preview is void.
                if self.store.log_len(id).await? != pending.log_len {
                    return Ok(say(render::t("manage", "undo_moved_on", &[])));
                }
                return self
                    .checked(
                        id,
                        Actor::Organiser,
                        Action::Undo {
                            inputs: pending.count,
                        },
                        &input,
                        &say,
                    )
                    .await;
            }
            Command::Manage(Manage::Away { hours, reason }) => {
                let Actor::Seat(seat) = actor else {
                    return Ok(say(render::t("deadline", "away_not_seated", &[])));
                };
                if g.phase == Phase::Setup {
                    return Ok(say(render::t("deadline", "away_not_started", &[])));
                }
                if g.phase == Phase::Ended || !g.hero(seat).in_dungeon() {
                    return Ok(say(render::t("deadline", "away_not_seated", &[])));
                }
                let name = g.seats[seat].name.clone();
                let does = if g.settings.on_deadline == crate::engine::OnDeadline::Skip {
                    "away_does_skip"
                } else {
                    "away_does_autopilot"
                };
                let since = self.log_lens.get(&id).copied().unwrap_or(0);
                let until = self.now() + f64::from(hours) * 3600.0;
                self.store
                    .set_away(id, &input.user, until, &reason, since)
                    .await?;
                self.away.remove(&id);
                let reason = if reason.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", render::clip(&reason, 80))
                };
                let text = render::t(
                    "deadline",
                    "away",
                    &[
                        ("name", name),
                        ("hours", hours.to_string()),
                        ("reason", reason),
                        ("does", render::t("deadline", does, &[])),
                    ],
                );
                // Said in the game's channel, wherever he said it.
                let mut out = render_split(&Target::Channel(row.channel.clone()), &text);
                out.extend(self.play_for_absent(id, true).await?);
                return Ok(out);
            }
            Command::Manage(Manage::Back) => {
                self.away.remove(&id);
                return match self.store.clear_away(id, &input.user).await? {
                    Some(since) => self.welcome_back(id, &input.user, since).await,
                    None => Ok(say(render::t("deadline", "back_not_away", &[]))),
                };
            }
            Command::Manage(Manage::Campaign { name }) => {
                if !is_organiser {
                    return Ok(not_organiser());
                }
                if g.phase != Phase::Setup {
                    return Ok(say(render::refusal(
                        &channel_view,
                        &Rejection::AlreadyStarted,
                        &self.user_label(&row.organiser),
                    )));
                }
                self.store.set_campaign(id, &name).await?;
                if let Some((r, _)) = self.games.get_mut(&id) {
                    r.campaign = name.clone();
                }
                return Ok(say(render::t(
                    "manage",
                    "campaign_set",
                    &[("campaign", name)],
                )));
            }
            Command::Manage(Manage::Export) => {
                if !(is_organiser || g.phase == Phase::Ended) {
                    return Ok(say(render::t("manage", "export_refused", &[])));
                }
                let events = self.store.events(id).await?;
                let x = crate::audit::Export::of(id, &row.channel, &row.organiser, g, &events);
                let name = format!("game-{id}.json");
                let note = if x.seed.is_some() {
                    String::new()
                } else {
                    render::t("manage", "export_running_note", &[])
                };
                let text = render::t(
                    "manage",
                    "exported",
                    &[
                        ("game", id.to_string()),
                        ("events", x.events.len().to_string()),
                        ("file", name.clone()),
                        ("note", note),
                    ],
                );
                let bytes = serde_json::to_vec_pretty(&x)?;
                let mut out = say(text);
                if let Some(first) = out.first_mut() {
                    first.file = Some(Attachment { name, bytes });
                }
                return Ok(out);
            }
            Command::Manage(Manage::Log { count }) => {
                let events = self.store.events(id).await?;
                // In the channel, the table's view; by DM, the asker's own.
                let viewer = if input.channel.is_some() {
                    Actor::Newcomer
                } else {
                    actor
                };
                return Ok(render_split(
                    &origin,
                    &log_text(g, &events, viewer, count.clamp(1, 50)),
                ));
            }
            Command::Manage(Manage::Dice) => {
                let events = self.store.events(id).await?;
                let seen = seen_log(g.seed, &g.settings, &events, Actor::Newcomer);
                return Ok(render_split(
                    &origin,
                    &render::dice(&crate::audit::dice_stats(&seen)),
                ));
            }
            Command::Manage(
                Manage::New
                | Manage::Help { .. }
                | Manage::Leaderboard { .. }
                | Manage::Notify { .. },
            ) => return Ok(Vec::new()),
            Command::Play(a) => a,
        };
        self.checked(id, actor, action, &input, &say).await
    }

    /// Check an action (trying the other meaning of an answer like `Decline` or `Yes`), then
    /// accept it or say why not.
    /// The organiser changes one setting (or optional rule) before the start.
    async fn configure(
        &mut self,
        id: i64,
        key: &str,
        value: &str,
        input: &Input,
        say: &(dyn Fn(String) -> Vec<Reply> + Sync),
    ) -> Result<Vec<Reply>> {
        let settings = &self.games[&id].1.settings;
        match with_setting(settings, key, value) {
            Ok(settings) => {
                self.checked(
                    id,
                    Actor::Organiser,
                    Action::Configure(settings),
                    input,
                    say,
                )
                .await
            }
            Err(e) => Ok(say(e)),
        }
    }

    async fn checked(
        &mut self,
        id: i64,
        actor: Actor,
        action: Action,
        input: &Input,
        say: &(dyn Fn(String) -> Vec<Reply> + Sync),
    ) -> Result<Vec<Reply>> {
        let (row, g) = &self.games[&id];
        let synonym = match action {
            Action::Decline | Action::No => Some(Action::DeclineMonster),
            Action::Yes => Some(Action::TakeMonster),
            _ => None,
        };
        let action = match (crate::engine::check(g, actor, &action), synonym) {
            (Err(_), Some(s)) if crate::engine::check(g, actor, &s).is_ok() => s,
            _ => action,
        };
        match crate::engine::check(g, actor, &action) {
            Err(r) => Ok(say(render::refusal(
                &view(g, actor),
                &r,
                &self.user_label(&row.organiser),
            ))),
            Ok(()) => self.accept(id, actor, action, input).await,
        }
    }

    /// Apply an action already checked, commit it, and narrate it to the game's channel (and
    /// by DM to whoever must answer privately).
    async fn accept(
        &mut self,
        id: i64,
        actor: Actor,
        action: Action,
        input: &Input,
    ) -> Result<Vec<Reply>> {
        let (row, g) = &self.games[&id];
        let before = view(g, None);
        let events = match apply(g, actor, action) {
            Ok(e) => e,
            Err(r) => {
                let origin = input
                    .channel
                    .clone()
                    .map_or(Target::Dm(input.user.clone()), Target::Channel);
                return Ok(vec![Reply {
                    target: origin,
                    text: render::refusal(&view(g, actor), &r, &self.user_label(&row.organiser)),
                    file: None,
                    board: None,
                    ask: None,
                }]);
            }
        };
        let undo = matches!(
            events.first(),
            Some(Event::Acted {
                action: Action::Undo { .. },
                ..
            })
        );
        let mut after = g.clone();
        if undo {
            let mut log = self.store.events(id).await?;
            log.extend(events.iter().cloned());
            after = Game::replay(g.seed, g.settings.clone(), &log);
        } else {
            for e in &events {
                after.fold(e);
            }
        }
        let builds_on = self.log_lens.get(&id).copied().unwrap_or(0);
        self.store
            .append(
                id,
                builds_on,
                crate::store::Said {
                    source_id: input.source_id.as_deref(),
                    user: &input.user,
                    text: &input.text,
                    at: self.now(),
                },
                &events,
                &after,
            )
            .await?;
        let channel = Target::Channel(row.channel.clone());
        let organiser = row.organiser.clone();
        if let Some((_, slot)) = self.games.get_mut(&id) {
            *slot = after;
        }
        self.log_lens.insert(id, builds_on + events.len());
        self.touched = Some(id);
        let g = &self.games[&id].1;
        if let Some(Event::Acted {
            action: Action::Undo { inputs },
            ..
        }) = events.first()
        {
            let mut out = render_split(
                &channel,
                &render::t("narration", "undone", &[("count", inputs.to_string())]),
            );
            out.push(board_reply(&channel, id, &view(g, None)));
            if let Some(p) = g
                .to_act()
                .and_then(|s| render::prompt(&view(g, Some(s)), &|s| self.mention(g, s)))
            {
                out.extend(render_split(&channel, &p));
            }
            return Ok(out);
        }
        // The game's end publishes the hash of the complete log (R33), as stored.
        let log_hash = if events.iter().any(|e| matches!(e, Event::Ended(_))) {
            Some(crate::audit::log_hash(&self.store.events(id).await?))
        } else {
            None
        };
        let g = &self.games[&id].1;
        let mut out = self.narration(id, g, &before, &events, channel, log_hash);
        // A welcome DM on joining: on Discord it also finds out whether the player's DMs are open.
        for e in &events {
            if let Event::Joined { user, hero, .. } | Event::Dealt { user, hero, .. } = e {
                let text = render::t(
                    "manage",
                    "welcome",
                    &[("hero", content().hero(*hero).name.clone())],
                );
                out.push(Reply::say(Target::Dm(user.clone()), text));
            }
        }
        // The opt-in heads-up: the player after the one whose turn began.
        if let Some(Event::TurnStarted { seat }) = events
            .iter()
            .rev()
            .find(|e| matches!(e, Event::TurnStarted { .. }))
        {
            let n = g.seats.len();
            let next = (1..n)
                .map(|k| (seat + k) % n)
                .find(|&s| g.hero(s).in_dungeon());
            if let Some(next) = next.filter(|&x| x != *seat && g.phase == Phase::Playing) {
                let user = g.seats[next].user.clone();
                let on = match self.heads_up.get(&user) {
                    Some(&on) => on,
                    None => {
                        let on = self.store.heads_up(&user).await?;
                        self.heads_up.insert(user.clone(), on);
                        on
                    }
                };
                if on {
                    let text = render::t(
                        "manage",
                        "heads_up",
                        &[("name", g.seats[*seat].name.clone())],
                    );
                    out.push(Reply::say(Target::Dm(user), text));
                }
            }
        }
        // Strikes the clock sent for an absent seat are confirmed to him, never to the
        // organiser in whose name the clock acts.
        let sender = match events.first() {
            Some(Event::Acted {
                action: Action::ForAbsent { seat, .. },
                ..
            }) => Actor::Seat(*seat),
            _ => actor,
        };
        out.extend(self.fight_dms(id, g, sender, &events, &organiser));
        Ok(out)
    }

    /// What each side of a fight must be asked now, privately: the offer of the monster's
    /// part, and each side's call for strikes (the monster's player learns its life value).
    fn fight_calls(&self, id: i64, g: &Game, organiser: &str) -> Vec<(Actor, Reply)> {
        let mut out = Vec::new();
        if let (Some(d), Some(Awaiting::Duel { .. })) = (&g.duel, &g.awaiting) {
            // Hero vs Hero: both duellists are called by DM.
            for seat in [d.attacker, d.defender] {
                let v = view(g, Some(seat));
                if let Some(text) = render::duel_dm(&v) {
                    let spark = v
                        .legal
                        .iter()
                        .any(|x| matches!(x, Action::Strikes(p) if p.spark));
                    let mut r = Reply::say(Target::Dm(g.seats[seat].user.clone()), text);
                    r.ask = Some(Ask::Strikes {
                        game: id,
                        round: d.round + 1,
                        seat: seat.to_string(),
                        spark,
                    });
                    out.push((Actor::Seat(seat), r));
                }
            }
            return out;
        }
        let Some(c) = &g.combat else { return out };
        if !matches!(g.awaiting, Some(Awaiting::Combat { .. })) {
            return out;
        }
        let user_of = |a: Actor| match a {
            Actor::Seat(s) => g.seats.get(s).map(|x| x.user.clone()),
            Actor::Organiser => Some(organiser.to_string()),
            Actor::Newcomer => None,
        };
        if let MonsterSide::Offered { seat, open: false } = c.side {
            let text = render::t(
                "combat",
                "offer",
                &[
                    ("hero", g.hero(c.seat).def().short.clone()),
                    ("a_monster", render::a_monster(c.monster)),
                ],
            );
            if let Some(u) = user_of(Actor::Seat(seat)) {
                let mut r = Reply::say(Target::Dm(u), text);
                r.ask = Some(Ask::Offer {
                    game: id,
                    seat: seat.to_string(),
                });
                out.push((Actor::Seat(seat), r));
            }
        }
        let monster_player = match c.side {
            MonsterSide::Seat(s) => Some(Actor::Seat(s)),
            MonsterSide::Organiser => Some(Actor::Organiser),
            _ => None,
        };
        for a in std::iter::once(Actor::Seat(c.seat)).chain(monster_player) {
            let v = view(g, a);
            if let (Some(text), Some(u)) = (render::combat_dm(&v), user_of(a)) {
                let spark = v
                    .legal
                    .iter()
                    .any(|x| matches!(x, Action::Strikes(p) if p.spark));
                let mut r = Reply::say(Target::Dm(u), text);
                let seat = match a {
                    Actor::Seat(s) => s.to_string(),
                    _ => "o".to_string(),
                };
                r.ask = Some(Ask::Strikes {
                    game: id,
                    round: c.round + 1,
                    seat,
                    spark,
                });
                out.push((a, r));
            }
        }
        out
    }

    /// Private messages a fight needs after these events: a sealed confirmation to whoever
    /// just sent strikes, and the calls a new round or a new monster player brings.
    fn fight_dms(
        &self,
        id: i64,
        g: &Game,
        actor: Actor,
        events: &[Event],
        organiser: &str,
    ) -> Vec<Reply> {
        let mut out = Vec::new();
        if g.duel.is_some() && matches!(g.awaiting, Some(Awaiting::Duel { .. })) {
            // A new duel round calls both; strikes just sent are confirmed to the sender.
            let new_round = events
                .iter()
                .any(|e| matches!(e, Event::DuelStarted { .. } | Event::DuelRound { .. }));
            for (a, r) in self.fight_calls(id, g, organiser) {
                if new_round || a == actor {
                    out.push(r);
                }
            }
            return out;
        }
        let Some(c) = &g.combat else { return out };
        if !matches!(g.awaiting, Some(Awaiting::Combat { .. })) {
            return out;
        }
        let new_round = events
            .iter()
            .any(|e| matches!(e, Event::CombatStarted(_) | Event::RoundResolved(_)));
        // Strikes that are still sealed: confirm them to their sender (revealed ones are not).
        if !events.iter().any(|e| matches!(e, Event::RoundResolved(_))) {
            let sender = match actor {
                Actor::Seat(s) => g.seats.get(s).map(|x| x.user.clone()),
                Actor::Organiser => Some(organiser.to_string()),
                Actor::Newcomer => None,
            };
            for e in events {
                if let (Event::Submitted { plan, .. }, Some(u)) = (e, &sender) {
                    let text = render::t(
                        "combat",
                        "sealed",
                        &[
                            ("round", (c.round + 1).to_string()),
                            ("plan", render::plan_text(plan)),
                        ],
                    );
                    out.push(Reply::say(Target::Dm(u.clone()), text));
                }
            }
        }
        let side_changed = events.iter().any(|e| matches!(e, Event::MonsterSideSet(_)));
        let monster_player = match c.side {
            MonsterSide::Seat(s) => Some(Actor::Seat(s)),
            MonsterSide::Organiser => Some(Actor::Organiser),
            _ => None,
        };
        for (a, r) in self.fight_calls(id, g, organiser) {
            let offer = matches!(r.ask, Some(Ask::Offer { .. }));
            let fresh = new_round || (side_changed && Some(a) == monster_player && !offer);
            if fresh {
                out.push(r);
            }
        }
        out
    }

    /// The deadline of what the game now waits on, when the organiser set one: a Discord
    /// timestamp (each reader sees it in his own time zone), or hours in local play.
    fn deadline_line(&self, g: &Game) -> Option<String> {
        use crate::engine::OnDeadline;
        let hours = g.settings.turn_hours;
        if hours == 0 || g.phase != Phase::Playing {
            return None;
        }
        let hours = if in_round(g) {
            g.settings.combat_round_hours
        } else {
            hours
        } + g.deadline_extra_hours;
        let then = render::t(
            "deadline",
            match g.settings.on_deadline {
                OnDeadline::Remind => "then_remind",
                OnDeadline::Skip => "then_skip",
                OnDeadline::Autopilot => "then_autopilot",
            },
            &[],
        );
        Some(match self.mentions {
            MentionStyle::Discord => {
                let at = self.now() as i64 + i64::from(hours) * 3600;
                render::t(
                    "deadline",
                    "prompt_discord",
                    &[("stamp", format!("<t:{at}:R>")), ("then", then)],
                )
            }
            MentionStyle::Plain => render::t(
                "deadline",
                "prompt_plain",
                &[("hours", hours.to_string()), ("then", then)],
            ),
        })
    }

    /// Everything `user` is waiting to answer in game `id`, sent again (`/dq resend`): the
    /// fight's private calls, or the prompt when it is their turn.
    pub fn pending_for(&self, id: i64, user: &str) -> Vec<Reply> {
        let Some((row, g)) = self.games.get(&id) else {
            return Vec::new();
        };
        let seat = g.seat_of_user(user);
        let actor = match seat {
            Some(s) => Actor::Seat(s),
            None if user == row.organiser => Actor::Organiser,
            None => return Vec::new(),
        };
        let mut out: Vec<Reply> = self
            .fight_calls(id, g, &row.organiser)
            .into_iter()
            .filter(|(a, _)| *a == actor)
            .map(|(_, r)| r)
            .collect();
        if out.is_empty() && g.awaited().contains(&actor) {
            if let Some(p) = render::prompt(&view(g, actor), &|s| self.mention(g, s)) {
                out.push(Reply::say(Target::Dm(user.to_string()), p));
            }
        }
        out
    }

    fn narration(
        &self,
        id: i64,
        g: &Game,
        before: &crate::engine::View,
        events: &[Event],
        channel: Target,
        log_hash: Option<String>,
    ) -> Vec<Reply> {
        let after = view(g, None);
        let public: Vec<Event> = events
            .iter()
            .filter_map(|e| redact(e, Actor::Newcomer, g))
            .collect();
        let mut out = Vec::new();
        if g.settings.cloak_and_dagger && g.phase == Phase::Playing {
            // Each player learns of his own face-down Loot by DM.
            for (s, seat) in g.seats.iter().enumerate() {
                if let Some(text) = render::private_loot(&view(g, Some(s)), s, events) {
                    out.push(Reply::say(Target::Dm(seat.user.clone()), text));
                }
            }
        }
        let events = &public[..];
        let mut story = render::narrate(before, &after, events);
        // Fair dice (R30): the seed's hash when the game starts, the seed when it ends.
        if events.iter().any(|e| matches!(e, Event::Started)) {
            story.push('\n');
            story.push_str(&render::t(
                "fair",
                "hash",
                &[("hash", crate::audit::seed_hash(&g.seed))],
            ));
        }
        if events.iter().any(|e| matches!(e, Event::Ended(_))) {
            story.push('\n');
            story.push_str(&render::t(
                "fair",
                "seed",
                &[
                    ("seed", crate::audit::seed_hex(&g.seed)),
                    ("hash", crate::audit::seed_hash(&g.seed)),
                    ("log", log_hash.clone().unwrap_or_default()),
                ],
            ));
        }
        let new_turn = events.iter().any(|e| {
            matches!(
                e,
                Event::TurnStarted { .. } | Event::Started | Event::Ended(_)
            )
        });
        let prompt = g.to_act().and_then(|seat| {
            let v = view(g, Some(seat));
            let p = render::prompt(&v, &|s| self.mention(g, s))?;
            Some(match self.deadline_line(g) {
                Some(d) => format!("{p}\n{d}"),
                None => p,
            })
        });
        // One message for what happened and who is next (split only past Discord's limit),
        // and, when a turn passes, the board: two calls to Discord for an ordinary move.
        let text = match prompt {
            Some(p) if !story.is_empty() => format!("{story}\n{p}"),
            Some(p) => p,
            None => story,
        };
        out.extend(render_split(&channel, &text));
        if new_turn && g.phase != Phase::Setup {
            out.push(board_reply(&channel, id, &after));
        }
        out.retain(|r| !r.text.trim().is_empty());
        out
    }

    /// The clock's turn (the Discord bot calls this every minute): for every running game,
    /// the automatic steps of R17 and R22 whose time has come, and reminders, each once.
    /// `now` is the current Unix time, for the deadlines shown as Discord timestamps.
    pub async fn tick(&mut self, now: i64) -> Result<Vec<Reply>> {
        let mut out = Vec::new();
        for row in self.store.unfinished_games().await? {
            let id = self.loaded(row).await?;
            let due = self.tick_game(id, now).await;
            let due = match due {
                Ok(mut replies) => self.play_for_absent(id, false).await.map(|more| {
                    replies.extend(more);
                    replies
                }),
                e => e,
            };
            match due {
                Ok(replies) => out.extend(replies),
                // Another writer moved the game on: look again at the next tick.
                Err(e) if e.is::<crate::store::Stale>() => self.forget(id),
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }

    async fn tick_game(&mut self, id: i64, now: i64) -> Result<Vec<Reply>> {
        let (row, g) = &self.games[&id];
        if g.paused || g.phase != Phase::Playing {
            return Ok(Vec::new());
        }
        let (channel, organiser) = (Target::Channel(row.channel.clone()), row.organiser.clone());
        let extra = f64::from(g.deadline_extra_hours);
        let system = Input {
            source_id: None,
            channel: None,
            server: row.server.clone(),
            user: organiser.clone(),
            name: organiser.clone(),
            admin: true,
            text: "(the clock)".into(),
        };
        let stamp =
            |hours_left: f64| format!("<t:{}:R>", now + (hours_left * 3600.0).round() as i64);
        let mut out = Vec::new();
        match (&g.combat, &g.awaiting) {
            (Some(c), Some(Awaiting::Combat { .. })) => {
                let round = c.round + 1;
                match c.side {
                    MonsterSide::Offered { open: false, .. } => {
                        let since = self
                            .store
                            .hours_since(id, "CombatStarted", self.now())
                            .await?
                            .unwrap_or(0.0);
                        if since >= f64::from(g.settings.monster_claim_hours) + extra {
                            out.extend(
                                self.accept(id, Actor::Organiser, Action::OfferLapsed, &system)
                                    .await?,
                            );
                        }
                    }
                    MonsterSide::Offered { open: true, .. } => {
                        // Nobody took the open part in time: the bot plays it (R17).
                        let since = self
                            .store
                            .hours_since(id, "MonsterSideSet", self.now())
                            .await?
                            .unwrap_or(0.0);
                        if since >= f64::from(g.settings.monster_claim_hours) + extra {
                            out.extend(
                                self.accept(id, Actor::Organiser, Action::BotMonster, &system)
                                    .await?,
                            );
                        }
                    }
                    _ => {
                        let key = format!("round{}:{}:{round}", c.monster, g.turn);
                        out.extend(self.round_reminders(id, &key, round, now).await?);
                    }
                }
            }
            (_, Some(Awaiting::Duel { .. })) => {
                // Hero vs Hero: the same round deadline (R22).
                let round = g.duel.as_ref().map_or(1, |d| d.round + 1);
                let key = format!("duel:{}:{round}", g.turn);
                out.extend(self.round_reminders(id, &key, round, now).await?);
            }
            _ => {
                let hours = g.settings.turn_reminder_hours;
                let idle = self.store.hours_idle(id, self.now()).await?.unwrap_or(0.0);
                // A deadline that is due says more than a reminder would.
                let deadline = g.settings.turn_hours;
                let due = deadline > 0 && idle >= f64::from(deadline + g.deadline_extra_hours);
                if let (true, Some(seat)) =
                    (hours > 0 && idle >= f64::from(hours) && !due, g.to_act())
                {
                    let key = format!("turn{}:{}", g.turn, self.store.events(id).await?.len());
                    if self.store.remind_once(id, &key).await? {
                        let text = render::t(
                            "reminder",
                            "turn",
                            &[("mention", self.mention(g, seat)), ("since", stamp(-idle))],
                        );
                        out.push(Reply::say(channel, text));
                    }
                }
            }
        }
        Ok(out)
    }

    /// Deadlines and time away for game `id` (RULINGS: the organiser's clock): every seat the
    /// game waits on who is away, or whose deadline (`turn_hours`; a fight's round:
    /// `combat_round_hours`) has passed, is reminded, skipped or played for, as `on_deadline`
    /// says (someone away is played for unless the setting is `skip`). A seat the bot starts
    /// playing for is played for until the game no longer waits on him this turn. `away_only`:
    /// right after an input, only those away (deadlines are the clock's, every minute).
    async fn play_for_absent(&mut self, id: i64, away_only: bool) -> Result<Vec<Reply>> {
        use crate::engine::OnDeadline;
        let mut out = Vec::new();
        let now = self.now();
        let mut away: HashMap<String, f64> = HashMap::new();
        let listed = match self.away.get(&id) {
            Some(l) => l.clone(),
            None => {
                let l = self.store.away(id).await?;
                self.away.insert(id, l.clone());
                l
            }
        };
        if listed.is_empty()
            && (away_only
                || self
                    .games
                    .get(&id)
                    .is_some_and(|(_, g)| g.settings.turn_hours == 0))
        {
            return Ok(out);
        }
        for (user, until, since) in listed {
            if until > now {
                away.insert(user, until);
            } else if !away_only {
                // His time away is over: he is back, and hears what happened.
                self.store.clear_away(id, &user).await?;
                self.away.remove(&id);
                out.extend(self.welcome_back(id, &user, since).await?);
            }
        }
        let mut acting: Option<(usize, u32)> = None;
        // Bounded only as a guard: a whole game of absent players ends well within it.
        for _ in 0..20_000 {
            let Some((row, g)) = self.games.get(&id) else {
                break;
            };
            if g.paused || g.phase != Phase::Playing {
                break;
            }
            // The monster's part, while offered, has its own clock (R17).
            if matches!(
                g.combat.as_ref().map(|c| c.side),
                Some(MonsterSide::Offered { .. })
            ) {
                break;
            }
            let awaited: Vec<usize> = g
                .awaited()
                .into_iter()
                .filter_map(|a| match a {
                    Actor::Seat(s) => Some(s),
                    _ => None,
                })
                .collect();
            let is_away = |s: usize| away.contains_key(&g.seats[s].user);
            let mut pick = acting
                .filter(|(s, turn)| awaited.contains(s) && *turn == g.turn)
                .map(|(s, _)| (s, is_away(s)));
            if pick.is_none() {
                pick = awaited.iter().find(|&&s| is_away(s)).map(|&s| (s, true));
            }
            if pick.is_none() && !away_only && g.settings.turn_hours > 0 {
                let extra = f64::from(g.deadline_extra_hours);
                let fight = in_round(g);
                let (waited, limit) = if fight {
                    let limit = f64::from(g.settings.combat_round_hours) + extra;
                    (self.round_open_for(id, g).await?, limit)
                } else {
                    let idle = self.store.hours_idle(id, now).await?.unwrap_or(0.0);
                    (idle, f64::from(g.settings.turn_hours) + extra)
                };
                if waited >= limit {
                    pick = awaited.first().map(|&s| (s, false));
                }
            }
            let Some((seat, away_now)) = pick else { break };
            let mode = match (g.settings.on_deadline, away_now) {
                (OnDeadline::Remind, true) => OnDeadline::Autopilot,
                (m, _) => m,
            };
            let user = g.seats[seat].user.clone();
            let name = g.seats[seat].name.clone();
            let channel = Target::Channel(row.channel.clone());
            if mode == OnDeadline::Remind {
                // A fight's round has its own reminder and deadline notice (R22).
                if in_round(g) {
                    break;
                }
                let key = format!("deadline:{}:{seat}", self.log_lens.get(&id).unwrap_or(&0));
                if self.store.remind_once(id, &key).await? {
                    let mention = self.mention(g, seat);
                    out.push(Reply::say(
                        channel,
                        render::t("deadline", "passed", &[("mention", mention)]),
                    ));
                    out.push(Reply::say(
                        Target::Dm(user),
                        render::t("deadline", "passed_dm", &[("game", id.to_string())]),
                    ));
                }
                break;
            }
            let log_len = self.log_lens.get(&id).copied().unwrap_or(0);
            let Some(action) = absent_choice(g, seat, mode, id, log_len) else {
                break;
            };
            if acting.map(|(s, _)| s) != Some(seat) {
                let (said, dm) = match (away_now, mode) {
                    (true, _) => ("away_over", None),
                    (false, OnDeadline::Skip) => ("skipped_over", Some("dm_skip")),
                    _ => ("taken_over", Some("dm_autopilot")),
                };
                out.push(Reply::say(
                    channel,
                    render::t("deadline", said, &[("name", name)]),
                ));
                if let Some(dm) = dm {
                    out.push(Reply::say(
                        Target::Dm(user),
                        render::t("deadline", dm, &[("game", id.to_string())]),
                    ));
                }
            }
            acting = Some((seat, g.turn));
            let clock = Input {
                source_id: None,
                channel: None,
                server: row.server.clone(),
                user: row.organiser.clone(),
                name: row.organiser.clone(),
                admin: true,
                text: format!("(the clock, for {}) {}", g.seats[seat].name, {
                    // The log of inputs never holds sealed strikes in words.
                    match &action {
                        Action::Strikes(_) => "strikes".to_string(),
                        a => render::command_text(a),
                    }
                }),
            };
            let was = self.log_lens.get(&id).copied();
            out.extend(
                self.accept(
                    id,
                    Actor::Organiser,
                    Action::ForAbsent {
                        seat,
                        action: Box::new(action),
                    },
                    &clock,
                )
                .await?,
            );
            if self.log_lens.get(&id).copied() == was {
                break; // refused: nothing more to do for now
            }
            if !away_now {
                out.extend(self.missed_notice(id, seat).await?);
            }
        }
        Ok(out)
    }

    /// After a deadline action: if the seat has now let `missed_turns_limit` deadlines pass in
    /// a row, the organiser is told (once per streak), in the channel and by DM.
    async fn missed_notice(&mut self, id: i64, seat: usize) -> Result<Vec<Reply>> {
        let (row, g) = &self.games[&id];
        let limit = g.settings.missed_turns_limit as usize;
        if limit == 0 {
            return Ok(Vec::new());
        }
        let events = self.store.events(id).await?;
        let (missed, first) = missed_in_row(&events, seat);
        if missed < limit {
            return Ok(Vec::new());
        }
        if !self
            .store
            .remind_once(id, &format!("missed:{seat}:{first}"))
            .await?
        {
            return Ok(Vec::new());
        }
        let vars = [
            ("name", g.seats[seat].name.clone()),
            ("count", missed.to_string()),
            ("game", id.to_string()),
        ];
        Ok(vec![
            Reply::say(
                Target::Channel(row.channel.clone()),
                render::t("deadline", "missed", &vars),
            ),
            Reply::say(
                Target::Dm(row.organiser.clone()),
                render::t("deadline", "missed_dm", &vars),
            ),
        ])
    }

    /// `user` is back: the channel hears it, and he gets one DM with what happened since he
    /// left (the log from `since`, as his seat may see it).
    async fn welcome_back(&mut self, id: i64, user: &str, since: usize) -> Result<Vec<Reply>> {
        let (row, g) = &self.games[&id];
        let Some(seat) = g.seat_of_user(user) else {
            return Ok(Vec::new());
        };
        let events = self.store.events(id).await?;
        let mut lines = Vec::new();
        let mut at = 0;
        replay_seen(
            g.seed,
            &g.settings,
            &events,
            Actor::Seat(seat),
            |before, after, raw, seen| {
                at += raw.len();
                if at > since {
                    let text = render::narrate(&view(before, seat), &view(after, seat), seen);
                    lines.extend(text.lines().map(str::to_string));
                }
            },
        );
        let mut dm = render::t("deadline", "back_dm", &[("game", id.to_string())]);
        if lines.is_empty() {
            dm.push('\n');
            dm.push_str(&render::t("deadline", "back_nothing", &[]));
        } else {
            // The most recent part, if it is long: one DM's worth.
            let mut tail: Vec<String> = Vec::new();
            let mut len = dm.chars().count();
            for l in lines.iter().rev() {
                len += l.chars().count() + 1;
                if len > MESSAGE_LIMIT {
                    break;
                }
                tail.push(l.clone());
            }
            tail.reverse();
            dm.push('\n');
            dm.push_str(&tail.join("\n"));
        }
        let name = g.seats[seat].name.clone();
        let mut out = render_split(
            &Target::Channel(row.channel.clone()),
            &render::t("deadline", "back", &[("name", name)]),
        );
        out.push(Reply::say(Target::Dm(user.to_string()), dm));
        Ok(out)
    }

    /// Hours the current combat or duel round has been open.
    async fn round_open_for(&self, id: i64, g: &Game) -> Result<f64> {
        let (start, round) = if g.duel.is_some() {
            ("DuelStarted", "DuelRound")
        } else {
            ("CombatStarted", "RoundResolved")
        };
        let started = self.store.hours_since(id, start, self.now()).await?;
        let resolved = self.store.hours_since(id, round, self.now()).await?;
        Ok(match (started, resolved) {
            (Some(a), Some(b)) => a.min(b),
            (a, b) => a.or(b).unwrap_or(0.0),
        })
    }

    /// R22's clock for an open round: the sides still to send strikes are reminded at half
    /// time, and the channel told at the deadline (each once, keyed by `key`).
    async fn round_reminders(
        &self,
        id: i64,
        key: &str,
        round: u32,
        now: i64,
    ) -> Result<Vec<Reply>> {
        let (row, g) = &self.games[&id];
        let (channel, organiser) = (Target::Channel(row.channel.clone()), row.organiser.clone());
        let extra = f64::from(g.deadline_extra_hours);
        let stamp =
            |hours_left: f64| format!("<t:{}:R>", now + (hours_left * 3600.0).round() as i64);
        let open_for = self.round_open_for(id, g).await?;
        let limit = f64::from(g.settings.combat_round_hours) + extra;
        let mut out = Vec::new();
        if open_for >= limit / 2.0
            && self
                .store
                .remind_once(id, &format!("{key}:half:{extra}"))
                .await?
        {
            for (_, mut r) in self.fight_calls(id, g, &organiser) {
                let due = render::t(
                    "reminder",
                    "strikes",
                    &[
                        ("round", round.to_string()),
                        ("due", stamp(limit - open_for)),
                    ],
                );
                r.text = format!("{due}\n{}", r.text);
                out.push(r);
            }
        }
        if open_for >= limit
            && self
                .store
                .remind_once(id, &format!("{key}:due:{extra}"))
                .await?
        {
            let text = render::t(
                "reminder",
                "round_due",
                &[
                    ("round", round.to_string()),
                    ("organiser", self.user_label(&organiser)),
                ],
            );
            out.push(Reply::say(channel, text));
        }
        Ok(out)
    }

    /// Load the most recent unfinished game (after a restart); its id, channel and organiser.
    pub async fn resume_latest(&mut self) -> Result<Option<(i64, String, String)>> {
        match self.store.latest_unfinished().await? {
            Some(row) => {
                let info = (row.id, row.channel.clone(), row.organiser.clone());
                self.loaded(row).await?;
                Ok(Some(info))
            }
            None => Ok(None),
        }
    }

    /// What is being asked now in game `id`, for whoever must answer (after a resume).
    pub fn current_prompt(&self, id: i64) -> Option<String> {
        let g = self.game(id)?;
        let seat = g.to_act()?;
        render::prompt(&view(g, Some(seat)), &|s| self.mention(g, s))
    }
}

/// A fight's (or duel's) round is open: both sides send strikes, on the round's own clock.
fn in_round(g: &Game) -> bool {
    matches!(
        g.awaiting,
        Some(Awaiting::Combat { .. } | Awaiting::Duel { .. })
    )
}

/// What the clock does for an absent seat: the computer player's choice (autopilot), or
/// skipping his turn (random strikes in a fight); None if there is nothing it may do.
fn absent_choice(
    g: &Game,
    seat: usize,
    mode: crate::engine::OnDeadline,
    game: i64,
    log_len: usize,
) -> Option<Action> {
    use crate::simulate::Policy;
    let allowed = |a: &Action| {
        crate::engine::check(
            g,
            Actor::Organiser,
            &Action::ForAbsent {
                seat,
                action: Box::new(a.clone()),
            },
        )
        .is_ok()
    };
    if mode == crate::engine::OnDeadline::Skip {
        let skip = if in_round(g) {
            Action::RandomStrikes
        } else {
            Action::Skip
        };
        if allowed(&skip) {
            return Some(skip);
        }
    }
    // The computer player `simulate` uses, seeded afresh by the game and the log's length
    // (so two autopiloted duellists do not send the same strikes round after round); its
    // choice is recorded like any input, so nothing depends on it being repeatable.
    let v = view(g, Actor::Seat(seat));
    let mut policy = crate::simulate::SensiblePolicy::new((game as u64) << 32 ^ log_len as u64);
    let choice = policy.choose(&v);
    if choice != Action::Leave && allowed(&choice) {
        return Some(choice);
    }
    v.legal
        .into_iter()
        .find(|a| *a != Action::Leave && allowed(a))
}

/// Deadlines a seat has let pass in a row: the turns in which the clock acted for him since
/// his own last input, and the first of them (to tell one streak from the next).
fn missed_in_row(events: &[Event], seat: usize) -> (usize, usize) {
    let effective = crate::engine::event::effective(events);
    let mut turns: Vec<usize> = Vec::new();
    let mut turn = 0;
    for input in crate::engine::event::inputs(&effective) {
        match &input[0] {
            Event::Acted {
                by: Actor::Seat(s), ..
            } if *s == seat => turns.clear(),
            Event::Acted {
                action: Action::ForAbsent { seat: s, .. },
                ..
            } if *s == seat && turns.last() != Some(&turn) => turns.push(turn),
            _ => {}
        }
        turn += input
            .iter()
            .filter(|e| matches!(e, Event::TurnStarted { .. }))
            .count();
    }
    (turns.len(), turns.first().copied().unwrap_or(0))
}

/// A seat by its player's name, user id or mention (case-insensitive).
fn seat_named(g: &Game, name: &str) -> Option<usize> {
    let n = match name.strip_prefix("<@").and_then(|m| m.strip_suffix('>')) {
        Some(id) => id.trim_start_matches('!'),
        None => name.trim_start_matches('@'),
    }
    .to_lowercase();
    g.seats
        .iter()
        .position(|s| s.name.to_lowercase() == n || s.user.to_lowercase() == n)
}

/// The answer to a name that is no seated player's.
fn no_player(g: &Game, name: &str) -> String {
    let seated: Vec<&str> = g.seats.iter().map(|s| s.name.as_str()).collect();
    render::t(
        "refusal",
        "no_player",
        &[
            ("name", render::clip(name, 40)),
            ("seated", seated.join(", ")),
        ],
    )
}

/// A substitute's user id and name: on Discord a mention of a user the adapter resolved in
/// this message (never a role, `@everyone` or an id nobody has), locally a plain name.
fn substitute(
    style: MentionStyle,
    text: &str,
    mentioned: &[(String, String)],
) -> Result<(String, String), String> {
    let refuse = |key: &str| render::t("refusal", key, &[("name", render::clip(text, 40))]);
    match style {
        MentionStyle::Discord => {
            let id = text
                .strip_prefix("<@")
                .and_then(|m| m.strip_suffix('>'))
                .map(|m| m.trim_start_matches('!'))
                .filter(|id| !id.is_empty() && id.chars().all(|c| c.is_ascii_digit()));
            id.and_then(|id| mentioned.iter().find(|(u, _)| u == id))
                .map(|(u, n)| (u.clone(), render::clean(n)))
                .filter(|(_, n)| !n.is_empty())
                .ok_or_else(|| refuse("not_a_user_mention"))
        }
        MentionStyle::Plain => {
            let plain = text
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'));
            if plain && !text.is_empty() && text.chars().count() <= 32 {
                Ok((text.to_string(), text.to_string()))
            } else {
                Err(refuse("not_a_user_name"))
            }
        }
    }
}

/// Settings with one of them changed, or what is wrong with the change.
fn with_setting(s: &Settings, key: &str, value: &str) -> Result<Settings, String> {
    let mut table = toml::Table::try_from(s).map_err(|e| e.to_string())?;
    if !table.contains_key(key) {
        let keys: Vec<&str> = table.keys().map(String::as_str).collect();
        return Err(render::t(
            "manage",
            "set_unknown",
            &[("key", render::clip(key, 40)), ("keys", keys.join(", "))],
        ));
    }
    if let (Some(r), Ok(n)) = (Settings::range(key), value.parse::<i64>()) {
        if !r.contains(n) {
            return Err(render::setting_range(&r, value));
        }
    }
    let v = match value {
        "true" | "on" | "yes" => toml::Value::Boolean(true),
        "false" | "off" | "no" => toml::Value::Boolean(false),
        n if n.parse::<i64>().is_ok() => toml::Value::Integer(n.parse().unwrap_or(0)),
        other => toml::Value::String(other.to_string()),
    };
    table.insert(key.to_string(), v);
    toml::Value::Table(table).try_into().map_err(|_| {
        render::t(
            "manage",
            "set_bad_value",
            &[("key", key.to_string()), ("value", render::clip(value, 40))],
        )
    })
}

/// What `!dq undo confirm` would take back: the last `count` inputs in effect, in words, as
/// the channel may see them (sealed strikes are named, never shown).
fn undo_preview(g: &Game, events: &[Event], count: usize) -> String {
    let effective = crate::engine::event::effective(events);
    let total = crate::engine::event::inputs(&effective).len();
    let first = total.saturating_sub(count);
    let mut lines = vec![render::t(
        "manage",
        "undo_header",
        &[("count", count.to_string())],
    )];
    let mut chance = false;
    let mut k = 0;
    replay_seen(
        g.seed,
        &g.settings,
        &effective,
        Actor::Newcomer,
        |before, after, raw, seen| {
            let shown = k >= first;
            k += 1;
            if !shown {
                return;
            }
            chance |= raw
                .iter()
                .any(|e| e.draws() > 0 || matches!(e, Event::Submitted { .. }));
            let who = match seen.first() {
                Some(Event::Acted {
                    by: Actor::Seat(s), ..
                }) => after
                    .seats
                    .get(*s)
                    .or(before.seats.get(*s))
                    .map_or("?".to_string(), |x| x.name.clone()),
                _ => render::t("manage", "the_organiser", &[]),
            };
            // Strikes are named, never shown (a redacted plan reads as one a player could
            // have sent, so it must not be echoed either); other hidden words likewise.
            let what = match (raw.first(), seen.first()) {
                (
                    _,
                    Some(Event::Acted {
                        action: Action::Strikes(_),
                        ..
                    }),
                ) => render::t("manage", "undo_sealed", &[("name", who)]),
                (Some(r), Some(s)) if r != s => {
                    render::t("manage", "undo_hidden", &[("name", who)])
                }
                (_, Some(Event::Acted { action, .. })) => {
                    format!("{who}: `{}`", render::command_text(action))
                }
                _ => who,
            };
            lines.push(format!("• {what}"));
            let text = render::narrate(&view(before, None), &view(after, None), seen);
            for l in text.lines().take(6) {
                lines.push(format!("  {l}"));
            }
        },
    );
    if chance {
        lines.push(render::t("manage", "undo_chance", &[]));
    }
    lines.push(render::t("manage", "undo_confirm", &[]));
    lines.join("\n")
}

/// The last `n` narrated lines of a game's log, as `viewer` may see them. Only the last inputs
/// are narrated (views are the costly part); all of them if those give fewer than `n` lines.
fn log_text(g: &Game, events: &[Event], viewer: Actor, n: usize) -> String {
    let narrate_last = |inputs: usize| {
        let mut kept: std::collections::VecDeque<(Game, Game, Vec<Event>)> = Default::default();
        let mut total = 0;
        replay_seen(
            g.seed,
            &g.settings,
            events,
            viewer,
            |before, after, _, seen| {
                total += 1;
                if kept.len() == inputs {
                    kept.pop_front();
                }
                kept.push_back((before.clone(), after.clone(), seen.to_vec()));
            },
        );
        let mut lines: Vec<String> = Vec::new();
        for (before, after, seen) in &kept {
            let text = render::narrate(&view(before, viewer), &view(after, viewer), seen);
            lines.extend(text.lines().map(str::to_string));
        }
        (lines, total > kept.len())
    };
    let (mut lines, more) = narrate_last(n);
    if lines.len() < n && more {
        lines = narrate_last(usize::MAX).0;
    }
    if lines.is_empty() {
        return render::t("manage", "log_empty", &[]);
    }
    let tail = &lines[lines.len().saturating_sub(n)..];
    format!(
        "{}\n{}",
        render::t("manage", "log_header", &[("n", tail.len().to_string())]),
        tail.join("\n")
    )
}

/// The board as a message that adapters may keep as one message, edited in place.
fn board_reply(target: &Target, id: i64, v: &crate::engine::View) -> Reply {
    let mut r = Reply::say(target.clone(), render::board(v, false));
    r.board = Some(id);
    r
}

fn render_split(target: &Target, text: &str) -> Vec<Reply> {
    split_message(text)
        .into_iter()
        .map(|t| Reply {
            target: target.clone(),
            text: t,
            file: None,
            board: None,
            ask: None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_messages_split_at_line_ends_and_never_inside_a_glyph() {
        let line = "🟫".repeat(39);
        let text = vec![line.clone(); 80].join("\n");
        let parts = split_message(&text);
        assert!(parts.len() > 1);
        for p in &parts {
            assert!(p.chars().count() <= MESSAGE_LIMIT);
            assert!(p.lines().all(|l| l == line));
        }
        let long = "é".repeat(4500);
        let parts = split_message(&long);
        assert_eq!(parts.iter().map(|p| p.chars().count()).sum::<usize>(), 4500);
    }
}
