import { describe, expect, it } from "vitest";
import { company, prices, quarter, year } from "../../../test/support/research-rows";
import { researchValues, type StoredResearch } from "../screener/values";
import type { CompanyData, StatementRow } from "./company-data";
import { researchUniverse, type ResearchRecord } from "./research-record";

// Story: two companies with the same business. One has always had today's shares;
// the other split two for one on 30 December 2019, after every filing, estimate, dividend and
// price target, so all of those are stored as reported, in the old shares (EPS, dividends,
// estimates and targets twice as high, share counts half). Researched on 2 January 2020, the
// split changes nothing anyone sees or screens on: EPS and its growth, the growth, Graham and
// PEG checks, the fair value, the dividend per share and its growth, the market cap, the price
// target, and the screener's growth columns.

const SPLIT = "2019-12-30";
const AS_OF = "2020-01-02";
const rates = { treasury10Year: 4, aaBond: 5, savingsRate: 3 };

const annual = Array.from({ length: 11 }, (_, i) => {
  const y = 2008 + i;
  const growth = 1.08 ** i;
  return year(y, { revenue: 1000 * growth, netIncome: 100 * growth, eps: 10 * growth, filedOn: `${y + 1}-02-20` });
});
const quarters = [1, 2, 3, 4].map((q) =>
  quarter(2019, q, {
    revenue: 300,
    netIncome: 30,
    eps: 3,
    equity: 500,
    freeCashFlow: 25,
  }),
);
const dividends = Array.from({ length: 24 }, (_, k) => {
  const y = 2014 + Math.floor(k / 4);
  return {
    exDate: `${y}-${String(((k % 4) + 1) * 3 - 1).padStart(2, "0")}-10`,
    amount: 0.5 * 1.05 ** Math.floor(k / 4),
  };
});

const plain: CompanyData = company({
  sharesOutstanding: null,
  statements: [...annual, ...quarters].sort((a, b) => (a.periodEnd < b.periodEnd ? -1 : 1)),
  estimates: [
    { asOf: "2019-11-01", forecastYear: 2020, eps: 13, revenue: 1300, returnOnEquity: 0.22, returnOnAssets: 0.08 },
  ],
  dividends,
  ratings: [
    { analystId: 1, ratedOn: "2019-11-15", rating: "buy", priceTarget: 150 },
    { analystId: 2, ratedOn: "2019-12-02", rating: "hold", priceTarget: 130 },
  ],
  prices: prices([119, 120], AS_OF),
});

/** The same company as stored when its figures were reported before a two-for-one split. */
const asReported = (s: StatementRow): StatementRow => ({
  ...s,
  eps: s.eps === null ? null : s.eps * 2,
  shares: s.shares === null ? null : s.shares / 2,
});
const split: CompanyData = {
  ...plain,
  statements: plain.statements.map(asReported),
  estimates: plain.estimates.map((e) => ({ ...e, eps: e.eps! * 2 })),
  dividends: plain.dividends.map((d) => ({ ...d, amount: d.amount * 2 })),
  ratings: plain.ratings.map((r) => ({ ...r, priceTarget: r.priceTarget! * 2 })),
  splits: [{ exDate: SPLIT, ratio: 2 }],
};

const research = (data: CompanyData): ResearchRecord =>
  researchUniverse([{ data, industryName: "Widgets" }], AS_OF, rates)[0]!;

/** Numbers to ten significant digits, so that a division and a multiplication compare equal. */
function rounded(v: unknown): unknown {
  if (typeof v === "number") return Number.isFinite(v) ? Number(v.toPrecision(10)) : v;
  if (Array.isArray(v)) return v.map(rounded);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rounded(x)]));
  return v;
}

const stored = (r: ResearchRecord): StoredResearch => ({
  ...r,
  company: {
    ticker: "EX",
    name: "Example Corp",
    exchange: "NYSE",
    country: "US",
    sectorId: 1,
    industryId: 1,
    sector: "Industrials",
    industry: "Widgets",
  },
  verdicts: Object.fromEntries(r.checks.map((c) => [c.type, c.passed ?? null])),
});

describe("research across a two-for-one split", () => {
  const before = research(plain);
  const after = research(split);

  it("has the figures it needs (the comparison is not of empty records)", () => {
    expect(before.statistics.earningsPerShare).toBeCloseTo(12, 9);
    expect(before.checkInput.priceEarningsToGrowth).not.toBeNull();
    expect(before.valuation.grahamValue).not.toBeNull();
    expect(before.dividends.trailingAnnualDividend).not.toBeNull();
    expect(before.forecast.priceTarget).not.toBeNull();
    expect(before.statistics.marketCap).not.toBeNull();
  });

  it("computes the same key statistics, check inputs and verdicts (growth, Graham, PEG)", () => {
    expect(rounded(after.statistics)).toEqual(rounded(before.statistics));
    expect(rounded(after.checkInput)).toEqual(rounded(before.checkInput));
    expect(rounded(after.checks)).toEqual(rounded(before.checks));
    expect(rounded(after.scores)).toEqual(rounded(before.scores));
  });

  it("values it the same (fair value, Graham value) and targets the same price", () => {
    expect(rounded(after.valuation)).toEqual(rounded(before.valuation));
    expect(rounded(after.forecast)).toEqual(rounded(before.forecast));
  });

  it("gives the same dividend per share, yield and dividend growth", () => {
    expect(rounded(after.dividends)).toEqual(rounded(before.dividends));
  });

  it("gives the screener the same growth columns and every other value", () => {
    const trailing = { revenue: 1200, costOfRevenue: null, freeCashFlow: 100 };
    const upcoming = { exDate: null, payDate: null };
    const a = researchValues(stored(after), trailing, upcoming);
    const b = researchValues(stored(before), trailing, upcoming);
    for (const key of ["egr1y", "egr5y", "egr10t", "fegr", "peg", "eps", "mcap", "pt"]) expect(a[key]).not.toBeNull();
    expect(rounded(a)).toEqual(rounded(b));
  });
});
