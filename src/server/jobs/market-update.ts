import { fetchData } from "../../market/fetch/fetch-step";
import { demoUpdate } from "../../market/pipeline/data-steps";
import { runMarketPipeline, type DataStep } from "../../market/pipeline/market-pipeline";
import { readMarketState } from "../../market/market-state";
import { pipelineEvents } from "../cli/pipeline-events";
import { demoAsOf } from "../market-bootstrap";
import { defineJob } from "./job";

// Nightly, after the US close has settled into the next day (UTC): the demo market gains the
// trading days up to the last weekday before today, and the pipeline brings research, ratings
// and the screener snapshot along. A market of real data fetches what the public sources have
// new when FETCH_NIGHTLY is set (with SEC_CONTACT; `npm run data -- fetch` does the same by hand);
// otherwise an imported market gets its stale steps only (new files come by `npm run data --
// import`). Running servers reload on the pipeline's notice.

export const marketUpdate = defineJob({
  name: "market-update",
  schedule: { cron: "30 2 * * *" },
  // A full rating run takes minutes: one at a time, and an hour before pg-boss gives up on it.
  queue: { policy: "stately", retryLimit: 1, retryDelay: 15 * 60, expireInSeconds: 3600 },
  async run({ config, pool, log, signal }) {
    const state = await readMarketState(pool);
    if (!state.asOf) {
      log.info("no market to update yet (the first start builds it)");
      return;
    }
    const fetching = config.marketFetch.nightly && config.marketFetch.secContact !== undefined;
    if (state.source !== "demo" && config.marketFetch.nightly && !fetching)
      log.warn("FETCH_NIGHTLY is set without SEC_CONTACT: the SEC asks for a contact address, so nothing is fetched");
    const data: DataStep | undefined =
      state.source === "demo"
        ? demoUpdate(demoAsOf(config))
        : fetching
          ? fetchData(config.marketFetch, { signal })
          : undefined;
    const report = await runMarketPipeline(pool, { data, signal, events: pipelineEvents({ log }) });
    log.info({ changed: report.changed }, report.changed ? "market updated" : "market already up to date");
  },
});
