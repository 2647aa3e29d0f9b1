import { describe, expect, it } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { ScreenerSnapshot } from "../screener/snapshot";
import { runBacktest, type BacktestInput } from "./backtest";
import type { Strategy } from "./strategy";
import type { PriceSeries, Tape } from "./tape";

// Day 1 (Jan 31) and day 3 (Feb 28) are signals; days 2 and 4 are their fills.
const DATES = ["2020-01-30", "2020-01-31", "2020-02-03", "2020-02-28", "2020-03-02", "2020-03-31"];
const FIELDS = { text: [], numbers: ["mcap", "zr"] };

const TOP_TWO: Strategy = {
  filters: [],
  sort: { column: "zr", direction: "desc" },
  holdings: 2,
  weighting: { kind: "equal" },
  rebalance: "monthly",
  costs: { commissionBps: 0, spreadBySize: [] },
};

function series(closes: number[], first = 0): PriceSeries {
  return { first, closes: Float64Array.from(closes) };
}

/** Five companies; their Zen Score on each signal day decides what the top two are. */
function fiveCompanies(
  prices: Record<number, PriceSeries>,
  scores: Record<number, Record<number, number>>,
): Omit<BacktestInput, "strategy"> {
  const tape: Tape = {
    dates: DATES,
    prices: new Map(Object.entries(prices).map(([id, s]) => [Number(id), s])),
    market: Float64Array.from([100, 100, 101, 102, 103, 104]),
  };
  return {
    tape,
    snapshotAt: (day) =>
      new ScreenerSnapshot(
        Object.entries(scores[day] ?? {}).map(([id, zr]) => ({
          id: Number(id),
          values: { mcap: 1e9 * Number(id), zr },
        })),
        FIELDS,
        DATES[day]!,
      ),
  };
}

const PRICES = {
  1: series([10, 10, 11, 12, 12, 13]),
  2: series([20, 20, 20, 22, 22, 22]),
  3: series([5, 5, 5, 5, 6, 7]),
  4: series([8, 8, 8, 8, 8, 8]),
  5: series([9, 9, 9, 9, 9, 9]),
};
const SCORES = {
  1: { 1: 90, 2: 80, 3: 70, 4: 60, 5: 50 },
  3: { 1: 10, 2: 95, 3: 85, 4: 60, 5: 50 },
};

describe("runBacktest", () => {
  it("matches the hand-computed five-company case", () => {
    const run = runBacktest({ strategy: TOP_TWO, ...fiveCompanies(PRICES, SCORES) });
    expect(run.dates).toEqual(DATES.slice(1));
    // Bought 1 and 2 at day 2's closes (11 and 20), half the book each.
    const afterFirst = 0.5 * (12 / 11) + 0.5 * (22 / 20);
    const expected = [1, 1, afterFirst, afterFirst, afterFirst * (0.5 + 0.5 * (7 / 6))];
    run.equity.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 12));
    expect(Array.from(run.market)).toEqual([1, 1.01, 1.02, 1.03, 1.04]);
    expect(run.rebalances.map((r) => [r.signalDate, r.fillDate])).toEqual([
      ["2020-01-31", "2020-02-03"],
      ["2020-02-28", "2020-03-02"],
    ]);
    const [first, second] = run.rebalances;
    expect(first!.holdings).toEqual([
      { companyId: 1, weight: 0.5, price: 11 },
      { companyId: 2, weight: 0.5, price: 20 },
    ]);
    expect(first!.turnover).toBeCloseTo(0.5, 12);
    expect(second!.holdings.map((h) => [h.companyId, h.price])).toEqual([
      [2, 22],
      [3, 6],
    ]);
    // Sold all of 1 (12/11 of half the start), bought 3, trimmed 2 from 0.55 to half the book.
    const sells = second!.trades.filter((t) => t.side === "sell").map((t) => t.companyId);
    expect(sells.sort()).toEqual([1, 2]);
    const traded = 0.5 * (12 / 11) + afterFirst / 2 + (0.55 - afterFirst / 2);
    expect(second!.turnover).toBeCloseTo(traded / (2 * afterFirst), 12);
  });

  it("fills at the next trading day's close, never the signal day's", () => {
    const run = runBacktest({ strategy: TOP_TWO, ...fiveCompanies(PRICES, SCORES) });
    // Company 1 closed at 10 on the signal day and 11 on the fill day.
    expect(run.rebalances[0]!.holdings[0]!.price).toBe(11);
    expect(run.equity[2]).not.toBeCloseTo(0.5 * (12 / 10) + 0.5 * (22 / 20), 6);
  });

  it("charges the stated costs on the traded value", () => {
    const strategy = { ...TOP_TWO, costs: { commissionBps: 10, spreadBySize: [{ minCap: 0, bps: 5 }] } };
    const run = runBacktest({ strategy, ...fiveCompanies(PRICES, SCORES) });
    // The first fill buys the whole book: after = 1 - 0.0015 x after.
    expect(run.equity[1]).toBeCloseTo(1 / 1.0015, 9);
    expect(run.rebalances[0]!.cost).toBeCloseTo(1 - 1 / 1.0015, 9);
  });

  it("keeps a delisted holding at its last price until the strategy sells it there", () => {
    // Company 1 trades last on day 2 (the first fill) at 11, then is delisted.
    const prices = { ...PRICES, 1: series([10, 10, 11]) };
    const run = runBacktest({ strategy: TOP_TWO, ...fiveCompanies(prices, SCORES) });
    const held = 0.5 + 0.5 * (22 / 20);
    expect(run.equity[2]).toBeCloseTo(held, 12);
    const sale = run.rebalances[1]!.trades.find((t) => t.companyId === 1)!;
    expect(sale).toMatchObject({ side: "sell", price: 11 });
    expect(sale.fraction).toBeCloseTo(0.5 / held, 12);
  });

  it("never buys a company that no longer trades on the fill day", () => {
    // Company 2 tops day 3's screen but its last trade is day 3.
    const prices = { ...PRICES, 2: series([20, 20, 20, 22]) };
    const run = runBacktest({ strategy: TOP_TWO, ...fiveCompanies(prices, SCORES) });
    expect(run.rebalances[1]!.holdings.map((h) => h.companyId)).toEqual([3, 4]);
  });

  it("runs on survivors only when asked, for the bias check", () => {
    const run = runBacktest({ strategy: TOP_TWO, ...fiveCompanies(PRICES, SCORES), only: (id) => id !== 1 });
    expect(run.rebalances[0]!.holdings.map((h) => h.companyId)).toEqual([2, 3]);
  });

  it("weights by market cap under the cap", () => {
    const strategy: Strategy = { ...TOP_TWO, holdings: 3, weighting: { kind: "marketCap", cap: 0.45 } };
    const run = runBacktest({ strategy, ...fiveCompanies(PRICES, SCORES) });
    // Caps 1, 2 and 3 billion: 3 is capped at 0.45, the rest shared 1:2.
    const weights = run.rebalances[0]!.holdings.map((h) => h.weight);
    expect(weights[0]).toBeCloseTo(0.55 / 3, 12);
    expect(weights[1]).toBeCloseTo(1.1 / 3, 12);
    expect(weights[2]).toBeCloseTo(0.45, 12);
  });
});

