//! The organiser's tools during a game: `!dq replace` (a substitute takes a seat), `!dq
//! remove`, `!dq skip`, `!dq pause` / `!dq resume`, `!dq end`, `!dq extend` and `!dq undo`
//! (a preview, then `!dq undo confirm`). Only the game's organiser (or an admin) may use them.

use super::Quests;
use super::Table;
use crate::games::dungeonquest::command::Manage;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{
    replay_seen, view, Action, Actor, Game, Phase, Rejection,
};
use crate::games::dungeonquest::render;
use crate::organiser::desk::undo::Undoing;
use crate::organiser::desk::{Desk, Post, Reply};
use anyhow::Result;

impl Quests {
    /// The organiser's tools (anyone else is refused).
    pub(super) async fn tool(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        let Table {
            id, is_organiser, ..
        } = at;
        if !is_organiser {
            return Ok(self.refuse(desk, post, id, &Rejection::NotOrganiser));
        }
        let input = post.input;
        let say = |text: String| post.say(text);
        let g = &self.games[&id].1;
        let action = match m {
            Manage::Replace { old, new } => {
                let Some(seat) = seat_named(g, &old) else {
                    return Ok(say(no_player(g, &old)));
                };
                let (user, name) = match crate::organiser::desk::seats::substitute(
                    desk.mentions,
                    &new,
                    &post.mentioned,
                ) {
                    Ok(who) => who,
                    Err(why) => return Ok(say(why)),
                };
                Action::Replace { seat, user, name }
            }
            Manage::Remove { name } => {
                let Some(seat) = seat_named(g, &name) else {
                    return Ok(say(no_player(g, &name)));
                };
                Action::Remove { seat }
            }
            Manage::Skip => Action::Skip,
            Manage::Pause => Action::Pause,
            Manage::Resume => Action::Resume,
            Manage::End { reason } => Action::Stop { reason },
            Manage::Extend { hours } => Action::Extend { hours },
            Manage::Undo { count } => return self.undo(desk, post, id, count).await,
            Manage::UndoConfirm => match desk.confirmed_undo(post, id).await? {
                Ok(count) => Action::Undo { inputs: count },
                Err(why) => return Ok(why),
            },
            _ => return Ok(Vec::new()),
        };
        self.checked(desk, id, Actor::Organiser, action, input, &say)
            .await
    }

    /// `!dq undo N`: what `!dq undo confirm` would take back, kept until then.
    async fn undo(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        id: i64,
        count: usize,
    ) -> Result<Vec<Reply>> {
        let (row, g) = &self.games[&id];
        let events = desk.store.events(id).await?;
        let made_with = crate::games::dungeonquest::table::settings(row)?;
        let at = QuestUndo {
            g,
            made_with: &made_with,
            events: &events,
        };
        desk.undo_asked(post, (id, events.len()), count, &at).await
    }
}

/// A DungeonQuest game's side of undo: its log as stored and the settings it was made with.
struct QuestUndo<'a> {
    g: &'a Game,
    made_with: &'a crate::games::dungeonquest::engine::Settings,
    events: &'a [Event],
}

impl Undoing for QuestUndo<'_> {
    fn undoable(&self) -> usize {
        if self.g.phase == Phase::Ended {
            return 0;
        }
        let kept = crate::games::dungeonquest::engine::event::effective(self.events);
        crate::games::dungeonquest::engine::event::inputs(&kept).len()
    }

    fn undo_refused(&self, count: usize) -> Option<String> {
        // What a substitute was shown as the seat's player (his own Loot face down, his
        // side's strikes) stays seen: a replacement is never taken back.
        let kept = crate::games::dungeonquest::engine::event::effective(self.events);
        let taken = crate::games::dungeonquest::engine::event::inputs(&kept);
        let replaced = taken[taken.len() - count..]
            .iter()
            .any(|input| input.iter().any(|e| matches!(e, Event::Replaced { .. })));
        if replaced {
            return Some(crate::lang::tr("manage-undo-replace", &[]));
        }
        // Never reopen a fight round whose strikes were shown with one side's still sealed:
        // that side's choice would stand while the other, having seen it, chooses again.
        let whole = whole_rounds(self.g, self.made_with, self.events, count);
        if whole == count {
            return None;
        }
        // Say what the undo that keeps rounds whole really takes back: how many inputs, back
        // to which (in a bot-played fight, often the whole fight).
        let (items, _) = undo_items(self.g, self.made_with, self.events, whole);
        let back_to = items
            .first()
            .map_or_else(String::new, |(what, _)| what.clone());
        Some(crate::lang::tr(
            "manage-undo-splits-round",
            &[
                ("count", count.to_string()),
                ("whole", whole.to_string()),
                ("first", back_to),
            ],
        ))
    }

    fn undo_items(&self, count: usize) -> (Vec<(String, Vec<String>)>, bool) {
        undo_items(self.g, self.made_with, self.events, count)
    }
}

