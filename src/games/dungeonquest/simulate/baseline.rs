//! The computer player before the turn-3 review, unchanged: the yardstick the new one
//! (`sensible.rs`) is measured against in `kalladra simulate --policy baseline`.

use super::paths::Paths;
use super::Policy;
use crate::games::dungeonquest::engine::board::{COLS, ROWS, TREASURE_LOWER, TREASURE_UPPER};
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::state::{Awaiting, Hero};
use crate::games::dungeonquest::engine::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The computer player as it was before the newcomer review (turn 3, M2), kept to measure the
/// new one against (`kalladra simulate --policy baseline`): makes for the Treasure Chamber,
/// loots while the Dragon is drowsy, then makes for the nearest Tower Room in time for sunset,
/// but it stays on Bridges (and then walks back and forth), strikes and flees at random, and
/// uses no rune but by chance.
pub struct BaselinePolicy {
    rng: ChaCha8Rng,
    /// Path finding for the last board seen.
    paths: Option<Paths>,
}

impl BaselinePolicy {
    pub fn new(seed: u64) -> Self {
        BaselinePolicy {
            rng: ChaCha8Rng::seed_from_u64(seed),
            paths: None,
        }
    }
}

impl BaselinePolicy {
    /// The path finding, up to date with this board.
    fn paths(&mut self, v: &View) -> &mut Paths {
        let p = self.paths.get_or_insert_with(Paths::new);
        p.update(v);
        p
    }

    /// Distances to the nearest Tower Room, computed once per board.
    fn home(&mut self, v: &View) -> &[u32] {
        self.paths(v).home()
    }

    /// Distances to the Treasure Chamber, computed once per board.
    fn treasure(&mut self, v: &View) -> &[u32] {
        self.paths(v).treasure()
    }
}

impl Policy for BaselinePolicy {
    fn choose(&mut self, v: &View) -> Action {
        let has = |a: &Action| v.legal.contains(a);
        let Some(seat) = v.seat else {
            // The organiser, with the monster's part open: the bot takes it.
            return if has(&Action::BotMonster) {
                Action::BotMonster
            } else {
                v.legal[0].clone()
            };
        };
        let me = &v.seats[seat].hero;
        if has(&Action::TakeMonster) {
            return Action::TakeMonster;
        }
        if let Some(a) = self.fight_choice(v, me) {
            return a;
        }
        let treasure_cards = me
            .loot
            .iter()
            .filter(|&&c| content().card(c).deck == Deck::Treasure)
            .count();
        let home_dist = self.home(v)[me.pos.index()];
        let time_left = u32::from(v.settings.sun_limit.saturating_sub(v.sun));
        let hurry = home_dist == u32::MAX || home_dist / 2 + 4 >= time_left;
        let going_home = hurry || treasure_cards >= 4 || (v.sun > 12 && !me.loot.is_empty());
        if let Some(a) = self.catacombs_choice(v, me, going_home, home_dist) {
            return a;
        }
        if let Some(a) = answer_choice(v, me, going_home) {
            return a;
        }
        self.step_choice(v, me, going_home)
    }
}

