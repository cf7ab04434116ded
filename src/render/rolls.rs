//! Tests of a hero's attributes (with Gherinn's prayer), rolls of the dice, wounds and
//! healing.

use super::{dice_text, hero_name, names, t, tr, Ask, Scene};
use crate::engine::event::{Event, RollFor};
use crate::engine::state::Awaiting;
use crate::engine::{Action, View};

/// Tests, prayers, rolls, wounds and healing.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let (before, after, events) = (scene.before, scene.after, scene.events);
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::Tested {
            seat,
            attr,
            dice,
            modifier,
            target,
            passed,
            ..
        } => {
            let total = (dice[0] + dice[1]) as i8 + modifier;
            let m = match modifier {
                0 => String::new(),
                m if *m > 0 => format!("+{m}"),
                m => m.to_string(),
            };
            Some(t(
                "narration",
                if *passed {
                    "test_passed"
                } else {
                    "test_failed"
                },
                &[
                    ("hero", h(*seat)),
                    ("attr", names::attr(*attr)),
                    ("dice", dice_text(dice)),
                    ("modifier", m),
                    ("total", total.to_string()),
                    ("target", target.to_string()),
                ],
            ))
        }
        Event::Prayed { seat, .. } => Some(tr("narration-prayed", &[("hero", h(*seat))])),
        Event::Rolled { seat, why, dice } => {
            let k = match why {
                RollFor::Damage => "damage",
                RollFor::Heal => "heal",
                RollFor::Potion => "potion",
                RollFor::DragonRage => "dragon_rage",
                RollFor::Darkness => "darkness",
                RollFor::Ambush => "ambush",
                RollFor::KnockOut => "knock_out",
                RollFor::LateStart => "late_start",
                RollFor::MonsterTreasure => "monster_treasure",
            };
            Some(tr(
                "narration-rolled",
                &[
                    ("hero", h(*seat)),
                    ("dice", dice_text(dice)),
                    ("why", t("roll", k, &[])),
                ],
            ))
        }
        Event::Wounded { seat, amount, .. } => {
            let hero = &after.seats[*seat].hero;
            Some(tr(
                "narration-wounded",
                &[
                    ("hero", h(*seat)),
                    ("amount", amount.to_string()),
                    ("s", if *amount == 1 { "" } else { "s" }.into()),
                    ("wounds", wounds_at(before, after, events, *seat, e)),
                    ("life", hero.def().life.to_string()),
                ],
            ))
        }
        Event::Healed { seat, amount } => Some(tr(
            "narration-healed",
            &[
                ("hero", h(*seat)),
                ("amount", amount.to_string()),
                ("wounds", after.seats[*seat].hero.wounds.to_string()),
                ("life", after.seats[*seat].hero.def().life.to_string()),
            ],
        )),
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// A test to roll (or to pray before).
pub(super) fn prompt(v: &View, seat: usize, g: Ask) -> String {
    let hero = &v.seats[seat].hero;
    let focused = v.settings.focused_determination;
    match &v.awaiting {
        Some(Awaiting::Test { spec, .. }) => {
            let base = hero.test_target(spec.attr, spec.key, focused) - spec.roll_modifier;
            let gherinn = v.legal.contains(&Action::Pray);
            g(
                if gherinn { "test" } else { "test_rune" },
                &[
                    ("attr", names::attr(spec.attr)),
                    ("target", base.to_string()),
                ],
            )
        }
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// A hero's wounds just after event `at` (narration runs over the whole batch).
fn wounds_at(before: &View, _after: &View, events: &[Event], seat: usize, at: &Event) -> String {
    let mut w = before.seats.get(seat).map_or(0, |s| s.hero.wounds);
    for e in events {
        match e {
            Event::Wounded {
                seat: s, amount, ..
            } if *s == seat => w = w.saturating_add(*amount),
            Event::Healed { seat: s, amount } if *s == seat => w = w.saturating_sub(*amount),
            _ => {}
        }
        if std::ptr::eq(e, at) {
            break;
        }
    }
    w.to_string()
}
