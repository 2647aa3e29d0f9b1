-- Zen Investor subscribers get each new alert of the model portfolio by mail the day it fires
-- (decision 064), claimed in sent_digests like the other digests (decision 024): one row per
-- member and market date, inserted in the transaction that sends.
ALTER TABLE users ADD COLUMN subscribed_to_zen_investor_alerts boolean NOT NULL DEFAULT true;
ALTER TABLE sent_digests ADD COLUMN zen_investor_alerts_user_id bigint REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE sent_digests DROP CONSTRAINT sent_digests_one_subject;
ALTER TABLE sent_digests ADD CONSTRAINT sent_digests_one_subject
  CHECK (num_nonnulls(watchlist_id, saved_screener_id, followed_analysts_user_id, strategy_trades_user_id,
    zen_investor_alerts_user_id) = 1);
CREATE UNIQUE INDEX sent_digests_zen_investor_alerts_idx ON sent_digests (zen_investor_alerts_user_id, period)
  WHERE zen_investor_alerts_user_id IS NOT NULL;
