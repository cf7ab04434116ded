-- The notices a player has had by DM about his wait at a game since he last played there
-- (issue 37: a superseded ping is edited, not repeated), of one `kind` ('next': the heads-up
-- that his turn comes next; 'late': his deadline passed and what followed). `count` of them;
-- `channel` and `message` name the one DM that carries them, once an adapter has sent it, so
-- that the next notice of the kind edits it instead of sending another. The rows go when he
-- plays there himself.
CREATE TABLE pings (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    user     TEXT    NOT NULL,
    kind     TEXT    NOT NULL,
    count    INTEGER NOT NULL,
    channel  TEXT,
    message  TEXT,
    PRIMARY KEY (game_id, user, kind)
);
