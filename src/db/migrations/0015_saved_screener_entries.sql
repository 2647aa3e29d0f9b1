-- The dashboard's "recent entries" of saved screens (decision 025): which companies a
-- saved screen matched at a market date, and which of them it had not matched at the record
-- before. Kept apart from saved_screeners.last_company_ids, which belongs to the screen alerts
-- (their own "since the last alert"). `filters` is the screen the ids were matched with: an
-- edited screen starts a new record rather than calling every change of its filters an entry.

CREATE TABLE saved_screener_entries (
  saved_screener_id integer PRIMARY KEY REFERENCES saved_screeners (id) ON DELETE CASCADE,
  filters text NOT NULL,
  as_of date NOT NULL,
  company_ids integer[] NOT NULL,
  since date,
  entered integer[] NOT NULL DEFAULT '{}'
);
