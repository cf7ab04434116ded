//! Combat by scenario (G19-G28, G35, G42): the rules' worked examples with our cards in place
//! of theirs, funding, the sealed window, Pack and Reward, and a Slay quest.

use super::super::action::{Action, Rejection, Sent};
use super::super::content::{set, CardId, Form, QuestId};
use super::super::event::Event;
use super::super::map::{Cell, Spot};
use super::super::rules::apply;
use super::super::state::{Respond, Response};
use super::super::{Game, Phase, Settings};
use crate::chance::seed_from_u64;

pub fn card(id: &str) -> CardId {
    set()
        .adventures
        .iter()
        .position(|c| c.id == id)
        .unwrap_or_else(|| panic!("no card {id}")) as CardId
}

/// Puts `card` into `seat`'s hand, wherever it was.
pub fn give(g: &mut Game, seat: usize, card: CardId) {
    g.deck.retain(|&c| c != card);
    g.discards.retain(|&c| c != card);
    for p in &mut g.players {
        p.hand.retain(|&c| c != card);
    }
    g.players[seat].hand.push(card);
}

pub fn run(g: &mut Game, seat: usize, action: Action) -> Vec<Event> {
    let events = apply(g, seat, &action).unwrap_or_else(|r| panic!("{action:?}: {r:?}"));
    for e in &events {
        g.fold(e);
    }
    events
}

/// A two-player game at its first DungeonLord phase, with the active player `a`.
pub fn table(seed: u64) -> (Game, usize, usize) {
    let mut g = Game::new(seed_from_u64(seed), Settings::new(2));
    for e in apply(&g, 0, &Action::Start).unwrap() {
        g.fold(&e);
    }
    let a = g.active;
    (g, a, 1 - a)
}

fn sent(card: CardId, target: usize, form: Option<Form>, special: bool) -> Sent {
    Sent {
        card,
        target,
        payer: target,
        form,
        special,
        extra: 0,
    }
}

#[test]
fn g20_peril_is_paid_by_the_target_never_by_the_lord_and_never_pooled() {
    let (mut g, a, b) = table(1);
    let legionary = card("adv.hollow_legionary");
    let ogre = card("adv.boulderjaw_ogre");
    give(&mut g, a, legionary);
    give(&mut g, a, ogre);
    g.players[a].peril = 20;
    g.players[b].peril = 6;
    let mut own = sent(legionary, b, Some(Form::Melee), false);
    own.payer = a;
    let declare = |e: Vec<Sent>| Action::Declare {
        banes: Vec::new(),
        encounters: e,
    };
    assert_eq!(apply(&g, a, &declare(vec![own])), Err(Rejection::OwnPeril));
    assert_eq!(
        apply(&g, a, &declare(Vec::new())),
        Err(Rejection::WrongCard)
    );
    // 3 + 5 Peril is more than his 6: the two cannot be pooled from anyone else.
    let both = vec![
        sent(legionary, b, Some(Form::Melee), false),
        sent(ogre, b, Some(Form::Melee), false),
    ];
    assert_eq!(
        apply(&g, a, &declare(both)),
        Err(Rejection::TooPoor {
            cost: 8,
            have: 6,
            peril: true
        })
    );
    assert_eq!(
        apply(
            &g,
            a,
            &declare(vec![sent(legionary, b, Some(Form::Magic), false)])
        ),
        Err(Rejection::BadForm)
    );
    let events = run(
        &mut g,
        a,
        declare(vec![sent(legionary, b, Some(Form::Melee), false)]),
    );
    assert!(events.contains(&Event::Sent {
        seat: a,
        card: legionary,
        target: b,
        payer: b,
        cost: 3
    }));
    // 3 paid, and 1 back for each wound the monster dealt (G27: the reward goes to the
    // wounded hero by default).
    let struck: u8 = events
        .iter()
        .filter_map(|e| match e {
            Event::Struck { wounds, .. } => Some(*wounds),
            _ => None,
        })
        .sum();
    assert_eq!(g.players[b].peril, 3 + u32::from(struck));
    // G21: the Encounters go together, once a turn.
    give(&mut g, a, ogre);
    g.players[b].peril = 9;
    if g.combat.is_none() {
        assert_eq!(
            apply(
                &g,
                a,
                &declare(vec![sent(ogre, b, Some(Form::Melee), false)])
            ),
            Err(Rejection::AlreadyAttacked)
        );
    }
}

