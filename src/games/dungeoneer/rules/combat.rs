//! Combat (G22-G28): step A's specials, one Response window for every defender, then each
//! attack's rolls in order, Traps in their place, Challenges, Pack and Reward.

use super::super::content::{set, Effect, Form, Monster, Op, Subtype, FORMS};
use super::super::event::{Event, Roll};
use super::super::state::{
    Asked, Attacking, Combat, Game, Held, MinionUse, PackChoice, Question, RewardTo, Seat,
};
use super::effects::{self, On};
use super::modifiers::{self, Against};
use super::{fight, harm, window, Ctx};

/// Opens a combat: step A (specials), then the window, or straight on when nobody is asked.
pub fn open(
    ctx: &mut Ctx,
    lord: Seat,
    attacks: Vec<Attacking>,
    slay: Option<crate::games::dungeoneer::content::QuestId>,
) {
    let mut defenders: Vec<Seat> = Vec::new();
    for a in &attacks {
        for s in ctx.g.living_from(ctx.g.active) {
            let here = ctx.g.player(s).cell == a.cell;
            if (s == a.target || here) && s != lord && !defenders.contains(&s) {
                defenders.push(s);
            }
        }
    }
    let waiting: Vec<Seat> = defenders
        .iter()
        .copied()
        .filter(|&s| asks(&ctx.g, s, &attacks))
        .collect();
    ctx.emit(Event::CombatBegan {
        combat: Combat {
            lord,
            attacks,
            defenders,
            waiting: Vec::new(),
            plays: Vec::new(),
            slay,
            minion_chose: Vec::new(),
            duel: None,
        },
    });
    specials_from(ctx, 0, waiting);
}

/// Step A from attack `from` on (a question one puts holds the rest: `Held::Specials`), then
/// the window for the defenders it waits on, or straight on when nobody is asked.
pub fn specials_from(ctx: &mut Ctx, from: usize, waiting: Vec<Seat>) {
    let n = ctx.g.combat.as_ref().map_or(0, |c| c.attacks.len());
    for i in from..n {
        special(ctx, i);
        if ctx.g.asked.is_some() && !ctx.g.is_over() {
            ctx.emit(Event::Held {
                held: Some(Held::Specials {
                    next: i + 1,
                    waiting,
                }),
            });
            return;
        }
    }
    if ctx.g.is_over() {
        resolve(ctx);
        return;
    }
    let waiting: Vec<Seat> = waiting
        .into_iter()
        .filter(|&s| ctx.g.player(s).alive)
        .collect();
    if waiting.is_empty() {
        resolve(ctx);
    } else {
        ctx.emit(Event::WindowOpened { waiting });
    }
}

/// Whether the window waits on `seat` (G42 `respond`): only his standing answer and the
/// declared attacks, never his hand, decide.
fn asks(g: &Game, seat: Seat, attacks: &[Attacking]) -> bool {
    g.player(seat).standing.respond.asks(|| {
        let worst: u32 = attacks
            .iter()
            .filter(|a| a.target == seat || a.cell == g.player(seat).cell)
            .map(|a| worst_wounds(g, a))
            .sum();
        worst >= u32::from(g.player(seat).life)
    })
}

/// The most wounds an attack could deal one hero: its hit (or hit effects), its special and
/// a Trap's failure.
fn worst_wounds(g: &Game, a: &Attacking) -> u32 {
    let wounds = |list: &[Effect]| -> u32 {
        list.iter()
            .flat_map(|e| e.walk())
            .map(|e| match e.op {
                Op::Wound { .. } => e.op.amount().map_or(0, |x| x.value(a.extra).max(0) as u32),
                _ => 0,
            })
            .sum()
    };
    match fight::monster(g, a) {
        Some(m) => {
            let hit = if m.hit.is_empty() { 1 } else { wounds(&m.hit) };
            let special = match (&m.special, a.special) {
                (Some(s), true) => wounds(&s.effects),
                _ => 0,
            };
            hit + special
        }
        None => a.card.map_or(0, |c| wounds(&set().adventure(c).effects)),
    }
}

