//! The typed look at the DungeonQuest games a table holds (`QuestGames::game`), for tests,
//! the benchmarks and the Discord adapter: the engine's state of a loaded game.

use super::QuestTable;
use crate::games::dungeonquest::engine::Game;
use crate::games::Tables;

/// A typed look at the DungeonQuest games an organiser has loaded.
pub trait QuestGames {
    /// DungeonQuest game `id`, if it is loaded.
    fn game(&self, id: i64) -> Option<&Game>;
}

impl<T: Tables + ?Sized> QuestGames for T {
    fn game(&self, id: i64) -> Option<&Game> {
        let any: &dyn std::any::Any = self.loaded(id)?;
        any.downcast_ref::<QuestTable>().map(|q| &q.game)
    }
}
