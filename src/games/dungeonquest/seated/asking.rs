//! What DungeonQuest asks with buttons rather than typed words, in its reader's language: the
//! monster's part offered to a seat (Accept, Decline) and a fight's round of strikes as a form
//! (a pick for each strike, the Spark when one may be used). Each answer is the command the
//! game reads in any language.

use crate::games::dungeonquest::engine::{view, Action, Actor, Awaiting, Game, MonsterSide, View};
use crate::games::dungeonquest::render;
use crate::games::{Answer, Button, Call, Form, Tone};
use crate::lang::Lang;

/// What `actor` is asked privately now (`Seated::calls`), in the language in scope: his part
/// of a fight (`fight_calls`), else his turn's prompt when the game waits on him.
pub(crate) fn calls(g: &Game, actor: Actor, mention: &dyn Fn(usize) -> String) -> Vec<Call> {
    let mut out: Vec<Call> = fight_calls(g, Some(actor), &|_| crate::lang::current())
        .into_iter()
        .map(|(_, c)| c)
        .collect();
    if out.is_empty() && g.awaited().contains(&actor) {
        if let Some(text) = render::prompt(&view(g, actor), mention) {
            out.push(Call {
                text,
                answer: Answer::Typed,
            });
        }
    }
    out
}

/// What each side of a fight (or `only` that one) is asked privately now, each with whom it
/// asks and in his language (`lang_of`): in a duel, each duellist's call for strikes; in a fight, the offer of the
/// monster's part to its seat (Accept, Decline), then the hero's and the monster player's
/// calls for strikes (the monster's player learns its life value).
pub(crate) fn fight_calls(
    g: &Game,
    only: Option<Actor>,
    lang_of: &dyn Fn(Actor) -> Lang,
) -> Vec<(Actor, Call)> {
    // Each call is worded (a view of the fight) only for whom it asks.
    let in_lang = |a: Actor, f: &dyn Fn() -> Option<String>| {
        only.is_none_or(|o| o == a)
            .then(|| crate::lang::within(lang_of(a), f))
            .flatten()
    };
    let strikes = |text: String| Call {
        text,
        answer: Answer::Form,
    };
    if let (Some(d), Some(Awaiting::Duel { .. })) = (&g.duel, &g.awaiting) {
        return [d.attacker, d.defender]
            .into_iter()
            .filter_map(|s| {
                let text = in_lang(Actor::Seat(s), &|| render::duel_dm(&view(g, s)))?;
                Some((Actor::Seat(s), strikes(text)))
            })
            .collect();
    }
    let (Some(c), Some(Awaiting::Combat { .. })) = (&g.combat, &g.awaiting) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let MonsterSide::Offered { seat, open: false } = c.side {
        let offer = || {
            Some(crate::lang::tr(
                "combat-offer",
                &[
                    ("hero", render::names::hero_short(g.hero(c.seat).id)),
                    ("a_monster", render::a_monster(c.monster)),
                ],
            ))
        };
        if let Some(text) = in_lang(Actor::Seat(seat), &offer) {
            let answer = Answer::Buttons;
            out.push((Actor::Seat(seat), Call { text, answer }));
        }
    }
    let monster_player = match c.side {
        MonsterSide::Seat(s) => Some(Actor::Seat(s)),
        MonsterSide::Organiser => Some(Actor::Organiser),
        _ => None,
    };
    for a in std::iter::once(Actor::Seat(c.seat)).chain(monster_player) {
        if let Some(text) = in_lang(a, &|| render::combat_dm(&view(g, a))) {
            out.push((a, strikes(text)));
        }
    }
    out
}

/// What the monster's part offered to `seat` is answered with, while it is his: the wait
/// it answers (`offer_wait`) and its buttons.
pub(crate) fn offer(g: &Game, seat: usize, lang: Lang) -> Option<(usize, Vec<Button>)> {
    match g.combat.as_ref()?.side {
        MonsterSide::Offered {
            seat: s,
            open: false,
        } if s == seat => Some((offer_wait(g), offer_buttons(lang))),
        _ => None,
    }
}

/// What the monster's part offered to a seat is named by on its buttons: the turn it came in
/// (a click from another turn's offer is stale).
pub(crate) fn offer_wait(g: &Game) -> usize {
    g.turn as usize
}

/// The offer's buttons, in its reader's language; each sends the answer as typed in English,
/// which the game reads in any language.
pub(crate) fn offer_buttons(lang: Lang) -> Vec<Button> {
    let label = |id: &str| crate::lang::text(lang, id, &[]);
    vec![
        Button {
            label: label("discord-button-accept"),
            command: "Accept".into(),
            tone: Tone::Yes,
        },
        Button {
            label: label("discord-button-decline"),
            command: "Decline".into(),
            tone: Tone::No,
        },
    ]
}

