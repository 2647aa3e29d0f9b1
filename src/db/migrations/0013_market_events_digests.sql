-- Market events and digests (decision 024): what happened to the companies members watch, and the
-- digests that tell them.

-- Dated events written by the events step of the market pipeline from the data the product
-- holds. `key` tells apart two events of one kind on one day (an analyst's id, a fiscal
-- period); the unique key lets a rerun insert nothing twice (ON CONFLICT DO NOTHING).
CREATE TABLE market_events (
  id bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  date date NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'earnings_reported', 'earnings_upcoming', 'dividend_declared', 'dividend_raised', 'dividend_cut',
    'ex_dividend', 'split', 'analyst_upgrade', 'analyst_downgrade', 'analyst_target_change',
    'insider_buying', 'insider_selling', 'grade_change', 'score_change', 'high_52w', 'low_52w')),
  key text NOT NULL DEFAULT '',
  payload jsonb NOT NULL DEFAULT '{}',
  UNIQUE (company_id, date, kind, key)
);
-- A watchlist's recent events: its companies, newest first.
CREATE INDEX market_events_company_date_idx ON market_events (company_id, date DESC);
CREATE INDEX market_events_date_idx ON market_events (date);

-- The last due-diligence score the events step saw per company: company_research holds only
-- today's, and a score change is "today's differs from the last one seen".
CREATE TABLE market_event_scores (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  score real NOT NULL
);

-- One row per digest sent: watchlist or saved screen, and period (e.g. 'weekly:2026-11-23').
-- The row is claimed (inserted) in the transaction that sends, so a second run or a second
-- server finds it taken and sends nothing.
CREATE TABLE sent_digests (
  id bigserial PRIMARY KEY,
  watchlist_id bigint REFERENCES watchlists (id) ON DELETE CASCADE,
  saved_screener_id bigint REFERENCES saved_screeners (id) ON DELETE CASCADE,
  period text NOT NULL,
  -- The market date the digest covered: the next one reports what came after it.
  as_of date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((watchlist_id IS NULL) <> (saved_screener_id IS NULL))
);
CREATE UNIQUE INDEX sent_digests_watchlist_idx ON sent_digests (watchlist_id, period) WHERE watchlist_id IS NOT NULL;
CREATE UNIQUE INDEX sent_digests_screen_idx ON sent_digests (saved_screener_id, period) WHERE saved_screener_id IS NOT NULL;

-- Screen alerts: a saved screen can be subscribed like a watchlist; the companies of its last
-- digest are kept to say which entered and which left.
ALTER TABLE saved_screeners
  ADD COLUMN subscribed boolean NOT NULL DEFAULT false,
  ADD COLUMN subscription_frequency text NOT NULL DEFAULT 'weekly'
    CHECK (subscription_frequency IN ('daily', 'weekly', 'monthly')),
  ADD COLUMN last_company_ids integer[];

-- Secrets the servers share and no one configures: generated once by the first process that
-- needs one (the HMAC key of the digests' unsubscribe links, unless DIGEST_SECRET is set).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
