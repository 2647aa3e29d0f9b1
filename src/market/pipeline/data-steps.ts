import { buildDemoMarket, type DemoOptions, type DemoSummary } from "../demo/build";
import { updateDemoMarket } from "../demo/update";
import { importPath, type ImportReport } from "../importers/import-path";
import { readMarketState } from "../market-state";
import type { DataStep } from "./market-pipeline";

// The data steps a command can start the pipeline with. Each only loads data; the research,
// ratings and screener snapshot that follow are the pipeline's (market-pipeline.ts).

/**
 * `npm run data -- build` and a first start: the whole demo market, from scratch. With
 * `onlyIfEmpty` (a first start) a database that already holds a market is left as it is; the
 * check runs inside the pipeline's lock, so two processes starting at once build it once.
 */
export function demoBuild(
  options: Omit<DemoOptions, "onProgress">,
  { onlyIfEmpty = false } = {},
): DataStep<DemoSummary | null> {
  return {
    label: `Building the demo market: ${options.companies} companies, daily history from 2003 to ${options.asOf}`,
    async run({ pool, onProgress }) {
      if (onlyIfEmpty && (await readMarketState(pool)).asOf)
        return { changed: false, summary: "The database already holds a market", result: null };
      const s = await buildDemoMarket(pool, { ...options, onProgress });
      return {
        changed: true,
        summary: `Demo market built in ${s.seconds.toFixed(1)} s: ${s.companies} companies, ${s.rows.prices} price years, ${s.rows.ratings} analyst ratings`,
        result: s,
      };
    },
  };
}

/** `npm run data -- update` and the nightly job: the demo market extended to a later day. */
export function demoUpdate(asOf: string): DataStep<{ message: string; added: number }> {
  return {
    label: `Extending the demo market to ${asOf}`,
    async run({ pool, onProgress }) {
      const r = await updateDemoMarket(pool, asOf, onProgress);
      return { changed: r.added > 0, summary: r.message, result: r };
    },
  };
}

/** `npm run data -- import <dir or file>`: real data files. */
export function importData(target: string): DataStep<ImportReport> {
  return {
    label: `Importing ${target}`,
    async run({ db, log }) {
      const report = await importPath(db, target, log);
      return {
        changed: report.imported > 0,
        summary: `${report.imported} files imported, ${report.failed} failed, ${report.skipped} skipped`,
        result: report,
      };
    },
  };
}
