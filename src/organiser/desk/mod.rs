//! The organiser's desk: what the table keeps for every game, whatever its kind. An input
//! and where its answer goes (`Input`, `Post`), the replies and the one place Discord's
//! limits are held (`reply`), who a name at a table means (`seats`), and the desk itself
//! (`Desk`): the store, the organiser's clock, the caches of time away and players'
//! languages, and the seeds new games get.

pub(crate) mod away;
mod campaign;
pub(crate) mod loaded;
pub(crate) mod reply;
pub(crate) mod seats;
pub(crate) mod story;
pub(crate) mod undo;

pub use reply::{
    split_message, Art, Ask, Attachment, Board, Page, Picture, Ping, PingKind, ProofAt, ProofPost,
    Reply, Target, MESSAGE_LIMIT,
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
    /// Where a private command (a slash command answered to its sender alone, taken as a DM
    /// is) was used: its game is that channel's, whatever other table the sender sits at.
    /// None for a direct message and a channel's post.
    pub via: Option<String>,
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

#[derive(Clone, Copy, Debug)]
pub enum MentionStyle {
    /// `@name`, for the console.
    Plain,
    /// `<@id>`, for Discord.
    Discord,
}

impl MentionStyle {
    /// A channel as a message names it: a link on Discord (`<#id>`), `#name` on the console.
    pub fn channel(self, id: &str) -> String {
        match self {
            MentionStyle::Discord => format!("<#{id}>"),
            MentionStyle::Plain => format!("#{id}"),
        }
    }
}

/// Where new games get their seed.
#[derive(Clone, Copy, Debug)]
pub enum Seeds {
    /// Secret and random (the default).
    Random,
    /// Fixed, for tests: the first new game gets seed N, the next N+1, ...
    Fixed(u64),
}

/// One input being answered: what was sent (its sender's name cleaned), where the answer
/// goes, and the users its mentions resolve to.
pub struct Post<'a> {
    pub(crate) input: &'a Input,
    pub(crate) origin: Target,
    pub(crate) mentioned: Vec<(String, String)>,
}

impl Post<'_> {
    /// One answer where the input was sent.
    pub(crate) fn say(&self, text: String) -> Vec<Reply> {
        vec![Reply::say(self.origin.clone(), text)]
    }

    /// `text` said in the game's `channel`; asked by DM, its sender also hears that the
    /// channel was told.
    pub(crate) fn announce(&self, channel: &str, text: String) -> Vec<Reply> {
        let mut out = vec![Reply::say(Target::Channel(channel.to_string()), text)];
        if self.input.channel.is_none() {
            out.extend(self.say(crate::lang::tr("said-in-channel", &[])));
        }
        out
    }
}

/// What every game's path shares: the store, the clock, the caches beside the logs.
pub struct Desk {
    pub(crate) store: Store,
    /// The games this process holds, whatever their kind (`loaded`).
    pub(crate) games: HashMap<i64, std::sync::Arc<loaded::Loaded>>,
    /// The game the input or tick being handled appended to last, the log's length after,
    /// and when (organiser's clock, Unix seconds): how long it has been idle, known without a
    /// look at the store until the input or tick is over.
    pub(crate) appended: Option<(i64, usize, f64)>,
    /// Players' heads-up preference, as read from the store (used as read only while this
    /// process is the sole writer: else another process's `!dq notify` may have changed it).
    pub(crate) heads_up: HashMap<String, bool>,
    /// The seat each game last waited on alone while the seat after him was known
    /// (`next_wait`): a heads-up goes once such a wait, however often the game comes back to
    /// it within the turn (a fight, a question to another seat).
    lone: HashMap<i64, usize>,
    seeds: Seeds,
    pub(crate) mentions: MentionStyle,
    /// What `config.toml` sets for new games.
    pub(crate) defaults: crate::games::Defaults,
    /// Seconds the organiser's clock runs ahead of the system's (local play's `+HOURS`).
    pub(crate) skew: f64,
    /// Who is away, per game, as the store holds it (read once when this process is the only
    /// writer of its database; else again for each input and tick).
    pub(crate) away: HashMap<i64, Vec<(String, f64, usize)>>,
    /// When each player came back from time away, per game (user, time), as the store holds
    /// it: his deadline runs from then, not from before he came back. Read again for each
    /// input and tick when this process is not the sole writer (as `away`).
    pub(crate) back_at: HashMap<i64, HashMap<String, f64>>,
    /// This process holds its database (`Store::hold`): no other writer can add to a game's
    /// log, so a cached game needs no look at the store before each input (appends still
    /// check that they build on the latest log).
    pub(crate) sole_writer: bool,
    /// The users the next input's mentions resolve to (id, name), as its adapter saw them.
    pub(crate) mentioned: Vec<(String, String)>,
    /// A new game's language (`language` in config.toml, `kalladra local --language`).
    pub(crate) lang: Lang,
    /// Players' own language (`!dq language me`), as read from the store; None: none chosen.
    /// Read once each while this process is the sole writer; else again at each input, for
    /// the sender and the players of the game it is for (another process may have changed it).
    pub(crate) own_langs: HashMap<String, Option<Lang>>,
    /// The language of each player's Discord client, as his last interaction said.
    pub(crate) locales: HashMap<String, Lang>,
}

