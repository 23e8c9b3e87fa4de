-- 004 (PostgreSQL): the game at the start of each turn (and of each phase of the current turn), so that undo
-- replays only a few decisions. A cache of the action log, which stays the truth: a row is the
-- game after the 'act' row `seq` (Game.to_json(), zlib-compressed) and is valid while that act
-- is not voided. Undo voids only the newest decision, so every act before a valid row's `seq`
-- stands too.
CREATE TABLE turn_snapshots (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,
    -- the turn and phase that begin with this state
    turn       INTEGER NOT NULL,
    phase      TEXT    NOT NULL,
    -- 1: a turn begins (kept for good); 0: a phase within the turn (dropped when the next turn begins)
    turn_start INTEGER NOT NULL,
    state      BYTEA   NOT NULL,
    PRIMARY KEY (game_id, seq)
);
