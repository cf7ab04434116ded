//! Dungeon Raiders at Kalladra's table (`crate::games::Seated`): who sits where, the choices
//! before the start, and the game, as one fold of the log's entries. Each input's entries
//! begin with `Entry::Acted` (the move and who made it); an organiser's undo takes the last
//! inputs still in effect back out, and the full log keeps them. Pure: no I/O or clock.

use super::action::Action;
pub use super::choices::Choices;
use super::event::Event;
use super::state::{Game, Phase, Play, Seat, Settings};
use super::view::{redact, view, Viewer};
use super::{rules, words};
use crate::games::{Move, Reader, Seated, Who};
use crate::lang::{text, Lang};
use serde::{Deserialize, Serialize};

/// Seats at one table.
pub const MAX_SEATS: usize = 5;

/// What a table move did, as the log records it at the head of its input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Act {
    Join,
    Leave,
    Set {
        key: String,
        value: String,
    },
    Start,
    Play(Action),
    /// The clock played for `seat` (away or late).
    ForAbsent {
        seat: Seat,
        action: Action,
    },
    End {
        reason: String,
    },
    Undo {
        inputs: usize,
    },
    /// A play that others may not see yet (Speed), as a redacted copy shows it.
    Sealed {
        seat: Seat,
    },
    /// The organiser's tools. A seat handed on: `seat` passes from `old` to `name` (as the
    /// table named them).
    Replace {
        seat: Seat,
        old: String,
        name: String,
    },
    /// `seat`'s player (`name`) taken out before the start.
    Remove {
        seat: Seat,
        name: String,
    },
    Pause,
    Resume,
    Extend {
        hours: u32,
    },
}

/// One entry of a Dungeon Raiders game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Entry {
    /// An input's first entry: `seat` (None: the organiser or the clock) and what it did.
    Acted {
        seat: Option<Seat>,
        act: Act,
    },
    Joined {
        user: String,
        name: String,
    },
    Left {
        seat: Seat,
        /// Who left, as the table named him (logs from before it was kept have none).
        #[serde(default, skip_serializing_if = "String::is_empty")]
        name: String,
    },
    Chose {
        choices: Choices,
    },
    /// `seat` is `user`'s now, called `name`.
    Replaced {
        seat: Seat,
        user: String,
        name: String,
    },
    Game(Event),
    /// The organiser ended the game before its end.
    Abandoned {
        reason: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub(super) seed: [u8; 32],
    pub sitters: Vec<(String, String)>,
    pub choices: Choices,
    pub game: Game,
    pub abandoned: Option<String>,
    /// The organiser has paused the game (`!dq pause`).
    pub paused: bool,
    /// Every entry folded, undone ones too (an undo folds the effective log again).
    pub(super) log: Vec<Entry>,
}

fn t(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, id, args)
}

impl Table {
    pub fn new(seed: [u8; 32]) -> Table {
        Table {
            seed,
            sitters: Vec::new(),
            choices: Choices::default(),
            game: Game::new(seed, Settings::default()),
            abandoned: None,
            paused: false,
            log: Vec::new(),
        }
    }

    /// The engine's settings for the seats taken and the choices made.
    fn engine_settings(&self) -> Settings {
        Settings {
            players: self.sitters.len() as u8,
            speed: self.choices.speed,
            solo_character: self.choices.character,
            solo_wounds: self.choices.wounds,
        }
    }

    pub(super) fn names(&self) -> Vec<String> {
        self.sitters.iter().map(|(_, n)| n.clone()).collect()
    }

    pub(super) fn over(&self) -> bool {
        self.abandoned.is_some() || self.game.over()
    }

