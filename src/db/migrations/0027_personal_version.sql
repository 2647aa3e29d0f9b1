-- A member's own lists' version (decision 030 "members' own data kept"): bumped in the
-- same transaction as any change to their watchlists, the companies in them or the analysts they
-- follow, so a server that keeps a member's lists can tell from the session's own row whether
-- they are still current. Triggers, not application code, so no write path can forget it and
-- every server behind the balancer sees it at once.
ALTER TABLE users ADD COLUMN personal_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION bump_personal_version_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE users SET personal_version = personal_version + 1 WHERE id = NEW.user_id;
  END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    UPDATE users SET personal_version = personal_version + 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION bump_personal_version_of_watchlist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE users SET personal_version = personal_version + 1
    WHERE id = (SELECT user_id FROM watchlists WHERE id = NEW.watchlist_id);
  END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.watchlist_id IS DISTINCT FROM NEW.watchlist_id) THEN
    -- A watchlist deleted with its companies is gone already; its own trigger bumped its owner.
    UPDATE users SET personal_version = personal_version + 1
    WHERE id = (SELECT user_id FROM watchlists WHERE id = OLD.watchlist_id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER watchlists_personal_version AFTER INSERT OR UPDATE OR DELETE ON watchlists
  FOR EACH ROW EXECUTE FUNCTION bump_personal_version_of_user();
CREATE TRIGGER followed_analysts_personal_version AFTER INSERT OR UPDATE OR DELETE ON followed_analysts
  FOR EACH ROW EXECUTE FUNCTION bump_personal_version_of_user();
CREATE TRIGGER watchlist_companies_personal_version AFTER INSERT OR UPDATE OR DELETE ON watchlist_companies
  FOR EACH ROW EXECUTE FUNCTION bump_personal_version_of_watchlist();
