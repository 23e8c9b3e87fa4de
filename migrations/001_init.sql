-- 001: games, seats, the append-only action log, state snapshots, per-channel settings.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel     TEXT    NOT NULL,
    creator     TEXT    NOT NULL,
    -- engine Setup as JSON: scenario, players, seed, length, ideology (seed chosen at creation)
    setup       TEXT    NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'active', 'over', 'aborted')),
    -- how it ended (JSON: winner, reason) once status is 'over' or 'aborted'
    result      TEXT,
    -- per-game settings for the chat layer (thread, deadline, reminder, summary channel), JSON
    settings    TEXT    NOT NULL DEFAULT '{}',
    created_at  TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL,
    -- bumped by every accepted change; a caller's stale version is refused
    version     INTEGER NOT NULL DEFAULT 0
);

-- one game per channel that is not finished
CREATE UNIQUE INDEX games_one_live_per_channel ON games (channel) WHERE status IN ('open', 'active');
CREATE INDEX games_by_channel ON games (channel, id);

CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    role       TEXT    NOT NULL CHECK (role IN ('us', 'jihadist')),
    user_id    TEXT    NOT NULL,
    user_name  TEXT    NOT NULL,
    PRIMARY KEY (game_id, role)
);

-- The action log: append-only. 'act' is one chosen option; 'undo' voids the act numbered in
-- `voids`; 'resign' and 'abort' end the game. Replaying the acts not voided rebuilds the game.
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('act', 'undo', 'resign', 'abort')),
    role       TEXT    CHECK (role IN ('us', 'jihadist')),
    user_id    TEXT    NOT NULL,
    option_id  TEXT,
    label      TEXT,
    voids      INTEGER,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;

CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;

-- the current engine state (Game.to_json()), written in the same transaction as its action
CREATE TABLE snapshots (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    state      TEXT    NOT NULL,
    version    INTEGER NOT NULL,
    updated_at TEXT    NOT NULL
);

-- per-channel settings for the chat layer (default deadline, reminder, summary channel), JSON
CREATE TABLE channel_settings (
    channel    TEXT PRIMARY KEY,
    settings   TEXT NOT NULL DEFAULT '{}',
    updated_at TEXT NOT NULL
);