#[test]
fn the_combat_example_with_our_cards_a_response_discards_one_monster_before_the_rolls() {
    // The rules' example: an Undead and a Demon attack B in Melee; the Demon's special is a
    // whole-space Magic Threat 5+; B answers with a Response that discards the Undead.
    let (mut g, a, b) = table(2);
    let undead = card("adv.hollow_legionary");
    let demon = card("adv.cinderwhelp");
    let word = card("adv.unmaking_word");
    give(&mut g, a, undead);
    give(&mut g, a, demon);
    give(&mut g, b, word);
    g.players[b].peril = 10;
    g.players[b].glory = 3;
    g.players[b].standing.respond = Respond::Ask;
    let events = run(
        &mut g,
        a,
        Action::Declare {
            banes: Vec::new(),
            encounters: vec![
                sent(undead, b, Some(Form::Melee), false),
                sent(demon, b, Some(Form::Melee), true),
            ],
        },
    );
    // Step A: the special's Threat strikes every hero in the space, the DungeonLord's own
    // too (both still stand on the Entrance: G19), each rolling alone.
    let threat_rolls: Vec<usize> = events
        .iter()
        .filter_map(|e| match e {
            Event::Rolled {
                seat, number: 5, ..
            } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(threat_rolls.len(), 2, "{events:?}");
    assert!(threat_rolls.contains(&a) && threat_rolls.contains(&b));
    // The window waits on B only; nothing has been rolled for the attacks yet.
    assert_eq!(g.awaited(), vec![b]);
    assert!(!events.iter().any(|e| matches!(e, Event::Fought { .. })));
    assert_eq!(
        apply(&g, a, &Action::EndDungeonLord),
        Err(Rejection::WindowOpen)
    );
    // The seed is chosen so the scene plays out: B survives step A.
    assert!(g.players[b].alive, "seed 2 no longer shows the scene");
    let events = run(
        &mut g,
        b,
        Action::Respond {
            plays: vec![Response {
                card: Some(word),
                on: Some(0),
                extra: 0,
                target: None,
            }],
        },
    );
    assert!(events.contains(&Event::Gone {
        attack: 0,
        to_hand: false
    }));
    let fought: Vec<usize> = events
        .iter()
        .filter_map(|e| match e {
            Event::Fought { attack, .. } => Some(*attack),
            _ => None,
        })
        .collect();
    assert_eq!(fought, vec![1], "only the Demon rolls");
    // The Response cost 3 Glory; each wound B dealt the Demon earns 1 back (G27).
    let dealt = events
        .iter()
        .filter(|e| matches!(e, Event::MonsterHurt { by, .. } if *by == b))
        .count() as u32;
    assert_eq!(g.players[b].glory, dealt);
    assert!(g.discards.contains(&undead) && g.discards.contains(&word));
    assert!(g.combat.is_none());
    // Pack: the Demon, if it survived, is in A's Pack or hand (G27).
    let demon_somewhere = g.players[a].pack.iter().any(|m| m.0 == demon)
        || g.players[a].hand.contains(&demon)
        || g.discards.contains(&demon);
    assert!(demon_somewhere);
}

#[test]
fn the_threat_example_with_our_trap_speed_5_or_a_wound() {
    let (mut g, a, b) = table(3);
    let trap = card("adv.scything_flagstone");
    give(&mut g, a, trap);
    g.players[b].peril = 2;
    // Move A off the Entrance so only B stands in the trap's space.
    g.players[a].cell = Cell::ORIGIN.step(super::super::map::Side::N);
    let events = run(
        &mut g,
        a,
        Action::Declare {
            banes: Vec::new(),
            encounters: vec![sent(trap, b, None, false)],
        },
    );
    let speed = g.players[b].score(Form::Speed);
    let roll = events
        .iter()
        .find_map(|e| match e {
            Event::Rolled {
                seat,
                die,
                score,
                number,
                ..
            } if *seat == b => Some((*die, *score, *number)),
            _ => None,
        })
        .expect("B faces the Threat");
    assert_eq!((roll.1, roll.2), (speed, 5));
    let wounded = events.contains(&Event::Wounded { seat: b, wounds: 1 });
    assert_eq!(
        wounded,
        roll.0 + roll.1 < 5,
        "a wound exactly when the roll misses 5"
    );
    assert_eq!(g.players[b].peril, 0);
    assert!(g.discards.contains(&trap));
}

#[test]
fn g42_when_lethal_the_window_waits_only_if_the_attacks_could_kill_him() {
    for (life, waits) in [(6u8, false), (1u8, true)] {
        let (mut g, a, b) = table(4);
        let legionary = card("adv.hollow_legionary");
        give(&mut g, a, legionary);
        g.players[b].peril = 3;
        g.players[b].life = life;
        run(
            &mut g,
            a,
            Action::Declare {
                banes: Vec::new(),
                encounters: vec![sent(legionary, b, Some(Form::Melee), false)],
            },
        );
        assert_eq!(g.awaited() == vec![b], waits, "Life {life}");
    }
}

pub fn slay_quest() -> QuestId {
    set()
        .quests
        .iter()
        .position(|q| q.id == "quest.gutter_tyrant")
        .expect("the set has it") as QuestId
}

/// A two-player game where A holds the Slay quest and stands at its place, in his Hero
/// Phase, passing on windows.
pub fn slay_scene(seed: u64) -> (Game, usize, usize, QuestId) {
    let (mut g, a, b) = table(seed);
    let q = slay_quest();
    g.quest_deck.retain(|&x| x != q);
    for p in &mut g.players {
        p.quests.retain(|&x| x != q);
    }
    if g.global == Some(q) {
        g.global = None;
    }
    g.players[a].quests.push(q);
    let place = set().map_named(&set().quest(q).locations[0]).unwrap();
    g.map_deck.retain(|&m| m != place);
    let cell = Cell { x: 9, y: 9 };
    g.map.place(
        place,
        Spot {
            cell,
            turned: false,
        },
    );
    g.players[a].cell = cell;
    g.players[a].standing.respond = Respond::Pass;
    run(&mut g, a, Action::EndDungeonLord);
    if g.drawn_map.is_some() {
        run(&mut g, a, Action::Place { spot: 0 });
    }
    assert_eq!(g.phase, Phase::Hero);
    (g, a, b, q)
}

#[test]
fn g35_a_slay_monster_attacks_first_keeps_its_wounds_and_falls_to_a_challenge() {
    let (mut g, a, b, q) = slay_scene(5);
    g.turn.movement = 3;
    let events = run(&mut g, a, Action::Slay { quest: q });
    assert!(events.contains(&Event::SlayBegan {
        seat: a,
        quest: q,
        lord: b
    }));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Fought { hero, .. } if *hero == a)));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Peril { .. } | Event::Glory { .. })));
    assert_eq!(
        apply(&g, a, &Action::Slay { quest: q }),
        Err(Rejection::SlainThisTurn)
    );
    assert!(g.players[a].alive, "seed 5 no longer shows the scene");
    let before = super::super::rules::slay::wounds(&g, q);
    let life = set().quest(q).monster.as_ref().unwrap().life;
    g.slay_wounds.retain(|w| w.0 != q);
    g.slay_wounds.push((q, life - 1));
    let _ = before;
    let events = run(
        &mut g,
        a,
        Action::Challenge {
            quest: q,
            form: Form::Melee,
        },
    );
    assert_eq!(g.turn.movement, 2, "the Challenge costs 1 Movement");
    assert_eq!(
        apply(
            &g,
            a,
            &Action::Challenge {
                quest: q,
                form: Form::Melee
            }
        ),
        Err(Rejection::Challenged)
    );
    let hit = events.iter().any(|e| {
        matches!(e, Event::SlayChallenged { hero_total, monster_total, .. } if hero_total > monster_total)
    });
    assert_eq!(
        g.players[a].done.contains(&q),
        hit,
        "the last wound completes it"
    );
    if hit {
        assert_eq!(g.players[a].level, 2);
    }
}

