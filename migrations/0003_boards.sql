-- The one board message per game that the Discord bot edits in place (restart-safe).
CREATE TABLE boards (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id),
    channel  TEXT    NOT NULL,
    message  TEXT    NOT NULL
);
