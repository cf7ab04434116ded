//! A game at its table, for every kind whose log is the table's own (`Entry`): who sits
//! where, the choices before the start and the clock's, the organiser's tools, undo, the wait
//! and its deadline, what each entry tells and how a redacted copy shows it. A game brings
//! only its rules (`Rules`): its actions, events, choices and engine, and the few answers
//! about them that the table cannot know (which plays are sealed, what an input showed that
//! cannot be unseen, where a wait begins). Each game's `Seated` answers the table's
//! questions from here and its own words. Pure: no I/O or clock.

mod clock;
mod decide;
pub mod replay;
mod told;
mod wait;

pub use clock::{wrong_value, Clock};

use crate::games::{Kind, Reader};
use crate::lang::Lang;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// A game as the table plays it: its engine and the table's few questions about it.
pub trait Rules: Clone + Debug + PartialEq + Eq + Send + Sync + 'static {
    type Action: Clone + Debug + PartialEq + Eq + Serialize + DeserializeOwned + Send + Sync;
    type Event: Clone + Debug + PartialEq + Eq + Serialize + DeserializeOwned + Send + Sync;
    /// The table's choices: the game's before its start, and the clock's (`Clock`).
    type Choices: Clone
        + Debug
        + PartialEq
        + Eq
        + Default
        + Serialize
        + DeserializeOwned
        + Send
        + Sync;
    type Game: Clone + Debug + PartialEq + Send + Sync;
    const KIND: Kind;
    /// Its name, in the messages of `kalladra verify` and a log that does not read.
    const NAME: &'static str;
    const MAX_SEATS: usize;

    /// The game before anyone has joined.
    fn unstarted(seed: [u8; 32]) -> Self::Game;
    /// The game at its start (before the deal's events), for `players` seats.
    fn starting(seed: [u8; 32], choices: &Self::Choices, players: usize) -> Self::Game;
    /// The action that deals and begins.
    fn start() -> Self::Action;
    /// The events `seat`'s action makes, or why not, in `lang` (`names`: the seats').
    fn apply(
        game: &Self::Game,
        seat: usize,
        action: &Self::Action,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<Self::Event>, String>;
    fn fold(game: &mut Self::Game, e: &Self::Event);
    /// Dealt and under way (or over).
    fn started(game: &Self::Game) -> bool;
    fn over(game: &Self::Game) -> bool;
    /// The seats the game waits on now.
    fn awaited(game: &Self::Game) -> Vec<usize>;
    fn clock(choices: &Self::Choices) -> &Clock;
    fn clock_mut(choices: &mut Self::Choices) -> &mut Clock;
    /// `!dq set KEY VALUE` for one of the game's own keys (`key`, `value`: lower case,
    /// accents folded; `typed`: the value as typed): Some, the choices after it or why not;
    /// None, not one of its keys.
    fn chosen(
        choices: &Self::Choices,
        key: &str,
        value: &str,
        typed: &str,
        lang: Lang,
    ) -> Option<Result<Self::Choices, String>>;
    /// Whether `key` (lower case, accents folded) is one of the game's own keys that the
    /// organiser may change at any time, as the clock's (Hollowdeep's `window_hours`).
    fn clock_key(key: &str) -> bool {
        let _ = key;
        false
    }
    /// The hours of the deadline of the wait the game is in now (None: none runs): the
    /// clock's `turn_hours`, unless the game keeps another for some waits.
    fn hours_now(choices: &Self::Choices, game: &Self::Game) -> Option<u32> {
        let _ = game;
        Self::clock(choices).turn_hours
    }
    /// An event as `reader` may see it, while the game runs.
    fn redact(game: &Self::Game, e: &Self::Event, reader: Reader) -> Self::Event;
    /// Whether `action` is sealed from everyone but its seat while the game runs.
    fn sealed(choices: &Self::Choices, action: &Self::Action) -> bool;
    /// The refusal key (after the game's texts' prefix) for an undo that would take back
    /// this input (its entries): it showed someone what the others may not see. None: it
    /// may be taken back.
    fn shown(input: &[Entry<Self>]) -> Option<&'static str>;
    /// Whether the wait for the seats awaited begins at this entry: Some, the game's answer;
    /// None, the table's (any entry but a change of the clock or the seats).
    fn starts_wait(choices: &Self::Choices, e: &Entry<Self>) -> Option<bool>;
    /// Whether a deadline a seat may miss begins at this entry, when that differs from
    /// where a wait begins (a turn's deadline covers the windows inside it): Some, the game's
    /// answer; None, `starts_wait`'s.
    fn new_deadline(choices: &Self::Choices, e: &Entry<Self>) -> Option<bool> {
        let _ = (choices, e);
        None
    }
    /// Whether an event drew chance or sealed a choice (undo's preview says so).
    fn draws(e: &Self::Event) -> bool;
    /// Whether `tell` reads the game its events followed (`before`); where not, it is given
    /// the table's game, which they have been folded into.
    const TOLD_FROM_BEFORE: bool;
    /// What `reader` is told of `events`, which followed `before` (where `TOLD_FROM_BEFORE`)
    /// and have been folded into the table's game.
    fn tell(
        t: &Table<Self>,
        before: &Self::Game,
        events: &[Self::Event],
        reader: Reader,
        lang: Lang,
    ) -> Vec<String>;
    /// The choices before the start and their values (`!dq settings`, and after a change).
    fn settings(t: &Table<Self>, lang: Lang) -> String;
    /// `seat`'s action as the log shows it to the channel (quoted as typed), in `lang`.
    fn command(t: &Table<Self>, seat: usize, action: &Self::Action, lang: Lang) -> Option<String>;
}

