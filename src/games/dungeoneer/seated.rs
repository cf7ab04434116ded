//! Hollowdeep at Kalladra's table: its rules as the table plays them (`Rules`: who sits,
//! the choices, undo and the wait are the table's) and its answers to the table's one
//! interface (`Seated`), each from the asking reader's view, so nothing leaves that he may
//! not know. The Response window is a wait of its own, on its own hours (G43); window answers
//! and standing answers are sealed (G42, G45) and typed by DM.

use super::action::{Action, Choice};
use super::command::{self, ParseError, Said};
use super::event::Event;
use super::policy::Computer;
use super::state::{Game, Outcome, Phase, Settings};
use super::view::{redact, view, View};
use super::{board, picture, rules, words};
use crate::games::table::{self, Clock, Rules};
use crate::games::{Button, Heard, Kind, Move, Placing, Reader, Seated, Sitter, Stage, Tone, Who};
use crate::lang::{text, Lang};
use serde::{Deserialize, Serialize};

/// Seats at one table (2 to 4 play).
pub const MAX_SEATS: usize = 4;

/// Hollowdeep's rules, as the table knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hollowdeep;

/// A Hollowdeep game at its table.
pub type Table = table::Table<Hollowdeep>;
/// One entry of a Hollowdeep game's log.
pub type Entry = table::Entry<Hollowdeep>;

/// A Hollowdeep table's choices: the game's before the start, the window's hours and the
/// clock's (G40, G43).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choices {
    /// After this many rounds the game ends on points.
    pub round_limit: u32,
    /// Hours the defenders have to answer a Response window; None: no deadline.
    pub window_hours: Option<u32>,
    #[serde(flatten)]
    pub clock: Clock,
}

impl Default for Choices {
    fn default() -> Choices {
        Choices {
            round_limit: Settings::new(2).round_limit,
            window_hours: Some(12),
            clock: Clock {
                turn_hours: Some(24),
                ..Clock::default()
            },
        }
    }
}

fn t(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, id, args)
}

fn viewer(reader: Reader) -> Option<usize> {
    table::seat_of(reader)
}

/// Whether a window is open (its defenders are awaited, not the active player).
/// Whether the game waits on players off their turn: a Response window, or a question put to
/// another seat than the active one (G42, G43: the window's hours).
fn in_window(g: &Game) -> bool {
    g.combat.as_ref().is_some_and(|c| !c.waiting.is_empty())
        || g.asked.as_ref().is_some_and(|a| a.seat != g.active)
}

impl Rules for Hollowdeep {
    type Action = Action;
    type Event = Event;
    type Choices = Choices;
    type Game = Game;
    const KIND: Kind = Kind::Dungeoneer;
    const NAME: &'static str = "Hollowdeep";
    const MAX_SEATS: usize = MAX_SEATS;
    const TOLD_FROM_BEFORE: bool = true;

    fn unstarted(seed: [u8; 32]) -> Game {
        Game::new(seed, Settings::new(2))
    }

    fn starting(seed: [u8; 32], c: &Choices, players: usize) -> Game {
        Game::new(
            seed,
            Settings {
                players,
                round_limit: c.round_limit,
            },
        )
    }

    fn start() -> Action {
        Action::Start
    }

