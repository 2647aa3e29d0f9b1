import type pg from "pg";
import type { PipelineEvents } from "../../market/pipeline/market-pipeline";
import { passEvent } from "./pipeline-messages";
import { databaseUrlOf, runApart } from "./run-apart";

// The main process's side of the market's build at start: the build runs apart
// (market-build-apart.ts) and its pipeline events come back as messages, passed on to `events`.

export function ensureMarketApart(pool: pg.Pool, events: PipelineEvents, signal: AbortSignal): Promise<void> {
  return runApart("market-build-apart", { MARKET_DATABASE_URL: databaseUrlOf(pool) }, signal, (message) =>
    passEvent(message, events),
  );
}
