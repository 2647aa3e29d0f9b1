import { describe, expect, it } from "vitest";
import { dayOf } from "../rating/day-numbers";
import { ScreenerSnapshot } from "../screener/snapshot";
import { signalDays } from "./calendar";
import { historyOf, type CompanyHistory } from "./history";
import { fieldsReadBy, PointInTimeMarket, POINT_IN_TIME_FIELDS, valuesAsOf } from "./point-in-time";
import { weekdays } from "../../../test/support/rating-market";

// A backtest walks one cursor a company forward and writes each month's values into columns;
// a single lookup finds the same entries by binary search and returns them as an object. The
// walked snapshots must hold exactly what the lookups give, in the screener's row order, on a
// market where companies list late, stop trading, skip days, file, pay and are rated.

function market(): CompanyHistory[] {
  const all = weekdays("2001-11-01", "2004-12-31");
  let seed = 11;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: 30 }, (_, k) => {
    const id = 100 - 3 * k;
    const start = k % 5 === 0 ? 200 + 7 * k : 0;
    const end = k % 6 === 0 ? all.length - 100 - 9 * k : all.length;
    // Some skip a day now and then.
    const day = Int32Array.from(all.slice(start, end).filter((_, i) => k % 4 !== 1 || i % 17 !== 0));
    const close = new Float64Array(day.length);
    const adj = new Float64Array(day.length);
    let p = 10 + k;
    for (let i = 0; i < day.length; i++) {
      close[i] = p *= 1 + (random() - 0.5) * 0.06;
      adj[i] = p * (1 + i * 1e-4);
    }
    const annual = ["2001-03-01", "2002-03-15", "2003-02-20", "2004-03-03"].map((filed, y) => ({
      filedDay: dayOf(filed) + k,
      revenue: k % 7 === 3 && y === 2 ? null : 100 * (k + 1) * (1 + random()),
      netIncome: (random() - 0.3) * 20,
      eps: random() - 0.2,
      shares: k === 8 ? null : 1e6 * (1 + (k % 9)),
      equity: k % 10 === 4 ? -5 : 50 + k,
      debt: 10 * k,
    }));
    const dividends =
      k % 3 === 0
        ? weekdays("2002-01-01", "2004-12-31")
            .filter((d, i) => i % 63 === k % 63)
            .map((exDay) => ({ exDay, amount: 0.1 + random() * 0.2 }))
        : [];
    const ratings = all
      .filter((_, i) => i % 21 === k % 21)
      .map((d) => ({ day: d, grade: 1 + Math.floor(random() * 5) }));
    return historyOf({ id, sectorId: k % 8 === 2 ? null : k % 4, day, close, adj, annual, dividends, ratings });
  });
}

/** The snapshot the simple way: each company's values looked up alone, through the screener's own constructor. */
function lookedUp(histories: readonly CompanyHistory[], day: number, fields: readonly string[]): ScreenerSnapshot {
  const companies = histories.flatMap((c) => {
    const values = valuesAsOf(c, day);
    return values === null ? [] : [{ id: c.id, values }];
  });
  return new ScreenerSnapshot(companies, { text: [], numbers: fields }, null);
}

function expectSame(walked: ScreenerSnapshot, simple: ScreenerSnapshot, fields: readonly string[]) {
  expect(Array.from(walked.ids)).toEqual(Array.from(simple.ids));
  for (const field of ["id", ...fields])
    expect([field, ...walked.numbersOf(field)]).toEqual([field, ...simple.numbersOf(field)]);
}

describe("PointInTimeMarket", () => {
  const histories = market();
  const days = Int32Array.from(new Set(histories.flatMap((c) => Array.from(c.day)))).sort();
  const dates = Array.from(days, (d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
  const monthEnds = signalDays(dates, "monthly").map((d) => days[d]!);

  it("walks month by month to exactly the values each company's own lookup gives", () => {
    expect(monthEnds.length).toBeGreaterThan(30);
    // Companies in any order, and by id as the stored histories come.
    for (const market of [histories, [...histories].sort((a, b) => a.id - b.id)]) {
      const walked = new PointInTimeMarket(market, { signalDays: monthEnds });
      for (const day of monthEnds)
        expectSame(walked.snapshotAt(day), lookedUp(market, day, POINT_IN_TIME_FIELDS), POINT_IN_TIME_FIELDS);
    }
  });

  it("gives the same on any day asked, in any order: a day before the last starts the walk again", () => {
    const walked = new PointInTimeMarket(histories, { signalDays: monthEnds });
    const asked = [
      days[300]!,
      days[301]!,
      monthEnds[20]!,
      days[40]!,
      dayOf("2003-06-14"),
      monthEnds[2]!,
      days[days.length - 1]!,
    ];
    for (const day of asked)
      expectSame(walked.snapshotAt(day), lookedUp(histories, day, POINT_IN_TIME_FIELDS), POINT_IN_TIME_FIELDS);
  });

  it("holds only the fields the screens read, and the market cap that orders the rows", () => {
    const fields = fieldsReadBy([
      {
        filters: [{ key: "zr", value: { type: "select", values: ["A"] } }],
        sort: { column: "chg6m", direction: "desc" },
      },
      { filters: [{ key: "dy", value: { type: "range", low: 1, high: null } }], sort: null },
    ]);
    expect(fields.sort()).toEqual(["chg6m", "dy", "zr"]);
    const walked = new PointInTimeMarket(histories, { signalDays: monthEnds, fields });
    for (const day of monthEnds) {
      const snapshot = walked.snapshotAt(day);
      expect(snapshot.hasField("pe")).toBe(false);
      expectSame(snapshot, lookedUp(histories, day, POINT_IN_TIME_FIELDS), ["mcap", ...fields]);
    }
  });
});