/// What a table move did, as the log records it at the head of its input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "A: Serialize", deserialize = "A: DeserializeOwned"))]
pub enum Act<A> {
    Join,
    Leave,
    Set {
        key: String,
        value: String,
    },
    Start,
    Play(A),
    /// The clock played for `seat` (away or late).
    ForAbsent {
        seat: usize,
        action: A,
    },
    End {
        reason: String,
    },
    Undo {
        inputs: usize,
    },
    /// A play that others may not see yet, as a redacted copy shows it.
    Sealed {
        seat: usize,
    },
    /// The organiser's tools. A seat handed on: `seat` passes from `old` to `name` (as the
    /// table named them).
    Replace {
        seat: usize,
        old: String,
        name: String,
    },
    /// `seat`'s player (`name`) taken out before the start.
    Remove {
        seat: usize,
        name: String,
    },
    Pause,
    Resume,
    Extend {
        hours: u32,
    },
}

/// One entry of a game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Entry<R: Rules> {
    /// An input's first entry: `seat` (None: the organiser or the clock) and what it did.
    Acted {
        seat: Option<usize>,
        act: Act<R::Action>,
    },
    Joined {
        user: String,
        name: String,
    },
    Left {
        seat: usize,
        /// Who left, as the table named him (logs from before it was kept have none).
        #[serde(default, skip_serializing_if = "String::is_empty")]
        name: String,
    },
    Chose {
        choices: R::Choices,
    },
    /// `seat` is `user`'s now, called `name`.
    Replaced {
        seat: usize,
        user: String,
        name: String,
    },
    Game(R::Event),
    /// The organiser ended the game before its end.
    Abandoned {
        reason: String,
    },
}

/// A game at its table, as one fold of its log's entries.
#[derive(Clone, Debug, PartialEq)]
pub struct Table<R: Rules> {
    pub(crate) seed: [u8; 32],
    /// Each seat's user and name.
    pub sitters: Vec<(String, String)>,
    pub choices: R::Choices,
    pub game: R::Game,
    pub abandoned: Option<String>,
    /// The organiser has paused the game (`!dq pause`).
    pub paused: bool,
    /// Every entry folded, undone ones too (an undo folds the effective log again).
    pub(crate) log: Vec<Entry<R>>,
    /// The game as the last input found it (what its events are told against).
    began: R::Game,
}

impl<R: Rules> Table<R> {
    pub fn new(seed: [u8; 32]) -> Table<R> {
        Table {
            seed,
            sitters: Vec::new(),
            choices: R::Choices::default(),
            game: R::unstarted(seed),
            abandoned: None,
            paused: false,
            log: Vec::new(),
            began: R::unstarted(seed),
        }
    }

    /// The seats' names, as the table knows them.
    pub fn names(&self) -> Vec<String> {
        self.sitters.iter().map(|(_, n)| n.clone()).collect()
    }

    /// Ended, by its rules or by the organiser.
    pub fn over(&self) -> bool {
        self.abandoned.is_some() || R::over(&self.game)
    }

    pub fn started(&self) -> bool {
        R::started(&self.game)
    }

    pub fn clock(&self) -> &Clock {
        R::clock(&self.choices)
    }

