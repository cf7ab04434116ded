//! The coverage rules of DUNGEONEER-DECK.md §5.

use super::super::effect::*;
use super::super::*;
use super::{all_effects, s};
use std::collections::{BTreeMap, BTreeSet};

fn sacrifice_worth(price: &[Effect]) -> i32 {
    price
        .iter()
        .map(|e| match e.op {
            Op::Glory { amount, .. } => i32::from(amount.unsigned_abs()),
            Op::Wound { amount, .. } => 2 * i32::from(amount),
            Op::Discard { amount, .. } => i32::from(amount),
            Op::Movement { amount } => i32::from(amount.unsigned_abs()),
            _ => panic!("a Sacrifice price pays Glory, wounds, discards or Movement"),
        })
        .sum()
}

#[test]
fn quests_cover_the_types_places_and_tasks() {
    let s = s();
    let mut hosted: BTreeMap<&str, usize> = BTreeMap::new();
    let mut artifact_stats = BTreeSet::new();
    for q in &s.quests {
        for l in &q.locations {
            assert!(
                s.map_named(l).is_some(),
                "{}: {l} is no map of the set",
                q.id
            );
            *hosted.entry(l).or_default() += 1;
        }
        if q.kind != QuestType::Search {
            assert!(
                (1..=2).contains(&q.locations.len()),
                "{}: 1 or 2 locations",
                q.id
            );
        }
        match q.kind {
            QuestType::Escort => assert_ne!(q.locations[0], q.locations[1], "{}", q.id),
            QuestType::Search => {
                let sr = q.search.expect("a Search quest searches");
                let kinds = s.maps.iter().filter(|m| m.kind.counts_as(sr.on)).count();
                assert!(kinds >= 4, "{}: only {kinds} maps to search", q.id);
            }
            QuestType::Slay => assert!(q.monster.is_some() && q.task.is_none(), "{}", q.id),
            QuestType::Artifact => {
                let [e] = q.reward.as_slice() else {
                    panic!("{}: an Artifact rewards one stat", q.id)
                };
                let Op::Stat {
                    stat, amount: 1, ..
                } = e.op
                else {
                    panic!("{}: an Artifact rewards +1 to one score", q.id)
                };
                assert!(artifact_stats.insert(format!("{stat:?}")), "{}", q.id);
            }
            QuestType::Effect => assert!(!q.ongoing.is_empty() && q.task.is_some()),
            QuestType::Sacrifice => {
                let Some(Task::Price(p)) = &q.task else {
                    panic!("{}: a Sacrifice has a price", q.id)
                };
                let w = sacrifice_worth(p);
                assert!((3..=6).contains(&w), "{}: worth {w}", q.id);
            }
            QuestType::Chance => {
                let Some(Task::Chance(c)) = &q.task else {
                    panic!("{}: a Chance quest rolls", q.id)
                };
                let odds = c.odds();
                assert!((0.15..=0.35).contains(&odds), "{}: {odds}", q.id);
            }
            QuestType::Threat => {
                let Some(Task::Threat { number, .. }) = q.task else {
                    panic!("{}: a Threat quest has its Threat", q.id)
                };
                assert!((6..=9).contains(&number), "{}: Threat {number}", q.id);
            }
        }
    }
    for (m, n) in &hosted {
        let limit = if s.map_named(m) == Some(s.entrance()) {
            1
        } else {
            3
        };
        assert!(*n <= limit, "{m} hosts {n} quest locations");
    }
}

