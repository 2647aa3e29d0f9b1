import { runQueuedBacktest } from "../services/screen-backtests/run-queued-backtest";
import { defineJob } from "./job";

// A member's backtest of a saved screen (decision 056), queued by the web process
// (services/screen-backtests) and run by a worker. Not scheduled. A run cut short by a stopping
// process is tried again; one that fails is marked failed on its row and not retried.

export const screenBacktest = defineJob<{ backtestId: number }>({
  name: "screen-backtest",
  queue: { policy: "standard", retryLimit: 2, retryDelay: 30, expireInSeconds: 1800 },
  run: (context, data) => runQueuedBacktest(context, data.backtestId),
});
