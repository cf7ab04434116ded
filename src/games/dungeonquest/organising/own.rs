//! The organiser's calls into DungeonQuest's path (`OwnTable`), the few helpers every family
//! here shares (a loaded game, typed; a game's language), and the typed look at a loaded
//! game that tests, the benchmarks and the Discord adapter's buttons use (`QuestGames`).

use super::Quests;
use crate::games::dungeonquest::engine::Game;
use crate::games::dungeonquest::seated::QuestTable;
use crate::games::Kind;
use crate::lang::Lang;
use crate::organiser::desk::loaded::Loaded;
use crate::organiser::desk::{Desk, OwnTable, Post, Reply, Tables};
use crate::store::GameRow;
use anyhow::Result;

/// DungeonQuest game `id` as the desk holds it (its one map of loaded games): its record and
/// its table. None: not loaded, or of another kind.
pub(super) fn quest(desk: &Desk, id: i64) -> Option<(&GameRow, &QuestTable)> {
    typed(desk.games.get(&id)?)
}

/// A loaded game as a DungeonQuest one: its record and its table (None: of another kind).
pub(super) fn typed(l: &Loaded) -> Option<(&GameRow, &QuestTable)> {
    let any: &dyn std::any::Any = l.game.as_ref();
    Some((&l.row, any.downcast_ref::<QuestTable>()?))
}

/// DungeonQuest game `id`, loaded (as every family's caller has made sure it is).
pub(super) fn held(desk: &Desk, id: i64) -> (&GameRow, &QuestTable) {
    quest(desk, id).expect("a DungeonQuest game, loaded")
}

impl Quests {
    /// A game's language (a new game's for a game not loaded).
    pub(super) fn game_lang(&self, desk: &Desk, id: i64) -> Lang {
        quest(desk, id).map_or(desk.lang, |(row, _)| row.lang)
    }
}

#[async_trait::async_trait]
impl OwnTable for Quests {
    fn kind(&self) -> Kind {
        Kind::DungeonQuest
    }

    fn reads_otherwise(&self, text: &str) -> bool {
        use crate::games::dungeonquest::command::{parse, Command, Manage};
        // Anything but one of the table's own `!dq` commands: a play, strikes, a `!dq` word
        // of DungeonQuest's own, or no command at all.
        !matches!(parse(text), Ok(Command::Manage(m)) if !matches!(m, Manage::Own(_)))
    }

    /// Every input at a running game; after the end, the looks and the settings (help and
    /// the hand are answered as where no game runs, and anything else hears it is over).
    fn door_takes(&self, text: &str, ended: bool) -> bool {
        use crate::games::dungeonquest::command::{parse, Command, Manage, Quest};
        if !ended {
            return true;
        }
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
                // A setting changed hears that the game is over.
                | Manage::Set { .. }
                | Manage::Own(Quest::Option { .. })
        )
    }

    async fn input(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        running: Option<GameRow>,
    ) -> Result<Vec<Reply>> {
        self.quest_input(desk, post, running).await
    }

    async fn tick(&mut self, desk: &mut Desk, id: i64) -> Result<Vec<Reply>> {
        self.tick_quest(desk, id).await
    }
}

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
