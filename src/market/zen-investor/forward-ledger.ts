import { isoOf } from "../../domain/rating/day-numbers";
import type { CompanyHistory } from "../../domain/strategies/history";
import { tapeOf } from "../../domain/strategies/history";
import { appendEntries, eventsOf, verifyLedger, type LedgerEntry } from "../../domain/zen-investor/ledger";
import { marketUpdates, type MarketUpdate } from "../../domain/zen-investor/market-update";
import { recordOf, type StoredRecord } from "../../domain/zen-investor/record";
import { runModelPortfolio, ZEN_INVESTOR_FROM, ZEN_INVESTOR_LAUNCHED_ON } from "../../domain/zen-investor/run";
import { isMonthEnd } from "../rating/pipeline";

// The model portfolio run again from 2003 over the stored histories, and the ledger moved forward
// with what is new. The run is point in time, so its entries up to the last stored one are the
// stored ones: the new run is checked against the ledger entry for entry, and anything that does
// not match (a stored entry changed, or data changed under the past) stops the job rather than
// let a rewritten past into the record. The Zen Rating is read at month-ends only: the stored
// history keeps those for good, while the latest month's daily ratings are thinned by the next
// update, and an alert must never rest on a rating that later disappears. The same run gives the
// public pages' record and monthly market updates (decision 063).

export type Forward =
  | { ok: true; append: LedgerEntry[]; record: StoredRecord | null; updates: MarketUpdate[] }
  | { ok: false; seq: number; reason: string };

export function forwardLedger(
  stored: readonly LedgerEntry[],
  histories: readonly CompanyHistory[],
  launchDate = ZEN_INVESTOR_LAUNCHED_ON,
): Forward {
  const verdict = verifyLedger(stored);
  if (!verdict.ok) return { ok: false, seq: verdict.seq, reason: `the stored ledger breaks (${verdict.problem})` };
  const { tape, days } = tapeOf(histories);
  const from = tape.dates.findIndex((d) => d >= ZEN_INVESTOR_FROM);
  if (from < 0) return { ok: true, append: [], record: null, updates: [] };
  const run = runModelPortfolio({ histories, tape, days, fromDay: from, ratingDay: (day) => isMonthEnd(isoOf(day)) });
  const all = appendEntries(null, eventsOf(run.alerts, run.fills), launchDate);
  for (let i = 0; i < stored.length; i++)
    if (all[i]?.hash !== stored[i]!.hash)
      return { ok: false, seq: i + 1, reason: "the rule run again on today's data does not give this stored entry" };
  return {
    ok: true,
    append: all.slice(stored.length),
    record: recordOf(run, launchDate),
    updates: marketUpdates(histories, tape, days, run),
  };
}
