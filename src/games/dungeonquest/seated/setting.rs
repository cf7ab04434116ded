//! `!dq set KEY VALUE` before a DungeonQuest game's start: the settings with one changed, or
//! what is wrong with the change (an unknown key, a value out of range or of the wrong kind).

use crate::games::dungeonquest::engine::Settings;
use crate::games::dungeonquest::render;

/// Settings with one of them changed, or what is wrong with the change.
pub(crate) fn with_setting(s: &Settings, key: &str, value: &str) -> Result<Settings, String> {
    let mut table = s.table();
    if !table.contains_key(key) {
        let keys: Vec<&str> = table.keys().map(String::as_str).collect();
        return Err(crate::lang::tr(
            "manage-set-unknown",
            &[("key", render::clip(key, 40)), ("keys", keys.join(", "))],
        ));
    }
    // A word in Spanish (`imagen`, `recordar`, `sí`) is the setting's own word.
    let value = crate::games::dungeonquest::command::setting_value(value);
    let value = value.as_str();
    let words = |choices: Vec<&str>| -> String {
        choices
            .into_iter()
            .map(render::setting_word)
            .collect::<Vec<_>>()
            .join(", ")
    };
    if value.is_empty() {
        let takes = match (Settings::choices(key), Settings::range(key), table.get(key)) {
            (Some(choices), _, _) => words(choices),
            (_, Some(r), _) => crate::lang::tr(
                "manage-set-takes-number",
                &[("min", r.min.to_string()), ("max", r.max.to_string())],
            ),
            (_, _, Some(toml::Value::Boolean(_))) => "`on`, `off`".to_string(),
            _ => "`!dq settings`".to_string(),
        };
        return Err(crate::lang::tr(
            "manage-set-no-value",
            &[("key", key.to_string()), ("takes", takes)],
        ));
    }
    if let Some(choices) = Settings::choices(key) {
        if !choices.contains(&value) {
            return Err(crate::lang::tr(
                "picture-set-choice",
                &[
                    ("key", key.to_string()),
                    ("value", render::clip(value, 40)),
                    ("choices", words(choices)),
                ],
            ));
        }
    }
    if let (Some(r), Ok(n)) = (Settings::range(key), value.parse::<i64>()) {
        if !r.contains(n) {
            return Err(render::setting_range(&r, value));
        }
    }
    let v = match value {
        "true" | "on" | "yes" => toml::Value::Boolean(true),
        "false" | "off" | "no" => toml::Value::Boolean(false),
        n if n.parse::<i64>().is_ok() => toml::Value::Integer(n.parse().unwrap_or(0)),
        other => toml::Value::String(other.to_string()),
    };
    // What a switch or a number takes, for the answer to a value it cannot take.
    let takes = match table.get(key) {
        Some(toml::Value::Boolean(_)) => "`on`, `off` (`true`, `false`)".to_string(),
        _ => match Settings::range(key) {
            Some(r) => crate::lang::tr(
                "manage-set-takes-number",
                &[("min", r.min.to_string()), ("max", r.max.to_string())],
            ),
            None => "`!dq settings`".to_string(),
        },
    };
    table.insert(key.to_string(), v);
    let new: Settings = toml::Value::Table(table).try_into().map_err(|_| {
        crate::lang::tr(
            "manage-set-bad-value",
            &[
                ("key", key.to_string()),
                ("value", render::clip(value, 40)),
                ("takes", takes),
            ],
        )
    })?;
    if new == *s {
        return Err(crate::lang::tr(
            "manage-set-same",
            &[
                ("key", key.to_string()),
                ("value", render::clip(&render::setting_word(value), 40)),
            ],
        ));
    }
    Ok(new)
}

/// The setting an optional rule's name turns on or off (`!dq option NAME on|off`), named in
/// English or Spanish; or what the rules are called, for a name that is none.
pub(crate) fn option_key(name: &str) -> Result<&'static str, String> {
    Settings::option_named(name)
        .or_else(|| crate::games::dungeonquest::command::option_named_in_spanish(name))
        .ok_or_else(|| {
            let options = crate::games::dungeonquest::engine::OPTIONS
                .iter()
                .map(|o| {
                    crate::lang::tr(
                        "options-named",
                        &[("id", o.to_string()), ("name", render::option_name(o))],
                    )
                })
                .collect::<Vec<_>>()
                .join(", ");
            crate::lang::tr(
                "manage-option-unknown",
                &[("name", render::clip(name, 40)), ("options", options)],
            )
        })
}
