import type { MarketFetchConfig } from "./fetch-config";
import type { DataStep } from "../pipeline/market-pipeline";
import { fetchChangedMarket, fetchMarket, type FetchReport } from "./fetch-market";

/** `npm run data -- fetch` and the nightly fetch: what is new at the public sources, then the pipeline's steps. */
export function fetchData(
  config: MarketFetchConfig,
  options: { signal?: AbortSignal; backoffMs?: number } = {},
): DataStep<FetchReport> {
  return {
    label:
      "Fetching US market data from the SEC, " + (config.priceSource === "tiingo" ? "Tiingo" : "Stooq") + " and FRED",
    async run({ db, log, onProgress }) {
      const report = await fetchMarket(db, { config, log, onProgress, ...options });
      return {
        changed: fetchChangedMarket(report),
        summary: `${report.companies} companies: ${report.updated} updated, ${report.delisted.length + report.pricesStopped.length} delisted, ${report.statements} statement versions, ${report.dividends} dividends, ${report.priceDays} price days and ${report.ratePoints} rate days new, ${report.failed.length} failed`,
        result: report,
      };
    },
  };
}
