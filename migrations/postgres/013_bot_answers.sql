-- 013 (PostgreSQL; the SQLite file 013_bot_answers.sql says what each column means): the US bot's
-- answers in the action log, as rows of kind 'bot' (issues 31.2, 32).
ALTER TABLE actions DROP CONSTRAINT actions_kind_check;

ALTER TABLE actions ADD CONSTRAINT actions_kind_check CHECK (kind IN ('act', 'undo', 'resign', 'abort', 'bot'));

ALTER TABLE actions ADD COLUMN said TEXT;

ALTER TABLE games ADD COLUMN bot_log INTEGER NOT NULL DEFAULT 1;

UPDATE games SET bot_log = 0 WHERE setup LIKE '%"us_bot": "%';
