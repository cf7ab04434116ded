//! Quests (G31-G37): attempts in the Hero Phase at a quest's place, searches, Escort tokens,
//! completion, Levels, the new Global, and the third quest's win.

use super::super::action::Rejection;
use super::super::content::{set, CardId, MapKind, QuestId, QuestType, Task};
use super::super::event::{Event, Roll};
use super::super::state::{Asked, Game, Outcome, Question, Seat};
use super::effects::{self, On};
use super::Ctx;

/// The quests `seat` may work on: his Personal Quests and the Global (G31).
pub fn held(g: &Game, seat: Seat) -> Vec<QuestId> {
    let mut q = g.player(seat).quests.clone();
    q.extend(g.global);
    q
}

/// The map card id under `seat`'s hero.
fn here(g: &Game, seat: Seat) -> &'static str {
    let cell = g.player(seat).cell;
    let card = g.map.at(cell).expect("a hero stands on a card").card;
    &set().map(card).id
}

fn kind_here(g: &Game, seat: Seat) -> MapKind {
    let cell = g.player(seat).cell;
    set().map(g.map.at(cell).expect("a card").card).kind
}

/// Whether he stands where the quest is done (Escort: its destination).
fn at_place(g: &Game, seat: Seat, quest: QuestId) -> bool {
    let q = set().quest(quest);
    let id = here(g, seat);
    match q.kind {
        QuestType::Escort => q.locations.get(1).is_some_and(|l| l == id),
        QuestType::Search => g.turn.found.contains(&quest),
        _ => q.locations.iter().any(|l| l == id),
    }
}

/// The Movement an attempt costs now (G33, G34): a Threat's first try each turn is free, a
/// Chance costs 1 each, arriving and paying a price cost nothing.
fn cost(g: &Game, quest: QuestId) -> u8 {
    match &set().quest(quest).task {
        Some(Task::Threat { .. }) => u8::from(g.turn.tried.contains(&quest)),
        Some(Task::Chance(_)) => 1,
        _ => 0,
    }
}

pub fn check_attempt(g: &Game, seat: Seat, quest: QuestId) -> Result<(), Rejection> {
    if !held(g, seat).contains(&quest) {
        return Err(Rejection::NotYourQuest);
    }
    let q = set().quest(quest);
    match q.kind {
        QuestType::Slay => return Err(Rejection::SlayNeedsCombat),
        QuestType::Escort if g.player(seat).carrying != Some(quest) => {
            return Err(Rejection::NoToken)
        }
        _ => {}
    }
    if !at_place(g, seat, quest) {
        return Err(if q.kind == QuestType::Search {
            Rejection::NotFound
        } else {
            Rejection::NotThere
        });
    }
    if g.player(seat).tipped && cost(g, quest) > 0 {
        return Err(Rejection::Tipped);
    }
    if g.turn.movement < cost(g, quest) {
        return Err(Rejection::NoMovement);
    }
    if let Some(Task::Price(price)) = &q.task {
        check_price(g, seat, price)?;
    }
    Ok(())
}

/// A price must be payable in full, and a wound price may not kill (G33).
fn check_price(
    g: &Game,
    seat: Seat,
    price: &[super::super::content::Effect],
) -> Result<(), Rejection> {
    use super::super::content::Op;
    let p = g.player(seat);
    for e in price {
        let short = match e.op {
            Op::Glory { amount, .. } => p.glory < u32::from(amount.unsigned_abs()),
            Op::Wound { amount, .. } => p.life <= amount.max(0) as u8,
            Op::Discard { amount, .. } => p.hand.len() < amount.max(0) as usize,
            Op::Movement { amount } => g.turn.movement < amount.unsigned_abs(),
            _ => false,
        };
        if short {
            return Err(Rejection::CannotPay);
        }
    }
    Ok(())
}

