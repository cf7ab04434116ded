//! The computer player as DungeonLord (G20, G21, G44): Encounters and Banes at the opponent
//! nearest to winning, each monster in its widest-margin form, as many in one declaration as
//! his Peril pays for.

use super::super::action::{Action, Sent};
use super::super::content::{set, Category, Target};
use super::super::state::Seat;
use super::super::view::View;
use super::cards::{best_form, hit_wounds, meets, scores};
use super::Computer;

/// One card he could send, what it is worth and what it costs.
struct Option_ {
    sent: Sent,
    bane: bool,
    value: f64,
    cost: u32,
}

/// The opponent nearest to winning: most quests, then Level (ties from his stream).
pub fn leader(c: &mut Computer, v: &View, me: Seat) -> Option<Seat> {
    let living: Vec<Seat> = (0..v.heroes.len())
        .filter(|&s| s != me && v.heroes[s].alive)
        .collect();
    c.best(living, |&s| {
        let h = &v.heroes[s];
        (h.done.len() * 10) as f64 + f64::from(h.level) + h.peril as f64 * 0.01
    })
}

/// The declarations to try, best first: all he can afford together, then each card alone.
pub fn declarations(c: &mut Computer, v: &View, me: Seat) -> Vec<Action> {
    let Some(target) = leader(c, v, me) else {
        return Vec::new();
    };
    let t = &v.heroes[target];
    let mut cards: Vec<(u8, bool)> = v.hand.iter().map(|&x| (x, false)).collect();
    if !v.turn.attacked {
        cards.extend(v.heroes[me].pack.iter().map(|m| (m.0, true)));
    }
    let mut options: Vec<Option_> = Vec::new();
    for (card, _) in cards {
        let a = set().adventure(card);
        let bane = match a.category {
            Category::Encounter if !v.turn.attacked => false,
            Category::Bane => true,
            _ => continue,
        };
        if !matches!(
            a.play,
            super::super::content::Play::Dungeonlord | super::super::content::Play::Anytime
        ) {
            continue;
        }
        let (form, value) = match &a.monster {
            Some(m) => {
                let (f, margin) = best_form(&m.attacks, |f| m.score(f), t);
                let p = super::cards::beats(margin, 0);
                (
                    Some(f),
                    p * hit_wounds(&m.hit) * 3.0 + f64::from(m.life) * 0.3,
                )
            }
            None if !bane => (None, trap_value(card, t)),
            None => (None, 1.0 + f64::from(a.cost) * 0.3),
        };
        // An untargeted Bane is paid by the richest opponent; a targeted one by its target.
        let payer = if bane && a.target != Target::Hero {
            (0..v.heroes.len())
                .filter(|&s| s != me && v.heroes[s].alive)
                .max_by_key(|&s| v.heroes[s].peril)
                .unwrap_or(target)
        } else {
            target
        };
        options.push(Option_ {
            sent: Sent {
                card,
                target: payer,
                payer,
                form,
                special: false,
                extra: 0,
            },
            bane,
            value,
            cost: u32::from(a.cost),
        });
    }
    options.sort_by(|a, b| b.value.total_cmp(&a.value));
    let singles: Vec<Action> = options.iter().map(|o| one(&o.sent, o.bane)).collect();
    // Greedy: the most valuable first, while each payer's Peril lasts.
    let mut left: Vec<u32> = v.heroes.iter().map(|h| h.peril).collect();
    let (mut banes, mut encounters) = (Vec::new(), Vec::new());
    for o in &options {
        if left[o.sent.payer] < o.cost {
            continue;
        }
        left[o.sent.payer] -= o.cost;
        let mut sent = o.sent.clone();
        if let Some(m) = &set().adventure(sent.card).monster {
            if let Some(sp) = &m.special {
                if left[sent.payer] >= u32::from(sp.peril) {
                    left[sent.payer] -= u32::from(sp.peril);
                    sent.special = true;
                }
            }
        }
        if o.bane {
            banes.push(sent);
        } else {
            encounters.push(sent);
        }
    }
    let mut out = Vec::new();
    if banes.len() + encounters.len() > 1 || encounters.iter().chain(&banes).any(|s| s.special) {
        out.push(Action::Declare { banes, encounters });
    }
    out.extend(singles);
    out
}

fn one(sent: &Sent, bane: bool) -> Action {
    if bane {
        Action::Declare {
            banes: vec![sent.clone()],
            encounters: Vec::new(),
        }
    } else {
        Action::Declare {
            banes: Vec::new(),
            encounters: vec![sent.clone()],
        }
    }
}

fn trap_value(card: u8, t: &super::super::view::HeroView) -> f64 {
    let sc = scores(t);
    set()
        .adventure(card)
        .effects
        .iter()
        .map(|e| match &e.op {
            super::super::content::Op::Threat {
                form, number, fail, ..
            } => {
                let s = form.form().map_or(0, |f| sc.get(f));
                (1.0 - meets(i32::from(s), i32::from(*number))) * hit_wounds(fail) * 3.0
            }
            _ => 0.0,
        })
        .sum::<f64>()
        + 0.5
}
