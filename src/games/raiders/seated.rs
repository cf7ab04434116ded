//! Dungeon Raiders through the table's one interface (`crate::games::Seated`): what the
//! organiser, the clock, undo and export ask of a game, answered from `Table` and the game's
//! view, so nothing leaves that its reader may not know.

use super::action::Action;
use super::event::Event;
use super::state::{Phase, Seat};
use super::table::{
    effective, input_count, parse_entry, starts_input, viewer, Act, Entry, Table, MAX_SEATS,
};
use super::view::{view, Viewer};
use super::{board, command, policy, words};
use crate::games::{Heard, Kind, Move, Placing, Reader, Seated, Sitter, Stage, Who};
use crate::lang::{text, Lang};

fn t(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, id, args)
}

impl Seated for Table {
    fn kind(&self) -> Kind {
        Kind::Raiders
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
                    .seats
                    .get(i)
                    .map(|r| {
                        super::content().characters[usize::from(r.character)]
                            .id
                            .clone()
                    })
                    .unwrap_or_default(),
            })
            .collect()
    }

    fn stage(&self) -> Stage {
        if self.over() {
            Stage::Over
        } else if self.game.phase == Phase::Setup {
            Stage::Setup
        } else {
            Stage::Playing
        }
    }

    fn fold(&mut self, entry: &str) -> Result<(), String> {
        let e = parse_entry(entry)?;
        self.fold_entry(&e);
        Ok(())
    }

    fn decide(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        lang: Lang,
    ) -> Result<Vec<String>, String> {
        let entries = self.entries(who, organiser, mv, lang)?;
        Ok(entries
            .iter()
            .map(|e| serde_json::to_string(e).expect("entries serialise"))
            .collect())
    }

    fn read(&self, text: &str, by_dm: bool, who: Who, lang: Lang) -> Heard {
        let awaited = matches!(who, Who::Seat(s) if self.awaited().contains(&s));
        match command::parse(text) {
            Ok(action) => {
                // A bare word or number in a channel is chatter unless its sender is awaited.
                let bare = !command::has_verb(text);
                if bare && !by_dm && !awaited {
                    return Heard::Chatter;
                }
                // Under Speed a card is sealed: shown in the channel, it would not be.
                if self.choices.speed && !by_dm && matches!(action, Action::Play(_)) {
                    return Heard::Mistake(t(lang, "raiders-played-by-dm", &[]));
                }
                Heard::Play(Move::Play(
                    serde_json::to_string(&action).expect("actions serialise"),
                ))
            }
            Err(command::ParseError::Unknown { .. }) if !by_dm => Heard::Chatter,
            // A slip in a channel is answered only to the player the game waits on.
            Err(command::ParseError::Slip { .. }) if !by_dm && !awaited => Heard::Chatter,
            Err(e) => Heard::Mistake(words::parse_error(lang, &e)),
        }
    }

    fn tell(&self, entries: &[String], reader: Reader, lang: Lang) -> Vec<String> {
        // The game's events are told together, a run at a time: a line may say what a run
        // of them adds up to (a room that gave nobody anything).
        let mut out = Vec::new();
        let mut run: Vec<super::event::Event> = Vec::new();
        let flush = |run: &mut Vec<super::event::Event>, out: &mut Vec<String>| {
            if !run.is_empty() {
                let names = self.names();
                out.extend(words::tell(lang, &self.game, viewer(reader), &names, run));
                run.clear();
            }
        };
        for e in entries.iter().filter_map(|s| parse_entry(s).ok()) {
            match self.redact_entry(&e, reader) {
                Entry::Game(ev) => run.push(ev),
                other => {
                    flush(&mut run, &mut out);
                    out.extend(self.tell_entry(&other, reader, lang));
                }
            }
        }
        flush(&mut run, &mut out);
        out
    }

    fn board(&self, reader: Reader, lang: Lang) -> String {
        board::board(lang, &self.reader_view(reader), &self.names())
    }

    fn picture(&self, lang: Lang) -> Option<(Vec<u8>, String)> {
        let v = self.reader_view(Reader::Channel);
        let names = self.names();
        Some((
            super::picture::png(&v, lang, &names),
            super::picture::alt_text(&v, lang, &names),
        ))
    }

    fn fresh_board(&self, entries: &[String]) -> bool {
        entries.iter().any(|e| {
            matches!(
                parse_entry(e),
                Ok(Entry::Game(super::event::Event::RoomEntered { .. }))
            )
        })
    }

    fn wait_began(&self) -> Option<usize> {
        self.wait().began
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

    fn turn_hours(&self) -> Option<u32> {
        self.choices.turn_hours
    }

    fn reminder_hours(&self) -> Option<u32> {
        Some(self.choices.reminder_hours).filter(|&h| h > 0)
    }

    fn prompt(&self, reader: Reader, lang: Lang, mention: &dyn Fn(usize) -> String) -> String {
        let names: Vec<String> = (0..self.sitters.len()).map(mention).collect();
        // Ended by the organiser, even before its start: over, and its result said.
        if self.game.phase == Phase::Setup && self.abandoned.is_none() {
            return self.welcome(lang);
        }
        words::prompt(lang, &self.reader_view(reader), &names)
    }

    /// Every play the rules take from him now, while the game waits on him: his power
    /// cards left, the items that fit the room, a torch while a room lies dark.
    fn buttons(&self, seat: usize, lang: Lang) -> Vec<crate::games::Button> {
        if self.game.phase != Phase::Playing || !self.awaited().contains(&seat) {
            return Vec::new();
        }
        let v = self.reader_view(Reader::Seat(seat));
        v.legal
            .iter()
            .filter_map(|&a| words::command(lang, a))
            .map(|c| {
                let c = c.replace('`', "");
                crate::games::Button {
                    label: c.clone(),
                    command: c,
                    tone: crate::games::Tone::Plain,
                }
            })
            .collect()
    }

    fn hand(&self, seat: usize, lang: Lang) -> Option<String> {
        if self.game.phase == Phase::Setup {
            return None;
        }
        words::hand(lang, &self.reader_view(Reader::Seat(seat)))
    }

    fn settings(&self, lang: Lang) -> String {
        let c = &self.choices;
        let onoff = |b: bool| t(lang, if b { "raiders-on" } else { "raiders-off" }, &[]);
        // Solitaire's choices, until a game of several has started without them.
        let several = self.sitters.len() > 1 && self.game.phase != Phase::Setup;
        let solo = if several {
            String::new()
        } else {
            t(
                lang,
                "raiders-settings-solo",
                &[
                    ("character", words::character_name(lang, c.character)),
                    ("wounds", c.wounds.to_string()),
                ],
            )
        };
        t(
            lang,
            "raiders-settings",
            &[
                ("speed", onoff(c.speed)),
                ("solo", solo),
                (
                    "hours",
                    c.turn_hours.map_or_else(|| onoff(false), |h| h.to_string()),
                ),
                // As the table reminds: half the deadline at most.
                ("reminder", {
                    let r = f64::from(c.reminder_hours);
                    let at = c.turn_hours.map_or(r, |d| r.min(f64::from(d) / 2.0));
                    if at.fract() == 0.0 {
                        format!("{at:.0}")
                    } else {
                        format!("{at:.1}").replace('.', &t(lang, "decimal-point", &[]))
                    }
                }),
                ("remind", {
                    if c.remind_at_deadline {
                        t(lang, "raiders-settings-remind", &[])
                    } else {
                        String::new()
                    }
                }),
                ("missed", {
                    let n = c.missed_turns_limit;
                    let count = [("count", n.to_string())];
                    match n {
                        0 => String::new(),
                        _ => t(lang, "raiders-settings-missed", &count),
                    }
                }),
            ],
        )
    }

    fn welcome(&self, lang: Lang) -> String {
        t(
            lang,
            "raiders-welcome",
            &[
                ("seats", self.sitters.len().to_string()),
                ("max", MAX_SEATS.to_string()),
            ],
        )
    }

    fn awaited(&self) -> Vec<usize> {
        if self.over() || self.game.phase != Phase::Playing {
            return Vec::new();
        }
        self.game.awaited()
    }

    fn playing(&self) -> Vec<usize> {
        if self.over() || self.game.phase != Phase::Playing {
            return Vec::new();
        }
        (0..self.game.seats.len())
            .filter(|&s| self.game.seats[s].alive)
            .collect()
    }

    fn stand_in(&self, seat: usize, choices: crate::chance::ComputerChoices) -> Option<Move> {
        if !self.awaited().contains(&seat) {
            return None;
        }
        let v = view(&self.game, Viewer::Seat(seat));
        let action = policy::Policy::choose(&mut policy::Mixed::new(choices), &v);
        Some(Move::ForAbsent {
            seat,
            play: serde_json::to_string(&action).expect("actions serialise"),
        })
    }

    fn redact(&self, entry: &str, reader: Reader) -> String {
        match parse_entry(entry) {
            Ok(e) => serde_json::to_string(&self.redact_entry(&e, reader)).expect("serialises"),
            Err(_) => entry.to_string(),
        }
    }

    /// The last input stored, undone ones too (an undo is itself an input), as `!dq log`
    /// shows it.
    fn last_stored(&self, _organiser: &str, lang: Lang) -> Option<String> {
        let head = self.log.iter().rev().find(|e| starts_input(e))?;
        self.entry_line(head, lang)
    }

    fn input_line(&self, entry: &str, lang: Lang) -> Option<String> {
        self.entry_line(&parse_entry(entry).ok()?, lang)
    }

    /// The room's turn order (D1, crystal balls to the back): the one after the player now
    /// awaited. Under Speed everyone plays at once: nobody is next.
    fn next_up(&self) -> Option<usize> {
        if self.game.settings.speed || self.game.phase != Phase::Playing {
            return None;
        }
        self.game.room.as_ref()?.queue.get(1).copied()
    }

    fn at_deadline(&self) -> crate::games::AtDeadline {
        match self.choices.remind_at_deadline {
            true => crate::games::AtDeadline::Remind,
            false => crate::games::AtDeadline::Play,
        }
    }

    fn missed_turns_limit(&self) -> u32 {
        self.choices.missed_turns_limit
    }

    /// Each input of the log in effect that the clock made for the seat (a play, or a card
    /// sealed for him under Speed) is a deadline he let pass; one of his own ends the streak.
    fn missed_in_row(&self, seat: usize) -> (usize, usize) {
        let mut streak: Vec<usize> = Vec::new();
        let heads = effective(&self.log).into_iter().filter_map(|e| match e {
            Entry::Acted { seat, act } => Some((seat, act)),
            _ => None,
        });
        for (k, (by, act)) in heads.enumerate() {
            match (by, act) {
                (Some(s), _) if s == seat => streak.clear(),
                (_, Act::ForAbsent { seat: s, .. }) if s == seat => streak.push(k),
                _ => {}
            }
        }
        (streak.len(), streak.first().copied().unwrap_or(0))
    }

    fn undoable(&self) -> usize {
        if self.over() {
            return 0;
        }
        input_count(&effective(&self.log))
    }

    fn undo_items(&self, count: usize, lang: Lang) -> (Vec<(String, Vec<String>)>, bool) {
        // Each input named as the table stood when it came (its sender's name then: a seat
        // may have changed hands since), with what the channel was told of it.
        let kept = effective(&self.log);
        let from = input_count(&kept).saturating_sub(count);
        let mut then = Table::new(self.seed);
        let mut items = Vec::new();
        let mut chance = false;
        let mut k = 0;
        let mut rest = &kept[..];
        while let Some(head) = rest.first() {
            let len = 1 + rest[1..].iter().take_while(|e| !starts_input(e)).count();
            let (input, after) = rest.split_at(len);
            rest = after;
            let shown = starts_input(head) && k >= from;
            k += usize::from(starts_input(head));
            if !shown {
                input.iter().for_each(|e| then.fold_entry(e));
                continue;
            }
            let json: Vec<String> = input
                .iter()
                .map(|e| serde_json::to_string(e).expect("entries serialise"))
                .collect();
            // A join is sent by someone without a seat yet: named as he joined.
            let joined = input.iter().find_map(|e| match e {
                Entry::Joined { name, .. } => Some(name),
                _ => None,
            });
            let what = match (head, joined) {
                (Entry::Acted { act: Act::Join, .. }, Some(name)) => {
                    format!("{name}: `{}`", t(lang, "cmd-dq-join", &[]))
                }
                _ => then.input_line(&json[0], lang).unwrap_or_default(),
            };
            input.iter().for_each(|e| then.fold_entry(e));
            let told = then.tell(&json[1..], Reader::Channel, lang);
            chance |= input.iter().any(draws_or_seals);
            items.push((what, told));
        }
        (items, chance)
    }

    fn counts(&self) -> bool {
        self.abandoned.is_none()
    }

    fn place_note(&self, seat: usize, lang: Lang) -> Option<String> {
        let Phase::Over(o) = &self.game.phase else {
            return None;
        };
        if o.collapsed.contains(&seat) {
            Some(t(lang, "raiders-place-collapsed", &[]))
        } else if o.dead.contains(&seat) {
            Some(t(lang, "raiders-place-dead", &[]))
        } else {
            None
        }
    }

    fn placings(&self) -> Option<Vec<Placing>> {
        let seats = self.game.seats.iter().enumerate();
        let Phase::Over(o) = &self.game.phase else {
            // Ended by the organiser: nobody won, and the living keep what they hold (a game
            // ended before its start counts for nobody).
            self.abandoned.as_ref()?;
            if self.game.phase == Phase::Setup {
                return Some(Vec::new());
            }
            return Some(
                seats
                    .map(|(seat, r)| Placing {
                        seat,
                        score: if r.alive { i64::from(r.treasure) } else { 0 },
                        survived: r.alive,
                        won: false,
                    })
                    .collect(),
            );
        };
        Some(
            seats
                .map(|(seat, r)| {
                    // The dead and the collapsed (D13) carry nothing out.
                    let survived = !o.dead.contains(&seat) && !o.collapsed.contains(&seat);
                    Placing {
                        seat,
                        score: if survived { i64::from(r.treasure) } else { 0 },
                        survived,
                        won: o.winners.contains(&seat),
                    }
                })
                .collect(),
        )
    }
}

