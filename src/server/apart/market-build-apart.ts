import { connect } from "../../db/connection";
import type { PipelineEvents } from "../../market/pipeline/market-pipeline";
import { loadConfig } from "../config";
import { ensureMarket } from "../market-bootstrap";
import type { PipelineEventMessage } from "./market-build";

// The market's build or catch-up at start (market-bootstrap.ts), in a process of its own
// (run-apart.ts): its progress goes to the main process as messages, which shows it on the pages
// and in the logs. SIGTERM stops it after the current step, as the server's shutdown asks.

const config = loadConfig();
const { pool, db } = connect(process.env.MARKET_DATABASE_URL!, 4);
const stop = new AbortController();
process.once("SIGTERM", () => stop.abort());
const relay =
  <K extends PipelineEventMessage["kind"]>(kind: K) =>
  (...args: Parameters<NonNullable<PipelineEvents[K]>>) =>
    process.send?.({ kind, args });
try {
  await ensureMarket(
    pool,
    config,
    {
      stepStarted: relay("stepStarted"),
      progress: relay("progress"),
      stepFinished: relay("stepFinished"),
      line: relay("line"),
    },
    stop.signal,
  );
} finally {
  await db.destroy();
}
