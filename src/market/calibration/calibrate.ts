import { writeFile } from "node:fs/promises";
import { openDatabase } from "../../db/connection";
import { migrate } from "../../db/migrate";
import { readMarketState } from "../market-state";
import { measureMarket, type MarketStatistics } from "./measure-market";
import type { MarketLevels } from "./market-levels";
import { measureLevels } from "./measure-levels";
import { readRealLevels } from "./real-levels";
import { calibrationReport } from "./report";

// `npm run data -- calibrate [real data directory]`: measures the market of the configured
// database (the demo market) and, when given, that of a second embedded database holding
// imported real prices (opened after the first is closed, on the same port), and writes the
// side-by-side report. The configured market's levels (sizes, multiples, yields, ratios on its
// latest date) are set beside those of the real files in the market data directory.

export interface CalibrateOptions {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  realDataDir?: string;
  /** ../shared/market-data: the real S&P 500 snapshot and statements for the Levels section. */
  marketDataDir?: string;
  reportPath: string;
  log: (line: string) => void;
  onProgress?: (label: string) => (done: number, total: number) => void;
}

async function measureAt(
  where: { databaseUrl?: string; dataDir: string; embeddedPort: number },
  label: string,
  options: CalibrateOptions,
): Promise<{ stats: MarketStatistics | null; levels: MarketLevels | null; description: string }> {
  const database = await openDatabase({ ...where, poolSize: 6 });
  try {
    await migrate(database.pool);
    const state = await readMarketState(database.pool);
    const started = Date.now();
    const stats = await measureMarket(database.pool, { onProgress: options.onProgress?.(`Measuring ${label}`) });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const levels = await measureLevels(database.pool);
    const description =
      state.source === "demo"
        ? `simulated demo market, seed "${state.seed}", ${state.companies} companies (those delisted on the way included), as of ${state.asOf}; measured in ${seconds} s`
        : `imported real data (${state.source}), as of ${state.asOf}; measured in ${seconds} s`;
    return { stats, levels, description };
  } finally {
    await database.close();
  }
}

export async function calibrate(options: CalibrateOptions): Promise<MarketStatistics> {
  const demo = await measureAt(options, "the configured market", options);
  if (!demo.stats) throw new Error("The configured database holds no market to measure.");
  let real: { stats: MarketStatistics | null; description: string } | null = null;
  if (options.realDataDir) {
    real = await measureAt(
      { dataDir: options.realDataDir, embeddedPort: options.embeddedPort },
      "the real data",
      options,
    );
  }
  const realLevels = options.marketDataDir ? await readRealLevels(options.marketDataDir) : null;
  await writeFile(
    options.reportPath,
    calibrationReport({
      demo: demo.stats,
      real: real?.stats ?? null,
      demoLevels: demo.levels,
      realLevels,
      demoLabel: demo.description,
      realLabel: real ? real.description : "not measured (no real data directory given)",
      generatedOn: new Date().toISOString().slice(0, 10),
    }),
  );
  options.log(`Wrote ${options.reportPath}`);
  return demo.stats;
}