    /// The seats the game waits on now (none before the start, once over or paused aside).
    pub fn waits_on(&self) -> Vec<usize> {
        if self.over() || !self.started() {
            return Vec::new();
        }
        R::awaited(&self.game)
    }

    /// Every entry folded so far, undone ones too.
    pub fn log(&self) -> &[Entry<R>] {
        &self.log
    }

    /// Fold one entry, as read from the log.
    pub fn fold_entry(&mut self, e: &Entry<R>) {
        self.log.push(e.clone());
        if let Entry::Acted {
            act: Act::Undo { .. },
            ..
        } = e
        {
            // The log in effect, folded again from the start; the full log is kept.
            let mut fresh = Table::new(self.seed);
            for e in &effective(&self.log) {
                fresh.apply_entry(e);
            }
            fresh.log = std::mem::take(&mut self.log);
            fresh.began = fresh.game.clone();
            *self = fresh;
            return;
        }
        if R::TOLD_FROM_BEFORE && starts_input(e) {
            self.began = self.game.clone();
        }
        self.apply_entry(e);
    }

    /// Fold one entry of the stored log (JSON).
    pub fn fold_json(&mut self, entry: &str) -> Result<(), String> {
        let e = parse_entry::<R>(entry)?;
        self.fold_entry(&e);
        Ok(())
    }

    fn apply_entry(&mut self, e: &Entry<R>) {
        match e {
            Entry::Acted {
                act: Act::Start, ..
            } => {
                self.game = R::starting(self.seed, &self.choices, self.sitters.len());
            }
            Entry::Acted {
                act: Act::Pause, ..
            } => self.paused = true,
            // A player leaving before the start, or taken out by the organiser.
            Entry::Acted {
                act: Act::Remove { seat, .. },
                ..
            }
            | Entry::Left { seat, .. } => {
                if *seat < self.sitters.len() {
                    self.sitters.remove(*seat);
                }
            }
            Entry::Acted {
                act: Act::Resume, ..
            } => self.paused = false,
            Entry::Acted { .. } => {}
            Entry::Replaced { seat, user, name } => {
                if let Some(s) = self.sitters.get_mut(*seat) {
                    *s = (user.clone(), name.clone());
                }
            }
            Entry::Joined { user, name } => self.sitters.push((user.clone(), name.clone())),
            Entry::Chose { choices } => self.choices = choices.clone(),
            Entry::Game(ev) => R::fold(&mut self.game, ev),
            Entry::Abandoned { reason } => self.abandoned = Some(reason.clone()),
        }
    }

    /// The game before `entries` (the last ones folded, all of one input): the game the
    /// input found, with its entries before them.
    pub(crate) fn before(&self, entries: &[Entry<R>]) -> R::Game {
        let head = self.log.iter().rposition(starts_input).unwrap_or(0);
        let input = &self.log[head..];
        let earlier = input.len().saturating_sub(entries.len());
        let mut g = self.began.clone();
        for e in &input[..earlier] {
            if let Entry::Game(ev) = e {
                R::fold(&mut g, ev);
            }
        }
        g
    }
}

pub fn starts_input<R: Rules>(e: &Entry<R>) -> bool {
    matches!(e, Entry::Acted { .. })
}

pub fn input_count<R: Rules>(log: &[Entry<R>]) -> usize {
    log.iter().filter(|e| starts_input(e)).count()
}

/// The log in effect: an undo of `n` takes itself and the last `n` inputs in effect out.
pub fn effective<R: Rules>(log: &[Entry<R>]) -> Vec<Entry<R>> {
    let mut kept: Vec<Vec<Entry<R>>> = Vec::new();
    for e in log {
        match e {
            Entry::Acted {
                act: Act::Undo { inputs },
                ..
            } => {
                let n = (*inputs).min(kept.len());
                kept.truncate(kept.len() - n);
            }
            Entry::Acted { .. } => kept.push(vec![e.clone()]),
            _ => match kept.last_mut() {
                Some(input) => input.push(e.clone()),
                None => kept.push(vec![e.clone()]),
            },
        }
    }
    kept.concat()
}

pub fn parse_entry<R: Rules>(s: &str) -> Result<Entry<R>, String> {
    serde_json::from_str(s).map_err(|e| format!("a {} log entry does not parse: {e}", R::NAME))
}

/// A seat's reader as the table names it.
pub fn seat_of(reader: Reader) -> Option<usize> {
    match reader {
        Reader::Channel => None,
        Reader::Seat(s) => Some(s),
    }
}
