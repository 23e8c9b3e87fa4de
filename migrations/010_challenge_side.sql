-- 010: a challenge is for either side (issue 24): 'us' (against the solitaire Jihadist bot, as
-- every challenge before this one) or 'jihadist' (the 2-player game against the US bot at
-- `level`). Old challenges keep the US side.
ALTER TABLE challenges ADD COLUMN side TEXT NOT NULL DEFAULT 'us' CHECK (side IN ('us', 'jihadist'));
ALTER TABLE challenges ADD COLUMN level TEXT;