    /// Fold one entry, as read from the log.
    pub fn fold_entry(&mut self, e: &Entry) {
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
            *self = fresh;
            return;
        }
        self.apply_entry(e);
    }

    fn apply_entry(&mut self, e: &Entry) {
        match e {
            Entry::Acted {
                act: Act::Start, ..
            } => self.game = Game::new(self.seed, self.engine_settings()),
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
            Entry::Game(ev) => self.game.fold(ev),
            Entry::Abandoned { reason } => self.abandoned = Some(reason.clone()),
        }
    }

    /// The entries of a move, or why it is refused.
    pub(super) fn entries(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        lang: Lang,
    ) -> Result<Vec<Entry>, String> {
        let seat = match who {
            Who::Seat(s) => Some(s),
            _ => None,
        };
        let acted = |act: Act| Entry::Acted { seat, act };
        let refuse = |id: &str, args: &[(&str, String)]| Err(t(lang, id, args));
        if self.over() && !matches!(mv, Move::Undo { .. }) {
            return refuse("raiders-refuse-game-over", &[]);
        }
        let started = self.game.phase != Phase::Setup;
        // Paused, nobody plays (the organiser's own seat neither) and only the organiser
        // acts: his tools, and the computer player's plays a skip asks for.
        if self.paused && (!organiser || matches!(mv, Move::Play(_))) {
            return refuse("raiders-refuse-paused", &[]);
        }
        if mv.is_organisers() && !organiser {
            return refuse("raiders-refuse-organiser-only", &[]);
        }
        Ok(match mv {
            Move::Replace { .. }
            | Move::Remove { .. }
            | Move::Pause
            | Move::Resume
            | Move::Extend { .. } => [
                vec![acted(self.tool(mv, started, lang)?)],
                self.tool_entries(mv),
            ]
            .concat(),
            Move::Join { user, name, .. } => {
                if started {
                    return refuse("raiders-refuse-already-started", &[]);
                }
                if seat.is_some() {
                    return refuse("raiders-refuse-seated", &[]);
                }
                if self.sitters.len() >= MAX_SEATS {
                    return refuse("raiders-refuse-full", &[("max", MAX_SEATS.to_string())]);
                }
                vec![
                    acted(Act::Join),
                    Entry::Joined {
                        user: user.clone(),
                        name: name.clone(),
                    },
                ]
            }
            Move::Leave => {
                let Some(s) = seat else {
                    return refuse("raiders-refuse-not-seated", &[]);
                };
                if started {
                    return refuse("raiders-refuse-leave-started", &[]);
                }
                let name = self.sitters[s].1.clone();
                vec![acted(Act::Leave), Entry::Left { seat: s, name }]
            }
            Move::Set { key, value } => {
                let choices = self.choices.chosen(key, value, started, lang)?;
                vec![
                    acted(Act::Set {
                        key: key.clone(),
                        value: value.clone(),
                    }),
                    Entry::Chose { choices },
                ]
            }
            Move::Start => {
                if started {
                    return refuse("raiders-refuse-already-started", &[]);
                }
                if self.sitters.is_empty() {
                    return refuse("raiders-refuse-nobody", &[]);
                }
                let mut g = Game::new(self.seed, self.engine_settings());
                let events = rules::apply(&mut g, 0, Action::Start)
                    .map_err(|r| words::refusal(lang, &r, &self.names()))?;
                let mut out = vec![acted(Act::Start)];
                out.extend(events.into_iter().map(Entry::Game));
                out
            }
            Move::Play(json) | Move::ForAbsent { play: json, .. } => {
                self.play_entries(seat, mv, json, lang)?
            }
            Move::End { reason } => {
                vec![
                    acted(Act::End {
                        reason: reason.clone(),
                    }),
                    Entry::Abandoned {
                        reason: reason.clone(),
                    },
                ]
            }
            Move::Undo { inputs } => {
                let kept = effective(&self.log);
                let held = input_count(&kept);
                if held == 0 || *inputs == 0 {
                    return refuse("raiders-refuse-undo-none", &[]);
                }
                let inputs = (*inputs).min(held);
                // What someone has been shown stays seen: such an input is never taken back.
                if let Some(key) = shown_a_secret(&kept, inputs) {
                    return refuse(key, &[]);
                }
                vec![acted(Act::Undo { inputs })]
            }
            Move::Skip => return refuse("raiders-refuse-skip-none", &[]),
        })
    }

    /// The entries of a play (a seat's own, or the clock's for it), or why it is refused.
    fn play_entries(
        &self,
        seat: Option<Seat>,
        mv: &Move,
        json: &str,
        lang: Lang,
    ) -> Result<Vec<Entry>, String> {
        let refuse = |id: &str| Err(t(lang, id, &[]));
        let action: Action =
            serde_json::from_str(json).map_err(|_| t(lang, "raiders-parse-unknown", &[]))?;
        let (s, act) = match mv {
            Move::ForAbsent { seat, .. } => (
                *seat,
                Act::ForAbsent {
                    seat: *seat,
                    action,
                },
            ),
            _ => match seat {
                Some(s) => (s, Act::Play(action)),
                // `!dq join` is a way in only before the deal.
                None if self.game.phase == Phase::Setup => {
                    return refuse("raiders-refuse-not-seated")
                }
                None => return refuse("raiders-refuse-no-seat"),
            },
        };
        if action == Action::Start {
            return refuse("raiders-parse-unknown");
        }
        let mut g = self.game.clone();
        let events = rules::apply(&mut g, s, action).map_err(|r| {
            let why = words::refusal(lang, &r, &self.names());
            match r.another_play_may_do() {
                true => format!("{why} {}", t(lang, "raiders-refuse-see-hand", &[])),
                false => why,
            }
        })?;
        // The clock's input is the organiser's, made for the seat.
        let by = match mv {
            Move::ForAbsent { .. } => None,
            _ => seat,
        };
        let mut out = vec![Entry::Acted { seat: by, act }];
        out.extend(events.into_iter().map(Entry::Game));
        Ok(out)
    }

    /// An organiser's tool as its input records it, or why it is refused now.
    fn tool(&self, mv: &Move, started: bool, lang: Lang) -> Result<Act, String> {
        let refuse = |id: &str| Err(t(lang, id, &[]));
        let seated = |seat: usize| seat < self.sitters.len();
        Ok(match mv {
            Move::Replace { seat, user, name } => {
                if !seated(*seat) {
                    return refuse("raiders-refuse-no-such-seat");
                }
                if self.sitters.iter().any(|(u, _)| u == user) {
                    return refuse("raiders-refuse-replace-seated");
                }
                Act::Replace {
                    seat: *seat,
                    old: self.sitters[*seat].1.clone(),
                    name: name.clone(),
                }
            }
            Move::Remove { seat } => {
                if !seated(*seat) {
                    return refuse("raiders-refuse-no-such-seat");
                }
                // Mid-raid a seat is never emptied: the deal and every rule counts it.
                if started {
                    return refuse("raiders-refuse-remove-started");
                }
                Act::Remove {
                    seat: *seat,
                    name: self.sitters[*seat].1.clone(),
                }
            }
            Move::Pause | Move::Resume | Move::Extend { .. } if !started => {
                return refuse("raiders-refuse-not-started")
            }
            Move::Pause if self.paused => return refuse("raiders-refuse-paused-already"),
            Move::Pause => Act::Pause,
            Move::Resume if !self.paused => return refuse("raiders-refuse-not-paused"),
            Move::Resume => Act::Resume,
            Move::Extend { hours } => {
                // Only a running deadline can be put back.
                if self.choices.turn_hours.is_none() || self.game.awaited().is_empty() {
                    return refuse("raiders-refuse-extend-none");
                }
                Act::Extend { hours: *hours }
            }
            _ => return refuse("raiders-parse-unknown"),
        })
    }

    /// What a tool changes, after the entry that records it.
    fn tool_entries(&self, mv: &Move) -> Vec<Entry> {
        match mv {
            Move::Replace { seat, user, name } => vec![Entry::Replaced {
                seat: *seat,
                user: user.clone(),
                name: name.clone(),
            }],
            _ => Vec::new(),
        }
    }

    /// The game as `reader` may see it; once the organiser has ended it, over.
    pub(super) fn reader_view(&self, reader: Reader) -> super::view::View {
        let mut v = view(&self.game, viewer(reader));
        if self.abandoned.is_some() {
            v.abandon();
        }
        v
    }

    /// An entry as `reader` may see it.
    pub fn redact_entry(&self, e: &Entry, reader: Reader) -> Entry {
        let v = viewer(reader);
        let sealed = self.choices.speed && !self.over();
        let mine = |s: Seat| v == Viewer::Seat(s);
        match e {
            Entry::Game(ev) => Entry::Game(if self.abandoned.is_some() {
                ev.clone()
            } else {
                redact(ev, v, &self.game)
            }),
            Entry::Acted {
                seat: Some(s),
                act: Act::Play(Action::Play(_)),
            } if sealed && !mine(*s) => Entry::Acted {
                seat: Some(*s),
                act: Act::Sealed { seat: *s },
            },
            Entry::Acted {
                seat,
                act:
                    Act::ForAbsent {
                        seat: s,
                        action: Action::Play(_),
                    },
            } if sealed && !mine(*s) => Entry::Acted {
                seat: *seat,
                act: Act::Sealed { seat: *s },
            },
            other => other.clone(),
        }
    }

    pub(super) fn tell_entry(&self, e: &Entry, reader: Reader, lang: Lang) -> Vec<String> {
        let names = self.names();
        let name = |s: Seat| words::name(&names, s);
        match e {
            Entry::Game(ev) => words::tell(
                lang,
                &self.game,
                viewer(reader),
                &names,
                std::slice::from_ref(ev),
            ),
            // His seat's number (told later, in `!dq log`, not the table's size by then).
            Entry::Joined { user, name } => vec![t(
                lang,
                "raiders-table-joined",
                &[
                    ("name", name.clone()),
                    (
                        "seats",
                        self.sitters
                            .iter()
                            .position(|(u, _)| u == user)
                            .map_or(self.sitters.len(), |i| i + 1)
                            .to_string(),
                    ),
                    ("max", MAX_SEATS.to_string()),
                ],
            )],
            // Told from the entry: the seat is gone from the table by now.
            Entry::Left { seat, name: left } => {
                let left = if left.is_empty() {
                    name(*seat)
                } else {
                    left.clone()
                };
                vec![t(lang, "raiders-table-left", &[("name", left)])]
            }
            Entry::Chose { .. } => vec![Seated::settings(self, lang)],
            // Told with the input that made it (which names both players).
            Entry::Replaced { .. } => Vec::new(),
            Entry::Acted {
                act: Act::Replace { old, name, .. },
                ..
            } => {
                // Before the deal a seat holds nothing yet.
                let id = match self.game.phase {
                    Phase::Setup => "raiders-table-replaced-setup",
                    _ => "raiders-table-replaced",
                };
                vec![t(lang, id, &[("old", old.clone()), ("name", name.clone())])]
            }
            Entry::Acted {
                act: Act::Remove { name, .. },
                ..
            } => vec![t(lang, "raiders-table-removed", &[("name", name.clone())])],
            Entry::Acted {
                act: Act::Pause, ..
            } => vec![t(lang, "raiders-table-paused", &[])],
            Entry::Acted {
                act: Act::Resume, ..
            } => {
                let deadline = match self.choices.turn_hours {
                    Some(_) => "yes",
                    None => "no",
                };
                vec![t(
                    lang,
                    "raiders-table-resumed",
                    &[("deadline", deadline.into())],
                )]
            }
            Entry::Acted {
                act: Act::Extend { hours },
                ..
            } => vec![t(
                lang,
                "raiders-table-extended",
                &[("hours", hours.to_string())],
            )],
            Entry::Acted {
                act: Act::Undo { inputs },
                ..
            } => vec![t(
                lang,
                "raiders-table-undone",
                &[("count", inputs.to_string())],
            )],
            // The clock's play, sealed or not: the bot's part is said to everyone.
            Entry::Acted {
                act: Act::ForAbsent { seat, .. },
                ..
            }
            | Entry::Acted {
                seat: None,
                act: Act::Sealed { seat },
            } => vec![t(lang, "raiders-table-bot-plays", &[("name", name(*seat))])],
            Entry::Abandoned { reason } => {
                // Without a reason, the line ends with the game.
                let why = match crate::lang::plain(reason, 200) {
                    r if r.is_empty() => r,
                    r => format!("({r})"),
                };
                vec![t(lang, "raiders-table-abandoned", &[("reason", why)])
                    .trim_end()
                    .to_string()]
            }
            Entry::Acted { .. } => Vec::new(),
        }
    }
}

