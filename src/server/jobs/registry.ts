import { accountHousekeeping } from "./account-housekeeping";
import { dailyDigests, followedAnalystsDigests, monthlyDigests, strategyTradeMails, weeklyDigests } from "./digests";
import type { JobDefinition } from "./job";
import { marketUpdate } from "./market-update";
import { screenBacktest } from "./screen-backtest";
import { strategyRecords } from "./strategy-records";
import { zenInvestorLedger } from "./zen-investor-ledger";

// Every background job, one file each. A job added here gets its queue, its schedule and a
// worker in every process that runs workers (see job-runner.ts).

export const JOBS: readonly JobDefinition[] = [
  marketUpdate,
  accountHousekeeping,
  dailyDigests,
  weeklyDigests,
  monthlyDigests,
  followedAnalystsDigests,
  strategyRecords,
  screenBacktest,
  strategyTradeMails,
  zenInvestorLedger,
];
