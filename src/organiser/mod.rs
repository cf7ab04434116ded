//! The organiser: the one use-case layer between the adapters (local console, Discord) and
//! the engine and store. For every input: parse, find the game, apply, append, render.
//! Nothing is said about an input until its events are committed.
//!
//! This file finds the game an input is for, keeps the loaded games and the clock's and
//! languages' caches, and hands the input to its kind's path: `seated` for a game behind
//! `games::Seated` (Dungeon Raiders), `dungeonquest/` for DungeonQuest's own (which came
//! first and has more than `Seated` says yet: its families of commands live there).
//! `reply` holds what goes out, and is the one place Discord's limits are held; `languages`
//! the game's and each player's language.

mod dungeonquest;
mod languages;
mod reply;
mod seated;
mod seats;
pub(crate) use dungeonquest::tools::settings_changed;

pub use reply::{
    split_message, Art, Ask, Attachment, Board, Page, Picture, Reply, Target, MESSAGE_LIMIT,
};

use crate::chance::seed_from_u64;
use crate::lang::Lang;
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
    /// The sender's Discord locale (`es-ES`, `en-US`), where Discord sends one (slash commands
    /// and buttons): his replies' language when he chose none himself.
    pub locale: Option<String>,
}

impl Input {
    /// The clock acting in game `row` with the organiser's rights; `text` is what the log of
    /// inputs records of it.
    pub(super) fn clock(row: &GameRow, text: String) -> Input {
        Input {
            locale: None,
            source_id: None,
            channel: None,
            server: row.server.clone(),
            user: row.organiser.clone(),
            name: row.organiser.clone(),
            admin: true,
            text,
        }
    }
}

/// How many times an input is tried again on a game another process changed meanwhile (each
/// after a reload, the later ones after a pause of a few milliseconds: a few seconds in all).
const STALE_TRIES: u32 = 200;

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
    /// DungeonQuest games, loaded (`dungeonquest/`).
    games: dungeonquest::Loaded,
    /// The length of each cached game's log: what its next append builds on.
    log_lens: HashMap<i64, usize>,
    /// Players' heads-up preference, as read from the store (used as read only while this
    /// process is the sole writer: else another process's `!dq notify` may have changed it).
    heads_up: HashMap<String, bool>,
    seeds: Seeds,
    mentions: MentionStyle,
    /// What `config.toml` sets for new games.
    defaults: crate::games::Defaults,
    /// Seconds the organiser's clock runs ahead of the system's (local play's `+HOURS`).
    skew: f64,
    /// The game the input being handled changed, if any.
    touched: Option<i64>,
    /// Who is away, per game, as the store holds it (read once when this process is the only
    /// writer of its database; else again for each input and tick, `loaded`).
    away: HashMap<i64, Vec<(String, f64, usize)>>,
    /// When each player came back from time away, per game (user, time), as the store holds
    /// it: his deadline runs from then, not from before he came back. Read again for each
    /// input and tick when this process is not the sole writer (as `away`).
    back_at: HashMap<i64, HashMap<String, f64>>,
    /// This process holds its database (`Store::hold`): no other writer can add to a game's
    /// log, so a cached game needs no look at the store before each input (appends still
    /// check that they build on the latest log).
    sole_writer: bool,
    /// The users the next input's mentions resolve to (id, name), as its adapter saw them.
    mentioned: Vec<(String, String)>,
    /// Games of other kinds than DungeonQuest, loaded (`seated.rs`).
    seated: HashMap<i64, seated::Loaded>,
    /// A new game's language (`language` in config.toml, `kalladra local --language`).
    lang: Lang,
    /// Players' own language (`!dq language me`), as read from the store; None: none chosen.
    /// Read once each while this process is the sole writer; else again at each input, for
    /// the sender and the players of the game it is for (another process may have changed it).
    own_langs: HashMap<String, Option<Lang>>,
    /// The language of each player's Discord client, as his last interaction said.
    locales: HashMap<String, Lang>,
}