    fn apply(
        game: &Game,
        seat: usize,
        action: &Action,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<Event>, String> {
        rules::apply(game, seat, action).map_err(|r| refused(game, seat, &r, names, lang))
    }

    fn fold(game: &mut Game, e: &Event) {
        game.fold(e)
    }

    fn started(game: &Game) -> bool {
        game.phase != Phase::Setup
    }

    fn over(game: &Game) -> bool {
        game.is_over()
    }

    fn awaited(game: &Game) -> Vec<usize> {
        game.awaited()
    }

    fn clock(c: &Choices) -> &Clock {
        &c.clock
    }

    fn clock_mut(c: &mut Choices) -> &mut Clock {
        &mut c.clock
    }

    fn chosen(
        c: &Choices,
        key: &str,
        value: &str,
        typed: &str,
        lang: Lang,
    ) -> Option<Result<Choices, String>> {
        let mut c = c.clone();
        let bad = |key: &str| Some(Err(table::wrong_value(Kind::Dungeoneer, key, typed, lang)));
        match key {
            "round_limit" | "limite_rondas" | "rounds" | "rondas" => match value.parse::<u32>() {
                Ok(n) if (5..=200).contains(&n) => c.round_limit = n,
                _ => return bad("round-limit"),
            },
            "window_hours" | "horas_ventana" => match value {
                "off" | "no" | "0" => c.window_hours = None,
                v => match v.parse::<u32>() {
                    Ok(h) if (1..=720).contains(&h) => c.window_hours = Some(h),
                    _ => return bad("window-hours"),
                },
            },
            _ => return None,
        }
        Some(Ok(c))
    }

    fn clock_key(key: &str) -> bool {
        matches!(key, "window_hours" | "horas_ventana")
    }

    /// The window's hours while a window is open, the turn's otherwise (G43).
    fn hours_now(c: &Choices, game: &Game) -> Option<u32> {
        match in_window(game) {
            true => c.window_hours,
            false => c.clock.turn_hours,
        }
    }

    fn redact(game: &Game, e: &Event, reader: Reader) -> Event {
        redact(e, viewer(reader), game)
    }

    /// A window's answer until the game's end (its plays are shown when the window closes),
    /// and standing answers (G42, G45).
    fn sealed(_c: &Choices, action: &Action) -> bool {
        matches!(action, Action::Respond { .. } | Action::Stand(_))
    }

    /// The deal and every draw into a hand: the same cards would come again, known.
    fn shown(input: &[Entry]) -> Option<&'static str> {
        input
            .iter()
            .any(|e| {
                matches!(
                    e,
                    table::Entry::Game(Event::Dealt { .. } | Event::Drew { .. })
                )
            })
            .then_some("undo-drawn")
    }

    /// A turn's wait runs from its start (the computer player finishes a turn whose deadline
    /// passed); a window's from its opening, which its answers do not restart; the active
    /// player's turn runs afresh once the window closes. Standing answers never restart one.
    fn starts_wait(_c: &Choices, e: &Entry) -> Option<bool> {
        Some(match e {
            table::Entry::Game(
                Event::TurnBegan { .. } | Event::WindowOpened { .. } | Event::WindowClosed { .. },
            ) => true,
            table::Entry::Game(_) => false,
            table::Entry::Acted {
                act: table::Act::Start,
                ..
            } => true,
            table::Entry::Acted {
                act: table::Act::Play(_) | table::Act::ForAbsent { .. },
                ..
            } => false,
            _ => return None,
        })
    }

    /// A window's closing gives the active player his turn's time again, but it is the
    /// same turn he may miss.
    fn new_deadline(_c: &Choices, e: &Entry) -> Option<bool> {
        matches!(e, table::Entry::Game(Event::WindowClosed { .. })).then_some(false)
    }

    fn draws(e: &Event) -> bool {
        matches!(
            e,
            Event::Dealt { .. }
                | Event::MapDrawn { .. }
                | Event::MapsReshuffled { .. }
                | Event::Drew { .. }
                | Event::Rolled { .. }
                | Event::Rerolled { .. }
                | Event::Dice { .. }
                | Event::Searched { .. }
                | Event::Lost { .. }
                | Event::Answered { .. }
        )
    }

    fn tell(t: &Table, before: &Game, events: &[Event], reader: Reader, lang: Lang) -> Vec<String> {
        words::tell(lang, before, viewer(reader), &t.names(), events)
    }

    fn settings(table: &Table, lang: Lang) -> String {
        let c = &table.choices;
        let hours =
            |h: Option<u32>| h.map_or_else(|| t(lang, "hollowdeep-off", &[]), |h| h.to_string());
        let n = c.clock.missed_turns_limit;
        t(
            lang,
            "hollowdeep-settings",
            &[
                ("rounds", c.round_limit.to_string()),
                ("hours", hours(c.clock.turn_hours)),
                ("window", hours(c.window_hours)),
                ("reminder", c.clock.reminder_shown(lang)),
                (
                    "missed",
                    match n {
                        0 => t(lang, "hollowdeep-settings-missed-off", &[]),
                        _ => t(
                            lang,
                            "hollowdeep-settings-missed",
                            &[("count", n.to_string())],
                        ),
                    },
                ),
                (
                    "remind",
                    match c.clock.remind_at_deadline {
                        true => t(lang, "hollowdeep-settings-remind", &[]),
                        false => t(lang, "hollowdeep-settings-autopilot", &[]),
                    },
                ),
            ],
        )
    }

