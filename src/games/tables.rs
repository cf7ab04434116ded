//! Which kind of game has its own path through the organiser, and that path: the one place
//! the organiser's `OwnTable` is made, so the organiser names no game (DungeonQuest's path is
//! in its folder, `dungeonquest/organising/`).

use crate::organiser::desk::OwnTable;

/// The own path: DungeonQuest's, with no games loaded yet.
pub fn own_table() -> Box<dyn OwnTable> {
    Box::new(crate::games::dungeonquest::organising::Quests)
}
