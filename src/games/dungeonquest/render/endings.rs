//! A hero's end and the game's: leaving through a tower, death and its causes, knock-outs
//! (Death Can Wait), the end-of-game effects (chests, the Bottle Imp) and the final scores.

use super::{
    a_monster, card_name, clip, dice_text, hero_name, names, seat_name, t, tr, Ask, Scene,
};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::{Awaiting, DeathCause, EndReason};
use crate::games::dungeonquest::engine::{Rejection, View};

pub(super) fn cause(c: DeathCause) -> String {
    let k = match c {
        DeathCause::Wounds => "wounds",
        DeathCause::DeadEnd => "dead_end",
        DeathCause::BottomlessPit => "bottomless_pit",
        DeathCause::Sunset => "sunset",
        DeathCause::Abandoned => "abandoned",
        DeathCause::Monster(m) => return tr("cause-monster", &[("a_monster", a_monster(m))]),
    };
    t("cause", k, &[])
}

/// Heroes leaving, dying, knocked out; the game's end.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let after = scene.after;
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::KnockedOut { seat } => Some(tr(
            "narration-knocked-out",
            &[
                ("hero", h(*seat)),
                ("gender", names::gender(after.seats[*seat].hero.id)),
            ],
        )),
        Event::LootOwed { seat, cards } => (*cards > 0).then(|| {
            tr(
                "narration-loot-owed",
                &[
                    ("hero", h(*seat)),
                    ("count", cards.to_string()),
                    ("gender", names::gender(after.seats[*seat].hero.id)),
                ],
            )
        }),
        Event::ChestOpened { seat, dice, value } => Some(tr(
            "narration-chest-opened",
            &[
                ("hero", h(*seat)),
                ("dice", dice_text(dice)),
                ("value", value.to_string()),
            ],
        )),
        Event::Died { seat, cause: k } => Some(tr(
            "narration-died",
            &[("hero", h(*seat)), ("cause", cause(*k))],
        )),
        Event::Exited { seat } if after.hidden_loot.get(*seat).is_some_and(|&n| n > 0) => {
            // Cloak and Dagger: how many cards he takes out, never what they are.
            let n = after.hidden_loot[*seat];
            Some(tr(
                "narration-exited-hidden",
                &[
                    ("hero", h(*seat)),
                    ("count", n.to_string()),
                    ("s", if n == 1 { "" } else { "s" }.into()),
                ],
            ))
        }
        Event::Exited { seat } => {
            let hero = &after.seats[*seat].hero;
            Some(tr(
                "narration-exited",
                &[
                    ("hero", h(*seat)),
                    ("count", hero.loot.len().to_string()),
                    ("value", hero.loot_value().to_string()),
                ],
            ))
        }
        Event::ImpStole { seat, card } => Some(tr(
            "narration-imp-stole",
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
            s.extend(final_scores(after, o));
            Some(s.join("\n"))
        }
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// The game's end: each hero who got out with his score, every other hero's fate, and who
/// wins.
pub fn final_scores(
    after: &View,
    o: &crate::games::dungeonquest::engine::state::Outcome,
) -> Vec<String> {
    let h = |seat: usize| hero_name(after, seat);
    let mut s = Vec::new();
    for (i, sc) in o.scores.iter().enumerate() {
        s.push(tr(
            "narration-score-line",
            &[
                ("rank", (i + 1).to_string()),
                ("hero", h(sc.seat)),
                ("name", seat_name(after, sc.seat)),
                ("value", sc.electrum.to_string()),
                ("count", sc.cards.to_string()),
            ],
        ));
    }
    // Every other hero too: who died, and how, and who was still inside.
    for (i, seat) in after.seats.iter().enumerate() {
        if o.scores.iter().any(|sc| sc.seat == i) {
            continue;
        }
        let fate = match seat.hero.status {
            crate::games::dungeonquest::engine::Status::Dead(k) => format!("💀 {}", cause(k)),
            crate::games::dungeonquest::engine::Status::Exited => continue,
            _ => tr("narration-score-inside", &[]),
        };
        s.push(tr(
            "narration-score-lost",
            &[
                ("hero", h(i)),
                ("name", seat_name(after, i)),
                ("fate", fate),
            ],
        ));
    }
    if o.winners.is_empty() && !o.scores.is_empty() {
        // Going It Alone: out, but without a Treasure card.
        let names: Vec<String> = o.scores.iter().map(|sc| h(sc.seat)).collect();
        s.push(tr(
            "narration-kalladra-wins-out",
            &[("names", names::and_list(&names))],
        ));
    } else if o.winners.is_empty() {
        s.push(tr("narration-kalladra-wins", &[]));
    } else {
        let names: Vec<String> = o.winners.iter().map(|&w| seat_name(after, w)).collect();
        s.push(tr(
            "narration-winner",
            &[
                ("names", names::and_list(&names)),
                ("count", names.len().to_string()),
            ],
        ));
    }
    s
}

/// Leaving from a Tower Room; a knocked-out hero's way out and Loot owed.
pub(super) fn prompt(v: &View, seat: usize, g: Ask) -> String {
    let hero = &v.seats[seat].hero;
    match &v.awaiting {
        Some(Awaiting::Tower { .. }) => g("tower", &[]),
        Some(Awaiting::LoseLoot { .. }) => g("lose_loot", &[("count", hero.owes_loot.to_string())]),
        Some(Awaiting::Breakout { .. }) => g("breakout", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// Leaving the dungeon refused.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::NoLootToExit => tr("refusal-no-loot", &[]),
        Rejection::NotInTower => tr("refusal-not-in-tower", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
