-- Account security. Idempotency-Key: a create call retried with the same key is answered with the
-- first call's result instead of creating a second row. Keys are scoped to the signed-in user
-- (or, before sign-up, to the client address), kept a day, and swept by the account housekeeping.

CREATE TABLE idempotency_keys (
  -- 'user:<id>' or 'ip:<address>': one client's key never answers another's call.
  scope text NOT NULL,
  key text NOT NULL,
  -- Method, path and a digest of the body: the same key with another request is refused.
  fingerprint text NOT NULL,
  -- Null while the first call is still running.
  status_code integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);

-- Sign-in back-off instead of a lock-out, so that no one can lock another person out of their
-- account: per address (or per known device), the failed passwords of the current day and when
-- the next attempt may come. The delay grows with each failure and the day allows at most 100
-- (src/server/accounts/sign-in-throttle.ts).
CREATE TABLE sign_in_throttle (
  -- 'address:<digest>' or 'device:<digest>'.
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  failures integer NOT NULL,
  next_attempt_at timestamptz NOT NULL
);

-- Browsers that signed in to an account before (an HttpOnly cookie holds the token; the table
-- its SHA-256). A correct password from one of them is let through the address's back-off.
CREATE TABLE known_devices (
  token_hash text NOT NULL,
  -- One browser may be known to several accounts (a shared computer).
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX known_devices_user_id_idx ON known_devices (user_id);
