//! Quests by scenario (G31-G37, G40), and hero against hero (G26).

use super::super::action::{Action, Rejection};
use super::super::content::{set, Form, Op, QuestId, Task};
use super::super::event::Event;
use super::super::map::{Cell, Spot};
use super::super::rules::apply;
use super::super::{Game, Outcome, Phase};
use super::combat::{run, table};

fn quest(id: &str) -> QuestId {
    set()
        .quests
        .iter()
        .position(|q| q.id == id)
        .expect("a quest") as QuestId
}

/// Makes `q` one of `seat`'s Personal Quests, wherever it was.
/// Quest `q` as the Global, in nobody's hand nor the deck (the Global before it back in
/// the deck).
fn make_global(g: &mut Game, q: QuestId) {
    for p in &mut g.players {
        p.quests.retain(|&x| x != q);
    }
    g.quest_deck.retain(|&x| x != q);
    if let Some(old) = g.global.replace(q) {
        g.quest_deck.push(old);
    }
}

fn hold(g: &mut Game, seat: usize, q: QuestId) {
    g.quest_deck.retain(|&x| x != q);
    for p in &mut g.players {
        p.quests.retain(|&x| x != q);
    }
    if g.global == Some(q) {
        g.global = g.quest_deck.pop();
    }
    g.players[seat].quests.push(q);
}

/// Lays the map card `id` at a free cell (if not yet on the map) and stands `seat` on it.
fn stand_on(g: &mut Game, seat: usize, id: &str, cell: Cell) {
    let m = set().map_named(id).expect("a map card");
    if g.map.cell_of(m).is_none() {
        g.map_deck.retain(|&x| x != m);
        g.map.place(
            m,
            Spot {
                cell,
                turned: false,
            },
        );
    }
    g.players[seat].cell = g.map.cell_of(m).unwrap();
}

/// The active player's Hero Phase with `movement` left.
fn hero_phase(g: &mut Game, a: usize, movement: u8) {
    run(g, a, Action::EndDungeonLord);
    if g.drawn_map.is_some() {
        run(g, a, Action::Place { spot: 0 });
    }
    assert_eq!(g.phase, Phase::Hero);
    g.turn.movement = movement;
}

#[test]
fn g31_a_quest_is_attempted_only_where_it_is_done_and_only_by_its_holder() {
    let (mut g, a, b) = table(21);
    let q = quest("quest.idol_eye");
    hold(&mut g, b, q);
    hero_phase(&mut g, a, 3);
    assert_eq!(
        apply(&g, a, &Action::Attempt { quest: q }),
        Err(Rejection::NotYourQuest)
    );
    hold(&mut g, a, q);
    assert_eq!(
        apply(&g, a, &Action::Attempt { quest: q }),
        Err(Rejection::NotThere)
    );
}

#[test]
fn g34_a_threat_quest_s_first_try_is_free_and_each_retry_costs_a_movement() {
    let (mut g, a, _) = table(22);
    let q = quest("quest.chime_below");
    hold(&mut g, a, q);
    stand_on(&mut g, a, "map.sunken_chime", Cell { x: 8, y: 8 });
    hero_phase(&mut g, a, 2);
    g.players[a].life = 6;
    let events = run(&mut g, a, Action::Attempt { quest: q });
    assert!(events.contains(&Event::Attempted {
        seat: a,
        quest: q,
        cost: 0
    }));
    let done = g.players[a].done.contains(&q);
    if !done && g.players[a].alive {
        let events = run(&mut g, a, Action::Attempt { quest: q });
        assert!(events.contains(&Event::Attempted {
            seat: a,
            quest: q,
            cost: 1
        }));
        assert_eq!(g.turn.movement, 1);
    }
}

#[test]
fn g33_a_sacrifice_s_wound_price_may_not_kill_and_is_paid_in_full() {
    let (mut g, a, _) = table(23);
    let q = quest("quest.ferryman_toll");
    hold(&mut g, a, q);
    stand_on(&mut g, a, "map.rustgrate", Cell { x: 8, y: 8 });
    hero_phase(&mut g, a, 2);
    g.players[a].glory = 5;
    g.players[a].life = 1;
    assert_eq!(
        apply(&g, a, &Action::Attempt { quest: q }),
        Err(Rejection::CannotPay)
    );
    g.players[a].life = 4;
    g.players[a].glory = 1;
    assert_eq!(
        apply(&g, a, &Action::Attempt { quest: q }),
        Err(Rejection::CannotPay)
    );
    g.players[a].glory = 5;
    let hand = g.players[a].hand.len();
    run(&mut g, a, Action::Attempt { quest: q });
    // The printed Glory and wounds paid; a Level; and the reward's cards.
    let (mut glory, mut wounds) = (0u32, 0u8);
    if let Some(Task::Price(price)) = &set().quest(q).task {
        for e in price {
            match e.op {
                Op::Glory { amount, .. } => glory += u32::from(amount.unsigned_abs()),
                Op::Wound { amount, .. } => wounds += amount as u8,
                _ => {}
            }
        }
    }
    let drawn: usize = set()
        .quest(q)
        .reward
        .iter()
        .map(|e| match e.op {
            Op::Draw { amount } => amount as usize,
            _ => 0,
        })
        .sum();
    assert_eq!(g.players[a].glory, 5 - glory);
    assert_eq!(g.players[a].life, 4 - wounds);
    assert_eq!(g.players[a].level, 2);
    assert!(g.players[a].done.contains(&q));
    assert_eq!(g.players[a].hand.len(), hand + drawn);
}

