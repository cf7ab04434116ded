//! The one door every game comes to the table through, `crate::games::Seated`: opening one
//! (`!dq new KIND`), every input at its table (the `!dq` commands the table offers, a game's
//! own words and its plays), what goes to the channel and to each seat by DM, undo with its
//! preview, export, time away and the clock (`clock.rs`: deadlines, reminders, a game's own
//! notes and moves on its waits, the computer player for a seat). Nothing here names a
//! game's rules.

use super::desk::loaded::Loaded;
use super::desk::story::At;
use super::{Organiser, Post, Reply, Target};
use crate::games::{Heard, Kind, Move, Reader, Stage, Who};
use crate::lang::Lang;
use crate::manage::{Manage, Mistake};
use crate::store::{GameRow, Said};
use anyhow::Result;
use commands::TABLE_COMMANDS;

mod clock;
mod commands;
mod record;
mod telling;
mod tools;

impl Organiser {
    /// `!dq new KIND`: a game of that kind in this channel.
    pub(super) async fn new_seated(
        &mut self,
        post: &Post<'_>,
        row: Option<&GameRow>,
        word: &str,
    ) -> Result<Vec<Reply>> {
        let kind = match Kind::named(word) {
            Some(k) => k,
            None => {
                return Ok(post.say(crate::lang::tr(
                    "manage-unknown-game",
                    &[("got", word.to_string())],
                )))
            }
        };
        let input = post.input;
        let channel = match self.desk.channel_to_open(post, row) {
            Ok(c) => c,
            Err(answer) => return Ok(answer),
        };
        let seed = self.desk.next_seed();
        let (settings, campaign) = kind.new_settings(&self.desk.defaults);
        let id = self
            .desk
            .store
            .create_seated(
                kind.name(),
                (&input.server, &channel, &input.user),
                seed,
                &settings,
                campaign,
            )
            .await?;
        self.desk
            .store
            .set_game_language(id, self.desk.lang)
            .await?;
        let Some(row) = self.desk.store.game(id).await? else {
            return Ok(Vec::new());
        };
        let id = self.desk.load(row).await?;
        let lang = self.game_lang(id);
        let l = &self.desk.games[&id];
        // A game that commits to its seed at its start says only that it is open.
        if let Some(text) = l.game.opening(&input.name, lang) {
            return Ok(post.say(text));
        }
        let mut text = l.game.welcome(lang);
        text.push('\n');
        // The commitment binds the game's number, channel and organiser to its seed, as its
        // record (`games::record::Record::of`) gives them.
        let hash = crate::audit::seed_hash(&seed);
        let commitment = crate::audit::opening_commitment(
            &hash,
            l.game.kind().name(),
            id,
            &l.row.channel,
            &l.row.organiser,
        );
        text.push_str(&crate::lang::text(
            lang,
            "seated-seed",
            &[("hash", hash.clone()), ("commitment", commitment)],
        ));
        let mut out = post.say(text);
        crate::organiser::desk::reply::mark_proof(
            &mut out,
            id,
            crate::organiser::desk::reply::ProofAt::Start,
            &hash,
        );
        Ok(out)
    }

