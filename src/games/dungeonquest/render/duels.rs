//! Hero vs Hero: duels (the call for strikes by DM, the rounds, the end) and the victor's
//! spoils.

use super::combat::plan_text;
use super::{card_name, clip, hero_name, names, t, tr, Ask, Mention, Scene};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::Awaiting;
use crate::games::dungeonquest::engine::{Action, Plan, Rejection, View};

/// Duels started, strikes sent, rounds revealed, duels over, Loot taken.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let (before, after) = (scene.before, scene.after);
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::DuelStarted { attacker, defender } => Some(tr(
            "narration-duel-started",
            &[("a", h(*attacker)), ("b", h(*defender))],
        )),
        Event::DuelSubmitted { side, random, .. } => {
            let d = before.duel.as_ref().or(after.duel.as_ref());
            d.map(|d| {
                let seat = if *side == 0 { d.attacker } else { d.defender };
                t(
                    "narration",
                    if *random { "duel_random" } else { "duel_sent" },
                    &[("hero", h(seat)), ("round", (d.round + 1).to_string())],
                )
            })
        }
        Event::DuelRound {
            round,
            plans,
            deals,
            takes,
            ..
        } => {
            let d = before.duel.as_ref().or(after.duel.as_ref());
            d.map(|d| {
                tr(
                    "narration-duel-round",
                    &[
                        ("round", round.to_string()),
                        ("a", h(d.attacker)),
                        ("b", h(d.defender)),
                        ("plan_a", plan_text(&plans[0])),
                        ("plan_b", plan_text(&plans[1])),
                        ("deals_a", deals[0].to_string()),
                        ("deals_b", deals[1].to_string()),
                        ("takes_a", takes[0].to_string()),
                        ("takes_b", takes[1].to_string()),
                    ],
                )
            })
        }
        Event::DuelEnded { winner, loser } => Some(match (winner, loser) {
            (Some(w), Some(l)) => tr("narration-duel-won", &[("winner", h(*w)), ("loser", h(*l))]),
            (None, Some(l)) => tr("narration-duel-draw", &[("loser", h(*l))]),
            _ => tr("narration-duel-over", &[]),
        }),
        Event::Plundered { from, to, card, .. } => Some(
            if *card == crate::games::dungeonquest::engine::HIDDEN_CARD {
                tr(
                    "narration-plundered-hidden",
                    &[("to", h(*to)), ("from", h(*from))],
                )
            } else {
                tr(
                    "narration-plundered",
                    &[
                        ("to", h(*to)),
                        ("from", h(*from)),
                        ("card", card_name(*card)),
                    ],
                )
            },
        ),
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// The channel's line while a duel round is open: who still has to send strikes.
pub(super) fn duel_prompt(v: &View, mention: Mention) -> Option<String> {
    let d = v.duel.as_ref()?;
    let names: Vec<String> = [d.attacker, d.defender]
        .iter()
        .enumerate()
        .filter(|(i, _)| !d.submitted[*i])
        .map(|(_, &s)| mention(s))
        .collect();
    Some(tr(
        "prompt-duel",
        &[
            ("round", (d.round + 1).to_string()),
            ("names", names::and_list(&names)),
        ],
    ))
}

/// The victor's spoils.
pub(super) fn prompt(v: &View, g: Ask) -> String {
    match &v.awaiting {
        Some(Awaiting::Spoils { from, .. }) => g("spoils", &[("from", hero_name(v, *from))]),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// Hero vs Hero: a duellist's private call for strikes.
pub fn duel_dm(v: &View) -> Option<String> {
    let d = v.duel.as_ref()?;
    let side = d.side?;
    let other = if side == 0 { d.defender } else { d.attacker };
    let mut out = tr(
        "combat-duel-call",
        &[
            ("round", (d.round + 1).to_string()),
            ("other", hero_name(v, other)),
            ("mine", d.taken[side].to_string()),
            ("theirs", d.taken[1 - side].to_string()),
        ],
    );
    if let Some(p) = d.own_plan {
        out.push('\n');
        out.push_str(&tr("combat-duel-sealed", &[("plan", plan_text(&p))]));
        return Some(out);
    }
    out.push('\n');
    out.push_str(&tr("combat-template", &[]));
    let spark: fn(&Plan) -> bool = |p| p.spark;
    let fury: fn(&Plan) -> bool = |p| p.fury;
    let warding: fn(&Plan) -> bool = |p| p.warding;
    for (name, used) in [("spark", spark), ("fury", fury), ("warding", warding)] {
        if v.legal
            .iter()
            .any(|a| matches!(a, Action::Strikes(p) if used(p)))
        {
            out.push('\n');
            out.push_str(&t("combat", name, &[]));
        }
    }
    Some(out)
}

/// No such card among the loser's spoils.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::NoSuchSpoil { name } => tr("refusal-no-such-spoil", &[("name", clip(name, 40))]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