/// The strikes form `seat` ("o": the organiser) answers in the round open now, with the
/// round's number (a form's button names it): for each side of a fight or a duel.
pub(crate) fn strikes_open(g: &Game, seat: &str, lang: Lang) -> Option<(u32, Form)> {
    let actor = match seat {
        "o" => Actor::Organiser,
        s => Actor::Seat(s.parse().ok()?),
    };
    let round = match (&g.combat, &g.duel) {
        (Some(c), _) => c.round + 1,
        (None, Some(d)) => d.round + 1,
        (None, None) => return None,
    };
    Some((round, strikes_form(may_spark(&view(g, actor)), lang)))
}

/// Whether the strikes `v`'s viewer may send now may use a Spark (the form offers it then).
pub(crate) fn may_spark(v: &View) -> bool {
    v.legal
        .iter()
        .any(|x| matches!(x, Action::Strikes(p) if p.spark))
}

/// A round's strikes as a form, in its reader's language: a row for each strike (Standard,
/// Brutal, Counter: `S`, `B`, `C` in the answer), a pick of Melee, Ranged or Spell in each,
/// and the Spark when one may be used (`cards=spark`): the answer is the strikes as the forum
/// typed them (`S=melee B=ranged C=spell`).
pub(crate) fn strikes_form(spark: bool, lang: Lang) -> Form {
    use crate::games::{FormRow, Pick, Toggle};
    let text = |id: &str, args: &[(&str, String)]| crate::lang::text(lang, id, args);
    let kinds = [('m', "melee"), ('r', "ranged"), ('p', "spell")];
    let rows = [('s', "S"), ('b', "B"), ('c', "C")]
        .into_iter()
        .map(|(slot, name)| FormRow {
            key: slot.to_string(),
            name: name.into(),
            picks: kinds
                .iter()
                .map(|(k, value)| Pick {
                    key: k.to_string(),
                    label: text(
                        "discord-button-strike",
                        &[
                            ("slot", text(&format!("discord-slot-{slot}"), &[])),
                            ("strike", text(&format!("discord-strike-{k}"), &[])),
                        ],
                    ),
                    value: value.to_string(),
                })
                .collect(),
        })
        .collect();
    let toggles = spark
        .then(|| Toggle {
            key: "spark".into(),
            label: text("discord-button-spark", &[]),
            text: "cards=spark".into(),
        })
        .into_iter()
        .collect();
    Form {
        rows,
        toggles,
        hint: text("discord-pick-all", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::{offer_buttons, strikes_form};
    use crate::games::Tone;
    use crate::lang::Lang;

    /// The offer asks yes or no in its reader's language, and sends the answer the game reads
    /// in any: `Accept` or `Decline`.
    #[test]
    fn the_offer_asks_yes_or_no_in_its_readers_language() {
        for (lang, labels) in [
            (Lang::En, ["Accept", "Decline"]),
            (Lang::Es, ["Aceptar", "Rechazar"]),
        ] {
            let b = offer_buttons(lang);
            let said: Vec<&str> = b.iter().map(|b| b.label.as_str()).collect();
            assert_eq!(said, labels);
            let sent: Vec<&str> = b.iter().map(|b| b.command.as_str()).collect();
            assert_eq!(sent, ["Accept", "Decline"]);
            assert_eq!(
                b.iter().map(|b| b.tone).collect::<Vec<_>>(),
                [Tone::Yes, Tone::No]
            );
        }
    }

    /// The strikes form speaks its reader's language (`Estándar: Cuerpo a cuerpo`), and its
    /// full answer is the strikes as the forum typed them, in any language.
    #[test]
    fn the_strikes_form_reads_back_as_the_forums_strikes() {
        use std::collections::{BTreeMap, BTreeSet};
        let en = strikes_form(true, Lang::En);
        let es = strikes_form(true, Lang::Es);
        let labels = |f: &crate::games::Form| -> Vec<String> {
            let mut all: Vec<String> = f
                .rows
                .iter()
                .flat_map(|r| r.picks.iter().map(|p| p.label.clone()))
                .collect();
            all.extend(f.toggles.iter().map(|t| t.label.clone()));
            all
        };
        assert_eq!(labels(&en).len(), 10);
        assert_eq!(labels(&en)[0], "Standard: Melee");
        assert_eq!(labels(&es)[0], "Estándar: Cuerpo a cuerpo");
        assert_eq!(labels(&es)[8], "Contraataque: Hechizo");
        assert_eq!(labels(&es)[9], "Usar Chispa");
        for l in labels(&en).iter().chain(&labels(&es)) {
            assert!(l.chars().count() <= 80, "{l}");
        }
        let picked: BTreeMap<String, String> = [("s", "m"), ("b", "r"), ("c", "p")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        let spark: BTreeSet<String> = ["spark".to_string()].into();
        for f in [&en, &es] {
            let answer = f.answer(&picked, &spark);
            assert_eq!(
                answer.as_deref(),
                Some("S=melee B=ranged C=spell cards=spark")
            );
            assert_eq!(f.answer(&BTreeMap::new(), &spark), None);
        }
        assert!(strikes_form(false, Lang::En).toggles.is_empty());
    }
}
