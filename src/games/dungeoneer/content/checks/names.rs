//! No name in the set is a published one (DUNGEONEER-DECK.md §1).

use super::super::*;
use super::s;

const DENIED: &[&str] = &[
    "Dungeoneer",
    "Tomb of the Lich Lord",
    "Vault of the Fiends",
    "Haunted Woods of Malthorin",
    "Den of the Wererats",
    "Dragons of the Forsaken Desert",
    "Realm of the Ice Witch",
    "Call of the Lich Lord",
    "Wrath of the Serpent Goddess",
    "Repel",
    "Potion of Healing",
    "Haste",
    "Malthorin",
    "Malthorin's Geas",
    "Evil Vortex",
    "Master Wererat",
    "Zum's Dancing Arrow",
    "Free Durik",
    "Rescue Lily",
    "Inn of the Wily Wench",
    "Arnum Hamlet",
    "Forest Shift",
    "Holy Breastplate",
    "Potion of Invigoration",
    "Elendus Sular",
    "Boot of Ala Hazad",
    "Free Caedman's Soul",
    "Undead Awakening",
    "Create Darkness",
    "Blessings of Nakari",
    "Inner Sanctum",
    "Draky",
    "Ramalith",
    "Rescue the Assassin Princess",
    "Necrotower",
    "Brigand's Lair",
    "Uncover the Jewel of Anrak",
    "Consult the Desert Oracle",
    "Dragon Fear",
    "Necrodragon",
    "Dragon Nip",
    "Forlorn Magic",
    "Winter Spell of the Ice Witch",
    "Cholizar",
    "Enraka Tyvus",
    "Tahewyn Draexis",
    "Ryghus Gar",
    "Rescue Olaf Flanda",
    "Arch Lich Lord",
    "Throne of Despair",
    "Plague Scepter",
    "War Room",
    "Slay the Naga Queen",
    "Boots of Undead Crushing",
    "Bel Brewspirits",
    "Plate of Gwildor",
    "Potion of Rejuvenation",
    "Command Fiend",
    "Defeat the High Priestess",
];

/// The proper nouns of the denylist, also refused inside a longer name.
const DENIED_WITHIN: &[&str] = &[
    "dungeoneer",
    "lich lord",
    "fiend",
    "malthorin",
    "wererat",
    "forsaken desert",
    "ice witch",
    "serpent goddess",
    "zum",
    "durik",
    "lily",
    "wily wench",
    "arnum",
    "elendus",
    "sular",
    "ala hazad",
    "caedman",
    "nakari",
    "draky",
    "ramalith",
    "assassin princess",
    "necrotower",
    "anrak",
    "desert oracle",
    "necrodragon",
    "cholizar",
    "enraka",
    "tyvus",
    "tahewyn",
    "draexis",
    "ryghus",
    "olaf",
    "flanda",
    "naga queen",
    "brewspirits",
    "gwildor",
    "high priestess",
];

fn every_name(s: &Set) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    for h in &s.heroes {
        for t in [&h.name, &h.race, &h.class] {
            out.push((h.id.as_str(), t.en.as_str()));
            out.push((h.id.as_str(), t.es.as_str()));
        }
    }
    let named = s
        .maps
        .iter()
        .map(|m| (&m.id, &m.name))
        .chain(s.quests.iter().map(|q| (&q.id, &q.name)))
        .chain(s.adventures.iter().map(|c| (&c.id, &c.name)));
    for (id, t) in named {
        out.push((id.as_str(), t.en.as_str()));
        out.push((id.as_str(), t.es.as_str()));
    }
    out
}

#[test]
fn no_name_is_a_published_one() {
    for (id, name) in every_name(s()) {
        let lower = name.to_lowercase();
        for d in DENIED {
            assert_ne!(lower, d.to_lowercase(), "{id}: {name} is a published name");
        }
        for d in DENIED_WITHIN {
            let words: Vec<&str> = lower
                .split(|c: char| !c.is_alphanumeric() && c != ' ')
                .collect();
            let hit = words.iter().any(|w| {
                let w = format!(" {w} ");
                w.contains(&format!(" {d} ")) || w.contains(&format!(" {d}s "))
            });
            assert!(!hit, "{id}: {name} carries the published name {d}");
        }
    }
}

#[test]
fn the_denylist_check_would_catch_a_published_name() {
    let lower = "the fiend's lantern".to_string();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric() && c != ' ')
        .collect();
    assert!(words.iter().any(|w| format!(" {w} ").contains(" fiend ")));
}
