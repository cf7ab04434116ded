//! G42's `ask`: a standing answer of `ask` stops the resolution at its point with a question to
//! one player; the game waits on him alone, the answer resumes where it stopped, and a wrong
//! answer changes nothing.

use super::super::action::{Action, Choice, Rejection, Sent};
use super::super::content::{set, Form};
use super::super::event::Event;
use super::super::rules::apply;
use super::super::state::{
    Game, MinionUse, PackChoice, Question, Respond, RewardTo, SlayForm, Upkeep,
};
use super::combat::{card, give, run, table};

fn declare(card: u8, target: usize) -> Action {
    Action::Declare {
        banes: Vec::new(),
        encounters: vec![Sent {
            card,
            target,
            payer: target,
            form: Some(Form::Melee),
            special: false,
            extra: 0,
        }],
    }
}

/// A's Hollow Legionary (Life 2) attacks B, who does not answer; A's standing answers first.
fn legionary_attack(
    seed: u64,
    set_up: impl Fn(&mut Game, usize),
) -> (Game, usize, usize, Vec<Event>) {
    let (mut g, a, b) = table(seed);
    let legionary = card("adv.hollow_legionary");
    give(&mut g, a, legionary);
    g.players[b].peril = 10;
    g.players[b].standing.respond = Respond::Pass;
    set_up(&mut g, a);
    let events = run(&mut g, a, declare(legionary, b));
    (g, a, b, events)
}

#[test]
fn g42_pack_ask_holds_the_combat_until_the_dungeonlord_names_what_he_packs() {
    let (g, a, b, _) = legionary_attack(1, |g, a| g.players[a].standing.pack = PackChoice::Ask);
    // The Legionary has Life 2: one counter-attack cannot defeat it.
    let asked = g.asked.clone().expect("the Pack question");
    assert_eq!(asked.seat, a);
    assert_eq!(
        asked.question,
        Question::Pack {
            survivors: vec![0],
            room: 3
        }
    );
    assert_eq!(g.awaited(), vec![a], "the game waits on him alone");
    assert!(g.combat.is_some(), "the combat is not over");
    // Anyone else, and anything else, is refused; a wrong answer changes nothing.
    assert_eq!(
        apply(&g, b, &Action::Choose(Choice::Pack(vec![]))),
        Err(Rejection::AnswerFirst { seat: a })
    );
    assert_eq!(
        apply(&g, a, &Action::EndDungeonLord),
        Err(Rejection::AnswerFirst { seat: a })
    );
    for wrong in [
        Choice::Pack(vec![1]),
        Choice::Pack(vec![0, 0]),
        Choice::Pay(vec![]),
        Choice::Form(Form::Melee),
    ] {
        assert_eq!(
            apply(&g, a, &Action::Choose(wrong)),
            Err(Rejection::NotAnOption)
        );
    }
    // Packed: into his Pack with its wounds, and the combat ends with the Reward step.
    let mut packed = g.clone();
    let events = run(&mut packed, a, Action::Choose(Choice::Pack(vec![0])));
    assert!(matches!(events[0], Event::Chose { seat, .. } if seat == a));
    assert!(events.iter().any(|e| matches!(e, Event::Packed { .. })));
    assert_eq!(events.last(), Some(&Event::CombatOver));
    assert_eq!(packed.players[a].pack.len(), 1);
    assert!(packed.asked.is_none() && packed.combat.is_none());
    // Not packed: back to hand when unwounded, discarded when wounded (G27).
    let mut kept = g.clone();
    let events = run(&mut kept, a, Action::Choose(Choice::Pack(vec![])));
    let wounded = g.combat.as_ref().unwrap().attacks[0].wounds > 0;
    let legionary = card("adv.hollow_legionary");
    assert_eq!(kept.players[a].hand.contains(&legionary), !wounded);
    assert_eq!(kept.discards.contains(&legionary), wounded);
    assert!(events.contains(&Event::CombatOver));
    assert_eq!(kept.players[a].pack.len(), 0);
}