/// The wait for the seats awaited now (`Table::wait`).
struct Wait {
    /// Where it began, as an index into the stored log.
    began: Option<usize>,
    /// The hours `!dq extend` has added to it.
    extra: u32,
    /// Each pause in effect that ends after it began (or has not ended): where it began
    /// and ended.
    pauses: Vec<(usize, Option<usize>)>,
}

impl Table {
    /// An input's line as `!dq log` shows it (as the channel may read it), from its head entry.
    fn entry_line(&self, entry: &Entry, lang: Lang) -> Option<String> {
        let e = self.redact_entry(entry, Reader::Channel);
        let Entry::Acted { seat, act } = e else {
            return None;
        };
        let names = self.names();
        let by = |s: Option<Seat>| {
            s.map_or_else(
                || t(lang, "raiders-table-organiser", &[]),
                |s| words::name(&names, s),
            )
        };
        // The clock plays in an absent seat's place: his input, sent by the clock.
        let clock_for = |s: Seat| {
            t(
                lang,
                "raiders-table-for-absent",
                &[("name", words::name(&names, s))],
            )
        };
        let quoted = |c: String| format!("`{c}`");
        // The table's commands as a reader of `lang` types them.
        let cmd = |word: &str| t(lang, &format!("cmd-dq-{word}"), &[]);
        let (who, what) = match act {
            Act::Join => (by(seat), quoted(cmd("join"))),
            Act::Leave => (by(seat), quoted(cmd("leave"))),
            Act::Set { key, value } => (by(seat), quoted(format!("{} {key} {value}", cmd("set")))),
            Act::Start => (by(seat), quoted(cmd("start"))),
            // A play's command comes quoted already.
            Act::Play(a) => (by(seat), words::command(lang, a).unwrap_or_default()),
            Act::ForAbsent { seat: s, action } => (
                clock_for(s),
                words::command(lang, action).unwrap_or_default(),
            ),
            Act::Sealed { seat: s } => (
                match seat {
                    Some(_) => by(seat),
                    None => clock_for(s),
                },
                t(lang, "raiders-table-sealed", &[]),
            ),
            Act::End { reason } => (by(seat), quoted(format!("{} {reason}", cmd("end")))),
            Act::Undo { inputs } => (by(seat), quoted(format!("{} {inputs}", cmd("undo")))),
            Act::Replace { old, name, .. } => {
                (by(seat), quoted(format!("{} {old} {name}", cmd("replace"))))
            }
            Act::Remove { name, .. } => (by(seat), quoted(format!("{} {name}", cmd("remove")))),
            Act::Pause => (by(seat), quoted(cmd("pause"))),
            Act::Resume => (by(seat), quoted(cmd("resume"))),
            Act::Extend { hours } => (by(seat), quoted(format!("{} {hours}", cmd("extend")))),
        };
        Some(format!("{who}: {what}"))
    }

