-- Portfolios (decision 061): a member's portfolios, their dated transactions, the broker files
-- imported into them and the column mappings remembered per file layout. Holdings, gains and
-- returns are derived from the transactions on every read, never stored.

CREATE TABLE portfolios (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolios_user_id_idx ON portfolios (user_id, id);

CREATE TABLE portfolio_transactions (
  id bigserial PRIMARY KEY,
  portfolio_id bigint NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  trade_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('buy', 'sell', 'dividend', 'cash_in', 'cash_out', 'fee')),
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  shares double precision CHECK (shares > 0),
  price double precision CHECK (price > 0),
  amount double precision NOT NULL CHECK (amount >= 0),
  fee double precision NOT NULL DEFAULT 0 CHECK (fee >= 0),
  -- A row read from a broker file: the same row imported again is the same key, and adds nothing.
  import_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind IN ('buy', 'sell')) = (shares IS NOT NULL AND price IS NOT NULL)),
  CHECK (kind NOT IN ('buy', 'sell', 'dividend') OR company_id IS NOT NULL),
  CHECK (kind NOT IN ('cash_in', 'cash_out') OR company_id IS NULL),
  UNIQUE (portfolio_id, import_key)
);
CREATE INDEX portfolio_transactions_portfolio_idx ON portfolio_transactions (portfolio_id, trade_date, id);
CREATE INDEX portfolio_transactions_company_idx ON portfolio_transactions (company_id);

CREATE TABLE portfolio_imports (
  id bigserial PRIMARY KEY,
  portfolio_id bigint NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  -- A preset id, or 'mapping' for a member's own column mapping.
  layout text NOT NULL,
  added integer NOT NULL,
  already integer NOT NULL,
  -- Rows whose action is not a holding's: [{line, action}].
  skipped jsonb NOT NULL,
  -- Tickers we do not know, with their lines: [{ticker, lines}]; those rows wait for the ticker.
  unknown jsonb NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_imports_portfolio_idx ON portfolio_imports (portfolio_id, id);

CREATE TABLE portfolio_import_layouts (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The file's header line, normalised (src/domain/portfolios/broker-csv.ts layoutKey).
  layout_key text NOT NULL,
  mapping jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, layout_key)
);
