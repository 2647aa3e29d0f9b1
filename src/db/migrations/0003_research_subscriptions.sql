-- Premium is a subscription record on the user. The Premium checkout fills it from the
-- payment provider (0011_billing.sql); tests may insert rows here directly.
CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('premium', 'zen_investor', 'zen_strategies')),
  status text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled', 'incomplete')),
  current_period_end timestamptz NOT NULL,
  provider_subscription_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id);

-- Company research computed by the pipeline (src/market/research) after every build, update or
-- import: one row per company, read whole by the company pages, never recomputed per request.
-- The jsonb documents follow src/domain/research/research-record.ts.
CREATE TABLE company_research (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  as_of date NOT NULL,
  quote jsonb,
  statistics jsonb NOT NULL,
  check_input jsonb NOT NULL,
  checks jsonb NOT NULL,
  scores jsonb NOT NULL,
  -- Columns that lists and screens sort or filter by.
  overall_score real NOT NULL,
  fair_value double precision,
  market_cap double precision,
  valuation jsonb,
  forecast jsonb,
  dividends jsonb,
  ownership jsonb,
  computed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_research_market_cap_idx ON company_research (market_cap DESC NULLS LAST);
