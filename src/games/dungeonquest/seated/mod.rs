//! DungeonQuest through the table's one interface (`crate::games::Seated`): what the
//! organiser, the clock, undo and export ask of a game, answered from the engine's state, its
//! stored log and its per-reader `view`, so nothing leaves that its reader may not know.
//!
//! Every input at a DungeonQuest game comes through here (`hearing` reads a play, `words`
//! its own `!dq` words; `undoing`, `standing_in`, `waiting`, `setting`, `asking`, `reading`,
//! `telling` answer the rest): one rule each, one door.

pub(crate) mod asking;
mod hearing;
use hearing::meant;
use hearing::organisers_play;
mod last;
pub(crate) mod loaded;
pub(crate) mod reading;
pub(crate) mod setting;
pub(crate) mod standing_in;
pub(crate) mod telling;
pub(crate) mod undoing;
pub(crate) mod waiting;
mod words;

use super::command::{looks_like_command, parse, Command, Manage, ParseError};
use super::engine::content::content;
use super::engine::event::Event;
use super::engine::state::EndReason;
use super::engine::{apply, view, Action, Actor, Game, Phase, Settings};
use super::engine::{OnDeadline, Status};
use super::render;
use crate::games::{
    AtDeadline, Button, Call, Form, Heard, Kind, Move, Placing, Reader, Seated, Sitter, Stage, Who,
};
use crate::lang::{within, Lang};

/// A DungeonQuest game as the table holds it: the state in effect, the stored log it is the
/// fold of (undone inputs and all: an undo replays the log in effect from the settings the
/// game was made with), and the state before the last input (what its entries are told from).
#[derive(Clone, Debug)]
pub struct QuestTable {
    pub game: Game,
    log: Vec<Event>,
    before: Game,
}

impl QuestTable {
    /// A new game from its seed and the settings it is made with (its row's).
    pub fn new(seed: [u8; 32], settings: Settings) -> QuestTable {
        let game = Game::new(seed, settings);
        QuestTable {
            before: game.clone(),
            game,
            log: Vec::new(),
        }
    }

    /// A game already folded from `log` (its stored log, undone inputs and all), as a loaded
    /// game is held.
    pub fn loaded(game: Game, log: Vec<Event>) -> QuestTable {
        QuestTable {
            before: game.clone(),
            game,
            log,
        }
    }

    /// A game from its seed, the settings it was made with (its row's) and its stored
    /// entries (one replay of the log in effect), holding the log.
    pub fn rebuilt(
        seed: [u8; 32],
        settings: Settings,
        entries: &[String],
    ) -> anyhow::Result<QuestTable> {
        let log: Vec<Event> = crate::store::read_entries(entries)?;
        let game = Game::replay(seed, settings, &log);
        Ok(QuestTable::loaded(game, log))
    }

    /// The stored log, as folded in.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// Fold one event of the stored log.
    pub fn fold_event(&mut self, e: Event) {
        if matches!(e, Event::Acted { .. }) {
            self.before = self.game.clone();
        }
        let undo = matches!(
            e,
            Event::Acted {
                action: Action::Undo { .. },
                ..
            }
        );
        self.game.fold(&e);
        self.log.push(e);
        if undo {
            self.game = Game::replay(self.game.seed, self.game.made_with.clone(), &self.log);
        }
    }

    /// Who a table's reader is, to the engine.
    fn actor(reader: Reader) -> Actor {
        match reader {
            Reader::Channel => Actor::Newcomer,
            Reader::Seat(s) => Actor::Seat(s),
        }
    }

