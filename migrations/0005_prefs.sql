-- Per-player preferences: the opt-in "you're next" heads-up.
CREATE TABLE prefs (
    user     TEXT    PRIMARY KEY,
    heads_up INTEGER NOT NULL DEFAULT 0
);
