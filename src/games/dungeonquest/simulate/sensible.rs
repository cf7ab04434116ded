//! The computer player of `kalladra simulate` and the autopilot of absent players.
//!
//! It is built afresh for each of the autopilot's decisions, so all it knows is the view: the
//! board, its hero (with `Hero::trail`, the spaces he last moved out of), the sun, the
//! question asked and the legal actions. It makes for the Treasure Chamber, loots while the
//! Dragon is drowsy, and makes for the nearest Tower Room once the turns left are few for the
//! way home; it never walks back into the two-space loop it has just made, crosses Bridges
//! when the odds and its wounds allow, uses its runes and potions where they help, and flees
//! a fight only when badly hurt.

use super::paths::Paths;
use super::Policy;
use crate::games::dungeonquest::engine::board::{COLS, ROWS, TREASURE_LOWER, TREASURE_UPPER};
use crate::games::dungeonquest::engine::content::{content, Attr, CardId};
use crate::games::dungeonquest::engine::state::{Awaiting, Hero, Plan, Strike, TestKey, TestSpec};
use crate::games::dungeonquest::engine::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plays sensibly (see the module's comment).
pub struct SensiblePolicy {
    rng: ChaCha8Rng,
    /// Path finding for the last board seen.
    paths: Option<Paths>,
}

impl SensiblePolicy {
    pub fn new(seed: u64) -> Self {
        SensiblePolicy {
            rng: ChaCha8Rng::seed_from_u64(seed),
            paths: None,
        }
    }

    /// The path finding, up to date with this board.
    fn paths(&mut self, v: &View) -> &mut Paths {
        let p = self.paths.get_or_insert_with(Paths::careful);
        p.update(v);
        p
    }

    fn pick<'a>(&mut self, pool: &[&'a Action]) -> &'a Action {
        pool[(self.rng.next_u32() as usize) % pool.len()]
    }
}

/// Ways to throw 2d6 for each total 2..=12.
const TWO_D6: [u32; 11] = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/// The chance that 2d6 + `modifier` comes out at or under `target`.
pub fn pass_chance(target: i8, modifier: i8) -> f64 {
    let ways: u32 = TWO_D6
        .iter()
        .enumerate()
        .filter(|(i, _)| (*i as i8 + 2) + modifier <= target)
        .map(|(_, w)| w)
        .sum();
    f64::from(ways) / 36.0
}

/// The chance that 1d6 wounds kill a hero with `left` wounds to spare.
fn d6_kills(left: u8) -> f64 {
    f64::from(7u8.saturating_sub(left).min(6)) / 6.0
}

/// The chance that 2d6 wounds kill a hero with `left` wounds to spare.
fn two_d6_kills(left: u8) -> f64 {
    1.0 - pass_chance(i8::try_from(left).unwrap_or(i8::MAX).saturating_sub(1), 0)
}

/// What the hero is about this turn, worked out once per decision.
struct Goal {
    /// Heading for a Tower Room (else for the Treasure Chamber).
    home: bool,
    /// The turns left are few for the way home.
    hurry: bool,
    /// Distances to the goal from every space.
    dist: Vec<u32>,
    wounds_left: u8,
}

const FAR: u32 = 10_000;
/// The toll on a step that would make a back-and-forth.
const LOOP: u32 = 50;

impl Policy for SensiblePolicy {
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
        if matches!(v.awaiting, Some(Awaiting::Servant { .. })) {
            return servant_choice(v);
        }
        if let Some(a) = self.fight_choice(v, me) {
            return a;
        }
        let goal = self.goal(v, me);
        if let Some(a) = self.catacombs_choice(v, me, &goal) {
            return a;
        }
        if let Some(a) = answer_choice(v, me, &goal) {
            return a;
        }
        if let Some(a) = self.rune_choice(v, me, &goal) {
            return a;
        }
        self.step_choice(v, me, &goal)
    }
}

