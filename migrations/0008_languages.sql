-- Languages (issue 16): each game's (`!dq language`), and a player's own choice for his DMs
-- and only-him replies (`!dq language me`; NULL: his Discord locale, else the game's).
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE prefs ADD COLUMN language TEXT;