    /// The game of another kind an input is for: the running one, or in a channel whose
    /// last game was of another kind and has ended, a `!dq` command that reads it.
    pub(super) async fn seated_row(
        &self,
        input: &super::Input,
        running: Option<&GameRow>,
    ) -> Result<Option<GameRow>> {
        if let Some(r) = running {
            return Ok(Some(r.clone()));
        }
        let Some(c) = &input.channel else {
            return Ok(None);
        };
        // Opening a game, or a seat in one: there is none running here, as DungeonQuest's path
        // says. Every other `!dq` text is the finished table's to answer (DungeonQuest's
        // would read its log as its own).
        let parsed = crate::manage::parse(&input.text);
        let opens = matches!(
            parsed,
            Some(Ok(Manage::New
                | Manage::NewOf { .. }
                | Manage::Join { .. }
                | Manage::Start
                | Manage::Leave
                | Manage::LeaveConfirm))
        );
        if opens {
            return Ok(None);
        }
        let Some(row) =
            self.desk.store.latest_game(c).await?.filter(|r| {
                Kind::named(&r.kind).is_some_and(|k| k.reads_after_the_end(&input.text))
            })
        else {
            return Ok(None);
        };
        // A play typed after the end hears that the game is over, not that it is no command.
        let plays = || {
            Kind::named(&row.kind)
                .and_then(|k| k.open(row.seed, &row.settings).ok())
                .is_some_and(|g| {
                    matches!(
                        g.read(&input.text, false, Who::Newcomer, Lang::En),
                        Heard::Play(Move::Play(_))
                    )
                })
        };
        let other_games = || {
            Kind::named(&row.kind)
                .is_some_and(|kind| kind.others().any(|k| k.reads_as_play(&input.text)))
        };
        Ok((parsed.is_some() || plays() || other_games()).then_some(row))
    }

    /// `last_input`'s banner: the game's last stored input (`last`, as `Seated::last_stored`
    /// reads it), numbered as `!dq log` numbers inputs (every input stored, undone ones too).
    pub(super) async fn last_input_text(&self, id: i64, last: Option<String>) -> Result<String> {
        let lang = self.game_lang(id);
        // Every input stored, undone ones too.
        let number = self.desk.store.input_starts(id).await?.len();
        Ok(crate::lang::within(lang, || match last {
            Some(line) => crate::lang::tr(
                "local-last-stored",
                &[("number", number.to_string()), ("input", line)],
            ),
            None => crate::lang::tr("local-nothing-stored", &[]),
        }))
    }

    /// Whether `who` would leave game `id` while it is played (the game takes `Move::Leave`
    /// from him now): then `!dq leave` asks for `!dq leave confirm` first.
    fn leaves_mid_game(&self, id: i64, who: Who, organiser: bool) -> bool {
        let g = &self.desk.games[&id].game;
        matches!(who, Who::Seat(_))
            && g.stage() == Stage::Playing
            && g.decide(who, organiser, &Move::Leave, Lang::En).is_ok()
    }

    /// What anyone but the organiser hears of a tool that is his alone, naming him.
    pub(super) fn organiser_only(&self, id: i64) -> String {
        let organiser = self.desk.user_label(&self.desk.games[&id].row.organiser);
        crate::lang::tr("refusal-not-organiser", &[("organiser", organiser)])
    }

    /// A game's own text for what the table says at it (`{kind}-{key}` in the game's
    /// Fluent file: every kind gives these keys).
    fn text_id(&self, id: i64, key: &str) -> String {
        debug_assert!(
            crate::games::TABLE_TEXTS.contains(&key) || crate::games::DEFAULT_TEXTS.contains(&key),
            "{key} is not among the table's texts"
        );
        format!("{}-{key}", self.desk.games[&id].game.kind().texts())
    }

