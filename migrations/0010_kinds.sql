-- Games of more than one kind at the table: 'dungeonquest' (every game made before this
-- column, and `!dq new`) or 'raiders' (Dungeon Raiders, `!dq new raiders`). A game of another
-- kind keeps its log's entries in `events.body` as its own JSON, and '{}' in `settings`.
ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'dungeonquest';
