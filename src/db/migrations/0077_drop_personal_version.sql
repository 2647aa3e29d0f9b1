-- A member's own data now reaches a kept page from GET /api/users/me, read when asked (decision
-- 054): nothing keeps a member's lists any more, so nothing needs to know when they change.
DROP TRIGGER IF EXISTS watchlists_personal_version ON watchlists;
DROP TRIGGER IF EXISTS followed_analysts_personal_version ON followed_analysts;
DROP TRIGGER IF EXISTS watchlist_companies_personal_version ON watchlist_companies;
DROP FUNCTION IF EXISTS bump_personal_version_of_user();
DROP FUNCTION IF EXISTS bump_personal_version_of_watchlist();
ALTER TABLE users DROP COLUMN IF EXISTS personal_version;
