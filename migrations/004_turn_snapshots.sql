-- 004: the game at the start of each turn, so that undo replays only the decisions of the turn.
-- A cache of the action log, which stays the truth: a row is the game after the 'act' row `seq`
-- (Game.to_json(), zlib-compressed) and is valid while that act is not voided. Undo voids only
-- the newest decision, so every act before a valid row's `seq` stands too.
CREATE TABLE turn_snapshots (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL,
    -- the turn that begins with this state
    turn       INTEGER NOT NULL,
    state      BLOB    NOT NULL,
    PRIMARY KEY (game_id, seq)
);
