//! `!dq help`: what the asker can do now, and the help topics.

use super::{t, tr};
use crate::games::dungeonquest::engine::Action;

/// The topics of `!dq help TOPIC`, with the other words that find them.
pub const HELP_TOPICS: [(&str, &[&str]); 8] = [
    ("moves", &["move", "turn", "moving"]),
    ("combat", &["fight", "monster", "monsters", "strikes"]),
    ("catacombs", &["catacomb", "below"]),
    ("runes", &["rune"]),
    ("options", &["option", "rules"]),
    ("organiser", &["organizer", "org", "organise"]),
    ("campaigns", &["campaign", "leaderboard"]),
    ("info", &["any", "anytime", "commands"]),
];

/// `!dq help`: what the asker can do `now`, and the topics.
pub fn help(now: &str) -> String {
    tr("help-short", &[("now", now.to_string())])
}

/// `!dq help TOPIC`.
pub fn help_topic(topic: &str) -> String {
    let topic = topic.trim_start_matches("!dq").trim();
    match HELP_TOPICS
        .iter()
        .find(|(name, also)| *name == topic || also.contains(&topic))
    {
        Some(("runes", _)) => runes(),
        Some((name, _)) => t("help", name, &[]),
        None => tr(
            "help-unknown",
            &[
                ("topic", topic.to_string()),
                (
                    "topics",
                    HELP_TOPICS
                        .iter()
                        .map(|(n, _)| format!("`{}`", tr(&format!("topic-{n}"), &[])))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ],
        ),
    }
}

/// `!dq help runes`: how runes are used, and each rune's effect as its card says it.
fn runes() -> String {
    let lines: Vec<String> = (0..crate::games::dungeonquest::engine::content::content()
        .runes
        .len())
        .map(|r| {
            let r = r as u8;
            tr(
                "help-runes-one",
                &[
                    ("rune", super::names::rune(r)),
                    ("text", super::names::rune_text(r)),
                ],
            )
        })
        .collect();
    format!("{}\n{}", tr("help-runes", &[]), lines.join("\n"))
}

/// The commands `legal` (what one player may do now), for `!dq help`, each as `named` says it
/// (the prompt's word: below ground `Stay` is `Draw`): strikes as one line, at most a dozen
/// others.
pub fn help_actions(legal: &[Action], named: &dyn Fn(&Action) -> String) -> String {
    let mut shown: Vec<String> = Vec::new();
    let mut strikes = false;
    for a in legal {
        if matches!(a, Action::Strikes(_)) {
            strikes = true;
            continue;
        }
        if matches!(a, Action::Leave) {
            // Always possible; not what anyone asking for help is after.
            continue;
        }
        let c = format!("`{}`", named(a));
        if !shown.contains(&c) {
            shown.push(c);
        }
    }
    shown.truncate(12);
    if strikes {
        shown.push(tr("help-now-strikes", &[]));
    }
    if shown.is_empty() {
        return tr("help-now-waiting", &[]);
    }
    tr("help-now-actions", &[("actions", shown.join(", "))])
}