/// Step A for attack `i`: its paid special (a Threat resolves here: G22).
fn special(ctx: &mut Ctx, i: usize) {
    let Some(c) = ctx.g.combat.clone() else {
        return;
    };
    let a = &c.attacks[i];
    let Some(m) = fight::monster(&ctx.g, a) else {
        return;
    };
    let Some(special) = m.special.as_ref().filter(|_| a.special) else {
        return;
    };
    let roll = Roll::Attack { attack: i };
    for e in &special.effects {
        let heroes = if matches!(
            e.op,
            Op::Threat {
                who: super::super::content::effect::Who::Space,
                ..
            }
        ) {
            in_space(&ctx.g, a)
        } else {
            vec![a.target]
        };
        for hero in heroes {
            let on = On {
                you: c.lord,
                hero,
                extra: a.extra,
                roll,
            };
            let hurt = |ctx: &mut Ctx| effects::resolve(ctx, on, std::slice::from_ref(e));
            // A Slay monster's wounds earn nothing (G35): not counted.
            match a.card {
                Some(_) => counted(ctx, i, hero, hurt),
                None => hurt(ctx),
            }
        }
    }
}

/// Every living hero in an attack's space, in seat order from the active player (G19: the
/// DungeonLord's own hero too).
fn in_space(g: &Game, a: &Attacking) -> Vec<Seat> {
    g.living_from(g.active)
        .into_iter()
        .filter(|&s| g.player(s).cell == a.cell)
        .collect()
}

/// The window closed (or never opened): the plays, each attack's rolls, Challenges, Pack
/// and Reward, in that order.
pub fn resolve(ctx: &mut Ctx) {
    window::play_all(ctx);
    // A Challenge between heroes: its Response step is over, the rolls follow (G25).
    if let Some(d) = ctx.g.combat.as_ref().and_then(|c| c.duel) {
        if !ctx.g.is_over() {
            super::duel::rolls(ctx, d.seat, d.target, d.form, d.steal);
        }
        close(ctx);
        return;
    }
    fight_from(ctx, 0);
}

/// The combat from attack `from` on: a question about a Minion (G42 `minion: ask`) stops it
/// before that attack's rolls, and its answer goes on from there.
pub fn fight_from(ctx: &mut Ctx, from: usize) {
    let n = ctx.g.combat.as_ref().map_or(0, |c| c.attacks.len());
    for i in from..n {
        if ctx.g.is_over() {
            return;
        }
        if ask_minion(ctx, i) {
            return;
        }
        attack(ctx, i);
    }
    if !ctx.g.is_over() {
        challenges(ctx);
    }
    if !ctx.g.is_over() {
        minion_strikes(ctx);
    }
    if ctx.g.is_over() {
        // The game ended mid-fight: what is still in it goes to the discards.
        let left: Vec<_> = ctx
            .g
            .combat
            .iter()
            .flat_map(|c| c.attacks.iter())
            .filter(|a| !a.gone)
            .filter_map(|a| a.card)
            .collect();
        for card in left {
            ctx.emit(Event::Spent { card });
        }
    } else {
        window::minions(ctx);
        pack_and_reward(ctx);
    }
    close(ctx);
}

/// The combat is over, unless a question still holds it open.
fn close(ctx: &mut Ctx) {
    if ctx.g.combat.is_some() && ctx.g.asked.is_none() {
        ctx.emit(Event::CombatOver);
    }
}

/// Asks the hero attack `i` is aimed at whether his Minion takes its counter-attack, when
/// his standing answer is `ask`, his Minion could, and he has not said this combat.
fn ask_minion(ctx: &mut Ctx, i: usize) -> bool {
    let Some(c) = &ctx.g.combat else {
        return false;
    };
    let a = &c.attacks[i];
    let hero = a.target;
    let p = ctx.g.player(hero);
    let fights = !a.gone
        && !a.cancelled
        && p.alive
        && p.cell == a.cell
        && fight::monster(&ctx.g, a).is_some();
    let undecided = p.standing.minion == MinionUse::Ask
        && !p.minion_used
        && !p.minions.is_empty()
        && !c.minion_chose.iter().any(|(s, _)| *s == hero);
    if !(fights && undecided) {
        return false;
    }
    ctx.emit(Event::Asked {
        asked: Asked {
            seat: hero,
            question: Question::Minion { attack: i },
        },
    });
    true
}

