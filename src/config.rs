//! Configuration: `config.toml` (see `config.example.toml`), every field optional.
//! The Discord token is never read from a file: it comes from `DISCORD_TOKEN`.

use crate::engine::Settings;
use crate::lang::Lang;
use anyhow::{anyhow, Result};
use serde::Deserialize;
use std::path::Path;

#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The SQLite database file.
    pub database: String,
    /// A new game's language (`en` or `es`); the organiser changes it with `!dq language`.
    #[serde(deserialize_with = "language")]
    pub language: Lang,
    /// Default settings for new games.
    pub game: Settings,
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
            game: Settings::default(),
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
    /// numeric setting is checked against its range (`engine::SETTING_RANGES`).
    pub fn parse(text: &str) -> Result<Config, String> {
        let table: toml::Table = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
        if let Some(toml::Value::Table(game)) = table.get("game") {
            for (key, value) in game {
                if let (Some(r), toml::Value::Integer(n)) = (Settings::range(key), value) {
                    if !r.contains(*n) {
                        return Err(format!(
                            "[game] {}",
                            crate::render::setting_range(&r, &n.to_string())
                        ));
                    }
                }
            }
        }
        let c: Config = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
        if let Some((r, n)) = c.game.out_of_range() {
            return Err(format!(
                "[game] {}",
                crate::render::setting_range(&r, &n.to_string())
            ));
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
            let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
            format!("line {line}: {what}")
        }
        None => what,
    }
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
        assert_eq!(c.game, Settings::default());
    }

    #[test]
    fn every_numeric_setting_has_a_range_holding_its_default() {
        let d = Settings::default();
        let table = toml::Table::try_from(&d).unwrap();
        for (key, value) in &table {
            if let toml::Value::Integer(n) = value {
                let r = Settings::range(key)
                    .unwrap_or_else(|| panic!("`{key}` has no range in SETTING_RANGES"));
                assert!(r.contains(*n), "{key} = {n} is outside {r:?}");
                assert_eq!(d.number(key), Some(*n as u32), "{key}");
            }
        }
        assert_eq!(d.out_of_range(), None);
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
        let err = Config::parse("[game]\ncolour = \"blue\"\n").unwrap_err();
        assert!(err.starts_with("line 2: unknown field `colour`"), "{err}");
        assert!(!err.contains('\n'), "{err}");
    }
}
