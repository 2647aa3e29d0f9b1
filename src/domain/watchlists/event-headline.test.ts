import { describe, expect, it } from "vitest";
import { eventHeadline, type HeadlineInput } from "./event-headline";

// The headline of each kind of market event, word for word.

const cases: [HeadlineInput, string][] = [
  [
    { kind: "dividend_raised", ticker: "ACME", details: { amount: 0.42, previous: 0.39, changePct: 7.7 } },
    "ACME raised its dividend 7.7% to $0.42",
  ],
  [
    { kind: "dividend_cut", ticker: "ACME", details: { amount: 0.2, changePct: -50 } },
    "ACME cut its dividend 50% to $0.20",
  ],
  [
    { kind: "dividend_declared", ticker: "ACME", details: { amount: 0.035 } },
    "ACME declared a dividend of $0.035 a share",
  ],
  [{ kind: "ex_dividend", ticker: "ACME", details: { amount: 1.5 } }, "ACME goes ex-dividend ($1.50 a share)"],
  [
    {
      kind: "earnings_reported",
      ticker: "ACME",
      details: { fiscalYear: 2025, fiscalQuarter: 4, eps: 1.234, surprisePct: -3.25 },
    },
    "ACME reported Q4 2025 earnings: EPS $1.23, full-year EPS missed the estimate by 3.3%",
  ],
  [
    { kind: "earnings_upcoming", ticker: "ACME", details: { fiscalQuarter: 1, reportDate: "2026-04-28" } },
    "ACME reports Q1 earnings on 2026-04-28",
  ],
  [{ kind: "split", ticker: "ACME", details: { ratio: 2 } }, "ACME split its shares 2-for-1"],
  [{ kind: "split", ticker: "ACME", details: { ratio: 0.1 } }, "ACME did a 1-for-10 reverse split"],
  [
    {
      kind: "analyst_upgrade",
      ticker: "ACME",
      details: { firm: "Keel & Co", rating: "buy", previousRating: "hold", target: 48 },
    },
    "Keel & Co upgraded ACME to Buy from Hold, target $48.00",
  ],
  [
    { kind: "analyst_target_change", ticker: "ACME", details: { firm: "Keel & Co", target: 30, previousTarget: 40 } },
    "Keel & Co lowered its ACME price target from $40.00 to $30.00",
  ],
  [
    { kind: "insider_selling", ticker: "ACME", details: { shares: 1_250_000, value: 52_000_000 } },
    "ACME insiders sold 1.3M shares ($52,000,000)",
  ],
  [
    { kind: "grade_change", ticker: "ACME", details: { grade: "A", previous: "B" } },
    "ACME's Zen Rating moved from B to A",
  ],
  [
    { kind: "score_change", ticker: "ACME", details: { score: 31, previous: 28.5 } },
    "ACME's due-diligence score moved from 28.5 to 31",
  ],
  [{ kind: "high_52w", ticker: "ACME", details: { close: 101.5 } }, "ACME closed at a 52-week high of $101.50"],
];

describe("event headlines", () => {
  it.each(cases)("%j", (input, headline) => {
    expect(eventHeadline(input)).toBe(headline);
  });
});