pub(super) fn viewer(reader: Reader) -> Viewer {
    match reader {
        Reader::Channel => Viewer::Table,
        Reader::Seat(s) => Viewer::Seat(s),
    }
}

pub(super) fn starts_input(e: &Entry) -> bool {
    matches!(e, Entry::Acted { .. })
}

/// Whether one of the last `inputs` inputs of the log in effect showed someone what the
/// others may not see, so that taking it back would leave him knowing it (turn 4, F-6): a
/// seat handed over (its new player was sent the hand, a sealed card with it) or a torch
/// lit (its holder saw the rooms ahead). The refusal's text, if so.
fn shown_a_secret(kept: &[Entry], inputs: usize) -> Option<&'static str> {
    let heads = kept.iter().filter_map(|e| match e {
        Entry::Acted { act, .. } => Some(act),
        _ => None,
    });
    let taken: Vec<&Act> = heads.collect();
    taken[taken.len().saturating_sub(inputs)..]
        .iter()
        .find_map(|act| match act {
            Act::Replace { .. } => Some("raiders-refuse-undo-replace"),
            Act::Play(Action::UseTorch)
            | Act::ForAbsent {
                action: Action::UseTorch,
                ..
            } => Some("raiders-refuse-undo-torch"),
            _ => None,
        })
}

pub(super) fn input_count(log: &[Entry]) -> usize {
    log.iter().filter(|e| starts_input(e)).count()
}

/// The log in effect: an undo of `n` takes itself and the last `n` inputs in effect out.
pub fn effective(log: &[Entry]) -> Vec<Entry> {
    let mut kept: Vec<Vec<Entry>> = Vec::new();
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

pub(super) fn parse_entry(s: &str) -> Result<Entry, String> {
    serde_json::from_str(s).map_err(|e| format!("a Dungeon Raiders log entry does not parse: {e}"))
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
