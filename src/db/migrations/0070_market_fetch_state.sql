-- What `npm run data -- fetch` has brought from the SEC per company (src/market/fetch), so that
-- the next run asks only for what is new and an interrupted run resumes where it stopped.
CREATE TABLE market_fetch_state (
  cik integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The filing date of the latest 10-K or 10-Q whose facts are stored.
  facts_through date,
  -- Why the company has no stored facts, when it has none ('no XBRL facts', ...).
  facts_note text,
  -- When this company was last brought up to date (a run resumes after the ones done since it began).
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX market_fetch_state_company_idx ON market_fetch_state (company_id);