/// One attack's rolls (G22): nothing if it is gone, cancelled, or its hero is out or has
/// left the space.
fn attack(ctx: &mut Ctx, i: usize) {
    let Some(a) = ctx.g.combat.as_ref().map(|c| c.attacks[i].clone()) else {
        return;
    };
    let hero = a.target;
    if a.gone || a.cancelled || !ctx.g.player(hero).alive || ctx.g.player(hero).cell != a.cell {
        return;
    }
    let Some(m) = fight::monster(&ctx.g, &a) else {
        if let Some(card) = a.card {
            trap(ctx, i, &a, card);
        }
        return;
    };
    let lord = ctx.g.combat.as_ref().map_or(hero, |c| c.lord);
    let against = Against {
        monster: Some(m.kind),
        form: Some(a.form),
    };
    let their = i32::from(m.score(a.form)) + modifiers::monster_score(&ctx.g, hero, m.kind, a.form);
    let minion = window::minion_counters(&ctx.g, hero);
    let mine = match minion {
        Some(card) => i32::from(
            set()
                .adventure(card)
                .monster
                .as_ref()
                .map_or(0, |mm| mm.score(a.form)),
        ),
        None => {
            i32::from(modifiers::score(&ctx.g, hero, a.form, against))
                + modifiers::roll_bonus(
                    &ctx.g,
                    hero,
                    super::super::content::effect::RollKind::Counter,
                    against,
                )
                + window::aimed_bonus(
                    &ctx.g,
                    hero,
                    i,
                    super::super::content::effect::RollKind::Counter,
                )
        }
    };
    let (d1, d2) = (ctx.die(), ctx.die());
    let draws = ctx.g.draws;
    let attack_total = (i32::from(d1) + their).max(0) as u8;
    let counter_total = (i32::from(d2) + mine).max(0) as u8;
    ctx.emit(Event::Fought {
        attack: i,
        hero,
        minion,
        attack_die: d1,
        attack_total,
        counter_die: d2,
        counter_total,
        draws,
    });
    if attack_total > counter_total {
        if let Some(card) = minion {
            ctx.emit(Event::MinionHurt {
                seat: hero,
                card,
                wounds: 1,
            });
            return;
        }
        counted(ctx, i, hero, |ctx| {
            if m.hit.is_empty() {
                harm::wound(ctx, hero, 1);
            } else {
                let on = On {
                    you: lord,
                    hero,
                    extra: a.extra,
                    roll: Roll::Attack { attack: i },
                };
                effects::resolve(ctx, on, &m.hit);
            }
        });
    } else if counter_total > attack_total && !fight::shrugs(m, a.form) {
        ctx.emit(Event::MonsterHurt {
            attack: i,
            by: hero,
            wounds: 1,
        });
    }
}

/// A Trap: every hero in its space faces its Threat, each rolling alone, with the space's
/// Hazard bonus (G16, G19).
fn trap(ctx: &mut Ctx, i: usize, a: &Attacking, card: super::super::content::CardId) {
    let c = set().adventure(card);
    if c.subtype != Subtype::Trap {
        return;
    }
    let hazard = ctx
        .g
        .map
        .at(a.cell)
        .map_or(0, |p| match set().map(p.card).feature {
            super::super::content::Feature::Hazard { bonus } => bonus,
            _ => 0,
        });
    let lord = ctx.g.combat.as_ref().map_or(a.target, |c| c.lord);
    for e in &c.effects {
        let Op::Threat {
            form,
            number,
            pass,
            fail,
            ..
        } = &e.op
        else {
            continue;
        };
        for hero in in_space(&ctx.g, a) {
            let n = number
                .saturating_add(hazard)
                .saturating_add_signed(modifiers::trap_threat(&ctx.g, hero));
            let roll = Roll::Attack { attack: i };
            let more = window::aimed_bonus(
                &ctx.g,
                hero,
                i,
                super::super::content::effect::RollKind::Threat,
            );
            let met = super::dice::threat_with(ctx, hero, roll, *form, n, more);
            let on = On {
                you: lord,
                hero,
                extra: a.extra,
                roll,
            };
            effects::resolve(ctx, on, if met { pass } else { fail });
        }
    }
}