#[test]
fn g35_a_slay_monster_never_becomes_a_minion() {
    let (mut g, a, _, q) = slay_scene(5);
    let whistle = card("adv.bone_whistle");
    give(&mut g, a, whistle);
    g.players[a].glory = 9;
    g.players[a].standing.respond = Respond::Ask;
    run(&mut g, a, Action::Slay { quest: q });
    assert!(super::super::rules::window::open(&g), "A is asked");
    let tame = Action::Respond {
        plays: vec![Response {
            card: Some(whistle),
            on: Some(0),
            extra: 0,
            target: None,
        }],
    };
    assert_eq!(apply(&g, a, &tame), Err(Rejection::BadTarget));
}

/// A Threat bonus answered in the window on a Trap is added to that Trap's roll (G23): B,
/// asked (`respond ask`), plays Held Breath with 1 more Glory on the trap.
#[test]
fn g23_a_threat_bonus_played_in_the_window_counts_on_the_trap_s_roll() {
    let (mut g, a, b) = table(3);
    let trap = card("adv.scything_flagstone");
    let breath = card("adv.held_breath");
    give(&mut g, a, trap);
    give(&mut g, b, breath);
    g.players[b].peril = 2;
    g.players[b].glory = 5;
    g.players[b].standing.respond = Respond::Ask;
    g.players[a].cell = Cell::ORIGIN.step(super::super::map::Side::N);
    run(
        &mut g,
        a,
        Action::Declare {
            banes: Vec::new(),
            encounters: vec![sent(trap, b, None, false)],
        },
    );
    assert_eq!(g.awaited(), vec![b], "the window waits on B");
    let speed = g.players[b].score(Form::Speed);
    let events = run(
        &mut g,
        b,
        Action::Respond {
            plays: vec![Response {
                card: Some(breath),
                on: Some(0),
                extra: 1,
                target: None,
            }],
        },
    );
    let score = events
        .iter()
        .find_map(|e| match e {
            Event::Rolled { seat, score, .. } if *seat == b => Some(*score),
            _ => None,
        })
        .expect("B faces the Threat");
    assert_eq!(score, speed + 2, "Speed and the +2 bought: {events:?}");
}

