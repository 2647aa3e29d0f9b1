// `npm run data -- <command>`: build | update | import <dir or file> | import-news <file> | fetch | calibrate [real data dir]
// [market data dir] | levels [market data dir].
import { openDatabase } from "../../db/connection";
import { migrate } from "../../db/migrate";
import { calibrate } from "../../market/calibration/calibrate";
import { levelsReport } from "../../market/calibration/levels-command";
import { DEFAULT_MARKET_DATA_DIR } from "../../market/calibration/real-levels";
import { MISSING_CONTACT, FetchRefused } from "../../market/fetch/fetch-market";
import { fetchData } from "../../market/fetch/fetch-step";
import { demoBuild, demoUpdate, importData } from "../../market/pipeline/data-steps";
import { runMarketPipeline, STEP_NAMES, type PipelineOptions } from "../../market/pipeline/market-pipeline";
import { importNewsFile, NewsFileError } from "../../market/news/import-news";
import { ConfigError, describeDatabase, loadConfig } from "../config";
import { demoAsOf } from "../market-bootstrap";
import { pipelineEvents } from "../market-build/pipeline-events";
import { progressReporter } from "../market-build/progress";

const USAGE = `Usage: npm run data -- <command>
  build                  (re)build the demo market (DEMO_COMPANIES, DEMO_SEED, DEMO_AS_OF)
  update                 append trading days from the stored as-of date to today's (or DEMO_AS_OF)
  import <dir or file>   load real data: Stooq prices, SEC tickers, fundamentals and securities CSV, FRED rates, universe CSV
  import-news <file>     add the items of an RSS or Atom file to the news, linked to the companies they name
  fetch                  bring US listed companies from the SEC (XBRL statements), Stooq or Tiingo (prices) and FRED
                         (rates); only what is new since the last fetch. Needs SEC_CONTACT (your e-mail address)
  refresh [step]         run the pipeline's stale steps again (or, with a step, that one and every one after it:
                         research, rating, events, analysts, screener, news)
  calibrate [data dir] [market data dir]
                         measure this market (and the imported real data in another DATA_DIR) and write docs/market-calibration.md;
                         its levels beside the real files' (market data dir, default ${DEFAULT_MARKET_DATA_DIR})
  levels [market data dir]
                         print this market's levels (market caps, P/E, yields, margins) beside the real S&P 500's, in seconds
Each of build, update, import and refresh runs the market pipeline: the data step, then research, Zen Ratings, market
events, the analyst ranking, the screener snapshot and the news, each when its input changed.`;

const DERIVED = STEP_NAMES.filter((s) => s !== "data") as string[];
const [command, target, second] = process.argv.slice(2);
if (
  !command ||
  !["build", "update", "import", "import-news", "fetch", "refresh", "calibrate", "levels"].includes(command) ||
  ((command === "import" || command === "import-news") && !target) ||
  (command === "refresh" && target !== undefined && !DERIVED.includes(target))
) {
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
      marketDataDir: second ?? DEFAULT_MARKET_DATA_DIR,
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

if (command === "levels") {
  try {
    const config = loadConfig();
    console.log(`Database: ${describeDatabase(config)}`);
    console.log(
      await levelsReport({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        embeddedPort: config.embeddedPgPort,
        marketDataDir: target ?? DEFAULT_MARKET_DATA_DIR,
      }),
    );
  } catch (error) {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `Failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  }
  process.exit(process.exitCode ?? 0);
}

try {
  const config = loadConfig();
  // Refused before anything starts: the SEC asks every client for a contact address.
  if (command === "fetch" && !config.marketFetch.secContact) throw new FetchRefused(MISSING_CONTACT);
  console.log(`Database: ${describeDatabase(config)}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
    poolSize: 12,
  });
  try {
    await migrate(database.pool);
    if (command === "import-news") {
      const r = await importNewsFile(database.pool, database.db, target!);
      console.log(
        `${r.file}${r.feed ? ` (${r.feed})` : ""}: ${r.imported} stories imported, ${r.alreadyHeld} already held, ` +
          `${r.skipped.length} skipped; ${r.linked} links to companies`,
      );
      for (const s of r.skipped) console.log(`  item ${s.item} skipped: ${s.reason}`);
    } else {
      // One runner for every command: the command picks the data step, the pipeline does the rest.
      const events = pipelineEvents({ print: (line) => console.log(line), bar: process.stderr });
      const options: PipelineOptions = { events };
      if (command === "build") {
        options.data = demoBuild({ companies: config.demo.companies, seed: config.demo.seed, asOf: demoAsOf(config) });
      } else if (command === "update") {
        options.data = demoUpdate(demoAsOf(config));
      } else if (command === "import") {
        options.data = importData(target!);
      } else if (command === "fetch") {
        options.data = fetchData(config.marketFetch);
      } else if (target) {
        options.from = target as PipelineOptions["from"];
      }
      const report = await runMarketPipeline(database.pool, options);
      if (command === "build") console.log(JSON.stringify(report.data, null, 2));
      if (command === "import" && (report.data as { failed: number } | undefined)?.failed) process.exitCode = 1;
      if (command === "fetch" && (report.data as { failed: unknown[] } | undefined)?.failed.length)
        process.exitCode = 1;
      if (!report.steps.some((s) => s.ran)) console.log("Everything is up to date.");
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof FetchRefused || error instanceof NewsFileError
      ? error.message
      : `Failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
// Exit explicitly: the embedded server's exit hooks would otherwise decide the exit code.
process.exit(process.exitCode ?? 0);
