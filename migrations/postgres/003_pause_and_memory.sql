-- 003 (PostgreSQL): pausing a game, reminder progress that survives a restart, the closed-DM memory and
-- the challenge leaderboard message that is edited in place.

-- a paused game refuses decisions and its reminders and deadline stop; `clock_at` is when the
-- idle clock last restarted at a resume (the clock runs from the later of it and updated_at)
ALTER TABLE games ADD COLUMN paused_at TEXT;
ALTER TABLE games ADD COLUMN paused_by TEXT;
ALTER TABLE games ADD COLUMN pause_reason TEXT;
ALTER TABLE games ADD COLUMN clock_at TEXT;

-- what was already said about the current wait of a game: reminders due while the bot was down
-- are sent at the next sweep (once), and none is sent twice
CREATE TABLE reminders (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    -- the start of the wait these counters belong to; another start resets them
    clock_from TEXT    NOT NULL,
    -- reminder intervals already covered by a reminder (a late sweep sends one for many)
    reminded   INTEGER NOT NULL DEFAULT 0,
    -- the 3/4-of-the-deadline warning and the deadline notice were sent
    warned     INTEGER NOT NULL DEFAULT 0,
    deadline   INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT    NOT NULL
);

-- users whose DMs were found closed (Discord 50007 / 403): not retried until the back-off ends
CREATE TABLE closed_dms (
    user_id    TEXT PRIMARY KEY,
    -- epoch seconds of the failed DM
    failed_at  DOUBLE PRECISION NOT NULL
);

-- the leaderboard message of a challenge in its channel, edited in place as attempts end
CREATE TABLE leaderboard_messages (
    challenge_id INTEGER PRIMARY KEY REFERENCES challenges (id),
    channel      TEXT    NOT NULL,
    message_id   TEXT    NOT NULL,
    updated_at   TEXT    NOT NULL
);
