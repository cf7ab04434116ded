//! Computer players and whole games played by them: `kalladra simulate`, and the random-game
//! suite. A policy only ever sees the seat's view and its legal actions.

use crate::engine::board::{COLS, ROWS, TREASURE_LOWER, TREASURE_UPPER};
use crate::engine::content::content;
use crate::engine::event::Event;
use crate::engine::state::{Awaiting, DeathCause, EndReason, Hero, Status};
use crate::engine::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::BTreeMap;

mod paths;

use self::paths::Paths;

/// A computer player: picks one of the legal actions in `v` (the view of whoever is asked:
/// a seat, or the organiser when a monster's part is open).
pub trait Policy {
    fn choose(&mut self, v: &View) -> Action;
}

/// Picks uniformly among the legal actions (leaving the game only rarely).
pub struct RandomPolicy {
    rng: ChaCha8Rng,
}

impl RandomPolicy {
    pub fn new(seed: u64) -> Self {
        RandomPolicy {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Policy for RandomPolicy {
    fn choose(&mut self, v: &View) -> Action {
        let mut legal: Vec<&Action> = v.legal.iter().filter(|a| **a != Action::Leave).collect();
        if legal.is_empty() || self.rng.next_u32().is_multiple_of(500) {
            legal = v.legal.iter().collect();
        }
        legal[(self.rng.next_u32() as usize) % legal.len()].clone()
    }
}

/// Plays sensibly: makes for the Treasure Chamber, loots while the Dragon is drowsy, then
/// makes for the nearest Tower Room in time for sunset.
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
}

impl SensiblePolicy {
    /// The path finding, up to date with this board.
    fn paths(&mut self, v: &View) -> &mut Paths {
        let p = self.paths.get_or_insert_with(Paths::new);
        p.update(v);
        p
    }

    /// Distances to the nearest Tower Room, computed once per board.
    fn home(&mut self, v: &View) -> &[u32] {
        let p = self.paths(v);
        if !p.home_known {
            let mut home = std::mem::take(&mut p.home);
            p.distances(&Corner::ALL.map(|c| c.pos()), &mut home);
            p.home = home;
            p.home_known = true;
        }
        &p.home
    }

    /// Distances to the Treasure Chamber, computed once per board.
    fn treasure(&mut self, v: &View) -> &[u32] {
        let p = self.paths(v);
        if !p.treasure_known {
            let mut treasure = std::mem::take(&mut p.treasure);
            p.distances(&[TREASURE_UPPER, TREASURE_LOWER], &mut treasure);
            p.treasure = treasure;
            p.treasure_known = true;
        }
        &p.treasure
    }
}

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

impl SensiblePolicy {
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

pub const HERO_IDS: [&str; 6] = [
    "challara",
    "gherinn",
    "hugo",
    "krutzbeck",
    "lindel",
    "tatianna",
];

/// A whole game played by computer players: the final state and every event.
pub struct Played {
    pub game: Game,
    pub events: Vec<Event>,
    pub actions: usize,
}

/// Seat `players` computer players (random heroes) and play until the game ends or
/// `max_actions` inputs have been made.
pub fn play(seed: [u8; 32], players: usize, policy: &mut dyn Policy, max_actions: usize) -> Played {
    play_with(seed, Settings::default(), players, policy, max_actions)
}

/// `play` with the given settings (optional rules on, say).
pub fn play_with(
    seed: [u8; 32],
    settings: Settings,
    players: usize,
    policy: &mut dyn Policy,
    max_actions: usize,
) -> Played {
    // No copy of the old state is needed here, so the events fold into the game as they
    // happen (`apply_mut`); the random-game suite replays `events` to check that equals `game`.
    let mut g = Game::new(seed, settings);
    let mut events = Vec::new();
    for i in 0..players {
        let a = Action::Join {
            user: format!("cpu{i}"),
            name: format!("Bot {}", i + 1),
            hero: None,
        };
        let evs = apply_mut(&mut g, None, a).expect("a computer player can join a new game");
        events.extend(evs);
    }
    let evs = apply_mut(&mut g, Actor::Organiser, Action::Start).expect("a seated game can start");
    events.extend(evs);
    let mut actions = 0;
    while g.phase == Phase::Playing && actions < max_actions {
        let awaited = g.awaited();
        let Some(&actor) = awaited.get(actions % awaited.len().max(1)) else {
            break;
        };
        let a = policy.choose(&view(&g, actor));
        match apply_mut(&mut g, actor, a.clone()) {
            Ok(evs) => events.extend(evs),
            Err(r) => panic!("computer player chose an illegal action {a:?}: {r:?}"),
        }
        actions += 1;
    }
    Played {
        game: g,
        events,
        actions,
    }
}

#[derive(Debug, Default, Serialize)]
pub struct Stats {
    pub games: usize,
    pub players: usize,
    /// The optional rules the games were played with.
    pub options: Vec<String>,
    pub unfinished: usize,
    pub average_turns: f64,
    pub average_inputs: f64,
    pub sunset_endings: usize,
    pub kalladra_wins: usize,
    pub exits: usize,
    pub average_electrum_out: f64,
    pub winners_by_hero: BTreeMap<String, usize>,
    pub deaths_by_cause: BTreeMap<String, usize>,
    pub chambers_explored: f64,
    /// For the n-th Dragon draw of a hero's stay (index 0 = on entering): draws and rages.
    pub dragon_draws: Vec<DragonStat>,
    /// Per monster: escape attempts and successes.
    pub escapes: BTreeMap<String, EscapeStat>,
    /// Per monster: fights and how they ended.
    pub combats: BTreeMap<String, CombatStat>,
    /// Heroes who went down into the catacombs, and who came up again.
    pub descents: usize,
    pub resurfaced: usize,
}

#[derive(Debug, Default, Clone, Serialize)]
pub struct DragonStat {
    pub draws: usize,
    pub rages: usize,
}

#[derive(Debug, Default, Clone, Serialize)]
pub struct EscapeStat {
    pub attempts: usize,
    pub successes: usize,
}

#[derive(Debug, Default, Clone, Serialize)]
pub struct CombatStat {
    pub fights: usize,
    pub hero_wins: usize,
    pub monster_wins: usize,
    pub both_died: usize,
}

fn count_events(st: &mut Stats, events: &[Event]) {
    use crate::engine::event::CombatResult;
    let c = content();
    let mut stay: BTreeMap<usize, usize> = BTreeMap::new();
    for e in events {
        match e {
            Event::Moved { seat, .. } => {
                stay.remove(seat);
            }
            Event::DragonDrawn { seat, sleeping, .. } => {
                let i = stay.entry(*seat).or_default();
                if st.dragon_draws.len() <= *i {
                    st.dragon_draws.resize(*i + 1, DragonStat::default());
                }
                st.dragon_draws[*i].draws += 1;
                st.dragon_draws[*i].rages += usize::from(!sleeping);
                *i += 1;
            }
            Event::EscapeRolled {
                monster, escaped, ..
            } => {
                let s = st
                    .escapes
                    .entry(c.monster(*monster).name.clone())
                    .or_default();
                s.attempts += 1;
                s.successes += usize::from(*escaped);
            }
            Event::Descended { .. } => st.descents += 1,
            Event::Resurfaced { .. } => st.resurfaced += 1,
            Event::CombatStarted(cb) => {
                st.combats
                    .entry(c.monster(cb.monster).name.clone())
                    .or_default()
                    .fights += 1
            }
            Event::CombatEnded { result, token } => {
                let s = st
                    .combats
                    .entry(c.monster(c.token(*token).0).name.clone())
                    .or_default();
                match result {
                    CombatResult::HeroWon => s.hero_wins += 1,
                    CombatResult::MonsterWon => s.monster_wins += 1,
                    CombatResult::BothDied => s.both_died += 1,
                    CombatResult::Abandoned | CombatResult::Escaped => {}
                }
            }
            _ => {}
        }
    }
}

pub fn simulate(games: usize, players: usize, seed: u64, settings: &Settings) -> Stats {
    let mut st = Stats {
        games,
        players,
        options: crate::engine::OPTIONS
            .iter()
            .filter(|o| settings.option(o) == Some(true))
            .map(|o| o.to_string())
            .collect(),
        ..Stats::default()
    };
    let (mut turns, mut actions, mut electrum, mut explored) = (0u64, 0u64, 0u64, 0u64);
    for i in 0..games {
        let game_seed = crate::engine::rng::seed_from_u64(seed.wrapping_add(i as u64));
        let mut policy = SensiblePolicy::new(seed ^ (i as u64) << 1);
        let p = play_with(game_seed, settings.clone(), players, &mut policy, 20_000);
        let g = &p.game;
        count_events(&mut st, &p.events);
        turns += u64::from(g.turn);
        actions += p.actions as u64;
        explored += g.board.explored_count() as u64;
        match &g.outcome {
            None => st.unfinished += 1,
            Some(o) => {
                if o.reason == EndReason::Sunset {
                    st.sunset_endings += 1;
                }
                if o.winners.is_empty() {
                    st.kalladra_wins += 1;
                }
                for &w in &o.winners {
                    *st.winners_by_hero
                        .entry(g.hero(w).def().short.clone())
                        .or_default() += 1;
                }
            }
        }
        for s in &g.seats {
            match s.hero.status {
                Status::Exited => {
                    st.exits += 1;
                    electrum += u64::from(s.hero.loot_value());
                }
                Status::Dead(c) => {
                    let name = match c {
                        DeathCause::Wounds => "wounds",
                        DeathCause::DeadEnd => "dead end",
                        DeathCause::BottomlessPit => "bottomless pit",
                        DeathCause::Sunset => "sunset",
                        DeathCause::Abandoned => "abandoned",
                        DeathCause::Monster(_) => "monster",
                    };
                    *st.deaths_by_cause.entry(name.into()).or_default() += 1;
                }
                _ => {}
            }
        }
    }
    let n = games.max(1) as f64;
    st.average_turns = turns as f64 / n;
    st.average_inputs = actions as f64 / n;
    st.average_electrum_out = if st.exits > 0 {
        electrum as f64 / st.exits as f64
    } else {
        0.0
    };
    st.chambers_explored = explored as f64 / n;
    st
}

/// Statistics as a plain-text table.
pub fn table(st: &Stats) -> String {
    let mut s = String::new();
    s.push_str(&format!("games               {}\n", st.games));
    s.push_str(&format!("heroes per game     {}\n", st.players));
    if !st.options.is_empty() {
        s.push_str(&format!("optional rules      {}\n", st.options.join(", ")));
    }
    s.push_str(&format!("unfinished          {}\n", st.unfinished));
    s.push_str(&format!("average turns       {:.1}\n", st.average_turns));
    s.push_str(&format!("average inputs      {:.1}\n", st.average_inputs));
    s.push_str(&format!(
        "chambers explored   {:.1}\n",
        st.chambers_explored
    ));
    s.push_str(&format!("exits               {}\n", st.exits));
    s.push_str(&format!(
        "electrum per exit   {:.0}\n",
        st.average_electrum_out
    ));
    s.push_str(&format!(
        "catacombs           {} went down, {} came up\n",
        st.descents, st.resurfaced
    ));
    s.push_str(&format!("sunset endings      {}\n", st.sunset_endings));
    s.push_str(&format!("Kalladra wins       {}\n", st.kalladra_wins));
    s.push_str("winners by hero\n");
    for (h, n) in &st.winners_by_hero {
        s.push_str(&format!("  {h:<18}{n}\n"));
    }
    s.push_str("deaths by cause\n");
    for (c, n) in &st.deaths_by_cause {
        s.push_str(&format!("  {c:<18}{n}\n"));
    }
    s.push_str("dragon draws (n-th of a stay: draws, rages)\n");
    for (i, d) in st.dragon_draws.iter().enumerate() {
        s.push_str(&format!(
            "  #{:<17}{} draws, {} rages\n",
            i + 1,
            d.draws,
            d.rages
        ));
    }
    s.push_str("escapes (attempts, successes)\n");
    for (m, e) in &st.escapes {
        s.push_str(&format!("  {m:<18}{} / {}\n", e.attempts, e.successes));
    }
    s.push_str("combats (fights: hero wins, monster wins, both died)\n");
    for (m, c) in &st.combats {
        s.push_str(&format!(
            "  {m:<18}{}: {}, {}, {}\n",
            c.fights, c.hero_wins, c.monster_wins, c.both_died
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts the decisions where the sensible player could both move and go down, and how
    /// often it went down.
    struct Watch {
        inner: SensiblePolicy,
        could: usize,
        went: usize,
    }

    impl Policy for Watch {
        fn choose(&mut self, v: &View) -> Action {
            let a = self.inner.choose(v);
            let moves = v.legal.iter().any(|a| matches!(a, Action::Move { .. }));
            let downs = v.legal.iter().any(|a| matches!(a, Action::Descend(_)));
            if moves && downs {
                self.could += 1;
                self.went += usize::from(matches!(a, Action::Descend(_)));
            }
            a
        }
    }

    /// The computer player (the autopilot's) goes down into the catacombs by choice when its
    /// goal is far or cut off, not only when it cannot move; most of the time it walks on.
    #[test]
    fn the_sensible_player_takes_the_catacombs_when_the_way_is_long() {
        let mut w = Watch {
            inner: SensiblePolicy::new(5),
            could: 0,
            went: 0,
        };
        for n in 0..300 {
            play(crate::engine::rng::seed_from_u64(n), 3, &mut w, 20_000);
        }
        assert!(w.could > 100, "{} chances", w.could);
        assert!(w.went > 5, "went down {} times of {}", w.went, w.could);
        assert!(
            w.went * 3 < w.could,
            "went down {} times of {}",
            w.went,
            w.could
        );
    }
}
