//! The ranges of DUNGEONEER-DECK.md §6.

use super::super::effect::*;
use super::super::*;
use super::s;

#[test]
fn hero_numbers_are_in_range() {
    let s = s();
    for h in &s.heroes {
        let [l1, l2, l3] = h.levels[..] else {
            panic!("{}: three Levels", h.id)
        };
        for x in [l1.melee, l1.magic, l1.speed] {
            assert!((1..=3).contains(&x), "{}", h.id);
        }
        assert_eq!(l1.sum(), 6, "{}", h.id);
        assert!((2..=3).contains(&l1.speed), "{}", h.id);
        assert_eq!(l2.sum(), 8, "{}", h.id);
        assert_eq!(l3.sum(), 10, "{}", h.id);
        assert!(l3.melee <= 5 && l3.magic <= 5 && l3.speed <= 4, "{}", h.id);
        for (a, b) in [(l1, l2), (l2, l3)] {
            for f in FORMS {
                assert!(b.get(f) >= a.get(f), "{}: a score falls with Level", h.id);
            }
        }
        assert_eq!(h.life, 6);
        assert!((2..=4).contains(&h.carry.boon) && (2..=4).contains(&h.carry.treasure));
        assert!(
            (5..=6).contains(&(h.carry.boon + h.carry.treasure)),
            "{}",
            h.id
        );
        assert!(
            h.ability.cost.glory <= 3 && h.ability.per_turn == 1,
            "{}",
            h.id
        );
    }
    let others: Vec<&MapCard> = s
        .maps
        .iter()
        .filter(|m| m.kind != MapKind::Entrance)
        .collect();
    for m in &others {
        assert!(m.glory <= 2 && m.peril <= 2, "{}", m.id);
        if m.kind == MapKind::GrimPassage {
            assert_eq!((m.glory, m.peril), (0, 2), "{}", m.id);
        }
        if matches!(
            m.feature.kind(),
            Some(FeatureKind::Pit | FeatureKind::Spikes | FeatureKind::Hazard)
        ) {
            assert!(m.glory >= 1, "{}", m.id);
        }
        for e in m.exits.all() {
            if let Exit::Locked { threat, .. } | Exit::Trapped { threat, .. } = e {
                assert!((4..=7).contains(&threat), "{}: exit Threat {threat}", m.id);
            }
        }
        match m.feature {
            Feature::Pit { threat, .. } | Feature::Spikes { threat, .. } => {
                assert!((4..=6).contains(&threat), "{}", m.id)
            }
            Feature::Hazard { bonus } => assert!((1..=2).contains(&bonus), "{}", m.id),
            _ => {}
        }
    }
    let glory: u32 = others.iter().map(|m| u32::from(m.glory)).sum();
    let peril: u32 = others.iter().map(|m| u32::from(m.peril)).sum();
    assert!((18..=24).contains(&glory), "map Glory {glory}");
    assert!((18..=24).contains(&peril), "map Peril {peril}");
}

