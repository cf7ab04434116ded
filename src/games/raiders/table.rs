//! Dungeon Raiders at Kalladra's table: its rules as the table plays them
//! (`crate::games::table::Rules`). Who sits where, the choices, the organiser's tools, undo
//! and the wait are the table's (`crate::games::table::Table`); what is Dungeon Raiders' own
//! is here: Speed's sealed cards, the torch's peek that undo cannot take back, a room's
//! opening where a Speed wait begins. Pure: no I/O or clock.

use super::action::Action;
pub use super::choices::Choices;
use super::event::Event;
use super::state::{Game, Phase, Play, Settings};
use super::view::{redact, view, Viewer};
use super::{rules, words};
use crate::games::table::{self, Clock, Rules};
use crate::games::{Kind, Move, Reader};
use crate::lang::{text, Lang};

/// Seats at one table.
pub const MAX_SEATS: usize = 5;

/// Dungeon Raiders' rules, as the table knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Raiders;

/// A Dungeon Raiders game at its table.
pub type Table = table::Table<Raiders>;
/// One entry of a Dungeon Raiders game's log.
pub type Entry = table::Entry<Raiders>;
/// What a table move did, as the log records it at the head of its input.
pub type Act = table::Act<Action>;

impl Rules for Raiders {
    type Action = Action;
    type Event = Event;
    type Choices = Choices;
    type Game = Game;
    const KIND: Kind = Kind::Raiders;
    const NAME: &'static str = "Dungeon Raiders";
    const MAX_SEATS: usize = MAX_SEATS;
    const TOLD_FROM_BEFORE: bool = false;

    fn unstarted(seed: [u8; 32]) -> Game {
        Game::new(seed, Settings::default())
    }

    fn starting(seed: [u8; 32], c: &Choices, players: usize) -> Game {
        Game::new(
            seed,
            Settings {
                players: players as u8,
                speed: c.speed,
                solo_character: c.character,
                solo_wounds: c.wounds,
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
        let mut g = game.clone();
        rules::apply(&mut g, seat, *action).map_err(|r| {
            let why = words::refusal(lang, &r, names);
            match r.another_play_may_do() {
                true => format!(
                    "{why} {}",
                    crate::lang::text(lang, "raiders-refuse-see-hand", &[])
                ),
                false => why,
            }
        })
    }

    fn fold(game: &mut Game, e: &Event) {
        game.fold(e)
    }

    fn started(game: &Game) -> bool {
        game.phase != Phase::Setup
    }

    fn over(game: &Game) -> bool {
        game.over()
    }

    fn awaited(game: &Game) -> Vec<usize> {
        if game.phase != Phase::Playing {
            return Vec::new();
        }
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
        c.chosen(key, value, typed, lang)
    }

    fn redact(game: &Game, e: &Event, reader: Reader) -> Event {
        redact(e, viewer(reader), game)
    }

    /// Under Speed a card is sealed until the room's cards are revealed together.
    fn sealed(c: &Choices, action: &Action) -> bool {
        c.speed && matches!(action, Action::Play(_))
    }

    /// A torch lit: its holder saw the rooms ahead.
    fn shown(input: &[Entry]) -> Option<&'static str> {
        match input.first()? {
            table::Entry::Acted {
                act:
                    table::Act::Play(Action::UseTorch)
                    | table::Act::ForAbsent {
                        action: Action::UseTorch,
                        ..
                    },
                ..
            } => Some("undo-torch"),
            _ => None,
        }
    }

    /// A room's opening begins a wait; under Speed nothing else does (everyone plays at
    /// once on one deadline from it).
    fn starts_wait(c: &Choices, e: &Entry) -> Option<bool> {
        match e {
            table::Entry::Game(Event::RoomEntered { .. }) => Some(true),
            _ if c.speed => Some(false),
            _ => None,
        }
    }

    /// The dungeon's preparation, a room turned face up, the attack deck's card, a card
    /// sealed under Speed.
    fn draws(e: &Event) -> bool {
        matches!(
            e,
            Event::Prepared { .. }
                | Event::RoomEntered { .. }
                | Event::AttackDrawn { .. }
                | Event::Sealed { .. }
        )
    }

    fn tell(
        t: &Table,
        _before: &Game,
        events: &[Event],
        reader: Reader,
        lang: Lang,
    ) -> Vec<String> {
        words::tell(lang, &t.game, viewer(reader), &t.names(), events)
    }

    fn settings(t: &Table, lang: Lang) -> String {
        settings(t, lang)
    }

    fn command(_t: &Table, _seat: usize, action: &Action, lang: Lang) -> Option<String> {
        words::command(lang, *action)
    }
}

/// The game as `reader` may see it; once the organiser has ended it, over.
pub(crate) fn reader_view(t: &Table, reader: Reader) -> super::view::View {
    let mut v = view(&t.game, viewer(reader));
    if t.abandoned.is_some() {
        v.abandon();
    }
    v
}

pub(super) fn viewer(reader: Reader) -> Viewer {
    match reader {
        Reader::Channel => Viewer::Table,
        Reader::Seat(s) => Viewer::Seat(s),
    }
}

/// A play's card, if the move is one (for the tests of sealed plays).
pub fn played(mv: &Move) -> Option<Play> {
    match mv {
        Move::Play(j) | Move::ForAbsent { play: j, .. } => match serde_json::from_str(j) {
            Ok(Action::Play(p)) => Some(p),
            _ => None,
        },
        _ => None,
    }
}

/// The choices and their values (`!dq settings`, and after a change).
pub(super) fn settings(table: &Table, lang: Lang) -> String {
    let c = &table.choices;
    let onoff = |b: bool| text(lang, if b { "raiders-on" } else { "raiders-off" }, &[]);
    // Solitaire's choices, until a game of several has started without them.
    let several = table.sitters.len() > 1 && table.game.phase != Phase::Setup;
    let solo = if several {
        String::new()
    } else {
        text(
            lang,
            "raiders-settings-solo",
            &[
                ("character", words::character_name(lang, c.character)),
                ("wounds", c.wounds.to_string()),
            ],
        )
    };
    text(
        lang,
        "raiders-settings",
        &[
            ("speed", onoff(c.speed)),
            ("solo", solo),
            (
                "hours",
                c.clock
                    .turn_hours
                    .map_or_else(|| onoff(false), |h| h.to_string()),
            ),
            // As the table reminds: half the deadline at most.
            ("reminder", c.clock.reminder_shown(lang)),
            ("remind", {
                if c.clock.remind_at_deadline {
                    text(lang, "raiders-settings-remind", &[])
                } else {
                    String::new()
                }
            }),
            ("missed", {
                let n = c.clock.missed_turns_limit;
                let count = [("count", n.to_string())];
                match n {
                    0 => String::new(),
                    _ => text(lang, "raiders-settings-missed", &count),
                }
            }),
        ],
    )
}
