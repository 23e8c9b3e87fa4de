-- 002: community solo challenges (a fixed secret seed every attempt shares) and their attempts.
-- Game records and per-player stats are read from the games, seats and actions of 001.

CREATE TABLE challenges (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    -- what players see and type: a short random code, never derived from the seed
    code         TEXT    NOT NULL UNIQUE,
    -- where it was posted; the leaderboard goes there
    channel      TEXT    NOT NULL,
    creator      TEXT    NOT NULL,
    creator_name TEXT    NOT NULL,
    title        TEXT    NOT NULL DEFAULT '',
    scenario     TEXT    NOT NULL,
    length       INTEGER NOT NULL,
    ideology     TEXT    NOT NULL,
    -- SECRET: the deck order and dice of every attempt follow from it; never shown to players
    seed         INTEGER NOT NULL,
    status       TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    created_at   TEXT    NOT NULL,
    closed_at    TEXT
);

CREATE INDEX challenges_by_channel ON challenges (channel, id);

-- One attempt per player per challenge: a second one would know the deck order already.
CREATE TABLE challenge_attempts (
    challenge_id       INTEGER NOT NULL REFERENCES challenges (id),
    user_id            TEXT    NOT NULL,
    user_name          TEXT    NOT NULL,
    -- the attempt is an ordinary 1-player game in its own channel key (a DM, a thread, ...)
    game_id            INTEGER NOT NULL UNIQUE REFERENCES games (id),
    channel            TEXT    NOT NULL,
    status             TEXT    NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'finished', 'abandoned')),
    -- the result, once finished (abandoned: the reason only)
    won                INTEGER,
    reason             TEXT,
    turn               INTEGER,
    deck               INTEGER,
    good_resources     INTEGER,
    islamist_resources INTEGER,
    prestige           INTEGER,
    started_at         TEXT    NOT NULL,
    finished_at        TEXT,
    PRIMARY KEY (challenge_id, user_id)
);
