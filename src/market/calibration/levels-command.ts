import { openDatabase } from "../../db/connection";
import { migrate } from "../../db/migrate";
import { levelsSection } from "./levels-report";
import { measureLevels } from "./measure-levels";
import { readRealLevels } from "./real-levels";

// `npm run data -- levels [market data dir]`: the configured database's levels beside the real
// S&P 500's, printed in a few seconds (the calibration report's Levels section without its
// return statistics, which take minutes), for tuning the demo generator.

export interface LevelsOptions {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  /** ../shared/market-data; without its files the real column is "n/a". */
  marketDataDir: string;
}

export async function levelsReport(options: LevelsOptions): Promise<string> {
  const real = readRealLevels(options.marketDataDir);
  // Read while the database opens; a failure is reported when awaited below, not as unhandled.
  real.catch(() => undefined);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    embeddedPort: options.embeddedPort,
    poolSize: 2,
  });
  try {
    await migrate(database.pool);
    const demo = await measureLevels(database.pool);
    if (!demo) throw new Error("The configured database holds no screener values to measure (build the market first).");
    return levelsSection(demo, await real).join("\n");
  } finally {
    await database.close();
  }
}