#[test]
fn maps_cover_the_features_and_exits() {
    let s = s();
    let entrance = s.map(s.entrance());
    assert!(entrance.exits.all().iter().all(|e| *e == Exit::Open));
    assert_eq!((entrance.glory, entrance.peril), (1, 1));
    let feature = |k: FeatureKind| {
        s.maps
            .iter()
            .filter(|m| m.feature.kind() == Some(k))
            .count()
    };
    assert_eq!(feature(FeatureKind::Pit), 2);
    assert_eq!(feature(FeatureKind::Spikes), 2);
    assert_eq!(feature(FeatureKind::Hazard), 2);
    assert_eq!(feature(FeatureKind::Sewer), 2);
    assert_eq!(feature(FeatureKind::Portal), 1);
    let others: Vec<Exit> = s
        .maps
        .iter()
        .filter(|m| m.kind != MapKind::Entrance)
        .flat_map(|m| m.exits.all())
        .collect();
    assert_eq!(others.len(), 84);
    let exits = |f: &dyn Fn(&Exit) -> bool| others.iter().filter(|e| f(e)).count();
    let open = exits(&|e| *e == Exit::Open);
    let locked = exits(&|e| matches!(e, Exit::Locked { .. }));
    let trapped = exits(&|e| matches!(e, Exit::Trapped { .. }));
    let walls = exits(&|e| *e == Exit::Wall);
    assert!((40..=50).contains(&open), "{open} open exits");
    assert!((10..=16).contains(&locked), "{locked} locked exits");
    assert!((10..=16).contains(&trapped), "{trapped} trapped exits");
    assert!((12..=18).contains(&walls), "{walls} walls");
    for f in FORMS {
        assert!(exits(&|e| matches!(e, Exit::Locked { form, .. } if *form == f)) >= 2);
        assert!(exits(&|e| matches!(e, Exit::Trapped { form, .. } if *form == f)) >= 2);
    }
    for m in &s.maps {
        let w = m.exits.all().map(|e| e.is_wall());
        let n = w.iter().filter(|&&x| x).count();
        assert!(n <= 2, "{}: {n} walls", m.id);
        assert!(!(w[0] && w[2] || w[1] && w[3]), "{}: walls face away", m.id);
        if m.kind.is_passage() {
            assert!(n <= 1, "{}: a passage with {n} walls", m.id);
        }
    }
}

#[test]
fn monsters_cover_every_form_kind_and_power() {
    let s = s();
    let monsters: Vec<&Monster> = s
        .adventures
        .iter()
        .filter_map(|a| a.monster.as_ref())
        .collect();
    for f in FORMS {
        let n = monsters.iter().filter(|m| m.attacks.contains(&f)).count();
        assert!(n >= 4, "{n} monsters attack with {f:?}");
    }
    assert!(monsters.iter().filter(|m| m.attacks.len() >= 2).count() >= 3);
    let mut kinds: BTreeMap<MonsterKind, usize> = BTreeMap::new();
    for m in &monsters {
        *kinds.entry(m.kind).or_default() += 1;
    }
    assert!(
        kinds.values().filter(|&&n| n >= 2).count() >= 4,
        "{kinds:?}"
    );
    assert!(monsters.iter().filter(|m| !m.hit.is_empty()).count() >= 3);
    let specials: Vec<&Special> = monsters.iter().filter_map(|m| m.special.as_ref()).collect();
    assert!(specials.len() >= 4);
    assert!(specials.iter().any(|sp| sp.effects.iter().any(|e| matches!(
        e.op,
        Op::Threat {
            who: Who::Space,
            ..
        }
    ))));
    assert!(monsters.iter().filter(|m| !m.immune.is_empty()).count() >= 2);
    for (life, n) in [(1, 3), (2, 5), (3, 4), (4, 3)] {
        assert_eq!(
            monsters.iter().filter(|m| m.life == life).count(),
            n,
            "Life {life}"
        );
    }
}

#[test]
fn traps_cover_their_forms_and_failures() {
    let s = s();
    let traps: Vec<&Adventure> = s
        .adventures
        .iter()
        .filter(|a| a.subtype == Subtype::Trap)
        .collect();
    let trap_threat = |a: &Adventure| -> (Score, u8, Vec<Effect>) {
        match &a.effects[..] {
            [Effect {
                op: Op::Threat {
                    form, number, fail, ..
                },
                ..
            }] => (*form, *number, fail.clone()),
            _ => panic!("{}: a Trap is one Threat", a.id),
        }
    };
    for (f, n) in [(Score::Speed, 3), (Score::Magic, 2), (Score::Melee, 2)] {
        assert_eq!(traps.iter().filter(|a| trap_threat(a).0 == f).count(), n);
    }
    let fails: Vec<Vec<Effect>> = traps.iter().map(|a| trap_threat(a).2).collect();
    let is = |f: &Vec<Effect>, pat: &dyn Fn(&[Effect]) -> bool| pat(f);
    let one_wound = fails
        .iter()
        .filter(|f| {
            is(f, &|f| {
                matches!(
                    f,
                    [Effect {
                        op: Op::Wound { amount: 1, .. },
                        ..
                    }]
                )
            })
        })
        .count();
    let two_wounds = fails
        .iter()
        .filter(|f| {
            is(f, &|f| {
                matches!(
                    f,
                    [Effect {
                        op: Op::Wound { amount: 2, .. },
                        ..
                    }]
                )
            })
        })
        .count();
    let tip = fails
        .iter()
        .filter(|f| f.iter().any(|e| matches!(e.op, Op::Tip {})))
        .count();
    let discard = fails
        .iter()
        .filter(|f| f.iter().any(|e| matches!(e.op, Op::Discard { .. })))
        .count();
    assert_eq!((one_wound, two_wounds, tip, discard), (4, 1, 1, 1));
}