/// The fewest inputs from `count` up that an undo may take back without splitting a fight
/// round already resolved: if the inputs taken back resolved a round (or a duel's), none of
/// that round's strikes may stay sealed in the game left. `count` itself when it splits none.
fn whole_rounds(
    g: &Game,
    created: &crate::games::dungeonquest::engine::Settings,
    events: &[Event],
    count: usize,
) -> usize {
    let effective = crate::games::dungeonquest::engine::event::effective(events);
    let inputs = crate::games::dungeonquest::engine::event::inputs(&effective);
    let total = inputs.len();
    for n in count..=total {
        let kept = &inputs[..total - n];
        let resolved = inputs[total - n..]
            .iter()
            .flat_map(|i| i.iter())
            .any(|e| matches!(e, Event::RoundResolved(_) | Event::DuelRound { .. }));
        if !resolved {
            return n;
        }
        let left = Game::replay(g.seed, created.clone(), kept.iter().flat_map(|i| i.iter()));
        let sealed = left
            .combat
            .as_ref()
            .is_some_and(|c| c.hero_plan.is_some() || c.monster_plan.is_some())
            || left
                .duel
                .as_ref()
                .is_some_and(|d| d.plans.iter().any(Option::is_some));
        if !sealed {
            return n;
        }
    }
    total
}

/// A seat of `g` by its player's name, user id or mention (case-insensitive).
pub(super) fn seat_named(g: &Game, name: &str) -> Option<usize> {
    crate::organiser::desk::seats::seat_named(
        g.seats.iter().map(|s| (s.user.as_str(), s.name.as_str())),
        name,
    )
}

/// The answer to a name that is no seated player's.
fn no_player(g: &Game, name: &str) -> String {
    crate::organiser::desk::seats::no_player(g.seats.iter().map(|s| s.name.as_str()), name)
}

/// `!dq set KEY VALUE` for each setting `new` changes from `old` (one line: `; ` between).
pub(crate) fn settings_changed(
    old: &crate::games::dungeonquest::engine::Settings,
    new: &crate::games::dungeonquest::engine::Settings,
) -> String {
    let before = old.table();
    let set = crate::lang::tr("cmd-dq-set", &[]);
    let changed: Vec<String> = new
        .table()
        .into_iter()
        .filter(|(k, v)| before.get(k) != Some(v))
        .map(|(k, v)| match v {
            toml::Value::Boolean(b) => format!("{set} {k} {}", if b { "on" } else { "off" }),
            v => format!(
                "{set} {k} {}",
                crate::games::dungeonquest::render::setting_value(&v)
            ),
        })
        .collect();
    if changed.is_empty() {
        set
    } else {
        changed.join("; ")
    }
}

/// A seat's player's name, as it stood after an input (or before it, for a seat it removed).
fn seat_name(before: &Game, after: &Game, seat: usize) -> String {
    after
        .seats
        .get(seat)
        .or(before.seats.get(seat))
        .map_or("?".to_string(), |x| x.name.clone())
}

