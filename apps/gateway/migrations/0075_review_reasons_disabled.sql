-- A rejection reason an operator retired: reviewers no longer see or pick it, while decisions
-- that named it keep showing its text. Null while the reason is in use.
ALTER TABLE review_reasons ADD COLUMN disabled_at timestamptz;
