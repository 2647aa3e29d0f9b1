import { parentPort, workerData } from "node:worker_threads";
import { connect } from "../../db/connection";
import type { YieldEntry } from "../../domain/rating/yield-history";
import { companyFactorBlock, type CompanyBlock } from "../../domain/rating/rating-run";
import { ratesLookup, type RateSeries } from "../../domain/rating/rates";
import { loadHistories, type RatingCompanyRow } from "./load-history";

// A worker thread of the rating run: reads its share of the companies from the database
// (its own connections, so that parsing rows runs in parallel too) and sends back each
// company's factor block. The main thread ranks and grades.

export interface FactorWorkerData {
  module: string;
  databaseUrl: string;
  asOf: string;
  /** Read nothing dated before this (a one-day update's window); everything when absent. */
  since?: string;
  evalDays: number[];
  monthEnd: boolean[];
  forwardTo: Int32Array;
  rates: { treasury10Year: RateSeries; aaBond: RateSeries };
  /** [position in the run, company, yield seed of a one-day update] triples. */
  companies: [number, RatingCompanyRow, YieldEntry[] | undefined][];
  batch: number;
}

export interface FactorWorkerMessage extends CompanyBlock {
  position: number;
}

const input = workerData as FactorWorkerData;
const { db } = connect(input.databaseUrl, 2);
const ratesAt = ratesLookup(input.rates.treasury10Year, input.rates.aaBond);
try {
  for (let b = 0; b < input.companies.length; b += input.batch) {
    const batch = input.companies.slice(b, b + input.batch);
    const histories = await loadHistories(
      db,
      batch.map(([, c]) => c),
      input.asOf,
      input.since,
    );
    for (const [position, c, seed] of batch) {
      const { block, forward, yields } = companyFactorBlock(
        histories.get(c.id)!,
        input.evalDays,
        input.monthEnd,
        input.forwardTo,
        ratesAt,
        seed,
      );
      const message: FactorWorkerMessage = { position, block, forward, yields };
      parentPort!.postMessage(message, [block.buffer as ArrayBuffer, forward.buffer as ArrayBuffer]);
    }
  }
} finally {
  await db.destroy();
}