/// The Challenge step (G25): each attacked hero who saved a Movement and whose standing
/// answer allows, in seat order from the active player's left, on the attacker he has the
/// best odds against.
fn challenges(ctx: &mut Ctx) {
    let Some(c) = ctx.g.combat.clone() else {
        return;
    };
    if c.slay.is_some() {
        return;
    }
    let order = ctx
        .g
        .living_from(ctx.g.next_living(ctx.g.active).unwrap_or(ctx.g.active));
    for hero in order {
        let p = ctx.g.player(hero);
        if !c.defenders.contains(&hero)
            || !p.standing.challenge
            || p.tipped
            || p.challenged
            || !p.saved
        {
            continue;
        }
        let best = c
            .attacks
            .iter()
            .enumerate()
            .filter(|(i, a)| a.target == hero && alive_monster(&ctx.g, *i))
            .filter_map(|(i, a)| {
                let m = fight::monster(&ctx.g, a)?;
                let (form, margin) = best_form(&ctx.g, hero, m);
                Some((i, form, margin))
            })
            .max_by_key(|&(i, _, margin)| (margin, std::cmp::Reverse(i)));
        if let Some((i, form, _)) = best {
            challenge(ctx, hero, i, form);
        }
    }
}

/// The form a hero does best in against a monster, and his margin.
pub fn best_form(g: &Game, hero: Seat, m: &Monster) -> (Form, i32) {
    FORMS
        .into_iter()
        .map(|f| {
            let against = Against {
                monster: Some(m.kind),
                form: Some(f),
            };
            let margin = i32::from(modifiers::score(g, hero, f, against))
                - i32::from(m.score(f))
                - modifiers::monster_score(g, hero, m.kind, f);
            (f, margin)
        })
        .max_by_key(|&(f, margin)| (margin, std::cmp::Reverse(f)))
        .expect("three forms")
}

/// Whether attack `i`'s monster is still in the fight.
pub fn alive_monster(g: &Game, i: usize) -> bool {
    let Some(c) = &g.combat else {
        return false;
    };
    let a = &c.attacks[i];
    match fight::monster(g, a) {
        Some(m) => !a.gone && a.wounds < m.life,
        None => false,
    }
}

/// A hero's Challenge on attack `i`'s monster (1 Movement: his turn's, or the saved one).
pub fn challenge(ctx: &mut Ctx, hero: Seat, i: usize, form: Form) {
    let a = ctx.g.combat.as_ref().expect("a combat").attacks[i].clone();
    let m = fight::monster(&ctx.g, &a).expect("a monster");
    ctx.emit(Event::Challenged {
        seat: hero,
        attack: i,
        form,
    });
    let against = Against {
        monster: Some(m.kind),
        form: Some(form),
    };
    let mine = i32::from(modifiers::score(&ctx.g, hero, form, against))
        + modifiers::roll_bonus(
            &ctx.g,
            hero,
            super::super::content::effect::RollKind::Attack,
            against,
        );
    let their = i32::from(m.score(form)) + modifiers::monster_score(&ctx.g, hero, m.kind, form);
    let (d1, d2) = (ctx.die(), ctx.die());
    let draws = ctx.g.draws;
    let hero_total = (i32::from(d1) + mine).max(0) as u8;
    let monster_total = (i32::from(d2) + their).max(0) as u8;
    ctx.emit(Event::Fought {
        attack: i,
        hero,
        minion: None,
        attack_die: d2,
        attack_total: monster_total,
        counter_die: d1,
        counter_total: hero_total,
        draws,
    });
    if hero_total > monster_total && !fight::shrugs(m, form) {
        ctx.emit(Event::MonsterHurt {
            attack: i,
            by: hero,
            wounds: 1,
        });
    } else if monster_total > hero_total {
        counted(ctx, i, hero, |ctx| harm::wound(ctx, hero, 1));
    }
}

/// Harm attack `i`'s monster does to `hero`, with the wounds it dealt counted for the Reward
/// step (G27).
fn counted(ctx: &mut Ctx, i: usize, hero: Seat, hurt: impl FnOnce(&mut Ctx)) {
    let before = ctx.g.player(hero).life;
    hurt(ctx);
    let dealt = before.saturating_sub(ctx.g.player(hero).life);
    if dealt > 0 {
        ctx.emit(Event::Struck {
            attack: i,
            wounds: dealt,
        });
    }
}

