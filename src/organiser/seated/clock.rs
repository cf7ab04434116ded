//! The clock at a game behind `Seated`: how long the seats awaited have waited, the deadline
//! line under a prompt, the channel's reminder (once a wait, half the deadline at the
//! latest), the computer player playing for the away and, at the deadline, the late; time
//! away (`!dq away`, `!dq back`) and the welcome back (one DM of what happened meanwhile).

use crate::games::{AtDeadline, Move, Reader, Who};
use crate::lang::Lang;
use crate::manage::Manage;
use crate::organiser::desk::away::{Presence, TakenOver};
use crate::organiser::desk::story::At;
use crate::organiser::{Organiser, Post, Reply, Target};
use crate::store::{GameRow, Said};
use anyhow::Result;

/// The longest a chain of the computer player's moves for absent seats may run at once.
const STAND_IN_LIMIT: usize = 400;

impl Organiser {
    /// Hours the seats awaited now at game `id` (any game) have waited: since the last entry,
    /// or since the one the game says their wait began with (`Seated::wait_began`).
    /// The hours the game was paused meanwhile do not count: its clock stopped.
    pub(in crate::organiser) async fn waited(&self, id: i64) -> Result<Option<f64>> {
        let Some((_, g)) = self.table(id) else {
            return Ok(None);
        };
        let now = self.desk.now();
        let Some(i) = g.wait_began() else {
            return self.desk.hours_idle(id, self.logged(id)).await;
        };
        let Some(mut waited) = self.desk.store.hours_since_entry(id, i + 1, now).await? else {
            return Ok(None);
        };
        for (from, to) in g.pauses() {
            // A pause that began before the wait stopped it from the wait's start.
            let began = self
                .desk
                .store
                .hours_since_entry(id, from.max(i) + 1, now)
                .await?;
            let ended = match to {
                Some(r) => self.desk.store.hours_since_entry(id, r + 1, now).await?,
                None => Some(0.0),
            };
            if let (Some(b), Some(e)) = (began, ended) {
                waited -= (b - e).max(0.0);
            }
        }
        Ok(Some(waited.max(0.0)))
    }

    /// The hours the seats awaited now at game `id` (any game) have before the clock plays
    /// for them: the game's `turn_hours` and what `!dq extend` added to this wait. None: no
    /// deadline runs (none set, or the game is paused).
    pub(in crate::organiser) fn seated_turn_hours(&self, id: i64) -> Option<f64> {
        let (_, g) = self.table(id)?;
        if g.paused() {
            return None;
        }
        g.turn_hours()
            .map(|h| f64::from(h) + f64::from(g.extra_hours()))
    }

    /// Whether someone still in play at game `id` (any game) is not away: then whoever is
    /// away is played for at once; else every play waits for its deadline (or its player).
    pub(super) fn seated_someone_here(&self, id: i64) -> bool {
        let Some((_, g)) = self.table(id) else {
            return true;
        };
        let sitters = g.sitters();
        // Before the start (or after the end) nobody plays: nobody's away is all.
        let playing = g.playing();
        playing.is_empty()
            || playing.iter().any(|&s| {
                sitters
                    .get(s)
                    .is_some_and(|x| !self.desk.is_away(id, &x.user))
            })
    }

    /// Those of `seats` at game `id` whose players are not away.
    fn seated_not_away(&self, id: i64, seats: impl IntoIterator<Item = usize>) -> Vec<usize> {
        let sitters = self.table(id).map(|(_, g)| g.sitters()).unwrap_or_default();
        seats
            .into_iter()
            .filter(|&s| {
                sitters
                    .get(s)
                    .is_some_and(|x| !self.desk.is_away(id, &x.user))
            })
            .collect()
    }

    /// The deadline line under a prompt at game `id` (any game), when one runs: the game's
    /// own words for it (`Seated::deadline_line`), with the hours its wait has run and the
    /// names of those it is the deadline of.
    pub(in crate::organiser) async fn deadline(&self, id: i64) -> Result<Option<String>> {
        let Some((row, _)) = self.table(id) else {
            return Ok(None);
        };
        self.deadline_in(id, row.lang).await
    }