    /// One input at a game of another kind.
    pub(super) async fn seated_input(
        &mut self,
        post: &Post<'_>,
        row: GameRow,
    ) -> Result<Vec<Reply>> {
        let id = self.desk.load(row).await?;
        let input = post.input;
        let by_dm = input.channel.is_none();
        let l = &self.desk.games[&id];
        let organiser = input.admin || input.user == l.row.organiser;
        let seat = l.game.seat_of(&input.user);
        let who = match seat {
            Some(s) => Who::Seat(s),
            None if organiser => Who::Organiser,
            None => Who::Newcomer,
        };
        let lang = crate::lang::current();
        let kind = l.game.kind();
        // Another game's command: say which game this table plays.
        let not_here = || post.say(crate::lang::tr(&self.text_id(id, "not-here"), &[]));
        let parsed = crate::manage::parse(&input.text);
        // A `!dq` word of the game's own (DungeonQuest's `!dq tower`) is the game's to read.
        let own_word = matches!(
            &parsed,
            Some(Err(Mistake::Unknown { word })) if kind.owns_command(word)
        );
        match parsed {
            // The table's own commands, whatever the game.
            Some(Ok(Manage::Leaderboard { campaign })) => {
                let row = self.desk.games[&id].row.clone();
                self.desk
                    .leaderboard(post, campaign.as_deref(), Some(&row))
                    .await
            }
            Some(Ok(Manage::Notify { on })) => self.desk.notify(post, on).await,
            Some(Ok(Manage::Mine)) => self.mine(post).await,
            Some(Ok(Manage::Profile { who })) => self.profile(post, who.as_deref()).await,
            Some(Ok(Manage::MyLanguage { lang })) => self.my_language(post, lang).await,
            Some(Ok(m)) => self.seated_manage(post, id, who, organiser, m).await,
            Some(Err(Mistake::Unknown { word }))
                if kind.others().any(|k| k.owns_command(&word)) =>
            {
                Ok(not_here())
            }
            Some(Err(e)) if !own_word => {
                let offered = kind.commands().unwrap_or(TABLE_COMMANDS);
                Ok(post.say(crate::manage::mistake_at(&e, offered, kind.texts())))
            }
            // A play, or a `!dq` word of the game's own.
            _ => match l.game.read(&input.text, by_dm, who, lang) {
                Heard::Play(mv) => self.seated_move(post, id, who, organiser, mv).await,
                // A play of this game's that names what is not there (`play 9`) is answered
                // as one, though another game would play the same words.
                Heard::Mistake(why)
                    if kind.reads_as_play(&input.text) || kind.claims(&input.text) =>
                {
                    Ok(post.say(why))
                }
                _ if kind.others().any(|k| k.reads_as_play(&input.text)) => Ok(not_here()),
                Heard::Mistake(why) => Ok(post.say(why)),
                Heard::Shown(text) => Ok(super::desk::reply::render_split(&post.origin, &text)),
                Heard::Chatter => Ok(Vec::new()),
            },
        }
    }

    async fn seated_manage(
        &mut self,
        post: &Post<'_>,
        id: i64,
        who: Who,
        organiser: bool,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        // Once it has ended, a game is only read: nothing is taken back or changed (coming
        // back from time away changes only what is kept beside its log).
        let reads = matches!(
            m,
            Manage::Board { .. }
                | Manage::Hand
                | Manage::Status
                | Manage::Log { .. }
                | Manage::Export
                | Manage::Record
                | Manage::Settings
                | Manage::Help { .. }
                | Manage::Language { .. }
                | Manage::Back
                | Manage::Bank {
                    order: crate::manage::BankOrder::Show | crate::manage::BankOrder::Use(_)
                }
                | Manage::New
                | Manage::NewOf { .. }
        );
        if !reads && self.desk.games[&id].game.stage() == Stage::Over {
            return Ok(post.say(crate::lang::tr("refusal-game-over", &[])));
        }
        // A role named where the game deals them: he joins all the same, and is told so.
        let chooses = self.desk.games[&id].game.chooses_roles();
        if let (Manage::Join { name: Some(_) }, false) = (&m, chooses) {
            let mut out = self
                .seated_manage_in(post, id, who, organiser, Manage::Join { name: None })
                .await?;
            let seated = self.desk.games.get(&id).is_some_and(|l| {
                who == Who::Newcomer && l.game.seat_of(&post.input.user).is_some()
            });
            if let (true, Some(first)) = (seated, out.first_mut()) {
                first.text.push('\n');
                first
                    .text
                    .push_str(&crate::lang::tr("seated-join-no-choice", &[]));
            }
            return Ok(out);
        }
        self.seated_manage_in(post, id, who, organiser, m).await
    }

