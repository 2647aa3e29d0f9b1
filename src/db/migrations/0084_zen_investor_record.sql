-- Zen Investor's public record (decision 063), rewritten whole by the zen-investor-ledger job after
-- it moves the ledger forward: the return figures, the month-end curve and every position of the
-- run, and one market update per finished month. Both are derived from the stored histories and
-- the run; the ledger (migration 0083) is what proves them.
CREATE TABLE zen_investor_record (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  as_of date NOT NULL,
  launched_on date NOT NULL,
  figures jsonb NOT NULL,
  curve jsonb NOT NULL,
  positions jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE zen_investor_market_updates (
  -- The month, as 2024-05.
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{4}-[0-9]{2}$'),
  body jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);
