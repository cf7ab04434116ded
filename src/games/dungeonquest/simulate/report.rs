//! `kalladra simulate` for DungeonQuest: the command line's choices checked, the games played,
//! the figures as a table or JSON.

use super::{simulate_with, table, PolicyKind};
use crate::games::dungeonquest::engine::{Settings, OPTIONS};

/// The figures of `games` games of `players` heroes from `seed` on, with the optional rules
/// `options` on and the computer player `policy`; Err: which choice makes no game, and what
/// would.
pub fn report(
    games: usize,
    players: usize,
    seed: u64,
    options: &[String],
    policy: &str,
    json: bool,
) -> Result<String, String> {
    if players > 4 {
        return Err(format!("DungeonQuest takes 1 to 4 heroes, not {players}"));
    }
    let Some(kind) = PolicyKind::named(policy) else {
        return Err(format!(
            "no computer player `{policy}`; the computer players are: {}",
            PolicyKind::NAMES.join(", ")
        ));
    };
    let mut keys = Vec::new();
    for o in options {
        let Some(key) = Settings::option_named(o) else {
            return Err(format!(
                "no optional rule `{o}`; the options are: {}",
                OPTIONS.join(", ")
            ));
        };
        keys.push(key);
    }
    let settings = Settings::default().with_options(&keys);
    if settings.going_it_alone && players != 1 {
        return Err("going_it_alone is a one-hero game: add `--players 1`".into());
    }
    let st = simulate_with(games, players, seed, &settings, kind);
    Ok(if json {
        format!(
            "{}\n",
            serde_json::to_string_pretty(&st).map_err(|e| e.to_string())?
        )
    } else {
        table(&st)
    })
}
