import { readMarketState } from "../../market/market-state";
import { loadStrategyHistories } from "../../market/strategies/load-histories";
import { forwardLedger } from "../../market/zen-investor/forward-ledger";
import { appendLedger, readLedger } from "../../market/zen-investor/ledger-store";
import { writeRecord } from "../../market/zen-investor/record-store";
import { defineJob } from "./job";

// Zen Investor's record (decision 062), moved forward each night after the market update and the
// strategy records: the day's fills of yesterday's alerts and the day's new alerts are appended
// to the hash-chained ledger; nothing stored is ever rewritten. The record the public pages show
// (figures, positions, monthly market updates) is rewritten from the same run.

export const zenInvestorLedger = defineJob({
  name: "zen-investor-ledger",
  schedule: { cron: "0 5 * * *" },
  queue: { policy: "stately", retryLimit: 1, retryDelay: 15 * 60, expireInSeconds: 3600 },
  async run({ db, pool, log }) {
    const state = await readMarketState(pool);
    if (!state.asOf) {
      log.info("no market to run the model portfolio on yet");
      return;
    }
    const histories = await loadStrategyHistories(db, state.asOf);
    const forward = forwardLedger(await readLedger(pool), histories);
    if (!forward.ok) throw new Error(`Zen Investor ledger left as it is at entry ${forward.seq}: ${forward.reason}`);
    await appendLedger(db, forward.append);
    // The public pages' figures, positions and market updates, from the same run.
    if (forward.record) await writeRecord(db, forward.record, forward.updates);
    log.info({ asOf: state.asOf, appended: forward.append.length }, "zen investor ledger moved forward");
  },
});
