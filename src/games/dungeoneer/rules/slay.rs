//! Slay quests (G35): the monster, run by the next living seat to the attempter's left, attacks
//! first; then he may challenge it for 1 Movement. Its wounds stay on the card; the last one
//! completes the quest.

use super::super::action::Rejection;
use super::super::content::{set, Form, QuestId, QuestType};
use super::super::event::Event;
use super::super::state::{Asked, Attacking, Game, Question, Seat, SlayForm};
use super::modifiers::{self, Against};
use super::{combat, harm, quests, Ctx};

/// The wounds on a Slay quest's monster.
pub fn wounds(g: &Game, quest: QuestId) -> u8 {
    g.slay_wounds
        .iter()
        .find(|(q, _)| *q == quest)
        .map_or(0, |w| w.1)
}

pub fn check_slay(g: &Game, seat: Seat, quest: QuestId) -> Result<(), Rejection> {
    if !quests::held(g, seat).contains(&quest) {
        return Err(Rejection::NotYourQuest);
    }
    let q = set().quest(quest);
    if q.kind != QuestType::Slay {
        return Err(Rejection::WrongCard);
    }
    if g.turn.slain.contains(&quest) {
        return Err(Rejection::SlainThisTurn);
    }
    let here = g.map.at(g.player(seat).cell).map(|p| &set().map(p.card).id);
    if !q.locations.iter().any(|l| Some(l) == here) {
        return Err(Rejection::NotThere);
    }
    if g.next_living(seat).is_none() {
        return Err(Rejection::BadTarget);
    }
    Ok(())
}

/// The monster attacks first, run by the seat to the left, in the form with the widest
/// margin (G42 `slay form: best`), or the one its runner names when his answer is `ask`;
/// free, and never paid.
pub fn slay(ctx: &mut Ctx, seat: Seat, quest: QuestId) {
    let m = set()
        .quest(quest)
        .monster
        .as_ref()
        .expect("a Slay quest has its monster");
    let lord = ctx.g.next_living(seat).expect("checked");
    ctx.emit(Event::SlayBegan { seat, quest, lord });
    if ctx.g.player(lord).standing.slay == SlayForm::Ask && m.attacks.len() > 1 {
        ctx.emit(Event::Asked {
            asked: Asked {
                seat: lord,
                question: Question::SlayForm { hero: seat, quest },
            },
        });
        return;
    }
    let form = m
        .attacks
        .iter()
        .copied()
        .max_by_key(|&f| {
            let hero = modifiers::score(
                &ctx.g,
                seat,
                f,
                Against {
                    monster: Some(m.kind),
                    form: Some(f),
                },
            );
            (
                i32::from(m.score(f)) - i32::from(hero),
                std::cmp::Reverse(f),
            )
        })
        .unwrap_or(Form::Melee);
    attacks(ctx, seat, quest, form);
}

/// The Slay monster's attack on `seat` in `form`.
pub fn attacks(ctx: &mut Ctx, seat: Seat, quest: QuestId, form: Form) {
    let (Some(m), Some(lord)) = (set().quest(quest).monster.as_ref(), ctx.g.next_living(seat))
    else {
        return;
    };
    let attack = Attacking {
        card: None,
        target: seat,
        form,
        cell: ctx.g.player(seat).cell,
        wounds: wounds(&ctx.g, quest),
        extra: 0,
        special: m.special.is_some(),
        cancelled: false,
        gone: false,
        dealt: 0,
        taken: 0,
        from_pack: false,
    };
    combat::open(ctx, lord, vec![attack], Some(quest));
}

pub fn check_challenge(g: &Game, seat: Seat, quest: QuestId) -> Result<(), Rejection> {
    if !g.turn.slain.contains(&quest) || g.combat.is_some() {
        return Err(Rejection::NothingToChallenge);
    }
    if g.player(seat).challenged {
        return Err(Rejection::Challenged);
    }
    if g.player(seat).tipped {
        return Err(Rejection::Tipped);
    }
    if g.turn.movement == 0 {
        return Err(Rejection::NoMovement);
    }
    if !quests::held(g, seat).contains(&quest) {
        return Err(Rejection::NotYourQuest);
    }
    Ok(())
}

/// His Challenge on the quest's monster (1 Movement): he picks the form; no challenge back.
pub fn challenge(ctx: &mut Ctx, seat: Seat, quest: QuestId, form: Form) {
    let m = set().quest(quest).monster.as_ref().expect("a Slay quest");
    let against = Against {
        monster: Some(m.kind),
        form: Some(form),
    };
    let mine = i32::from(modifiers::score(&ctx.g, seat, form, against));
    let their = i32::from(m.score(form));
    let (d1, d2) = (ctx.die(), ctx.die());
    let draws = ctx.g.draws;
    let hero_total = (i32::from(d1) + mine).max(0) as u8;
    let monster_total = (i32::from(d2) + their).max(0) as u8;
    ctx.emit(Event::SlayChallenged {
        seat,
        quest,
        form,
        hero_die: d1,
        hero_total,
        monster_die: d2,
        monster_total,
        draws,
    });
    if hero_total > monster_total && !super::fight::shrugs(m, form) {
        let w = wounds(&ctx.g, quest) + 1;
        ctx.emit(Event::SlayWounds { quest, wounds: w });
    } else if monster_total > hero_total {
        harm::wound(ctx, seat, 1);
    }
}

/// After every action: a Slay monster whose last wound has fallen completes its quest for
/// the hero who fought it (G35).
pub fn settle(ctx: &mut Ctx) {
    if ctx.g.combat.is_some() || ctx.g.is_over() || ctx.g.asked.is_some() {
        return;
    }
    let seat = ctx.g.active;
    for quest in quests::held(&ctx.g, seat) {
        let q = set().quest(quest);
        let Some(m) = &q.monster else { continue };
        if ctx.g.turn.slain.contains(&quest)
            && wounds(&ctx.g, quest) >= m.life
            && ctx.g.player(seat).alive
        {
            quests::complete(ctx, seat, quest);
            return;
        }
    }
}
