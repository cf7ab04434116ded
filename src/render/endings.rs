//! A hero's end and the game's: leaving through a tower, death and its causes, knock-outs
//! (Death Can Wait), the end-of-game effects (chests, the Bottle Imp) and the final scores.

use super::{a_monster, card_name, clip, dice_text, hero_name, plural, seat_name, t, Ask, Scene};
use crate::engine::event::Event;
use crate::engine::state::{Awaiting, DeathCause, EndReason};
use crate::engine::{Rejection, View};

pub(super) fn cause(c: DeathCause) -> String {
    let k = match c {
        DeathCause::Wounds => "wounds",
        DeathCause::DeadEnd => "dead_end",
        DeathCause::BottomlessPit => "bottomless_pit",
        DeathCause::Sunset => "sunset",
        DeathCause::Abandoned => "abandoned",
        DeathCause::Monster(m) => return t("cause", "monster", &[("a_monster", a_monster(m))]),
    };
    t("cause", k, &[])
}

/// Heroes leaving, dying, knocked out; the game's end.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let after = scene.after;
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::KnockedOut { seat } => Some(t(
            "narration",
            "knocked_out",
            &[
                ("hero", h(*seat)),
                ("he", after.seats[*seat].hero.def().he().into()),
            ],
        )),
        Event::LootOwed { seat, cards } => (*cards > 0).then(|| {
            t(
                "narration",
                "loot_owed",
                &[
                    ("hero", h(*seat)),
                    ("count", cards.to_string()),
                    ("s", plural(*cards)),
                    ("his", after.seats[*seat].hero.def().his().into()),
                ],
            )
        }),
        Event::ChestOpened { seat, dice, value } => Some(t(
            "narration",
            "chest_opened",
            &[
                ("hero", h(*seat)),
                ("dice", dice_text(dice)),
                ("value", value.to_string()),
            ],
        )),
        Event::Died { seat, cause: k } => Some(t(
            "narration",
            "died",
            &[("hero", h(*seat)), ("cause", cause(*k))],
        )),
        Event::Exited { seat } if after.hidden_loot.get(*seat).is_some_and(|&n| n > 0) => {
            // Cloak and Dagger: how many cards he takes out, never what they are.
            let n = after.hidden_loot[*seat];
            Some(t(
                "narration",
                "exited_hidden",
                &[
                    ("hero", h(*seat)),
                    ("count", n.to_string()),
                    ("s", if n == 1 { "" } else { "s" }.into()),
                ],
            ))
        }
        Event::Exited { seat } => {
            let hero = &after.seats[*seat].hero;
            Some(t(
                "narration",
                "exited",
                &[
                    ("hero", h(*seat)),
                    ("count", hero.loot.len().to_string()),
                    ("value", hero.loot_value().to_string()),
                ],
            ))
        }
        Event::ImpStole { seat, card } => Some(t(
            "narration",
            "imp_stole",
            &[("hero", h(*seat)), ("card", card_name(*card))],
        )),
        Event::Ended(o) => {
            let mut s = vec![t(
                "narration",
                match &o.reason {
                    EndReason::Sunset => "ended_sunset",
                    EndReason::AllOut => "ended_all_out",
                    EndReason::Stopped(_) => "ended_stopped",
                },
                &[(
                    "reason",
                    match &o.reason {
                        EndReason::Stopped(r) if !r.is_empty() => format!("({})", clip(r, 200)),
                        _ => String::new(),
                    },
                )],
            )];
            for (i, sc) in o.scores.iter().enumerate() {
                s.push(t(
                    "narration",
                    "score_line",
                    &[
                        ("rank", (i + 1).to_string()),
                        ("hero", h(sc.seat)),
                        ("name", seat_name(after, sc.seat)),
                        ("value", sc.electrum.to_string()),
                        ("count", sc.cards.to_string()),
                    ],
                ));
            }
            if o.winners.is_empty() {
                s.push(t("narration", "kalladra_wins", &[]));
            } else {
                let names: Vec<String> = o.winners.iter().map(|&w| seat_name(after, w)).collect();
                s.push(t(
                    "narration",
                    "winner",
                    &[
                        ("names", names.join(" and ")),
                        ("s", if names.len() == 1 { "s" } else { "" }.into()),
                    ],
                ));
            }
            Some(s.join("\n"))
        }
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// Leaving from a Tower Room; a knocked-out hero's way out and Loot owed.
pub(super) fn prompt(v: &View, seat: usize, g: Ask) -> String {
    let hero = &v.seats[seat].hero;
    match &v.awaiting {
        Some(Awaiting::Tower { .. }) => g("tower", &[]),
        Some(Awaiting::LoseLoot { .. }) => g(
            "lose_loot",
            &[
                ("count", hero.owes_loot.to_string()),
                ("s", plural(hero.owes_loot)),
            ],
        ),
        Some(Awaiting::Breakout { .. }) => g("breakout", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// Leaving the dungeon refused.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::NoLootToExit => t("refusal", "no_loot", &[]),
        Rejection::NotInTower => t("refusal", "not_in_tower", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
