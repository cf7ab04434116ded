//! DungeonQuest's own path through the organiser (`organiser::desk::OwnTable`), down to
//! what comes before any game: every input at a running DungeonQuest game comes through the
//! table's one door (`organiser::seated`, `games::Seated`, as Dungeon Raiders' do), and so do
//! the looks at one that has ended. What is left here: `!dq new` (`setting_up`), `!dq help`
//! where no game runs and what no game answers (`reading`), R22's round reminders on the
//! minute tick (`clock`, with the fight's calls it sends, `fighting`), and the typed look at a
//! loaded game (`own`: `held`, `QuestGames::game`).

#[cfg(test)]
mod board;
mod clock;
mod fighting;
mod own;
mod reading;
mod setting_up;

use own::held;
pub use own::QuestGames;

use crate::games::dungeonquest::command::{looks_like_command, parse, Command, Manage, Quest};
use crate::games::dungeonquest::engine::Action;
use crate::games::dungeonquest::render;
use crate::organiser::desk::{Desk, Post, Reply};
use crate::store::GameRow;
use anyhow::Result;

/// DungeonQuest's own path. Its games are loaded in the desk's one map (`Desk::games`), as
/// the table's interface holds them (`QuestTable`, which reads as the engine's `Game`); each
/// family here looks at them typed (`own::held`).
#[derive(Default)]
pub struct Quests;

impl Quests {
    /// An input where no DungeonQuest game runs: `!dq new`, help, or what hears that there
    /// is no game (or that the channel's last one is over). `running`: the channel's running
    /// game of another kind, if any (`!dq new` is refused while one runs).
    pub(super) async fn quest_input(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        running: Option<GameRow>,
    ) -> Result<Vec<Reply>> {
        let input = post.input;
        let cmd = match parse(&input.text) {
            Ok(c) => c,
            Err(e) => {
                // Chatter in a channel is left alone; anything meant as a command is answered.
                if input.channel.is_some() && !looks_like_command(&input.text) {
                    return Ok(Vec::new());
                }
                let in_dm = input.channel.is_none();
                return Ok(post.say(render::not_understood(&e, None, in_dm)));
            }
        };
        match cmd {
            Command::Manage(Manage::New | Manage::NewOf { .. }) => {
                return self.new_game(desk, post, running.as_ref()).await
            }
            Command::Play(Action::Strikes(_)) if input.channel.is_some() => {
                return Ok(post.say(crate::lang::tr("combat-not-in-channel", &[])))
            }
            Command::Manage(Manage::Help { topic }) => {
                return self.help(post, topic.as_deref()).await
            }
            _ => {}
        }
        // A game action or a tool after the channel's game has ended: it is over, not
        // missing (nothing is taken back once its seed is out, either).
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
        if let (true, Some(c)) = (in_game, &input.channel) {
            if desk.store.latest_game(c).await?.is_some() {
                return Ok(post.say(crate::lang::tr("refusal-game-over", &[])));
            }
        }
        let k = if input.channel.is_some() {
            "no_game"
        } else {
            "no_game_dm"
        };
        Ok(post.say(render::t("manage", k, &[])))
    }
}
