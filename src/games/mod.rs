//! Games other than DungeonQuest, each a pure engine of its own (see docs/RAIDERS.md).

pub mod raiders;
