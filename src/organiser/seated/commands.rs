//! The `!dq` commands a table of another kind than DungeonQuest offers, for the answer to a
//! `!dq` text that is none of them.

/// The `!dq` commands a game of another kind takes (English, Spanish), for the answer to one
/// that is none: what `seated_manage` and `seated_read` answer, and the table's own.
pub(super) const TABLE_COMMANDS: &[(&str, &str)] = &[
    ("join", "unirse"),
    ("leave", "dejar"),
    ("set", "ajustar"),
    ("settings", "ajustes"),
    ("start", "empezar"),
    ("hand", "mano"),
    ("board", "tablero"),
    ("status", "estado"),
    ("log", "registro"),
    ("export", "exportar"),
    ("leaderboard", "clasificación"),
    ("help", "ayuda"),
    ("undo", "deshacer"),
    ("end", "terminar"),
    ("away", "ausente"),
    ("back", "vuelvo"),
    ("notify", "avisos"),
    ("language", "idioma"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dungeonquest::command::{parse, Command};

    /// Every command the answer to a slip offers is one the table takes, in both languages.
    #[test]
    fn the_commands_offered_are_commands() {
        for (en, es) in TABLE_COMMANDS {
            for word in [en, es] {
                assert!(
                    matches!(parse(&format!("!dq {word}")), Ok(Command::Manage(_)))
                        || matches!(
                            parse(&format!("!dq {word}")),
                            Err(
                                crate::games::dungeonquest::command::ParseError::BadArgument { .. }
                            )
                        ),
                    "!dq {word}"
                );
            }
        }
    }
}