impl Desk {
    pub(crate) fn new(
        store: Store,
        seeds: Seeds,
        mentions: MentionStyle,
        defaults: crate::games::Defaults,
    ) -> Desk {
        Desk {
            store,
            heads_up: HashMap::new(),
            lone: HashMap::new(),
            games: HashMap::new(),
            appended: None,
            seeds,
            mentions,
            defaults,
            skew: 0.0,
            away: HashMap::new(),
            back_at: HashMap::new(),
            sole_writer: false,
            mentioned: Vec::new(),
            lang: Lang::En,
            own_langs: HashMap::new(),
            locales: HashMap::new(),
        }
    }

    /// The language `user` reads his DMs in: his own choice, else his Discord locale, else
    /// the game's (`game`).
    pub(crate) fn reader_lang(&self, user: &str, game: Lang) -> Lang {
        self.own_langs
            .get(user)
            .copied()
            .flatten()
            .or_else(|| self.locales.get(user).copied())
            .unwrap_or(game)
    }

    /// Read players' own languages from the store into `own_langs`: once each while this
    /// process is its database's sole writer, else each time (one query for them all).
    pub(crate) async fn learn_langs(
        &mut self,
        users: impl IntoIterator<Item = String>,
    ) -> Result<()> {
        let mut unknown: Vec<String> = users
            .into_iter()
            .filter(|u| !self.sole_writer || !self.own_langs.contains_key(u))
            .collect();
        unknown.sort();
        unknown.dedup();
        if unknown.is_empty() {
            return Ok(());
        }
        let chosen: HashMap<String, Option<Lang>> = self
            .store
            .user_languages(&unknown)
            .await?
            .into_iter()
            .collect();
        for u in unknown {
            let l = chosen.get(&u).copied().flatten();
            self.own_langs.insert(u, l);
        }
        Ok(())
    }

