-- Market data: the universe, its taxonomy, prices, fundamentals, dividends, analysts, insiders,
-- earnings dates and macro series. Every research feature reads these tables; the demo
-- generator and the importers (src/market) write them.

CREATE TABLE sectors (
  id smallint PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL UNIQUE
);

CREATE TABLE industries (
  id smallint PRIMARY KEY,
  sector_id smallint NOT NULL REFERENCES sectors (id),
  slug text NOT NULL UNIQUE,
  name text NOT NULL UNIQUE
);

CREATE TABLE companies (
  id serial PRIMARY KEY,
  exchange text NOT NULL CHECK (exchange IN ('NYSE', 'NASDAQ', 'AMEX')),
  ticker text NOT NULL CHECK (ticker = upper(ticker) AND length(ticker) BETWEEN 1 AND 10),
  name text NOT NULL,
  sector_id smallint REFERENCES sectors (id),
  industry_id smallint REFERENCES industries (id),
  country text NOT NULL DEFAULT 'United States',
  description text,
  shares_outstanding bigint,
  ipo_date date,
  pays_dividends boolean NOT NULL DEFAULT false,
  cik integer,
  -- Delisted companies stay, so that histories and backtests keep their survivors and their dead.
  delisted_on date,
  delisting_reason text CHECK (delisting_reason IN ('bankruptcy', 'acquired', 'other')),
  -- 'demo' for the generated market, 'import' for real data; pages label 'demo' as simulated.
  source text NOT NULL CHECK (source IN ('demo', 'import')),
  UNIQUE (exchange, ticker)
);
CREATE INDEX companies_ticker_idx ON companies (ticker);
CREATE INDEX companies_industry_idx ON companies (industry_id);

-- Daily prices, one row per company and calendar year, packed (see src/market/price-codec.ts):
-- a 2022-trading-day year is about 6 KB, so 6,000 companies x 22 years stay near 800 MB, and
-- one company's full history is 22 rows read by primary key.
CREATE TABLE price_years (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  year smallint NOT NULL,
  days smallint NOT NULL,
  first_date date NOT NULL,
  last_date date NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (company_id, year)
);
-- Packed floats do not compress; skip the attempt.
ALTER TABLE price_years ALTER COLUMN data SET STORAGE EXTERNAL;

CREATE TABLE splits (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  ex_date date NOT NULL,
  ratio double precision NOT NULL CHECK (ratio > 0),
  PRIMARY KEY (company_id, ex_date)
);

CREATE TABLE fundamentals (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('Q', 'A')),
  fiscal_year smallint NOT NULL,
  fiscal_quarter smallint NOT NULL CHECK (fiscal_quarter BETWEEN 0 AND 4),
  period_end date NOT NULL,
  -- A figure is known only from its filing date on (point in time).
  filed_on date NOT NULL,
  revenue double precision,
  cost_of_revenue double precision,
  ebit double precision,
  interest_expense double precision,
  net_income double precision,
  net_income_common double precision,
  eps double precision,
  shares double precision,
  total_assets double precision,
  current_assets double precision,
  cash double precision,
  short_term_investments double precision,
  total_liabilities double precision,
  current_liabilities double precision,
  non_current_liabilities double precision,
  debt double precision,
  equity double precision,
  operating_cash_flow double precision,
  capital_expenditure double precision,
  free_cash_flow double precision,
  dividends_paid double precision,
  PRIMARY KEY (company_id, period, period_end)
);

CREATE TABLE dividends (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  ex_date date NOT NULL,
  pay_date date NOT NULL,
  amount double precision NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (company_id, ex_date)
);

CREATE TABLE analyst_estimates (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  as_of date NOT NULL,
  forecast_year smallint NOT NULL,
  eps double precision,
  revenue double precision,
  eps_growth double precision,
  revenue_growth double precision,
  return_on_equity double precision,
  return_on_assets double precision,
  PRIMARY KEY (company_id, as_of, forecast_year)
);

CREATE TABLE analyst_firms (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE analysts (
  id integer PRIMARY KEY,
  name text NOT NULL,
  firm_id integer NOT NULL REFERENCES analyst_firms (id)
);

CREATE TABLE analyst_ratings (
  id bigserial PRIMARY KEY,
  analyst_id integer NOT NULL REFERENCES analysts (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  rated_on date NOT NULL,
  rating text NOT NULL CHECK (rating IN ('strong_buy', 'buy', 'hold', 'sell', 'strong_sell')),
  price_target double precision CHECK (price_target > 0)
);
CREATE INDEX analyst_ratings_company_idx ON analyst_ratings (company_id, rated_on);
CREATE INDEX analyst_ratings_analyst_idx ON analyst_ratings (analyst_id, rated_on);

CREATE TABLE insider_transactions (
  id bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  traded_on date NOT NULL,
  insider text NOT NULL,
  role text NOT NULL,
  -- Positive for a purchase, negative for a sale.
  shares bigint NOT NULL CHECK (shares <> 0),
  price double precision NOT NULL CHECK (price > 0)
);
CREATE INDEX insider_transactions_company_idx ON insider_transactions (company_id, traded_on);

CREATE TABLE earnings_dates (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  report_date date NOT NULL,
  fiscal_year smallint NOT NULL,
  fiscal_quarter smallint NOT NULL CHECK (fiscal_quarter BETWEEN 1 AND 4),
  PRIMARY KEY (company_id, report_date)
);

-- treasury_10y, aa_bond, savings_rate: percent per year.
CREATE TABLE macro_series (
  series text NOT NULL CHECK (series IN ('treasury_10y', 'treasury_3m', 'aa_bond', 'savings_rate')),
  date date NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (series, date)
);

-- What is loaded: source ('demo' or 'import'), seed, as-of date, when it was built.
CREATE TABLE market_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
