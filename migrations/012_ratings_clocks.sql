-- 012: clocks, ratings and seeks between people (issue 35). The rules live in bot/core/timecontrol.py
-- and bot/core/ratings.py; these tables keep only what they compute from. Times the clock folds
-- are epoch seconds (REAL: a bank recomputed after a restart is the same to the bit).

-- the Discord server (guild) a game was played on: the scope of its rating. NULL for the console,
-- DMs and games made before 012 (rated in the scope 'server:direct').
ALTER TABLE games ADD COLUMN server TEXT;

-- a 2-player game's time control, fixed when the game starts (a preset changed later changes no
-- running game). `preset` 'none' (untimed: the bank columns NULL) still keeps clock_events, for
-- the reply times of `/records stats`.
CREATE TABLE game_clocks (
    game_id          INTEGER PRIMARY KEY REFERENCES games (id),
    preset           TEXT    NOT NULL,
    initial_seconds  REAL,
    increment_seconds REAL,
    cap_seconds      REAL,
    vacation_seconds REAL,
    -- the wait (timecontrol.ClockStatus.wait_index) whose 75 % reminder was sent: one per wait
    reminded_wait    INTEGER,
    created_at       TEXT    NOT NULL
);

-- the clock's record (timecontrol.ClockEvent): append-only, the banks are folded from it.
-- start/handover: `side` is to move from `at` on; vacation/return: whose; `until`: a vacation's planned end
CREATE TABLE clock_events (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seq     INTEGER NOT NULL,
    kind    TEXT    NOT NULL CHECK (kind IN ('start', 'handover', 'pause', 'resume', 'vacation', 'return', 'finish')),
    side    TEXT    CHECK (side IN ('us', 'jihadist')),
    at      REAL    NOT NULL,
    until   REAL,
    PRIMARY KEY (game_id, seq)
);

CREATE TRIGGER clock_events_no_update BEFORE UPDATE ON clock_events
BEGIN
    SELECT RAISE(ABORT, 'the clock record is append-only');
END;

CREATE TRIGGER clock_events_no_delete BEFORE DELETE ON clock_events
BEGIN
    SELECT RAISE(ABORT, 'the clock record is append-only');
END;

-- each game's rating outcome per scope ('server:ID' or 'all'), rated or not (`unrated`: why not,
-- ratings.UnratedReason): the key makes rating a game twice (after a restart) impossible
CREATE TABLE rating_results (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    scope       TEXT    NOT NULL,
    -- the finishing order the rebuild replays (epoch seconds, then game id)
    finished_at REAL    NOT NULL,
    unrated     TEXT,
    rated_at    TEXT    NOT NULL,
    PRIMARY KEY (game_id, scope)
);

CREATE INDEX rating_results_in_order ON rating_results (scope, finished_at, game_id);

-- the change of each player and side term (`subject`: a user id, or 'side:us' / 'side:jihadist')
-- a rated game made: the end post shows it, and a rebuild from the records must equal it
CREATE TABLE rating_changes (
    game_id      INTEGER NOT NULL,
    scope        TEXT    NOT NULL,
    subject      TEXT    NOT NULL,
    side         TEXT    NOT NULL CHECK (side IN ('us', 'jihadist')),
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu_after     REAL    NOT NULL,
    sigma_after  REAL    NOT NULL,
    PRIMARY KEY (game_id, scope, subject),
    FOREIGN KEY (game_id, scope) REFERENCES rating_results (game_id, scope)
);

-- the current rating of each subject per scope (the latest `after` of rating_changes), for the ladder
CREATE TABLE ratings (
    scope      TEXT    NOT NULL,
    subject    TEXT    NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (scope, subject)
);

CREATE INDEX ratings_by_mu ON ratings (scope, mu);

-- a player's choices about what others see: off the ladder, reply-time statistics hidden
CREATE TABLE player_preferences (
    user_id          TEXT    PRIMARY KEY,
    off_ladder       INTEGER NOT NULL DEFAULT 0 CHECK (off_ladder IN (0, 1)),
    hide_reply_times INTEGER NOT NULL DEFAULT 0 CHECK (hide_reply_times IN (0, 1)),
    updated_at       TEXT    NOT NULL
);

-- a player looking for an opponent: one open seek per player per server, accepted by one press
-- (the update to 'accepted' is conditional on 'open': two accepting at once get one game)
CREATE TABLE seeks (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    server      TEXT    NOT NULL,
    -- where it was posted (the game opens in a thread of the seeks' channel, or here)
    channel     TEXT    NOT NULL,
    message_id  TEXT,
    user_id     TEXT    NOT NULL,
    user_name   TEXT    NOT NULL,
    side        TEXT    NOT NULL CHECK (side IN ('us', 'jihadist', 'either')),
    clock       TEXT    NOT NULL,
    -- the opponents' displayed rating accepted (ratings.seek_range_refusal), NULL: open-ended
    rating_min  REAL,
    rating_max  REAL,
    status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'withdrawn', 'expired')),
    created_at  TEXT    NOT NULL,
    expires_at  TEXT    NOT NULL,
    closed_at   TEXT,
    accepted_by TEXT,
    game_id     INTEGER REFERENCES games (id),
    CHECK (rating_min IS NULL OR rating_max IS NULL OR rating_min <= rating_max)
);

CREATE UNIQUE INDEX seeks_one_open_per_player ON seeks (server, user_id) WHERE status = 'open';
CREATE INDEX seeks_open ON seeks (server, status, created_at);

-- a player who keeps another out of their seeks (both ways: neither is paired with the other)
CREATE TABLE player_blocks (
    user_id    TEXT NOT NULL,
    blocked    TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, blocked),
    CHECK (user_id <> blocked)
);

-- per-server settings (channel_settings is per channel), JSON set by the server's managers:
-- rated play on or off, seeks on or off, the seeks' channel, the default clock preset
CREATE TABLE server_settings (
    server     TEXT PRIMARY KEY,
    settings   TEXT NOT NULL DEFAULT '{}',
    updated_at TEXT NOT NULL
);
