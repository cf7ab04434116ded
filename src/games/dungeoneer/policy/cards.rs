//! What the computer player makes of cards: heroes' scores as the table sees them, what a
//! card in hand is worth, the Response window's plays (G23, G42 `respond: when-lethal`) and the
//! card let go at Discard/Draw.

use super::super::content::effect::{RollKind, Stat, What};
use super::super::content::CardId;
use super::super::content::{set, Category, Duration, Form, Op, QuestType, Scores, Subtype, FORMS};
use super::super::state::{bump, Attacking, Response, Seat};
use super::super::view::{HeroView, View};

/// A hero's scores as the table sees them: his Level's row, his Artifacts, and the
/// unconditional stat bonuses of his readied cards.
pub fn scores(h: &HeroView) -> Scores {
    let mut sc = set().hero(h.hero).at(h.level);
    for &q in &h.done {
        if set().quest(q).kind == QuestType::Artifact {
            for e in &set().quest(q).reward {
                if let Op::Stat { stat, amount, .. } = e.op {
                    bump(&mut sc, stat, i32::from(amount));
                }
            }
        }
    }
    for &c in &h.inventory {
        for e in &set().adventure(c).effects {
            if let Op::Stat { stat, amount, .. } = e.op {
                if e.when.is_empty() {
                    bump(&mut sc, stat, i32::from(amount));
                }
            }
        }
    }
    sc
}

/// The chance that d6 + `a` beats d6 + `b` (a tie does nothing).
pub fn beats(a: i32, b: i32) -> f64 {
    let mut n = 0;
    for x in 1..=6 {
        for y in 1..=6 {
            if x + a > y + b {
                n += 1;
            }
        }
    }
    f64::from(n) / 36.0
}

/// The chance that d6 + `score` meets `number`.
pub fn meets(score: i32, number: i32) -> f64 {
    f64::from((1..=6).filter(|d| d + score >= number).count() as u8) / 6.0
}

/// The wounds a monster's hit deals.
pub fn hit_wounds(hit: &[super::super::content::Effect]) -> f64 {
    if hit.is_empty() {
        return 1.0;
    }
    hit.iter()
        .map(|e| match e.op {
            Op::Wound { amount, .. } => f64::from(amount.max(0)),
            Op::Drain { .. } => 1.0,
            Op::Tip {} | Op::Discard { .. } => 0.5,
            _ => 0.0,
        })
        .sum()
}

/// What one attack is expected to cost the hero `h` in wounds.
pub fn danger(v: &View, a: &Attacking, h: &HeroView) -> f64 {
    let sc = scores(h);
    let monster = match a.card {
        Some(c) => set().adventure(c).monster.as_ref(),
        None => v
            .combat
            .as_ref()
            .and_then(|c| c.slay)
            .and_then(|q| set().quest(q).monster.as_ref()),
    };
    match monster {
        Some(m) => {
            let me = i32::from(sc.get(a.form));
            beats(i32::from(m.score(a.form)), me) * hit_wounds(&m.hit)
        }
        None => a.card.map_or(0.0, |c| trap_danger(c, &sc)),
    }
}

fn trap_danger(card: CardId, sc: &Scores) -> f64 {
    set()
        .adventure(card)
        .effects
        .iter()
        .map(|e| match &e.op {
            Op::Threat {
                form, number, fail, ..
            } => {
                let score = form.form().map_or(0, |f| sc.get(f));
                (1.0 - meets(i32::from(score), i32::from(*number))) * hit_wounds(fail)
            }
            _ => 0.0,
        })
        .sum()
}

/// What a card in hand is worth keeping (the lowest goes at Discard/Draw).
pub fn worth(v: &View, me: Seat, card: CardId) -> f64 {
    let c = set().adventure(card);
    let h = &v.heroes[me];
    match c.category {
        Category::Encounter => match &c.monster {
            Some(m) => 2.0 + f64::from(m.best_attack()) * 0.5 + f64::from(m.life) * 0.5,
            None => 2.5,
        },
        Category::Bane => 2.5,
        _ => {
            let pay = f64::from(c.cost) - h.glory as f64;
            let base = match (c.duration, c.subtype, c.play) {
                (Duration::Permanent, _, _) => 5.0,
                (_, Subtype::Potion, _) if h.life < 6 => 4.5,
                (_, Subtype::Potion, _) => 3.0,
                (_, _, super::super::content::Play::Response) => 4.0,
                _ => 2.0,
            };
            base - pay.max(0.0) * 0.3
        }
    }
}

