//! The checks a card set must pass before it ships (DUNGEONEER-DECK.md §8): schema, ids,
//! names, both languages, text against fields, counts (§2), coverage (§5), ranges (§6), the
//! closed vocabulary (§4), and 10,000 seeded set-ups with a random build of every map.

use super::effect::*;
use super::text;
use super::*;
use crate::lang::Lang;
use std::collections::{BTreeMap, BTreeSet};

mod counts;
mod coverage;
mod names;
mod ranges;

fn s() -> &'static Set {
    set()
}

/// Every effect on a card, Threat branches included.
fn all_effects(_: &Set) -> Vec<(&'static str, &'static Effect)> {
    let mut out = Vec::new();
    let mut push = |id: &'static str, list: &'static [Effect]| {
        for e in list {
            for inner in e.walk() {
                out.push((id, inner));
            }
        }
    };
    let s: &'static Set = set();
    for h in &s.heroes {
        push(&h.id, &h.ability.effects);
    }
    for m in &s.maps {
        push(&m.id, &m.on_enter);
    }
    for q in &s.quests {
        push(&q.id, &q.reward);
        push(&q.id, &q.ongoing);
        if let Some(Task::Price(p)) = &q.task {
            push(&q.id, p);
        }
        if let Some(Task::Threat { fail, .. }) = &q.task {
            push(&q.id, fail);
        }
        if let Some(m) = &q.monster {
            push(&q.id, &m.hit);
            if let Some(sp) = &m.special {
                push(&q.id, &sp.effects);
            }
        }
    }
    for c in &s.adventures {
        push(&c.id, &c.effects);
        if let Some(m) = &c.monster {
            push(&c.id, &m.hit);
            if let Some(sp) = &m.special {
                push(&c.id, &sp.effects);
            }
        }
    }
    out
}

#[test]
fn the_set_parses_and_every_id_and_name_is_unique() {
    let s = s();
    let mut ids = BTreeSet::new();
    let mut names = [BTreeSet::new(), BTreeSet::new()];
    let mut card = |id: &str, prefix: &str, name: &Texts| {
        assert!(
            id.starts_with(prefix),
            "{id}: ids of this kind start {prefix}"
        );
        assert!(
            id.is_ascii() && !id.contains(' '),
            "{id}: an id is ASCII without spaces"
        );
        assert!(ids.insert(id.to_string()), "{id}: a duplicate id");
        for (i, n) in [&name.en, &name.es].into_iter().enumerate() {
            assert!(!n.trim().is_empty(), "{id}: a missing name");
            assert!(
                names[i].insert(n.to_lowercase()),
                "{id}: a duplicate name {n}"
            );
        }
    };
    for h in &s.heroes {
        card(&h.id, "hero.", &h.name);
    }
    for m in &s.maps {
        card(&m.id, "map.", &m.name);
    }
    for q in &s.quests {
        card(&q.id, "quest.", &q.name);
    }
    for c in &s.adventures {
        card(&c.id, "adv.", &c.name);
    }
    assert_eq!(ids.len(), 102);
}

/// The rendered text of every card, by id, in one language.
fn texts(lang: Lang) -> BTreeMap<String, String> {
    let s = s();
    let mut out = BTreeMap::new();
    for h in &s.heroes {
        out.insert(h.id.clone(), text::hero(lang, h));
    }
    for m in &s.maps {
        out.insert(m.id.clone(), text::map(lang, m));
    }
    for q in &s.quests {
        out.insert(q.id.clone(), text::quest(lang, q, s));
    }
    for c in &s.adventures {
        out.insert(
            c.id.clone(),
            format!("{} — {}", text::banner(lang, c), text::adventure(lang, c)),
        );
    }
    out
}

#[test]
fn every_card_reads_in_both_languages_and_says_its_fields() {
    let (en, es) = (texts(Lang::En), texts(Lang::Es));
    assert_eq!(en.len(), 102);
    for (id, e) in &en {
        let spanish = &es[id];
        for t in [e, spanish] {
            assert!(!t.trim().is_empty(), "{id}: no text");
            assert!(
                !t.contains('{') && !t.contains("dg-"),
                "{id}: a missing word in {t}"
            );
        }
        assert_ne!(e, spanish, "{id}: the Spanish text is the English one");
    }
    // Each effect's own rendering is in its card's text, in both languages: the text says
    // every effect the engine will apply, and nothing else is written by hand.
    for (id, effect) in all_effects(s()) {
        for (lang, all) in [(Lang::En, &en), (Lang::Es, &es)] {
            let said = text::effect(lang, effect);
            let whole = all[id].to_lowercase();
            assert!(
                whole.contains(&said.to_lowercase()),
                "{id}: its text leaves out {said}"
            );
        }
    }
    // A monster's scores are in its text.
    for c in &s().adventures {
        if let Some(m) = &c.monster {
            let said = text::monster(Lang::En, m);
            assert!(
                en[&c.id].contains(&said),
                "{}: the monster block is missing",
                c.id
            );
            assert!(said.contains(&format!("Life {}", m.life)));
        }
        assert!(en[&c.id].contains(&c.cost.to_string()), "{}: no cost", c.id);
    }
}