/// G33: a Sacrifice's cards are his to choose when his hand holds more than the price.
#[test]
fn g33_a_sacrifice_takes_the_cards_he_chooses() {
    let (mut g, a, b) = table(23);
    let q = quest("quest.nameless_wax");
    hold(&mut g, a, q);
    stand_on(&mut g, a, "map.moonwell", Cell { x: 8, y: 8 });
    hero_phase(&mut g, a, 2);
    assert_eq!(g.players[a].hand.len(), 5);
    let hand = g.players[a].hand.clone();
    run(&mut g, a, Action::Attempt { quest: q });
    let asked = g.asked.clone().expect("asked which cards");
    assert_eq!(
        (asked.seat, asked.question),
        (
            a,
            super::super::state::Question::Sacrifice { quest: q, count: 3 }
        )
    );
    let choose = |cards: Vec<u8>| Action::Choose(super::super::action::Choice::Cards(cards));
    for wrong in [
        vec![hand[0], hand[1]],
        vec![hand[0], hand[0], hand[1]],
        vec![hand[0], hand[1], g.players[b].hand[0]],
    ] {
        assert_eq!(apply(&g, a, &choose(wrong)), Err(Rejection::NotAnOption));
    }
    let events = run(&mut g, a, choose(vec![hand[0], hand[2], hand[4]]));
    for c in [hand[0], hand[2], hand[4]] {
        assert!(events.contains(&Event::Discarded {
            seat: a,
            card: Some(c)
        }));
    }
    assert!(g.players[a].hand.contains(&hand[1]) && g.players[a].hand.contains(&hand[3]));
    assert!(g.players[a].done.contains(&q));
    // With no more cards than the price, nothing is asked: they all go.
    let (mut g, a, _) = table(23);
    hold(&mut g, a, q);
    stand_on(&mut g, a, "map.moonwell", Cell { x: 8, y: 8 });
    hero_phase(&mut g, a, 2);
    g.players[a].hand.truncate(3);
    run(&mut g, a, Action::Attempt { quest: q });
    assert!(g.asked.is_none());
    assert!(g.players[a].done.contains(&q));
}

#[test]
fn g32_completing_the_global_deals_a_new_one_and_g37_levels_stop_at_3() {
    let (mut g, a, _) = table(24);
    let q = quest("quest.lamplighter_debt");
    make_global(&mut g, q);
    let next = g.quest_deck[0];
    stand_on(&mut g, a, "map.candlewax", Cell { x: 8, y: 8 });
    hero_phase(&mut g, a, 1);
    g.players[a].level = 3;
    let events = run(&mut g, a, Action::Attempt { quest: q });
    assert!(events.contains(&Event::GlobalDealt { quest: next }));
    assert_eq!(g.global, Some(next));
    assert_eq!(g.players[a].level, 3, "Level 3 is the most");
}

#[test]
fn g40_a_third_quest_wins_at_once() {
    let (mut g, a, _) = table(25);
    let q = quest("quest.lamplighter_debt");
    hold(&mut g, a, q);
    let others: Vec<QuestId> = g.quest_deck.iter().copied().take(2).collect();
    g.quest_deck.retain(|x| !others.contains(x));
    g.players[a].done.extend(others);
    stand_on(&mut g, a, "map.candlewax", Cell { x: 8, y: 8 });
    hero_phase(&mut g, a, 1);
    run(&mut g, a, Action::Attempt { quest: q });
    assert_eq!(g.outcome, Some(Outcome::Quests(a)));
    assert!(g.is_over());
}

