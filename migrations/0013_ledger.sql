-- The table's ledger beside each game's log (never in it): a day of a player's time bank paid
-- at a deadline ('extension', or 'vacation' once the game's extension days are spent),
-- vacation days drawn by time away ('away'), a seat fallen to the computer player after
-- missed deadlines ('disorder') and allowed back by the organiser ('restored'). `key` makes
-- each entry once, whichever process's clock writes it; `wait` is the log entry the wait
-- began with (for a deadline), else the log's length; `n` the entry's place in the game's
-- ledger (entries of one moment keep the order they were written in).
CREATE TABLE ledger (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    n        INTEGER NOT NULL,
    key      TEXT    NOT NULL,
    user     TEXT    NOT NULL,
    kind     TEXT    NOT NULL,
    wait     INTEGER NOT NULL,
    days     INTEGER NOT NULL,
    at       REAL    NOT NULL,
    PRIMARY KEY (game_id, key)
);

-- A game's time bank when its organiser changed it (`!dq bank days N`, `!dq bank vacation N`).
CREATE TABLE banks (
    game_id         INTEGER PRIMARY KEY REFERENCES games (id),
    extension_days  INTEGER NOT NULL,
    vacation_days   INTEGER NOT NULL
);

-- The share of deadlines met (a percentage) a player's record must show for `!dq join` at a
-- game (`!dq require N`; none when absent or 0).
CREATE TABLE requirements (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id),
    min_met  INTEGER NOT NULL
);

-- A player who refuses his time bank (`!dq bank off`): his deadlines pass as they fall.
ALTER TABLE prefs ADD COLUMN bank_off INTEGER NOT NULL DEFAULT 0;

-- The day (UTC, YYYY-MM-DD) a player's daily digest (`!dq notify digest`, `heads_up` 2) was
-- last sent, so that it goes once a day whichever process's clock finds it due.
ALTER TABLE prefs ADD COLUMN digest_day TEXT;