/// A's Hollow Legionary attacks B at a table of three (C stands far off), A's answer `reward:
/// ask`: the events and the game after.
fn three_and_a_legionary(seed: u64) -> (Game, usize, usize, usize, Vec<Event>) {
    let mut g = Game::new(
        crate::chance::seed_from_u64(seed),
        super::super::Settings::new(3),
    );
    for e in apply(&g, 0, &Action::Start).unwrap() {
        g.fold(&e);
    }
    let a = g.active;
    let (b, c) = ((a + 1) % 3, (a + 2) % 3);
    let legionary = card("adv.hollow_legionary");
    give(&mut g, a, legionary);
    g.players[b].peril = 10;
    g.players[b].standing.respond = Respond::Pass;
    g.players[c].cell = super::super::map::Cell { x: 40, y: 40 };
    g.players[a].standing.reward = RewardTo::Ask;
    let events = run(&mut g, a, declare(legionary, b));
    (g, a, b, c, events)
}

#[test]
fn g42_reward_ask_gives_the_peril_to_whom_the_dungeonlord_names() {
    // Seeds where the Legionary wounds B: the Reward question follows the Pack (kept).
    let mut seen = 0;
    for seed in 0..40 {
        let (g, a, b, c, events) = three_and_a_legionary(seed);
        let dealt: u8 = events
            .iter()
            .filter_map(|e| match e {
                Event::Struck { wounds, .. } => Some(*wounds),
                _ => None,
            })
            .sum();
        if dealt == 0 || !g.players[b].alive {
            assert!(g.asked.is_none(), "seed {seed}: asked with nothing to give");
            continue;
        }
        seen += 1;
        let asked = g.asked.clone().expect("the Reward question");
        assert_eq!(
            (asked.seat, asked.question),
            (
                a,
                Question::Reward {
                    peril: u32::from(dealt)
                }
            )
        );
        assert!(
            !events.iter().any(|e| matches!(e, Event::Peril { .. })),
            "no Peril before he names its player"
        );
        assert_eq!(
            apply(&g, a, &Action::Choose(Choice::Peril(vec![a]))),
            Err(Rejection::NotAnOption),
            "never to himself"
        );
        let before = g.players[c].peril;
        let mut g2 = g.clone();
        run(&mut g2, a, Action::Choose(Choice::Peril(vec![c])));
        assert_eq!(g2.players[c].peril, before + u32::from(dealt));
        assert!(g2.combat.is_none());
    }
    assert!(seen > 3, "too few seeds show a wound: {seen}");
    // With one opponent there is nothing to choose: the Peril goes to him, unasked.
    for seed in 0..40 {
        let (g, _, _, events) =
            legionary_attack(seed, |g, a| g.players[a].standing.reward = RewardTo::Ask);
        assert!(
            g.asked.is_none(),
            "seed {seed}: asked with one possible answer"
        );
        let struck = events.iter().any(|e| matches!(e, Event::Struck { .. }));
        let peril = events.iter().any(|e| matches!(e, Event::Peril { .. }));
        assert!(
            !struck || peril || g.is_over(),
            "seed {seed}: the Peril given"
        );
    }
}

#[test]
fn g42_upkeep_ask_is_put_at_his_reset_and_what_he_does_not_pay_returns_to_hand() {
    let (mut g, a, b) = table(3);
    let ward = card("adv.dawnsalt_ward");
    // B holds a readied Ward (upkeep 1 Glory) and answers `upkeep: ask`.
    g.deck.retain(|&c| c != ward);
    for p in &mut g.players {
        p.hand.retain(|&c| c != ward);
    }
    g.players[b].inventory.push(ward);
    g.players[b].glory = 5;
    g.players[b].standing.upkeep = Upkeep::Ask;
    run(&mut g, a, Action::EndDungeonLord);
    if g.drawn_map.is_some() {
        run(&mut g, a, Action::Place { spot: 0 });
    }
    run(&mut g, a, Action::EndHero);
    if g.active == a {
        let c = g.players[a].hand[0];
        run(&mut g, a, Action::Discard { card: Some(c) });
    }
    assert_eq!(g.active, b, "B's turn began");
    let asked = g.asked.clone().expect("the upkeep question at his Reset");
    assert_eq!(
        (asked.seat, asked.question),
        (
            b,
            Question::Upkeep {
                owed: vec![(ward, b)]
            }
        )
    );
    assert_eq!(
        apply(&g, b, &Action::EndDungeonLord),
        Err(Rejection::AnswerFirst { seat: b })
    );
    assert_eq!(
        apply(&g, b, &Action::Choose(Choice::Pay(vec![1]))),
        Err(Rejection::NotAnOption)
    );
    let mut paid = g.clone();
    run(&mut paid, b, Action::Choose(Choice::Pay(vec![0])));
    assert_eq!(paid.players[b].glory, 4);
    assert!(paid.players[b].inventory.contains(&ward));
    let mut kept = g.clone();
    run(&mut kept, b, Action::Choose(Choice::Pay(vec![])));
    assert_eq!(kept.players[b].glory, 5);
    assert!(kept.players[b].hand.contains(&ward));
    assert_eq!(kept.awaited(), vec![b], "his turn goes on");
}