    /// The action a table's move is at this game, and who makes it; Err: the refusal.
    pub(crate) fn action(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
    ) -> Result<(Actor, Action), String> {
        let g = &self.game;
        let sender = Actor::from(who);
        // The organiser's tools are his whether or not he sits at the table.
        let tool = if organiser { Actor::Organiser } else { sender };
        let read = |json: &str| {
            serde_json::from_str::<Action>(json).map_err(|_| render::t("manage", "no_game", &[]))
        };
        Ok(match mv {
            Move::Join { user, name, role } => {
                // A hero he names must be one (`!dq join HERO`).
                let hero = match role.as_deref() {
                    Some(h) => Some(content().find_hero(h).ok_or_else(|| {
                        render::parse_error(&ParseError::BadArgument {
                            command: "!dq join".into(),
                            got: h.to_string(),
                            expected: "hero",
                        })
                    })?),
                    None => None,
                };
                let (user, name) = (user.clone(), name.clone());
                (sender, Action::Join { user, name, hero })
            }
            Move::Leave => (sender, Action::Leave),
            Move::Set { key, value } => (
                tool,
                Action::Configure(setting::with_setting(&g.settings, key, value)?),
            ),
            Move::Start => (tool, Action::Start),
            Move::Play(json) => {
                // The turn order, the monster's part handed to the bot and random strikes
                // are the organiser's, seated or not.
                let action = read(json)?;
                let by = if organisers_play(&action) {
                    tool
                } else {
                    sender
                };
                (by, meant(g, by, action))
            }
            Move::ForAbsent { seat, play } => (
                Actor::Organiser,
                Action::ForAbsent {
                    seat: *seat,
                    action: Box::new(read(play)?),
                },
            ),
            Move::End { reason } => (
                tool,
                Action::Stop {
                    reason: reason.clone(),
                },
            ),
            Move::Undo { inputs } => {
                if let Some(why) = undoing::undo_refused(g, &self.log, *inputs) {
                    return Err(why);
                }
                (tool, Action::Undo { inputs: *inputs })
            }
            Move::Replace { seat, user, name } => (
                tool,
                Action::Replace {
                    seat: *seat,
                    user: user.clone(),
                    name: name.clone(),
                },
            ),
            Move::Remove { seat } => (tool, Action::Remove { seat: *seat }),
            Move::Pause => (tool, Action::Pause),
            Move::Resume => (tool, Action::Resume),
            Move::Extend { hours } => (tool, Action::Extend { hours: *hours }),
            Move::Skip => (tool, Action::Skip),
        })
    }
}

/// Who is asking at the table, as the engine names him.
impl From<Who> for Actor {
    fn from(who: Who) -> Actor {
        match who {
            Who::Seat(s) => Actor::Seat(s),
            Who::Organiser => Actor::Organiser,
            Who::Newcomer => Actor::Newcomer,
        }
    }
}

/// A loaded game reads as the engine's state (its folder's rules take a `&Game`).
impl std::ops::Deref for QuestTable {
    type Target = Game;
    fn deref(&self) -> &Game {
        &self.game
    }
}

/// The action an answer means where it is typed: `Decline` and `No` turn down the monster's
/// part, `Yes` takes it, when that is what the game asks of the sender.
impl Seated for QuestTable {
    fn kind(&self) -> Kind {
        Kind::DungeonQuest
    }

    fn copy(&self) -> Box<dyn Seated> {
        Box::new(self.clone())
    }

    fn sitters(&self) -> Vec<Sitter> {
        self.game
            .seats
            .iter()
            .map(|s| Sitter {
                user: s.user.clone(),
                name: s.name.clone(),
                role: s.hero.def().id.clone(),
            })
            .collect()
    }

    fn stage(&self) -> Stage {
        match self.game.phase {
            Phase::Setup => Stage::Setup,
            Phase::Playing => Stage::Playing,
            Phase::Ended => Stage::Over,
        }
    }

    fn fold(&mut self, entry: &str) -> Result<(), String> {
        let e: Event = serde_json::from_str(entry).map_err(|e| e.to_string())?;
        self.fold_event(e);
        Ok(())
    }

    fn decide(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        lang: Lang,
    ) -> Result<Vec<String>, String> {
        within(lang, || {
            let (actor, action) = self.action(who, organiser, mv)?;
            let events = apply(&self.game, actor, action).map_err(|r| {
                render::refusal(
                    &view(&self.game, actor),
                    &r,
                    &crate::lang::tr("manage-the-organiser", &[]),
                )
            })?;
            Ok(events
                .iter()
                .map(|e| serde_json::to_string(e).expect("events serialise"))
                .collect())
        })
    }

