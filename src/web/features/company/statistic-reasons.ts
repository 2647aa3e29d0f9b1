import type { KeyStatistics } from "../../../domain/contracts/company";
import { columnByKey } from "../../../domain/screener/columns";
import { missingReason, type MarketSource } from "../../../domain/screener/missing-reasons";

// Why a key statistic is missing: the screener column's reason for the same figure. The reasons
// live with the screener's column catalogue, so the route's loader looks them up and sends the
// ones the page needs (decision 041).

/** The screener column of each statistic that can be missing. */
const COLUMNS: Record<Exclude<keyof KeyStatistics, "dividendsKnown">, string> = {
  marketCap: "mcap",
  sharesOutstanding: "shares",
  priceEarningsRatio: "pe",
  priceToBook: "pb",
  priceEarningsToGrowth: "peg",
  earningsPerShare: "eps",
  revenue: "rev",
  netMargin: "nm",
  returnOnEquity: "roe",
  debtToEquity: "de",
  dividendYield: "dy",
  beta: "beta",
  high52Week: "h52",
  low52Week: "l52",
  volume: "vol",
  averageVolume: "avgvol",
  nextEarningsDate: "ned",
};

export type StatisticReasons = Partial<Record<keyof typeof COLUMNS, string>>;

/** The reason of each statistic that has no value, in words true of the served market. */
export function statisticReasons(statistics: KeyStatistics, source: MarketSource): StatisticReasons {
  const reasons: StatisticReasons = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
    const value = statistics[key];
    if (value === null || (typeof value === "number" && !Number.isFinite(value)))
      reasons[key] = missingReason(columnByKey(column)!, source);
  }
  return reasons;
}
