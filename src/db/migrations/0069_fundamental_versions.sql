-- Statements as they were known (point in time): a later filing that reports a period again
-- with other figures (a restatement) is a new version of that period, filed on its own date;
-- the earlier version stays what was known until then and is marked superseded from that day.
-- A reader on a date takes the version filed by then and not superseded by then; pages of today
-- take the current one (superseded_on IS NULL).
ALTER TABLE fundamentals ADD COLUMN superseded_on date;
-- Reported dividends per share of the period (declared), from filings that state them.
ALTER TABLE fundamentals ADD COLUMN dividends_per_share double precision;
ALTER TABLE fundamentals DROP CONSTRAINT fundamentals_pkey;
ALTER TABLE fundamentals ADD PRIMARY KEY (company_id, period, period_end, filed_on);
CREATE UNIQUE INDEX fundamentals_current_idx ON fundamentals (company_id, period, period_end)
  WHERE superseded_on IS NULL;
ALTER TABLE fundamentals ADD CONSTRAINT fundamentals_superseded_after_filed
  CHECK (superseded_on IS NULL OR superseded_on > filed_on);