impl SensiblePolicy {
    /// Home or the treasure: home once the turns left barely cover the way (each step costs
    /// about a turn; a margin for fights, doors and lost turns), once the Loot is enough, or
    /// when too hurt to face the Dragon again.
    fn goal(&mut self, v: &View, me: &Hero) -> Goal {
        let wounds_left = me.def().life.saturating_sub(me.wounds);
        let treasure_cards = me
            .loot
            .iter()
            .filter(|&&c| content().card(c).deck == Deck::Treasure)
            .count();
        let p = self.paths(v);
        let home_dist = p.home()[me.pos.index()];
        let back = p.home()[TREASURE_UPPER.index()];
        let there = p.treasure()[me.pos.index()];
        let time_left = u32::from(v.settings.sun_limit.saturating_sub(v.sun));
        let hurry = home_dist == u32::MAX || home_dist + 4 >= time_left;
        // Loot worth carrying out: a hero who leaves with nothing of value has lost the
        // day's chance at the treasure for nothing (a Rope or a potion scores no gold).
        let has_loot = me.loot.iter().any(|&c| content().card(c).value() > 0);
        // The way to the treasure and back from it, in turns: an unexplored space costs the
        // path finding 2 but takes one turn to enter. Halved, as measured in `simulate`: two
        // thirds gave up the treasure too soon, a third stayed out too late.
        let round_trip = there.saturating_add(back) / 2;
        let home = hurry
            || treasure_cards >= 3
            || (has_loot && wounds_left <= 4)
            || (has_loot && round_trip + 6 >= time_left);
        let dist = if home {
            p.home().to_vec()
        } else {
            p.treasure().to_vec()
        };
        Goal {
            home,
            hurry,
            dist,
            wounds_left,
        }
    }