#[test]
fn g42_slay_form_ask_lets_the_monster_s_runner_name_its_form() {
    let (mut g, a, b, q) = super::combat::slay_scene(5);
    let m = set().quest(q).monster.as_ref().unwrap();
    assert!(
        m.attacks.len() > 1,
        "the scene needs a monster of two forms"
    );
    g.players[b].standing.slay = SlayForm::Ask;
    run(&mut g, a, Action::Slay { quest: q });
    let asked = g.asked.clone().expect("the runner is asked");
    assert_eq!(asked.seat, b);
    assert_eq!(asked.question, Question::SlayForm { hero: a, quest: q });
    assert_eq!(g.awaited(), vec![b]);
    let absent = [Form::Melee, Form::Magic, Form::Speed]
        .into_iter()
        .find(|f| !m.attacks.contains(f));
    if let Some(f) = absent {
        assert_eq!(
            apply(&g, b, &Action::Choose(Choice::Form(f))),
            Err(Rejection::NotAnOption)
        );
    }
    let form = *m.attacks.last().unwrap();
    let events = run(&mut g, b, Action::Choose(Choice::Form(form)));
    let began = events.iter().find_map(|e| match e {
        Event::CombatBegan { combat } => Some(combat.attacks[0].form),
        _ => None,
    });
    assert_eq!(began, Some(form));
    assert!(g.asked.is_none());
}

#[test]
fn g42_minion_ask_is_put_before_the_rolls_of_the_attack_on_him() {
    let (g0, a, b) = table(7);
    let minion = card("adv.hollow_legionary");
    let mut asked_once = false;
    for counter in [true, false] {
        let mut g = g0.clone();
        let ogre = card("adv.boulderjaw_ogre");
        give(&mut g, a, ogre);
        g.deck.retain(|&c| c != minion);
        for p in &mut g.players {
            p.hand.retain(|&c| c != minion);
        }
        g.players[b].minions.push((minion, 0));
        g.players[b].peril = 10;
        g.players[b].standing.respond = Respond::Pass;
        g.players[b].standing.minion = MinionUse::Ask;
        run(&mut g, a, declare(ogre, b));
        let asked = g.asked.clone().expect("asked before the rolls");
        assert_eq!(asked.seat, b);
        assert_eq!(asked.question, Question::Minion { attack: 0 });
        assert!(!g.players[b].minion_used, "no roll made before he answered");
        let events = run(&mut g, b, Action::Choose(Choice::Minion(counter)));
        // The attack's own rolls: the Minion's counter-attack, or his hero's own.
        let first = events.iter().find_map(|e| match e {
            Event::Fought { minion, .. } => Some(minion.is_some()),
            _ => None,
        });
        assert_eq!(first, Some(counter), "counter: {counter}");
        assert!(g.asked.is_none());
        asked_once = true;
    }
    assert!(asked_once);
}

