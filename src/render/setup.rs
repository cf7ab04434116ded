//! Setting up a game: players joining and leaving, heroes, towers, the order of play, the
//! start, and the settings and optional rules chosen before it.

use super::{clip, seat_name, t, Scene};
use crate::engine::board::Corner;
use crate::engine::content::content;
use crate::engine::event::Event;
use crate::engine::{Rejection, View};

/// Seats taken and left, towers, the order of play, the settings, the start.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let (before, after, c) = (scene.before, scene.after, content());
    match e {
        Event::Joined { name, hero, .. } => Some(t(
            "narration",
            "joined",
            &[("name", name.clone()), ("hero", c.hero(*hero).name.clone())],
        )),
        Event::Dealt { name, hero, .. } => Some(t(
            "narration",
            "dealt",
            &[("name", name.clone()), ("hero", c.hero(*hero).name.clone())],
        )),
        Event::Left { seat } => Some(t(
            "narration",
            "left",
            &[("name", seat_name(before, *seat))],
        )),
        Event::TowerChosen { seat, corner } => Some(t(
            "narration",
            "tower_chosen",
            &[
                ("name", seat_name(after, *seat)),
                ("corner", corner.name().into()),
            ],
        )),
        Event::TowerGiven { seat, corner } => Some(t(
            "narration",
            "tower_given",
            &[
                ("name", seat_name(after, *seat)),
                ("corner", corner.name().into()),
            ],
        )),
        Event::Started => Some(t("narration", "started", &[])),
        Event::Reordered(_) => {
            let names: Vec<String> = after.seats.iter().map(|s| s.name.clone()).collect();
            Some(t("narration", "reordered", &[("names", names.join(", "))]))
        }
        Event::Configured(_) => Some(t("narration", "configured", &[])),
        _ => unreachable!("{e:?} is narrated by another area"),
    }
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
            .map(|(_, h)| h.short.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let free_towers = || {
        Corner::ALL
            .iter()
            .filter(|k| v.seats.iter().all(|s| s.tower != Some(**k)))
            .map(|k| k.name())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match r {
        Rejection::NotInGame => t("refusal", "not_in_game", &[]),
        Rejection::AlreadyJoined => t("refusal", "already_joined", &[]),
        Rejection::GameFull => t("refusal", "game_full", &[]),
        Rejection::HeroTaken { hero, by } => t(
            "refusal",
            "hero_taken",
            &[
                ("hero", c.hero(*hero).short.clone()),
                ("by", by.clone()),
                ("free", free_heroes()),
            ],
        ),
        Rejection::TowerTaken { corner, by } => t(
            "refusal",
            "tower_taken",
            &[
                ("corner", corner.name().into()),
                ("by", by.clone()),
                ("free", free_towers()),
            ],
        ),
        Rejection::NotStarted => t("refusal", "not_started", &[]),
        Rejection::AlreadyStarted => t("refusal", "already_started", &[]),
        Rejection::TooFewPlayers => t("refusal", "too_few", &[]),
        Rejection::SoloOnly => t("refusal", "solo_only", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}

/// The optional rules, one per line, with whether each is on.
pub fn options_list(s: &crate::engine::Settings) -> String {
    let mut out = vec![t("options", "header", &[])];
    for name in crate::engine::OPTIONS {
        let on = s.option(name).unwrap_or(false);
        out.push(format!(
            "{} `{name}`: {}",
            if on { "✅" } else { "▫️" },
            t("options", name, &[])
        ));
    }
    out.join("\n")
}

/// Why `value` is refused for a numeric setting: what it counts and its range.
pub fn setting_range(r: &crate::engine::SettingRange, value: &str) -> String {
    t(
        "manage",
        "set_out_of_range",
        &[
            ("key", r.key.to_string()),
            ("meaning", t("range", r.key, &[])),
            ("min", r.min.to_string()),
            ("max", r.max.to_string()),
            ("value", clip(value, 40)),
        ],
    )
}

/// The settings, one per line.
pub fn settings(s: &crate::engine::Settings) -> String {
    let mut out = vec![t("manage", "settings_header", &[])];
    if let Ok(table) = toml::Table::try_from(s) {
        for (k, v) in table {
            let v = match v {
                toml::Value::String(s) => format!("\"{s}\""),
                toml::Value::Integer(i) => i.to_string(),
                toml::Value::Boolean(b) => b.to_string(),
                other => format!("{other:?}"),
            };
            out.push(format!("`{k}` = {v}"));
        }
    }
    out.join("\n")
}
