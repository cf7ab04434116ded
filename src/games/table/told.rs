//! What the table's entries tell each reader, how a redacted copy shows them, and the lines
//! that name an input (`!dq log`, undo's preview, the resume banner).

use super::{effective, input_count, parse_entry, starts_input, Act, Entry, Rules, Table};
use crate::games::Reader;
use crate::lang::{text, Lang};

impl<R: Rules> Table<R> {
    fn t(&self, lang: Lang, id: &str, args: &[(&str, String)]) -> String {
        text(lang, &format!("{}-{id}", R::KIND.texts()), args)
    }

    /// A seat's name as the table knows it (`#N` for a seat it does not).
    pub fn name(&self, seat: usize) -> String {
        self.sitters
            .get(seat)
            .map_or_else(|| format!("#{}", seat + 1), |(_, n)| n.clone())
    }

    /// An entry as `reader` may see it.
    pub fn redact_entry(&self, e: &Entry<R>, reader: Reader) -> Entry<R> {
        let mine = |s: usize| reader == Reader::Seat(s);
        let sealed = |a: &R::Action| !self.over() && R::sealed(&self.choices, a);
        match e {
            Entry::Game(ev) => Entry::Game(if self.abandoned.is_some() {
                ev.clone()
            } else {
                R::redact(&self.game, ev, reader)
            }),
            Entry::Acted {
                seat: Some(s),
                act: Act::Play(a),
            } if sealed(a) && !mine(*s) => Entry::Acted {
                seat: Some(*s),
                act: Act::Sealed { seat: *s },
            },
            Entry::Acted {
                seat,
                act: Act::ForAbsent { seat: s, action },
            } if sealed(action) && !mine(*s) => Entry::Acted {
                seat: *seat,
                act: Act::Sealed { seat: *s },
            },
            other => other.clone(),
        }
    }

    /// A log entry (JSON) as `reader` may see it.
    pub fn redact_json(&self, entry: &str, reader: Reader) -> String {
        match parse_entry::<R>(entry) {
            Ok(e) => serde_json::to_string(&self.redact_entry(&e, reader)).expect("serialises"),
            Err(_) => entry.to_string(),
        }
    }

    /// What `reader` is told of these entries (JSON), just folded in: the game's events
    /// together, a run at a time (a line may say what a run adds up to), the table's own
    /// between them.
    pub fn tell_json(&self, entries: &[String], reader: Reader, lang: Lang) -> Vec<String> {
        let parsed: Vec<Entry<R>> = entries.iter().filter_map(|s| parse_entry(s).ok()).collect();
        // The game each run of events followed, where the game tells from it.
        let mut game = R::TOLD_FROM_BEFORE.then(|| self.before(&parsed));
        let mut from = game.clone();
        let mut out = Vec::new();
        let mut run: Vec<R::Event> = Vec::new();
        let flush = |run: &mut Vec<R::Event>, out: &mut Vec<String>, from: &Option<R::Game>| {
            if !run.is_empty() {
                let before = from.as_ref().unwrap_or(&self.game);
                out.extend(R::tell(self, before, run, reader, lang));
                run.clear();
            }
        };
        for e in &parsed {
            match self.redact_entry(e, reader) {
                Entry::Game(ev) => run.push(ev),
                other => {
                    flush(&mut run, &mut out, &from);
                    from.clone_from(&game);
                    out.extend(self.tell_entry(&other, lang));
                }
            }
            if let (Entry::Game(ev), Some(g)) = (e, game.as_mut()) {
                R::fold(g, ev);
            }
        }
        flush(&mut run, &mut out, &from);
        out
    }

