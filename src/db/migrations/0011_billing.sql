-- Premium checkout and billing (decision 021). The payment provider (Stripe, or the
-- local checkout provider in development and tests) is the source of truth; these rows mirror
-- what it said, and the subscriptions table alone decides entitlements.

-- One provider customer per user, created at the first checkout and reused for every later one.
CREATE TABLE billing_customers (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  provider_customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every webhook event, stored by the provider's id in the transaction that applies it: a
-- repeated delivery finds its id and changes nothing.
CREATE TABLE billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  provider_created_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz
);

-- Our own record of each checkout started. Its random id goes into the success and cancel
-- addresses, so the return page never trusts a provider id from the address bar.
CREATE TABLE checkouts (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_session_id text UNIQUE,
  plan text NOT NULL CHECK (plan IN ('premium', 'zen_investor', 'zen_strategies')),
  interval text NOT NULL CHECK (interval IN ('year', 'month')),
  price_id text NOT NULL,
  with_trial boolean NOT NULL,
  promotion_code text,
  referral text,
  cancel_to text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX checkouts_user_idx ON checkouts (user_id, created_at DESC);

ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check;
ALTER TABLE subscriptions
  ADD CONSTRAINT subscriptions_status_check CHECK (
    status IN ('trialing', 'active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused')
  ),
  ADD COLUMN provider_customer_id text,
  ADD COLUMN price_id text,
  ADD COLUMN interval text CHECK (interval IN ('year', 'month', 'week', 'day')),
  ADD COLUMN unit_amount integer,
  ADD COLUMN currency text,
  ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
  ADD COLUMN trial_end timestamptz,
  ADD COLUMN canceled_at timestamptz,
  ADD COLUMN ended_at timestamptz;
