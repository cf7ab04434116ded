//! Configuration: `config.toml` (see `config.example.toml`), every field optional.
//! The Discord token is never read from a file: it comes from `DISCORD_TOKEN`.

use crate::games::Defaults;
use crate::lang::Lang;
use anyhow::{anyhow, Result};
use serde::Deserialize;
use std::path::Path;

#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The database: a SQLite file, or a `postgres://` URL (a Postgres database).
    pub database: String,
    /// A new game's language (`en` or `es`); the organiser changes it with `!dq language`.
    #[serde(deserialize_with = "language")]
    pub language: Lang,
    /// Default settings for new games.
    pub game: Defaults,
    pub discord: DiscordSettings,
}

#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordSettings {
    /// Members with this role (its numeric id) may run organiser commands in any game.
    pub organiser_role: Option<u64>,
    /// Send every REST call here instead of Discord (a local stand-in, for tests only).
    pub api_base: Option<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            database: "kalladra.db".into(),
            language: Lang::En,
            game: Defaults::default(),
            discord: DiscordSettings::default(),
        }
    }
}

impl Config {
    /// Read `path` if it exists; defaults otherwise. An error is one line naming the file.
    pub fn load(path: &Path) -> Result<Config> {
        if !path.exists() {
            return Ok(Config::default());
        }
        let text = std::fs::read_to_string(path)
            .map_err(|e| anyhow!("cannot read the configuration {}: {e}", path.display()))?;
        Config::parse(&text).map_err(|e| anyhow!("{}: {e}", path.display()))
    }

    /// A configuration from its text, or one line saying what is wrong (and where). Every
    /// numeric setting is checked against its range (`games::Defaults`).
    pub fn parse(text: &str) -> Result<Config, String> {
        let table: toml::Table = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
        if let Some(toml::Value::Table(game)) = table.get("game") {
            Defaults::check_ranges(game).map_err(|e| format!("[game] {e}"))?;
        }
        let c: Config = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
        if let Some(e) = c.game.out_of_range() {
            return Err(format!("[game] {e}"));
        }
        Ok(c)
    }
}

/// `language = "es"`: a language the bot speaks, named as `!dq language` takes it.
fn language<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
    let s = String::deserialize(d)?;
    Lang::parse(&s).ok_or_else(|| {
        serde::de::Error::custom(format!(
            "language `{s}` is not one the bot speaks: `en` or `es`"
        ))
    })
}

/// A TOML error on one line: where, and what.
fn toml_error(text: &str, e: &toml::de::Error) -> String {
    let what = e.message().trim().replace('\n', " ");
    match e.span() {
        Some(span) => {
            let start = span.start.min(text.len());
            let line = text[..start].matches('\n').count() + 1;
            // The key on that line (`key = value`), for a value of the wrong kind.
            let here = text[text[..start].rfind('\n').map_or(0, |i| i + 1)..]
                .lines()
                .next()
                .unwrap_or("");
            let key = here
                .split_once('=')
                .map(|(k, _)| k.trim().trim_matches('"'));
            let what = key.and_then(|k| wrong_kind(k, &what)).unwrap_or(what);
            format!("line {line}: {what}")
        }
        None => what,
    }
}

/// serde's "invalid type: string \"x\", expected u8" in words: "`sun_limit` takes a whole
/// number, not `"x"`". None for any other message.
fn wrong_kind(key: &str, message: &str) -> Option<String> {
    let rest = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))?;
    let (found, expected) = rest.rsplit_once(", expected ")?;
    let takes = match expected.trim() {
        "u8" | "u16" | "u32" | "u64" | "usize" => "a whole number, 0 or more",
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        "a boolean" => "`true` or `false`",
        "a string" | "a borrowed string" => "text in double quotes",
        "a sequence" => "a list",
        e if e.starts_with("struct ") || e == "a map" => "a table",
        _ => return None,
    };
    // `string "x"`, `integer `5``, `boolean `true``: the value as it was written.
    let value = found
        .split_once(' ')
        .map_or(found, |(_, v)| v)
        .trim_matches('`');
    let hint = if key == "organiser_role" {
        " (the role's id: in Discord turn on Developer Mode, then right-click the role > Copy Role ID)"
    } else {
        ""
    };
    Some(format!("`{key}` takes {takes}{hint}, not `{value}`"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_the_bot_does_not_speak_is_one_line_naming_those_it_does() {
        let e = Config::parse("language = \"fr\"\n").unwrap_err();
        assert!(e.contains("`en` or `es`") && !e.contains('\n'), "{e}");
        let c = Config::parse("language = \"es\"\n").unwrap();
        assert_eq!(c.language, Lang::Es);
        assert_eq!(Config::default().language, Lang::En);
    }

    #[test]
    fn the_example_config_parses_to_the_defaults() {
        let text = include_str!("../config.example.toml");
        let c: Config = toml::from_str(text).unwrap();
        assert_eq!(c.database, Config::default().database);
        assert_eq!(c.game, Defaults::default());
    }

    #[test]
    fn settings_out_of_range_are_refused_with_the_range_named() {
        for (line, range) in [
            ("sun_limit = 0", "from 1 to 100, not `0`"),
            ("dragon_start = 200", "from 0 to 100, not `200`"),
            ("dragon_start = 300", "from 0 to 100, not `300`"),
            ("dragon_step = 0", "from 1 to 100, not `0`"),
            ("sunset_closes_on_or_below = 7", "from 1 to 5, not `7`"),
            ("combat_round_hours = 0", "from 1 to 168, not `0`"),
            ("monster_claim_hours = -1", "from 0 to 168, not `-1`"),
            ("turn_reminder_hours = 1000", "from 0 to 168, not `1000`"),
            ("magical_might_runes = 99", "from 1 to 12, not `99`"),
        ] {
            let text = format!("[game]\n{line}\n");
            let err = Config::parse(&text).expect_err(line);
            let key = line.split(' ').next().unwrap();
            assert!(
                err.starts_with(&format!("[game] `{key}` (")) && err.contains(range),
                "{line}: {err}"
            );
            assert!(!err.contains('\n'), "one line: {err}");
        }
        assert!(Config::parse("[game]\nmagical_might_runes = 3\n").is_ok());
        // Newcomer p26: a value of the wrong kind is said in words, naming the key.
        for (text, says) in [
            (
                "[game]\nsun_limit = \"x\"\n",
                "line 2: `sun_limit` takes a whole number, 0 or more, not `\"x\"`",
            ),
            (
                "[game]\nauto_monster = 3\n",
                "line 2: `auto_monster` takes `true` or `false`, not `3`",
            ),
            (
                "[discord]\norganiser_role = \"abc\"\n",
                "line 2: `organiser_role` takes a whole number, 0 or more (the role's id",
            ),
            (
                "database = 5\n",
                "line 1: `database` takes text in double quotes, not `5`",
            ),
        ] {
            let err = Config::parse(text).unwrap_err();
            assert!(err.starts_with(says), "{text}: {err}");
            assert!(
                !err.contains("expected") && !err.contains("invalid type"),
                "{err}"
            );
        }
        let err = Config::parse("[game]\ncolour = \"blue\"\n").unwrap_err();
        assert!(err.starts_with("line 2: unknown field `colour`"), "{err}");
        assert!(!err.contains('\n'), "{err}");
    }
}
