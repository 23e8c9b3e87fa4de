-- 006: the public view shown by the last board image posted for a game, so the next image can
-- mark what changed since (issue 16) even after a restart. Public information only: it is the
-- view every player may see (Game.view(None)), never a hand or a Plot value.
CREATE TABLE board_views (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    -- engine.view.View as JSON
    view       TEXT    NOT NULL,
    updated_at TEXT    NOT NULL
);
