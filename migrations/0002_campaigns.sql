-- Campaigns (RULINGS R28): a game belongs to a server and a named campaign, and each finished
-- game records, per seat, what its player carried out.
ALTER TABLE games ADD COLUMN server TEXT NOT NULL DEFAULT 'local';
ALTER TABLE games ADD COLUMN campaign TEXT NOT NULL DEFAULT 'main';

CREATE TABLE results (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seat      INTEGER NOT NULL,
    user      TEXT    NOT NULL,
    name      TEXT    NOT NULL,
    hero      TEXT    NOT NULL,
    -- Electrum carried out of the dungeon (0 for a hero who did not get out).
    electrum  INTEGER NOT NULL,
    survived  INTEGER NOT NULL,
    won       INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX games_by_campaign ON games (server, campaign);