    async fn seated_manage_in(
        &mut self,
        post: &Post<'_>,
        id: i64,
        who: Who,
        organiser: bool,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        let input = post.input;
        let mv = match m {
            Manage::Join { name } => {
                // A record the organiser requires of whoever joins (`!dq require`).
                if who == Who::Newcomer {
                    if let Some(why) = self.join_refused(id, &input.user).await? {
                        return Ok(post.say(why));
                    }
                }
                Move::Join {
                    user: input.user.clone(),
                    name: input.name.clone(),
                    role: name,
                }
            }
            // A seat left mid-game is abandoned for good, where the game lets him: asked first.
            Manage::Leave if self.leaves_mid_game(id, who, organiser) => {
                return Ok(post.say(crate::lang::tr("manage-leave-confirm", &[])))
            }
            Manage::Leave | Manage::LeaveConfirm => Move::Leave,
            Manage::JoinBot => return self.seated_join_bot(post, id, organiser).await,
            Manage::Set { key, value } => Move::Set { key, value },
            Manage::Start => {
                let l = &self.desk.games[&id];
                // A table of computer players alone would wait on nobody.
                let sitters = l.game.sitters();
                let people = sitters
                    .iter()
                    .any(|s| !super::desk::away::is_computer(&s.user));
                if organiser && !sitters.is_empty() && !people {
                    return Ok(post.say(crate::lang::tr("computer-start-alone", &[])));
                }
                if organiser && l.game.stage() == Stage::Setup {
                    if let Some(why) = self.desk.start_refused(&l.row).await? {
                        return Ok(post.say(why));
                    }
                }
                Move::Start
            }
            Manage::End { reason } => Move::End { reason },
            Manage::Replace { .. }
            | Manage::Remove { .. }
            | Manage::Skip
            | Manage::Pause
            | Manage::Resume
            | Manage::Extend { .. } => {
                if !organiser {
                    return Ok(post.say(self.organiser_only(id)));
                }
                match self.seated_tool(post, id, m) {
                    Ok(Some(mv)) => mv,
                    Ok(None) if self.desk.games[&id].game.own_skip() => Move::Skip,
                    Ok(None) => return self.seated_skip(post, id).await,
                    Err(why) => return Ok(post.say(why)),
                }
            }
            Manage::Undo { count } => {
                return self
                    .seated_undo_preview(post, id, (who, organiser), count)
                    .await
            }
            // Only the organiser's confirmation takes the preview (anyone else's leaves it).
            Manage::UndoConfirm if !organiser => return Ok(post.say(self.organiser_only(id))),
            Manage::UndoConfirm => match self.desk.confirmed_undo(post, id).await? {
                Ok(count) => Move::Undo { inputs: count },
                Err(why) => return Ok(why),
            },
            read => return self.seated_read(post, id, who, organiser, read).await,
        };
        self.seated_move(post, id, who, organiser, mv).await
    }