#[test]
fn g34_a_search_adds_the_spaces_from_the_entrance_and_needs_its_kind() {
    let (mut g, a, _) = table(26);
    let q = quest("quest.singing_keystone");
    hold(&mut g, a, q);
    hero_phase(&mut g, a, 3);
    // The Entrance is no room.
    assert_eq!(
        apply(&g, a, &Action::Search { quest: q }),
        Err(Rejection::NotThere)
    );
    assert_eq!(
        apply(&g, a, &Action::Attempt { quest: q }),
        Err(Rejection::NotFound)
    );
    // A room two openings from the Entrance: north of the north passage, if it joins.
    let room = set()
        .maps
        .iter()
        .position(|m| {
            m.kind == super::super::content::MapKind::Room
                && m.exits.s != super::super::content::Exit::Wall
        })
        .unwrap() as u8;
    let north = Cell::ORIGIN.step(super::super::map::Side::N);
    let spot = Spot {
        cell: north.step(super::super::map::Side::N),
        turned: false,
    };
    assert!(
        g.map.fits(room, spot, true),
        "seed 26 no longer shows the scene"
    );
    g.map_deck.retain(|&x| x != room);
    g.map.place(room, spot);
    g.players[a].cell = spot.cell;
    let events = run(&mut g, a, Action::Search { quest: q });
    let (bonus, found) = events
        .iter()
        .find_map(|e| match e {
            Event::Searched { bonus, found, .. } => Some((*bonus, *found)),
            _ => None,
        })
        .unwrap();
    assert_eq!(bonus, 2);
    assert_eq!(g.players[a].done.contains(&q), found, "found: done at once");
    assert_eq!(g.turn.movement, 2);
}

#[test]
fn g36_an_escort_is_taken_dropped_taken_by_another_and_delivered() {
    let (mut g, a, b) = table(27);
    let q = quest("quest.cartographer");
    hold(&mut g, a, q);
    // Its token waits at the Entrance.
    hero_phase(&mut g, a, 3);
    run(&mut g, a, Action::Take { quest: q });
    assert_eq!(g.players[a].carrying, Some(q));
    assert_eq!(
        apply(&g, a, &Action::Drop),
        Ok(vec![Event::TokenDropped {
            seat: a,
            quest: q,
            cell: Cell::ORIGIN
        }])
    );
    run(&mut g, a, Action::Drop);
    assert!(!g.players[a].quests.contains(&q));
    assert_eq!(g.dropped, vec![(q, Cell::ORIGIN)]);
    // B picks it up in his own Hero Phase, even beyond his two quests.
    g.active = b;
    g.players[b].cell = Cell::ORIGIN;
    let held = g.players[b].quests.len();
    run(&mut g, b, Action::Take { quest: q });
    assert_eq!(g.players[b].quests.len(), held + 1);
    assert_eq!(g.players[b].carrying, Some(q));
    stand_on(&mut g, b, "map.vaulted_cistern", Cell { x: 8, y: 8 });
    run(&mut g, b, Action::Attempt { quest: q });
    assert!(g.players[b].done.contains(&q));
    assert_eq!(g.players[b].carrying, None);
}

#[test]
fn g26_a_hero_s_hit_on_another_takes_his_escort_when_declared() {
    let (mut g, a, b) = table(28);
    let q = quest("quest.cartographer");
    hold(&mut g, b, q);
    g.players[b].carrying = Some(q);
    hero_phase(&mut g, a, 2);
    let events = run(
        &mut g,
        a,
        Action::Duel {
            target: b,
            form: Form::Melee,
            steal: true,
        },
    );
    let hit = events
        .iter()
        .any(|e| matches!(e, Event::Dueled { total, their_total, .. } if total > their_total));
    assert_eq!(g.players[a].carrying == Some(q), hit);
    assert_eq!(g.players[b].life, 6, "a steal deals no wound");
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Glory { .. } | Event::Peril { .. })));
    assert_eq!(
        apply(
            &g,
            a,
            &Action::Duel {
                target: b,
                form: Form::Melee,
                steal: false
            }
        ),
        Err(Rejection::Challenged)
    );
}

#[test]
fn g25_a_challenged_hero_gets_a_response_step_before_the_rolls() {
    let (mut g, a, b) = table(28);
    hero_phase(&mut g, a, 2);
    let tincture = super::combat::card("adv.red_moss_tincture");
    super::combat::give(&mut g, b, tincture);
    g.players[b].glory = 4;
    // `when-lethal`: a hit's wound would kill him at 1 Life, so he is asked.
    g.players[b].life = 1;
    let duel = Action::Duel {
        target: b,
        form: Form::Melee,
        steal: false,
    };
    let events = run(&mut g, a, duel.clone());
    assert!(!events.iter().any(|e| matches!(e, Event::Dueled { .. })));
    assert_eq!(g.awaited(), vec![b], "the defender's Response step");
    assert!(!g.turn.attacked, "a Challenge is no DungeonLord's attack");
    assert_eq!(apply(&g, a, &Action::EndHero), Err(Rejection::WindowOpen));
    let heal = Action::Respond {
        plays: vec![super::super::state::Response {
            card: Some(tincture),
            on: None,
            extra: 0,
            target: None,
        }],
    };
    let events = run(&mut g, b, heal);
    let dueled = events
        .iter()
        .position(|e| matches!(e, Event::Dueled { .. }));
    let healed = events
        .iter()
        .position(|e| matches!(e, Event::Healed { .. }));
    assert!(
        healed < dueled && dueled.is_some(),
        "healed, then the rolls: {events:?}"
    );
    assert!(g.players[b].alive && g.players[b].life >= 2);
    assert!(g.combat.is_none());
    assert!(g.players[a].challenged);
    // Unasked (`pass`), the rolls come at once.
    let (mut g, a, b) = table(28);
    hero_phase(&mut g, a, 2);
    g.players[b].standing.respond = super::super::state::Respond::Pass;
    let events = run(&mut g, a, duel);
    assert!(events.iter().any(|e| matches!(e, Event::Dueled { .. })));
}

