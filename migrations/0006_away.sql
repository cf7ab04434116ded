-- Players away from a game (`!dq away HOURS [REASON]`): until then the bot plays (or skips)
-- their turns. `since` is the log's length when they left, for the summary on their return.
CREATE TABLE away (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    user     TEXT    NOT NULL,
    until    REAL    NOT NULL,
    reason   TEXT    NOT NULL,
    since    INTEGER NOT NULL,
    PRIMARY KEY (game_id, user)
);
