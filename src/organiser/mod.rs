//! The organiser: the one use-case layer between the adapters (local console, Discord) and
//! the engine and store. For every input: parse, find the game, apply, append, render.
//! Nothing is said about an input until its events are committed.
//!
//! This file finds the game an input is for and takes every input at a game, of any kind,
//! through the one door (`seated`, `games::Seated`); it answers what is the table's whatever
//! the game (`!dq new KIND`, the leaderboard, `!dq notify`, `!dq language me`), and where no
//! game runs reads the text in the first kind's words (`lobby`, `games::Kind::lobby`); this
//! file names no game. `desk` holds what the table keeps for every game (the store, the
//! clock, the caches beside the logs, replies and the one place Discord's limits are held);
//! `languages` each player's own language.

mod addressed;
mod bank;
mod computer;
pub mod desk;
mod disorder;
mod languages;
mod mine;
mod pings;
mod profile;
mod seated;
mod substitute;

pub use desk::{
    split_message, Art, Ask, Attachment, Board, Input, MentionStyle, Page, Picture, Ping, PingKind,
    ProofAt, ProofPost, Reply, Seeds, Target, MESSAGE_LIMIT,
};

use crate::lang::Lang;
use crate::store::{GameRow, Store};
use anyhow::Result;
use desk::{Desk, Post};

/// How many times an input is tried again on a game another process changed meanwhile (each
/// after a reload, the later ones after a pause of a few milliseconds: a few seconds in all).
const STALE_TRIES: u32 = 200;

/// An input a computer player would type at a game (`Organiser::computer_input`), as the
/// user who types it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Typed {
    /// Who types it: a seated player, or the organiser (`organiser`).
    pub user: String,
    pub text: String,
    /// Sent by DM (a sealed answer), not in the channel.
    pub dm: bool,
    pub organiser: bool,
    /// An ordinary play: it opens no fight and asks nobody anything.
    pub plain: bool,
}

pub struct Organiser {
    /// What every game's path shares: the store, the clock, the caches beside the logs.
    desk: Desk,
}

impl crate::games::Tables for Organiser {
    fn loaded(&self, id: i64) -> Option<&dyn crate::games::Seated> {
        self.table(id).map(|(_, g)| g)
    }
}

impl Organiser {
    pub fn new(
        store: Store,
        seeds: Seeds,
        mentions: MentionStyle,
        defaults: impl Into<crate::games::Defaults>,
    ) -> Organiser {
        Organiser {
            desk: Desk::new(store, seeds, mentions, defaults.into()),
        }
    }

    /// The language new games start in.
    pub fn set_language(&mut self, lang: Lang) {
        self.desk.lang = lang;
    }

    /// The language new games start in (`set_language`).
    pub fn language(&self) -> Lang {
        self.desk.lang
    }

    /// Game `id`, loaded, whatever its kind: its record and the game through the table's one
    /// interface.
    fn table(&self, id: i64) -> Option<(&GameRow, &dyn crate::games::Seated)> {
        self.desk.games.get(&id).map(|l| (&l.row, &*l.game))
    }

    /// A loaded game's language, whatever its kind.
    fn loaded_lang(&self, id: i64) -> Option<Lang> {
        self.table(id).map(|(row, _)| row.lang)
    }

    /// A loaded game's language, whatever its kind (a new game's for a game not loaded).
    pub fn game_lang(&self, id: i64) -> Lang {
        self.loaded_lang(id).unwrap_or(self.desk.lang)
    }

    /// The language `user` reads game `id`'s private messages in: his own choice, else his
    /// Discord client's (`locale`, as an interaction gives it), else the game's. For texts
    /// only an adapter says (a button's answers).
    pub async fn reads(&mut self, id: i64, user: &str, locale: Option<&str>) -> Result<Lang> {
        if let Some(l) = locale.and_then(Lang::from_discord) {
            self.desk.locales.insert(user.to_string(), l);
        }
        self.desk.learn_langs([user.to_string()]).await?;
        Ok(self.desk.reader_lang(user, self.game_lang(id)))
    }