    fn command(t: &Table, seat: usize, action: &Action, lang: Lang) -> Option<String> {
        let v = view(&t.game, None);
        words::logged(lang, &v, &t.names(), seat, action).map(|c| format!("`{c}`"))
    }
}

/// Why the rules refuse `seat`'s action, and what would be accepted: whom the game waits on,
/// when it is not him; else what he may type now that names none of his cards.
fn refused(game: &Game, seat: usize, r: &super::Rejection, names: &[String], lang: Lang) -> String {
    let why = words::refusal(lang, r, rules::spots_now(game).len());
    let awaited = game.awaited();
    if !awaited.contains(&seat) && !awaited.is_empty() {
        let who: Vec<String> = awaited
            .iter()
            .map(|&s| {
                names
                    .get(s)
                    .cloned()
                    .unwrap_or_else(|| format!("#{}", s + 1))
            })
            .collect();
        let waits = t(
            lang,
            "hollowdeep-refuse-waits-on",
            &[("names", who.join(", "))],
        );
        return format!("{why} {waits}");
    }
    // Only what anyone may know he can do: a refusal may be read in the channel, and which
    // of his cards he could play would tell what he holds (`!dq hand` lists them by DM).
    let v = view(game, Some(seat));
    let mut may: Vec<String> = Vec::new();
    for a in rules::legal_actions(game, seat) {
        let private = match &a {
            Action::Stand(_) | Action::Play { .. } | Action::Declare { .. } => true,
            Action::Respond { plays } => !plays.is_empty(),
            Action::Discard { card } => card.is_some(),
            _ => false,
        };
        if private {
            continue;
        }
        if let Some(c) = words::command(lang, &v, names, &a) {
            let c = format!("`{c}`");
            if !may.contains(&c) {
                may.push(c);
            }
        }
    }
    if game.phase == super::Phase::Discard && game.active == seat {
        may.push(format!("`{}`", t(lang, "hollowdeep-discard-n", &[])));
    }
    match may.is_empty() {
        true => why,
        false => format!(
            "{why} {}",
            t(
                lang,
                "hollowdeep-refuse-may",
                &[("commands", may.join(", "))]
            )
        ),
    }
}

impl Table {
    /// The game as `reader` may see it.
    pub fn seen_by(&self, reader: Reader) -> View {
        view(&self.game, viewer(reader))
    }

    /// Once the clock has played for the active player this turn (his deadline passed, or he
    /// is away), the wait it played on: a window closing later gives him no new deadline, so
    /// the computer finishes the turn at once, on the one deadline the turn had. None: not
    /// played for this turn, a window is open (its own deadline), he has played on himself
    /// since, or an undo in the turn.
    fn overdue_turn(&self) -> Option<usize> {
        if !self.started() || self.over() || in_window(&self.game) {
            return None;
        }
        let log = self.log();
        let turn = log
            .iter()
            .rposition(|e| matches!(e, table::Entry::Game(Event::TurnBegan { .. })))?;
        let active = self.game.active;
        let (mut began, mut overdue) = (turn, None);
        for (i, e) in log.iter().enumerate().skip(turn) {
            match e {
                table::Entry::Game(Event::WindowClosed { .. }) => began = i,
                table::Entry::Acted {
                    act: table::Act::ForAbsent { seat, .. },
                    ..
                } if *seat == active => overdue = overdue.or(Some(began)),
                // He plays on himself: the rest of his turn is his again, on the table's wait.
                table::Entry::Acted {
                    seat: Some(s),
                    act: table::Act::Play(_),
                } if *s == active => overdue = None,
                // An undo (of the clock's play, say) sets the turn afresh: the table's wait.
                table::Entry::Acted {
                    act: table::Act::Undo { .. },
                    ..
                } => return None,
                _ => {}
            }
        }
        overdue
    }
}

impl Seated for Table {
    fn kind(&self) -> Kind {
        Kind::Dungeoneer
    }

    fn copy(&self) -> Box<dyn Seated> {
        Box::new(self.clone())
    }

    fn sitters(&self) -> Vec<Sitter> {
        self.sitters
            .iter()
            .enumerate()
            .map(|(i, (user, name))| Sitter {
                user: user.clone(),
                name: name.clone(),
                role: self
                    .game
                    .players
                    .get(i)
                    .map(|p| super::content::set().hero(p.hero).id.clone())
                    .unwrap_or_default(),
            })
            .collect()
    }