/// The plays `me` makes in a window that waits on him: against the attack most likely to
/// hurt him, a card that removes it (discard, return, cancel), else a counter-attack bonus,
/// else healing; his Response ability if it helps.
pub fn responses(v: &View, me: Seat, hand: &[CardId]) -> Vec<Response> {
    let Some(cv) = &v.combat else {
        return Vec::new();
    };
    let h = &v.heroes[me];
    let mut worst: Option<(usize, f64)> = None;
    for (i, a) in cv.attacks.iter().enumerate() {
        if a.target != me || a.gone || a.cancelled {
            continue;
        }
        let d = danger(v, a, h);
        if worst.is_none_or(|w| d > w.1) {
            worst = Some((i, d));
        }
    }
    let Some((i, _)) = worst else {
        return Vec::new();
    };
    let a = &cv.attacks[i];
    let monster = a.card.and_then(|c| set().adventure(c).monster.as_ref());
    let immune = |op: &str| monster.is_some_and(|m| m.immune.iter().any(|x| x == op));
    let mut glory = h.glory;
    let mut plays = Vec::new();
    let mut used: Vec<CardId> = Vec::new();
    // What a card does against this attack, best first.
    let rank = |card: CardId| -> Option<u8> {
        let c = set().adventure(card);
        if c.funding != super::super::content::Funding::Glory {
            return None;
        }
        c.effects.iter().find_map(|e| match e.op {
            Op::Discard {
                what: What::Monster,
                ..
            } if monster.is_some() && !immune("discard") && a.card.is_some() => Some(0),
            Op::Return {} if monster.is_some() && !immune("return") && a.card.is_some() => Some(1),
            Op::Cancel {} => Some(2),
            Op::Roll {
                roll: RollKind::Counter,
                ..
            } if monster.is_some() => Some(3),
            Op::Heal { .. } if c.play == super::super::content::Play::Response => Some(4),
            _ => None,
        })
    };
    let mut ranked: Vec<(u8, CardId)> = hand
        .iter()
        .filter_map(|&c| rank(c).map(|r| (r, c)))
        .filter(|&(_, c)| {
            matches!(
                set().adventure(c).play,
                super::super::content::Play::Response | super::super::content::Play::Anytime
            )
        })
        .collect();
    ranked.sort();
    for (r, card) in ranked {
        let cost = u32::from(set().adventure(card).cost);
        if cost > glory || used.contains(&card) {
            continue;
        }
        // One removal is enough; a bonus or healing may go with it.
        if r <= 2
            && plays
                .iter()
                .any(|p: &Response| p.card.is_some_and(|c| rank(c).is_some_and(|x| x <= 2)))
        {
            continue;
        }
        glory -= cost;
        used.push(card);
        plays.push(Response {
            card: Some(card),
            on: Some(i),
            extra: 0,
            target: None,
        });
    }
    let ab = &set().hero(h.hero).ability;
    let helps = ab.effects.iter().any(|e| match e.op {
        Op::Return {} => monster.is_some() && !immune("return") && a.card.is_some(),
        Op::Roll {
            roll: RollKind::Counter,
            ..
        } => monster.is_some(),
        Op::Cancel {} | Op::Heal { .. } => true,
        _ => false,
    });
    let ability_time = matches!(
        ab.play,
        super::super::content::Play::Response | super::super::content::Play::Anytime
    );
    if helps && ability_time && u32::from(ab.cost.glory) <= glory && !v.turn.abilities.contains(&me)
    {
        plays.push(Response {
            card: None,
            on: Some(i),
            extra: 0,
            target: None,
        });
    }
    plays
}

/// The form a monster attacks `h` in: its widest margin (its score minus his).
pub fn best_form(attacks: &[Form], score: impl Fn(Form) -> u8, h: &HeroView) -> (Form, i32) {
    let sc = scores(h);
    let mut best = (attacks.first().copied().unwrap_or(Form::Melee), i32::MIN);
    for &f in attacks {
        let m = i32::from(score(f)) - i32::from(sc.get(f));
        if m > best.1 {
            best = (f, m);
        }
    }
    best
}

/// His best form against a Slay monster, and its margin (his score minus its).
pub fn my_best_form(m: &super::super::content::Monster, h: &HeroView) -> (Form, i32) {
    let sc = scores(h);
    let mut best = (Form::Melee, i32::MIN);
    for f in FORMS {
        let d = i32::from(sc.get(f)) - i32::from(m.score(f));
        if d > best.1 {
            best = (f, d);
        }
    }
    best
}

/// Whether a readied card would raise one of his scores (for buying).
pub fn raises(card: CardId) -> bool {
    set().adventure(card).effects.iter().any(|e| {
        matches!(e.op, Op::Stat { stat: Stat::Melee | Stat::Magic | Stat::Speed, amount, .. } if amount > 0)
    })
}
