-- Why a grade is what it is (decision 038): each rated company's factors on the latest rating
-- date and on the last month-end of the month before, packed by src/market/rating/factor-codec.ts
-- (float32 component scores and grade codes, then each factor's value, universe rank and sector
-- percentile in the catalogue's order). Rewritten by every full run; a one-day update replaces
-- `data` and moves the old latest into `previous` when it closed an earlier month.
CREATE TABLE rating_factors (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  as_of date NOT NULL,
  data bytea NOT NULL,
  previous_as_of date,
  previous bytea
);
