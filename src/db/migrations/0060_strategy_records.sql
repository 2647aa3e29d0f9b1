-- Zen Strategies (decision 051): each house strategy's record as of the market date, rewritten
-- whole by the strategy-records job after the nightly market update. Figures are split at the
-- launch date (backtest before, live after) with the survivors-only run beside them.
CREATE TABLE strategy_records (
  strategy_id text PRIMARY KEY,
  as_of date NOT NULL,
  launched_on date NOT NULL,
  -- { backtest, live (null before any live day), survivorsOnly }: src/domain/strategies/figures.ts.
  figures jsonb NOT NULL,
  -- Month-end points [date, strategy, market], both 1.0 on the first signal day.
  curve jsonb NOT NULL,
  -- Every rebalance with its holdings and trades: src/domain/strategies/backtest.ts.
  rebalances jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);