    /// A play as `hearing::heard` takes it; a text meant as a command that is none is
    /// answered with what its sender may do now.
    fn read(&self, text: &str, by_dm: bool, who: Who, lang: Lang) -> Heard {
        let actor = Actor::from(who);
        within(lang, || match parse(text) {
            Ok(Command::Play(action)) => {
                match hearing::heard(&self.game, actor, text, action, by_dm) {
                    Ok(a) => Heard::Play(Move::Play(
                        serde_json::to_string(&a).expect("actions serialise"),
                    )),
                    Err(why) => Heard::Mistake(why),
                }
            }
            // DungeonQuest's own `!dq` words that act; the table's commands, and the own
            // words that only show something, are the table's to read.
            Ok(Command::Manage(Manage::Own(q))) => self.own_word(q),
            Ok(Command::Manage(_)) => Heard::Chatter,
            Err(ParseError::Unknown { .. }) if !by_dm && !looks_like_command(text) => {
                Heard::Chatter
            }
            Err(e @ ParseError::Unknown { .. }) => {
                let v = view(&self.game, actor);
                Heard::Mistake(render::not_understood(&e, Some(&v), by_dm))
            }
            Err(e) => Heard::Mistake(render::not_understood(&e, None, by_dm)),
        })
    }

    fn tell(&self, entries: &[String], reader: Reader, lang: Lang) -> Vec<String> {
        let events: Vec<Event> = entries
            .iter()
            .filter_map(|s| serde_json::from_str(s).ok())
            .collect();
        let actor = QuestTable::actor(reader);
        let g = &self.game;
        let seen: Vec<Event> = events
            .iter()
            .filter_map(|e| super::engine::redact(e, actor, g))
            .collect();
        within(lang, || {
            let mut story = render::narrate(&view(&self.before, actor), &view(g, actor), &seen);
            // Each player learns of his own face-down Loot (Cloak and Dagger) alone; without
            // that rule his Loot is face up, told to everyone.
            if let (Reader::Seat(s), true) = (reader, g.settings.cloak_and_dagger) {
                if let Some(loot) = render::private_loot(&view(g, Some(s)), s, &events) {
                    story.push('\n');
                    story.push_str(&loot);
                }
            }
            story
                .lines()
                .filter(|l| !l.is_empty())
                .map(str::to_string)
                .collect()
        })
    }

    /// Its own story (`telling`): the game before the entries is the one it holds.
    fn own_story(&self) -> bool {
        true
    }

    fn story(
        &self,
        _before: &crate::games::story::Before,
        entries: &[String],
        _input: crate::games::story::Input,
        t: &dyn crate::games::story::Telling,
    ) -> Option<crate::games::story::Story> {
        let events: Vec<Event> = crate::store::read_entries(entries).ok()?;
        // At the end, the hash of the complete log as stored (what its file is checked by).
        let ended = events.iter().any(|e| matches!(e, Event::Ended(_)));
        let log_hash = ended.then(|| crate::audit::log_hash(&self.log));
        Some(self.story_of(&events, log_hash.as_deref(), t))
    }

    fn board(&self, reader: Reader, lang: Lang) -> String {
        within(lang, || {
            render::board(&view(&self.game, QuestTable::actor(reader)), false)
        })
    }

    /// In its `board_style` unless a look is asked for; the channel's board, whoever asks.
    fn look(
        &self,
        look: Option<crate::manage::Look>,
        _reader: Reader,
        lang: Lang,
    ) -> (String, Option<crate::canvas::Art>) {
        within(lang, || reading::look(&self.game, look))
    }

    /// The sheet of every hero, as the channel sees it.
    fn status(&self, _reader: Reader, lang: Lang, t: &dyn crate::games::story::Telling) -> String {
        let organiser = t.organiser();
        within(lang, || render::status(&view(&self.game, None), &organiser))
    }

    /// Numbered by input; by DM as its asker sees the game (the organiser playing the
    /// monster, his side's strikes).
    fn log(
        &self,
        entries: &[String],
        (who, by_dm): (Who, bool),
        count: usize,
        lang: Lang,
    ) -> Option<String> {
        let events: Vec<Event> = crate::store::read_entries(entries).ok()?;
        let viewer = match by_dm {
            true => Actor::from(who),
            false => Actor::Newcomer,
        };
        let g = &self.game;
        Some(within(lang, || {
            reading::log_text(g, &g.made_with, &events, viewer, count.clamp(1, 50))
        }))
    }

    /// A topic, or the commands with what the asker can do now.
    fn help(
        &self,
        topic: Option<&str>,
        (who, organiser, _): (Who, bool, bool),
        lang: Lang,
        _t: &dyn crate::games::story::Telling,
    ) -> String {
        within(lang, || match topic {
            Some(t) => render::help_topic(&super::command::help_topic(t)),
            None => {
                let seat = match who {
                    Who::Seat(s) => Some(s),
                    _ => None,
                };
                render::help(&reading::help_now(&self.game, seat, organiser))
            }
        })
    }

