-- local placeholder: stands for another helper's migration 004 (store: turn snapshots).
-- Delete this file when merging that branch.
SELECT 1;