#[test]
fn play_times_cover_responses_and_anytime_cards() {
    let s = s();
    let play = |p: Play| s.adventures.iter().filter(|a| a.play == p).count();
    assert!(play(Play::Response) >= 5);
    assert!(play(Play::Anytime) >= 6);
    assert!(
        s.adventures
            .iter()
            .filter(|a| a.play == Play::Anytime && a.funding == Funding::Peril)
            .count()
            >= 2
    );
    let response_ops: BTreeSet<&str> = s
        .adventures
        .iter()
        .filter(|a| a.play == Play::Response)
        .flat_map(|a| a.effects.iter().map(|e| e.op.name()))
        .collect();
    for op in ["discard", "return", "cancel", "roll", "minion"] {
        assert!(response_ops.contains(op), "no Response card does {op}");
    }
}

#[test]
fn the_set_reaches_every_minimum() {
    let s = s();
    let cards = |f: &dyn Fn(&Adventure) -> bool| s.adventures.iter().filter(|a| f(a)).count();
    let has_op = |a: &Adventure, name: &str| {
        a.effects
            .iter()
            .flat_map(|e| e.walk())
            .any(|e| e.op.name() == name)
            || a.monster.as_ref().is_some_and(|m| {
                m.hit
                    .iter()
                    .chain(m.special.iter().flat_map(|sp| sp.effects.iter()))
                    .flat_map(|e| e.walk())
                    .any(|e| e.op.name() == name)
            })
    };
    let variable = |a: &Adventure| {
        a.variable
            && a.effects
                .iter()
                .flat_map(|e| e.walk())
                .any(|e| e.op.amount().is_some_and(|x| x.is_variable()))
    };
    assert!(cards(&|a| variable(a) && a.funding == Funding::Glory) >= 2);
    assert!(cards(&|a| variable(a) && a.funding == Funding::Peril) >= 2);
    for a in &s.adventures {
        assert_eq!(
            a.variable,
            variable(a),
            "{}: \"#\" in cost and effect",
            a.id
        );
    }
    assert!(cards(&|a| a.upkeep > 0) >= 3);
    assert!(cards(&|a| a.duration == Duration::Attachment) >= 2);
    assert!(cards(&|a| a.subtype == Subtype::Storage) >= 1);
    assert!(cards(&|a| a.subtype == Subtype::Potion) >= 4);
    assert!(cards(&|a| a.subtype == Subtype::Potion && has_op(a, "heal")) >= 3);
    assert!(cards(&|a| has_op(a, "drain")) >= 1);
    assert!(cards(&|a| has_op(a, "warp")) >= 2);
    assert!(cards(&|a| has_op(a, "shift")) >= 1);
    assert!(cards(&|a| has_op(a, "tip")) >= 2);
    let conditions = |f: &dyn Fn(&When) -> bool| {
        all_effects(s)
            .iter()
            .filter(|(_, e)| f(&e.when))
            .map(|(id, _)| *id)
            .collect::<BTreeSet<_>>()
            .len()
    };
    assert!(conditions(&|w| w.monster.is_some()) >= 3);
    assert!(conditions(&|w| w.space.is_some() || w.feature.is_some()) >= 2);
}

#[test]
fn hero_abilities_differ() {
    let s = s();
    let ability_ops: BTreeSet<&str> = s
        .heroes
        .iter()
        .map(|h| h.ability.effects[0].op.name())
        .collect();
    assert_eq!(ability_ops.len(), 6, "six different ability ops");
    let times: BTreeSet<String> = s
        .heroes
        .iter()
        .map(|h| format!("{:?}", h.ability.play))
        .collect();
    assert!(times.len() >= 2);
}

#[test]
fn every_op_of_the_vocabulary_is_used() {
    let s = s();
    let used: BTreeSet<&str> = all_effects(s).iter().map(|(_, e)| e.op.name()).collect();
    for op in OPS {
        assert!(used.contains(op), "no card uses {op}");
    }
}