    fn picture(&self, lang: Lang) -> Option<(Vec<u8>, String)> {
        let v = view(&self.game, Actor::Newcomer);
        Some((
            super::picture::png(&v, lang),
            super::picture::alt_text(&v, lang),
        ))
    }

    /// The map changed: the game began, a hero moved, fell or was carried elsewhere, a
    /// chamber was laid or turned, a marker or a monster placed or moved.
    fn fresh_board(&self, entries: &[String]) -> bool {
        entries.iter().any(|s| {
            matches!(
                serde_json::from_str::<Event>(s),
                Ok(Event::Started
                    | Event::Moved { .. }
                    | Event::ChamberDrawn { .. }
                    | Event::Rotated { .. }
                    | Event::ChamberTurned { .. }
                    | Event::MarkerPlaced { .. }
                    | Event::MonsterMoved { .. }
                    | Event::MonsterAdded { .. }
                    | Event::Teleported { .. }
                    | Event::Descended { .. }
                    | Event::Resurfaced { .. }
                    | Event::Landed { .. })
            )
        })
    }

    /// The table's organiser moves, and the plays the engine keeps for him (the turn order).
    fn organisers(&self, mv: &Move) -> bool {
        match mv {
            Move::Play(json) => {
                serde_json::from_str::<Action>(json).is_ok_and(|a| organisers_play(&a))
            }
            mv => mv.is_organisers(),
        }
    }

    /// The turn (or the question) passed over, as the engine has it.
    fn own_skip(&self) -> bool {
        true
    }

    /// A player may name the hero he joins with (`!dq join Krutz`).
    fn chooses_roles(&self) -> bool {
        true
    }

    /// A turn's, a question's or a fight's round's (`standing_in::deadline_hours`).
    fn turn_hours(&self) -> Option<u32> {
        standing_in::deadline_hours(&self.game)
    }

    /// A turn's or a question's; a fight's round and the monster's part offered are
    /// reminded on their own clocks (R17, R22).
    fn reminder_hours(&self) -> Option<u32> {
        if standing_in::in_round(&self.game) {
            return None;
        }
        Some(self.game.settings.turn_reminder_hours).filter(|&h| h > 0)
    }

    /// As its games have kept them since before every table shared one reminder: by turn
    /// and the log's length (the wait of a turn or a question begins with the last entry).
    fn reminder_key(&self, began: usize) -> String {
        format!("turn{}:{}", self.game.turn, began + 1)
    }

    /// Turn order: the seat after the one whose turn it is, outside a fight, while the game
    /// waits on him alone (not on a question to another seat).
    fn next_up(&self) -> Option<usize> {
        let g = &self.game;
        if g.phase != Phase::Playing || g.combat.is_some() || g.duel.is_some() {
            return None;
        }
        let now = g.to_act()?;
        if self.awaited() != [now] {
            return None;
        }
        let n = g.seats.len();
        (1..n)
            .map(|k| (now + k) % n)
            .find(|&s| g.seats[s].hero.status == Status::InDungeon)
    }

    fn missed_turns_limit(&self) -> u32 {
        self.game.settings.missed_turns_limit
    }

    /// `remind` waits on him; `autopilot` and `skip` are the computer player's to play
    /// (`stand_in` skips his turn where the game is set to skip).
    fn at_deadline(&self) -> AtDeadline {
        match self.game.settings.on_deadline {
            OnDeadline::Remind => AtDeadline::Remind,
            OnDeadline::Skip => AtDeadline::Skip,
            OnDeadline::Autopilot => AtDeadline::Play,
        }
    }

    fn skips(&self, mv: &Move) -> bool {
        standing_in::skips(mv)
    }

    fn turn_key(&self) -> Option<String> {
        Some(self.game.turn.to_string())
    }

    fn deadline_covers(&self) -> Option<String> {
        Some(standing_in::deadline_covers(&self.game))
    }

    /// A fight's round: R22's own notice to the organiser (`!dq random`, `!dq extend`).
    fn tells_deadline(&self) -> bool {
        standing_in::in_round(&self.game)
    }

    fn clock_notes(
        &self,
        waited: f64,
        t: &dyn crate::games::story::Telling,
    ) -> Vec<(String, Vec<crate::games::story::Said>)> {
        waiting::round_notes(self, waited, t)
    }

    fn due(&self, waited: f64) -> Option<Move> {
        hearing::due(&self.game, waited)
    }

