//! Registering the slash commands with Discord, beside the running bot.

use crate::store::Store;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// The hash of the command set as Discord receives it, its keys sorted: localisations are
/// hash maps, whose order changes from one run to the next.
fn commands_hash(commands: &[serenity::CreateCommand]) -> String {
    use sha2::{Digest, Sha256};
    let json = serde_json::to_value(commands)
        .map(|v| v.to_string())
        .unwrap_or_default();
    Sha256::digest(json.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Register the slash commands with Discord, beside the bot: skipped when the set is the one
/// last registered, otherwise tried until it succeeds, waiting twice as long after each
/// failure (1 s, 2 s, ... at most 10 minutes), every attempt logged.
pub(super) async fn register(
    http: Arc<serenity::Http>,
    store: Store,
    commands: Vec<serenity::CreateCommand>,
) {
    let hash = commands_hash(&commands);
    match store.registration_hash().await {
        Ok(Some(h)) if h == hash => {
            tracing::info!("slash commands unchanged since their last registration");
            return;
        }
        Ok(_) => {}
        Err(e) => tracing::warn!("reading the last registration: {e}"),
    }
    let mut wait = Duration::from_secs(1);
    for attempt in 1u32.. {
        match serenity::Command::set_global_commands(&http, commands.clone()).await {
            Ok(_) => {
                // Noted before it is said: a bot stopped right after the line (a test waits
                // for it) registers nothing again when it comes back.
                if let Err(e) = store.set_registration_hash(&hash).await {
                    tracing::warn!("noting the registration: {e}");
                }
                tracing::info!("slash commands registered (attempt {attempt})");
                return;
            }
            Err(e) => {
                tracing::warn!(
                    "registering slash commands failed (attempt {attempt}): {e}; trying again in {} s",
                    wait.as_secs()
                );
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(Duration::from_secs(600));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same commands hash the same however their localisations' maps are ordered (a
    /// restart used to register the unchanged set again).
    #[test]
    fn the_same_commands_hash_the_same_every_time() {
        let hash = || {
            let commands = super::super::slash_commands().unwrap();
            commands_hash(&poise::builtins::create_application_commands(&commands))
        };
        let first = hash();
        for _ in 0..20 {
            assert_eq!(hash(), first);
        }
    }
}