/// G23: any living player may add an Anytime Bane to an open window, at a hero, paid with
/// that hero's Peril; it resolves when the window closes, in the Bane's place of the order.
#[test]
fn g23_a_player_not_attacked_sends_an_anytime_bane_into_the_window() {
    let mut g = Game::new(seed_from_u64(4), Settings::new(3));
    for e in apply(&g, 0, &Action::Start).unwrap() {
        g.fold(&e);
    }
    let a = g.active;
    let b = (a + 1) % 3;
    let c = (a + 2) % 3;
    let legionary = card("adv.hollow_legionary");
    let needle = card("adv.needle_of_spite");
    give(&mut g, a, legionary);
    give(&mut g, c, needle);
    g.players[b].peril = 10;
    g.players[b].standing.respond = Respond::Ask;
    g.players[c].cell = Cell { x: 40, y: 40 };
    run(
        &mut g,
        a,
        Action::Declare {
            banes: Vec::new(),
            encounters: vec![sent(legionary, b, Some(Form::Melee), false)],
        },
    );
    assert_eq!(
        g.awaited(),
        vec![b],
        "the window waits on the defender only"
    );
    let at = |target: usize, extra: u8| Action::Respond {
        plays: vec![Response {
            card: Some(needle),
            on: None,
            extra,
            target: Some(target),
        }],
    };
    assert_eq!(
        apply(&g, c, &at(c, 0)),
        Err(Rejection::BadTarget),
        "never at himself"
    );
    assert_eq!(
        apply(&g, c, &at(b, 9)),
        Err(Rejection::TooPoor {
            cost: 12,
            have: 7,
            peril: true
        }),
        "3 + 9 > the 7 Peril the Legionary left"
    );
    let aimed = Action::Respond {
        plays: vec![Response {
            card: Some(needle),
            on: Some(0),
            extra: 0,
            target: Some(b),
        }],
    };
    assert_eq!(
        apply(&g, c, &aimed),
        Err(Rejection::BadTarget),
        "a hero, not an attack"
    );
    // Only an Anytime Bane goes at a hero: a window card is refused its target, another card
    // is no card for a window at all.
    let tincture = card("adv.red_moss_tincture");
    let hex = card("adv.leadfoot_hex");
    give(&mut g, c, tincture);
    give(&mut g, c, hex);
    g.players[c].glory = 5;
    let play_at = |card: u8| Action::Respond {
        plays: vec![Response {
            card: Some(card),
            on: None,
            extra: 0,
            target: Some(b),
        }],
    };
    assert_eq!(apply(&g, c, &play_at(tincture)), Err(Rejection::BadTarget));
    assert_eq!(apply(&g, c, &play_at(hex)), Err(Rejection::WrongCard));
    let life = g.players[b].life;
    let events = run(&mut g, c, at(b, 1));
    assert!(
        !events.iter().any(|e| matches!(e, Event::Sent { .. })),
        "sealed until the window closes"
    );
    assert_eq!(g.awaited(), vec![b]);
    let events = run(&mut g, b, Action::Respond { plays: Vec::new() });
    assert!(events.contains(&Event::Sent {
        seat: c,
        card: needle,
        target: b,
        payer: b,
        cost: 4
    }));
    let sent_at = events
        .iter()
        .position(|e| matches!(e, Event::Sent { seat, .. } if *seat == c));
    let rolled = events
        .iter()
        .position(|e| matches!(e, Event::Fought { .. }));
    assert!(sent_at < rolled, "window plays resolve before the rolls");
    assert!(!g.players[c].hand.contains(&needle));
    let struck: u8 = events
        .iter()
        .filter_map(|e| match e {
            Event::Struck { wounds, .. } => Some(*wounds),
            _ => None,
        })
        .sum();
    assert_eq!(
        g.players[b].life,
        life.saturating_sub(2 + struck),
        "the Needle's 1 and 1 more for #1, and the Legionary's"
    );
}
