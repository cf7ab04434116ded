//! Preparing the dungeon and dealing the characters, every shuffle drawn from the seed.

use super::Ctx;
use crate::chance::uniform;
use crate::games::raiders::content::{content, CardId, Room};
use crate::games::raiders::event::{Deal, Event};
use crate::games::raiders::state::Slot;

/// Draws from the game's seed, numbered on from the draws made so far.
struct Draws<'a> {
    seed: &'a [u8; 32],
    next: u64,
    taken: u64,
}

impl Draws<'_> {
    fn below(&mut self, n: usize) -> usize {
        let v = uniform(self.seed, self.next, n as u32) as usize;
        self.next += 1;
        self.taken += 1;
        v
    }
    /// Fisher-Yates, one draw per position.
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// The deal of the sheet's preparation: shuffle, set cards aside unseen, turn 12 face up,
/// shuffle again keeping each card's side, and make five piles of five (a door on each).
/// Solitaire sets the item vaults aside first, then 2 random cards, and shuffles the monster
/// attack deck (D12). Characters are dealt at random; solitaire's is chosen. The start
/// player is drawn (D11).
pub fn prepare(ctx: &mut Ctx) {
    let c = content();
    let n = &c.numbers;
    let g = &ctx.g;
    let solo = g.settings.solo();
    let mut d = Draws {
        seed: &g.seed,
        next: g.draws,
        taken: 0,
    };
    let mut deck: Vec<CardId> = (0..c.cards.len() as CardId).collect();
    let mut removed = Vec::new();
    if solo {
        let item_vault = |id: &CardId| matches!(c.room(*id), Room::Vault { items: true, .. });
        removed.extend(deck.iter().copied().filter(item_vault));
        deck.retain(|id| !item_vault(id));
    }
    d.shuffle(&mut deck);
    let k = if solo { n.solo_removed } else { n.removed };
    removed.extend(deck.drain(..k));
    let mut slots: Vec<Slot> = deck
        .iter()
        .enumerate()
        .map(|(i, &card)| Slot {
            card,
            face_up: i < n.face_up,
        })
        .collect();
    d.shuffle(&mut slots);
    let piles: Vec<Vec<Slot>> = slots
        .chunks(n.rooms_per_level)
        .map(<[Slot]>::to_vec)
        .collect();
    let mut attack_deck = Vec::new();
    if solo {
        attack_deck = n.attack_deck.clone();
        d.shuffle(&mut attack_deck);
    }
    let players = g.players();
    let characters: Vec<u8> = if solo {
        vec![g.settings.solo_character]
    } else {
        let mut all: Vec<u8> = (0..c.characters.len() as u8).collect();
        d.shuffle(&mut all);
        all.truncate(players);
        all
    };
    let start = if players > 1 { d.below(players) } else { 0 };
    let draws = d.taken;
    ctx.emit(Event::Prepared {
        characters,
        start,
        draws,
        deal: Some(Deal {
            removed,
            piles,
            attack_deck,
        }),
    });
}
