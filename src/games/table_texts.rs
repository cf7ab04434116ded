//! The keys of what the table says at every game in the game's own words (`{texts}-KEY`,
//! `Kind::texts`).

/// What the table says at every game in the game's own words (`Kind::texts`, then the key):
/// a play of another game's, a hand asked for where there is none, the record's page and its
/// refusal before the start, a campaign named after the start, the channel's reminder and a
/// campaign's table.
pub const TABLE_TEXTS: [&str; 9] = [
    "not-here",
    "hand-none",
    "hand-no-seat",
    "record-attached",
    "record-refused-setup",
    "refuse-already-started",
    "reminder",
    "leaderboard-header",
    "leaderboard-line",
];

/// What the table says in a game's words where the game leaves it the table's way: `help`
/// and `status-paused` (`Seated::help`, `Seated::status`), `skipped` and `refuse-skip-none`
/// (no `Seated::own_skip`), `record` (an ending whose story posts no proof), `deadline` and
/// `deadline-remind` (`Seated::deadline_line`).
pub const DEFAULT_TEXTS: [&str; 7] = [
    "help",
    "status-paused",
    "skipped",
    "refuse-skip-none",
    "record",
    "deadline",
    "deadline-remind",
];

#[cfg(test)]
mod tests {
    use super::{DEFAULT_TEXTS, TABLE_TEXTS};
    use crate::games::Kind;

    /// Every kind gives the table its words for what the table says at its games, in both
    /// languages (Dungeon Raiders, which leaves the table every default, those too).
    #[test]
    fn every_kind_gives_the_table_its_words_in_both_languages() {
        use crate::lang::{has, Lang};
        for kind in Kind::ALL {
            let defaults = match kind {
                Kind::DungeonQuest => &[][..],
                Kind::Raiders | Kind::Dungeoneer => &DEFAULT_TEXTS[..],
            };
            for key in TABLE_TEXTS.iter().chain(defaults) {
                for lang in Lang::ALL {
                    let id = format!("{}-{key}", kind.texts());
                    assert!(has(lang, &id), "{id} ({lang:?})");
                }
            }
        }
    }
}
