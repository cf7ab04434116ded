-- What an organiser kept in memory alone, kept here so that every bot process on one database
-- sees it (issue 25): an undo shown and awaiting `!dq undo confirm` (how many inputs, bound
-- to the log's length it was made from), and when each player came back from time away (his
-- deadline runs from then; organiser's clock, Unix seconds).
CREATE TABLE undo_pending (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id),
    count    INTEGER NOT NULL,
    log_len  INTEGER NOT NULL
);
CREATE TABLE returns (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    user     TEXT    NOT NULL,
    at       REAL    NOT NULL,
    PRIMARY KEY (game_id, user)
);