    fn timed(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        waited: f64,
    ) -> Option<Result<Move, String>> {
        let (actor, action) = self.action(who, organiser, mv).ok()?;
        hearing::timed(&self.game, actor, &action, waited)
    }

    fn extra_hours(&self) -> u32 {
        self.game.deadline_extra_hours
    }

    fn paused(&self) -> bool {
        self.game.paused && self.game.phase == Phase::Playing
    }

    /// The prompt is worded from the view of the seat it waits on, whose plays are its
    /// commands (the channel's as his own).
    fn prompt(&self, reader: Reader, lang: Lang, mention: &dyn Fn(usize) -> String) -> String {
        let actor = match reader {
            Reader::Channel => Actor::from(self.game.to_act()),
            Reader::Seat(s) => Actor::Seat(s),
        };
        within(lang, || {
            render::prompt(&view(&self.game, actor), mention).unwrap_or_default()
        })
    }

    /// The monster's part offered, or a fight's round: the clock runs from its start
    /// (`waiting::wait_began`).
    fn wait_began(&self) -> Option<usize> {
        waiting::wait_began(&self.game, &self.log)
    }

    /// The monster's part, a fight's round and a turn each on its own clock; the line names
    /// nobody (the prompt above it does).
    fn deadline_line(
        &self,
        gone: f64,
        _late: &[String],
        when: &dyn Fn(f64) -> String,
        lang: Lang,
    ) -> Option<String> {
        within(lang, || waiting::deadline_line(&self.game, gone, when))
    }

    fn buttons(&self, seat: usize, lang: Lang) -> Vec<Button> {
        asking::offer(&self.game, seat, lang).map_or_else(Vec::new, |(_, b)| b)
    }

    /// The offer of the monster's part is named by its turn (as its buttons have been since
    /// they were first sent: messages already in players' DMs keep working).
    fn buttons_named(&self, _logged: usize) -> usize {
        asking::offer_wait(&self.game)
    }

    /// One of those awaited (the organiser too: the monster's part, random strikes), as a
    /// sensible player would answer, seeded by `k`.
    fn typed(&self, k: u64) -> Option<crate::games::Typing> {
        use crate::games::dungeonquest::simulate::{Policy, SensiblePolicy};
        let g = &self.game;
        if g.phase != Phase::Playing {
            return None;
        }
        let awaited = g.awaited();
        let actor = *awaited.get(k as usize % awaited.len().max(1))?;
        let a = SensiblePolicy::new(k).choose(&view(g, actor));
        let sealed = matches!(
            a,
            Action::Strikes(_) | Action::TakeMonster | Action::DeclineMonster
        );
        let seat = match actor {
            Actor::Seat(s) => Some(s),
            _ => None,
        };
        Some(crate::games::Typing {
            seat,
            // As the prompt offers it (below ground, `Draw`).
            text: match seat {
                Some(s) => render::command_text_for(&g.seats, s, &a),
                None => render::command_text(&a),
            },
            dm: seat.is_some() && sealed,
            plain: matches!(a, Action::Move { .. }) && g.combat.is_none(),
        })
    }

    /// The last input stored, undone ones too: who sent it (the clock for an absent seat)
    /// and what it was, strikes and face-down cards left sealed.
    fn last_stored(&self, organiser: &str, lang: Lang) -> Option<String> {
        within(lang, || last::last_stored(self, organiser))
    }

    /// The strikes of a fight's (or a duel's) round open now, for either side.
    fn form(&self, seat: &str, lang: Lang) -> Option<(u32, Form)> {
        asking::strikes_open(&self.game, seat, lang)
    }

    /// A fight's calls for strikes and the offer of the monster's part (the organiser's
    /// too, when he plays the monster), else his turn's prompt.
    fn calls(&self, who: Who, lang: Lang, mention: &dyn Fn(usize) -> String) -> Vec<Call> {
        // A newcomer is asked nothing: no call is his, and the game never waits on him.
        within(lang, || {
            asking::calls(&self.game, Actor::from(who), mention)
        })
    }

    /// Under Cloak and Dagger (the only secret a seat holds), the table as he alone sees
    /// it: his own Loot face up.
    fn hand(&self, seat: usize, lang: Lang) -> Option<String> {
        let g = &self.game;
        if !g.settings.cloak_and_dagger || g.phase == Phase::Setup || seat >= g.seats.len() {
            return None;
        }
        let organiser = crate::lang::text(lang, "manage-the-organiser", &[]);
        Some(within(lang, || {
            render::status(&view(g, Some(seat)), &organiser)
        }))
    }