#[test]
fn a_threat_bonus_for_one_roll_adds_its_hash_and_is_spent_on_that_roll() {
    let (mut g, a, _) = table(29);
    let q = quest("quest.chime_below");
    hold(&mut g, a, q);
    stand_on(&mut g, a, "map.sunken_chime", Cell { x: 8, y: 8 });
    hero_phase(&mut g, a, 3);
    let breath = super::combat::card("adv.held_breath");
    super::combat::give(&mut g, a, breath);
    g.players[a].glory = 5;
    run(
        &mut g,
        a,
        Action::Play {
            card: breath,
            extra: 2,
        },
    );
    assert_eq!(g.players[a].glory, 2, "1 and 2 for #");
    let base = g.players[a].score(Form::Magic);
    let events = run(&mut g, a, Action::Attempt { quest: q });
    let score = events
        .iter()
        .find_map(|e| match e {
            Event::Rolled { score, .. } => Some(*score),
            _ => None,
        })
        .unwrap();
    assert_eq!(score, base + 3, "+1 and +1 a # (at most 3)");
    assert!(g.turn.temps.is_empty(), "spent on that roll");
}

/// G14: a space's own effects happen on a new entry, after its Glory and Peril: the shrine
/// heals a wounded hero, the library draws him a card; entered again in the same turn,
/// nothing.
#[test]
fn g14_a_space_s_effects_happen_on_a_new_entry() {
    use super::super::rules::{effects, Ctx};
    let (mut g, a, _) = table(23);
    hero_phase(&mut g, a, 3);
    g.players[a].life = 4;
    stand_on(&mut g, a, "map.sunken_chime", Cell { x: 8, y: 8 });
    let mut ctx = Ctx::new(g.clone());
    effects::entered(&mut ctx, a);
    assert!(
        ctx.events
            .iter()
            .any(|e| matches!(e, Event::Healed { seat, life: 1 } if *seat == a)),
        "{:?}",
        ctx.events
    );
    assert_eq!(ctx.g.players[a].life, 5);
    let cell = ctx.g.players[a].cell;
    ctx.g.turn.seen.insert(cell);
    let before = ctx.events.len();
    effects::entered(&mut ctx, a);
    assert_eq!(ctx.events.len(), before, "seen this turn: nothing again");
    let hand = g.players[a].hand.len();
    stand_on(&mut g, a, "map.candlewax", Cell { x: 10, y: 10 });
    let mut ctx = Ctx::new(g);
    effects::entered(&mut ctx, a);
    assert_eq!(ctx.g.players[a].hand.len(), hand + 1, "{:?}", ctx.events);
}

/// G40: a third quest wins at once; when it was the Global, the new Global the rules deal on
/// the way is not told (the channel heard "The new Global quest" after the win's line).
#[test]
fn g40_a_third_quest_that_was_the_global_wins_and_tells_no_new_one() {
    let (mut g, a, _) = table(24);
    let q = quest("quest.lamplighter_debt");
    make_global(&mut g, q);
    let others: Vec<QuestId> = g.quest_deck.iter().copied().take(2).collect();
    g.quest_deck.retain(|x| !others.contains(x));
    g.players[a].done.extend(others);
    stand_on(&mut g, a, "map.candlewax", Cell { x: 8, y: 8 });
    hero_phase(&mut g, a, 1);
    let before = g.clone();
    let events = run(&mut g, a, Action::Attempt { quest: q });
    assert_eq!(g.outcome, Some(Outcome::Quests(a)));
    let names: Vec<String> = (0..g.players.len()).map(|s| format!("p{s}")).collect();
    for lang in [crate::lang::Lang::En, crate::lang::Lang::Es] {
        let told = crate::games::dungeoneer::words::tell(lang, &before, None, &names, &events);
        let global = crate::lang::text(lang, "dg-tell-global", &[("quest", "X".into())]);
        let head = global.split("X").next().unwrap_or_default().to_string();
        assert!(told.iter().all(|l| !l.contains(head.trim())), "{told:?}");
    }
}
