-- What a one-day rating update continues from (src/market/rating/update.ts): each company's
-- beta and month-end yields of the last full run. The model itself is in rating_runs.summary.
CREATE TABLE rating_state (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  beta double precision,
  -- [[day number, earnings yield or null, book yield or null], ...] within five years.
  yields jsonb NOT NULL
);
