import { describe, expect, it } from "vitest";
import { dayOf } from "./dates";
import { topAnalystsByCompany, type RatingRow } from "./top-analysts";

// A company's top analysts: their current ratings' consensus, count and target upside.

const AS_OF = dayOf("2026-06-30");
let nextId = 1;
const rating = (
  analystId: number,
  companyId: number,
  date: string,
  r: RatingRow["rating"],
  target: number | null,
): RatingRow => ({
  id: nextId++,
  analystId,
  companyId,
  day: dayOf(date),
  rating: r,
  priceTarget: target,
});

describe("top analysts by company", () => {
  const top = new Set([1, 2, 3]);
  const closes = new Map([
    [10, 100],
    [20, 50],
  ]);
  const run = (ratings: RatingRow[]) =>
    topAnalystsByCompany(
      ratings,
      (id) => top.has(id),
      (id) => closes.get(id) ?? null,
      AS_OF,
    );

  it("takes each top analyst's latest rating, averages scores and targets against the latest close", () => {
    const result = run([
      rating(1, 10, "2026-01-10", "sell", 80),
      rating(1, 10, "2026-03-10", "strong_buy", 130),
      rating(2, 10, "2026-05-01", "buy", 110),
      // Not a top analyst.
      rating(9, 10, "2026-05-01", "strong_sell", 10),
    ]);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({
      companyId: 10,
      analysts: 2,
      consensus: "strong_buy",
      consensusScore: 4.5,
      priceTarget: 120,
      latestClose: 100,
    });
    expect(result[0]!.upside).toBeCloseTo(0.2, 12);
  });

  it("forgets ratings older than 12 months and ignores ratings after the as-of date", () => {
    const result = run([
      rating(1, 10, "2025-06-29", "buy", 120),
      rating(2, 10, "2025-06-30", "hold", 90),
      rating(3, 10, "2026-07-01", "strong_buy", 200),
    ]);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ analysts: 1, consensus: "hold", consensusScore: 3, priceTarget: 90 });
  });

  it("does not let an older rating stand in for a latest one that is too old", () => {
    // Analyst 1's latest rating is after the as-of date; the one before it is the current one.
    const result = run([rating(1, 10, "2026-01-01", "sell", 90), rating(1, 10, "2026-08-01", "buy", 120)]);
    expect(result[0]).toMatchObject({ analysts: 1, consensus: "sell" });
  });

  it("takes the later of two ratings on one day", () => {
    const result = run([rating(1, 20, "2026-06-01", "buy", 60), rating(1, 20, "2026-06-01", "sell", 40)]);
    expect(result[0]).toMatchObject({ consensus: "sell", priceTarget: 40 });
    expect(result[0]!.upside).toBeCloseTo(-0.2, 12);
  });

  it("has no upside without targets or without a close", () => {
    expect(run([rating(1, 20, "2026-06-01", "buy", null)])[0]).toMatchObject({ priceTarget: null, upside: null });
    expect(run([rating(1, 30, "2026-06-01", "buy", 10)])[0]).toMatchObject({
      priceTarget: 10,
      upside: null,
      latestClose: null,
    });
  });

  it("rounds the mean score to a consensus as the all-analyst consensus does", () => {
    const r = run([
      rating(1, 10, "2026-06-01", "buy", null),
      rating(2, 10, "2026-06-01", "hold", null),
      rating(3, 10, "2026-06-01", "hold", null),
    ]);
    expect(r[0]!.consensusScore).toBeCloseTo(10 / 3, 12);
    expect(r[0]!.consensus).toBe("hold");
  });

  it("lists nothing without top analysts' ratings", () => {
    expect(run([rating(9, 10, "2026-06-01", "buy", 100)])).toEqual([]);
  });
});
