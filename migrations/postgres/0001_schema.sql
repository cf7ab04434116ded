-- The schema of SQLite's migrations 0001 to 0010 (`migrations/`), on Postgres: the same
-- tables, columns and keys. Every value an export or a log hash reads is kept in the same
-- form (TEXT for JSON and timestamps, BYTEA for the seed), so a game exports byte for byte
-- the same from either database; flags are BIGINT 0/1 as SQLite keeps them.
CREATE TABLE games (
    id          BIGSERIAL PRIMARY KEY,
    channel     TEXT   NOT NULL,
    organiser   TEXT   NOT NULL,
    seed        BYTEA  NOT NULL,
    settings    TEXT   NOT NULL,
    phase       TEXT   NOT NULL DEFAULT 'setup',
    created_at  TEXT   NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    ended_at    TEXT,
    server      TEXT   NOT NULL DEFAULT 'local',
    campaign    TEXT   NOT NULL DEFAULT 'main',
    language    TEXT   NOT NULL DEFAULT 'en',
    kind        TEXT   NOT NULL DEFAULT 'dungeonquest'
);
CREATE INDEX games_by_channel ON games (channel, phase);
CREATE INDEX games_by_campaign ON games (server, campaign);

CREATE TABLE seats (
    game_id  BIGINT NOT NULL REFERENCES games (id),
    seat     BIGINT NOT NULL,
    "user"   TEXT   NOT NULL,
    name     TEXT   NOT NULL,
    hero     TEXT   NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_user ON seats ("user");

CREATE TABLE events (
    game_id  BIGINT NOT NULL REFERENCES games (id),
    seq      BIGINT NOT NULL,
    input    BIGINT NOT NULL,
    body     TEXT   NOT NULL,
    at       TEXT   NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE inputs (
    game_id   BIGINT NOT NULL REFERENCES games (id),
    input     BIGINT NOT NULL,
    source_id TEXT   NOT NULL,
    "user"    TEXT   NOT NULL,
    text      TEXT   NOT NULL,
    PRIMARY KEY (game_id, input),
    UNIQUE (source_id)
);

CREATE TABLE results (
    game_id   BIGINT NOT NULL REFERENCES games (id),
    seat      BIGINT NOT NULL,
    "user"    TEXT   NOT NULL,
    name      TEXT   NOT NULL,
    hero      TEXT   NOT NULL,
    electrum  BIGINT NOT NULL,
    survived  BIGINT NOT NULL,
    won       BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE boards (
    game_id  BIGINT PRIMARY KEY REFERENCES games (id),
    channel  TEXT   NOT NULL,
    message  TEXT   NOT NULL
);

CREATE TABLE reminders (
    game_id  BIGINT NOT NULL REFERENCES games (id),
    key      TEXT   NOT NULL,
    at       TEXT   NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    PRIMARY KEY (game_id, key)
);

CREATE TABLE prefs (
    "user"    TEXT   PRIMARY KEY,
    heads_up  BIGINT NOT NULL DEFAULT 0,
    language  TEXT
);

CREATE TABLE away (
    game_id  BIGINT           NOT NULL REFERENCES games (id),
    "user"   TEXT             NOT NULL,
    until    DOUBLE PRECISION NOT NULL,
    reason   TEXT             NOT NULL,
    since    BIGINT           NOT NULL,
    PRIMARY KEY (game_id, "user")
);

CREATE TABLE registration (
    id    BIGINT PRIMARY KEY CHECK (id = 1),
    hash  TEXT   NOT NULL,
    at    BIGINT NOT NULL
);

CREATE TABLE clock (
    id    BIGINT           PRIMARY KEY CHECK (id = 0),
    skew  DOUBLE PRECISION NOT NULL
);
