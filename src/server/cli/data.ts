// `npm run data -- <command>`: build | update | import <dir or file> | calibrate [real data dir].
import { openDatabase } from "../../db/connection";
import { migrate } from "../../db/migrate";
import { calibrate } from "../../market/calibration/calibrate";
import { buildDemoMarket } from "../../market/demo/build";
import { updateDemoMarket } from "../../market/demo/update";
import { importPath } from "../../market/importers/import-path";
import { refreshRatings } from "../../market/rating/refresh";
import { ConfigError, describeDatabase, loadConfig } from "../config";
import { demoAsOf } from "../market-bootstrap";
import { progressReporter } from "./progress";

const USAGE = `Usage: npm run data -- <command>
  build                  (re)build the demo market (DEMO_COMPANIES, DEMO_SEED, DEMO_AS_OF)
  update                 append trading days from the stored as-of date to today's (or DEMO_AS_OF)
  import <dir or file>   load real data: Stooq prices, SEC tickers, fundamentals and securities CSV, FRED rates, universe CSV
  calibrate [data dir]   measure this market (and the imported real data in another DATA_DIR) and write docs/market-calibration.md`;

const [command, target] = process.argv.slice(2);
if (!command || !["build", "update", "import", "calibrate"].includes(command) || (command === "import" && !target)) {
  console.error(USAGE);
  process.exit(2);
}

if (command === "calibrate") {
  try {
    const config = loadConfig();
    await calibrate({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      embeddedPort: config.embeddedPgPort,
      realDataDir: target,
      reportPath: "docs/market-calibration.md",
      log: (line) => console.log(line),
      onProgress: progressReporter,
    });
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
  process.exit(process.exitCode ?? 0);
}

try {
  const config = loadConfig();
  console.log(`Database: ${describeDatabase(config)}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
    poolSize: 12,
  });
  try {
    await migrate(database.pool);
    if (command === "build") {
      const summary = await buildDemoMarket(database.pool, {
        companies: config.demo.companies,
        seed: config.demo.seed,
        asOf: demoAsOf(config),
        onProgress: progressReporter("Simulating companies"),
      });
      console.log(JSON.stringify(summary, null, 2));
    } else if (command === "update") {
      const result = await updateDemoMarket(database.pool, demoAsOf(config), progressReporter("Extending companies"));
      console.log(result.message);
    } else {
      const report = await importPath(database.db, target!, (line) => console.log(line));
      const failed = report.files.filter((f) => f.errors.length > 0);
      if (failed.length > 0) process.exitCode = 1;
    }
    // The rating history follows the data: the whole of it after a build or import, and again
    // after an update (the new days change the latest month's ratings and the backtest).
    const ratings = await refreshRatings(database.pool, { onProgress: progressReporter("Rating companies") });
    if (ratings.kind !== "none")
      console.log(
        `Zen Ratings brought to ${ratings.asOf} in ${ratings.seconds.toFixed(1)} s (${ratings.kind === "full" ? "the whole history" : `${ratings.days} new days`})`,
      );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
// Exit explicitly: the embedded server's exit hooks would otherwise decide the exit code.
process.exit(process.exitCode ?? 0);
