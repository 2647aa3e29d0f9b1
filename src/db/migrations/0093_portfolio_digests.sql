-- The digests cover portfolios: a member subscribes a portfolio like a watchlist (daily, weekly
-- or monthly) to hear what changed for the companies it holds. Off until the member turns it on:
-- portfolios kept before this get no mail they did not ask for. Each portfolio's digest is claimed
-- once per period, as the watchlists' are in sent_digests.

ALTER TABLE portfolios
  ADD COLUMN subscribed boolean NOT NULL DEFAULT false,
  ADD COLUMN subscription_frequency text NOT NULL DEFAULT 'weekly'
    CHECK (subscription_frequency IN ('daily', 'weekly', 'monthly'));

CREATE TABLE sent_portfolio_digests (
  id bigserial PRIMARY KEY,
  portfolio_id bigint NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  period text NOT NULL,
  -- The market date the digest covered: the next one reports what came after it.
  as_of date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (portfolio_id, period)
);
