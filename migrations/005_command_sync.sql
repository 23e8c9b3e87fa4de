-- 005: the hash of the slash-command payload last synced with Discord, per scope ("global" or a
-- guild id): the bot syncs its command tree at start-up only when the payload changed.
CREATE TABLE command_sync (
    scope     TEXT PRIMARY KEY,
    hash      TEXT NOT NULL,
    synced_at TEXT NOT NULL
);