    fn stage(&self) -> Stage {
        if self.over() {
            Stage::Over
        } else if !self.started() {
            Stage::Setup
        } else {
            Stage::Playing
        }
    }

    fn fold(&mut self, entry: &str) -> Result<(), String> {
        self.fold_json(entry)
    }

    fn decide(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        lang: Lang,
    ) -> Result<Vec<String>, String> {
        self.decide_json(who, organiser, mv, lang)
    }

    /// Parsed, then resolved against the sender's own view (his hand's numbers, his quests,
    /// the players' names): "not a command" and "not allowed now, because" are different
    /// answers (the second comes from the rules, at `decide`).
    fn read(&self, text: &str, by_dm: bool, who: Who, lang: Lang) -> Heard {
        let awaited = matches!(who, Who::Seat(s) if self.waits_on().contains(&s));
        let said = match command::parse(text) {
            Ok(said) => said,
            Err(ParseError::Unknown { .. } | ParseError::Empty) if !by_dm => return Heard::Chatter,
            // A slip in a channel is answered only to a player the game waits on.
            Err(ParseError::Slip { .. }) if !by_dm && !awaited => return Heard::Chatter,
            Err(e) => return Heard::Mistake(words::parse_error(lang, &e)),
        };
        // A bare letter or number (a Build spot, a card to discard) in a channel is chatter
        // unless its sender is awaited; a verb alone (`end`, `pass`) is a command, refused with
        // whom the game waits on (as in Dungeon Raiders).
        let short = text.split_whitespace().count() < 2 && text.trim().chars().count() <= 2;
        let bare = short || !command::has_verb(text);
        if bare && !by_dm && !awaited {
            return Heard::Chatter;
        }
        // A window's answer and standing answers are sealed: typed in the channel, they
        // would not be.
        if !by_dm {
            let what = match said {
                Said::Respond(_) => Some("respond"),
                Said::Stand(_) => Some("answer"),
                _ => None,
            };
            if let Some(what) = what {
                return Heard::Mistake(t(
                    lang,
                    "hollowdeep-played-by-dm",
                    &[("what", what.into())],
                ));
            }
        }
        let Who::Seat(seat) = who else {
            let id = match self.started() {
                false => "hollowdeep-refuse-not-seated",
                true => "hollowdeep-refuse-no-seat",
            };
            return Heard::Mistake(t(lang, id, &[]));
        };
        if !self.started() {
            return Heard::Mistake(t(lang, "hollowdeep-refuse-not-started", &[]));
        }
        let v = self.seen_by(Reader::Seat(seat));
        match command::resolve(&said, &v, seat, &self.names()) {
            Ok(action) => Heard::Play(Move::Play(
                serde_json::to_string(&action).expect("actions serialise"),
            )),
            Err(u) => Heard::Mistake(words::unresolved(lang, &u)),
        }
    }

    fn tell(&self, entries: &[String], reader: Reader, lang: Lang) -> Vec<String> {
        self.tell_json(entries, reader, lang)
    }

    /// A change of standing answers is his alone (G42): he is told his answers now, by DM,
    /// and the channel nothing (not even a prompt again, which would mark it). Everything
    /// else is told the table's way.
    fn story(
        &self,
        _before: &crate::games::story::Before,
        entries: &[String],
        _input: crate::games::story::Input,
        t: &dyn crate::games::story::Telling,
    ) -> Option<crate::games::story::Story> {
        use crate::games::story::{Said, Story, Whom};
        let head = table::parse_entry::<Hollowdeep>(entries.first()?).ok()?;
        let table::Entry::Acted {
            seat: Some(seat),
            act: table::Act::Play(Action::Stand(standing)),
        } = head
        else {
            return None;
        };
        let lang = t.lang(Whom::Seat(seat));
        Some(Story {
            said: vec![Said::to(Whom::Seat(seat), words::standing(lang, &standing))],
            proofs: Vec::new(),
        })
    }

    fn board(&self, reader: Reader, lang: Lang) -> String {
        board::board(lang, &self.seen_by(reader), &self.names())
    }

    fn picture(&self, lang: Lang) -> Option<(Vec<u8>, String)> {
        if !self.started() {
            return None;
        }
        let v = self.seen_by(Reader::Channel);
        let names = self.names();
        Some((
            picture::png(&v, &names, lang),
            picture::alt(&v, &names, lang),
        ))
    }

