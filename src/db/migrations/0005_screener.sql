-- The stock screener: every company's values to filter on, and members' saved screens.

-- Every listed company's screener values, written by the screener step of the research
-- pipeline (src/market/screener) right after company_research, in the same transaction. Server
-- processes read the whole table into their in-memory engine (src/server/screener) at start and
-- on NOTIFY market_changed; nothing queries it per request.
CREATE TABLE screener_snapshot (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  as_of date NOT NULL,
  -- Analyst consensus codes (strong_buy ... strong_sell): the only text values besides the
  -- company's own fields, which are read from companies.
  consensus text,
  top_consensus text,
  -- Field key (src/domain/screener/filter-fields.ts) to number; a null value is left out.
  vals jsonb NOT NULL
);

-- Saved screens of signed-in users (spec section 3, "Saved screener"). Each field is optional;
-- filters are kept as the f[key]=value query string, which keeps their order.
CREATE TABLE saved_screeners (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text CHECK (length(name) <= 200),
  description text CHECK (length(description) <= 2000),
  filters text NOT NULL DEFAULT '',
  tab smallint CHECK (tab BETWEEN 1 AND 11),
  sort_column text,
  sort_direction text CHECK (sort_direction IN ('asc', 'desc')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_screeners_user_idx ON saved_screeners (user_id, id);
