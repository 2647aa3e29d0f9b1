-- Watchlists: the companies each watchlist holds, with the owner's note, and the
-- watchlist's hidden flag. A digest frequency is always one of the three the product offers;
-- rows from before this migration get the default (weekly), as new rows do.

UPDATE watchlists SET subscription_frequency = 'weekly' WHERE subscription_frequency IS NULL
  OR subscription_frequency NOT IN ('daily', 'weekly', 'monthly');
ALTER TABLE watchlists
  ALTER COLUMN subscription_frequency SET DEFAULT 'weekly',
  ALTER COLUMN subscription_frequency SET NOT NULL,
  ADD CONSTRAINT watchlists_subscription_frequency_check
    CHECK (subscription_frequency IN ('daily', 'weekly', 'monthly')),
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;

CREATE TABLE watchlist_companies (
  watchlist_id bigint NOT NULL REFERENCES watchlists (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Order within the watchlist: added last, shown last, until the owner sorts the table.
  position integer NOT NULL DEFAULT 0,
  note text CHECK (length(note) <= 500),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (watchlist_id, company_id)
);
-- Which watchlists hold a company (the digests and the market events read it that way).
CREATE INDEX watchlist_companies_company_id_idx ON watchlist_companies (company_id);
