-- Followed analysts (decision 027): a member's list of analysts and their weekly digest.

-- The analysts a member follows, in the member's order (`position`, as watchlists keep theirs).
-- One row per member and analyst; a member's rows go with the member.
CREATE TABLE followed_analysts (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  analyst_id integer NOT NULL REFERENCES analysts (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, analyst_id)
);
-- "Who follows this analyst?" (most-followed suggestions, digests by analyst).
CREATE INDEX followed_analysts_analyst_idx ON followed_analysts (analyst_id);

-- The weekly digest of followed analysts' new calls (PATCH /api/users with
-- user{subscribed_to_followed_analysts}).
ALTER TABLE users ADD COLUMN subscribed_to_followed_analysts boolean NOT NULL DEFAULT false;

-- The digest is claimed in sent_digests like a watchlist's (decision 024): one row per member and
-- period, inserted in the transaction that sends, so a second run finds it taken.
ALTER TABLE sent_digests ADD COLUMN followed_analysts_user_id bigint REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE sent_digests DROP CONSTRAINT sent_digests_check;
ALTER TABLE sent_digests ADD CONSTRAINT sent_digests_one_subject
  CHECK (num_nonnulls(watchlist_id, saved_screener_id, followed_analysts_user_id) = 1);
CREATE UNIQUE INDEX sent_digests_followed_analysts_idx ON sent_digests (followed_analysts_user_id, period)
  WHERE followed_analysts_user_id IS NOT NULL;