impl BaselinePolicy {
    /// In a fight or facing a monster: strikes at random (a Spark when the monster is one
    /// wound from death), Escape or Attack by the odds, a cheap card for a Fallen Elf.
    fn fight_choice(&mut self, v: &View, me: &Hero) -> Option<Action> {
        let has = |a: &Action| v.legal.contains(a);
        let plans: Vec<&Action> = v
            .legal
            .iter()
            .filter(|a| matches!(a, Action::Strikes(_)))
            .collect();
        if !plans.is_empty() {
            // Strikes: at random (there is no better rule against a hidden choice), using a
            // Spark when the monster is one wound from death.
            let near_death = v.combat.as_ref().is_some_and(|c| c.monster_wounds >= 2);
            let wanted: Vec<&Action> = plans
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Strikes(p) if p.spark == near_death))
                .collect();
            let pool = if wanted.is_empty() { plans } else { wanted };
            return Some(pool[(self.rng.next_u32() as usize) % pool.len()].clone());
        }
        if let Some(m) = v.pending_monster {
            let def = content().monster(m);
            let left = me.def().life.saturating_sub(me.wounds);
            let escape =
                has(&Action::Escape) && (def.escape >= 50 || left <= def.escape_damage + 4);
            return Some(if escape {
                Action::Escape
            } else {
                Action::Attack
            });
        }
        if matches!(v.awaiting, Some(Awaiting::FallenElf { .. })) {
            let cheapest = me
                .loot
                .iter()
                .copied()
                .min_by_key(|&c| content().card(c).value());
            if let Some(c) = cheapest.filter(|&c| content().card(c).value() < 100) {
                return Some(Action::Drop {
                    name: content().card(c).name.clone(),
                });
            }
            return Some(Action::Attack);
        }
        None
    }

    /// Leaving the dungeon, and the catacombs: come up when he can, go down when walled in,
    /// or when the goal is cut off or far.
    fn catacombs_choice(
        &mut self,
        v: &View,
        me: &Hero,
        going_home: bool,
        home_dist: u32,
    ) -> Option<Action> {
        let has = |a: &Action| v.legal.contains(a);
        let wounds_left = me.def().life.saturating_sub(me.wounds);
        if has(&Action::Exit) {
            return Some(Action::Exit);
        }
        // A way up from the catacombs: take it, shifting either way.
        let ups: Vec<&Action> = v
            .legal
            .iter()
            .filter(|a| matches!(a, Action::Resurface(_)))
            .collect();
        if !ups.is_empty() {
            return Some(ups[(self.rng.next_u32() as usize) % ups.len()].clone());
        }
        // Walled in with a way down: go down, heading for the middle of the board.
        let can_move = v.legal.iter().any(|a| matches!(a, Action::Move { .. }));
        if !can_move && has(&Action::Descend(Dir::Up)) {
            let dir = if me.pos.row < ROWS / 2 {
                Dir::Down
            } else {
                Dir::Up
            };
            return Some(Action::Descend(dir));
        }
        // A way down when the goal is cut off or far: the catacombs are worth the gamble then,
        // the travel marker pointing at the goal (home: the nearest corner; the treasure: the
        // middle of the board), and only with wounds to spare.
        let downs: Vec<Dir> = Dir::ALL
            .into_iter()
            .filter(|d| has(&Action::Descend(*d)))
            .collect();
        if !downs.is_empty() && wounds_left > 6 {
            let far = if going_home {
                home_dist
            } else {
                self.treasure(v)[me.pos.index()]
            };
            if far == u32::MAX || far >= 24 {
                let (col, row) = if going_home {
                    let c = if me.pos.col < COLS / 2 { 0 } else { COLS - 1 };
                    let r = if me.pos.row < ROWS / 2 { 0 } else { ROWS - 1 };
                    (c, r)
                } else {
                    (COLS / 2, ROWS / 2)
                };
                let dc = i32::from(col) - i32::from(me.pos.col);
                let dr = i32::from(row) - i32::from(me.pos.row);
                let dir = if dc.abs() >= dr.abs() {
                    if dc > 0 {
                        Dir::Right
                    } else {
                        Dir::Left
                    }
                } else if dr > 0 {
                    Dir::Down
                } else {
                    Dir::Up
                };
                if downs.contains(&dir) {
                    return Some(Action::Descend(dir));
                }
            }
        }
        None
    }

    /// A move towards the goal (ties broken at random), a search where moving gains nothing,
    /// or whatever is left but leaving.
    fn step_choice(&mut self, v: &View, me: &Hero, going_home: bool) -> Action {
        let has = |a: &Action| v.legal.contains(a);
        let dist = if going_home {
            self.home(v)
        } else {
            self.treasure(v)
        };
        let here = dist[me.pos.index()];
        // How far each move leads from the goal (ties broken at random below).
        let moves: Vec<(u32, &Action)> = v
            .legal
            .iter()
            .filter_map(|a| {
                let (dir, half) = match a {
                    Action::Move { dir, half } => (*dir, *half),
                    Action::End(d) => (*d, None),
                    _ => return None,
                };
                let from = match half {
                    Some(Half::Upper) => TREASURE_UPPER,
                    Some(Half::Lower) => TREASURE_LOWER,
                    None => me.pos,
                };
                let to = v.board.exit_from(from, dir);
                Some((
                    if to.on_board() {
                        dist[to.index()]
                    } else {
                        u32::MAX
                    },
                    a,
                ))
            })
            .collect();
        let mut best: Option<(u32, u32, Action)> = None;
        for (d, a) in moves {
            let tie = self.rng.next_u32();
            if best
                .as_ref()
                .is_none_or(|(bd, bt, _)| (d, tie) < (*bd, *bt))
            {
                best = Some((d, tie, a.clone()));
            }
        }
        if let Some((d, _, a)) = best {
            let searching_pays =
                has(&Action::Search) && d >= here && !going_home && me.searches == 0;
            if !searching_pays {
                return a;
            }
        }
        for a in [
            Action::Search,
            Action::Retreat,
            Action::Stay,
            Action::Decline,
            Action::No,
        ] {
            if has(&a) {
                return a;
            }
        }
        let legal: Vec<&Action> = v.legal.iter().filter(|a| **a != Action::Leave).collect();
        if legal.is_empty() {
            return Action::Leave;
        }
        legal[(self.rng.next_u32() as usize) % legal.len()].clone()
    }
}

/// The free actions and the answers: a potion when badly hurt, the Bottle Imp let go, staying
/// for Treasure while the Dragon is drowsy, yes to offers, prayers and rerolls, crossing.
fn answer_choice(v: &View, me: &Hero, going_home: bool) -> Option<Action> {
    let has = |a: &Action| v.legal.contains(a);
    let wounds_left = me.def().life.saturating_sub(me.wounds);
    if has(&Action::Drink) && wounds_left <= 4 {
        return Some(Action::Drink);
    }
    if has(&Action::DiscardImp) {
        return Some(Action::DiscardImp);
    }
    if has(&Action::Stay) && !going_home && v.dragon_chance >= 60 && wounds_left > 7 {
        return Some(Action::Stay);
    }
    for a in [Action::Yes, Action::Keep, Action::Roll] {
        if has(&a) {
            if a == Action::Roll && wounds_left > 4 && has(&Action::Pray) {
                return Some(Action::Pray);
            }
            if a == Action::Keep {
                if let Some(Awaiting::RageReroll { dice, .. }) = &v.awaiting {
                    if dice[0] + dice[1] >= 8 {
                        return Some(Action::Reroll);
                    }
                }
            }
            return Some(a);
        }
    }
    if has(&Action::Cross { rope: true }) {
        return Some(Action::Cross { rope: true });
    }
    if has(&Action::Cross { rope: false })
        && (me.loot.len() < 3 || !matches!(v.awaiting, Some(Awaiting::Bridge { .. })))
    {
        return Some(Action::Cross { rope: false });
    }
    None
}
