//! What undo needs of a DungeonQuest game, from its log alone: how many inputs are still in
//! effect, whether taking back some would unsee a secret or split a fight's round, and each
//! input as the channel may read it (undo's preview); and where each seat finished (the
//! placings the store's results and the ratings count).

use crate::games::dungeonquest::engine::event::{effective, inputs, Event};
use crate::games::dungeonquest::engine::{replay_seen, view, Action, Actor, Game, Phase, Settings};

/// Inputs still in effect that an undo may take back: none once the game is over.
pub(crate) fn undoable(g: &Game, events: &[Event]) -> usize {
    if g.phase == Phase::Ended {
        return 0;
    }
    inputs(&effective(events)).len()
}

/// Why the last `count` inputs in effect may not be taken back, if they may not: a
/// replacement (what the substitute was shown stays seen), or an undo that would split a
/// fight's round already resolved (saying what the undo that keeps rounds whole would take).
pub(crate) fn undo_refused(g: &Game, events: &[Event], count: usize) -> Option<String> {
    // What a substitute was shown as the seat's player (his own Loot face down, his
    // side's strikes) stays seen: a replacement is never taken back.
    let kept = effective(events);
    let taken = inputs(&kept);
    let replaced = taken[taken.len().saturating_sub(count)..]
        .iter()
        .any(|input| input.iter().any(|e| matches!(e, Event::Replaced { .. })));
    if replaced {
        return Some(crate::lang::tr("manage-undo-replace", &[]));
    }
    // Never reopen a fight round whose strikes were shown with one side's still sealed:
    // that side's choice would stand while the other, having seen it, chooses again.
    let whole = whole_rounds(g, &g.made_with, events, count);
    if whole == count {
        return None;
    }
    // Say what the undo that keeps rounds whole really takes back: how many inputs, back
    // to which (in a bot-played fight, often the whole fight).
    let (items, _) = undo_items(g, &g.made_with, events, whole);
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

/// The fewest inputs from `count` up that an undo may take back without splitting a fight
/// round already resolved: if the inputs taken back resolved a round (or a duel's), none of
/// that round's strikes may stay sealed in the game left. `count` itself when it splits none.
fn whole_rounds(g: &Game, created: &Settings, events: &[Event], count: usize) -> usize {
    let effective = effective(events);
    let inputs = inputs(&effective);
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

/// A seat's player's name, as it stood after an input (or before it, for a seat it removed).
fn seat_name(before: &Game, after: &Game, seat: usize) -> String {
    after
        .seats
        .get(seat)
        .or(before.seats.get(seat))
        .map_or("?".to_string(), |x| x.name.clone())
}

/// `!dq set KEY VALUE` for each setting `new` changes from `old` (one line: `; ` between).
pub(crate) fn settings_changed(old: &Settings, new: &Settings) -> String {
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

/// The last `count` inputs in effect as the channel may see them: each one's sender and
/// command (strikes named, never shown), with the first lines of what it caused; and
/// whether any drew chance or sealed a choice.
pub(crate) fn undo_items(
    g: &Game,
    created: &Settings,
    events: &[Event],
    count: usize,
) -> (Vec<(String, Vec<String>)>, bool) {
    let effective = effective(events);
    let total = inputs(&effective).len();
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
                    crate::games::dungeonquest::render::command_text_for(
                        &before.seats,
                        *seat,
                        action
                    )
                ),
                (
                    _,
                    Some(Event::Acted {
                        by: Actor::Seat(s),
                        action,
                    }),
                ) => format!(
                    "{who}: `{}`",
                    crate::games::dungeonquest::render::command_text_for(&before.seats, *s, action)
                ),
                (_, Some(Event::Acted { action, .. })) => {
                    format!(
                        "{who}: `{}`",
                        crate::games::dungeonquest::render::command_text(action)
                    )
                }
                _ => who,
            };
            let text = crate::games::dungeonquest::render::narrate(
                &view(before, None),
                &view(after, None),
                seen,
            );
            items.push((what, text.lines().take(6).map(str::to_string).collect()));
        },
    );
    (items, chance)
}

/// Where each seat of a game that has ended finished: the electrum he carried out, whether he
/// got out, whether he won (what the store's results and the ratings count).
pub(crate) fn placings(g: &Game) -> Option<Vec<crate::games::Placing>> {
    let o = g.outcome.as_ref()?;
    Some(
        g.seats
            .iter()
            .enumerate()
            .map(|(seat, s)| crate::games::Placing {
                seat,
                score: o
                    .scores
                    .iter()
                    .find(|x| x.seat == seat)
                    .map_or(0, |x| i64::from(x.electrum)),
                survived: s.hero.status == crate::games::dungeonquest::engine::Status::Exited,
                won: o.winners.contains(&seat),
            })
            .collect(),
    )
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