    /// `deadline`, in `lang` (a sheet asked for by DM, in its reader's language).
    pub(in crate::organiser) async fn deadline_in(
        &self,
        id: i64,
        lang: Lang,
    ) -> Result<Option<String>> {
        let Some((_, g)) = self.table(id) else {
            return Ok(None);
        };
        let gone = self.waited(id).await?.unwrap_or(0.0);
        // Whoever is away is played for at once, while someone is here: no deadline is his.
        let here = self.seated_someone_here(id);
        let sitters = g.sitters();
        let (late, users): (Vec<String>, Vec<String>) = g
            .awaited()
            .iter()
            .filter_map(|&s| sitters.get(s))
            .filter(|x| !self.desk.for_good(id, &x.user))
            .filter(|x| !here || !self.desk.is_away(id, &x.user))
            .map(|x| (x.name.clone(), x.user.clone()))
            .unzip();
        // The days their time bank paid on this wait moved the deadline on.
        let gone = gone - self.banked_for(id, &users).await?;
        let Some((_, g)) = self.table(id) else {
            return Ok(None);
        };
        // In the channel's language, whoever's input brought the line.
        let when = |hours: f64| self.desk.when(hours);
        Ok(g.deadline_line(gone, &late, &when, lang))
    }

    /// The computer player plays for every awaited seat that is away, or (`due`) whose
    /// deadline has passed; nobody while the game is paused.
    pub(in crate::organiser) async fn seated_stand_in(
        &mut self,
        id: i64,
        due: bool,
    ) -> Result<Vec<Reply>> {
        // Paused, nobody is played for; right after an input, only someone away is.
        if self.desk.games[&id].game.paused() || !due && !self.desk.anyone_away(id) {
            return Ok(Vec::new());
        }
        // Those the game waited on past the deadline, as the clock found it: each is played
        // for once (under Speed every late player at once, not one a deadline); whoever the
        // game waits on after that has a deadline of his own.
        let mut late = Vec::new();
        let mut out = Vec::new();
        if let (true, Some(h)) = (due, self.seated_turn_hours(id)) {
            let idle = self.waited(id).await?;
            if let Some(idle) = idle.filter(|&idle| idle >= h) {
                self.desk.returns_of(id).await?;
                let g = &self.desk.games[&id].game;
                let sitters = g.sitters();
                late = g.awaited();
                late.retain(|&s| {
                    sitters
                        .get(s)
                        .is_none_or(|x| self.desk.waited_since_back(id, &x.user, idle) >= h)
                });
                // Each late player's time bank pays before anything is done in his place.
                let (unpaid, said) = self.bank_pays(id, late, idle, h).await?;
                late = unpaid;
                out.extend(said);
            }
        }
        // `on_deadline remind`: the late who are here are told, and waited on; someone away
        // is played for all the same.
        let g = &self.desk.games[&id].game;
        if g.at_deadline() == AtDeadline::Remind {
            let here = self.seated_not_away(id, late.iter().copied());
            late.retain(|s| !here.contains(s));
            if !g.tells_deadline() {
                out.extend(self.seated_deadline_passed(id, &here).await?);
            }
        }
        out.extend(self.seated_play_for(id, late, (true, true)).await?);
        Ok(out)
    }

    /// What the game's own clock does at game `id` (any game) on the wait it is in, when it
    /// names where that wait began (`Seated::wait_began`) and is not paused, measured once:
    /// its notes on the wait (`Seated::clock_notes`), each sent once, whichever process's
    /// clock finds it due, and after a restart; then its own move once the wait has run its
    /// time (`Seated::due`: DungeonQuest's claim window, R17), stored as the clock's input.
    async fn seated_waits(&mut self, id: i64) -> Result<Vec<Reply>> {
        let g = &self.desk.games[&id].game;
        if g.wait_began().is_none() || g.paused() {
            return Ok(Vec::new());
        }
        let waited = self.waited(id).await?.unwrap_or(0.0);
        let mut out = self.seated_notes(id, waited).await?;
        if let Some(mv) = self.desk.games[&id].game.due(waited) {
            out.extend(self.seated_clock_move(id, &mv).await?);
        }
        Ok(out)
    }

    /// `seated_waits`' notes, the wait having run `waited` hours.
    async fn seated_notes(&mut self, id: i64, waited: f64) -> Result<Vec<Reply>> {
        let l = &self.desk.games[&id];
        let at = At {
            desk: &self.desk,
            id,
            deadline: None,
        };
        let mut out = Vec::new();
        for (once, said) in l.game.clock_notes(waited, &at) {
            if self.desk.store.remind_once(id, &once).await? {
                let story = crate::games::story::Story {
                    said,
                    proofs: Vec::new(),
                };
                out.extend(crate::organiser::desk::story::replies(l, story, &at));
            }
        }
        Ok(out)
    }

