//! Tests of a hero's attributes (with Gherinn's prayer), rolls of the dice, wounds and
//! healing.

use super::{dice_text, hero_name, names, t, tr, Ask, Scene};
use crate::games::dungeonquest::engine::event::{Event, RollFor};
use crate::games::dungeonquest::engine::state::Awaiting;
use crate::games::dungeonquest::engine::{Action, View};

fn why_of(e: &Event) -> RollFor {
    match e {
        Event::Rolled { why, .. } => *why,
        _ => RollFor::Damage,
    }
}

/// The side a Chamber of Darkness sends a hero by the face rolled (`e`): the chamber he last
/// moved into in this input, or stood in.
fn dark_side(
    scene: &Scene,
    seat: usize,
    e: &Event,
) -> Option<crate::games::dungeonquest::engine::board::Dir> {
    let Event::Rolled { dice, .. } = e else {
        return None;
    };
    let mut at = scene.before.seats.get(seat)?.hero.pos;
    for x in scene.events {
        if std::ptr::eq(x, e) {
            break;
        }
        if let Event::Moved { seat: s, to, .. } = x {
            if *s == seat {
                at = *to;
            }
        }
    }
    let table = scene
        .before
        .board
        .chamber(at)
        .or(scene.after.board.chamber(at))?
        .darkness?;
    table
        .get(usize::from(*dice.first()?).checked_sub(1)?)
        .copied()
}

/// A signed number with a real minus sign: `+2`, `−1`.
fn signed(n: i8) -> String {
    if n < 0 {
        format!("−{}", -n)
    } else {
        format!("+{n}")
    }
}

/// What was added to a test's roll, part by part: the Loot carried across a Bridge (+1 each)
/// and the Rope thrown (−2). `before`: the hero as the input found him (a Rope used is still
/// among his Loot there).
fn modifier_text(
    before: &View,
    seat: usize,
    key: crate::games::dungeonquest::engine::state::TestKey,
    modifier: i8,
) -> String {
    use crate::games::dungeonquest::engine::state::TestKey;
    let rope = |n: i8| format!(" {} {}", signed(n), tr("roll-part-rope", &[]));
    let loot = |n: i8| format!(" {} {}", signed(n), tr("roll-part-loot", &[]));
    match (key, modifier) {
        (_, 0) => String::new(),
        // Cloak and Dagger: what anyone carries is not told, only the sum.
        (_, m) if before.settings.cloak_and_dagger => format!(" {}", signed(m)),
        (TestKey::Pit(_), -2) => rope(-2),
        (TestKey::Bridge(_), m) => {
            let carried = before.seats.get(seat).map_or(0, |s| s.hero.loot.len())
                + before.hidden_loot.get(seat).copied().unwrap_or(0);
            // With the Rope thrown, he carries one card fewer and takes 2 off.
            let roped = carried >= 1 && i16::from(m) == carried as i16 - 3;
            let cards = if roped { m + 2 } else { m };
            let mut out = String::new();
            if cards != 0 {
                out.push_str(&loot(cards));
            }
            if roped {
                out.push_str(&rope(-2));
            }
            out
        }
        (_, m) => format!(" {}", signed(m)),
    }
}

/// A test's target, with what changed it from the attribute when anything did: "6 (5 + 1
/// determination)", "4 (5 − 1 Curse)".
fn target_text(
    before: &View,
    seat: usize,
    attr: crate::games::dungeonquest::engine::content::Attr,
    target: i8,
) -> String {
    let Some(hero) = before.seats.get(seat).map(|s| &s.hero) else {
        return target.to_string();
    };
    let base = hero.def().attr(attr) as i8;
    let curse = i8::from(hero.cursed());
    let det = target - base + curse;
    if curse == 0 && det == 0 {
        return target.to_string();
    }
    let mut parts = base.to_string();
    if curse > 0 {
        parts.push_str(&format!(" − 1 {}", tr("roll-part-curse", &[])));
    }
    if det > 0 {
        parts.push_str(&format!(" + {det} {}", tr("roll-part-determination", &[])));
    }
    format!("{target} ({parts})")
}

/// Tests, prayers, rolls, wounds and healing.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let (before, after, events) = (scene.before, scene.after, scene.events);
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::Tested {
            seat,
            attr,
            key,
            dice,
            modifier,
            target,
            passed,
            ..
        } => {
            let total = (dice[0] + dice[1]) as i8 + modifier;
            let m = modifier_text(before, *seat, *key, *modifier);
            let target = target_text(before, *seat, *attr, *target);
            // A climb over a Cave-in's rubble failed for good (no Rune of Fortune asked
            // about): the hero stays, and may try again or retreat next turn.
            let stuck = !*passed
                && matches!(
                    key,
                    crate::games::dungeonquest::engine::state::TestKey::CaveIn(_)
                )
                && !matches!(
                    after.awaiting,
                    Some(crate::games::dungeonquest::engine::state::Awaiting::Fortune { .. })
                );
            let stuck = if stuck {
                format!("\n{}", tr("narration-cave-in-stuck", &[("hero", h(*seat))]))
            } else {
                String::new()
            };
            Some(
                t(
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
                        ("target", target),
                    ],
                ) + &stuck,
            )
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
            let mut why = t("roll", k, &[]);
            // In the dark: which side the face picked, from the chamber's own table.
            if let (RollFor::Darkness, Some(side)) = (why_of(e), dark_side(scene, *seat, e)) {
                why = tr("roll-darkness-side", &[("dir", names::dir(side))]);
            }
            Some(tr(
                "narration-rolled",
                &[("hero", h(*seat)), ("dice", dice_text(dice)), ("why", why)],
            ))
        }
        Event::Wounded { seat, amount, .. } => {
            Some(wounded(before, after, events, e, (*seat, *amount)))
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
fn wounds_at(before: &View, _after: &View, events: &[Event], seat: usize, at: &Event) -> u8 {
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
    w
}

/// `seat`'s `amount` wounds (event `e` among `events`, between `before` and `after`): his
/// count against his life, or a killing blow said as one: no count past his life ("16/15"),
/// and none at it ("15/15", where a hero dies only above it).
fn wounded(
    before: &View,
    after: &View,
    events: &[Event],
    e: &Event,
    (seat, amount): (usize, u8),
) -> String {
    let hero = &after.seats[seat].hero;
    let (w, life) = (wounds_at(before, after, events, seat, e), hero.def().life);
    let killing = match before.settings.death_at {
        crate::games::dungeonquest::engine::state::DeathAt::Greater => w > life,
        crate::games::dungeonquest::engine::state::DeathAt::EqualOrGreater => w >= life,
    };
    let name = hero_name(after, seat);
    if killing {
        return tr(
            "narration-wounded-fatal",
            &[
                ("hero", name),
                ("amount", amount.to_string()),
                ("life", life.to_string()),
            ],
        );
    }
    tr(
        "narration-wounded",
        &[
            ("hero", name),
            ("amount", amount.to_string()),
            ("s", if amount == 1 { "" } else { "s" }.into()),
            ("wounds", w.to_string()),
            ("life", life.to_string()),
        ],
    )
}
