import { describe, expect, it } from "vitest";
import { dayOf } from "../../domain/rating/day-numbers";
import { runBacktest } from "../../domain/strategies/backtest";
import { figuresOf } from "../../domain/strategies/figures";
import { historyOf, tapeOf, type CompanyHistory } from "../../domain/strategies/history";
import { snapshotAsOf } from "../../domain/strategies/point-in-time";
import { BACKTEST_FROM } from "../../domain/strategies/house";
import type { Screen } from "../../domain/screener/screen";
import {
  DEFAULT_SCREEN_BACKTEST,
  screenStrategy,
  type ScreenBacktestParams,
} from "../../domain/strategies/screen-backtest";
import { runScreenBacktest } from "./run-screen";
import { weekdays } from "../../../test/support/rating-market";

// A saved screen's run keeps only a shortlist of each month's snapshot; it must pick the very
// books the engine picks on the whole market, delistings and late listings included.

/** Forty companies with seeded prices; some listed late, some delisted before the end. */
function market(): CompanyHistory[] {
  const all = weekdays("2002-11-01", "2004-06-30");
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: 40 }, (_, k) => {
    const id = k + 1;
    const start = id % 7 === 0 ? 120 : 0;
    const end = id % 9 === 0 ? all.length - 150 : all.length;
    const day = Int32Array.from(all.slice(start, end));
    const close = new Float64Array(day.length);
    let p = 10 + id;
    for (let i = 0; i < day.length; i++) close[i] = p *= 1 + (random() - 0.5) * 0.06;
    const filed = (iso: string, eps: number) => ({
      filedDay: dayOf(iso),
      revenue: 100 * id,
      netIncome: eps * 10,
      eps,
      shares: 1e6 * (41 - id),
      equity: 50 * id,
      debt: 10 * id,
    });
    return historyOf({
      id,
      sectorId: id % 4,
      day,
      close,
      adj: close,
      annual: [
        filed("2002-03-01", 1 + random()),
        filed("2003-03-03", 1 + random()),
        filed("2004-03-01", random() - 0.2),
      ],
      dividends: [],
      ratings: [
        { day: dayOf("2002-12-31"), grade: 1 + (id % 5) },
        { day: dayOf("2003-09-30"), grade: 1 + ((id * 3) % 5) },
      ],
    });
  });
}

describe("runScreenBacktest", () => {
  const histories = market();
  const { tape, days } = tapeOf(histories);
  const fromDay = tape.dates.findIndex((d) => d >= BACKTEST_FROM);

  const cases: [string, Pick<Screen, "filters" | "sort">, ScreenBacktestParams][] = [
    [
      "rated A or B, by 6-month change",
      {
        filters: [{ key: "zr", value: { type: "select", values: ["A", "B"] } }],
        sort: { column: "chg6m", direction: "desc" },
      },
      { ...DEFAULT_SCREEN_BACKTEST, holdings: 5 },
    ],
    [
      "every company by size, weighted by market cap, each quarter",
      { filters: [], sort: null },
      { holdings: 8, weighting: "marketCap", rebalance: "quarterly" },
    ],
  ];
  for (const [name, screen, params] of cases)
    it(`picks the engine's books on the whole market: ${name}`, async () => {
      const strategy = screenStrategy(screen, params);
      const whole = runBacktest({ strategy, tape, fromDay, snapshotAt: (d) => snapshotAsOf(histories, days[d]!) });
      const progress: number[] = [];
      const result = await runScreenBacktest(histories, strategy, {
        onProgress: async (done) => void progress.push(done),
      });
      expect(whole.rebalances.length).toBeGreaterThan(3);
      expect(result.rebalances).toEqual(whole.rebalances);
      expect(result.figures).toEqual(figuresOf(whole));
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    });

  it("stops when asked", async () => {
    const stop = new AbortController();
    stop.abort(new Error("stopping"));
    await expect(
      runScreenBacktest(histories, screenStrategy({ filters: [], sort: null }, DEFAULT_SCREEN_BACKTEST), {
        signal: stop.signal,
      }),
    ).rejects.toThrow("stopping");
  });
});
