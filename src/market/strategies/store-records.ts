import type pg from "pg";
import type { BacktestRun } from "../../domain/strategies/backtest";
import type { HouseRecord } from "./run-house";

// The house records into strategy_records, all or nothing: the pages never see half a night.

/** The curve at each month's last trading day and the run's last day. */
export function monthEndCurve(run: BacktestRun): [string, number, number][] {
  const out: [string, number, number][] = [];
  for (let d = 0; d < run.dates.length; d++) {
    const last = d === run.dates.length - 1 || run.dates[d + 1]!.slice(0, 7) !== run.dates[d]!.slice(0, 7);
    if (d === 0 || last) out.push([run.dates[d]!, run.equity[d]!, run.market[d]!]);
  }
  return out;
}

export async function writeHouseRecords(pool: pg.Pool, asOf: string, records: readonly HouseRecord[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("DELETE FROM strategy_records");
    for (const r of records)
      await client.query(
        "INSERT INTO strategy_records (strategy_id, as_of, launched_on, figures, curve, rebalances) VALUES ($1, $2, $3, $4, $5, $6)",
        [
          r.house.id,
          asOf,
          r.house.launchedOn,
          JSON.stringify({ backtest: r.backtest, live: r.live, survivorsOnly: r.survivorsOnly, market: r.market }),
          JSON.stringify(monthEndCurve(r.run)),
          JSON.stringify(r.run.rebalances),
        ],
      );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}