/// An attempt on a quest where he stands.
pub fn attempt(ctx: &mut Ctx, seat: Seat, quest: QuestId) {
    let q = set().quest(quest);
    let cost = cost(&ctx.g, quest);
    ctx.emit(Event::Attempted { seat, quest, cost });
    let roll = Roll::Quest { quest };
    let done = match &q.task {
        None | Some(Task::Arrive(_)) => true,
        Some(Task::Threat { form, number, fail }) => {
            let number = number.saturating_add_signed(super::modifiers::quest_threat(&ctx.g, seat));
            let met = super::dice::threat(ctx, seat, roll, *form, number);
            if !met {
                // A failure strikes every hero in the space (G34).
                let cell = ctx.g.player(seat).cell;
                for other in ctx.g.living_from(seat) {
                    if ctx.g.player(other).cell == cell {
                        let on = On {
                            you: seat,
                            hero: other,
                            extra: 0,
                            roll,
                        };
                        effects::resolve(ctx, on, fail);
                    }
                }
            }
            met
        }
        Some(Task::Chance(c)) => {
            let dice: Vec<u8> = (0..c.dice).map(|_| ctx.die()).collect();
            let draws = ctx.g.draws;
            let met = c.met(&dice);
            ctx.emit(Event::Dice {
                seat,
                quest,
                dice,
                draws,
            });
            met
        }
        Some(Task::Price(price)) => {
            // Which cards a discard takes is his to say, when his hand holds more (G33).
            let count = price
                .iter()
                .map(|e| match e.op {
                    super::super::content::Op::Discard { amount, .. } => amount.max(0) as usize,
                    _ => 0,
                })
                .sum::<usize>();
            if count > 0 && ctx.g.player(seat).hand.len() > count {
                ctx.emit(Event::Asked {
                    asked: Asked {
                        seat,
                        question: Question::Sacrifice { quest, count },
                    },
                });
                return;
            }
            sacrificed(ctx, seat, quest, &[]);
            return;
        }
    };
    if done && ctx.g.player(seat).alive {
        complete(ctx, seat, quest);
    }
}

/// A Sacrifice's price paid, `cards` given up first to its discard (the rest of his hand
/// when he held no more than the price), and the quest completed if he lives.
pub fn sacrificed(ctx: &mut Ctx, seat: Seat, quest: QuestId, cards: &[CardId]) {
    let Some(Task::Price(price)) = &set().quest(quest).task else {
        return;
    };
    let on = On::own(seat, Roll::Quest { quest });
    pay(ctx, on, price, cards);
    if ctx.g.player(seat).alive {
        complete(ctx, seat, quest);
    }
}

/// A price paid by his own hand: a discard takes the cards he chose, else what his hand
/// holds (no more than the price).
fn pay(ctx: &mut Ctx, on: On, price: &[super::super::content::Effect], chosen: &[CardId]) {
    use super::super::content::Op;
    let mut chosen = chosen.iter().copied();
    for e in price {
        match e.op {
            Op::Discard { amount, .. } => {
                for _ in 0..amount.max(0) {
                    let hand = &ctx.g.player(on.hero).hand;
                    let next = chosen.next().filter(|c| hand.contains(c));
                    let Some(card) = next.or_else(|| hand.last().copied()) else {
                        break;
                    };
                    ctx.emit(Event::Discarded {
                        seat: on.hero,
                        card: Some(card),
                    });
                }
            }
            _ => effects::resolve(ctx, on, std::slice::from_ref(e)),
        }
    }
}

/// A quest done: a Level (up to 3), its reward, a new Global if it was the Global, and the
/// win at the third (G31, G32, G37, G40).
pub fn complete(ctx: &mut Ctx, seat: Seat, quest: QuestId) {
    let level = (ctx.g.player(seat).level + 1).min(3);
    ctx.emit(Event::Completed { seat, quest, level });
    let q = set().quest(quest);
    if q.kind != QuestType::Artifact {
        let on = On::own(seat, Roll::Quest { quest });
        effects::resolve(ctx, on, &q.reward);
    }
    if ctx.g.global.is_none() {
        deal_global(ctx);
    }
    if ctx.g.player(seat).done.len() >= 3 && !ctx.g.is_over() {
        ctx.emit(Event::Ended {
            outcome: Outcome::Quests(seat),
        });
    }
}

