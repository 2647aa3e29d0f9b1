-- Backtests of a member's own saved screens (decision 056): the latest run of each saved screen,
-- queued by the member and run by the screen-backtest job (pg-boss). One row per saved screen:
-- running it again replaces the result. The parameters and the screen as it was run are kept
-- with the result, so a result never describes a screen edited since.
CREATE TABLE screen_backtests (
  id bigserial PRIMARY KEY,
  saved_screener_id bigint NOT NULL UNIQUE REFERENCES saved_screeners (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- { holdings, weighting, rebalance }: src/domain/strategies/screen-backtest.ts.
  params jsonb NOT NULL,
  -- The screen's filters and sort when it was queued (the saved screener's own encoding).
  filters text NOT NULL,
  sort_column text,
  sort_direction text CHECK (sort_direction IN ('asc', 'desc')),
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  -- Share of the rebalance dates done, 0 to 1, while running.
  progress real NOT NULL DEFAULT 0,
  -- A stable error code when the run failed.
  error_code text,
  -- The market date the result runs to.
  as_of date,
  -- { figures, curve, rebalances } once done.
  result jsonb,
  queued_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
-- At most one backtest queued or running per member: the rule the service enforces, held here too.
CREATE UNIQUE INDEX screen_backtests_one_running_idx ON screen_backtests (user_id)
  WHERE status IN ('queued', 'running');
