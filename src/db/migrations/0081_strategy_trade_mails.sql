-- Zen Strategies subscribers get each rebalance's trades by mail on the day they are made
-- (decision 056), claimed in sent_digests like the other digests (decision 024): one row per
-- member and fill date, inserted in the transaction that sends.
ALTER TABLE users ADD COLUMN subscribed_to_strategy_trades boolean NOT NULL DEFAULT true;
ALTER TABLE sent_digests ADD COLUMN strategy_trades_user_id bigint REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE sent_digests DROP CONSTRAINT sent_digests_one_subject;
ALTER TABLE sent_digests ADD CONSTRAINT sent_digests_one_subject
  CHECK (num_nonnulls(watchlist_id, saved_screener_id, followed_analysts_user_id, strategy_trades_user_id) = 1);
CREATE UNIQUE INDEX sent_digests_strategy_trades_idx ON sent_digests (strategy_trades_user_id, period)
  WHERE strategy_trades_user_id IS NOT NULL;
