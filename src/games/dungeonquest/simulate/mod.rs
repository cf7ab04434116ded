//! Computer players and whole games played by them: `kalladra simulate`, and the random-game
//! suite. A policy only ever sees the seat's view and its legal actions.

use crate::games::dungeonquest::engine::board::TREASURE_UPPER;
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::{DeathCause, EndReason, Status};
use crate::games::dungeonquest::engine::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::BTreeMap;

mod baseline;
mod paths;
mod report;
mod sensible;
pub use report::report;

pub use self::baseline::BaselinePolicy;
pub use self::sensible::{pass_chance, SensiblePolicy};

/// A computer player: picks one of the legal actions in `v` (the view of whoever is asked:
/// a seat, or the organiser when a monster's part is open).
pub trait Policy {
    fn choose(&mut self, v: &View) -> Action;
}

impl<P: Policy + ?Sized> Policy for Box<P> {
    fn choose(&mut self, v: &View) -> Action {
        (**self).choose(v)
    }
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
    /// The computer player seated.
    pub policy: PolicyKind,
    /// The optional rules the games were played with.
    pub options: Vec<String>,
    pub unfinished: usize,
    pub average_turns: f64,
    pub average_inputs: f64,
    pub sunset_endings: usize,
    pub kalladra_wins: usize,
    pub exits: usize,
    /// Exits per hero seated: how often a computer-played hero gets out alive.
    pub exit_rate: f64,
    pub average_electrum_out: f64,
    /// Turns the computer player played (from their first decision), those that ended where
    /// they began (not counting a search, the Treasure Chamber or the catacombs), those that
    /// made a back-and-forth (began where the turn two before began, after a turn begun where
    /// the turn three before began: A, B, A, B), and Stays outside the Treasure Chamber and
    /// the catacombs (on a Bridge).
    pub turns_played: usize,
    pub idle_turns: usize,
    pub back_and_forth: usize,
    pub stays_outside_treasure: usize,
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
    use crate::games::dungeonquest::engine::event::CombatResult;
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

/// Which computer player `simulate` seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PolicyKind {
    /// `SensiblePolicy`: the computer player and the autopilot.
    #[default]
    Sensible,
    /// `BaselinePolicy`: the computer player before the turn-3 review.
    Baseline,
    /// `RandomPolicy`: any legal action.
    Random,
}

impl PolicyKind {
    pub const NAMES: [&'static str; 3] = ["sensible", "baseline", "random"];

    pub fn named(name: &str) -> Option<PolicyKind> {
        match name {
            "sensible" => Some(PolicyKind::Sensible),
            "baseline" | "old" => Some(PolicyKind::Baseline),
            "random" => Some(PolicyKind::Random),
            _ => None,
        }
    }

    pub fn policy(self, seed: u64) -> Box<dyn Policy> {
        match self {
            PolicyKind::Sensible => Box::new(SensiblePolicy::new(seed)),
            PolicyKind::Baseline => Box::new(BaselinePolicy::new(seed)),
            PolicyKind::Random => Box::new(RandomPolicy::new(seed)),
        }
    }
}

/// Watches a computer player's decisions for the turns it wastes: each turn a hero plays is
/// seen from its first decision, where he stood then, and whether it searched or stayed.
pub struct Meter<P: Policy> {
    pub inner: P,
    /// Per seat: the turn being played, where it began, and whether it does not count as
    /// wasted when it ends there (a search, the Treasure Chamber, the catacombs).
    playing: Vec<Option<(u32, Pos, bool)>>,
    /// Per seat: where each of his turns began.
    pub starts: Vec<Vec<Pos>>,
    /// Turns played, turns that ended where they began, back-and-forth turns (the fourth of
    /// here, there, here, there), and Stays outside the Treasure Chamber and the catacombs.
    pub turns: usize,
    pub idle: usize,
    pub back_and_forth: usize,
    pub stays: usize,
}

impl<P: Policy> Meter<P> {
    pub fn new(inner: P) -> Self {
        Meter {
            inner,
            playing: Vec::new(),
            starts: Vec::new(),
            turns: 0,
            idle: 0,
            back_and_forth: 0,
            stays: 0,
        }
    }

