-- 013: the US bot's answers in the action log (issues 31.2, 32): a row of kind 'bot' holds one
-- answer the bot gave (engine.game.BotAnswer): `role` and `option_id` as an act's, `said` the
-- JSON of what it said as it answered (its reason, a message), `voids` the seq of the act row it
-- followed (0: before the first decision, at the game's start). An undo that voids that act voids
-- its bot rows with it. A replay gives these answers back to the engine, checked, and never asks
-- the bot again. SQLite cannot change a CHECK in place: the table is rebuilt, rows in their order.
CREATE TABLE actions_013 (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('act', 'undo', 'resign', 'abort', 'bot')),
    role       TEXT    CHECK (role IN ('us', 'jihadist')),
    user_id    TEXT    NOT NULL,
    option_id  TEXT,
    label      TEXT,
    voids      INTEGER,
    created_at TEXT    NOT NULL,
    said       TEXT,
    PRIMARY KEY (game_id, seq)
);

INSERT INTO actions_013 (game_id, seq, kind, role, user_id, option_id, label, voids, created_at)
    SELECT game_id, seq, kind, role, user_id, option_id, label, voids, created_at FROM actions ORDER BY rowid;

DROP TABLE actions;

ALTER TABLE actions_013 RENAME TO actions;

CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;

CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;

-- 1: the game's bot answers are in its log (every game made from now on). 0: a game against the
-- US bot stored before 013, whose answers were not kept: its log is replayed once as it was played
-- (the bot asked again, seeded from the prompts' English, a checkpoint at every unit) and the
-- answers written as rows (`Store.record_bot_rows`), then it is 1.
ALTER TABLE games ADD COLUMN bot_log INTEGER NOT NULL DEFAULT 1;

UPDATE games SET bot_log = 0 WHERE setup LIKE '%"us_bot": "%';
