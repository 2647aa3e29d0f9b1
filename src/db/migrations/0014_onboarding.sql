-- Onboarding: when a member finished /users/onboarding. Members from before this
-- migration count as onboarded (they have used the site already), so only new members are
-- sent through it.

ALTER TABLE users ADD COLUMN onboarded_at timestamptz;
UPDATE users SET onboarded_at = created_at;