    /// What a table entry tells, the same to every reader.
    fn tell_entry(&self, e: &Entry<R>, lang: Lang) -> Vec<String> {
        let t = |id: &str, args: &[(&str, String)]| self.t(lang, id, args);
        match e {
            Entry::Game(_) => Vec::new(),
            // His seat's number (told later, in `!dq log`, not the table's size by then).
            Entry::Joined { user, name } => vec![t(
                "table-joined",
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
                    ("max", R::MAX_SEATS.to_string()),
                ],
            )],
            // Told from the entry: the seat is gone from the table by now.
            Entry::Left { seat, name: left } => {
                let left = if left.is_empty() {
                    self.name(*seat)
                } else {
                    left.clone()
                };
                vec![t("table-left", &[("name", left)])]
            }
            Entry::Chose { .. } => vec![R::settings(self, lang)],
            // Told with the input that made it (which names both players).
            Entry::Replaced { .. } => Vec::new(),
            Entry::Acted {
                act: Act::Replace { old, name, .. },
                ..
            } => {
                // Before the deal a seat holds nothing yet.
                let id = match self.started() {
                    false => "table-replaced-setup",
                    true => "table-replaced",
                };
                vec![t(id, &[("old", old.clone()), ("name", name.clone())])]
            }
            Entry::Acted {
                act: Act::Remove { name, .. },
                ..
            } => vec![t("table-removed", &[("name", name.clone())])],
            Entry::Acted {
                act: Act::Pause, ..
            } => vec![t("table-paused", &[])],
            Entry::Acted {
                act: Act::Resume, ..
            } => {
                let deadline = match self.clock().turn_hours {
                    Some(_) => "yes",
                    None => "no",
                };
                vec![t("table-resumed", &[("deadline", deadline.into())])]
            }
            Entry::Acted {
                act: Act::Extend { hours },
                ..
            } => vec![t("table-extended", &[("hours", hours.to_string())])],
            Entry::Acted {
                act: Act::Undo { inputs },
                ..
            } => vec![t("table-undone", &[("count", inputs.to_string())])],
            // The clock's play, sealed or not: the bot's part is said to everyone.
            Entry::Acted {
                act: Act::ForAbsent { seat, .. },
                ..
            }
            | Entry::Acted {
                seat: None,
                act: Act::Sealed { seat },
            } => vec![t("table-bot-plays", &[("name", self.name(*seat))])],
            Entry::Abandoned { reason } => {
                // Without a reason, the line ends with the game.
                let why = match crate::lang::plain(reason, 200) {
                    r if r.is_empty() => r,
                    r => format!("({r})"),
                };
                vec![t("table-abandoned", &[("reason", why)])
                    .trim_end()
                    .to_string()]
            }
            Entry::Acted { .. } => Vec::new(),
        }
    }

    /// An input's line as `!dq log` shows it (as the channel may read it), from its head entry.
    pub fn entry_line(&self, entry: &Entry<R>, lang: Lang) -> Option<String> {
        let e = self.redact_entry(entry, Reader::Channel);
        let Entry::Acted { seat, act } = e else {
            return None;
        };
        let t = |id: &str, args: &[(&str, String)]| self.t(lang, id, args);
        let by = |s: Option<usize>| s.map_or_else(|| t("table-organiser", &[]), |s| self.name(s));
        // The clock plays in an absent seat's place: his input, sent by the clock.
        let clock_for = |s: usize| t("table-for-absent", &[("name", self.name(s))]);
        let quoted = |c: String| format!("`{c}`");
        // The table's commands as a reader of `lang` types them.
        let cmd = |word: &str| text(lang, &format!("cmd-dq-{word}"), &[]);
        let (who, what) = match act {
            Act::Join => (by(seat), quoted(cmd("join"))),
            Act::Leave => (by(seat), quoted(cmd("leave"))),
            Act::Set { key, value } => (by(seat), quoted(format!("{} {key} {value}", cmd("set")))),
            Act::Start => (by(seat), quoted(cmd("start"))),
            // A play's command comes quoted already.
            Act::Play(a) => (
                by(seat),
                seat.and_then(|s| R::command(self, s, &a, lang))
                    .unwrap_or_default(),
            ),
            Act::ForAbsent { seat: s, action } => (
                clock_for(s),
                R::command(self, s, &action, lang).unwrap_or_default(),
            ),
            Act::Sealed { seat: s } => (
                match seat {
                    Some(_) => by(seat),
                    None => clock_for(s),
                },
                t("table-sealed", &[]),
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

    /// The last input stored, undone ones too (an undo is itself an input), as `!dq log`
    /// shows it.
    pub fn last_line(&self, lang: Lang) -> Option<String> {
        let head = self.log.iter().rev().find(|e| starts_input(e))?;
        self.entry_line(head, lang)
    }

    /// The line naming an input from its head entry (JSON); None for other entries.
    pub fn input_line_json(&self, entry: &str, lang: Lang) -> Option<String> {
        self.entry_line(&parse_entry(entry).ok()?, lang)
    }

    /// Inputs still in effect that `!dq undo` may take back: none once the game is over.
    pub fn undoable_inputs(&self) -> usize {
        if self.over() {
            return 0;
        }
        input_count(&effective(&self.log))
    }

    /// The last `count` inputs in effect, as the channel may read them, oldest first, each
    /// with what the channel was told of it; and whether any drew chance or sealed a choice.
    pub fn undo_preview(&self, count: usize, lang: Lang) -> (Vec<(String, Vec<String>)>, bool) {
        // Each input named as the table stood when it came (its sender's name then: a seat
        // may have changed hands since), with what the channel was told of it.
        let kept = effective(&self.log);
        let from = input_count(&kept).saturating_sub(count);
        let mut then = Table::<R>::new(self.seed);
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
                    format!("{name}: `{}`", text(lang, "cmd-dq-join", &[]))
                }
                _ => then.input_line_json(&json[0], lang).unwrap_or_default(),
            };
            input.iter().for_each(|e| then.fold_entry(e));
            let told = then.tell_json(&json[1..], Reader::Channel, lang);
            chance |= input.iter().any(|e| match e {
                Entry::Game(ev) => R::draws(ev),
                _ => false,
            });
            items.push((what, told));
        }
        (items, chance)
    }
}