#[test]
fn card_and_quest_numbers_are_in_range() {
    let s = s();
    let monster_ok = |id: &str,
                      m: &Monster,
                      life: std::ops::RangeInclusive<u8>,
                      best: std::ops::RangeInclusive<u8>| {
        assert!(life.contains(&m.life), "{id}: Life {}", m.life);
        for x in [m.melee, m.magic, m.speed] {
            assert!(x <= 5, "{id}");
        }
        assert!(best.contains(&m.best_attack()), "{id}: best attack");
        assert!(!m.attacks.is_empty(), "{id}: attacks with nothing");
        if let Some(sp) = &m.special {
            assert!((1..=3).contains(&sp.peril), "{id}: special");
        }
    };
    for a in &s.adventures {
        if let Some(m) = &a.monster {
            monster_ok(&a.id, m, 1..=4, 2..=5);
            let near = (m.best_attack() + m.life).div_ceil(2);
            assert!((1..=5).contains(&a.cost), "{}", a.id);
            assert!(
                a.cost.abs_diff(near) <= 1,
                "{}: cost {} against {near}",
                a.id,
                a.cost
            );
        }
        match (a.funding, a.duration) {
            (Funding::Glory, Duration::Permanent) => {
                assert!((3..=6).contains(&a.cost), "{}: cost {}", a.id, a.cost)
            }
            (Funding::Glory, _) => assert!((1..=4).contains(&a.cost), "{}: cost {}", a.id, a.cost),
            (Funding::Peril, _) if a.category == Category::Bane => {
                assert!((1..=5).contains(&a.cost), "{}", a.id)
            }
            _ => {}
        }
        if a.upkeep > 0 {
            assert!((1..=2).contains(&a.upkeep), "{}", a.id);
        }
        if a.subtype == Subtype::Trap {
            let Op::Threat { number, .. } = a.effects[0].op else {
                unreachable!()
            };
            assert!((5..=7).contains(&number), "{}", a.id);
        }
    }
    for q in &s.quests {
        if let Some(sr) = q.search {
            assert!((6..=10).contains(&sr.number), "{}", q.id);
        }
        if let Some(m) = &q.monster {
            monster_ok(&q.id, m, 3..=5, 3..=5);
        }
        if q.kind != QuestType::Artifact {
            for e in &q.reward {
                match e.op {
                    Op::Glory { amount, .. } => assert!((1..=3).contains(&amount), "{}", q.id),
                    Op::Heal { amount, .. } => assert!((2..=6).contains(&amount), "{}", q.id),
                    Op::Draw { amount } => assert!((1..=2).contains(&amount), "{}", q.id),
                    _ => panic!("{}: a reward is Glory, healing or cards", q.id),
                }
            }
        }
    }
}

/// An effect whose chooser is a player puts a question that stops the resolution: it must be
/// the last effect of its list (nothing after it would wait) and never inside a Threat's
/// branches; a chosen discard takes one card.
#[test]
fn a_chosen_warp_or_discard_is_the_last_effect_of_its_list() {
    let s = s();
    let asks = |e: &Effect| match &e.op {
        Op::Warp { chooser, .. } => *chooser != Chooser::Random,
        Op::Discard {
            what,
            chooser,
            amount,
        } if *what != What::Hand && *what != What::Monster => {
            assert!(*amount <= 1, "a chosen discard takes one card: {e:?}");
            *chooser != Chooser::Random
        }
        _ => false,
    };
    let mut lists: Vec<(&str, &[Effect])> = Vec::new();
    for c in &s.adventures {
        // Only where the rules can stop: a card of his own phase, or a special in step A
        // (never in a window's plays, nor inside a hit's roll).
        if c.effects.iter().any(asks) {
            assert!(
                matches!(c.play, Play::Hero | Play::Dungeonlord),
                "{}: a chosen effect on a card played in a window",
                c.id
            );
        }
        lists.push((&c.id, &c.effects));
        if let Some(m) = &c.monster {
            assert!(
                !m.hit.iter().any(asks),
                "{}: a chosen effect on a hit",
                c.id
            );
            lists.push((&c.id, &m.hit));
            if let Some(sp) = &m.special {
                lists.push((&c.id, &sp.effects));
            }
        }
    }
    for m in &s.maps {
        lists.push((&m.id, &m.on_enter));
    }
    for q in &s.quests {
        lists.push((&q.id, &q.reward));
        if let Some(Task::Price(p)) = &q.task {
            lists.push((&q.id, p));
        }
    }
    let mut seen = 0;
    for (id, list) in lists {
        for (k, e) in list.iter().enumerate() {
            for inner in e.walk().into_iter().skip(1) {
                assert!(!asks(inner), "{id}: a chosen effect inside a Threat");
            }
            if asks(e) {
                seen += 1;
                assert_eq!(k + 1, list.len(), "{id}: a chosen effect is not last");
            }
        }
    }
    assert!(
        seen >= 3,
        "the set's warps and discards with a chooser: {seen}"
    );
}
