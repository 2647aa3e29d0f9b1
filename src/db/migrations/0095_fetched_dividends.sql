-- Dividends of fetched companies (decision 070). A price source gives the ex-date and the
-- amount but not always the day it is paid, and the SEC's filings give neither: pay_date is
-- null when it is not known. prices_adjusted: the stored prices already reflect the dividend
-- (Stooq's and Tiingo's prices are dividend-adjusted), so whatever restates prices for total
-- return leaves it out, while yields and dividend histories count it. source: 'reported' by the
-- data with its ex-date, or 'statement' from a filing's dividends declared per share of a
-- quarter, dated the day the filing stating it was filed (decision 070).
ALTER TABLE dividends
  ALTER COLUMN pay_date DROP NOT NULL,
  ADD COLUMN prices_adjusted boolean NOT NULL DEFAULT false,
  ADD COLUMN source text NOT NULL DEFAULT 'reported' CHECK (source IN ('reported', 'statement'));
