import type { MarketLabel } from "../contracts/market";
import type { ScreenerResponse } from "./contract";
import { GROUP_IDS } from "./groups";

// Why a screener cell has no value (unknown is not zero, and a "—" says why on hover).
// One short reason per column, or per group of columns that go missing for the same cause; the
// values themselves stay null (values.ts). Worded so that it holds for any company whose cell is
// empty, and true of the market the site serves: the simulated demo market records every
// dividend, so an empty dividend cell there has its formula's cause; an imported slice may
// simply lack a company's dividends (decision 033), and the words must not blame the data
// source on a market that was never imported.

const G = GROUP_IDS;

/** Where the served market comes from: the simulated demo market, imported data, or not known yet. */
export type MarketSource = MarketLabel["source"];

const NO_PRICES = "Not enough price history in the data";
const NO_ESTIMATES = "No analyst estimates or ratings in the data";

/**
 * Why a dividend column is empty: on the simulated market, the one cause its formula has; on
 * imported data, that or the data holding no dividends for the company at all.
 */
const DIVIDEND_CAUSES: Record<string, { simulated: string; cause: string }> = {
  dy: { simulated: "No price for the simulated company on this date", cause: "no price" },
  fdy: {
    simulated: "The simulated company paid fewer than two dividends in the last year, or has no price",
    cause: "fewer than two dividends in the last year, or no price",
  },
  payout: {
    simulated: "The simulated company paid no dividend in the last year, or has no earnings per share",
    cause: "no dividend in the last year, or no earnings per share",
  },
  dg5y: {
    simulated: "The simulated company paid no dividend in the last full year or in the year five years before",
    cause: "no dividend in the last full year or in the year five years before",
  },
};
const NO_DIVIDEND = {
  simulated: "The simulated company paid no dividend in the last year",
  cause: "no dividend in the last year",
};

function dividendReason(key: string, source: MarketSource): string {
  const { simulated, cause } = DIVIDEND_CAUSES[key] ?? NO_DIVIDEND;
  if (source === "demo") return simulated;
  if (source === "import") return `No dividend data for this company in the imported data, or ${cause}`;
  return `No dividend data for this company, or ${cause}`;
}

const BY_KEY: Record<string, string> = {
  mcap: "No share count or no price in the data",
  shares: "No share count in the filings",
  dds: "None of the due diligence checks had data",
  ddv: "None of this dimension's checks had data",
  ddfi: "None of this dimension's checks had data",
  ddfo: "None of this dimension's checks had data (no analyst estimates)",
  ddp: "None of this dimension's checks had data",
  ddd: "No dividend dimension: no dividend data, or not a dividend payer",
  pe: "Needs positive earnings per share and a price",
  pb: "Needs positive book value and a price",
  peg: "Needs a P/E and positive earnings growth",
  ps: "Needs revenue and a market cap",
  fv: "The valuation models had too little to value (the company's page says why)",
  fvd: "No fair value to compare the price with",
  gv: "The Graham formula had too little to value (the company's page says why)",
  ned: "No earnings date in the data",
  eps: "No earnings per share in the filings",
  rev: "No revenue in the filings",
  egr1y: "Needs two annual reports with positive earnings",
  rgr1y: "Needs two annual reports with revenue",
  egr5y: "Not enough history: needs five years of annual reports",
  rgr5y: "Not enough history: needs five years of annual reports",
  egr10t: "Not enough history: needs ten years of annual reports",
  exd: "No upcoming ex-dividend date in the data",
  payd: "No upcoming dividend payment date in the data",
  fcf: "Needs four quarterly reports with free cash flow",
  gm: "Needs four quarterly reports with revenue and cost of revenue",
  de: "Needs debt and positive equity in the filings",
  cr: "Needs current assets and current liabilities in the filings",
  ic: "Needs operating profit and interest expense in the filings",
};

const BY_GROUP: Partial<Record<number, string>> = {
  [G.price]: NO_PRICES,
  [G.technical]: NO_PRICES,
  [G.forecast]: NO_ESTIMATES,
  [G.ownership]: "No insider trades in the data",
  [G.financials]: "Not in the company's filings",
  [G.earnings]: "Not in the company's filings",
  [G.valuation]: "Not in the company's filings",
  [G.zenRatings]: "Not rated: too little data for the Zen Rating on this date",
  [G.checksValuation]: "The check's inputs are not in the data",
  [G.checksForecast]: "The check's inputs are not in the data (no analyst estimates)",
  [G.checksPerformance]: "The check's inputs are not in the data",
  [G.checksFinancial]: "The check's inputs are not in the data",
  [G.checksDividend]: "The check's inputs are not in the data",
};

/** Why a column's cell is empty, for its hover text and screen-reader words, on the market served. */
export function missingReason(column: { key: string; groupId: number }, source: MarketSource): string {
  const own = BY_KEY[column.key];
  if (own) return own;
  if (column.groupId === G.dividends) return dividendReason(column.key, source);
  return BY_GROUP[column.groupId] ?? "Not in the data for this company";
}

/**
 * The reason of each shown column that has an empty cell in the rows: what a page of the
 * screener needs, sent with it so the browser does without this catalogue (decision 041).
 */
export function missingReasonsOf(
  response: Pick<ScreenerResponse, "columns" | "rows">,
  source: MarketSource,
): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const column of response.columns) {
    if (column.locked) continue;
    if (response.rows.some((row) => row.values[column.key] === null || row.values[column.key] === undefined))
      reasons[column.key] = missingReason(column, source);
  }
  return reasons;
}
