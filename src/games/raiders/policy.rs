//! The computer player. It sees only its seat's view and picks one of its legal actions.
//!
//! Each possible play is scored as what it wins now, estimated from the cards already on the
//! table and, for players still to play, the average of the power cards they still hold (the
//! played ones are public), minus what the card would be worth kept for the rooms left on the
//! level. So it plays low into poor treasure rooms, puts enough into a monster the table can
//! beat, spends keys on rich chests and swords on monsters, passes with a crystal ball when
//! others are still to play, and lights a torch at a level's start when rooms are dark.
//! `Sensible` plays the best by that score; `Mixed`, the player at the table and in
//! `simulate`, draws among the near-best from the table's stream for the computer player
//! (`chance::ComputerChoices`), so its sealed cards cannot be worked out from the table.
//!
//! Solitaire (D12, `solo.rs`) is planned whole: the level's five power cards go into its five rooms, one
//! each, so the player looks ahead over the rooms left (face-up ones as they are, face-down
//! ones as the mix of cards not yet seen) and the attack cards still face down (the deck minus
//! those turned over), and picks the card that leaves the most expected worth: the treasure
//! won, and at the level's end the chance of surviving the levels after it (from the wounds
//! then held and the deck's 5s still to come) times what surviving keeps. So it beats a
//! monster with the lowest card that does, keeps its 5 for a monster only while the deck
//! still holds 4s, puts its 1 into an attack of 5, and plays low into traps that read the
//! highest card and high into those that read the lowest.

use super::action::Action;
use super::content::{content, Gain, Hits, Loses, Reads, Room, Step};
use super::state::{Item, Phase, Play, Seat};
use super::view::{View, Viewer};
use crate::chance::ComputerChoices;
use solo::solo_play;

mod solo;

pub trait Policy {
    fn choose(&mut self, v: &View) -> Action;
}

/// The sensible computer player (no state of its own: the view says everything it uses).
#[derive(Clone, Copy, Debug, Default)]
pub struct Sensible;

/// Picks uniformly among the legal actions (for the random-games suite).
pub struct RandomPolicy {
    state: u64,
}

