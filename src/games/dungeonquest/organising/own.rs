//! The organiser's calls into DungeonQuest's path (`OwnTable`), the few helpers every family
//! here shares (a game's language, forgetting a stale copy), and the typed look at a loaded
//! game that tests, the benchmarks and the Discord adapter's buttons use (`QuestGames`).

use super::Quests;
use crate::games::dungeonquest::engine::Game;
use crate::games::Kind;
use crate::lang::Lang;
use crate::organiser::desk::{Desk, OwnTable, Post, Reply, Tables};
use crate::store::GameRow;
use anyhow::Result;

impl Quests {
    /// Forget the cached copy of game `id` (another writer changed it): the next use loads it
    /// from the store again.
    pub(super) fn forget(&mut self, desk: &mut Desk, id: i64) {
        self.games.remove(&id);
        desk.log_lens.remove(&id);
    }

    /// A game's language (a new game's for a game not loaded).
    pub(super) fn game_lang(&self, desk: &Desk, id: i64) -> Lang {
        self.games.get(&id).map_or(desk.lang, |(row, _)| row.lang)
    }

    /// `f`'s texts in the language `user` reads his DMs of game `id` in.
    pub(super) fn to_user<R>(&self, desk: &Desk, id: i64, user: &str, f: impl FnOnce() -> R) -> R {
        crate::lang::within(desk.reader_lang(user, self.game_lang(desk, id)), f)
    }

    /// `f`'s texts in game `id`'s language (what its channel reads).
    pub(super) fn in_channel<R>(&self, desk: &Desk, id: i64, f: impl FnOnce() -> R) -> R {
        crate::lang::within(self.game_lang(desk, id), f)
    }
}

#[async_trait::async_trait]
impl OwnTable for Quests {
    fn kind(&self) -> Kind {
        Kind::DungeonQuest
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn reads_otherwise(&self, text: &str) -> bool {
        use crate::games::dungeonquest::command::{parse, Command, Manage};
        // Anything but one of the table's own `!dq` commands: a play, strikes, a `!dq` word
        // of DungeonQuest's own, or no command at all.
        !matches!(parse(text), Ok(Command::Manage(m)) if !matches!(m, Manage::Own(_)))
    }

    async fn input(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        running: Option<GameRow>,
    ) -> Result<Vec<Reply>> {
        self.quest_input(desk, post, running).await
    }

    async fn after_input(&mut self, desk: &mut Desk, id: i64) -> Result<Vec<Reply>> {
        if !self.games.contains_key(&id) {
            return Ok(Vec::new());
        }
        self.play_for_absent(desk, id, true).await
    }

    async fn tick(&mut self, desk: &mut Desk, id: i64) -> Result<Vec<Reply>> {
        self.tick_quest(desk, id).await
    }

    async fn load(&mut self, desk: &mut Desk, row: GameRow) -> Result<()> {
        self.loaded(desk, row).await.map(|_| ())
    }

    async fn load_unfinished(&mut self, desk: &mut Desk) -> Result<usize> {
        Quests::load_unfinished(self, desk).await
    }

    fn forget(&mut self, id: i64) {
        self.games.remove(&id);
    }

    fn table(&self, id: i64) -> Option<(&GameRow, &dyn crate::games::Seated)> {
        self.games
            .get(&id)
            .map(|(row, q)| (row, q as &dyn crate::games::Seated))
    }
}

/// A typed look at the DungeonQuest games an organiser has loaded.
pub trait QuestGames {
    /// DungeonQuest game `id`, if it is loaded.
    fn game(&self, id: i64) -> Option<&Game>;
}

impl<T: Tables + ?Sized> QuestGames for T {
    fn game(&self, id: i64) -> Option<&Game> {
        let quests = self.own_table(Kind::DungeonQuest)?.as_any();
        quests.downcast_ref::<Quests>()?.game(id)
    }
}
