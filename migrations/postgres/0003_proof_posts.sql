-- SQLite's migration 0012 on Postgres: the messages that carry each game's fair-dice proof.
CREATE TABLE proof_posts (
    game_id  BIGINT NOT NULL REFERENCES games (id),
    at       TEXT   NOT NULL,
    channel  TEXT   NOT NULL,
    message  TEXT   NOT NULL,
    PRIMARY KEY (game_id, at)
);
