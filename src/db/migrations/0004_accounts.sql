-- Accounts: where a user came from, single-use tokens for confirmation and password
-- reset, counters for rate limits shared by every server process, and the local mail outbox.

ALTER TABLE users
  ADD COLUMN utm_source text,
  ADD COLUMN utm_medium text,
  ADD COLUMN utm_campaign text,
  ADD COLUMN utm_term text,
  ADD COLUMN utm_content text,
  -- The auth workflow the sign-up dialog was opened for (watchlist, analyst, subscription...).
  ADD COLUMN signup_context text,
  ADD COLUMN optinmonster_campaign_id text,
  ADD COLUMN google_subject text,
  ADD COLUMN newsletter_opt_in boolean NOT NULL DEFAULT true;
CREATE UNIQUE INDEX users_google_subject_key ON users (google_subject) WHERE google_subject IS NOT NULL;

CREATE TABLE user_tokens (
  -- SHA-256 of the token mailed to the user: the table alone cannot confirm or reset anything.
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password')),
  -- The address being confirmed: a changed address is only taken once its owner confirms it.
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_tokens_user_id_idx ON user_tokens (user_id, purpose);

CREATE TABLE rate_limit_hits (
  -- e.g. 'sign-in:ip:203.0.113.7' or 'sign-in:email:<sha256 of the address>'.
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