impl Organiser {
    pub fn new(
        store: Store,
        seeds: Seeds,
        mentions: MentionStyle,
        defaults: impl Into<crate::games::Defaults>,
    ) -> Organiser {
        Organiser {
            store,
            heads_up: HashMap::new(),
            games: HashMap::new(),
            log_lens: HashMap::new(),
            seeds,
            mentions,
            defaults: defaults.into(),
            skew: 0.0,
            touched: None,
            away: HashMap::new(),
            back_at: HashMap::new(),
            sole_writer: false,
            mentioned: Vec::new(),
            seated: HashMap::new(),
            lang: Lang::En,
            own_langs: HashMap::new(),
            locales: HashMap::new(),
        }
    }

    /// The language new games start in.
    pub fn set_language(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The language new games start in (`set_language`).
    pub fn language(&self) -> Lang {
        self.lang
    }

    /// A game's language (the default for a game not loaded).
    fn game_lang(&self, id: i64) -> Lang {
        self.games.get(&id).map_or(self.lang, |(row, _)| row.lang)
    }

    /// The language `user` reads his DMs in: his own choice, else his Discord locale, else
    /// the game's (`game`).
    fn reader_lang(&self, user: &str, game: Lang) -> Lang {
        self.own_langs
            .get(user)
            .copied()
            .flatten()
            .or_else(|| self.locales.get(user).copied())
            .unwrap_or(game)
    }

    /// The language `user` reads game `id`'s private messages in: his own choice, else his
    /// Discord client's (`locale`, as an interaction gives it), else the game's. For texts
    /// only an adapter says (a button's answers).
    pub async fn reads(&mut self, id: i64, user: &str, locale: Option<&str>) -> Result<Lang> {
        if let Some(l) = locale.and_then(Lang::from_discord) {
            self.locales.insert(user.to_string(), l);
        }
        self.learn_langs([user.to_string()]).await?;
        Ok(self.reader_lang(user, self.game_lang(id)))
    }

    /// `f`'s texts in the language `user` reads his DMs of game `id` in.
    fn to_user<R>(&self, id: i64, user: &str, f: impl FnOnce() -> R) -> R {
        crate::lang::within(self.reader_lang(user, self.game_lang(id)), f)
    }

    /// `f`'s texts in game `id`'s language (what its channel reads).
    fn in_channel<R>(&self, id: i64, f: impl FnOnce() -> R) -> R {
        crate::lang::within(self.game_lang(id), f)
    }

    /// The language an input is answered in: a channel's game's, or by DM the sender's own
    /// (his choice, his Discord locale, his game's). With it, the input's running game (the
    /// channel's, or by DM the sender's), looked up once here for the first try at the input.
    async fn answer_lang(&mut self, input: &Input) -> Result<(Lang, Option<GameRow>)> {
        if let Some(l) = input.locale.as_deref().and_then(Lang::from_discord) {
            self.locales.insert(input.user.clone(), l);
        }
        self.learn_langs([input.user.clone()]).await?;
        let running = match &input.channel {
            Some(c) => self.store.active_game(c).await?,
            None => self.store.game_of_user(&input.user).await?,
        };
        let row = match (&running, &input.channel) {
            (None, Some(c)) => self.store.latest_game(c).await?,
            _ => running.clone(),
        };
        let game = row.map_or(self.lang, |r| {
            self.games.get(&r.id).map_or(r.lang, |(g, _)| g.lang)
        });
        let lang = match input.channel {
            Some(_) => game,
            None => self.reader_lang(&input.user, game),
        };
        Ok((lang, running))
    }

    /// The clock's turn (the Discord bot calls this every minute): at every running game,
    /// of every kind, whatever has fallen due (deadlines, reminders, the end of time away),
    /// each once. Times are the organiser's own (`Organiser::now`).
    pub async fn tick(&mut self) -> Result<Vec<Reply>> {
        let mut out = self.tick_quest().await?;
        out.extend(self.tick_seated().await?);
        Ok(out)
    }

    /// A moment `hours` from now (before now if negative), as a reader sees it: a Discord
    /// timestamp (in his own time zone), or hours in local play, where nothing reads the
    /// timestamp markup.
    pub(in crate::organiser) fn when(&self, hours: f64) -> String {
        match self.mentions {
            MentionStyle::Discord => {
                format!("<t:{}:R>", (self.now() + hours * 3600.0).round() as i64)
            }
            MentionStyle::Plain => {
                let h = format!("{:.1}", hours.abs())
                    .trim_end_matches(".0")
                    .to_string();
                if hours >= 0.0 {
                    crate::lang::tr("time-in-hours", &[("hours", h)])
                } else {
                    crate::lang::tr("time-hours-ago", &[("hours", h)])
                }
            }
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

    /// This process holds the database ([`Store::hold`]): the organiser is its only writer,
    /// unless the database is shared (Postgres), when every input looks at the store first.
    pub fn hold(&mut self, hold: &crate::store::Holder) {
        self.sole_writer = hold.sole_writer();
    }

    /// Move the organiser's clock on by `hours` (local play's `+HOURS` lines, tests).
    pub fn advance(&mut self, hours: f64) {
        self.skew += hours * 3600.0;
    }

    /// How far the clock has been moved ahead of real time, in hours.
    pub fn advanced(&self) -> f64 {
        self.skew / 3600.0
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

    /// Forget the cached copy of game `id` (another writer changed it): the next use loads it
    /// from the store again.
    fn forget(&mut self, id: i64) {
        self.games.remove(&id);
        self.seated.remove(&id);
        self.log_lens.remove(&id);
    }

    /// Make sure game `id` is loaded (after a restart), whatever its kind.
    pub async fn ensure_loaded(&mut self, id: i64) -> Result<()> {
        match self.store.game(id).await? {
            Some(row) if row.kind != crate::store::DUNGEONQUEST => {
                self.load_seated(row).await?;
            }
            Some(row) => {
                self.loaded(row).await?;
            }
            None => {}
        }
        Ok(())
    }

    /// Why game `row` may not count for campaign `name`, if it may not: a campaign's table
    /// ranks one game's results, and this one already ranks another kind's.
    async fn campaign_refused(&self, row: &GameRow, name: &str) -> Result<Option<String>> {
        let theirs = self.store.campaign_kind(&row.server, name).await?;
        Ok(theirs.filter(|k| *k != row.kind).map(|_| {
            crate::lang::tr(
                "manage-campaign-other-kind",
                &[("campaign", name.to_string())],
            )
        }))
    }

    /// How a user id is shown: itself in local play (ids are names there), a mention on Discord.
    fn user_label(&self, user: &str) -> String {
        match self.mentions {
            MentionStyle::Plain => user.to_string(),
            MentionStyle::Discord => format!("<@{user}>"),
        }
    }

    /// Whether `user` is away from game `id` now (as far as the organiser has read the store:
    /// the list is read again after every input).
    fn is_away(&self, id: i64, user: &str) -> bool {
        let now = self.now();
        self.away
            .get(&id)
            .is_some_and(|l| l.iter().any(|(u, until, _)| u == user && *until > now))
    }

    /// Handle one message; the replies to send, in order. If another writer changed the game
    /// meanwhile (a second process on the same database), the game is loaded again and the
    /// input checked against the fresh state; if another writer already stored this very
    /// input, it is not applied twice and gets no answer here.
    pub async fn handle(&mut self, input: Input) -> Result<Vec<Reply>> {
        let (lang, running) = self.answer_lang(&input).await?;
        crate::lang::scope(lang, self.handle_in_lang(input, running)).await
    }

    /// `running`: the input's running game as just looked up, for the first try only (a
    /// retry after a stale log looks again).
    async fn handle_in_lang(
        &mut self,
        input: Input,
        running: Option<GameRow>,
    ) -> Result<Vec<Reply>> {
        let mentioned = std::mem::take(&mut self.mentioned);
        let mut running = Some(running);
        let mut tries = 0;
        loop {
            self.touched = None;
            self.mentioned = mentioned.clone();
            match self.handle_once(input.clone(), running.take()).await {
                Ok(mut out) => {
                    // The game may now wait on someone who is away: play for him at once.
                    if let Some(id) = self.touched.take() {
                        out.extend(self.play_for_absent(id, true).await?);
                    }
                    return Ok(out);
                }
                Err(e) if e.is::<crate::store::Duplicate>() => return Ok(Vec::new()),
                // Another process may append a burst of inputs to the same game, each time
                // before this one has reloaded and tried again (its copy is always fresh, ours
                // never): keep trying, a little later each time, until the burst is over.
                Err(e) if tries < STALE_TRIES && e.is::<crate::store::Stale>() => {
                    if let Some(stale) = e.downcast_ref::<crate::store::Stale>() {
                        self.forget(stale.game);
                    }
                    tries += 1;
                    if tries > 2 {
                        let ms = u64::from(tries.min(20));
                        tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
                    }
                }
                other => return other,
            }
        }
    }

    async fn handle_once(
        &mut self,
        input: Input,
        running: Option<Option<GameRow>>,
    ) -> Result<Vec<Reply>> {
        let mentioned = std::mem::take(&mut self.mentioned);
        // A name is shown to others: without invisible or direction-changing characters.
        let input = match crate::lang::clean(&input.name) {
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
        let post = Post {
            input: &input,
            origin,
            mentioned,
        };
        let running = match running {
            Some(r) => r,
            None => match &input.channel {
                Some(c) => self.store.active_game(c).await?,
                None => self.store.game_of_user(&input.user).await?,
            },
        };
        // A game of another kind takes every input at its table.
        if let Some(row) = self.seated_row(&input, running.as_ref()).await? {
            return self.seated_input(&post, row).await;
        }
        if Self::a_play_without_a_game(&input, running.as_ref()) {
            return Ok(post.say(crate::lang::tr("manage-no-game-dm", &[])));
        }
        self.quest_input(&post, running).await
    }

    /// Load the most recent unfinished game (after a restart); its id, channel and organiser.
    pub async fn resume_latest(&mut self) -> Result<Option<(i64, String, String)>> {
        match self.store.latest_unfinished().await? {
            Some(row) => {
                let info = (row.id, row.channel.clone(), row.organiser.clone());
                if row.kind == crate::store::DUNGEONQUEST {
                    self.loaded(row).await?;
                } else {
                    self.load_seated(row).await?;
                }
                Ok(Some(info))
            }
            None => Ok(None),
        }
    }

    /// What is being asked now in game `id`, for whoever must answer (after a resume), with
    /// the hours left before its deadline.
    pub async fn current_prompt(&self, id: i64) -> Result<Option<String>> {
        let gone = match self.game(id) {
            Some(g) if !self.seated.contains_key(&id) => self.deadline_gone(id, g).await?,
            _ => 0.0,
        };
        Ok(self.prompt_after(id, gone))
    }

    fn prompt_after(&self, id: i64, gone: f64) -> Option<String> {
        if let Some(l) = self.seated.get(&id) {
            let p = l
                .game
                .prompt(crate::games::Reader::Channel, l.row.lang, &|s| {
                    self.seated_mention(id, s)
                });
            return (!p.is_empty()).then_some(p);
        }
        self.quest_prompt(id, gone)
    }
}

/// One input being answered: what was sent (its sender's name cleaned), where the answer
/// goes, and the users its mentions resolve to.
struct Post<'a> {
    input: &'a Input,
    origin: Target,
    mentioned: Vec<(String, String)>,
}

impl Post<'_> {
    /// One answer where the input was sent.
    fn say(&self, text: String) -> Vec<Reply> {
        vec![Reply::say(self.origin.clone(), text)]
    }
}