    fn settings(&self, lang: Lang) -> String {
        within(lang, || render::settings(&self.game.settings))
    }

    fn opening(&self, organiser: &str, lang: Lang) -> Option<String> {
        let organiser = [("organiser", organiser.to_string())];
        Some(crate::lang::text(lang, "manage-new", &organiser))
    }

    fn asks_with_forms(&self) -> bool {
        true
    }

    fn welcome(&self, lang: Lang) -> String {
        crate::lang::text(lang, "manage-open-table", &[])
    }

    fn awaited(&self) -> Vec<usize> {
        self.game
            .awaited()
            .into_iter()
            .filter_map(|a| match a {
                Actor::Seat(s) => Some(s),
                _ => None,
            })
            .collect()
    }

    fn playing(&self) -> Vec<usize> {
        if self.game.phase != Phase::Playing {
            return Vec::new();
        }
        (0..self.game.seats.len())
            .filter(|&s| self.game.seats[s].hero.status == Status::InDungeon)
            .collect()
    }

    fn stand_in(&self, seat: usize, choices: crate::chance::ComputerChoices) -> Option<Move> {
        match self.awaited().contains(&seat) {
            true => standing_in::absent_move(&self.game, seat, choices),
            false => None,
        }
    }

    fn redact(&self, entry: &str, reader: Reader) -> String {
        let Ok(e) = serde_json::from_str::<Event>(entry) else {
            return entry.to_string();
        };
        match super::engine::redact(&e, QuestTable::actor(reader), &self.game) {
            Some(seen) => serde_json::to_string(&seen).expect("events serialise"),
            None => "null".to_string(),
        }
    }

    /// Who sent it and what, as the channel may read it; the clock's inputs (for an absent
    /// seat, or its own steps: the monster's part lapsed or played) say they are the clock's.
    fn input_line(&self, entry: &str, lang: Lang) -> Option<String> {
        let e: Event = serde_json::from_str(entry).ok()?;
        let Event::Acted { by, action } = super::engine::redact(&e, Actor::Newcomer, &self.game)?
        else {
            return None;
        };
        within(lang, || {
            let g = &self.game;
            Some(match (by, action) {
                (_, Action::ForAbsent { seat, action }) => {
                    let what = match *action {
                        Action::Strikes(_) => "strikes".to_string(),
                        a => render::command_text_for(&g.seats, seat, &a),
                    };
                    let name = g.seats.get(seat).map(|x| x.name.clone())?;
                    format!("(the clock, for {name}) {what}")
                }
                (Actor::Organiser, a @ (Action::OfferLapsed | Action::BotMonster)) => {
                    format!("(the clock) {}", render::command_text(&a))
                }
                (Actor::Seat(s), a) => {
                    let who = g.seats.get(s).map(|x| x.name.clone())?;
                    format!("{who}: `{}`", render::command_text(&a))
                }
                (_, a) => format!(
                    "{}: `{}`",
                    crate::lang::tr("manage-the-organiser", &[]),
                    render::command_text(&a)
                ),
            })
        })
    }

    fn undoable(&self) -> usize {
        undoing::undoable(&self.game, &self.log)
    }

    fn undo_items(&self, count: usize, lang: Lang) -> (Vec<(String, Vec<String>)>, bool) {
        let g = &self.game;
        within(lang, || {
            undoing::undo_items(g, &g.made_with, &self.log, count)
        })
    }

    fn counts(&self) -> bool {
        !matches!(
            self.game.outcome.as_ref().map(|o| &o.reason),
            Some(EndReason::Stopped(_))
        )
    }

    /// A hero who did not get out: slain, or left in the dungeon at sunset.
    fn place_note(&self, seat: usize, lang: Lang) -> Option<String> {
        let s = self.game.seats.get(seat)?;
        let key = match s.hero.status {
            Status::Dead(super::engine::state::DeathCause::Sunset) => "manage-place-sunset",
            Status::Dead(_) => "manage-place-dead",
            _ => return None,
        };
        self.game.outcome.as_ref()?;
        Some(crate::lang::text(lang, key, &[]))
    }

    fn placings(&self) -> Option<Vec<Placing>> {
        undoing::placings(&self.game)
    }
}

#[cfg(test)]
mod tests;