    /// A moment `hours` from now (before now if negative), as a reader sees it: a Discord
    /// timestamp (in his own time zone), or hours in local play, where nothing reads the
    /// timestamp markup.
    pub(crate) fn when(&self, hours: f64) -> String {
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

    /// Hours from game `id`'s last entry to now, its log being `len` entries long as the
    /// caller holds it: from the append this input or tick made, if it made the log that
    /// long, else as the store holds it.
    pub(crate) async fn hours_idle(&self, id: i64, len: usize) -> Result<Option<f64>> {
        let now = self.now();
        match self.appended {
            Some((game, appended, at)) if game == id && appended == len => {
                Ok(Some((now - at) / 3600.0))
            }
            _ => self.store.hours_idle(id, now).await,
        }
    }

    /// The organiser's clock (Unix seconds): the system's, moved on by `skew`. Event times
    /// are stamped with it and every deadline is measured by it.
    pub(crate) fn now(&self) -> f64 {
        let real = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        real + self.skew
    }

    pub(crate) fn next_seed(&mut self) -> [u8; 32] {
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

    /// Why game `row` may not count for campaign `name`, if it may not: a campaign's table
    /// ranks one game's results, and this one holds a game of another kind.
    pub(crate) async fn campaign_refused(
        &self,
        row: &GameRow,
        name: &str,
    ) -> Result<Option<String>> {
        self.other_kind(row, name, "manage-campaign-other-kind")
            .await
    }

    /// Why game `row` may not start, if its campaign (a default one too) holds games of
    /// another kind: its results would be ranked with theirs.
    pub(crate) async fn start_refused(&self, row: &GameRow) -> Result<Option<String>> {
        self.other_kind(row, &row.campaign, "manage-campaign-other-kind-start")
            .await
    }

    /// The text `key` (naming campaign `name`) if that campaign holds a game of another kind
    /// than `row`'s, other than `row`.
    async fn other_kind(&self, row: &GameRow, name: &str, key: &str) -> Result<Option<String>> {
        let other = self
            .store
            .campaign_has_other_kind(&row.server, name, &row.kind, row.id)
            .await?;
        Ok(other.then(|| crate::lang::tr(key, &[("campaign", name.to_string())])))
    }

    /// How a user id is shown: itself in local play (ids are names there), a mention on Discord.
    pub(crate) fn user_label(&self, user: &str) -> String {
        match self.mentions {
            MentionStyle::Plain => user.to_string(),
            MentionStyle::Discord => format!("<@{user}>"),
        }
    }

    /// Where `user`'s time away at game `id` began (the log's length then), while he is away.
    pub(crate) fn away_since(&self, id: i64, user: &str) -> Option<usize> {
        let now = self.now();
        self.away
            .get(&id)?
            .iter()
            .find(|(u, until, _)| u == user && *until > now)
            .map(|&(_, _, since)| since)
    }

    /// Whether anyone at game `id` is away now.
    pub(crate) fn anyone_away(&self, id: i64) -> bool {
        let now = self.now();
        self.away
            .get(&id)
            .is_some_and(|l| l.iter().any(|(_, until, _)| *until > now))
    }

    /// Whether `user` is away from game `id` now (as far as the organiser has read the store:
    /// the list is read again after every input).
    pub(crate) fn is_away(&self, id: i64, user: &str) -> bool {
        self.away_since(id, user).is_some()
    }

    /// The channel a `!dq new` (of any game) opens its game in, or the answer why not: sent
    /// by DM, or a game already running there.
    pub(crate) fn channel_to_open(
        &self,
        post: &Post<'_>,
        row: Option<&GameRow>,
    ) -> std::result::Result<String, Vec<Reply>> {
        let Some(channel) = post.input.channel.clone() else {
            return Err(post.say(crate::lang::tr("manage-new-in-channel", &[])));
        };
        if let Some(r) = row {
            return Err(post.say(crate::lang::tr(
                "manage-exists",
                &[("organiser", self.user_label(&r.organiser))],
            )));
        }
        Ok(channel)
    }

    /// When the players of game `id` came back from time away (`back_at`), read from the
    /// store if not held (each input and tick, when this process is not the sole writer).
    pub(crate) async fn returns_of(&mut self, id: i64) -> Result<&mut HashMap<String, f64>> {
        if !self.back_at.contains_key(&id) {
            let r = self.store.returns(id).await?;
            self.back_at.insert(id, r.into_iter().collect());
        }
        Ok(self.back_at.entry(id).or_default())
    }

    /// The hours `user` has waited at game `id` on a wait `waited` hours long: someone back
    /// from time away has his whole deadline from his return, at every game's clock. Reads
    /// the returns as `returns_of` last loaded them (none: the wait's own hours).
    pub(crate) fn waited_since_back(&self, id: i64, user: &str, waited: f64) -> f64 {
        let back = self.back_at.get(&id).and_then(|r| r.get(user));
        back.map_or(waited, |&at| waited.min((self.now() - at) / 3600.0))
    }

    /// The seat game `g` now waits on alone, when the seat that plays after him is known
    /// (`Seated::next_up`), and that seat; None otherwise (nobody, several at once, a fight).
    fn next_wait(g: &dyn crate::games::Seated) -> Option<(usize, usize)> {
        if g.stage() != crate::games::Stage::Playing || g.paused() {
            return None;
        }
        let [now] = g.awaited()[..] else {
            return None;
        };
        Some((now, g.next_up()?))
    }

    /// Game `id` as loaded (or loaded again, another process having moved it on): the wait
    /// it is in has had its heads-up, here or in that process.
    pub(crate) fn heads_up_known(&mut self, id: i64, g: &dyn crate::games::Seated) {
        match Desk::next_wait(g) {
            Some((now, _)) => self.lone.insert(id, now),
            None => self.lone.remove(&id),
        };
    }

    /// After an input at game `row`, for every game: the opt-in heads-up to whoever plays
    /// after the seat the game now waits on alone (`Seated::next_up`), once such a wait.
    pub(crate) async fn heads_up_after(
        &mut self,
        row: &GameRow,
        g: &dyn crate::games::Seated,
    ) -> Result<Option<Reply>> {
        let Some((now, next)) = Desk::next_wait(g) else {
            return Ok(None);
        };
        if self.lone.insert(row.id, now) == Some(now) {
            return Ok(None);
        }
        let sitters = g.sitters();
        let (Some(after), Some(next)) = (sitters.get(now), sitters.get(next)) else {
            return Ok(None);
        };
        if next.user == after.user {
            return Ok(None);
        }
        self.heads_up(row, &next.user, &after.name).await
    }

    /// The opt-in heads-up (`!dq notify on`) at game `row`, for every game: `user` plays next,
    /// after `after` (the one whose turn began). A DM in his language, unless he is away or
    /// has not asked for it.
    async fn heads_up(&mut self, row: &GameRow, user: &str, after: &str) -> Result<Option<Reply>> {
        if self.is_away(row.id, user) {
            return Ok(None);
        }
        // Cached only while this process is its database's sole writer: another process may
        // have taken the player's `!dq notify`.
        let on = match self.heads_up.get(user).filter(|_| self.sole_writer) {
            Some(&on) => on,
            None => {
                let on = self.store.heads_up(user).await?;
                self.heads_up.insert(user.to_string(), on);
                on
            }
        };
        if !on {
            return Ok(None);
        }
        let lang = self.reader_lang(user, row.lang);
        // Named with its game, for a player at several (issue 37).
        let channel = self.mentions.channel(&row.channel);
        let args = [
            ("name", after.to_string()),
            ("game", row.id.to_string()),
            ("channel", channel),
            ("kind", row.kind.clone()),
        ];
        let text = crate::lang::text(lang, "manage-heads-up", &args);
        Ok(Some(Reply::ping_of(
            PingKind::Next,
            (user, row.id),
            lang,
            text,
        )))
    }

    /// `!dq notify on|off|digest`: the sender's heads-up by DM when his turn is next, or
    /// (`digest`, None) one DM a day of every game that waits on him instead.
    pub(crate) async fn notify(&mut self, post: &Post<'_>, on: Option<bool>) -> Result<Vec<Reply>> {
        let user = &post.input.user;
        let mode = match on {
            Some(false) => 0,
            Some(true) => 1,
            None => 2,
        };
        self.store.set_heads_up(user, mode).await?;
        self.heads_up.insert(user.clone(), mode == 1);
        let key = match mode {
            0 => "manage-notify-off",
            1 => "manage-notify-on",
            _ => "manage-notify-digest",
        };
        // A private preference: answered by DM (in his own language), never in the channel.
        let reads = self.reader_lang(user, crate::lang::current());
        let text = crate::lang::text(reads, key, &[]);
        Ok(vec![Reply::say(Target::Dm(user.clone()), text)])
    }
}

/// Whether a wait's reminder has fallen due, at every game's clock: the ones awaited have
/// waited `waited` hours of a wait reminded after `remind` hours and with a `deadline` (None:
/// none runs). It comes half-way to the deadline at the latest, and never once the deadline
/// is due (which says more than a reminder would). Each wait's is said once: the caller
/// keeps its key with `Store::remind_once`.
pub(crate) fn reminder_time(waited: f64, remind: f64, deadline: Option<f64>) -> bool {
    let at = deadline.map_or(remind, |d| remind.min(d / 2.0));
    waited >= at && deadline.is_none_or(|d| waited < d)
}

#[cfg(test)]
mod tests {
    use super::reminder_time;

    /// A reminder comes at its hours or half-way to the deadline, whichever is first, and
    /// never once the deadline is due; without a deadline, at its hours.
    #[test]
    fn a_reminder_comes_half_way_at_the_latest_and_never_with_the_deadline() {
        assert!(!reminder_time(5.9, 6.0, None));
        assert!(reminder_time(6.0, 6.0, None));
        assert!(reminder_time(500.0, 6.0, None));
        // A 24-hour reminder on an 8-hour deadline comes at 4 hours.
        assert!(!reminder_time(3.9, 24.0, Some(8.0)));
        assert!(reminder_time(4.0, 24.0, Some(8.0)));
        assert!(!reminder_time(8.0, 24.0, Some(8.0)));
        // An early reminder keeps its hours.
        assert!(reminder_time(2.0, 2.0, Some(48.0)));
        // A round's half-way reminder: its limit as both.
        assert!(reminder_time(12.0, 24.0, Some(24.0)));
        assert!(!reminder_time(11.9, 24.0, Some(24.0)));
    }
}
