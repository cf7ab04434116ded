-- Games, their seats, and each game's append-only event log.
CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    -- Where the game is played: a Discord channel or thread id, or a local channel name.
    channel     TEXT    NOT NULL,
    -- The user who opened the game.
    organiser   TEXT    NOT NULL,
    -- The secret 32-byte seed; revealed only when the game has ended.
    seed        BLOB    NOT NULL,
    -- Settings as JSON (engine::Settings).
    settings    TEXT    NOT NULL,
    -- 'setup', 'playing' or 'ended'; kept in step with the log.
    phase       TEXT    NOT NULL DEFAULT 'setup',
    created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ended_at    TEXT
);
CREATE INDEX games_by_channel ON games (channel, phase);

-- Who sits where: derived from the log, rewritten in the same transaction as the events that
-- change it, so a player's DMs can be routed to their game.
CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seat     INTEGER NOT NULL,
    user     TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    hero     TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_user ON seats (user);

-- The log. Never updated or deleted: a game is its seed, settings and these rows, in order.
CREATE TABLE events (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seq      INTEGER NOT NULL,
    -- The accepted input that produced this event (shared by every event of that input).
    input    INTEGER NOT NULL,
    body     TEXT    NOT NULL,
    at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, seq)
);

-- Accepted inputs, keyed by the id their transport gave them (a Discord message or
-- interaction id, or a local line number), so a retried input is never applied twice.
CREATE TABLE inputs (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    input     INTEGER NOT NULL,
    source_id TEXT    NOT NULL,
    user      TEXT    NOT NULL,
    text      TEXT    NOT NULL,
    PRIMARY KEY (game_id, input),
    UNIQUE (source_id)
);
