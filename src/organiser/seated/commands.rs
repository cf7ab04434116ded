//! The `!dq` commands a table of another kind than DungeonQuest offers, for the answer to a
//! `!dq` text that is none of them; and a game's play by DM from someone in no running game.

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
    ("campaign", "campaña"),
    ("help", "ayuda"),
    ("undo", "deshacer"),
    ("replace", "reemplazar"),
    ("remove", "quitar"),
    ("skip", "saltar"),
    ("pause", "pausa"),
    ("resume", "reanudar"),
    ("extend", "ampliar"),
    ("end", "terminar"),
    ("away", "ausente"),
    ("back", "vuelvo"),
    ("notify", "avisos"),
    ("mine", "mías"),
    ("bank", "banco"),
    ("profile", "perfil"),
    ("restore", "readmitir"),
    ("sub", "suplente"),
    ("require", "exigir"),
    ("language", "idioma"),
];

impl crate::organiser::Organiser {
    /// Whether a text is a play of some game of another kind (`Play 3`, `Jugar 3`) where no
    /// game runs (a DM from someone in none, a channel without one): its sender hears that,
    /// not that his text is no command (nor nothing, for a Spanish play in a channel).
    /// (The first kind's plays are answered where no game runs: `Kind::lobby`.)
    pub(in crate::organiser) fn a_play_without_a_game(
        &self,
        input: &crate::organiser::Input,
        running: Option<&crate::store::GameRow>,
    ) -> bool {
        running.is_none()
            && crate::games::Kind::FIRST
                .others()
                .filter_map(|k| k.open([0; 32], "{}").ok())
                .any(|g| {
                    matches!(
                        g.read(
                            &input.text,
                            true,
                            crate::games::Who::Newcomer,
                            crate::lang::Lang::En,
                        ),
                        crate::games::Heard::Play(crate::games::Move::Play(_))
                    )
                })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command the answer to a slip offers is one the table takes, in both languages.
    #[test]
    fn the_commands_offered_are_commands() {
        for (en, es) in TABLE_COMMANDS {
            for word in [en, es] {
                assert!(
                    matches!(
                        crate::manage::parse(&format!("!dq {word}")),
                        Some(Ok(_) | Err(crate::manage::Mistake::BadArgument { .. }))
                    ),
                    "!dq {word}"
                );
            }
        }
    }
}