    /// The clock's own move `mv` at game `id` (not a seat's): decided with the organiser's
    /// rights, stored as the clock's input and told; nothing if the game refuses it.
    pub(in crate::organiser) async fn seated_clock_move(
        &mut self,
        id: i64,
        mv: &Move,
    ) -> Result<Vec<Reply>> {
        let l = &self.desk.games[&id];
        let Ok(entries) = l.game.decide(Who::Organiser, true, mv, l.row.lang) else {
            return Ok(Vec::new());
        };
        self.commit_clock(id, &entries, None).await
    }

    /// Store and tell the clock's input `entries` at game `id` (`played_by`: the seat it
    /// plays for), under the organiser's name and in the game's words for it
    /// (`Seated::input_line`: `(the clock, for NAME) ...`).
    async fn commit_clock(
        &mut self,
        id: i64,
        entries: &[String],
        played_by: Option<usize>,
    ) -> Result<Vec<Reply>> {
        let l = &self.desk.games[&id];
        let text = l.game.input_line(&entries[0], Lang::En).unwrap_or_default();
        let organiser = l.row.organiser.clone();
        let said = Said {
            source_id: None,
            user: &organiser,
            text: &text,
            at: self.desk.now(),
        };
        self.commit_seated(id, said, entries, played_by, false)
            .await
    }

    /// `on_deadline remind`: the channel and each of `late` told, once a wait, that his
    /// deadline has passed and the game waits on him (`Desk::deadline_passed`).
    async fn seated_deadline_passed(&self, id: i64, late: &[usize]) -> Result<Vec<Reply>> {
        let mut out = Vec::new();
        let l = &self.desk.games[&id];
        let sitters = l.game.sitters();
        for &seat in late {
            let Some(x) = sitters.get(seat) else {
                continue;
            };
            let who = (seat, x.user.as_str(), self.mention(id, seat));
            out.extend(
                self.desk
                    .deadline_passed(&l.row, who, super::wait_of(l))
                    .await?,
            );
        }
        Ok(out)
    }

