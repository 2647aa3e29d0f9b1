-- Idempotency-Key (issue 15 #10): a create call retried with the same key is answered with the
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