    /// The language an input is answered in: a channel's game's, or by DM the sender's own
    /// (his choice, his Discord locale, his game's). With it, the input's running game (the
    /// channel's, or by DM the sender's), looked up once here for the first try at the input.
    /// `newest`: by DM, the sender's newest running game, if already looked up.
    async fn answer_lang(
        &mut self,
        input: &Input,
        newest: Option<Option<GameRow>>,
    ) -> Result<(Lang, Option<GameRow>)> {
        if let Some(l) = input.locale.as_deref().and_then(Lang::from_discord) {
            self.desk.locales.insert(input.user.clone(), l);
        }
        self.desk.learn_langs([input.user.clone()]).await?;
        let running = match (&input.channel, newest) {
            (Some(c), _) => self.desk.store.active_game(c).await?,
            (None, Some(newest)) => newest,
            (None, None) => {
                self.desk
                    .store
                    .game_of_dm(&input.user, input.via.as_deref())
                    .await?
            }
        };
        let row = match (&running, &input.channel) {
            (None, Some(c)) => self.desk.store.latest_game(c).await?,
            _ => running.clone(),
        };
        // A loaded copy speaks for its game while this process is its only writer; else its
        // row as just read (another process may have changed the game's language).
        let game = row.map_or(self.desk.lang, |r| match self.desk.sole_writer {
            true => self.loaded_lang(r.id).unwrap_or(r.lang),
            false => r.lang,
        });
        let lang = match input.channel {
            Some(_) => game,
            None => self.desk.reader_lang(&input.user, game),
        };
        Ok((lang, running))
    }

    /// The clock's turn (the Discord bot calls this every minute): at every running game,
    /// of every kind, whatever has fallen due (deadlines, reminders, the end of time away),
    /// each once. Times are the organiser's own (`Organiser::now`).
    pub async fn tick(&mut self) -> Result<Vec<Reply>> {
        // Time has passed since the last input: how long a game has been idle is the store's.
        self.desk.appended = None;
        let mut out = Vec::new();
        for row in self.desk.store.unfinished_games().await? {
            // A kind this build does not know (a newer one sharing the database) is not
            // ours to walk: the others' clocks run on.
            if crate::games::Kind::named(&row.kind).is_none() {
                continue;
            }
            out.extend(self.tick_game(row).await?);
        }
        out.extend(self.digests().await?);
        Ok(self.leaving(out).await)
    }

    /// What leaves the organiser, from every input and every tick: nothing for a computer
    /// seat (`computer::for_people`), a plain text over Discord's limit in as many messages
    /// as it needs (`reply::fitted`), each notice of a wait counted (`counted`).
    async fn leaving(&self, out: Vec<Reply>) -> Vec<Reply> {
        let out = desk::reply::fitted(computer::for_people(out));
        self.counted(out).await
    }

    /// Whether `text` is the start of a message read over several lines whose last line has
    /// not come yet, in any game's words (`Kind::awaits_lines`): local play, which reads a
    /// line a message, joins the lines after it.
    pub fn awaits_lines(&self, text: &str) -> bool {
        crate::games::Kind::ALL
            .into_iter()
            .any(|k| k.awaits_lines(text))
    }

    /// The organiser's clock (Unix seconds): the system's, moved on by [`Organiser::advance`].
    /// Event times are stamped with it and every deadline is measured by it.
    pub fn now(&self) -> f64 {
        self.desk.now()
    }

    /// This process holds the database ([`Store::hold`]): the organiser is its only writer,
    /// unless the database is shared (Postgres), when every input looks at the store first.
    pub fn hold(&mut self, hold: &crate::store::Holder) {
        self.desk.sole_writer = hold.sole_writer();
        if self.desk.sole_writer {
            // Which game a channel runs and who sits where change only through this store.
            self.desk.store.remember();
        }
    }

    /// Move the organiser's clock on by `hours` (local play's `+HOURS` lines, tests).
    pub fn advance(&mut self, hours: f64) {
        self.desk.skew += hours * 3600.0;
    }

    /// How far the clock has been moved ahead of real time, in hours.
    pub fn advanced(&self) -> f64 {
        self.desk.skew / 3600.0
    }

    /// The users the next input mentions, resolved by the adapter (id, display name); the
    /// next `handle` consumes them. On Discord a substitute (`!dq replace`) must be one.
    pub fn mentioning(&mut self, users: Vec<(String, String)>) {
        self.desk.mentioned = users;
    }

    pub fn store(&self) -> &Store {
        &self.desk.store
    }

