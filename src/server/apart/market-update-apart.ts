import { connect } from "../../db/connection";
import { fetchData } from "../../market/fetch/fetch-step";
import { demoUpdate } from "../../market/pipeline/data-steps";
import { runMarketPipeline, type DataStep } from "../../market/pipeline/market-pipeline";
import type { MarketFetchConfig } from "../market-fetch-config";
import { eventsToParent } from "./pipeline-messages";

// The nightly market update's pipeline run (jobs/market-update.ts), in a process of its own
// (run-apart.ts, decision 068). MARKET_UPDATE_DATA says what comes in: `demo` (the demo market's
// days up to MARKET_UPDATE_AS_OF), `fetch` (the public sources) or `none` (stale steps only).
// Its progress and its outcome go to the main process as messages; SIGTERM stops it at the
// pipeline's next safe point. The fetch's sources come as MARKET_FETCH_CONFIG, the parent's
// configuration, so a setting given to the server (not only its environment) reaches the fetch.

const marketFetch = JSON.parse(process.env.MARKET_FETCH_CONFIG ?? "null") as MarketFetchConfig | null;
const { pool, db } = connect(process.env.MARKET_DATABASE_URL!, 4);
const stop = new AbortController();
process.once("SIGTERM", () => stop.abort());
try {
  const mode = process.env.MARKET_UPDATE_DATA;
  const data: DataStep | undefined =
    mode === "demo"
      ? demoUpdate(process.env.MARKET_UPDATE_AS_OF!)
      : mode === "fetch"
        ? fetchData(marketFetch!, { signal: stop.signal })
        : undefined;
  const report = await runMarketPipeline(pool, { data, signal: stop.signal, events: eventsToParent() });
  process.send?.({ kind: "report", changed: report.changed });
} finally {
  await db.destroy();
}
