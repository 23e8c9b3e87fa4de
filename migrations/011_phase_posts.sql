-- 011: the channel post of each game's turn under way (issue 19: one post per turn, edited in
-- place), so that after a restart the next action edits the same post instead of starting a new
-- one. Public information only: the post's message id, its phases' titles and public lines.
CREATE TABLE phase_posts (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    channel_id TEXT    NOT NULL,
    -- bot.discord.phases.TurnPost.to_json(): message id, turn, sections (title, lines, seqs)
    state      TEXT    NOT NULL,
    updated_at TEXT    NOT NULL
);
