//! The questions the rules put to one player mid-resolution (G42 `ask`, a Warp's place, a
//! chosen discard, a Sacrifice's cards), each with its options and how to answer.

use super::super::content::set;
use super::super::map::{letter, Cell, Side};
use super::super::state::{Asked, Question, Seat};
use super::super::view::View;
use super::{a, card_name, form_word, name, one_word, quest_name, side, t};
use crate::lang::Lang;

/// A question put to one player (G42 `ask`), with what each option names and how to answer.
pub fn question(lang: Lang, v: &View, names: &[String], asked: &Asked) -> String {
    let n = name(names, asked.seat);
    let attack_card = |i: usize| {
        v.combat
            .as_ref()
            .and_then(|c| c.attacks.get(i))
            .and_then(|at| at.card)
    };
    match &asked.question {
        Question::SlayForm { hero, quest } => {
            let forms: Vec<String> = set()
                .quest(*quest)
                .monster
                .as_ref()
                .map(|m| {
                    m.attacks
                        .iter()
                        .map(|&f| form_word(lang, f).to_string())
                        .collect()
                })
                .unwrap_or_default();
            t(
                lang,
                "dg-ask-slay-form",
                &[
                    a("name", n),
                    a("quest", quest_name(lang, *quest)),
                    a("hero", name(names, *hero)),
                    a("forms", forms.join(", ")),
                    a("first", forms.first().cloned().unwrap_or_default()),
                ],
            )
        }
        Question::Upkeep { owed } => t(
            lang,
            "dg-ask-upkeep",
            &[a("name", n), a("list", upkeep_list(lang, names, owed))],
        ),
        Question::Pack { survivors, room } => t(
            lang,
            "dg-ask-pack",
            &[
                a("name", n),
                a("list", pack_list(lang, v, survivors)),
                a("room", room),
            ],
        ),
        Question::Reward { peril } => {
            let foe = v
                .heroes
                .iter()
                .enumerate()
                .find(|&(s, h)| s != asked.seat && h.alive)
                .map_or_else(String::new, |(s, _)| one_word(names, s));
            t(
                lang,
                "dg-ask-reward",
                &[a("name", n), a("peril", peril), a("foe", foe)],
            )
        }
        Question::Warp { hero, places } => warp(lang, v, names, (asked.seat, *hero), places),
        Question::Discard { hero, cards } => {
            let list: Vec<String> = cards
                .iter()
                .enumerate()
                .map(|(i, &c)| format!("{} {}", letter(i), card_name(lang, c)))
                .collect();
            t(
                lang,
                "dg-ask-discard",
                &[
                    a("name", n),
                    a("hero", name(names, *hero)),
                    a("list", list.join("; ")),
                ],
            )
        }
        Question::Sacrifice { quest, count } => t(
            lang,
            "dg-ask-sacrifice",
            &[
                a("name", n),
                a("quest", quest_name(lang, *quest)),
                a("count", count),
            ],
        ),
        Question::Minion { attack } => {
            let monster = attack_card(*attack);
            t(
                lang,
                "dg-ask-minion",
                &[
                    a("name", n),
                    a("n", attack + 1),
                    a(
                        "monster",
                        monster.map_or_else(String::new, |c| card_name(lang, c)),
                    ),
                ],
            )
        }
    }
}

/// The upkeep a question lists: each card, its cost and whose Glory or Peril pays it.
fn upkeep_list(lang: Lang, names: &[String], owed: &[(u8, Seat)]) -> String {
    let list: Vec<String> = owed
        .iter()
        .enumerate()
        .map(|(i, &(card, from))| {
            let funding = match set().adventure(card).funding {
                super::super::content::Funding::Glory => "glory",
                super::super::content::Funding::Peril => "peril",
            };
            t(
                lang,
                "dg-ask-upkeep-item",
                &[
                    a("n", i + 1),
                    a("card", card_name(lang, card)),
                    a("cost", set().adventure(card).upkeep),
                    a("from", name(names, from)),
                    a("funding", funding),
                ],
            )
        })
        .collect();
    list.join("; ")
}

/// The surviving monsters a Pack question lists, by attack, with the Life each has left.
fn pack_list(lang: Lang, v: &View, survivors: &[usize]) -> String {
    let list: Vec<String> = survivors
        .iter()
        .filter_map(|&i| {
            let at = v.combat.as_ref()?.attacks.get(i)?;
            let card = at.card?;
            let life = set().adventure(card).monster.as_ref()?.life;
            Some(t(
                lang,
                "dg-ask-pack-item",
                &[
                    a("n", i + 1),
                    a("card", card_name(lang, card)),
                    a("life", life.saturating_sub(at.wounds)),
                    a("wounded", if at.wounds > 0 { "yes" } else { "no" }),
                ],
            ))
        })
        .collect();
    list.join("; ")
}

/// Where `to` lies from `from`, as a player reads it: "2 north, 1 east".
fn whereabouts(lang: Lang, from: Cell, to: Cell) -> String {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let mut parts = Vec::new();
    if dy != 0 {
        let s = if dy > 0 { Side::N } else { Side::S };
        parts.push(format!("{} {}", dy.unsigned_abs(), side(lang, s)));
    }
    if dx != 0 {
        let s = if dx > 0 { Side::E } else { Side::W };
        parts.push(format!("{} {}", dx.unsigned_abs(), side(lang, s)));
    }
    parts.join(", ")
}

/// Where a Warp may take `hero`: each place lettered, with its card and its way from him.
fn warp(
    lang: Lang,
    v: &View,
    names: &[String],
    (by, hero): (Seat, Seat),
    places: &[Cell],
) -> String {
    let from = v.heroes.get(hero).map(|h| h.cell);
    let list: Vec<String> = places
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let card = v.map.at(c).map(|p| super::map_name(lang, p.card));
            let way = from.map(|f| whereabouts(lang, f, c)).unwrap_or_default();
            format!("{} {} ({way})", letter(i), card.unwrap_or_default())
        })
        .collect();
    t(
        lang,
        "dg-ask-warp",
        &[
            a("name", name(names, by)),
            a("hero", name(names, hero)),
            a("list", list.join("; ")),
            a("own", if by == hero { "yes" } else { "no" }),
        ],
    )
}