    /// A map card laid or moved, a hero jumped, the deal, the end.
    fn fresh_board(&self, entries: &[String]) -> bool {
        entries.iter().any(|e| {
            matches!(
                table::parse_entry::<Hollowdeep>(e),
                Ok(table::Entry::Game(
                    Event::Dealt { .. }
                        | Event::MapPlaced { .. }
                        | Event::Shifted { .. }
                        | Event::Died { .. }
                        | Event::Ended { .. }
                ))
            )
        })
    }

    /// A Response window addressed to more than one seat (with two players it is open to
    /// one: its last answer is its only one).
    fn open_to_several(&self) -> bool {
        self.game
            .combat
            .as_ref()
            .is_some_and(|c| !c.waiting.is_empty() && c.waiting.len() + c.plays.len() > 1)
    }

    fn wait_began(&self) -> Option<usize> {
        self.overdue_turn().or(self.wait().began)
    }

    fn extra_hours(&self) -> u32 {
        self.wait().extra
    }

    fn pauses(&self) -> Vec<(usize, Option<usize>)> {
        self.wait().pauses
    }

    fn paused(&self) -> bool {
        self.paused && !self.over()
    }

    /// The window's hours while a window is open, the turn's otherwise (G43).
    fn turn_hours(&self) -> Option<u32> {
        <Hollowdeep as Rules>::hours_now(&self.choices, &self.game)
    }

    fn reminder_hours(&self) -> Option<u32> {
        Some(self.choices.clock.reminder_hours).filter(|&h| h > 0)
    }

    /// A turn: the clock that plays for a late active player plays his whole turn. Each
    /// window answer is its own deadline.
    fn turn_key(&self) -> Option<String> {
        Some(format!("{}:{}", self.game.round, self.game.active))
    }

    fn deadline_covers(&self) -> Option<String> {
        if !self.started() || self.over() || in_window(&self.game) {
            return None;
        }
        Some(format!("turn:{}:{}", self.game.round, self.game.active))
    }

    fn prompt(&self, reader: Reader, lang: Lang, mention: &dyn Fn(usize) -> String) -> String {
        if !self.started() && self.abandoned.is_none() {
            return self.welcome(lang);
        }
        if self.over() {
            return t(lang, "dg-prompt-over", &[]);
        }
        let names: Vec<String> = (0..self.sitters.len()).map(mention).collect();
        words::prompt(lang, &self.seen_by(reader), &names)
    }

    /// Every play the rules take from him now that a button can carry: the phase's end, a
    /// letter to build at, a move, his cards' plays, a pass in a window.
    fn buttons(&self, seat: usize, lang: Lang) -> Vec<Button> {
        if !self.waits_on().contains(&seat) {
            return Vec::new();
        }
        let v = self.seen_by(Reader::Seat(seat));
        let names = self.names();
        let mut out: Vec<Button> = Vec::new();
        for a in rules::legal_actions(&self.game, seat) {
            // A declaration is one line of several cards, typed.
            if matches!(a, Action::Declare { .. } | Action::Stand(_)) {
                continue;
            }
            let Some(c) = words::command(lang, &v, &names, &a) else {
                continue;
            };
            if c.len() > Button::MAX_COMMAND || out.iter().any(|b| b.command == c) {
                continue;
            }
            let tone = match a {
                Action::EndDungeonLord | Action::EndHero => Tone::No,
                Action::Choose(Choice::Pay(ref v) | Choice::Pack(ref v)) if v.is_empty() => {
                    Tone::No
                }
                Action::Respond { ref plays } if plays.is_empty() => Tone::No,
                _ => Tone::Plain,
            };
            out.push(Button {
                label: c.clone(),
                command: c,
                tone,
            });
            if out.len() == 20 {
                break;
            }
        }
        out
    }

    fn hand(&self, seat: usize, lang: Lang) -> Option<String> {
        if !self.started() {
            return None;
        }
        words::hand(lang, &self.seen_by(Reader::Seat(seat)))
    }

    fn settings(&self, lang: Lang) -> String {
        <Hollowdeep as Rules>::settings(self, lang)
    }

    fn welcome(&self, lang: Lang) -> String {
        t(
            lang,
            "hollowdeep-welcome",
            &[
                ("seats", self.sitters.len().to_string()),
                ("max", MAX_SEATS.to_string()),
            ],
        )
    }