    /// The commands that read a game (and those of DungeonQuest alone, which are refused).
    async fn seated_read(
        &mut self,
        post: &Post<'_>,
        id: i64,
        who: Who,
        organiser: bool,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        let input = post.input;
        let lang = crate::lang::current();
        let by_dm = input.channel.is_none();
        let reader = Reader::of(who, by_dm);
        let l = &self.desk.games[&id];
        let g = &l.game;
        Ok(match m {
            Manage::Board { look } => self.seated_board(post, id, reader, lang, look),
            Manage::Status => {
                let text = self.seated_status(id, reader, lang).await?;
                super::desk::reply::render_split(&post.origin, &text)
            }
            Manage::Settings => {
                let campaign = [("campaign", l.row.campaign.clone())];
                let line = crate::lang::tr("seated-campaign", &campaign);
                post.say(format!("{}\n{line}", g.settings(lang)))
            }
            Manage::Hand => match who {
                Who::Seat(s) => {
                    let lang = self.desk.reader_lang(&input.user, l.row.lang);
                    // No hand yet (before the deal): said where asked, nothing goes by DM.
                    let Some(hand) = g.hand(s, lang) else {
                        return Ok(post.say(crate::lang::tr(&self.text_id(id, "hand-none"), &[])));
                    };
                    let mut out = vec![Reply::say(Target::Dm(input.user.clone()), hand)];
                    if input.channel.is_some() {
                        out.extend(post.say(crate::lang::tr("seated-hand-sent", &[])));
                    }
                    out
                }
                _ => post.say(crate::lang::tr(&self.text_id(id, "hand-no-seat"), &[])),
            },
            Manage::Help { topic } => {
                let at = At {
                    desk: &self.desk,
                    id,
                    deadline: None,
                };
                let text = g.help(topic.as_deref(), (who, organiser, by_dm), lang, &at);
                super::desk::reply::render_split(&post.origin, &text)
            }
            Manage::Export => {
                // The organiser any time, anyone once it has ended.
                if !(organiser || g.stage() == Stage::Over) {
                    return Ok(post.say(crate::lang::tr("manage-export-refused", &[])));
                }
                vec![self.seated_export(id, post.origin.clone()).await?]
            }
            // While it runs: the page so far, as the channel saw it; by DM to a seated
            // player, his own (what he alone was told too). Nothing before the start.
            Manage::Record if g.stage() == Stage::Setup => post.say(crate::lang::tr(
                &self.text_id(id, "record-refused-setup"),
                &[],
            )),
            Manage::Record if g.stage() != Stage::Over => {
                let seat = match (who, by_dm) {
                    (Who::Seat(s), true) => Some(s),
                    _ => None,
                };
                return self
                    .seated_running_page(id, seat, post.origin.clone())
                    .await;
            }
            Manage::Record => return self.seated_page(id, post.origin.clone()).await,
            Manage::Log { count } => {
                let entries = self.desk.store.entries(id).await?;
                let l = &self.desk.games[&id];
                // By DM as his seat may read it: his own torch peeks and sealed cards too.
                let text = l
                    .game
                    .log(&entries, (who, by_dm), count, lang)
                    .unwrap_or_else(|| {
                        let lines = telling::retold(l, &entries, 0, reader, lang);
                        lines[lines.len().saturating_sub(count)..].join("\n")
                    });
                // Fifty long lines may be more than one message holds.
                super::desk::reply::render_split(&post.origin, &text)
            }
            Manage::Language { lang: new } => {
                return self.game_language(post, id, organiser, new).await
            }
            Manage::Away { .. } | Manage::Back => return self.seated_away(post, id, m).await,
            Manage::Bank { order } => return self.seated_bank(post, id, organiser, order).await,
            Manage::Restore { name } => return self.restore(post, id, organiser, &name).await,
            Manage::Require { min_met } => {
                return self.seated_require(post, id, organiser, min_met).await
            }
            Manage::Sub { order } => {
                return self.substitute(post, id, (who, organiser), order).await
            }
            Manage::Campaign { name } => {
                return self.seated_campaign(post, id, organiser, name).await
            }
            Manage::New | Manage::NewOf { .. } => {
                match self.desk.channel_to_open(post, Some(&l.row)) {
                    Err(answer) => answer,
                    Ok(_) => Vec::new(),
                }
            }
            _ => post.say(crate::lang::tr(&self.text_id(id, "not-here"), &[])),
        })
    }

    /// `!dq board`: the board in the look asked for, or the game's own (`Seated::look`), with
    /// its picture on the last message.
    fn seated_board(
        &self,
        post: &Post<'_>,
        id: i64,
        reader: Reader,
        lang: Lang,
        look: Option<crate::manage::Look>,
    ) -> Vec<Reply> {
        let g = &self.desk.games[&id].game;
        let (text, picture) = g.look(look, reader, lang);
        let mut out = super::desk::reply::render_split(&post.origin, &text);
        if let Some(art) = picture {
            if out.is_empty() {
                out.push(Reply::say(post.origin.clone(), String::new()));
            }
            if let Some(last) = out.last_mut() {
                last.picture = Some(super::Picture { art, lang });
            }
        }
        out
    }

