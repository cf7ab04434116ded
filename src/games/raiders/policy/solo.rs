//! Solitaire's card (D12): the level's five power cards planned over its five rooms, one
//! each (see the policy's own notes, `super`).

use super::super::content::{content, CardId, Gain, Loses, Room, Step};
use super::super::state::{Play, Seat};
use super::super::view::{View, Viewer};

/// The chance that a level adds 0, 1, .. 5 wounds, apart from strength-5 attacks, under this
/// player, measured over simulated solitaire games: the end of a level is worth the chance of
/// surviving the levels after it, reckoned from this and the attack deck's 5s still to come.
const SOLO_LEVEL_WOUNDS: [f64; 6] = [0.64, 0.14, 0.11, 0.08, 0.02, 0.01];
/// The treasure a later level brings on average under this player.
const SOLO_LEVEL_TREASURE: f64 = 3.0;
/// Surviving is the aim: worth this much treasure besides what the survivor keeps. (Over
/// 1,000 solitaire games from seed 1: 10 died in 22.6% with 16.0 treasure on average, 30 in
/// 18.7% with 14.7, 100 in 16.4% with 13.4.)
const SOLO_SURVIVAL: f64 = 30.0;

/// The room solitaire's player faces next, as far as it knows: each card it could be, with
/// its chance (one card, chance 1, when it is face up or seen by torchlight).
type Mix = Vec<(f64, &'static Room)>;

/// What one power card does in one room in solitaire: the wounds after it and the treasure
/// won (or lost) holding `treasure`.
fn solo_outcome(room: &Room, card: u8, attack: u8, wounds: u32, treasure: u32) -> (u32, f64) {
    let death = content().numbers.death;
    match room {
        Room::Monster { wounds: w, .. } => {
            if attack < 5 && card > attack {
                (wounds, 0.0)
            } else {
                (wounds + w, 0.0)
            }
        }
        Room::Treasure { chests } => {
            let won = chests
                .iter()
                .filter(|&&ch| ch < u32::from(card))
                .max()
                .copied()
                .unwrap_or(0);
            (wounds, f64::from(won))
        }
        // One player: the card is the highest and the lowest, and every trap hits (D12).
        Room::Trap(trap) => match (trap.step(card), trap.loses) {
            (None, _) => (wounds, 0.0),
            (Some(Step::Fixed(n)), Loses::Treasure) => (wounds, -f64::from(n.min(treasure))),
            (Some(Step::Half), Loses::Treasure) => (wounds, -f64::from(treasure / 2)),
            (Some(Step::Fixed(n)), Loses::Wounds) => (wounds + n, 0.0),
            (Some(Step::Half), Loses::Wounds) => (wounds + death.saturating_sub(wounds) / 2, 0.0),
        },
        Room::Vault { gains, .. } => match gains[usize::from(card.clamp(1, 5) - 1)] {
            Gain::Coins(n) => (wounds, f64::from(n)),
            Gain::Potion(n) => (wounds.saturating_sub(n), 0.0),
            Gain::Item(_) => (wounds, 0.0),
        },
    }
}

/// Solitaire sees no difference between monsters that deal the same wounds.
fn solo_same(a: &Room, b: &Room) -> bool {
    match (a, b) {
        (Room::Monster { wounds: x, .. }, Room::Monster { wounds: y, .. }) => x == y,
        _ => a == b,
    }
}

/// A quick hasher for the planner's memo (its keys are small packed numbers).
#[derive(Default)]
struct Quick(u64);

impl std::hash::Hasher for Quick {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

type Memo = std::collections::HashMap<u64, f64, std::hash::BuildHasherDefault<Quick>>;

/// The level as solitaire's planner sees it: the rooms left (the current one first), the
/// attack deck's remaining values, and what the end of the level is worth.
struct SoloPlan {
    rooms: Vec<Mix>,
    /// The current monster's attack card, already turned over.
    first_attack: Option<u8>,
    /// Levels still to come after this one.
    levels_after: u32,
    /// Monsters expected in each later level.
    monsters_per_level: f64,
    /// The wounds each monster room deals, with its chance.
    monster_wounds: Vec<(f64, u32)>,
    /// The treasure held as the room is played (the traps that take half read it).
    treasure: u32,
    /// What a coin won now is worth: the chance of keeping it to the end (near enough, the
    /// chance of surviving from the wounds held now).
    coin: f64,
    memo: Memo,
    /// `survive`'s answers by the 5s and the cards left in the attack deck.
    survival: Vec<Option<[f64; 16]>>,
}

impl SoloPlan {
    fn new(v: &View) -> Option<SoloPlan> {
        let c = content();
        let room = v.room.as_ref()?;
        // Every card solitaire plays with, by template: (id, monster?, copies, room).
        let mut kinds: Vec<(&str, bool, f64, &'static Room)> = Vec::new();
        for card in &c.cards {
            if matches!(card.room, Room::Vault { items: true, .. }) {
                continue;
            }
            match kinds.iter_mut().find(|k| k.0 == card.id) {
                Some(k) => k.2 += 1.0,
                None => kinds.push((
                    &card.id,
                    matches!(card.room, Room::Monster { .. }),
                    1.0,
                    &card.room,
                )),
            }
        }
        let total =
            |monster: bool| -> f64 { kinds.iter().filter(|k| k.1 == monster).map(|k| k.2).sum() };
        let (all_monsters, all_others) = (total(true), total(false));
        // Cards seen now (the room, the known rooms ahead) are not among the unknown ones.
        let mut ahead_monsters = 0.0;
        let mut ahead_others = 0.0;
        let mut seen = |id: CardId, ahead: bool| {
            let card = c.card(id);
            let monster = matches!(card.room, Room::Monster { .. });
            if ahead {
                if monster {
                    ahead_monsters += 1.0;
                } else {
                    ahead_others += 1.0;
                }
            }
            if let Some(k) = kinds.iter_mut().find(|k| k.0 == card.id) {
                k.2 = (k.2 - 1.0).max(0.0);
            }
        };
        seen(room.card, false);
        for r in &v.row {
            if let Some(id) = r.card {
                seen(id, true);
            }
        }
        // Rooms already entered: every monster among them drew an attack card (the current
        // one too); the rest were other rooms, which ones is not in the view.
        let per_level = c.numbers.rooms_per_level;
        let entered =
            (usize::from(v.level.max(1)) - 1) * per_level + per_level.saturating_sub(v.row.len());
        let monsters_entered = v.attacks_used.len() as f64;
        let others_entered = (entered as f64 - monsters_entered).max(0.0);
        let unseen_monsters = (all_monsters - monsters_entered - ahead_monsters).max(0.0);
        let unseen_others = (all_others - others_entered - ahead_others).max(0.0);
        let unseen = unseen_monsters + unseen_others;
        let mut unknown: Mix = Vec::new();
        for monster in [true, false] {
            let pool: f64 = kinds.iter().filter(|k| k.1 == monster).map(|k| k.2).sum();
            let share = match (monster, unseen > 0.0) {
                (_, false) => 0.5,
                (true, true) => unseen_monsters / unseen,
                (false, true) => unseen_others / unseen,
            };
            for k in kinds.iter().filter(|k| k.1 == monster && k.2 > 0.0) {
                let p = share * k.2 / pool;
                match unknown.iter_mut().find(|u| solo_same(u.1, k.3)) {
                    Some(u) => u.0 += p,
                    None => unknown.push((p, k.3)),
                }
            }
        }
        let mut rooms = vec![vec![(1.0, c.room(room.card))]];
        for r in &v.row {
            rooms.push(match r.card {
                Some(id) => vec![(1.0, c.room(id))],
                None => unknown.clone(),
            });
        }
        let monster_wounds: Vec<(f64, u32)> = {
            let m: Vec<(f64, u32)> = kinds
                .iter()
                .filter_map(|k| match k.3 {
                    Room::Monster { wounds, .. } => Some((k.2, *wounds)),
                    _ => None,
                })
                .collect();
            let sum: f64 = m.iter().map(|x| x.0).sum::<f64>().max(1.0);
            m.into_iter().map(|(n, w)| (n / sum, w)).collect()
        };
        let levels = c.numbers.levels as u32;
        let seat = match v.viewer {
            Viewer::Seat(s) => v.seats.get(s)?,
            Viewer::Table => return None,
        };
        Some(SoloPlan {
            treasure: seat.treasure,
            coin: 1.0,
            rooms,
            first_attack: room.attack,
            levels_after: levels.saturating_sub(u32::from(v.level.max(1))),
            monsters_per_level: if unseen > 0.0 {
                per_level as f64 * unseen_monsters / unseen
            } else {
                0.0
            },
            monster_wounds,
            memo: Memo::default(),
            survival: vec![None; 16 * 16],
        })
    }

    /// The chance of surviving the later levels from `wounds`, with `fives` strength-5
    /// attacks among the `left` attack cards still face down.
    fn survive(&mut self, wounds: u32, fives: u8, left: u8) -> f64 {
        let death = content().numbers.death as usize;
        let w = wounds as usize;
        if w >= death {
            return 0.0;
        }
        let slot = usize::from(fives.min(15)) * 16 + usize::from(left.min(15));
        if let Some(table) = &self.survival[slot] {
            return table[w];
        }
        let levels = self.levels_after;
        let per_level = self.monsters_per_level;
        let monster_wounds = &self.monster_wounds;
        let table = {
            // The distribution of the wounds still to come (capped at the last index).
            let mut dist = [0.0f64; 16];
            dist[0] = 1.0;
            let add = |dist: &mut [f64; 16], step: &[(f64, u32)]| {
                let mut next = [0.0f64; 16];
                for (d, &p) in dist.iter().enumerate() {
                    if p == 0.0 {
                        continue;
                    }
                    for &(q, n) in step {
                        next[(d + n as usize).min(15)] += p * q;
                    }
                }
                *dist = next;
            };
            let level: Vec<(f64, u32)> = SOLO_LEVEL_WOUNDS
                .iter()
                .enumerate()
                .map(|(n, &p)| (p, n as u32))
                .collect();
            for _ in 0..levels {
                add(&mut dist, &level);
            }
            // Each 5 still in the attack deck comes up if enough monsters are still to come.
            let drawn = if left == 0 {
                0.0
            } else {
                (per_level * f64::from(levels) / f64::from(left)).min(1.0)
            };
            let mut five: Vec<(f64, u32)> = vec![(1.0 - drawn, 0)];
            five.extend(monster_wounds.iter().map(|&(p, n)| (p * drawn, n)));
            for _ in 0..fives {
                add(&mut dist, &five);
            }
            let mut alive = [0.0f64; 16];
            for (start, a) in alive.iter_mut().enumerate().take(death) {
                *a = dist[..death - start].iter().sum();
            }
            alive
        };
        self.survival[slot] = Some(table);
        table[w]
    }

    /// What the level's end is worth: the chance of surviving the rest, times the treasure
    /// held (with what later levels bring) and survival's own worth. (The coins won on this
    /// level count apart, at `coin` each, so the plan need not follow the treasure.)
    fn end(&mut self, wounds: u32, attacks: &[u8; 6]) -> f64 {
        let left: u8 = attacks.iter().sum();
        let alive = self.survive(wounds, attacks[5], left);
        alive
            * (f64::from(self.treasure)
                + SOLO_LEVEL_TREASURE * f64::from(self.levels_after)
                + SOLO_SURVIVAL)
    }

    /// The expected worth from room `i` on, holding `hand` (bit v-1 for the power card v)
    /// and `attacks` (how many of each value the attack deck still holds face down).
    fn value(&mut self, i: usize, hand: u8, wounds: u32, attacks: [u8; 6]) -> f64 {
        if wounds >= content().numbers.death {
            return 0.0;
        }
        if i >= self.rooms.len() || hand == 0 {
            return self.end(wounds, &attacks);
        }
        let mut key = (i as u64) | u64::from(hand) << 4 | u64::from(wounds) << 9;
        for (n, &a) in attacks.iter().enumerate() {
            key |= u64::from(a) << (16 + 4 * n);
        }
        if let Some(&x) = self.memo.get(&key) {
            return x;
        }
        let mut total = 0.0;
        // What follows each card, by the attack card drawn here (0: none) and the wounds.
        let mut after = [[[f64::NAN; 16]; 5]; 6];
        for k in 0..self.rooms[i].len() {
            let (p, room) = self.rooms[i][k];
            let known = if i == 0 { self.first_attack } else { None };
            if matches!(room, Room::Monster { .. }) && known.is_none() {
                // The attack card turned over on entering, from what the deck still holds.
                let left: u8 = attacks.iter().sum();
                if left == 0 {
                    total += p * self
                        .best(i, hand, wounds, attacks, room, 5, &mut after[0])
                        .1;
                    continue;
                }
                for a in 1..=5u8 {
                    let n = attacks[usize::from(a)];
                    if n == 0 {
                        continue;
                    }
                    let mut deck = attacks;
                    deck[usize::from(a)] -= 1;
                    let q = f64::from(n) / f64::from(left);
                    let next = &mut after[usize::from(a)];
                    total += p * q * self.best(i, hand, wounds, deck, room, a, next).1;
                }
            } else {
                let a = known.unwrap_or(5);
                total += p * self
                    .best(i, hand, wounds, attacks, room, a, &mut after[0])
                    .1;
            }
        }
        self.memo.insert(key, total);
        total
    }

    /// The best card of `hand` for this room (the lowest of equals) and what it is worth.
    /// `after`: what comes after this card, by card and wounds, filled as needed (the rooms
    /// of one chance share it).
    #[allow(clippy::too_many_arguments)]
    fn best(
        &mut self,
        i: usize,
        hand: u8,
        wounds: u32,
        attacks: [u8; 6],
        room: &Room,
        attack: u8,
        after: &mut [[f64; 16]; 5],
    ) -> (u8, f64) {
        let mut best = (0, f64::MIN);
        for card in 1..=5u8 {
            let bit = 1u8 << (card - 1);
            if hand & bit == 0 {
                continue;
            }
            let (w, coins) = solo_outcome(room, card, attack, wounds, self.treasure);
            let slot = &mut after[usize::from(card - 1)][(w as usize).min(15)];
            if slot.is_nan() {
                *slot = self.value(i + 1, hand & !bit, w, attacks);
            }
            let x = self.coin * coins + *slot;
            if x > best.1 + 1e-9 {
                best = (card, x);
            }
        }
        best
    }
}

/// Solitaire's card: the one that leaves the most expected worth over the level's rooms.
pub(super) fn solo_play(v: &View, me: Seat, plays: &[Play]) -> Option<Play> {
    let mut plan = SoloPlan::new(v)?;
    let seat = &v.seats[me];
    let hand = plays
        .iter()
        .filter_map(|p| match p {
            Play::Power(c) => Some(1u8 << (c - 1)),
            _ => None,
        })
        .fold(0u8, |a, b| a | b);
    if hand == 0 {
        return None;
    }
    let mut attacks = [0u8; 6];
    for &a in &content().numbers.attack_deck {
        attacks[usize::from(a.min(5))] += 1;
    }
    for &a in &v.attacks_used {
        let n = &mut attacks[usize::from(a.min(5))];
        *n = n.saturating_sub(1);
    }
    let left: u8 = attacks.iter().sum();
    plan.coin = plan.survive(seat.wounds, attacks[5], left);
    let room = plan.rooms[0][0].1;
    let attack = plan.first_attack.unwrap_or(5);
    let mut after = [[f64::NAN; 16]; 5];
    let (card, _) = plan.best(0, hand, seat.wounds, attacks, room, attack, &mut after);
    (card > 0).then_some(Play::Power(card))
}
