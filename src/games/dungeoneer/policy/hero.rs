//! The computer player's own Hero Phase (G44): Glory cards it can afford, its quests where it
//! stands, slaying when able and likely, then a step towards its nearest quest place, exploring
//! when that helps, and the end of the phase.

use super::super::action::Action;
use super::super::content::{set, Duration, Op, Play, QuestType, Task};
use super::super::map::{Side, SIDES};
use super::super::state::Seat;
use super::super::view::View;
use super::cards::{meets, my_best_form, raises, scores};
use super::paths::{self, Grid, FAR};
use super::Computer;

/// The Hero Phase's candidates, best first (each is checked; the first legal one is taken).
pub fn candidates(c: &mut Computer, v: &View, me: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    let h = &v.heroes[me];
    if let Some(card) = v.drawn {
        out.extend(place(c, v, me, card));
        return out;
    }
    let grid = Grid::new(&v.map, None);
    let (dist, first) = grid.bfs(h.cell, true);
    let targets = paths::targets(v, me, &grid);
    let nearest = targets.iter().map(|&(i, _)| dist[i]).min().unwrap_or(FAR);
    // A Threat quest about to be tried here.
    let threat_here = targets.iter().any(|&(i, q)| {
        dist[i] == 0
            && matches!(set().quest(q).task, Some(Task::Threat { .. }))
            && set().quest(q).kind != QuestType::Search
            && !v.turn.tried.contains(&q)
    });
    let plays = plays(v, me, nearest, threat_here);
    if h.tipped {
        // A card that stands him up first, else his Movement.
        out.extend(plays.iter().filter(|a| untips(a)).cloned());
        out.push(Action::Untip);
    }
    out.extend(plays);
    out.extend(quests_here(v, me));
    if nearest > 0 {
        // A step towards the nearest quest place (ties from his stream).
        let best: Vec<usize> = targets
            .iter()
            .filter(|&&(i, _)| dist[i] == nearest && nearest != FAR)
            .map(|&(i, _)| i)
            .collect();
        if let Some(i) = c.best(best, |_| 0.0) {
            out.push(match first[i].flatten() {
                Some(side) => Action::Move { side },
                None => Action::Jump,
            });
        }
    }
    // Explore when no quest place is in reach, or with Movement left over at the end (the
    // map grows towards his quests).
    let unplaced = paths::held(v, me).into_iter().any(|q| {
        set().quest(q).kind != QuestType::Search
            && paths::locations(q)
                .iter()
                .all(|&m| v.map.placed.iter().all(|p| p.card != m))
    });
    if v.map_deck_size > 0 && (nearest == FAR || unplaced) {
        out.push(Action::Explore);
    }
    if nearest == FAR {
        // Nothing to head for: new spaces pay Glory and Peril.
        let sides: Vec<Side> = SIDES
            .into_iter()
            .filter(|&s| v.map.opening(h.cell, s))
            .collect();
        if let Some(side) = c.best(sides, |_| 0.0) {
            out.push(Action::Move { side });
        }
    }
    out.push(Action::EndHero);
    out
}

/// Where the drawn card goes: the spot that shortens his way to a quest place most.
pub fn place(c: &mut Computer, v: &View, me: Seat, card: u8) -> Vec<Action> {
    let spots: Vec<usize> = (0..v.spots.len()).collect();
    let costs: Vec<f64> = v
        .spots
        .iter()
        .map(|&s| paths::spot_cost(v, me, card, s))
        .collect();
    let best = c.best(spots, |&i| -costs[i]);
    best.map(|spot| Action::Place { spot })
        .into_iter()
        .collect()
}

fn untips(a: &Action) -> bool {
    matches!(a, Action::Play { card, .. } if set().adventure(*card).effects.iter().any(|e| matches!(e.op, Op::Untip {})))
}