    /// `!dq status`: the game's sheet (`Seated::status`), the deadline, who is away.
    async fn seated_status(&self, id: i64, reader: Reader, lang: Lang) -> Result<String> {
        let deadline = self.deadline_in(id, lang).await?;
        let at = At {
            desk: &self.desk,
            id,
            deadline: None,
        };
        let mut text = self.desk.games[&id].game.status(reader, lang, &at);
        if let Some(line) = deadline {
            text.push('\n');
            text.push_str(&line);
        }
        // Who is away, and until when (the table's lines, for every game).
        for line in self.desk.away_lines(&*self.desk.games[&id]).await? {
            text.push('\n');
            text.push_str(&line);
        }
        if let Some(line) = self.wanted_line(id, lang).await? {
            text.push('\n');
            text.push_str(&line);
        }
        // What each seat's time bank holds, while deadlines run.
        let g = &self.desk.games[&id].game;
        let open = self.bank_terms(id).await? != (0, 0);
        if open && g.stage() == Stage::Playing && self.seated_turn_hours(id).is_some() {
            text.push('\n');
            text.push_str(&self.bank_lines(id, lang).await?.join("\n"));
        }
        Ok(text)
    }

    /// `!dq language es|en`: the game's language, the organiser's to change; said where it
    /// was asked, and in the channel too when asked by DM.
    async fn game_language(
        &mut self,
        post: &Post<'_>,
        id: i64,
        organiser: bool,
        new: Lang,
    ) -> Result<Vec<Reply>> {
        let row = &self.desk.games[&id].row;
        if !organiser {
            let organiser = [("organiser", self.desk.user_label(&row.organiser))];
            let text = crate::lang::tr("manage-language-organiser-only", &organiser);
            return Ok(post.say(text));
        }
        if row.lang == new {
            return Ok(post.say(crate::lang::text(new, "manage-language-already", &[])));
        }
        let channel = row.channel.clone();
        self.desk.store.set_game_language(id, new).await?;
        if let Some(l) = self.desk.loaded_mut(id) {
            l.row.lang = new;
        }
        let said = crate::lang::text(new, "manage-language-set", &[]);
        let mut out = post.say(said.clone());
        if let Target::Dm(_) = post.origin {
            out.push(Reply::say(Target::Channel(channel), said));
        }
        Ok(out)
    }

    /// How a line anyone may ask for (status, help) names a seat: by name, never pinged.
    pub(super) fn named(&self, id: i64, seat: usize) -> String {
        self.desk.named(id, seat)
    }

    /// How a prompt calls a seat: a mention, or his name alone while he is away.
    pub(super) fn mention(&self, id: i64, seat: usize) -> String {
        self.desk.mention(id, seat)
    }

    /// Decide, store and tell one move. `post`'s sender made it (the clock's moves come
    /// through `seated_stand_in`). A move the wait's clock holds back is told how long it
    /// must wait; one it lets through after a move of its own gets that first
    /// (`Seated::timed`).
    pub(super) async fn seated_move(
        &mut self,
        post: &Post<'_>,
        id: i64,
        who: Who,
        organiser: bool,
        mv: Move,
    ) -> Result<Vec<Reply>> {
        // One gate for what is the organiser's alone, whatever the game.
        if !organiser && self.desk.games[&id].game.organisers(&mv) {
            return Ok(post.say(self.organiser_only(id)));
        }
        let mut out = Vec::new();
        if self.desk.games[&id].game.wait_began().is_some() {
            let waited = self.waited(id).await?.unwrap_or(0.0);
            let g = &self.desk.games[&id].game;
            match g.timed(who, organiser, &mv, waited) {
                Some(Err(why)) => return Ok(post.say(why)),
                Some(Ok(first)) => out.extend(self.seated_clock_move(id, &first).await?),
                None => {}
            }
        }
        out.extend(self.seated_decided(post, id, (who, organiser), mv).await?);
        Ok(out)
    }

