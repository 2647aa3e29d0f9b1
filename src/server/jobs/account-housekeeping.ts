import { sweepAccountRows } from "../accounts/housekeeping";
import { defineJob } from "./job";

// Hourly: rate-limit windows long closed, tokens spent or expired, sessions ended. Once an hour
// across all processes (it used to be a timer in every process).

export const accountHousekeeping = defineJob({
  name: "account-housekeeping",
  schedule: { cron: "17 * * * *" },
  // Stately: one queued and one running at most; a slow sweep never piles up behind itself.
  queue: { policy: "stately", retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
  async run({ db, log }) {
    await sweepAccountRows(db);
    log.info("account rows swept");
  },
});
