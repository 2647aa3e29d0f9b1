import { dayOf } from "../../src/domain/rating/day-numbers";
import {
  historyOf,
  tapeOf,
  type AnnualFigures,
  type CompanyHistory,
  type HistoryRecords,
} from "../../src/domain/strategies/history";
import type { ModelInput } from "../../src/domain/zen-investor/run";
import { ZEN_INVESTOR_RULE, type Rule } from "../../src/domain/zen-investor/rule";

// A three-company market over four months that the model portfolio's tests work out by hand:
// the published rule with two positions of half the book each. Company 2 is the largest and is bought first; it is
// stopped out, company 3 takes its place and is then delisted, company 1 is sold when its
// grade falls to D, and company 2 is bought back once its 30 days of cool-off are over.

export const DATES = [
  "2020-01-02",
  "2020-01-03",
  "2020-02-03",
  "2020-02-04",
  "2020-03-02",
  "2020-03-03",
  "2020-04-01",
  "2020-04-02",
];

export const SMALL_RULE: Rule = { ...ZEN_INVESTOR_RULE, maxPositions: 2, positionSize: 0.5 };

/** Two years of statements that pass all six checks at a price under 25 (EPS 1). */
const statements = (shares: number): AnnualFigures[] => [
  { filedDay: dayOf("2018-03-01"), revenue: 90, netIncome: 8, eps: 0.8, shares, equity: 50, debt: 10 },
  { filedDay: dayOf("2019-03-01"), revenue: 100, netIncome: 10, eps: 1, shares, equity: 50, debt: 10 },
];

function company(id: number, closes: number[], shares: number, ratings: HistoryRecords["ratings"]): HistoryRecords {
  return {
    id,
    sectorId: 1,
    day: Int32Array.from(DATES.slice(0, closes.length), dayOf),
    close: Float64Array.from(closes),
    adj: Float64Array.from(closes),
    annual: statements(shares),
    dividends: [],
    ratings,
  };
}

const RATED_A = [{ day: dayOf("2019-12-31"), grade: 1 }];

/** The market's records, for a test to add to before it makes the histories. */
export function smallMarketRecords(): HistoryRecords[] {
  return [
    company(1, [9, 10, 11, 12, 12, 13, 14, 15], 10, [...RATED_A, { day: dayOf("2020-03-02"), grade: 4 }]),
    company(2, [20, 20, 16, 14, 15, 15, 15, 15], 10, RATED_A),
    company(3, [5, 5, 5, 5, 6, 7], 1, RATED_A),
  ];
}

export const smallMarket = (): CompanyHistory[] => smallMarketRecords().map(historyOf);

/** The market's level, set by hand so each pick's market return is plain to read. */
export const MARKET = [100, 100, 102, 104, 106, 108, 110, 112];

export function smallInput(histories = smallMarket(), market = MARKET): ModelInput {
  const { tape, days } = tapeOf(histories);
  return { histories, tape: { ...tape, market: Float64Array.from(market) }, days, rule: SMALL_RULE };
}