    /// In a fight or facing a monster. Strikes: at random (against a hidden choice nothing
    /// does better), with a Spark or Fury when the monster may be finished, Warding when a
    /// round could kill, Flee (Live to Fight) only when badly hurt. Facing a monster: the Rune
    /// of Escape or an escape roll when the monster is easy to escape or the hero is hurt.
    fn fight_choice(&mut self, v: &View, me: &Hero) -> Option<Action> {
        let has = |a: &Action| v.legal.contains(a);
        let plans: Vec<&Plan> = v
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Strikes(p) => Some(p),
                _ => None,
            })
            .collect();
        let wounds_left = me.def().life.saturating_sub(me.wounds);
        if !plans.is_empty() {
            let near_death = match (&v.combat, &v.duel) {
                (Some(c), _) => c.monster_wounds >= 2,
                (None, Some(d)) => d.side.is_some_and(|s| d.taken[1 - s] >= 2),
                _ => false,
            };
            let want = Plan {
                standard: Strike::ALL[(self.rng.next_u32() % 3) as usize],
                brutal: Strike::ALL[(self.rng.next_u32() % 3) as usize],
                counter: Strike::ALL[(self.rng.next_u32() % 3) as usize],
                spark: near_death,
                fury: near_death || wounds_left <= 4,
                warding: wounds_left <= 3,
                flee: wounds_left <= 4,
                sealed: false,
            };
            // The wanted flags where the hero has them, each given up in turn if not.
            let score = |p: &Plan| {
                (p.standard == want.standard) as u32 * 16
                    + (p.brutal == want.brutal) as u32 * 16
                    + (p.counter == want.counter) as u32 * 16
                    + (p.spark == want.spark) as u32 * 4
                    + (p.fury == want.fury) as u32 * 4
                    + (p.warding == want.warding) as u32 * 4
                    + (p.flee == want.flee) as u32 * 8
            };
            let best = plans.iter().max_by_key(|p| score(p))?;
            return Some(Action::Strikes(**best));
        }
        if let Some(m) = v.pending_monster {
            let def = content().monster(m);
            // Escaping a monster met here before only brings him back to it: fight it then,
            // unless too hurt.
            let again = me.trail.contains(&me.pos) && wounds_left > def.escape_damage + 4;
            let easy = !again && (def.escape >= 50 || wounds_left <= def.escape_damage + 4);
            if let Some(r) = held_rune(v, me, "escape", None) {
                if !easy || wounds_left <= def.escape_damage + 2 {
                    return Some(r);
                }
            }
            return Some(if has(&Action::Escape) && easy {
                Action::Escape
            } else {
                Action::Attack
            });
        }
        if matches!(v.awaiting, Some(Awaiting::FallenElf { .. })) {
            if let Some(c) = cheapest(me).filter(|&c| content().card(c).value() < 100) {
                return Some(drop(c));
            }
            return Some(Action::Attack);
        }
        None
    }

    /// Leaving the dungeon, and the catacombs: come up when he can (shifting towards the
    /// goal), go down when walled in, or when the goal is cut off or far.
    fn catacombs_choice(&mut self, v: &View, me: &Hero, goal: &Goal) -> Option<Action> {
        let has = |a: &Action| v.legal.contains(a);
        // Out through a tower only when his goal is home; else on, past it.
        if has(&Action::Exit) && goal.home {
            return Some(Action::Exit);
        }
        let toward = toward(me.pos, goal.home);
        let ups: Vec<Dir> = Dir::ALL
            .into_iter()
            .filter(|d| has(&Action::Resurface(*d)))
            .collect();
        if !ups.is_empty() {
            let d = toward
                .into_iter()
                .find(|d| ups.contains(d))
                .unwrap_or(ups[(self.rng.next_u32() as usize) % ups.len()]);
            return Some(Action::Resurface(d));
        }
        let downs: Vec<Dir> = Dir::ALL
            .into_iter()
            .filter(|d| has(&Action::Descend(*d)))
            .collect();
        if downs.is_empty() {
            return None;
        }
        // Fallen off a Bridge, or walled in with a way down: down, towards the goal.
        let can_move = v.legal.iter().any(|a| matches!(a, Action::Move { .. }));
        let must = matches!(v.awaiting, Some(Awaiting::Descend { .. })) || !can_move;
        let far = goal.dist[me.pos.index()];
        let worth = goal.wounds_left > 6 && (far == u32::MAX || far >= 24);
        if must || worth {
            if let Some(d) = toward.into_iter().find(|d| downs.contains(d)) {
                return Some(Action::Descend(d));
            }
            if must {
                return Some(Action::Descend(downs[0]));
            }
        }
        None
    }

    /// Runes and cards used on his own turn, before moving: Healing and potions when hurt,
    /// Daylight when the sun is catching up, Calm before a Dragon draw he means to make,
    /// Stasis for a long way, Passage through a wall that saves steps, Sight on the unexplored
    /// space he is about to enter. Tower Power to the Tower Room nearest the treasure.
    fn rune_choice(&mut self, v: &View, me: &Hero, goal: &Goal) -> Option<Action> {
        let has = |a: &Action| v.legal.contains(a);
        let hurt = me.wounds;
        if let Some(r) = held_rune(v, me, "healing", None) {
            if hurt >= 4 || goal.wounds_left <= 4 {
                return Some(r);
            }
        }
        if has(&Action::Drink) && hurt >= 4 && goal.wounds_left > 2 {
            return Some(Action::Drink);
        }
        if let Some(r) = held_rune(v, me, "daylight", None) {
            if goal.hurry {
                return Some(r);
            }
        }
        let here = goal.dist.get(me.pos.index()).copied().unwrap_or(u32::MAX);
        let in_treasure = v.board.is_treasure(me.pos);
        if let Some(r) = held_rune(v, me, "calm", None) {
            // About to step into the Treasure Chamber: its first draw made safe.
            if !goal.home && here <= 1 && !in_treasure && v.awaiting.is_none() && !me.calm {
                return Some(r);
            }
        }
        if v.awaiting.is_some() {
            return None;
        }
        if let Some(r) = held_rune(v, me, "stasis", None) {
            if here != u32::MAX && here >= 5 {
                return Some(r);
            }
        }
        {
            if !goal.home {
                let best = Corner::ALL
                    .into_iter()
                    .filter(|c| has(&Action::Tower(*c)))
                    .min_by_key(|c| goal.dist[c.pos().index()]);
                if let Some(c) = best {
                    if goal.dist[c.pos().index()].saturating_add(3) < here {
                        return Some(Action::Tower(c));
                    }
                }
            }
        }
        let best_move = self.best_move(v, me, goal);
        let best_score = best_move.as_ref().map_or(FAR, |(s, _)| *s);
        for d in Dir::ALL {
            if let Some(r) = held_rune(v, me, "passage", Some(d)) {
                let to = v.board.exit_from(me.pos, d);
                if step_score(v, me, goal, to).saturating_add(3) < best_score {
                    return Some(r);
                }
            }
        }
        if let Some((_, Action::Move { dir, half: None })) = best_move {
            let to = v.board.exit_from(me.pos, dir);
            if to.on_board() && matches!(v.board.cell(to), Cell::Unexplored) {
                if let Some(r) = held_rune(v, me, "sight", Some(dir)) {
                    return Some(r);
                }
            }
        }
        None
    }

    /// The move that leads nearest the goal, by `step_score`; ties broken at random.
    fn best_move(&mut self, v: &View, me: &Hero, goal: &Goal) -> Option<(u32, Action)> {
        let mut best: Option<(u32, u32, &Action)> = None;
        for a in &v.legal {
            let (dir, half) = match a {
                Action::Move { dir, half } => (*dir, *half),
                Action::End(d) => (*d, None),
                _ => continue,
            };
            let from = match half {
                Some(Half::Upper) => TREASURE_UPPER,
                Some(Half::Lower) => TREASURE_LOWER,
                None => me.pos,
            };
            let to = v.board.exit_from(from, dir);
            let score = step_score(v, me, goal, to);
            let tie = self.rng.next_u32();
            if best.is_none_or(|(bs, bt, _)| (score, tie) < (bs, bt)) {
                best = Some((score, tie, a));
            }
        }
        best.map(|(s, _, a)| (s, a.clone()))
    }

    /// A move towards the goal, a search where moving gains nothing, or whatever is left but
    /// leaving.
    fn step_choice(&mut self, v: &View, me: &Hero, goal: &Goal) -> Action {
        let has = |a: &Action| v.legal.contains(a);
        if let Some((score, a)) = self.best_move(v, me, goal) {
            // A search (it may find a Secret Door) where every way leads back where he has
            // just been, or back into the back-and-forth.
            let fresh = v.legal.iter().any(|a| match a {
                Action::Move { dir, half: None } => {
                    !me.trail.contains(&v.board.exit_from(me.pos, *dir))
                }
                Action::Move { .. } => true,
                _ => false,
            });
            let searching_pays = has(&Action::Search)
                && ((!fresh && !goal.home && me.searches == 0) || score >= LOOP);
            if !searching_pays {
                return a;
            }
        }
        for a in [
            Action::Search,
            Action::Retreat,
            Action::Decline,
            Action::No,
            Action::Stay,
        ] {
            if has(&a) {
                return a;
            }
        }
        let legal: Vec<&Action> = v.legal.iter().filter(|a| **a != Action::Leave).collect();
        if legal.is_empty() {
            return Action::Leave;
        }
        self.pick(&legal).clone()
    }
}

