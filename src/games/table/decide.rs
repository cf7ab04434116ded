//! What a move at the table makes: the entries of its input, or why it is refused (and then
//! nothing changes).

use super::{effective, input_count, Act, Entry, Rules, Table};
use crate::games::{Move, Who};
use crate::lang::{text, Lang};

impl<R: Rules> Table<R> {
    /// The entries of a move, or why it is refused.
    /// `!dq set KEY VALUE`: the input and the choices it makes.
    fn set_entries(
        &self,
        seat: Option<usize>,
        (key, value): (&str, &str),
        lang: Lang,
    ) -> Result<Vec<Entry<R>>, String> {
        let choices = self.chosen(key, value, lang)?;
        Ok(vec![
            Entry::Acted {
                seat,
                act: Act::Set {
                    key: key.to_string(),
                    value: value.to_string(),
                },
            },
            Entry::Chose { choices },
        ])
    }

    pub fn entries(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        lang: Lang,
    ) -> Result<Vec<Entry<R>>, String> {
        let texts = R::KIND.texts();
        let seat = match who {
            Who::Seat(s) => Some(s),
            _ => None,
        };
        let acted = |act: Act<R::Action>| Entry::Acted { seat, act };
        let refuse = |id: &str, args: &[(&str, String)]| {
            Err(text(lang, &format!("{texts}-refuse-{id}"), args))
        };
        if self.over() && !matches!(mv, Move::Undo { .. }) {
            return refuse("game-over", &[]);
        }
        let started = self.started();
        // Paused, nobody plays (the organiser's own seat neither) and only the organiser
        // acts: his tools, and the computer player's plays a skip asks for.
        if self.paused && (!organiser || matches!(mv, Move::Play(_))) {
            return refuse("paused", &[]);
        }
        if mv.is_organisers() && !organiser {
            return refuse("organiser-only", &[]);
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
                    return refuse("already-started", &[]);
                }
                if seat.is_some() {
                    return refuse("seated", &[]);
                }
                if self.sitters.len() >= R::MAX_SEATS {
                    return refuse("full", &[("max", R::MAX_SEATS.to_string())]);
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
                    return refuse("not-seated", &[]);
                };
                if started {
                    return refuse("leave-started", &[]);
                }
                let name = self.sitters[s].1.clone();
                vec![acted(Act::Leave), Entry::Left { seat: s, name }]
            }
            Move::Set { key, value } => self.set_entries(seat, (key, value), lang)?,
            Move::Start => {
                if started {
                    return refuse("already-started", &[]);
                }
                if self.sitters.is_empty() {
                    return refuse("nobody", &[]);
                }
                let g = R::starting(self.seed, &self.choices, self.sitters.len());
                let events = R::apply(&g, 0, &R::start(), &self.names(), lang)?;
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
                    return refuse("undo-none", &[]);
                }
                let inputs = (*inputs).min(held);
                // What someone has been shown stays seen: such an input is never taken back.
                if let Some(key) = shown_a_secret(&kept, inputs) {
                    return refuse(key, &[]);
                }
                vec![acted(Act::Undo { inputs })]
            }
            Move::Skip => return refuse("skip-none", &[]),
        })
    }

    /// The entries of a play (a seat's own, or the clock's for it), or why it is refused.
    fn play_entries(
        &self,
        seat: Option<usize>,
        mv: &Move,
        json: &str,
        lang: Lang,
    ) -> Result<Vec<Entry<R>>, String> {
        let texts = R::KIND.texts();
        let refuse = |id: &str| Err(text(lang, &format!("{texts}-{id}"), &[]));
        let action: R::Action = serde_json::from_str(json)
            .map_err(|_| text(lang, &format!("{texts}-parse-unknown"), &[]))?;
        let (s, act) = match mv {
            Move::ForAbsent { seat, .. } => (
                *seat,
                Act::ForAbsent {
                    seat: *seat,
                    action: action.clone(),
                },
            ),
            _ => match seat {
                Some(s) => (s, Act::Play(action.clone())),
                // `!dq join` is a way in only before the deal.
                None if !self.started() => return refuse("refuse-not-seated"),
                None => return refuse("refuse-no-seat"),
            },
        };
        if action == R::start() {
            return refuse("parse-unknown");
        }
        let events = R::apply(&self.game, s, &action, &self.names(), lang)?;
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
    fn tool(&self, mv: &Move, started: bool, lang: Lang) -> Result<Act<R::Action>, String> {
        let texts = R::KIND.texts();
        let refuse = |id: &str| Err(text(lang, &format!("{texts}-{id}"), &[]));
        let seated = |seat: usize| seat < self.sitters.len();
        Ok(match mv {
            Move::Replace { seat, user, name } => {
                if !seated(*seat) {
                    return refuse("refuse-no-such-seat");
                }
                if self.sitters.iter().any(|(u, _)| u == user) {
                    return refuse("refuse-replace-seated");
                }
                Act::Replace {
                    seat: *seat,
                    old: self.sitters[*seat].1.clone(),
                    name: name.clone(),
                }
            }
            Move::Remove { seat } => {
                if !seated(*seat) {
                    return refuse("refuse-no-such-seat");
                }
                // Once dealt a seat is never emptied: the deal and every rule counts it.
                if started {
                    return refuse("refuse-remove-started");
                }
                Act::Remove {
                    seat: *seat,
                    name: self.sitters[*seat].1.clone(),
                }
            }
            Move::Pause | Move::Resume | Move::Extend { .. } if !started => {
                return refuse("refuse-not-started")
            }
            Move::Pause if self.paused => return refuse("refuse-paused-already"),
            Move::Pause => Act::Pause,
            Move::Resume if !self.paused => return refuse("refuse-not-paused"),
            Move::Resume => Act::Resume,
            Move::Extend { hours } => {
                // Only a running deadline can be put back.
                if R::hours_now(&self.choices, &self.game).is_none() || self.waits_on().is_empty() {
                    return refuse("refuse-extend-none");
                }
                Act::Extend { hours: *hours }
            }
            _ => return refuse("parse-unknown"),
        })
    }

    /// What a tool changes, after the entry that records it.
    fn tool_entries(&self, mv: &Move) -> Vec<Entry<R>> {
        match mv {
            Move::Replace { seat, user, name } => vec![Entry::Replaced {
                seat: *seat,
                user: user.clone(),
                name: name.clone(),
            }],
            _ => Vec::new(),
        }
    }

    /// The entries of a move as the log stores them (JSON), or why it is refused.
    pub fn decide_json(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        lang: Lang,
    ) -> Result<Vec<String>, String> {
        let entries = self.entries(who, organiser, mv, lang)?;
        // A setting it already has changes nothing, and is said so (at every table, as
        // DungeonQuest says it). Refused here, as it is typed, not in `entries`: a log stored
        // before it was refused still replays (`replay::redo`).
        let same = |e: &Entry<R>| matches!(e, Entry::Chose { choices } if *choices == self.choices);
        if let (Move::Set { key, value }, true) = (mv, entries.iter().any(same)) {
            let args = [("key", key.clone()), ("value", value.clone())];
            return Err(text(lang, "manage-set-same", &args));
        }
        Ok(entries
            .iter()
            .map(|e| serde_json::to_string(e).expect("entries serialise"))
            .collect())
    }
}

/// Whether one of the last `inputs` inputs of the log in effect showed someone what the
/// others may not see, so that taking it back would leave him knowing it (turn 4, F-6): a
/// seat handed over (its new player was sent the hand), or what the game says (`Rules::shown`).
/// The refusal's key (after `refuse-`), if so.
fn shown_a_secret<R: Rules>(kept: &[Entry<R>], inputs: usize) -> Option<&'static str> {
    let mut all: Vec<&[Entry<R>]> = Vec::new();
    let mut start = 0;
    for i in 1..=kept.len() {
        if i == kept.len() || super::starts_input(&kept[i]) {
            all.push(&kept[start..i]);
            start = i;
        }
    }
    let heads: Vec<&[Entry<R>]> = all
        .into_iter()
        .filter(|input| input.first().is_some_and(super::starts_input))
        .collect();
    heads[heads.len().saturating_sub(inputs)..]
        .iter()
        .find_map(|input| match &input[0] {
            Entry::Acted {
                act: Act::Replace { .. },
                ..
            } => Some("undo-replace"),
            _ => R::shown(input),
        })
}
