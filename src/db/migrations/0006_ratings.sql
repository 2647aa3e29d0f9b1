-- The Zen Rating (src/market/rating): each company's latest rating, its history packed in one
-- row, and the backtest of the grades. Rewritten whole by every rating run.

CREATE TABLE ratings_latest (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  as_of date NOT NULL,
  -- Percentile rank of the overall score in the universe on that date, 0 to 100.
  score real NOT NULL,
  grade text NOT NULL CHECK (grade IN ('A', 'B', 'C', 'D', 'F')),
  grade_without_ai text CHECK (grade_without_ai IN ('A', 'B', 'C', 'D', 'F')),
  -- [{ key, score, grade }] in the order of src/domain/rating/components.ts.
  components jsonb NOT NULL
);
CREATE INDEX ratings_latest_score_idx ON ratings_latest (score DESC);

-- Packed (src/market/rating/history-codec.ts): for each rated date, the day number (int32),
-- the grade code (1 A .. 5 F) and the overall percentile (0-100), 6 bytes a date.
CREATE TABLE rating_history (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  data bytea NOT NULL
);

CREATE TABLE rating_runs (
  id text PRIMARY KEY,
  as_of date NOT NULL,
  summary jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);