    /// The computer player plays for `late` (each once) and, with `away`, for every awaited
    /// seat that is away while someone still in play is here: `!dq skip` names everyone
    /// awaited (and while paused plays for nobody else). `deadline`: the late let their
    /// deadline pass (not the organiser's skip), and each is told so.
    pub(super) async fn seated_play_for(
        &mut self,
        id: i64,
        mut late: Vec<usize>,
        (away, deadline): (bool, bool),
    ) -> Result<Vec<Reply>> {
        let mut out = Vec::new();
        // The seats the channel has heard why the clock plays for (once each).
        let mut told: Vec<usize> = Vec::new();
        for _ in 0..STAND_IN_LIMIT {
            // With everyone still in play away, the game does not play itself out at once:
            // only the late are played for.
            let here = away && self.seated_someone_here(id);
            let l = &self.desk.games[&id];
            let sitters = l.game.sitters();
            let Some((seat, mv)) = l.game.awaited().into_iter().find_map(|s| {
                let gone = away
                    && sitters
                        .get(s)
                        .is_some_and(|x| self.desk.is_away(id, &x.user));
                if !gone && !late.contains(&s) {
                    return None;
                }
                // The computer player's choices: the table's one stream for them, from the
                // game's secret seed and the log's length.
                let choices = crate::chance::ComputerChoices::for_game(&l.row.seed, l.len);
                let mv = l.game.stand_in(s, choices)?;
                // Someone away is played for at once only while someone else is here (the
                // computer's own seat always); what the clock does that is no play in his
                // place (an offer to him lapsing) is done at once all the same.
                let in_his_place = matches!(mv, Move::ForAbsent { .. });
                let for_good = gone && self.desk.for_good(id, &sitters[s].user);
                (here || for_good || late.contains(&s) || !in_his_place).then_some((s, mv))
            }) else {
                break;
            };
            let was_late = late.contains(&seat);
            late.retain(|&s| s != seat);
            // What his deadline covered (a turn, a fight's round): he is played for on while
            // it lasts and the game waits on him.
            let covers = l.game.deadline_covers();
            // The turn his missed deadline counts for (one a turn, however many rounds).
            let wait = super::wait_of(l);
            let turn = l.game.turn_key().unwrap_or_else(|| wait.to_string());
            let entries = match l.game.decide(Who::Organiser, true, &mv, l.row.lang) {
                Ok(e) => e,
                Err(_) => break,
            };
            // Said with the first play it heads, once that is stored; nothing is said of a
            // move that is no play in his place (an offer to him lapsing says itself).
            let skipped = l.game.skips(&mv);
            let why = match (self.desk.is_away(id, &sitters[seat].user), was_late) {
                _ if !matches!(mv, Move::ForAbsent { .. }) => None,
                (true, _) | (false, false) => Some(TakenOver::Away),
                (false, true) => deadline.then_some(TakenOver::Late { skipped }),
            };
            // That the bot plays for someone away is said once a time away (his going away
            // said it too); a deadline let pass, once a wait (a Hollowdeep turn the clock
            // finishes after a window keeps its one wait), whichever process plays.
            let user = &sitters[seat].user;
            let once = match (why, self.desk.away_since(id, user)) {
                _ if told.contains(&seat) => true,
                (Some(TakenOver::Away), Some(since)) => {
                    let key = format!("away-over:{user}:{since}");
                    self.desk.store.remind_once(id, &key).await?
                }
                _ => true,
            };
            // Claimed once the play is stored (a play another writer's made stale tells
            // nothing, and must leave the telling to the one that stored it).
            let late_once = matches!(why, Some(TakenOver::Late { .. }))
                .then(|| format!("late-over:{user}:{wait}"));
            let l = &self.desk.games[&id];
            let notice = match why.filter(|_| !told.contains(&seat) && once) {
                Some(why) => {
                    let s = &sitters[seat];
                    self.desk.taking_over(&**l, (&s.user, &s.name), why)
                }
                None => Vec::new(),
            };
            if why.is_some() {
                told.push(seat);
            }
            // His play, though the clock's: if the game still waits on him (a crystal ball
            // sealed for him), he is told his move again.
            match self.commit_clock(id, &entries, Some(seat)).await {
                Ok(r) => {
                    let tell = match &late_once {
                        Some(key) => self.desk.store.remind_once(id, key).await?,
                        None => true,
                    };
                    if tell {
                        out.extend(notice);
                    }
                    out.extend(r);
                    let l = &self.desk.games[&id];
                    let same = covers.is_some() && l.game.deadline_covers() == covers;
                    if was_late && same && l.game.awaited().contains(&seat) {
                        late.push(seat);
                    }
                    // A deadline he let pass (not time away, not the organiser's skip) is
                    // kept in the ledger; at the game's limit of them in a row, the seat
                    // falls to the computer.
                    if matches!(why, Some(TakenOver::Late { .. })) {
                        out.extend(self.missed_deadline(id, seat, &turn).await?);
                    }
                }
                // Another writer moved the game on: the plays stored so far are said; the
                // rest is for the next look, on the latest state.
                Err(e) if e.is::<crate::store::Stale>() => {
                    self.desk.forget(id);
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }

    /// The clock's turn at game `row`, whatever its kind: time away that has run out ends,
    /// the channel's reminder (once a wait), the game's own notes on its wait, its due moves,
    /// then the deadlines passed and the plays for the absent.
    pub(in crate::organiser) async fn tick_game(&mut self, row: GameRow) -> Result<Vec<Reply>> {
        let mut out = Vec::new();
        // Loading reads its time away too (the reminder leaves out whoever is away).
        let id = self.desk.load(row).await?;
        out.extend(self.desk.away_run_out(&*self.lent(id)).await?);
        out.extend(self.reminder(id).await?);
        let due = match self.seated_waits(id).await {
            Ok(mut r) => self.seated_stand_in(id, true).await.map(|more| {
                r.extend(more);
                r
            }),
            e => e,
        };
        match due {
            Ok(r) => out.extend(r),
            Err(e) if e.is::<crate::store::Stale>() => self.desk.forget(id),
            Err(e) => return Err(e),
        }
        Ok(out)
    }

    /// The channel's reminder to the seats awaited at game `id` (any game) that are not
    /// away, once a wait: when they have waited the game's `reminder_hours` (half the
    /// deadline at most), and not yet the whole deadline, which says more.
    async fn reminder(&mut self, id: i64) -> Result<Option<Reply>> {
        let Some((_, g)) = self.table(id) else {
            return Ok(None);
        };
        let Some(remind) = g.reminder_hours().map(f64::from) else {
            return Ok(None);
        };
        if g.paused() {
            return Ok(None);
        }
        let deadline = self.seated_turn_hours(id);
        let Some(idle) = self.waited(id).await? else {
            return Ok(None);
        };
        if !crate::organiser::desk::reminder_time(idle, remind, deadline) {
            return Ok(None);
        }
        let Some((row, g)) = self.table(id) else {
            return Ok(None);
        };
        let late = self.seated_not_away(id, g.awaited());
        if late.is_empty() {
            return Ok(None);
        }
        // One reminder a wait: the wait is named by the entry it began with.
        let began = g.wait_began().unwrap_or(self.logged(id).saturating_sub(1));
        let (channel, lang, texts) = (row.channel.clone(), row.lang, g.kind().texts());
        let once = g.reminder_key(began);
        if !self.desk.store.remind_once(id, &once).await? {
            return Ok(None);
        }
        let mentions: Vec<String> = late.iter().map(|&s| self.mention(id, s)).collect();
        // Everyone else has answered the wait he is in (a Speed room, a window open to
        // several): he is told he is the last one the table waits on.
        let last = late.len() == 1 && g.awaited().len() == 1 && g.open_to_several();
        let text = crate::lang::within(lang, || {
            let said = crate::lang::tr(
                &format!("{texts}-reminder"),
                &[
                    ("mentions", mentions.join(", ")),
                    ("people", late.len().to_string()),
                    ("since", self.desk.when(-idle)),
                ],
            );
            match last {
                true => format!("{said} {}", crate::lang::tr("reminder-last", &[])),
                false => said,
            }
        });
        Ok(Some(Reply::say(Target::Channel(channel), text)))
    }

    /// `!dq away HOURS [REASON]` and `!dq back`: the table's time away (`desk::away`); then
    /// the bot plays at once for whoever is away, while someone is here.
    pub(super) async fn seated_away(
        &mut self,
        post: &Post<'_>,
        id: i64,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        // Lent for the word on time away alone: the plays after it change the game.
        let lent = self.lent(id);
        let l = &*lent;
        let mut out = match m {
            Manage::Away { hours, reason } => {
                // Until when he was away already (the time the bank has drawn for).
                let covered = self
                    .desk
                    .away_of(id)
                    .await?
                    .iter()
                    .find(|(u, _, _)| *u == post.input.user)
                    .map_or(0.0, |&(_, until, _)| until);
                let away = self.desk.go_away(post, l, (hours, &reason), l.len);
                let mut said = match away.await? {
                    Ok(said) => said,
                    Err(refused) => return Ok(refused),
                };
                // Time away set ahead draws on the month's vacation days.
                let user = post.input.user.clone();
                said.extend(self.bank_away(id, &user, (hours, covered), l.len).await?);
                said
            }
            Manage::Back => match self.desk.come_back(post, l).await? {
                (said, true) => said,
                (said, false) => return Ok(said),
            },
            _ => return Ok(Vec::new()),
        };
        drop(lent);
        out.extend(self.seated_stand_in(id, false).await?);
        Ok(out)
    }
}

/// A seated game's table as time away sees it (`desk::away`, the table's one room for it).
impl Presence for super::Loaded {
    fn row(&self) -> &crate::store::GameRow {
        &self.row
    }

    fn stage(&self) -> crate::games::Stage {
        self.game.stage()
    }

    fn sitter(&self, user: &str) -> Option<(usize, String, bool)> {
        let seat = self.game.seat_of(user)?;
        let name = self.game.sitters()[seat].name.clone();
        Some((seat, name, self.game.playing().contains(&seat)))
    }

    fn in_play(&self) -> Vec<String> {
        let sitters = self.game.sitters();
        let playing = self.game.playing();
        playing
            .iter()
            .filter_map(|&s| sitters.get(s).map(|x| x.user.clone()))
            .collect()
    }

    /// The computer player plays for him, or passes his turns over where the game is set to.
    fn does(&self) -> &'static str {
        match self.game.at_deadline() {
            crate::games::AtDeadline::Skip => "deadline-away-does-skip",
            _ => "deadline-away-does-autopilot",
        }
    }

    fn retold(&self, entries: &[String], seat: usize, since: usize, lang: Lang) -> Vec<String> {
        super::telling::retold(self, entries, since, Reader::Seat(seat), lang)
    }
}
