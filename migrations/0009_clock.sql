-- Local play's clock: how far `+HOURS` lines have moved it ahead of real time, so that a
-- resumed session goes on from where the clock stood (deadlines and time away included).
CREATE TABLE clock (
    id    INTEGER PRIMARY KEY CHECK (id = 0),
    skew  REAL    NOT NULL
);
