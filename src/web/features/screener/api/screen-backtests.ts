import { api } from "../../../../domain/paths";
import {
  screenBacktestStatusAnswerSchema,
  type ScreenBacktestStatus,
} from "../../../../domain/contracts/screen-backtests";
import { apiCall } from "../../../lib/api-client";

// GET /api/screener/saved/{id}/backtest/status: where a saved screen's backtest is, for the
// page's progress bar. Queuing one is the page's plain form; the result is page data.

export async function screenBacktestStatus(id: number): Promise<ScreenBacktestStatus | null> {
  const answer = await apiCall(api.savedScreenerBacktestStatus(id), screenBacktestStatusAnswerSchema);
  return answer?.backtest ?? null;
}