    fn awaited(&self) -> Vec<usize> {
        self.waits_on()
    }

    fn playing(&self) -> Vec<usize> {
        if self.over() || !self.started() {
            return Vec::new();
        }
        (0..self.game.players.len())
            .filter(|&s| self.game.players[s].alive)
            .collect()
    }

    /// G44: from the seat's view, its choices from the secret stream; a candidate is tried
    /// against the rules before it is made.
    fn stand_in(&self, seat: usize, choices: crate::chance::ComputerChoices) -> Option<Move> {
        if !self.waits_on().contains(&seat) {
            return None;
        }
        let v = self.seen_by(Reader::Seat(seat));
        let action = Computer::new(choices).choose_checked(&self.game, &v);
        Some(Move::ForAbsent {
            seat,
            play: serde_json::to_string(&action).expect("actions serialise"),
        })
    }

    fn redact(&self, entry: &str, reader: Reader) -> String {
        self.redact_json(entry, reader)
    }

    fn last_stored(&self, _organiser: &str, lang: Lang) -> Option<String> {
        self.last_line(lang)
    }

    fn input_line(&self, entry: &str, lang: Lang) -> Option<String> {
        self.input_line_json(entry, lang)
    }

    /// The seat after the active one, outside a window.
    fn next_up(&self) -> Option<usize> {
        if !self.started() || self.over() || in_window(&self.game) {
            return None;
        }
        self.game.next_living(self.game.active)
    }

    fn at_deadline(&self) -> crate::games::AtDeadline {
        match self.choices.clock.remind_at_deadline {
            true => crate::games::AtDeadline::Remind,
            false => crate::games::AtDeadline::Play,
        }
    }

    fn missed_turns_limit(&self) -> u32 {
        self.choices.clock.missed_turns_limit
    }

    fn undoable(&self) -> usize {
        self.undoable_inputs()
    }

    fn undo_items(&self, count: usize, lang: Lang) -> (Vec<(String, Vec<String>)>, bool) {
        self.undo_preview(count, lang)
    }

    fn counts(&self) -> bool {
        self.abandoned.is_none()
    }

    fn place_note(&self, seat: usize, lang: Lang) -> Option<String> {
        let p = self.game.players.get(seat)?;
        (self.game.is_over() && !p.alive).then(|| t(lang, "hollowdeep-place-dead", &[]))
    }

    /// Each hero's completed quests; the winners as the game ended (G40).
    fn placings(&self) -> Option<Vec<Placing>> {
        if !self.over() || !self.started() {
            return None;
        }
        let won: Vec<usize> = match &self.game.outcome {
            Some(Outcome::Quests(s) | Outcome::LastStanding(s)) => vec![*s],
            Some(Outcome::Points(v)) => v.clone(),
            Some(Outcome::Nobody) | None => Vec::new(),
        };
        Some(
            self.game
                .players
                .iter()
                .enumerate()
                .map(|(seat, p)| Placing {
                    seat,
                    score: p.done.len() as i64,
                    survived: p.alive,
                    won: self.abandoned.is_none() && won.contains(&seat),
                })
                .collect(),
        )
    }
}

/// A complete log, as a record holds it, replayed from its seed (`kalladra verify`): a line
/// on how the game ended, or what does not hold.
pub fn verify_entries(seed: [u8; 32], entries: &[serde_json::Value]) -> Result<String, String> {
    let t = table::replay::replayed::<Hollowdeep>(seed, entries)?;
    let names = t.names();
    let name = |s: &usize| {
        names
            .get(*s)
            .cloned()
            .unwrap_or_else(|| format!("#{}", s + 1))
    };
    Ok(match &t.game.outcome {
        Some(Outcome::Quests(s)) => format!("Hollowdeep, won by {} with three quests.", name(s)),
        Some(Outcome::LastStanding(s)) => {
            format!("Hollowdeep, won by {}, the last hero standing.", name(s))
        }
        Some(Outcome::Points(v)) => format!(
            "Hollowdeep, won on points by {}.",
            v.iter().map(name).collect::<Vec<_>>().join(", ")
        ),
        Some(Outcome::Nobody) | None if t.abandoned.is_some() => {
            "Hollowdeep, ended by the organiser.".into()
        }
        Some(Outcome::Nobody) | None => "Hollowdeep, won by nobody.".into(),
    })
}
