-- A saved screen over a member's own list (decision 072): the screener's `u`, portfolio:{id} or
-- watchlist:{id}, read again each time the screen runs, so the screen follows the list as it is
-- then. No foreign key: a deleted list leaves the screen naming it, and the screen says so
-- instead of silently running on the whole market.
ALTER TABLE saved_screeners ADD COLUMN universe text
  CHECK (universe ~ '^(portfolio|watchlist):[1-9][0-9]{0,15}$');
