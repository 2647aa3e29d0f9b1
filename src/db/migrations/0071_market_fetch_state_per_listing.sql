-- One registrant (CIK) can list several classes (GOOGL and GOOG, BRK-A and BRK-B), each a
-- company of ours with its own prices: the fetch state is kept per company.
ALTER TABLE market_fetch_state DROP CONSTRAINT market_fetch_state_pkey;
DROP INDEX market_fetch_state_company_idx;
ALTER TABLE market_fetch_state ADD PRIMARY KEY (company_id);
CREATE INDEX market_fetch_state_cik_idx ON market_fetch_state (cik);
