-- Zen Investor's published record (decision 062): every alert and fill of the model portfolio as
-- one entry of a SHA-256 hash chain, appended by the zen-investor-ledger job and never rewritten.
-- An entry's hash covers the canonical JSON of its other columns (src/domain/zen-investor/ledger.ts).
CREATE TABLE zen_investor_ledger (
  seq integer PRIMARY KEY CHECK (seq > 0),
  phase text NOT NULL CHECK (phase IN ('backtest', 'live')),
  kind text NOT NULL CHECK (kind IN ('alert', 'fill')),
  entry_date date NOT NULL,
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  -- No foreign key: the record outlives anything done to the company rows.
  company_id integer NOT NULL,
  -- The alert's reasons, grade, score, checks and valuation, or the fill's price and weight.
  body jsonb NOT NULL,
  prev_hash char(64) NOT NULL,
  hash char(64) NOT NULL UNIQUE,
  written_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zen_investor_ledger_company ON zen_investor_ledger (company_id, entry_date);