/// G14: a Warp's chooser names its place; in a declaration, the rest waits for the answer.
#[test]
fn g14_a_warp_goes_where_its_chooser_names_and_the_declaration_goes_on() {
    use super::super::map::{Cell, Spot};
    for seed in 0..20 {
        let (mut g, a, b) = table(seed);
        // A few more cards near the Entrance, for a choice of places.
        let spare: Vec<u8> = g.map_deck.iter().copied().take(2).collect();
        for (k, m) in spare.into_iter().enumerate() {
            g.map_deck.retain(|&x| x != m);
            let cell = Cell {
                x: 1 + k as i16,
                y: 1,
            };
            g.map.place(
                m,
                Spot {
                    cell,
                    turned: false,
                },
            );
        }
        let turning = card("adv.wrong_turning");
        let legionary = card("adv.hollow_legionary");
        give(&mut g, a, turning);
        give(&mut g, a, legionary);
        g.players[b].peril = 10;
        g.players[b].standing.respond = Respond::Pass;
        let bane = Sent {
            card: turning,
            target: b,
            payer: b,
            form: None,
            special: false,
            extra: 0,
        };
        let Action::Declare { encounters, .. } = declare(legionary, b) else {
            unreachable!()
        };
        let action = Action::Declare {
            banes: vec![bane],
            encounters,
        };
        let events = run(&mut g, a, action);
        let Some(asked) = g.asked.clone() else {
            // One place or none within reach: drawn, or nothing to do.
            continue;
        };
        let Question::Warp { hero, places } = asked.question else {
            panic!("a Warp question: {:?}", asked.question)
        };
        assert_eq!(
            (asked.seat, hero),
            (a, b),
            "the card's player names the place"
        );
        assert!(places.len() > 1);
        assert!(!events
            .iter()
            .any(|e| matches!(e, Event::CombatBegan { .. })));
        assert!(g.held.is_some(), "the Encounter waits");
        assert_eq!(
            apply(&g, a, &Action::Choose(Choice::Place(places.len()))),
            Err(Rejection::NotAnOption)
        );
        let to = places[places.len() - 1];
        let events = run(&mut g, a, Action::Choose(Choice::Place(places.len() - 1)));
        assert!(events.contains(&Event::Warped { seat: b, to }));
        assert!(g.held.is_none());
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Sent { card, .. } if *card == legionary)),
            "the held Encounter is sent after the answer"
        );
        assert_eq!(g.players[b].cell, to);
        return;
    }
    panic!("no seed gave a Warp a choice");
}

/// A monster's special that discards one of the hero's Boons, his player's choice: step A
/// stops for the question, and the combat goes on from there when he answers.
#[test]
fn a_chosen_discard_in_step_a_holds_the_combat_until_the_answer() {
    let (mut g, a, b) = table(2);
    let vowrender = card("adv.vowrender");
    give(&mut g, a, vowrender);
    let boons = [card("adv.anvil_oath"), card("adv.starlit_insight")];
    for c in boons {
        g.deck.retain(|&x| x != c);
        for p in &mut g.players {
            p.hand.retain(|&x| x != c);
        }
        g.players[b].inventory.push(c);
    }
    g.players[b].peril = 10;
    g.players[b].standing.respond = Respond::Ask;
    let attack = Action::Declare {
        banes: Vec::new(),
        encounters: vec![Sent {
            card: vowrender,
            target: b,
            payer: b,
            form: Some(Form::Melee),
            special: true,
            extra: 0,
        }],
    };
    run(&mut g, a, attack);
    let asked = g.asked.clone().expect("the owner names the Boon");
    assert_eq!(asked.seat, b);
    assert_eq!(
        asked.question,
        Question::Discard {
            hero: b,
            cards: boons.to_vec()
        }
    );
    assert!(
        !super::super::rules::window::open(&g),
        "the window opens after step A"
    );
    let events = run(&mut g, b, Action::Choose(Choice::Pick(1)));
    assert!(events.contains(&Event::Discarded {
        seat: b,
        card: Some(boons[1])
    }));
    assert!(g.players[b].inventory.contains(&boons[0]));
    assert!(g.held.is_none());
    assert_eq!(
        g.awaited(),
        vec![b],
        "then his Response window (respond: ask)"
    );
    assert!(super::super::rules::window::open(&g));
}
