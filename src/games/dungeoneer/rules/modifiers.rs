//! Lasting effects read where their numbers are used (DUNGEONEER-DECK.md §4, rules 1-3):
//! readied cards, curses, Effect quests (on the holder, or every hero while Global: G33) and
//! this turn's effects. Modifiers add; scores never fall below 0.

use super::super::content::effect::{MonsterKind, Source, Stat};
use super::super::content::{set, Effect, Form, Op, QuestType, When};
use super::super::state::{Game, Seat};

/// What a modifier may be conditioned on besides the hero himself.
#[derive(Clone, Copy, Debug, Default)]
pub struct Against {
    pub monster: Option<MonsterKind>,
    pub form: Option<Form>,
}

/// Whether `w` holds for `seat` now.
pub fn holds(g: &Game, seat: Seat, w: &When, against: Against) -> bool {
    let p = g.player(seat);
    let card = g.map.at(p.cell).map(|c| set().map(c.card));
    w.space
        .is_none_or(|k| card.is_some_and(|c| c.kind.counts_as(k)))
        && w.feature
            .is_none_or(|f| card.is_some_and(|c| c.feature.kind() == Some(f)))
        && w.monster.is_none_or(|k| against.monster == Some(k))
        && w.form.is_none_or(|f| against.form == Some(f))
        && w.level.is_none_or(|l| p.level >= l)
        && w.tipped.is_none_or(|t| p.tipped == t)
        && w.wounded.is_none_or(|wd| (p.life < 6) == wd)
}

/// Every lasting effect on `seat`'s hero: his readied cards and the curses on him, the
/// Effect quests binding him, this turn's, and the scores and immunities he played in this
/// combat's window.
pub fn lasting(g: &Game, seat: Seat) -> Vec<&Effect> {
    let s = set();
    let p = g.player(seat);
    let mut out: Vec<&Effect> = p
        .inventory
        .iter()
        .chain(p.curses.iter().map(|(c, _)| c))
        .flat_map(|&c| s.adventure(c).effects.iter())
        .collect();
    let mut quests = p.quests.clone();
    quests.extend(g.global);
    for q in quests {
        if s.quest(q).kind == QuestType::Effect {
            out.extend(s.quest(q).ongoing.iter());
        }
    }
    out.extend(
        g.turn
            .temps
            .iter()
            .filter(|(who, _)| *who == seat)
            .map(|(_, e)| e),
    );
    // Scores and immunities played in this combat's window hold for the combat; its roll
    // bonuses are read by the roll they are aimed at (`window::aimed_bonus`).
    out.extend(
        g.turn
            .aimed
            .iter()
            .filter(|(who, _, e)| {
                *who == seat && matches!(e.op, Op::Stat { .. } | Op::Immune { .. })
            })
            .map(|(_, _, e)| e),
    );
    out
}

/// A hero's score in `form` now, against a monster or not.
pub fn score(g: &Game, seat: Seat, form: Form, against: Against) -> u8 {
    let base = i32::from(g.player(seat).score(form));
    let stat = match form {
        Form::Melee => Stat::Melee,
        Form::Magic => Stat::Magic,
        Form::Speed => Stat::Speed,
    };
    let add: i32 = lasting(g, seat)
        .into_iter()
        .filter(|e| holds(g, seat, &e.when, against))
        .filter_map(|e| match e.op {
            Op::Stat {
                stat: s, amount, ..
            } if s == stat => Some(i32::from(amount)),
            _ => None,
        })
        .sum();
    (base + add).max(0) as u8
}

/// A carry limit or the Pack's room, with its changes.
pub fn limit(g: &Game, seat: Seat, stat: Stat) -> usize {
    let s = set();
    let hero = s.hero(g.player(seat).hero);
    let base = match stat {
        Stat::CarryBoon => i32::from(hero.carry.boon),
        Stat::CarryTreasure => i32::from(hero.carry.treasure),
        _ => 3,
    };
    let add: i32 = lasting(g, seat)
        .into_iter()
        .filter_map(|e| match e.op {
            Op::Stat {
                stat: s, amount, ..
            } if s == stat => Some(i32::from(amount)),
            _ => None,
        })
        .sum();
    (base + add).max(0) as usize
}

fn threat_mod(g: &Game, seat: Seat, source: Source) -> i8 {
    lasting(g, seat)
        .into_iter()
        .filter(|e| holds(g, seat, &e.when, Against::default()))
        .filter_map(|e| match e.op {
            Op::ThreatMod { source: s, amount } if s == source => Some(amount),
            _ => None,
        })
        .sum()
}

/// The change to an exit's Threat number for `seat`.
pub fn exit_threat(g: &Game, seat: Seat) -> i8 {
    threat_mod(g, seat, Source::Exit)
}

/// The change to a quest's Threat number for `seat`.
pub fn quest_threat(g: &Game, seat: Seat) -> i8 {
    threat_mod(g, seat, Source::Quest)
}

/// The change to a Trap's Threat number for `seat`.
pub fn trap_threat(g: &Game, seat: Seat) -> i8 {
    threat_mod(g, seat, Source::Trap)
}

/// The change to a Pit's or Spikes' Threat number for `seat`.
pub fn feature_threat(g: &Game, seat: Seat, pit: bool) -> i8 {
    threat_mod(g, seat, if pit { Source::Pit } else { Source::Spikes })
}

/// The sum of `roll` bonuses of a kind on `seat` (and a form, if the bonus names one).
pub fn roll_bonus(
    g: &Game,
    seat: Seat,
    kind: super::super::content::effect::RollKind,
    against: Against,
) -> i32 {
    lasting(g, seat)
        .into_iter()
        .filter(|e| holds(g, seat, &e.when, against))
        .filter_map(|e| match e.op {
            Op::Roll {
                roll, form, amount, ..
            } if roll == kind && form.is_none_or(|f| against.form == Some(f)) => {
                Some(i32::from(amount))
            }
            _ => None,
        })
        .sum()
}

/// Whether `seat`'s hero ignores an op (by name) or a form.
pub fn immune(g: &Game, seat: Seat, what: &str) -> bool {
    lasting(g, seat).into_iter().any(|e| match &e.op {
        Op::Immune { to } => to.iter().any(|t| t == what),
        _ => false,
    })
}

/// The change to a monster's score from cards on the hero it attacks (rule 7: a Glory card
/// touches monsters attacking its player).
pub fn monster_score(g: &Game, seat: Seat, kind: MonsterKind, form: Form) -> i32 {
    lasting(g, seat)
        .into_iter()
        .filter_map(|e| match e.op {
            Op::MonsterMod {
                kind: k,
                stat,
                amount,
            } if k == kind && stat == form => Some(i32::from(amount)),
            _ => None,
        })
        .sum()
}
