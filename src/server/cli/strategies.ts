import { openDatabase } from "../../db/connection";
import { migrate } from "../../db/migrate";
import { loadStrategyHistories } from "../../market/strategies/load-histories";
import { runHouseStrategies } from "../../market/strategies/run-house";
import { loadConfig } from "../config";

// `npx tsx src/server/cli/strategies.ts`: the house strategies' records on the configured
// market, printed (CAGR against the market, risk, drawdown, turnover, the survivors-only check).

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  embeddedPort: config.embeddedPgPort,
  poolSize: 2,
});
try {
  await migrate(database.pool);
  const asOf = new Date().toISOString().slice(0, 10);
  const started = performance.now();
  const histories = await loadStrategyHistories(database.db, asOf);
  const loaded = performance.now();
  const records = runHouseStrategies(histories);
  const ran = performance.now();
  const pct = (x: number | null | undefined) => (x === null || x === undefined ? "n/a" : `${(x * 100).toFixed(1)} %`);
  const num = (x: number | null) => (x === null ? "n/a" : x.toFixed(2));
  console.log(
    `${histories.length} companies; read in ${((loaded - started) / 1000).toFixed(1)} s, ${records.length} strategies run in ${((ran - loaded) / 1000).toFixed(1)} s`,
  );
  console.log(
    "strategy | from | to | CAGR | market CAGR | volatility | Sharpe | Sortino | max drawdown (peak to trough) | turnover/yr | best year | worst year | monthly hit rate | survivors-only CAGR",
  );
  for (const r of records) {
    const f = r.backtest;
    console.log(
      [
        r.house.id,
        f.from,
        f.to,
        pct(f.cagr),
        pct(f.marketCagr),
        pct(f.volatility),
        num(f.sharpe),
        num(f.sortino),
        `${pct(f.maxDrawdown.depth)} (${f.maxDrawdown.peakDate} to ${f.maxDrawdown.troughDate})`,
        pct(f.turnover),
        f.bestYear ? `${f.bestYear.year} ${pct(f.bestYear.strategy)}` : "n/a",
        f.worstYear ? `${f.worstYear.year} ${pct(f.worstYear.strategy)}` : "n/a",
        pct(f.monthlyHitRate),
        pct(r.survivorsOnly.cagr),
      ].join(" | "),
    );
  }
} finally {
  await database.close();
}