/// How good a step into `to` is: the distance from there to the goal, plus a toll for a
/// monster or a hero waiting there, 2 for each time he has just been there (`Hero::trail`),
/// and a lot for the step that would make a back-and-forth (here, there, here, there).
fn step_score(v: &View, me: &Hero, goal: &Goal, to: Pos) -> u32 {
    if !to.on_board() {
        return FAR;
    }
    let d = goal.dist[to.index()];
    let mut score = if d == u32::MAX { FAR } else { d };
    let same = |p: Pos| p == to || (v.board.is_treasure(p) && v.board.is_treasure(to));
    let n = me.trail.len();
    if n >= 2 && same(me.trail[n - 1]) && me.trail[n - 2] == me.pos {
        score += LOOP;
    }
    score += 2 * me.trail.iter().filter(|&&p| same(p)).count() as u32;
    if let Some((_, m)) = v.tokens.iter().find(|(p, _)| *p == to) {
        score += u32::from(content().monster(*m).escape_damage) + 2;
    }
    // Another hero in the way: a duel under Hero vs Hero. Worth it only against a weaker
    // hero carrying Loot; else a detour.
    let other = v
        .seats
        .iter()
        .map(|s| &s.hero)
        .find(|h| h.in_dungeon() && h.pos == to && !v.board.is_treasure(to));
    if let Some(h) = other {
        let left = |h: &Hero| h.def().life.saturating_sub(h.wounds);
        let prey = v.settings.hero_vs_hero
            && !h.loot.is_empty()
            && left(me) >= left(h) + 2
            && left(me) > 6;
        if !prey {
            score += 6;
        }
    }
    score
}

