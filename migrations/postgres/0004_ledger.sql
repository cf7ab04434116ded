-- SQLite's migration 0013 on Postgres: the table's ledger beside each game's log (time bank
-- days paid and drawn, civil disorder and its end), each game's time bank and the record it
-- requires of a player joining, and a player's
-- refusal of his, and the day his daily digest was last sent.
CREATE TABLE ledger (
    game_id  BIGINT           NOT NULL REFERENCES games (id),
    n        BIGINT           NOT NULL,
    key      TEXT             NOT NULL,
    "user"   TEXT             NOT NULL,
    kind     TEXT             NOT NULL,
    wait     BIGINT           NOT NULL,
    days     BIGINT           NOT NULL,
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, key)
);

CREATE TABLE banks (
    game_id         BIGINT PRIMARY KEY REFERENCES games (id),
    extension_days  BIGINT NOT NULL,
    vacation_days   BIGINT NOT NULL
);

CREATE TABLE requirements (
    game_id  BIGINT PRIMARY KEY REFERENCES games (id),
    min_met  BIGINT NOT NULL
);

ALTER TABLE prefs ADD COLUMN bank_off BIGINT NOT NULL DEFAULT 0;
ALTER TABLE prefs ADD COLUMN digest_day TEXT;
