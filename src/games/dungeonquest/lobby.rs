//! What DungeonQuest's words answer where no game runs (it was the first game Kalladra
//! seated, and a bare `!dq new` still opens one): `!dq new`, `!dq help` (a topic, or the
//! commands and that no game runs), strikes typed in a channel, and what hears that no game
//! runs (or, once the channel's last game is over, that it is over).

use super::command::{looks_like_command, parse, Command, Manage, Quest};
use super::engine::Action;
use super::render;
use crate::games::Lobby;

/// `text` where no game runs, in DungeonQuest's words. `in_channel`: typed in a channel
/// (chatter there is left alone; a DM is always answered).
pub fn read(text: &str, in_channel: bool) -> Lobby {
    let cmd = match parse(text) {
        Ok(c) => c,
        Err(_) if in_channel && !looks_like_command(text) => return Lobby::Chatter,
        Err(e) => return Lobby::Say(render::not_understood(&e, None, !in_channel)),
    };
    match cmd {
        Command::Manage(Manage::New | Manage::NewOf { .. }) => return Lobby::New,
        Command::Play(Action::Strikes(_)) if in_channel => {
            return Lobby::Say(crate::lang::tr("combat-not-in-channel", &[]))
        }
        Command::Manage(Manage::Help { topic }) => {
            return Lobby::Say(match topic {
                Some(t) => render::help_topic(&t),
                None => {
                    let k = if in_channel {
                        "now_no_game"
                    } else {
                        "now_no_game_dm"
                    };
                    render::help(&render::t("help", k, &[]))
                }
            })
        }
        _ => {}
    }
    let none = render::t(
        "manage",
        if in_channel { "no_game" } else { "no_game_dm" },
        &[],
    );
    // A game action or a tool after the channel's game has ended: it is over, not missing
    // (nothing is taken back once its seed is out, either).
    let in_game = matches!(
        &cmd,
        Command::Play(_)
            | Command::Manage(
                Manage::Undo { .. }
                    | Manage::UndoConfirm
                    | Manage::Replace { .. }
                    | Manage::Remove { .. }
                    | Manage::Skip
                    | Manage::Pause
                    | Manage::Resume
                    | Manage::End { .. }
                    | Manage::Extend { .. }
                    | Manage::Away { .. }
                    | Manage::Back
                    | Manage::Own(Quest::Monster { .. })
                    | Manage::Own(Quest::Random)
                    | Manage::Leave
                    | Manage::LeaveConfirm
            )
    );
    match in_game {
        true => Lobby::InGame(none),
        false => Lobby::Say(none),
    }
}

/// Whether `text` is one of the table's own `!dq` commands as DungeonQuest reads it (its
/// grammar comes first: any text with `=` is strikes, and its own words are its own).
pub fn is_table_command(text: &str) -> bool {
    matches!(parse(text), Ok(Command::Manage(m)) if !matches!(m, Manage::Own(_)))
}

/// What `!dq new` writes a new game's settings as: the defaults `config.toml` sets.
pub fn new_settings(defaults: &super::engine::Settings) -> String {
    serde_json::to_string(defaults).expect("settings serialise")
}

/// At a channel whose last DungeonQuest game has ended: its looks and its settings are that
/// game's (a setting changed hears it is over); help, the hand and the rest are answered as
/// where no game runs.
pub fn reads_after_the_end(text: &str) -> bool {
    let Ok(Command::Manage(m)) = parse(text) else {
        return false;
    };
    matches!(
        m,
        Manage::Board { .. }
            | Manage::Status
            | Manage::Log { .. }
            | Manage::Settings
            | Manage::Export
            | Manage::Record
            | Manage::Language { .. }
            | Manage::Own(Quest::Dice | Quest::Options)
            | Manage::Set { .. }
            | Manage::Own(Quest::Option { .. })
    )
}