/// Pack and Reward, once for all (G27): surviving monsters to the Pack or hand by the
/// DungeonLord's standing answer; 1 Peril a wound a monster dealt, 1 Glory a wound a hero
/// dealt. A Slay quest's monster keeps its wounds on the card and gives nothing (G35).
fn pack_and_reward(ctx: &mut Ctx) {
    let Some(c) = ctx.g.combat.clone() else {
        return;
    };
    if let Some(q) = c.slay {
        let a = &c.attacks[0];
        ctx.emit(Event::SlayWounds {
            quest: q,
            wounds: a.wounds,
        });
        return;
    }
    let lord = c.lord;
    let room = modifiers::limit(&ctx.g, lord, super::super::content::effect::Stat::Pack);
    let mut survivors: Vec<(usize, u8, u8)> = Vec::new();
    for (i, a) in c.attacks.iter().enumerate() {
        let Some(card) = a.card else { continue };
        let m = fight::monster(&ctx.g, a);
        match m {
            Some(m) if !a.gone && a.wounds < m.life && ctx.g.player(lord).alive => {
                survivors.push((i, m.life - a.wounds, a.wounds))
            }
            _ if !a.gone => ctx.emit(Event::Spent { card }),
            _ => {}
        }
    }
    // Most Life first into the Pack (G42 `pack: keep`).
    survivors.sort_by_key(|&(i, life, _)| (std::cmp::Reverse(life), i));
    let packed = ctx.g.player(lord).pack.len();
    let choice = ctx.g.player(lord).standing.pack;
    if choice == PackChoice::Ask && !survivors.is_empty() && packed < room {
        let mut survivors: Vec<usize> = survivors.iter().map(|s| s.0).collect();
        survivors.sort_unstable();
        ctx.emit(Event::Asked {
            asked: Asked {
                seat: lord,
                question: Question::Pack {
                    survivors,
                    room: room - packed,
                },
            },
        });
        return;
    }
    let mut chosen = Vec::new();
    let mut packed = packed;
    for &(i, _, wounds) in &survivors {
        let to_pack = match choice {
            PackChoice::Keep | PackChoice::Ask => packed < room,
            PackChoice::Hand => wounds > 0 && packed < room,
        };
        if to_pack {
            packed += 1;
            chosen.push(i);
        }
    }
    let order: Vec<usize> = survivors.iter().map(|s| s.0).collect();
    packed_as_chosen(ctx, &order, &chosen);
}

/// The survivors (by attack, in that order) go into the Pack when `chosen`, else back to
/// hand unwounded or to the discards wounded (G27); then the Reward step.
pub fn packed_as_chosen(ctx: &mut Ctx, survivors: &[usize], chosen: &[usize]) {
    let Some(c) = ctx.g.combat.clone() else {
        return;
    };
    let lord = c.lord;
    for &i in survivors {
        let a = &c.attacks[i];
        let Some(card) = a.card else {
            continue;
        };
        if chosen.contains(&i) {
            ctx.emit(Event::Packed {
                seat: lord,
                card,
                wounds: a.wounds,
            });
        } else if a.wounds == 0 {
            ctx.emit(Event::BackToHand { seat: lord, card });
        } else {
            ctx.emit(Event::Spent { card });
        }
    }
    reward(ctx, &c);
    close(ctx);
}

fn reward(ctx: &mut Ctx, c: &Combat) {
    let now = ctx.g.combat.clone().unwrap_or_else(|| c.clone());
    let lord = now.lord;
    let peril: u32 = now.attacks.iter().map(|a| u32::from(a.dealt)).sum();
    // Asked only when there is a choice: two living players besides him.
    let others = ctx.g.living_from(0).iter().filter(|&&s| s != lord).count();
    let asks = ctx.g.player(lord).standing.reward == RewardTo::Ask;
    if asks && ctx.g.player(lord).alive && peril > 0 && others > 1 {
        for a in now.attacks.iter().filter(|a| a.taken > 0) {
            if ctx.g.player(a.target).alive {
                ctx.emit(Event::Glory {
                    seat: a.target,
                    delta: i32::from(a.taken),
                });
            }
        }
        ctx.emit(Event::Asked {
            asked: Asked {
                seat: lord,
                question: Question::Reward { peril },
            },
        });
        return;
    }
    for a in &now.attacks {
        if a.taken > 0 {
            // Who wounded it: the hero it attacked (or who challenged it).
            let hero = a.target;
            if ctx.g.player(hero).alive {
                ctx.emit(Event::Glory {
                    seat: hero,
                    delta: i32::from(a.taken),
                });
            }
        }
        if a.dealt > 0 && ctx.g.player(now.lord).alive {
            if let Some(to) = peril_to(&ctx.g, now.lord, a.target) {
                ctx.emit(Event::Peril {
                    seat: to,
                    delta: i32::from(a.dealt),
                });
            }
        }
    }
}

