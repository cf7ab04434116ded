-- SQLite's migration 0011 on Postgres: an undo awaiting its confirm, and when each player
-- came back from time away, kept where every process sees them.
CREATE TABLE undo_pending (
    game_id  BIGINT PRIMARY KEY REFERENCES games (id),
    count    BIGINT NOT NULL,
    log_len  BIGINT NOT NULL
);
CREATE TABLE returns (
    game_id  BIGINT           NOT NULL REFERENCES games (id),
    "user"   TEXT             NOT NULL,
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, "user")
);
