//! Every reading command at a DungeonQuest table, as every viewer, searched (the leak suite's
//! `play_and_search_with` asks them after every input while something is hidden).

use super::{ask, export_leaks, fresh, text_leaks, Audience, Secrets, Seen};
use kalladra::organiser::Organiser;
use std::collections::HashMap;

/// Every reading command at the table, as each of `viewers` (the organiser, `olga`, among
/// them), in the channel and by DM, searched for `s`; the channel's own outputs asked by one
/// viewer a step. `last`: the last text of each (viewer, command, by DM), to tell new lines
/// from history.
pub(super) async fn readings(
    org: &mut Organiser,
    (viewers, step): (&[String], usize),
    s: &Secrets,
    last: &mut HashMap<(String, &'static str, bool), String>,
    seen: &mut Seen,
) -> Vec<String> {
    let mut leaks = Vec::new();
    for (k, v) in viewers.iter().enumerate() {
        let admin = v == "olga";
        // What waits on him (by DM) and a profile (where asked) name no secret.
        let mut commands = vec![
            ("!dq log 30", true),
            ("!dq status", true),
            ("!dq mine", true),
            ("!dq profile", false),
        ];
        // The channel's own outputs are the same whoever asks: one viewer a step.
        if k == step % viewers.len() {
            commands.extend([
                ("!dq log 30", false),
                ("!dq status", false),
                ("!dq board", false),
                ("!dq dice", false),
                ("!dq export", false),
            ]);
        }
        if admin {
            commands.extend([("!dq export", true), ("!dq undo 3", false)]);
        }
        for (cmd, dm) in commands {
            for r in ask(org, v, cmd, dm, admin).await {
                let asked = format!("`{cmd}` asked by {v} (dm: {dm})");
                if let Some(f) = &r.file {
                    seen.exports += 1;
                    let found = export_leaks(s, &f.bytes);
                    leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
                }
                let key = (v.clone(), cmd, dm);
                let before = last.get(&key).cloned().unwrap_or_default();
                let new = fresh(&before, &r.text);
                let found = text_leaks(s, &Audience::of(&r), &r.text, &new);
                leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
                last.insert(key, r.text.clone());
            }
        }
    }
    leaks
}
