//! Configuration: `config.toml` (see `config.example.toml`), every field optional.
//! The Discord token is never read from a file: it comes from `DISCORD_TOKEN`.

use crate::engine::Settings;
use anyhow::{Context, Result};
use serde::Deserialize;
use std::path::Path;

#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The SQLite database file.
    pub database: String,
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
            game: Settings::default(),
            discord: DiscordSettings::default(),
        }
    }
}

impl Config {
    /// Read `path` if it exists; defaults otherwise.
    pub fn load(path: &Path) -> Result<Config> {
        if !path.exists() {
            return Ok(Config::default());
        }
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        toml::from_str(&text)
            .with_context(|| format!("{} is not a valid configuration", path.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_config_parses_to_the_defaults() {
        let text = include_str!("../config.example.toml");
        let c: Config = toml::from_str(text).unwrap();
        assert_eq!(c.database, Config::default().database);
        assert_eq!(c.game, Settings::default());
    }
}