impl RandomPolicy {
    pub fn new(seed: u64) -> Self {
        RandomPolicy {
            state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
        }
    }
    pub fn next(&mut self, n: usize) -> usize {
        // xorshift64*: enough for choosing test moves.
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        (self.state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

impl Policy for RandomPolicy {
    fn choose(&mut self, v: &View) -> Action {
        v.legal[self.next(v.legal.len())]
    }
}

/// What the computer player makes of a view: one action it takes whatever the odds (the
/// start, a torch, solitaire's planned card, the only thing it may do), or the plays it
/// weighs, each with its score, and whether a crystal ball pays.
enum Judgement {
    Take(Action),
    Weigh {
        scored: Vec<(Play, f64)>,
        ball: bool,
    },
}

fn judge(v: &View) -> Judgement {
    let Viewer::Seat(me) = v.viewer else {
        return Judgement::Take(v.legal[0]);
    };
    if v.legal.contains(&Action::Start) {
        return Judgement::Take(Action::Start);
    }
    let plays: Vec<Play> = v
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(p) => Some(*p),
            _ => None,
        })
        .collect();
    // A torch at a level's first room when at least two rooms ahead are dark and unseen.
    let dark = v.row.iter().filter(|r| r.card.is_none()).count();
    if v.legal.contains(&Action::UseTorch) && dark >= 2 && v.row.len() >= 3 {
        return Judgement::Take(Action::UseTorch);
    }
    if plays.is_empty() {
        return Judgement::Take(v.legal[0]);
    }
    if v.settings.solo() {
        if let Some(p) = solo_play(v, me, &plays) {
            return Judgement::Take(Action::Play(p));
        }
    }
    let scored: Vec<(Play, f64)> = plays
        .iter()
        .filter(|&&p| p != Play::CrystalBall)
        .map(|&p| (p, score(v, me, p)))
        .collect();
    let ball = plays.contains(&Play::CrystalBall) && crystal_pays(v, me);
    if scored.is_empty() {
        return Judgement::Take(Action::Play(plays[0]));
    }
    Judgement::Weigh { scored, ball }
}

impl Policy for Sensible {
    fn choose(&mut self, v: &View) -> Action {
        match judge(v) {
            Judgement::Take(a) => a,
            Judgement::Weigh { ball: true, .. } => Action::Play(Play::CrystalBall),
            Judgement::Weigh { scored, .. } => {
                // The first of the best.
                let mut best = scored[0];
                for &(p, s) in &scored[1..] {
                    if s > best.1 {
                        best = (p, s);
                    }
                }
                Action::Play(best.0)
            }
        }
    }
}

/// Plays scored this far below the best are never chosen (a clear loss: a wound taken, a
/// chest given up).
const MIXED_MARGIN: f64 = 1.0;
/// How fast a play's weight falls with its distance from the best: weight
/// `exp(-(best - score) / MIXED_SPREAD)`.
const MIXED_SPREAD: f64 = 1.0;

/// The computer player at the table (for a seat away or late) and in `simulate`: `Sensible`'s
/// judgement, but among the plays it scores within `MIXED_MARGIN` of the best it draws one
/// from `choices`, the nearer the best the likelier, and a crystal ball that pays weighs as
/// much as the best. So whoever knows the policy and every card on the table still cannot
/// tell which card it seals (its play is a mixed strategy, as a game of sealed cards asks),
/// yet it never makes a play it reckons clearly worse. What it takes whatever the odds (the
/// start, a torch, solitaire's planned card, where nobody else plays) it takes as `Sensible`.
pub struct Mixed {
    choices: ComputerChoices,
}

impl Mixed {
    pub fn new(choices: ComputerChoices) -> Mixed {
        Mixed { choices }
    }
}

impl Policy for Mixed {
    fn choose(&mut self, v: &View) -> Action {
        let (scored, ball) = match judge(v) {
            Judgement::Take(a) => return a,
            Judgement::Weigh { scored, ball } => (scored, ball),
        };
        let best = scored.iter().map(|x| x.1).fold(f64::MIN, f64::max);
        let mut weighed: Vec<(Play, f64)> = scored
            .into_iter()
            .filter(|x| x.1 >= best - MIXED_MARGIN)
            .map(|(p, s)| (p, (-(best - s) / MIXED_SPREAD).exp()))
            .collect();
        if ball {
            weighed.push((Play::CrystalBall, 1.0));
        }
        let total: f64 = weighed.iter().map(|x| x.1).sum();
        let mut at = self.choices.fraction() * total;
        for &(p, w) in &weighed {
            if at < w {
                return Action::Play(p);
            }
            at -= w;
        }
        Action::Play(weighed[weighed.len() - 1].0)
    }
}

/// A crystal ball is worth it when at least two others are still to play in a room where the
/// order of cards matters (treasure or monster), and not in Speed (cards are sealed anyway,
/// the ball still shows them: worth it too, but only with others still to seal).
fn crystal_pays(v: &View, me: Seat) -> bool {
    let Some(room) = &v.room else { return false };
    let kind = content().room(room.card);
    let to_play = others_to_play(v, me).len();
    matches!(kind, Room::Treasure { .. } | Room::Monster { .. }) && to_play >= 2
}

fn others_to_play(v: &View, me: Seat) -> Vec<Seat> {
    (0..v.seats.len())
        .filter(|&s| s != me && v.seats[s].alive && v.seats[s].play.is_none())
        .collect()
}

/// The value each other living seat plays (or is expected to play).
fn others(v: &View, me: Seat) -> Vec<(Seat, u8)> {
    (0..v.seats.len())
        .filter(|&s| s != me && v.seats[s].alive)
        .map(|s| {
            let sv = &v.seats[s];
            let value = sv.play.and_then(Play::value).unwrap_or_else(|| {
                let left: Vec<u32> = (1..=5u8)
                    .filter(|&c| !sv.used[usize::from(c - 1)])
                    .map(u32::from)
                    .collect();
                if left.is_empty() {
                    3
                } else {
                    ((left.iter().sum::<u32>() as f64 / left.len() as f64).round()) as u8
                }
            });
            (s, value)
        })
        .collect()
}

/// How much a wound hurts this player: more as death (and the collapse) gets near.
fn wound_weight(wounds: u32, extra: u32) -> f64 {
    if wounds + extra >= content().numbers.death {
        return 40.0;
    }
    1.2 + 0.15 * f64::from(wounds)
}

fn score(v: &View, me: Seat, p: Play) -> f64 {
    let value = p.value().unwrap_or(0);
    let now = immediate(v, me, value);
    now - keep_cost(v, me, p)
}

/// What keeping this card for later is worth.
fn keep_cost(v: &View, me: Seat, p: Play) -> f64 {
    let rooms_after = v.row.len() as f64;
    // The best a kept key or sword could do later on this level: the richest chest or the
    // worst monster ahead (a dark room might be anything: counted as middling).
    let ahead = |worth: fn(&Room) -> u32| {
        v.row
            .iter()
            .map(|r| r.card.map_or(2, |c| worth(content().room(c))))
            .max()
            .unwrap_or(0) as f64
    };
    match p {
        Play::Power(c) => {
            let mine = &v.seats[me];
            let held = mine.used.iter().filter(|u| !**u).count() as f64;
            // Spare cards (after a key or a sword) make each one cheaper to spend.
            let scarcity = if held > rooms_after + 1.0 { 0.6 } else { 1.0 };
            f64::from(c - 1) * 0.55 * (rooms_after / 4.0).min(1.0) * scarcity
        }
        Play::Key => {
            0.5 + 0.3
                * ahead(|r| match r {
                    Room::Treasure { chests } => chests[0],
                    _ => 0,
                })
        }
        Play::Sword => {
            0.5 + 0.3
                * ahead(|r| match r {
                    Room::Monster { wounds, .. } => *wounds,
                    _ => 0,
                })
        }
        Play::CrystalBall => 0.5,
    }
}

/// The treasure won minus the wounds taken (weighted), for this value in this room.
fn immediate(v: &View, me: Seat, mine: u8) -> f64 {
    let Some(room) = &v.room else { return 0.0 };
    let c = content();
    let mut plays = others(v, me);
    plays.push((me, mine));
    let seat = &v.seats[me];
    let players = usize::from(v.settings.players);
    match c.room(room.card) {
        Room::Treasure { chests } => {
            if players == 1 {
                return chests
                    .iter()
                    .filter(|&&ch| ch < u32::from(mine))
                    .max()
                    .map_or(0.0, |&ch| f64::from(ch));
            }
            let mut values: Vec<u8> = plays.iter().map(|p| p.1).collect();
            values.sort_unstable_by(|a, b| b.cmp(a));
            values.dedup();
            for (chest, value) in chests.iter().zip(values) {
                if value == mine {
                    let k = plays.iter().filter(|p| p.1 == value).count() as u32;
                    return f64::from(chest / k);
                }
            }
            0.0
        }
        Room::Monster { strength, wounds } => {
            let hurt = -f64::from(*wounds) * wound_weight(seat.wounds, *wounds);
            match players {
                1 => {
                    let s = room.attack.unwrap_or(5);
                    if s < 5 && mine > s {
                        0.0
                    } else {
                        hurt
                    }
                }
                2 => {
                    let other = plays.iter().find(|p| p.0 != me).map_or(0, |p| p.1);
                    if mine < other {
                        hurt
                    } else if mine == other {
                        0.0
                    } else {
                        0.1
                    }
                }
                n => {
                    let total: u32 = plays.iter().map(|p| u32::from(p.1)).sum();
                    let low = plays.iter().map(|p| p.1).min().unwrap_or(0);
                    if total >= u32::from(strength[n - 3]) {
                        0.0
                    } else if mine == low {
                        hurt
                    } else {
                        0.0
                    }
                }
            }
        }
        Room::Trap(trap) => {
            let values = plays.iter().map(|p| p.1);
            let card = match trap.reads {
                Reads::Highest => values.max(),
                Reads::Lowest => values.min(),
            }
            .unwrap_or(0);
            let Some(step) = trap.step(card) else {
                return 0.0;
            };
            let everyone: Vec<(Seat, u32, u32)> = (0..v.seats.len())
                .filter(|&s| v.seats[s].alive)
                .map(|s| (s, v.seats[s].treasure, v.seats[s].wounds))
                .collect();
            let hit = match trap.hits {
                Hits::Everyone => true,
                Hits::MostTreasure => everyone.iter().all(|e| e.1 <= seat.treasure),
                Hits::FewestWounds => everyone.iter().all(|e| e.2 >= seat.wounds),
            };
            if !hit {
                return 0.0;
            }
            match trap.loses {
                Loses::Treasure => {
                    let n = match step {
                        Step::Fixed(n) => n,
                        Step::Half => seat.treasure / 2,
                    };
                    -f64::from(n.min(seat.treasure))
                }
                Loses::Wounds => {
                    let n = match step {
                        Step::Fixed(n) => n,
                        Step::Half => c.numbers.death.saturating_sub(seat.wounds) / 2,
                    };
                    -f64::from(n) * wound_weight(seat.wounds, n)
                }
            }
        }
        Room::Vault { gains, .. } => match gains[usize::from(mine.max(1) - 1)] {
            Gain::Coins(n) => f64::from(n),
            Gain::Potion(n) => f64::from(n.min(seat.wounds)) * wound_weight(seat.wounds, 0) * 0.8,
            Gain::Item(i) => {
                let wanting = plays.iter().filter(|p| p.1 == mine).count();
                if usize::from(v.supply.get(i)) < wanting || matches!(v.phase, Phase::Over(_)) {
                    0.0
                } else {
                    item_worth(i)
                }
            }
        },
    }
}

fn item_worth(i: Item) -> f64 {
    match i {
        Item::Torch => 0.4,
        Item::CrystalBall => 0.8,
        Item::Key => 1.6,
        Item::Sword => 1.3,
    }
}