    /// Make sure game `id` is loaded (after a restart), whatever its kind.
    pub async fn ensure_loaded(&mut self, id: i64) -> Result<()> {
        if let Some(row) = self.desk.store.game(id).await? {
            self.desk.load(row).await?;
        }
        Ok(())
    }

    /// Handle one message; the replies to send, in order. If another writer changed the game
    /// meanwhile (a second process on the same database), the game is loaded again and the
    /// input checked against the fresh state; if another writer already stored this very
    /// input, it is not applied twice and gets no answer here.
    pub async fn handle(&mut self, input: Input) -> Result<Vec<Reply>> {
        // By DM, at several games: which one (`#N ...`), or the question.
        let (input, newest) = match self.addressed(input).await? {
            Ok(addressed) => addressed,
            Err(asked) => return Ok(asked),
        };
        let (lang, running) = self.answer_lang(&input, newest).await?;
        let out = crate::lang::scope(lang, self.handle_in_lang(input, running)).await?;
        Ok(self.leaving(out).await)
    }

    /// `running`: the input's running game as just looked up, for the first try only (a
    /// retry after a stale log looks again).
    async fn handle_in_lang(
        &mut self,
        input: Input,
        running: Option<GameRow>,
    ) -> Result<Vec<Reply>> {
        let mentioned = std::mem::take(&mut self.desk.mentioned);
        let mut running = Some(running);
        let mut tries = 0;
        loop {
            self.desk.appended = None;
            self.desk.mentioned = mentioned.clone();
            match self.handle_once(input.clone(), running.take()).await {
                Ok(out) => return Ok(out),
                Err(e) if e.is::<crate::store::Duplicate>() => return Ok(Vec::new()),
                // Another process may append a burst of inputs to the same game, each time
                // before this one has reloaded and tried again (its copy is always fresh, ours
                // never): keep trying, a little later each time, until the burst is over.
                Err(e) if tries < STALE_TRIES && e.is::<crate::store::Stale>() => {
                    if let Some(stale) = e.downcast_ref::<crate::store::Stale>() {
                        self.desk.forget(stale.game);
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
        let mentioned = std::mem::take(&mut self.desk.mentioned);
        // A name is shown to others: without invisible or direction-changing characters.
        let input = match crate::lang::clean(&input.name) {
            n if n.is_empty() => Input {
                name: input.user.clone(),
                ..input
            },
            name => Input { name, ..input },
        };
        if let Some(id) = &input.source_id {
            if self.desk.store.seen(id).await? {
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
                Some(c) => self.desk.store.active_game(c).await?,
                None => {
                    self.desk
                        .store
                        .game_of_dm(&input.user, input.via.as_deref())
                        .await?
                }
            },
        };
        // A game of another kind takes every input at its table.
        if let Some(row) = self.seated_row(&input, running.as_ref()).await? {
            return self.seated_input(&post, row).await;
        }
        if let Some(out) = self.table_command(&post, running.as_ref()).await? {
            return Ok(out);
        }
        if self.a_play_without_a_game(&input, running.as_ref()) {
            let key = match input.channel {
                Some(_) => "manage-no-game",
                None => "manage-no-game-dm",
            };
            return Ok(post.say(crate::lang::tr(key, &[])));
        }
        self.lobby(&post, running).await
    }

    /// An input where no game runs (or at a channel whose game has ended), read in the first
    /// kind's words (`Kind::lobby`): `!dq new`, help, or that no game runs here (that the
    /// channel's game is over, for a play or a tool). `running`: a game of another kind
    /// running here (`!dq new` is refused while one runs).
    async fn lobby(&mut self, post: &Post<'_>, running: Option<GameRow>) -> Result<Vec<Reply>> {
        use crate::games::Lobby;
        let input = post.input;
        Ok(
            match crate::games::Kind::lobby(&input.text, input.channel.is_some()) {
                Lobby::Chatter => Vec::new(),
                Lobby::New => {
                    let first = crate::games::Kind::FIRST.name();
                    return self.new_seated(post, running.as_ref(), first).await;
                }
                Lobby::Say(text) => post.say(text),
                Lobby::InGame(none) => {
                    let ended = match &input.channel {
                        Some(c) => self.desk.store.latest_game(c).await?.is_some(),
                        None => false,
                    };
                    match ended {
                        true => post.say(crate::lang::tr("refusal-game-over", &[])),
                        false => post.say(none),
                    }
                }
            },
        )
    }

    /// What the table answers whatever the game (at no seated game's table): `!dq new` of a
    /// kind (or of none), the leaderboard, `!dq notify` and `!dq language me`. None: the
    /// input is read where no game runs (`lobby`).
    async fn table_command(
        &mut self,
        post: &Post<'_>,
        running: Option<&GameRow>,
    ) -> Result<Option<Vec<Reply>>> {
        use crate::manage::Manage;
        let Some(Ok(m)) = crate::manage::parse(&post.input.text) else {
            return Ok(None);
        };
        let tables = matches!(
            &m,
            Manage::NewOf { .. }
                | Manage::Leaderboard { .. }
                | Manage::Notify { .. }
                | Manage::Mine
                | Manage::Profile { .. }
                | Manage::Bank {
                    order: crate::manage::BankOrder::Use(_)
                }
                | Manage::MyLanguage { .. }
        );
        // The first kind's grammar reads first (DungeonQuest's strikes, `... = ...`).
        if !tables || !crate::games::Kind::reads_as_table_command(&post.input.text) {
            return Ok(None);
        }
        Ok(Some(match m {
            Manage::NewOf { game } => self.new_seated(post, running, &game).await?,
            Manage::Leaderboard { campaign } => {
                // By default the campaign of the channel's game, the last one if it has ended.
                let latest = match (running, &post.input.channel) {
                    (None, Some(c)) => self.desk.store.latest_game(c).await?,
                    _ => running.cloned(),
                };
                self.desk
                    .leaderboard(post, campaign.as_deref(), latest.as_ref())
                    .await?
            }
            Manage::Notify { on } => self.desk.notify(post, on).await?,
            Manage::Mine => self.mine(post).await?,
            Manage::Profile { who } => self.profile(post, who.as_deref()).await?,
            Manage::Bank {
                order: crate::manage::BankOrder::Use(on),
            } => self.bank_use(post, on).await?,
            Manage::MyLanguage { lang } => self.my_language(post, lang).await?,
            // Not the table's (`tables` above).
            _ => return Ok(None),
        }))
    }

    /// Load the most recent unfinished game (after a restart); its id, channel and organiser.
    pub async fn resume_latest(&mut self) -> Result<Option<(i64, String, String)>> {
        match self.desk.store.latest_unfinished().await? {
            Some(row) => {
                let info = (row.id, row.channel.clone(), row.organiser.clone());
                self.desk.load(row).await?;
                Ok(Some(info))
            }
            None => Ok(None),
        }
    }

    /// Load every running game, of every kind, at once (a restart's warm-up); how many.
    pub async fn load_unfinished(&mut self) -> Result<usize> {
        self.desk.load_unfinished().await
    }

    /// What is being asked now in game `id`, for whoever must answer (after a resume), with
    /// the hours left before its deadline: the game's prompt for the channel and its deadline
    /// line (`Seated::prompt`, `Seated::deadline_line`), for every game.
    pub async fn current_prompt(&self, id: i64) -> Result<Option<String>> {
        let Some((row, g)) = self.table(id) else {
            return Ok(None);
        };
        let p = g.prompt(crate::games::Reader::Channel, row.lang, &|s| {
            self.mention(id, s)
        });
        if p.is_empty() {
            return Ok(None);
        }
        Ok(Some(match self.deadline(id).await? {
            Some(d) => format!("{p}\n{d}"),
            None => p,
        }))
    }

    /// Whether `user` holds `seat` in game `id` (a seat number, or "o" for the organiser);
    /// None if there is no such game or seat. (A button belongs to one seat.)
    pub fn owns_seat(&self, id: i64, user: &str, seat: &str) -> Option<bool> {
        let (row, game) = self.table(id)?;
        if seat == "o" {
            return Some(row.organiser == user);
        }
        let seat: usize = seat.parse().ok()?;
        let sitter = game.sitters().into_iter().nth(seat)?;
        Some(sitter.user == user)
    }

    /// Whether game `id` (loaded) asks with forms whose buttons carry a pick
    /// (`Seated::asks_with_forms`), not only with buttons that send a command.
    pub fn asks_with_forms(&self, id: i64) -> bool {
        self.table(id).is_some_and(|(_, g)| g.asks_with_forms())
    }

    /// What `seat` may press now at game `id` that sends a command, in `lang`, and the number
    /// they are named by: `Seated::buttons` and `Seated::buttons_named`, for every game.
    fn buttons_now(
        &self,
        id: i64,
        seat: usize,
        lang: Lang,
    ) -> Option<(usize, Vec<crate::games::Button>)> {
        let (_, table) = self.table(id)?;
        Some((
            table.buttons_named(self.logged(id)),
            table.buttons(seat, lang),
        ))
    }

    /// Whether `command`, pressed on a button of `seat` at game `id` asked at wait `wait`,
    /// is one he may press now (`buttons_now`, in either language): the wait is still the
    /// game's and the button is among his. A button of an earlier wait is stale, whatever it
    /// says.
    pub fn pressed(&self, id: i64, seat: usize, wait: usize, command: &str) -> bool {
        Lang::ALL.into_iter().any(|lang| {
            self.buttons_now(id, seat, lang)
                .is_some_and(|(now, buttons)| {
                    now == wait && buttons.iter().any(|b| b.command == command)
                })
        })
    }

    /// What a computer player would type now at game `id` (`Seated::typed`: `k` picks whom
    /// of those awaited, and seeds the choice), as the user who types it. None where the game
    /// drives no typed input (Dungeon Raiders: its clock and `!dq skip` play for its seats).
    pub fn computer_input(&self, id: i64, k: u64) -> Option<Typed> {
        let (row, table) = self.table(id)?;
        let t = table.typed(k)?;
        let user = match t.seat {
            Some(s) => table.sitters().get(s)?.user.clone(),
            None => row.organiser.clone(),
        };
        Some(Typed {
            user,
            text: t.text,
            dm: t.dm,
            organiser: t.seat.is_none(),
            plain: t.plain,
        })
    }

    /// The form `seat` ("o": the organiser) answers now at game `id`, in `lang`, and the
    /// number of the question it answers (a fight's round): a form's button is for one.
    /// Asked of any game through `Seated::form`.
    pub fn form(&self, id: i64, seat: &str, lang: Lang) -> Option<(u32, crate::games::Form)> {
        self.table(id)?.1.form(seat, lang)
    }

    /// Everything `user` is waiting to answer in game `id`, sent again (`/dq resend`): what
    /// the game asks him privately now (`Seated::calls`: his call to play, a fight's call for
    /// strikes, an offer), each with its buttons or form, in his language. Seats are named,
    /// never pinged.
    pub fn pending_for(&self, id: i64, user: &str) -> Vec<Reply> {
        use crate::games::Who;
        let Some((row, game)) = self.table(id) else {
            return Vec::new();
        };
        let who = match game.seat_of(user) {
            Some(s) => Who::Seat(s),
            None if user == row.organiser => Who::Organiser,
            None => return Vec::new(),
        };
        let lang = self.desk.reader_lang(user, row.lang);
        let named = |s: usize| self.named(id, s);
        let logged = self.logged(id);
        game.calls(who, lang, &named)
            .into_iter()
            .map(|call| {
                let mut r = Reply::say(Target::Dm(user.to_string()), call.text);
                r.ask = Ask::for_call(game, id, who, call.answer, (logged, lang));
                r
            })
            .collect()
    }

    /// How many entries game `id`'s stored log holds, as loaded (0: not loaded).
    fn logged(&self, id: i64) -> usize {
        self.desk.log_len(id)
    }

    /// The last input stored for game `id` (its number, who sent it, what it was), as the
    /// channel may read it (hidden parts left sealed): the resume banner's. An organiser's
    /// input is named by whoever sent it, as the store keeps it (`organiser`, the game's
    /// organiser, if it keeps nobody).
    pub async fn last_input(&self, id: i64, organiser: &str) -> Result<String> {
        let starts = self.desk.store.input_starts(id).await?;
        let sender = starts
            .last()
            .map_or(organiser, |(_, user, _)| user.as_str());
        let sender = self.desk.user_label(sender);
        let last = self
            .table(id)
            .and_then(|(row, table)| table.last_stored(&sender, row.lang));
        self.last_input_text(id, last).await
    }
}
