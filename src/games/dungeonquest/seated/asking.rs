//! What DungeonQuest asks with buttons rather than typed words, in its reader's language: the
//! monster's part offered to a seat (Accept, Decline) and a fight's round of strikes as a form
//! (a pick for each strike, the Spark when one may be used). Each answer is the command the
//! game reads in any language.

use crate::games::dungeonquest::engine::{view, Action, Actor, Game, MonsterSide, View};
use crate::games::{Button, Form, Tone};
use crate::lang::Lang;

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