    /// Forget the seats (a new game begins).
    pub fn new_game(&mut self) {
        self.playing.clear();
        self.starts.clear();
    }
}

impl<P: Policy> Policy for Meter<P> {
    fn choose(&mut self, v: &View) -> Action {
        let a = self.inner.choose(v);
        let Some(seat) = v.seat.filter(|&s| s == v.current) else {
            return a;
        };
        let me = &v.seats[seat].hero;
        if !me.in_dungeon() {
            return a;
        }
        if self.playing.len() < v.seats.len() {
            self.playing.resize(v.seats.len(), None);
            self.starts.resize(v.seats.len(), Vec::new());
        }
        // Both halves of the Treasure Chamber are one space.
        let pos = if v.board.is_treasure(me.pos) {
            TREASURE_UPPER
        } else {
            me.pos
        };
        let exempt_here = me.is_underground() || pos == TREASURE_UPPER;
        match self.playing[seat] {
            Some((turn, _, _)) if turn == v.turn => {}
            last => {
                if let Some((_, began, exempt)) = last {
                    if began == pos && !exempt && !exempt_here {
                        self.idle += 1;
                    }
                }
                self.turns += 1;
                let starts = &mut self.starts[seat];
                starts.push(pos);
                if let [.., a1, b1, a2, b2] = starts[..] {
                    if a1 == a2 && b1 == b2 && a1 != b1 {
                        self.back_and_forth += 1;
                    }
                }
                self.playing[seat] = Some((v.turn, pos, exempt_here));
            }
        }
        if a == Action::Search {
            if let Some(p) = self.playing[seat].as_mut() {
                p.2 = true;
            }
        }
        if a == Action::Stay && !exempt_here {
            self.stays += 1;
        }
        a
    }
}

pub fn simulate(games: usize, players: usize, seed: u64, settings: &Settings) -> Stats {
    simulate_with(games, players, seed, settings, PolicyKind::Sensible)
}

/// `simulate` with the computer player `kind`.
pub fn simulate_with(
    games: usize,
    players: usize,
    seed: u64,
    settings: &Settings,
    kind: PolicyKind,
) -> Stats {
    let mut st = Stats {
        games,
        players,
        policy: kind,
        options: crate::games::dungeonquest::engine::OPTIONS
            .iter()
            .filter(|o| settings.option(o) == Some(true))
            .map(|o| o.to_string())
            .collect(),
        ..Stats::default()
    };
    let (mut turns, mut actions, mut electrum, mut explored) = (0u64, 0u64, 0u64, 0u64);
    for i in 0..games {
        let game_seed = crate::chance::seed_from_u64(seed.wrapping_add(i as u64));
        let mut policy = Meter::new(kind.policy(seed ^ (i as u64) << 1));
        let p = play_with(game_seed, settings.clone(), players, &mut policy, 20_000);
        st.turns_played += policy.turns;
        st.idle_turns += policy.idle;
        st.back_and_forth += policy.back_and_forth;
        st.stays_outside_treasure += policy.stays;
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
    let heroes = (games * players).max(1) as f64;
    st.exit_rate = st.exits as f64 / heroes;
    st
}

/// Statistics as a plain-text table.
pub fn table(st: &Stats) -> String {
    let mut s = String::new();
    s.push_str(&format!("games               {}\n", st.games));
    s.push_str(&format!("heroes per game     {}\n", st.players));
    s.push_str(&format!("computer player     {:?}\n", st.policy).to_lowercase());
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
    s.push_str(&format!(
        "exits               {} ({:.1}% of heroes)\n",
        st.exits,
        st.exit_rate * 100.0
    ));
    s.push_str(&format!(
        "electrum per exit   {:.0}\n",
        st.average_electrum_out
    ));
    s.push_str(&format!(
        "turns played        {} ({} ended where they began, {} back-and-forth, {} Stays outside the Treasure Chamber)\n",
        st.turns_played, st.idle_turns, st.back_and_forth, st.stays_outside_treasure
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
            play(crate::chance::seed_from_u64(n), 3, &mut w, 20_000);
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
#[cfg(test)]
mod behaviour;
