-- 007: leases, so that several bot processes on one database (docs/deploy.md) share work that
-- must be done once: sending a game's due reminder ("reminder:GAME_ID"), editing a challenge's
-- leaderboard message ("leaderboard:CHALLENGE_ID"). A process holds a lease until `until` (ISO
-- time, UTC) or until it releases it; a process that dies lets its lease run out, and another
-- process then takes the work over.
CREATE TABLE leases (
    name  TEXT PRIMARY KEY,
    -- host:pid of the process holding it ('' once released)
    owner TEXT NOT NULL,
    until TEXT NOT NULL
);
