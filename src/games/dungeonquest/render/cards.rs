//! Cards: drawn from the decks (face down under Cloak and Dagger), kept, released,
//! reshuffled; Loot lost; a card's offer of another draw; a player's own Loot, told by DM.

use super::{card_name, clip, hero_name, names, tr, Ask, Scene};
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::Awaiting;
use crate::games::dungeonquest::engine::{Rejection, View};

/// A Loot event whose card is face down for this reader (Cloak and Dagger).
pub(super) fn is_hidden(e: &Event) -> bool {
    use crate::games::dungeonquest::engine::HIDDEN_CARD;
    match e {
        Event::CardDrawn { card, .. } | Event::LootDiscarded { card, .. } => *card == HIDDEN_CARD,
        Event::TreasureBurnt { cards, .. } => cards.contains(&HIDDEN_CARD),
        _ => false,
    }
}

/// "Hugo tries the door RIGHT of B3": the door a Door card was drawn for, when the input was
/// the move through it.
fn door_tried(
    scene: &Scene,
    seat: usize,
    deck: crate::games::dungeonquest::engine::Deck,
) -> Option<String> {
    if deck != crate::games::dungeonquest::engine::Deck::Door {
        return None;
    }
    let dir = scene.events.iter().find_map(|e| match e {
        Event::Acted { action, .. } => match action {
            crate::games::dungeonquest::engine::Action::Move { dir, .. } => Some(*dir),
            crate::games::dungeonquest::engine::Action::ForAbsent { action, .. } => {
                match **action {
                    crate::games::dungeonquest::engine::Action::Move { dir, .. } => Some(dir),
                    _ => None,
                }
            }
            _ => None,
        },
        _ => None,
    })?;
    let hero = &scene.before.seats.get(seat)?.hero;
    Some(tr(
        "narration-door-tried",
        &[
            ("hero", super::hero_name(scene.before, seat)),
            ("dir", names::dir(dir)),
            ("pos", hero.pos.label()),
        ],
    ))
}

/// Cloak and Dagger: what a player alone learns of his own Loot in these events, for a DM.
pub fn private_loot(v: &View, seat: usize, events: &[Event]) -> Option<String> {
    let c = content();
    let mut lines = Vec::new();
    for e in events {
        match e {
            Event::CardDrawn { seat: s, card, .. } if *s == seat && c.card(*card).is_loot() => {
                let d = c.card(*card);
                lines.push(tr(
                    "private-gained",
                    &[
                        ("card", names::card(*card)),
                        ("value", d.value().to_string()),
                    ],
                ));
            }
            Event::LootDiscarded { seat: s, card } | Event::Plundered { from: s, card, .. }
                if *s == seat =>
            {
                lines.push(tr("private-lost", &[("card", card_name(*card))]));
            }
            Event::Plundered { to, card, .. } if *to == seat => {
                let d = c.card(*card);
                lines.push(tr(
                    "private-gained",
                    &[
                        ("card", names::card(*card)),
                        ("value", d.value().to_string()),
                    ],
                ));
            }
            Event::TreasureBurnt { seat: s, cards } if *s == seat => {
                let names: Vec<String> = cards.iter().map(|&x| card_name(x)).collect();
                lines.push(tr("private-burnt", &[("cards", names.join(", "))]));
            }
            _ => {}
        }
    }
    if lines.is_empty() {
        return None;
    }
    let h = &v.seats[seat].hero;
    let names: Vec<String> = h.loot.iter().map(|&x| card_name(x)).collect();
    lines.push(tr(
        "private-holding",
        &[
            (
                "cards",
                if names.is_empty() {
                    "nothing".into()
                } else {
                    names.join(", ")
                },
            ),
            ("value", h.loot_value().to_string()),
        ],
    ));
    Some(lines.join("\n"))
}

/// Cards drawn, kept, released and discarded.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let c = content();
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::CardDrawn { seat, deck, .. } if is_hidden(e) => Some(tr(
            "narration-loot-hidden",
            &[("hero", h(*seat)), ("deck", names::deck(*deck))],
        )),
        Event::LootDiscarded { seat, .. } if is_hidden(e) => {
            Some(tr("narration-loot-discarded-hidden", &[("hero", h(*seat))]))
        }
        Event::CardDrawn { seat, deck, card } => {
            let d = c.card(*card);
            if *deck == crate::games::dungeonquest::engine::Deck::Treasure {
                Some(tr(
                    "narration-loot-gained",
                    &[
                        ("hero", h(*seat)),
                        ("card", names::card(*card)),
                        ("value", d.value().to_string()),
                    ],
                ))
            } else {
                let drawn = tr(
                    "narration-card-drawn",
                    &[
                        ("hero", h(*seat)),
                        ("deck", names::deck(*deck)),
                        ("card", names::card(*card)),
                        ("text", names::card_text(*card)),
                    ],
                );
                // A door card: which door, for those who did not see the move typed.
                Some(match door_tried(scene, *seat, *deck) {
                    Some(door) => format!("{door}\n{drawn}"),
                    None => drawn,
                })
            }
        }
        Event::Reshuffled { deck } => {
            Some(tr("narration-reshuffled", &[("deck", names::deck(*deck))]))
        }
        Event::CardKept { seat, card } => Some(tr(
            "narration-card-kept",
            &[("hero", h(*seat)), ("card", card_name(*card))],
        )),
        Event::CardReleased { seat, card } => Some(tr(
            "narration-card-released",
            &[("hero", h(*seat)), ("card", card_name(*card))],
        )),
        Event::LootDiscarded { seat, card } => {
            // Drunk (its roll follows in the batch), handed to the Fallen Elf, or let go.
            let potion = content().card(*card).effect
                == crate::games::dungeonquest::engine::content::Effect::Potion;
            let drunk = potion
                && scene.events.iter().any(|e| {
                matches!(e, Event::Rolled { seat: s, why: crate::games::dungeonquest::engine::event::RollFor::Potion, .. } if s == seat)
            });
            let elf = matches!(scene.before.awaiting, Some(Awaiting::FallenElf { seat: s }) if s == *seat);
            let key = if drunk {
                "narration-potion-drunk"
            } else if elf {
                "narration-loot-given-elf"
            } else {
                "narration-loot-discarded"
            };
            Some(tr(key, &[("hero", h(*seat)), ("card", card_name(*card))]))
        }
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// A card's offer of another draw; a Loot card to give up.
pub(super) fn prompt(v: &View, g: Ask) -> String {
    match &v.awaiting {
        Some(Awaiting::Offer { card, deck, .. }) => g(
            "offer",
            &[("card", card_name(*card)), ("deck", names::deck(*deck))],
        ),
        Some(Awaiting::Discard { .. }) => g("discard", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// A card the hero does not hold.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::NoPotion => tr("refusal-no-potion", &[]),
        Rejection::NoImp => tr("refusal-no-imp", &[]),
        Rejection::NoRope => tr("refusal-no-rope", &[]),
        Rejection::NoSuchLoot { name } => tr("refusal-no-such-loot", &[("name", clip(name, 40))]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