/// The free answers to the rules' questions: a Bridge crossed when the odds and the fall
/// allow, Fortune on a failed test that matters, Warning on any Trap, Strength on a Strength
/// test, Gherinn's prayer on a hard test, the Bottle Imp let go, staying in the Treasure
/// Chamber while the Dragon is drowsy, the cheapest card to a card that takes one.
fn answer_choice(v: &View, me: &Hero, goal: &Goal) -> Option<Action> {
    let has = |a: &Action| v.legal.contains(a);
    let focused = v.settings.focused_determination;
    if has(&Action::DiscardImp) {
        return Some(Action::DiscardImp);
    }
    match &v.awaiting {
        Some(Awaiting::Bridge { .. }) => return Some(bridge_choice(v, me, goal)),
        Some(Awaiting::Web { .. }) if has(&Action::Cross { rope: false }) => {
            return Some(Action::Cross { rope: false });
        }
        Some(Awaiting::Warning { .. }) => {
            return held_rune(v, me, "warning", None).or(Some(Action::No));
        }
        Some(Awaiting::Fortune { spec, .. }) => {
            let matters = !matches!(spec.key, TestKey::Portcullis(..)) || goal.hurry;
            if matters {
                if let Some(r) = held_rune(v, me, "fortune", None) {
                    return Some(r);
                }
            }
            return Some(if has(&Action::Keep) {
                Action::Keep
            } else {
                Action::No
            });
        }
        Some(Awaiting::Test { spec, .. }) => {
            let p = test_chance(me, spec, focused);
            if spec.attr == Attr::Strength && p < 0.9 {
                if let Some(r) = held_rune(v, me, "strength", None) {
                    return Some(r);
                }
            }
            if has(&Action::Pray) && p < 0.75 && goal.wounds_left > 4 {
                return Some(Action::Pray);
            }
            if has(&Action::Roll) {
                return Some(Action::Roll);
            }
        }
        Some(Awaiting::RageReroll { dice, .. }) => {
            return Some(if dice[0] + dice[1] >= 8 && has(&Action::Reroll) {
                Action::Reroll
            } else {
                Action::Keep
            });
        }
        Some(Awaiting::Offer { .. }) => {
            let go = goal.wounds_left > 3 && !goal.hurry;
            return Some(if go && has(&Action::Yes) {
                Action::Yes
            } else {
                Action::No
            });
        }
        Some(Awaiting::Discard { .. } | Awaiting::LoseLoot { .. }) => {
            if let Some(c) = cheapest(me) {
                let a = drop(c);
                if has(&a) {
                    return Some(a);
                }
            }
        }
        Some(Awaiting::Spoils { .. }) => {
            let best = v
                .legal
                .iter()
                .filter_map(|a| match a {
                    Action::Take { name } => Some((card_value(name), a)),
                    _ => None,
                })
                .max_by_key(|(value, _)| *value);
            if let Some((_, a)) = best {
                return Some(a.clone());
            }
        }
        Some(Awaiting::WhichMonster { .. }) => {
            return v
                .legal
                .iter()
                .find(|a| matches!(a, Action::FaceMonster(_)))
                .cloned();
        }
        _ => {}
    }
    if v.board.is_treasure(me.pos) && has(&Action::Stay) && !goal.home {
        // With the Rune of Calm the next draw is safe: use it, then stay.
        if me.calm {
            return Some(Action::Stay);
        }
        if let Some(r) = held_rune(v, me, "calm", None) {
            return Some(r);
        }
        let wakes = f64::from(100u8.saturating_sub(v.dragon_chance)) / 100.0;
        if wakes <= 0.4 && wakes * two_d6_kills(goal.wounds_left) < 0.03 {
            return Some(Action::Stay);
        }
    }
    for a in [Action::Yes, Action::Keep, Action::Roll] {
        if has(&a) {
            return Some(a);
        }
    }
    if has(&Action::Cross { rope: false }) {
        return Some(Action::Cross { rope: false });
    }
    None
}

