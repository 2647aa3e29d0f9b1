-- Accounts: users, their sessions and their watchlists. Passwords,
-- tokens and preferences come in later migrations; sessions are rows so that they can be revoked.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  confirmed_at timestamptz,
  cio_id text,
  cio_unsubscribed boolean NOT NULL DEFAULT false,
  country_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Addresses are unique regardless of case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  -- SHA-256 of the cookie value: a leaked table does not hand out live sessions.
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE watchlists (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  position integer NOT NULL DEFAULT 0,
  subscribed boolean NOT NULL DEFAULT false,
  subscription_frequency text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX watchlists_user_id_idx ON watchlists (user_id, position, id);
