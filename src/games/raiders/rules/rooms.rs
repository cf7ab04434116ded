//! Resolving a room once every living player has played: treasure, monster, trap, vault.
//! `plays` holds each living seat's value (keys and swords as 5). Duel and solitaire rules
//! are in their own files and called from here.

use super::raider::{gain_treasure, heal, lose_treasure, ties, wound};
use super::{duel, solitaire, Ctx};
use crate::games::raiders::content::{content, Gain, Hits, Loses, Reads, Room, Step};
use crate::games::raiders::event::Event;
use crate::games::raiders::state::{Item, Seat};
use std::collections::BTreeMap;

pub fn resolve(ctx: &mut Ctx, room: &Room, plays: &[(Seat, u8)], attack: Option<u8>) {
    let solo = ctx.g.settings.solo();
    match room {
        Room::Treasure { chests } if solo => solitaire::treasure(ctx, chests, plays),
        Room::Treasure { chests } => treasure(ctx, chests, plays),
        Room::Monster { strength, wounds } => match ctx.g.players() {
            1 => solitaire::monster(ctx, attack.unwrap_or(5), *wounds, plays),
            2 => duel::monster(ctx, *wounds, plays),
            n => monster(ctx, u32::from(strength[n - 3]), *wounds, plays),
        },
        Room::Trap(trap) => {
            let values = plays.iter().map(|p| p.1);
            let card = match trap.reads {
                Reads::Highest => values.max(),
                Reads::Lowest => values.min(),
            }
            .unwrap_or(0);
            let step = trap.step(card);
            ctx.emit(Event::TrapSprung {
                card,
                triggered: step.is_some(),
            });
            let Some(step) = step else { return };
            let g = &ctx.g;
            let living: Vec<Seat> = plays.iter().map(|p| p.0).collect();
            let victims: Vec<Seat> = match trap.hits {
                Hits::Everyone => living,
                Hits::MostTreasure => ties(&living, |s| g.seats[s].treasure, true),
                Hits::FewestWounds => ties(&living, |s| g.seats[s].wounds, false),
            };
            let death = content().numbers.death;
            for s in victims {
                let r = &ctx.g.seats[s];
                match trap.loses {
                    Loses::Treasure => {
                        let n = match step {
                            Step::Fixed(n) => n,
                            Step::Half => r.treasure / 2,
                        };
                        lose_treasure(ctx, s, n);
                    }
                    Loses::Wounds => {
                        let n = match step {
                            Step::Fixed(n) => n,
                            Step::Half => death.saturating_sub(r.wounds) / 2,
                        };
                        wound(ctx, s, n);
                    }
                }
            }
        }
        Room::Vault { gains, .. } => vault(ctx, gains, plays),
    }
}

/// The highest cards take the first chest, the second-highest the second; tied players share
/// a chest, the remainder lost (fewer coins than sharers: nobody gets any, D8).
pub fn treasure(ctx: &mut Ctx, chests: &[u32], plays: &[(Seat, u8)]) {
    let mut values: Vec<u8> = plays.iter().map(|p| p.1).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    for (chest, value) in chests.iter().zip(values) {
        let sharers: Vec<Seat> = plays.iter().filter(|p| p.1 == value).map(|p| p.0).collect();
        let each = chest / sharers.len() as u32;
        for s in sharers {
            gain_treasure(ctx, s, each);
        }
    }
}

/// The cards' total against the strength for the players who started (D9); if short, the
/// lowest card (all tied, D8) takes the wounds.
pub fn monster(ctx: &mut Ctx, strength: u32, wounds: u32, plays: &[(Seat, u8)]) {
    let total: u32 = plays.iter().map(|p| u32::from(p.1)).sum();
    let beaten = total >= strength;
    ctx.emit(Event::MonsterFought {
        total,
        strength,
        beaten,
    });
    if !beaten {
        super::raider::wound_lowest(ctx, wounds, plays);
    }
}

/// Each player takes what lies above the value played; an item too scarce in the supply for
/// everyone who would take it goes to nobody (D6).
pub fn vault(ctx: &mut Ctx, gains: &[Gain; 5], plays: &[(Seat, u8)]) {
    let mut wanted: BTreeMap<Item, Vec<Seat>> = BTreeMap::new();
    for &(s, v) in plays {
        match gains[usize::from(v - 1)] {
            Gain::Item(i) => wanted.entry(i).or_default().push(s),
            Gain::Coins(n) => gain_treasure(ctx, s, n),
            Gain::Potion(n) => heal(ctx, s, n),
        }
    }
    for (item, seats) in wanted {
        if usize::from(ctx.g.supply.get(item)) >= seats.len() {
            for seat in seats {
                ctx.emit(Event::ItemTaken { seat, item });
            }
        } else {
            ctx.emit(Event::ItemContested { item, seats });
        }
    }
}
