-- The Discord bot's last successful slash-command registration: the hash of the command set
-- it sent, so an unchanged set is not registered again at every start.
CREATE TABLE registration (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    hash  TEXT    NOT NULL,
    at    INTEGER NOT NULL
);