    /// `seated_move`'s move, decided on the game as it stands: refused, or stored and told.
    async fn seated_decided(
        &mut self,
        post: &Post<'_>,
        id: i64,
        (who, organiser): (Who, bool),
        mv: Move,
    ) -> Result<Vec<Reply>> {
        let lang = crate::lang::current();
        // A seat in civil disorder is the computer's until the organiser allows him back.
        if let (Who::Seat(_), Move::Play(_)) = (who, &mv) {
            if self.desk.in_disorder(id, &post.input.user) {
                let name = [("name", post.input.name.clone())];
                return Ok(post.say(crate::lang::tr("disorder-refused", &name)));
            }
        }
        let entries = match self.desk.games[&id].game.decide(who, organiser, &mv, lang) {
            Ok(e) => e,
            Err(why) => return Ok(post.say(why)),
        };
        // A player away whose play is taken is back, and hears what happened meanwhile (a
        // refused one changes nothing).
        let mut welcome = Vec::new();
        let organisers = self.desk.games[&id].game.organisers(&mv);
        if let (Who::Seat(_), Move::Play(_), false) = (who, &mv, organisers) {
            let l = self.lent(id);
            let back = self.desk.back_by_playing(&*l, &post.input.user);
            welcome.extend(back.await?);
        }
        let text = self.desk.games[&id]
            .game
            .input_line(&entries[0], Lang::En)
            .filter(|_| matches!(mv, Move::Play(_)) && post.input.channel.is_none())
            .unwrap_or_else(|| post.input.text.clone());
        let said = Said {
            source_id: post.input.source_id.as_deref(),
            user: &post.input.user,
            text: &text,
            at: self.desk.now(),
        };
        let played_by = match (who, &mv) {
            (Who::Seat(s), Move::Play(_)) => Some(s),
            _ => None,
        };
        let undo = matches!(mv, Move::Undo { .. });
        let mut out = welcome;
        out.extend(
            self.commit_seated(id, said, &entries, played_by, undo)
                .await?,
        );
        if let (Who::Seat(_), Move::Play(_), false) = (who, &mv, organisers) {
            let len = self.desk.games.get(&id).map_or(0, |l| l.len);
            self.played_himself(id, &post.input.user, len).await?;
            // His notices at this game start afresh (`pings`).
            self.desk.store.ping_answered(id, &post.input.user).await?;
        }
        // The game may now wait on someone away: the computer player plays for him.
        out.extend(self.seated_stand_in(id, false).await?);
        Ok(out)
    }

    /// Store an input's entries, fold them in, and say what happened: the channel's text, and
    /// by DM what only a seat may read.
    /// `played_by`: the seat these entries are a play of (his own, or the clock's for him).
    /// `undo`: they take inputs back, so the board may be any earlier one: drawn afresh, and
    /// whoever is awaited told his move again.
    async fn commit_seated(
        &mut self,
        id: i64,
        said: Said<'_>,
        entries: &[String],
        played_by: Option<usize>,
        undo: bool,
    ) -> Result<Vec<Reply>> {
        let fold = |g: &mut dyn crate::games::Seated| {
            entries
                .iter()
                .try_for_each(|e| g.fold(e).map_err(|e| anyhow::anyhow!(e)))
        };
        let before = self.desk.commit(id, said, entries, fold).await?;
        let input = crate::games::story::Input { played_by, undo };
        self.tell_seated(id, entries, before, input).await
    }
}

impl Organiser {
    /// Game `id`, loaded, lent out of the desk: for what reads it while the desk changes
    /// (time away, the heads-up).
    pub(super) fn lent(&self, id: i64) -> std::sync::Arc<Loaded> {
        self.desk.lend(id).expect("a game, loaded")
    }
}

/// Where the wait the game is in now began, as an index into its stored log: what a button
/// asked during it names, so that a click after it has passed is stale.
pub(super) fn wait_of(l: &Loaded) -> usize {
    l.game.wait_began().unwrap_or(l.len.saturating_sub(1))
}
