-- 009: how each player wants to be told that a game waits for them (issue 19, `/labyrinth notify`):
-- 'dm', 'mention', 'both' or 'off'. A player without a row gets the default: a DM when their DMs
-- are open, else a mention in the game's channel.
CREATE TABLE player_settings (
    user_id TEXT PRIMARY KEY,
    notify  TEXT NOT NULL CHECK (notify IN ('dm', 'mention', 'both', 'off'))
);
