-- Split events with their source (decision 031): 'reported' by the data (the demo
-- market, a splits file) or 'inferred' from the statements' share counts. prices_adjusted: the
-- stored prices already reflect the split (the imported Stooq price files are split-adjusted),
-- so the adjusted close and every consumer that restates prices leave it out; per-share figures
-- of the statements, estimates and dividends are still restated by it.
ALTER TABLE splits
  ADD COLUMN source text NOT NULL DEFAULT 'reported' CHECK (source IN ('reported', 'inferred')),
  ADD COLUMN prices_adjusted boolean NOT NULL DEFAULT false;