/// The last `count` inputs in effect as the channel may see them: each one's sender and
/// command (strikes named, never shown), with the first lines of what it caused; and
/// whether any drew chance or sealed a choice.
fn undo_items(
    g: &Game,
    created: &crate::games::dungeonquest::engine::Settings,
    events: &[Event],
    count: usize,
) -> (Vec<(String, Vec<String>)>, bool) {
    let effective = crate::games::dungeonquest::engine::event::effective(events);
    let total = crate::games::dungeonquest::engine::event::inputs(&effective).len();
    let first = total.saturating_sub(count);
    let mut items = Vec::new();
    let mut chance = false;
    let mut k = 0;
    replay_seen(
        g.seed,
        created,
        &effective,
        Actor::Newcomer,
        |before, after, raw, seen| {
            let shown = k >= first;
            k += 1;
            if !shown {
                return;
            }
            chance |= raw
                .iter()
                .any(|e| e.draws() > 0 || matches!(e, Event::Submitted { .. }));
            let who = match seen.first() {
                // The clock playing for an absent seat: say so, and for whom.
                Some(Event::Acted {
                    action: Action::ForAbsent { seat, .. },
                    ..
                }) => crate::lang::tr(
                    "manage-the-clock-for",
                    &[("name", seat_name(before, after, *seat))],
                ),
                Some(Event::Acted {
                    by: Actor::Seat(s), ..
                }) => seat_name(before, after, *s),
                _ => crate::lang::tr("manage-the-organiser", &[]),
            };
            // Strikes are named, never shown; a face-down card likewise. Judged by what the
            // input is, whoever sent it (the clock sends a seat's input in his place).
            let inner = match seen.first() {
                Some(Event::Acted {
                    action: Action::ForAbsent { action, .. },
                    ..
                }) => Some(&**action),
                Some(Event::Acted { action, .. }) => Some(action),
                _ => None,
            };
            let what = match (raw.first(), seen.first()) {
                _ if matches!(inner, Some(Action::Strikes(_))) => match seen.first() {
                    Some(Event::Acted {
                        action: Action::ForAbsent { seat, .. },
                        ..
                    }) => crate::lang::tr(
                        "manage-undo-clock-sealed",
                        &[("name", seat_name(before, after, *seat))],
                    ),
                    _ => crate::lang::tr("manage-undo-sealed", &[("name", who)]),
                },
                (Some(r), Some(s)) if r != s => {
                    crate::lang::tr("manage-undo-hidden", &[("name", who)])
                }
                // A setting changed: which, and to what.
                (
                    _,
                    Some(Event::Acted {
                        action: Action::Configure(new),
                        ..
                    }),
                ) => format!("{who}: `{}`", settings_changed(&before.settings, new)),
                // A player's input (or the clock's in his place), as he would type it.
                (
                    _,
                    Some(Event::Acted {
                        action: Action::ForAbsent { seat, action },
                        ..
                    }),
                ) => format!(
                    "{who}: `{}`",
                    render::command_text_for(&before.seats, *seat, action)
                ),
                (
                    _,
                    Some(Event::Acted {
                        by: Actor::Seat(s),
                        action,
                    }),
                ) => format!(
                    "{who}: `{}`",
                    render::command_text_for(&before.seats, *s, action)
                ),
                (_, Some(Event::Acted { action, .. })) => {
                    format!("{who}: `{}`", render::command_text(action))
                }
                _ => who,
            };
            let text = render::narrate(&view(before, None), &view(after, None), seen);
            items.push((what, text.lines().take(6).map(str::to_string).collect()));
        },
    );
    (items, chance)
}

#[cfg(test)]
mod tests {
    use super::settings_changed;
    use crate::games::dungeonquest::engine::Settings;
    use crate::lang::{within, Lang};

    /// A5: an undo's preview of a setting change names the command in the reader's language.
    #[test]
    fn a_setting_change_is_previewed_as_the_reader_types_it() {
        let old = Settings::default();
        let mut new = old.clone();
        new.turn_hours = 12;
        let es = within(Lang::Es, || settings_changed(&old, &new));
        assert_eq!(es, "!dq ajustar turn_hours 12");
        assert_eq!(settings_changed(&old, &new), "!dq set turn_hours 12");
        assert_eq!(
            crate::games::dungeonquest::command::parse(&es),
            crate::games::dungeonquest::command::parse("!dq set turn_hours 12")
        );
    }
}