// A random market of a few companies over a few months: scores are read from prices up to the
// signal day only, as the real snapshot reads only what was known then.
const marketArbitrary = fc.record({
  days: fc.integer({ min: 40, max: 120 }),
  companies: fc.array(
    fc.record({
      first: fc.integer({ min: 0, max: 30 }),
      length: fc.integer({ min: 5, max: 130 }),
      moves: fc.array(fc.double({ min: -0.1, max: 0.1, noNaN: true }), { minLength: 130, maxLength: 130 }),
    }),
    { minLength: 3, maxLength: 8 },
  ),
  cut: fc.double({ min: 0.3, max: 0.9, noNaN: true }),
});

function tradingDays(n: number): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(2010, 0, 4); out.length < n; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

type RandomMarket = typeof marketArbitrary extends fc.Arbitrary<infer T> ? T : never;

function inputFor(market: RandomMarket, days: number): Omit<BacktestInput, "strategy"> {
  const dates = tradingDays(market.days).slice(0, days);
  const prices = new Map<number, PriceSeries>();
  market.companies.forEach((c, i) => {
    const closes: number[] = [];
    let p = 10;
    for (let d = c.first; d < Math.min(days, c.first + c.length); d++) closes.push((p *= 1 + c.moves[d - c.first]!));
    if (closes.length > 0) prices.set(i + 1, series(closes, c.first));
  });
  return {
    tape: { dates, prices, market: Float64Array.from(dates, (_, d) => 100 + d) },
    snapshotAt: (day) =>
      new ScreenerSnapshot(
        [...prices].flatMap(([id, s]) => {
          const i = day - s.first;
          if (i < 0 || i >= s.closes.length) return [];
          return [{ id, values: { mcap: s.closes[i]! * 1e8, zr: s.closes[i]! / s.closes[Math.max(0, i - 5)]! } }];
        }),
        FIELDS,
        dates[day]!,
      ),
  };
}

test.prop([marketArbitrary])("adding later data changes no past rebalance or past day", (market) => {
  const later = runBacktest({ strategy: TOP_TWO, ...inputFor(market, market.days) });
  const cut = Math.max(2, Math.floor(market.days * market.cut));
  let earlier;
  try {
    earlier = runBacktest({ strategy: TOP_TWO, ...inputFor(market, cut) });
  } catch {
    return; // No month-end inside the shorter tape: nothing to compare.
  }
  expect(Array.from(later.equity.slice(0, earlier.equity.length))).toEqual(Array.from(earlier.equity));
  expect(later.rebalances.slice(0, earlier.rebalances.length)).toEqual(earlier.rebalances);
});

test.prop([marketArbitrary])(
  "the book is always fully invested in what it chose, at weights summing to 1",
  (market) => {
    let run;
    try {
      run = runBacktest({ strategy: TOP_TWO, ...inputFor(market, market.days) });
    } catch {
      return;
    }
    for (const r of run.rebalances) {
      if (r.holdings.length === 0) continue;
      expect(r.holdings.reduce((a, h) => a + h.weight, 0)).toBeCloseTo(1, 12);
    }
    for (const v of run.equity) expect(v).toBeGreaterThan(0);
  },
);
