import { readMarketState } from "../../market/market-state";
import { passEvent } from "../apart/pipeline-messages";
import { databaseUrlOf, runApart } from "../apart/run-apart";
import { pipelineEvents } from "../market-build/pipeline-events";
import { demoAsOf } from "../market-bootstrap";
import { defineJob } from "./job";

// Nightly, after the US close has settled into the next day (UTC): the demo market gains the
// trading days up to the last weekday before today, and the pipeline brings research, ratings
// and the screener snapshot along. A market of real data fetches what the public sources have
// new when FETCH_NIGHTLY is set (with SEC_CONTACT; `npm run data -- fetch` does the same by hand);
// otherwise an imported market gets its stale steps only (new files come by `npm run data --
// import`). Running servers reload on the pipeline's notice. The run holds the market in memory:
// it runs in a process of its own (apart/market-update-apart.ts, decision 068).

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
    const events = pipelineEvents({ log });
    let changed = false;
    await runApart(
      "market-update-apart",
      {
        MARKET_DATABASE_URL: databaseUrlOf(pool),
        MARKET_UPDATE_DATA: state.source === "demo" ? "demo" : fetching ? "fetch" : "none",
        MARKET_UPDATE_AS_OF: demoAsOf(config),
        // The sources as this process read them: the child's own environment may not hold them.
        MARKET_FETCH_CONFIG: JSON.stringify(config.marketFetch),
      },
      signal,
      (message) => {
        if (passEvent(message, events)) return;
        if ((message as { kind?: string }).kind === "report") changed = (message as { changed: boolean }).changed;
      },
    );
    log.info({ changed }, changed ? "market updated" : "market already up to date");
  },
});