/// On a Bridge: cross (with the Rope when it helps) unless the fall is likely to kill him;
/// throw away worthless Loot first when it spoils the odds; otherwise stay (and go back and
/// find another way: the back-and-forth toll keeps him from coming straight back).
fn bridge_choice(v: &View, me: &Hero, goal: &Goal) -> Action {
    let has = |a: &Action| v.legal.contains(a);
    let focused = v.settings.focused_determination;
    let target = me.test_target(Attr::Agility, TestKey::Bridge(me.pos), focused);
    let loot = me.loot.len() as i8;
    let fortune = me
        .runes
        .iter()
        .any(|&r| content().runes[r as usize].id == "fortune");
    let chance = |modifier: i8| {
        let p = pass_chance(target, modifier);
        if fortune {
            1.0 - (1.0 - p) * (1.0 - p)
        } else {
            p
        }
    };
    let rope = has(&Action::Cross { rope: true });
    let p = if rope { chance(loot - 2) } else { chance(loot) };
    if p < 0.5 {
        if let Some(c) = cheapest(me).filter(|&c| content().card(c).value() <= 50) {
            let a = drop(c);
            if has(&a) {
                return a;
            }
        }
    }
    let death = (1.0 - p) * d6_kills(goal.wounds_left);
    if death < 0.1 && (p >= 0.3 || goal.wounds_left > 8) {
        return Action::Cross { rope };
    }
    if has(&Action::Stay) {
        Action::Stay
    } else {
        Action::Cross { rope }
    }
}

/// The chance of passing a test as asked (before any rune or prayer).
fn test_chance(me: &Hero, spec: &TestSpec, focused: bool) -> f64 {
    pass_chance(
        me.test_target(spec.attr, spec.key, focused),
        spec.roll_modifier,
    )
}

/// Servants of Kalladra, for an eliminated hero: a monster moved towards the nearest hero
/// still in the dungeon, else one added beside a Tower Room, else nothing.
fn servant_choice(v: &View) -> Action {
    let heroes: Vec<Pos> = v
        .seats
        .iter()
        .filter(|s| s.hero.in_dungeon() && !s.hero.is_underground())
        .map(|s| s.hero.pos)
        .collect();
    let near = |p: Pos| {
        heroes
            .iter()
            .map(|h| u32::from(h.col.abs_diff(p.col)) + u32::from(h.row.abs_diff(p.row)))
            .min()
            .unwrap_or(u32::MAX)
    };
    let best = v
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::MoveMonster { from, dir, .. } => {
                let to = v.board.exit_from(*from, *dir);
                (to.on_board() && near(to) < near(*from)).then(|| (near(to), a))
            }
            _ => None,
        })
        .min_by_key(|(d, _)| *d);
    if let Some((_, a)) = best {
        return a.clone();
    }
    let add = v
        .legal
        .iter()
        .filter(|a| matches!(a, Action::AddMonster { .. }))
        .min_by_key(|a| match a {
            Action::AddMonster { at } => near(*at),
            _ => u32::MAX,
        });
    add.cloned()
        .or_else(|| {
            v.legal
                .contains(&Action::Decline)
                .then_some(Action::Decline)
        })
        .unwrap_or_else(|| v.legal[0].clone())
}

/// `Use rune NAME` if he holds it and may use it now.
fn held_rune(v: &View, me: &Hero, id: &str, dir: Option<Dir>) -> Option<Action> {
    let rune = content().rune_by_id(id)?;
    if !me.runes.contains(&rune) {
        return None;
    }
    let a = Action::UseRune { rune, dir };
    v.legal.contains(&a).then_some(a)
}

/// His Loot card worth least.
fn cheapest(me: &Hero) -> Option<CardId> {
    me.loot
        .iter()
        .copied()
        .min_by_key(|&c| content().card(c).value())
}

fn drop(c: CardId) -> Action {
    Action::Drop {
        name: content().card(c).name.clone(),
    }
}

fn card_value(name: &str) -> u32 {
    content()
        .cards
        .iter()
        .filter(|c| c.name == name)
        .map(|c| c.value())
        .max()
        .unwrap_or(0)
}

/// The directions towards the goal, best first: the nearest corner going home, the middle of
/// the board going for the treasure.
fn toward(pos: Pos, home: bool) -> [Dir; 2] {
    let (col, row) = if home {
        let c = if pos.col < COLS / 2 { 0 } else { COLS - 1 };
        let r = if pos.row < ROWS / 2 { 0 } else { ROWS - 1 };
        (c, r)
    } else {
        (COLS / 2, ROWS / 2)
    };
    let dc = i32::from(col) - i32::from(pos.col);
    let dr = i32::from(row) - i32::from(pos.row);
    let h = if dc > 0 { Dir::Right } else { Dir::Left };
    let vert = if dr > 0 { Dir::Down } else { Dir::Up };
    if dc.abs() >= dr.abs() {
        [h, vert]
    } else {
        [vert, h]
    }
}
