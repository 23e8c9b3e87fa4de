-- 008: the language each player chose to read the game in (`/labyrinth language ru|en`); a player
-- without a row reads their Discord client's language, else English (docs/i18n.md). A game's own
-- language (its channel posts) is a game setting, kept in games.settings.
CREATE TABLE user_languages (
    user_id    TEXT PRIMARY KEY,
    -- a code of bot.core.i18n.LANGUAGES ("en", "ru")
    language   TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
