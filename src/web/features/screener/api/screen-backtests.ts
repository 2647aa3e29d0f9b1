import { api } from "../../../../domain/paths";
import { screenBacktestStatusSchema, type ScreenBacktestStatus } from "../../../../domain/contracts/screen-backtests";
import { apiCall } from "../../../lib/api-client";

// GET /api/screener/saved/{id}/backtest/status: where a saved screen's backtest is, for the
// page's progress bar. Queuing one is the page's plain form; the result is page data.

export async function screenBacktestStatus(id: number): Promise<ScreenBacktestStatus | null> {
  const answer = await apiCall<unknown>(api.savedScreenerBacktestStatus(id));
  const parsed = screenBacktestStatusSchema.safeParse((answer as { backtest?: unknown } | null)?.backtest);
  return parsed.success ? parsed.data : null;
}