    /// The wait for the seats awaited now, read from the inputs still in effect. In turns,
    /// it runs from the last entry in effect that is no change of the clock or the seats (a
    /// setting, a pause or its resume, an extension, a substitute); under Speed, a room's
    /// players all play at once on one deadline from its opening, which each play does not
    /// restart. An undo that took back more than the clock's settings and extensions starts
    /// it afresh (it sets the table afresh); undoing an extension takes back only its hours.
    /// A pause stops its clock and a resume lets it run on where it stopped.
    fn wait(&self) -> Wait {
        if self.over() {
            return Wait {
                began: None,
                extra: 0,
                pauses: Vec::new(),
            };
        }
        let speed = self.choices.speed;
        let starts = |e: &Entry| match e {
            Entry::Game(super::event::Event::RoomEntered { .. }) => true,
            _ if speed => false,
            Entry::Chose { .. }
            | Entry::Replaced { .. }
            | Entry::Acted {
                act:
                    Act::Set { .. }
                    | Act::Pause
                    | Act::Resume
                    | Act::Extend { .. }
                    | Act::Replace { .. },
                ..
            } => false,
            _ => true,
        };
        // The inputs in effect, each its entries with their place in the stored log.
        let mut kept: Vec<Vec<(usize, &Entry)>> = Vec::new();
        let mut undone_at = None;
        for (i, e) in self.log.iter().enumerate() {
            match e {
                Entry::Acted {
                    act: Act::Undo { inputs },
                    ..
                } => {
                    let gone = kept.split_off(kept.len() - (*inputs).min(kept.len()));
                    let clock_only = gone.iter().all(|input| {
                        matches!(
                            input[0].1,
                            Entry::Acted {
                                act: Act::Set { .. } | Act::Extend { .. },
                                ..
                            }
                        )
                    });
                    if !clock_only {
                        undone_at = Some(i);
                    }
                }
                Entry::Acted { .. } => kept.push(vec![(i, e)]),
                _ => match kept.last_mut() {
                    Some(input) => input.push((i, e)),
                    None => kept.push(vec![(i, e)]),
                },
            }
        }
        let in_effect = kept.iter().flatten();
        let began = in_effect
            .clone()
            .rev()
            .find(|(_, e)| starts(e))
            .map(|(i, _)| *i)
            .max(undone_at);
        let extra = in_effect
            .clone()
            .filter(|(i, _)| Some(*i) > began)
            .map(|(_, e)| match e {
                Entry::Acted {
                    act: Act::Extend { hours },
                    ..
                } => *hours,
                _ => 0,
            })
            .sum();
        let mut pauses = Vec::new();
        let mut open = None;
        for (i, e) in in_effect {
            match e {
                Entry::Acted {
                    act: Act::Pause, ..
                } => open = Some(*i),
                Entry::Acted {
                    act: Act::Resume, ..
                } => pauses.extend(open.take().map(|p| (p, Some(*i)))),
                _ => {}
            }
        }
        pauses.extend(open.map(|p| (p, None)));
        pauses.retain(|(_, end)| end.is_none_or(|r| Some(r) > began));
        Wait {
            began,
            extra,
            pauses,
        }
    }
}

/// Whether an entry drew chance (the dungeon's preparation, a room turned face up, the
/// attack deck's card) or sealed a choice (a card under Speed): undo's preview says so.
fn draws_or_seals(e: &Entry) -> bool {
    matches!(
        e,
        Entry::Game(
            Event::Prepared { .. }
                | Event::RoomEntered { .. }
                | Event::AttackDrawn { .. }
                | Event::Sealed { .. }
        )
    )
}
