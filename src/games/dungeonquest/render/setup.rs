//! Setting up a game: players joining and leaving, heroes, towers, the order of play, the
//! start, and the settings and optional rules chosen before it.

use super::{clip, names, seat_name, t, tr, Scene};
use crate::games::dungeonquest::engine::board::Corner;
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{Rejection, View};

/// Seats taken and left, towers, the order of play, the settings, the start.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let (before, after) = (scene.before, scene.after);
    match e {
        Event::Joined { name, hero, .. } => Some(tr(
            "narration-joined",
            &[("name", name.clone()), ("hero", names::hero(*hero))],
        )),
        Event::Dealt { name, hero, .. } => Some(tr(
            "narration-dealt",
            &[("name", name.clone()), ("hero", names::hero(*hero))],
        )),
        Event::Left { seat } => Some(tr("narration-left", &[("name", seat_name(before, *seat))])),
        Event::TowerChosen { seat, corner } => Some(tr(
            "narration-tower-chosen",
            &[
                ("name", seat_name(after, *seat)),
                ("corner", names::corner(*corner)),
            ],
        )),
        Event::TowerGiven { seat, corner } => Some(tr(
            "narration-tower-given",
            &[
                ("name", seat_name(after, *seat)),
                ("corner", names::corner(*corner)),
            ],
        )),
        Event::Started => Some(tr("narration-started", &[])),
        Event::Reordered(_) => {
            let names: Vec<String> = after.seats.iter().map(|s| s.name.clone()).collect();
            Some(tr("narration-reordered", &[("names", names.join(", "))]))
        }
        Event::Configured(new) => Some(tr(
            "narration-configured",
            &[("changes", changes(&before.settings, new))],
        )),
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// What a change of settings changed: "`turn_hours` 0 → 24", each setting that differs.
fn changes(
    old: &crate::games::dungeonquest::engine::Settings,
    new: &crate::games::dungeonquest::engine::Settings,
) -> String {
    let shown = |v: Option<&toml::Value>| match v {
        Some(toml::Value::String(s)) => s.clone(),
        Some(toml::Value::Integer(i)) => i.to_string(),
        Some(toml::Value::Boolean(b)) => if *b { "on" } else { "off" }.to_string(),
        Some(other) => format!("{other:?}"),
        None => "-".into(),
    };
    let (old, new) = (old.table(), new.table());
    let changed: Vec<String> = new
        .iter()
        .filter(|(k, v)| old.get(*k) != Some(*v))
        .map(|(k, v)| format!("`{k}` {} → {}", shown(old.get(k)), shown(Some(v))))
        .collect();
    changed.join(", ")
}

/// Joining, heroes, towers and the start refused.
pub(super) fn refusal(v: &View, r: &Rejection) -> String {
    let c = content();
    let free_heroes = || {
        let taken: Vec<u8> = v.seats.iter().map(|s| s.hero.id).collect();
        c.heroes
            .iter()
            .enumerate()
            .filter(|(i, _)| !taken.contains(&(*i as u8)))
            .map(|(i, _)| names::hero_short(i as u8))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let free_towers = || {
        Corner::ALL
            .iter()
            .filter(|k| v.seats.iter().all(|s| s.tower != Some(**k)))
            .map(|k| names::corner(*k))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match r {
        // Joining is only for before the start: no hint to join a game under way.
        Rejection::NotInGame
            if v.phase != crate::games::dungeonquest::engine::state::Phase::Setup =>
        {
            tr("refusal-not-in-game-started", &[])
        }
        Rejection::NotInGame => tr("refusal-not-in-game", &[]),
        Rejection::AlreadyJoined => tr("refusal-already-joined", &[]),
        Rejection::GameFull => tr("refusal-game-full", &[]),
        Rejection::HeroTaken { hero, by } => tr(
            "refusal-hero-taken",
            &[
                ("hero", names::hero_short(*hero)),
                ("by", by.clone()),
                ("free", free_heroes()),
            ],
        ),
        Rejection::TowerTaken { corner, by } => tr(
            "refusal-tower-taken",
            &[
                ("corner", names::corner(*corner)),
                ("by", by.clone()),
                ("free", free_towers()),
            ],
        ),
        Rejection::NotStarted => tr("refusal-not-started", &[]),
        Rejection::AlreadyStarted => tr("refusal-already-started", &[]),
        Rejection::TooFewPlayers => tr("refusal-too-few", &[]),
        Rejection::SoloOnly => tr("refusal-solo-only", &[]),
        Rejection::TooManyRunes { each, heroes, deck } => tr(
            "refusal-too-many-runes",
            &[
                ("each", each.to_string()),
                ("heroes", heroes.to_string()),
                ("deck", deck.to_string()),
                ("most", (deck / (*heroes).max(1)).to_string()),
            ],
        ),
        other => unreachable!("{other:?} is refused by another area"),
    }
}

/// An optional rule's name in the reader's language (`La muerte puede esperar`).
pub fn option_name(id: &str) -> String {
    tr(&format!("option-name-{}", id.replace('_', "-")), &[])
}

/// The optional rules, one per line, with whether each is on.
pub fn options_list(s: &crate::games::dungeonquest::engine::Settings) -> String {
    let mut out = vec![tr("options-header", &[])];
    for name in crate::games::dungeonquest::engine::OPTIONS {
        let on = s.option(name).unwrap_or(false);
        out.push(tr(
            "options-line",
            &[
                ("mark", if on { "✅" } else { "▫️" }.to_string()),
                ("id", name.to_string()),
                ("name", option_name(name)),
                ("text", t("options", name, &[])),
            ],
        ));
    }
    out.join("\n")
}

/// Why `value` is refused for a numeric setting: what it counts and its range.
pub fn setting_range(r: &crate::games::dungeonquest::engine::SettingRange, value: &str) -> String {
    tr(
        "manage-set-out-of-range",
        &[
            ("key", r.key.to_string()),
            ("meaning", t("range", r.key, &[])),
            ("min", r.min.to_string()),
            ("max", r.max.to_string()),
            ("value", clip(value, 40)),
        ],
    )
}

/// A setting's word (`picture+compact`, `remind`) as the reader's language says it and
/// `!dq set` takes it back (`imagen+compacto`, `recordar`).
pub fn setting_word(word: &str) -> String {
    let id = format!("setting-value-{}", word.replace(['+', '_'], "-"));
    if crate::lang::has(crate::lang::Lang::En, &id) {
        tr(&id, &[])
    } else {
        word.to_string()
    }
}

/// A setting's value as `!dq set` takes it in the reader's language: a word translated, a
/// number as it is, a yes/no as `on`/`off` (`!dq set` reads `sí`/`no` too).
pub fn setting_value(v: &toml::Value) -> String {
    match v {
        toml::Value::String(s) => setting_word(s),
        toml::Value::Integer(i) => i.to_string(),
        toml::Value::Boolean(b) => tr(
            if *b {
                "setting-value-true"
            } else {
                "setting-value-false"
            },
            &[],
        ),
        other => format!("{other:?}"),
    }
}

/// The settings, one per line.
pub fn settings(s: &crate::games::dungeonquest::engine::Settings) -> String {
    let mut out = vec![tr("manage-settings-header", &[])];
    for (k, v) in s.table() {
        let v = match &v {
            toml::Value::String(_) => format!("\"{}\"", setting_value(&v)),
            _ => setting_value(&v),
        };
        out.push(format!("`{k}` = {v}"));
    }
    out.join("\n")
}
