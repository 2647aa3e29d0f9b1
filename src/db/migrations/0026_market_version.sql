-- The market's version (src/market/market-version.ts): a new id from every market pipeline run
-- that changes anything. A market built before versions existed gets its first one here, so that
-- its servers share kept pages without waiting for the next market update.
INSERT INTO market_meta (key, value)
SELECT 'market_version', to_jsonb(gen_random_uuid()::text)
WHERE EXISTS (SELECT 1 FROM market_meta WHERE key = 'as_of')
ON CONFLICT (key) DO NOTHING;
