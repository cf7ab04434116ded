-- SQLite's migration 0014 on Postgres: the DM notices a player has had about his wait at a
-- game since he last played there, and the one message that carries them.
CREATE TABLE pings (
    game_id  BIGINT NOT NULL REFERENCES games (id),
    "user"   TEXT   NOT NULL,
    kind     TEXT   NOT NULL,
    count    BIGINT NOT NULL,
    channel  TEXT,
    message  TEXT,
    PRIMARY KEY (game_id, "user", kind)
);
