-- The two messages that carry a game's fair-dice proof in its channel (the Discord bot's
-- ids): 'start', the seed's hash and the commitment; 'end', the seed and the log's hash. The
-- record page links them, so that its reader compares the hashes with those posts.
CREATE TABLE proof_posts (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    at       TEXT    NOT NULL,
    channel  TEXT    NOT NULL,
    message  TEXT    NOT NULL,
    PRIMARY KEY (game_id, at)
);
