import { connect } from "../../db/connection";
import { loadStrategyHistories } from "../../market/strategies/load-histories";
import { forwardLedger } from "../../market/zen-investor/forward-ledger";
import { appendLedger, readLedger } from "../../market/zen-investor/ledger-store";
import { writeRecord } from "../../market/zen-investor/record-store";

// The Zen Investor job's run of the rule (jobs/zen-investor-ledger.ts), in a process of its own
// (run-apart.ts, decision 068): every company's history in memory, the ledger moved forward and
// the public record written. LEDGER_DATABASE_URL is the database and LEDGER_AS_OF the market's
// date. A ledger that no longer verifies is left as it is; the reason goes to the parent.

const { pool, db } = connect(process.env.LEDGER_DATABASE_URL!, 2);
try {
  const histories = await loadStrategyHistories(db, process.env.LEDGER_AS_OF!);
  const forward = forwardLedger(await readLedger(pool), histories);
  if (!forward.ok) {
    process.send?.({
      kind: "refused",
      reason: `Zen Investor ledger left as it is at entry ${forward.seq}: ${forward.reason}`,
    });
    process.exitCode = 1;
  } else {
    await appendLedger(db, forward.append);
    if (forward.record) await writeRecord(db, forward.record, forward.updates);
    process.send?.({ kind: "appended", entries: forward.append.length });
  }
} finally {
  await db.destroy();
}
