// What `npm run data -- fetch` needs to know: read from the environment by
// src/server/market-fetch-config.ts, which loadConfig calls.

export type PriceSource = "stooq" | "tiingo";

export interface MarketFetchConfig {
  /** The contact address the SEC asks every client to name in its User-Agent; fetch refuses to run without it. */
  secContact: string | undefined;
  /** data.sec.gov: submissions and XBRL company facts. */
  secDataUrl: string;
  /** www.sec.gov: the company ticker file. */
  secFilesUrl: string;
  priceSource: PriceSource;
  stooqUrl: string;
  tiingo: { url: string; apiKey: string | undefined };
  fredUrl: string;
  /** Only these tickers (FETCH_TICKERS); every company the SEC lists on NYSE, Nasdaq or NYSE American when unset. */
  tickers: string[] | undefined;
  /** The first day of price history brought on a first load. */
  pricesFrom: string;
  /** Whether the nightly job fetches what is new (FETCH_NIGHTLY) for a market that is not the demo. */
  nightly: boolean;
  /**
   * FETCH_BULK_FROM: with more companies than this never fetched (a first load), the SEC's bulk
   * archives are downloaded once instead of two requests per company (decision 070).
   */
  bulkFrom: number;
}
