-- Listings of one registrant that trade at different prices for one economic share (BRK-A and
-- BRK-B: one Class A share is worth 1,500 Class B): the filings state per-share figures in one
-- unit, so each listing's stored statements are in its own shares (decision 070). filing_shares:
-- how many of this listing's shares make one share of the filings' per-share figures (1 for a
-- listing in the filings' unit, and for classes that trade at par with each other, GOOG/GOOGL).
ALTER TABLE market_fetch_state ADD COLUMN filing_shares double precision NOT NULL DEFAULT 1;