/// A new Global from the top of the quest deck (G32); an empty deck deals nothing.
pub fn deal_global(ctx: &mut Ctx) {
    if let Some(&quest) = ctx.g.quest_deck.first() {
        ctx.emit(Event::GlobalDealt { quest });
    }
}

pub fn check_search(g: &Game, seat: Seat, quest: QuestId) -> Result<(), Rejection> {
    if !held(g, seat).contains(&quest) {
        return Err(Rejection::NotYourQuest);
    }
    let Some(search) = set().quest(quest).search else {
        return Err(Rejection::NotASearch);
    };
    if g.turn.found.contains(&quest) {
        return Err(Rejection::AlreadyFound);
    }
    if !kind_here(g, seat).counts_as(search.on) {
        return Err(Rejection::NotThere);
    }
    if g.player(seat).tipped {
        return Err(Rejection::Tipped);
    }
    if g.turn.movement == 0 {
        return Err(Rejection::NoMovement);
    }
    Ok(())
}

/// A search roll (G34): 1 Movement, a die plus the spaces from the Entrance. Found, it is
/// done at once unless the card sets a follow-up task for this turn.
pub fn search(ctx: &mut Ctx, seat: Seat, quest: QuestId) {
    let q = set().quest(quest);
    let number = q.search.expect("checked").number;
    let cell = ctx.g.player(seat).cell;
    let distance = ctx.g.map.distances().get(&cell).copied().unwrap_or(0) as i32;
    let kind = super::super::content::effect::RollKind::Search;
    let cards = super::modifiers::roll_bonus(&ctx.g, seat, kind, Default::default());
    let bonus = (distance + cards).clamp(0, 255) as u8;
    let die = ctx.die();
    let draws = ctx.g.draws;
    let found = die + bonus >= number;
    ctx.emit(Event::Searched {
        seat,
        quest,
        die,
        bonus,
        number,
        found,
        draws,
    });
    if found && q.task.is_none() {
        complete(ctx, seat, quest);
    }
}

pub fn check_take(g: &Game, seat: Seat, quest: QuestId) -> Result<(), Rejection> {
    let cell = g.player(seat).cell;
    if g.player(seat).carrying.is_some() {
        return Err(Rejection::CarryingOne);
    }
    // A token dropped in his space.
    if g.dropped.iter().any(|&(q, c)| q == quest && c == cell) {
        return Ok(());
    }
    let q = set().quest(quest);
    if q.kind != QuestType::Escort {
        return Err(Rejection::NotAnEscort);
    }
    if !held(g, seat).contains(&quest) || g.player(seat).done.contains(&quest) {
        return Err(Rejection::NotYourQuest);
    }
    if q.locations.first().is_none_or(|l| l != here(g, seat)) {
        return Err(Rejection::NotThere);
    }
    Ok(())
}

/// The token taken (free, G36); a Global Escort becomes his and a new Global is dealt.
pub fn take(ctx: &mut Ctx, seat: Seat, quest: QuestId) {
    let was_global = ctx.g.global == Some(quest);
    ctx.emit(Event::TokenTaken { seat, quest });
    if was_global {
        deal_global(ctx);
    }
}

pub fn check_drop(g: &Game, seat: Seat) -> Result<(), Rejection> {
    let Some(quest) = g.player(seat).carrying else {
        return Err(Rejection::NoToken);
    };
    if at_place(g, seat, quest) {
        return Err(Rejection::DeliverInstead);
    }
    Ok(())
}

pub fn drop(ctx: &mut Ctx, seat: Seat) {
    let quest = ctx.g.player(seat).carrying.expect("checked");
    let cell = ctx.g.player(seat).cell;
    ctx.emit(Event::TokenDropped { seat, quest, cell });
}
