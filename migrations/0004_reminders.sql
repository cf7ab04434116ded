-- Reminders and deadline notices already sent, so that a restart neither repeats nor loses one.
CREATE TABLE reminders (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    key      TEXT    NOT NULL,
    at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, key)
);
