import { describe, expect, it } from "vitest";
import { ascendingPoints, growthLines, growthSummary, historyPoints, historySummary } from "./chart-data";

describe("chart points", () => {
  it("sorts by date, keeps one point per date and drops non-finite values", () => {
    expect(
      ascendingPoints([
        { time: "2025-02-28", value: 2 },
        { time: "2025-01-31", value: 1 },
        { time: "2025-02-28", value: 3 },
        { time: "2025-03-31", value: Number.NaN },
      ]),
    ).toEqual([
      { time: "2025-01-31", value: 1 },
      { time: "2025-02-28", value: 3 },
    ]);
  });

  it("draws the history's chart values", () => {
    expect(
      historyPoints([
        { date: "2025-01-31", grade: "C", value: 5 },
        { date: "2025-02-28", grade: "A", value: 9 },
      ]),
    ).toEqual([
      { time: "2025-01-31", value: 5 },
      { time: "2025-02-28", value: 9 },
    ]);
  });
});

describe("history summary", () => {
  it("says the span, the latest grade and how often each grade held", () => {
    const text = historySummary(
      [
        { date: "2025-02-28", grade: "B", value: 7 },
        { date: "2025-01-31", grade: "C", value: 5 },
        { date: "2025-03-31", grade: "B", value: 7 },
      ],
      "Acme",
    );
    expect(text).toBe(
      "Zen Rating of Acme from Jan 31, 2025 to Mar 31, 2025: B (Buy) on the latest date. Rated B 2 times, C 1 time.",
    );
  });

  it("says when there is no history", () => {
    expect(historySummary([], "Acme")).toBe("No rating history for Acme.");
  });
});

describe("growth lines", () => {
  const curves = {
    dates: ["2025-01-31", "2025-02-28"],
    market: [1, 1.01],
    A: [1, 1.1],
    B: [1, 1.05],
    C: [1, 1.0],
    D: [1, 0.97],
    F: [1, 0.9],
  };

  it("pairs every grade's values and the market's with the dates", () => {
    const lines = growthLines(curves);
    expect(lines.map((l) => l.key)).toEqual(["A", "B", "C", "D", "F", "market"]);
    expect(lines[0]!.points).toEqual([
      { time: "2025-01-31", value: 1 },
      { time: "2025-02-28", value: 1.1 },
    ]);
    expect(lines[5]!.final).toBe(1.01);
  });

  it("says what $1 became", () => {
    expect(growthSummary(growthLines(curves), "2025-01-31", "2025-02-28")).toBe(
      "Growth of $1 invested on Jan 31, 2025 to Feb 28, 2025, rebalanced monthly: A (Strong Buy) $1.10, B (Buy) $1.05, C (Hold) $1.00, D (Sell) $0.97, F (Strong Sell) $0.90, Market $1.01.",
    );
  });

  it("says when nothing was computed", () => {
    expect(
      growthSummary(growthLines({ dates: [], market: [], A: [], B: [], C: [], D: [], F: [] }), undefined, undefined),
    ).toBe("No growth curves have been computed.");
  });
});
