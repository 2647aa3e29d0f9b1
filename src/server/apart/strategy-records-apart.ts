import { connect } from "../../db/connection";
import { loadStrategyHistories } from "../../market/strategies/load-histories";
import { runHouseStrategies } from "../../market/strategies/run-house";
import { writeHouseRecords } from "../../market/strategies/store-records";

// The strategy-records job's work, in a process of its own (run-apart.ts, decision 068): every company's
// history in memory, the house strategies run over it, the records written. STRATEGY_DATABASE_URL
// is the database and STRATEGY_AS_OF the market's date.

const { pool, db } = connect(process.env.STRATEGY_DATABASE_URL!, 2);
try {
  const asOf = process.env.STRATEGY_AS_OF!;
  const records = runHouseStrategies(await loadStrategyHistories(db, asOf));
  await writeHouseRecords(pool, asOf, records);
} finally {
  await db.destroy();
}
