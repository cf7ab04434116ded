//! Dungeon Raiders through the table's one interface (`crate::games::Seated`): what the
//! organiser, the clock, undo and export ask of a game, answered from `Table` and the game's
//! view, so nothing leaves that its reader may not know.

use super::action::Action;
use super::state::Phase;
use super::table::{reader_view, Entry, Table, MAX_SEATS};
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
        self.tell_json(entries, reader, lang)
    }

    fn board(&self, reader: Reader, lang: Lang) -> String {
        board::board(lang, &reader_view(self, reader), &self.names())
    }

    fn picture(&self, lang: Lang) -> Option<(Vec<u8>, String)> {
        let v = reader_view(self, Reader::Channel);
        let names = self.names();
        Some((
            super::picture::png(&v, lang, &names),
            super::picture::alt_text(&v, lang, &names),
        ))
    }

    fn fresh_board(&self, entries: &[String]) -> bool {
        entries.iter().any(|e| {
            matches!(
                crate::games::table::parse_entry(e),
                Ok(Entry::Game(super::event::Event::RoomEntered { .. }))
            )
        })
    }

    fn open_to_several(&self) -> bool {
        // (Alone, nobody else plays: there is no last one.)
        self.game.settings.speed && self.game.phase == Phase::Playing && self.game.seats.len() > 1
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
        self.choices.clock.turn_hours
    }

    fn reminder_hours(&self) -> Option<u32> {
        Some(self.choices.clock.reminder_hours).filter(|&h| h > 0)
    }

    fn prompt(&self, reader: Reader, lang: Lang, mention: &dyn Fn(usize) -> String) -> String {
        let names: Vec<String> = (0..self.sitters.len()).map(mention).collect();
        // Ended by the organiser, even before its start: over, and its result said.
        if self.game.phase == Phase::Setup && self.abandoned.is_none() {
            return self.welcome(lang);
        }
        words::prompt(lang, &reader_view(self, reader), &names)
    }

    /// Every play the rules take from him now, while the game waits on him: his power
    /// cards left, the items that fit the room, a torch while a room lies dark.
    fn buttons(&self, seat: usize, lang: Lang) -> Vec<crate::games::Button> {
        if self.game.phase != Phase::Playing || !self.awaited().contains(&seat) {
            return Vec::new();
        }
        let v = reader_view(self, Reader::Seat(seat));
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
        words::hand(lang, &reader_view(self, Reader::Seat(seat)))
    }

    fn settings(&self, lang: Lang) -> String {
        super::table::settings(self, lang)
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
        self.waits_on()
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
        self.redact_json(entry, reader)
    }

    /// The last input stored, undone ones too (an undo is itself an input), as `!dq log`
    /// shows it.
    fn last_stored(&self, _organiser: &str, lang: Lang) -> Option<String> {
        self.last_line(lang)
    }

    fn input_line(&self, entry: &str, lang: Lang) -> Option<String> {
        self.input_line_json(entry, lang)
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