/// Glory cards and his ability worth playing now: permanent stat items first, potions when
/// wounded, Movement when the way is long.
fn plays(v: &View, me: Seat, nearest: u16, threat_here: bool) -> Vec<Action> {
    let h = &v.heroes[me];
    let mut out: Vec<(u8, Action)> = Vec::new();
    for &card in &v.hand {
        let a = set().adventure(card);
        if a.funding != super::super::content::Funding::Glory
            || !matches!(a.play, Play::Hero | Play::Anytime)
            || u32::from(a.cost) > h.glory
        {
            continue;
        }
        let heal: i32 = a
            .effects
            .iter()
            .map(|e| match e.op {
                Op::Heal { amount, per, .. } => i32::from(amount) + i32::from(per.unwrap_or(0)),
                _ => 0,
            })
            .sum();
        let moves = a
            .effects
            .iter()
            .any(|e| matches!(e.op, Op::Movement { .. } | Op::Warp { .. }));
        let untip = a.effects.iter().any(|e| matches!(e.op, Op::Untip {}));
        let threat_bonus = a.effects.iter().any(|e| {
            matches!(
                e.op,
                Op::Roll {
                    roll: super::super::content::effect::RollKind::Threat,
                    ..
                }
            )
        });
        let rank = match (a.duration, a.subtype) {
            (Duration::Permanent, _) if raises(card) => 0,
            (Duration::Permanent, _) if h.glory >= u32::from(a.cost) + u32::from(a.upkeep) => 1,
            _ if untip && (h.tipped || h.life <= 4) => 0,
            _ if heal > 0 && h.life <= 6 - heal.min(3) as u8 => 2,
            _ if threat_bonus && threat_here => 2,
            _ if moves && nearest != FAR && nearest > u16::from(v.movement) => 3,
            _ => continue,
        };
        let extra = if threat_bonus {
            (h.glory - u32::from(a.cost)).min(2) as u8
        } else if a.variable {
            let room = (6 - i32::from(h.life)).clamp(0, 4) as u32;
            room.min(h.glory - u32::from(a.cost)) as u8
        } else {
            0
        };
        out.push((rank, Action::Play { card, extra }));
    }
    out.sort_by_key(|x| x.0);
    let mut out: Vec<Action> = out.into_iter().map(|x| x.1).collect();
    let ab = &set().hero(h.hero).ability;
    if ab.play == Play::Hero && u32::from(ab.cost.glory) <= h.glory {
        let useful = ab.effects.iter().any(|e| match e.op {
            Op::Heal { .. } => h.life <= 4,
            Op::Movement { .. } => nearest != FAR && nearest > u16::from(v.movement),
            Op::Draw { .. } => h.glory >= 5 && v.hand.len() < 5,
            _ => false,
        });
        if useful {
            out.push(Action::Ability);
        }
    }
    out
}

/// What he can do about his quests where he stands: take a token, search, attempt, slay,
/// challenge the Slay monster.
fn quests_here(v: &View, me: Seat) -> Vec<Action> {
    let h = &v.heroes[me];
    let mut out = Vec::new();
    for &(q, _) in &v.dropped {
        if h.carrying.is_none() {
            out.push(Action::Take { quest: q });
        }
    }
    let sc = scores(h);
    for q in paths::held(v, me) {
        let quest = set().quest(q);
        match quest.kind {
            QuestType::Escort => {
                out.push(Action::Take { quest: q });
                out.push(Action::Attempt { quest: q });
            }
            QuestType::Search => {
                if v.turn.found.contains(&q) {
                    out.push(Action::Attempt { quest: q });
                } else if h.life > 1 && can_find(v, h, q) {
                    out.push(Action::Search { quest: q });
                }
            }
            QuestType::Slay => {
                let m = quest
                    .monster
                    .as_ref()
                    .expect("a Slay quest has its monster");
                let (form, margin) = my_best_form(m, h);
                if v.turn.slain.contains(&q) {
                    if h.life > 1 {
                        out.push(Action::Challenge { quest: q, form });
                    }
                } else if h.life >= 3 && margin >= -2 && v.movement >= 1 {
                    out.push(Action::Slay { quest: q });
                }
            }
            _ => {
                let safe = match &quest.task {
                    Some(Task::Threat { form, number, .. }) => {
                        let s = form
                            .form()
                            .map_or(i32::from(h.life), |f| i32::from(sc.get(f)));
                        h.life > 2 || meets(s, i32::from(*number)) >= 0.5
                    }
                    _ => true,
                };
                if safe {
                    out.push(Action::Attempt { quest: q });
                }
            }
        }
    }
    out
}

/// Whether a six on the die could find quest `q` from where he stands: the spaces from the
/// Entrance and the search bonuses of his readied cards and the curses on him (the rules'
/// conditions on them left aside). A search that cannot succeed is never tried.
fn can_find(v: &View, h: &super::super::view::HeroView, q: super::super::content::QuestId) -> bool {
    use super::super::content::effect::RollKind;
    use super::super::content::Op;
    let Some(search) = set().quest(q).search else {
        return false;
    };
    let distance = v.map.distances().get(&h.cell).copied().unwrap_or(0) as i32;
    let cards: i32 = h
        .inventory
        .iter()
        .chain(&h.curses)
        .flat_map(|&c| set().adventure(c).effects.iter())
        .filter_map(|e| match e.op {
            Op::Roll {
                roll: RollKind::Search,
                amount,
                ..
            } => Some(i32::from(amount)),
            _ => None,
        })
        .sum();
    6 + distance + cards >= i32::from(search.number)
}
