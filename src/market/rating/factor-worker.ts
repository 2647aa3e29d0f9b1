import { parentPort, workerData } from "node:worker_threads";
import { connect } from "../../db/connection";
import { companyFactorBlock } from "../../domain/rating/rating-run";
import { ratesLookup, type RateSeries } from "../../domain/rating/rates";
import { loadHistories, type RatingCompanyRow } from "./load-history";

// A worker thread of the rating run: reads its share of the companies from the database
// (its own connections, so that parsing rows runs in parallel too) and sends back each
// company's factor block. The main thread ranks and grades.

export interface FactorWorkerData {
  module: string;
  databaseUrl: string;
  asOf: string;
  evalDays: number[];
  forwardTo: Int32Array;
  rates: { treasury10Year: RateSeries; aaBond: RateSeries };
  /** [position in the run, company] pairs. */
  companies: [number, RatingCompanyRow][];
  batch: number;
}

export interface FactorWorkerMessage {
  position: number;
  block: Float32Array;
  forward: Float64Array;
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
    );
    for (const [position, c] of batch) {
      const { block, forward } = companyFactorBlock(
        histories.get(c.id)!,
        input.evalDays,
        input.forwardTo,
        ratesAt,
      );
      const message: FactorWorkerMessage = { position, block, forward };
      parentPort!.postMessage(message, [
        block.buffer as ArrayBuffer,
        forward.buffer as ArrayBuffer,
      ]);
    }
  }
} finally {
  await db.destroy();
}
