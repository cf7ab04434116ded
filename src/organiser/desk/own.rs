//! A kind of game with its own path through the organiser: DungeonQuest, whose table (towers,
//! the turn order, optional rules, the monster's part and its claim window, fights in sealed
//! rounds on their own clock, questions asked with buttons, the board kept pinned) says more
//! than `games::Seated` does. It lives in its game's folder; its games are loaded in the
//! desk's one map (`Desk::games`) with every other kind's, and the organiser calls it through
//! this trait alone, lending it the desk for each call.
//!
//! The own path answers every input that is not at a seated game's table, before any game
//! too (it reads the `!dq` grammar with its game's words); the organiser first takes what is
//! the table's whatever the game (`!dq new` of another kind, the leaderboard, `!dq notify`,
//! `!dq language me`), and asks its loaded games through `Seated` for what every table does
//! alike: `/dq resend`, the resumed prompt, buttons and forms, the reminder, the
//! resume banner.

use super::{Desk, Post, Reply};
use crate::games::{Kind, Seated};
use crate::store::GameRow;
use anyhow::Result;

#[async_trait::async_trait]
pub trait OwnTable: Send + Sync {
    /// The kind of game it runs.
    fn kind(&self) -> Kind;

    /// Whether its own grammar, which reads an input before the table's, takes `text` for
    /// something else than one of the table's commands (for DungeonQuest, any text with `=`
    /// is strikes first).
    fn reads_otherwise(&self, text: &str) -> bool;

    /// Whether the table's one door (`organiser::seated`, every game's path) takes `text` at
    /// one of its games instead: the families of commands moved there so far. `ended`: at a
    /// channel's last game, which has ended (only looks at it).
    fn door_takes(&self, text: &str, ended: bool) -> bool;

    /// Answer one input: at one of its games, or at no game at all. `running`: the input's
    /// running game (the channel's, or by DM the sender's), as just looked up.
    async fn input(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        running: Option<GameRow>,
    ) -> Result<Vec<Reply>>;

    /// The clock's turn at its game `id` (loaded): whatever of its own has fallen due, each
    /// once (the table's reminder and time away come first, its plays for the absent after,
    /// as at every game).
    async fn tick(&mut self, desk: &mut Desk, id: i64) -> Result<Vec<Reply>>;
}

/// What holds the loaded games (the organiser): a game's folder reaches its games through
/// it, to offer typed looks at them (DungeonQuest's `QuestGames`).
pub trait Tables {
    /// Game `id`, if it is loaded, whatever its kind.
    fn loaded(&self, id: i64) -> Option<&dyn Seated>;
}