/// The Peril given as the DungeonLord chose: all to one seat, or one to each named; then
/// the combat is over.
pub fn peril_as_chosen(ctx: &mut Ctx, seats: &[Seat], peril: u32) {
    let mut given: Vec<(Seat, i32)> = Vec::new();
    for (k, &s) in seats.iter().enumerate() {
        let delta = if seats.len() == 1 { peril as i32 } else { 1 };
        match given.iter_mut().find(|g| g.0 == s) {
            Some(g) => g.1 += delta,
            None if k < peril as usize => given.push((s, delta)),
            None => {}
        }
    }
    for (seat, delta) in given {
        ctx.emit(Event::Peril { seat, delta });
    }
    close(ctx);
}

/// Who gets the Peril a monster's wounds earn (G42 `reward peril to`): a living player.
fn peril_to(g: &Game, lord: Seat, wounded: Seat) -> Option<Seat> {
    let living = |s: Seat| g.players.get(s).is_some_and(|p| p.alive);
    let leader = || {
        g.living_from(0)
            .into_iter()
            .filter(|&s| s != lord)
            .max_by_key(|&s| {
                (
                    g.player(s).done.len(),
                    g.player(s).level,
                    std::cmp::Reverse(s),
                )
            })
    };
    match g.player(lord).standing.reward {
        RewardTo::Wounded if living(wounded) => Some(wounded),
        RewardTo::Seat(s) if living(s) => Some(s),
        _ => leader(),
    }
}

/// Minions whose standing answer is to strike (G28): once a turn, at the end of combat, each
/// attacks one monster that attacked its hero, in the form it does best in; no Movement, no
/// Challenge spent.
fn minion_strikes(ctx: &mut Ctx) {
    let Some(c) = ctx.g.combat.clone() else {
        return;
    };
    if c.slay.is_some() {
        return;
    }
    for hero in ctx.g.living_from(ctx.g.active) {
        let p = ctx.g.player(hero);
        if window::minion_plan(&ctx.g, hero) != Some(false)
            || p.minion_used
            || !c.defenders.contains(&hero)
        {
            continue;
        }
        let Some(&(minion, _)) = p.minions.first() else {
            continue;
        };
        let Some(mm) = set().adventure(minion).monster.as_ref() else {
            continue;
        };
        let Some(i) =
            (0..c.attacks.len()).find(|&i| c.attacks[i].target == hero && alive_monster(&ctx.g, i))
        else {
            continue;
        };
        let Some(m) = fight::monster(&ctx.g, &c.attacks[i]) else {
            continue;
        };
        let form = FORMS
            .into_iter()
            .max_by_key(|&f| {
                (
                    i32::from(mm.score(f)) - i32::from(m.score(f)),
                    std::cmp::Reverse(f),
                )
            })
            .expect("three forms");
        let (d1, d2) = (ctx.die(), ctx.die());
        let draws = ctx.g.draws;
        let mine = d1 + mm.score(form);
        let theirs = d2 + m.score(form);
        ctx.emit(Event::Fought {
            attack: i,
            hero,
            minion: Some(minion),
            attack_die: d2,
            attack_total: theirs,
            counter_die: d1,
            counter_total: mine,
            draws,
        });
        if mine > theirs && !fight::shrugs(m, form) {
            ctx.emit(Event::MonsterHurt {
                attack: i,
                by: hero,
                wounds: 1,
            });
        } else if theirs > mine {
            ctx.emit(Event::MinionHurt {
                seat: hero,
                card: minion,
                wounds: 1,
            });
        }
    }
}
