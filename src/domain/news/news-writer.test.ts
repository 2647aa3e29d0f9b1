import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { wordCount, type CompanyFacts, type StoryText, type WrittenArticle } from "./article";
import {
  analystActionStory,
  dividendStory,
  earningsStory,
  notableMoveStory,
  ratingMigrationStory,
} from "./company-stories";
import { marketWrapStory, type MarketDayFacts } from "./market-wrap";

// The newsroom's stories: the facts first, 150-300 words, a closing line saying how each was made
// and from which data, the same words for the same facts, and no Premium value in the version
// everyone reads.

const ACME: CompanyFacts = {
  id: 7,
  name: "Acme Robotics Inc.",
  ticker: "ACME",
  exchange: "NYSE",
  sector: "Technology",
  industry: "Software",
  close: 52.4,
  dayChangePct: 1.25,
  yearChangePct: -12.5,
  marketCap: 12_300_000_000,
};

const text = (s: StoryText) => [s.headline, s.summary, ...s.body].join("\n");

const price = fc.double({ min: 0.5, max: 2000, noNaN: true });
const pct = fc.double({ min: -60, max: 60, noNaN: true });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const company: fc.Arbitrary<CompanyFacts> = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  name: fc.constantFrom("Acme Robotics Inc.", "Northwind Holdings Corp.", "Zed Co."),
  ticker: fc.constantFrom("ACME", "NWH", "ZED"),
  exchange: fc.constantFrom("NYSE", "NASDAQ", "AMEX"),
  sector: maybe(fc.constantFrom("Technology", "Utilities")),
  industry: maybe(fc.constantFrom("Software", "Electric Utilities")),
  close: maybe(price),
  dayChangePct: maybe(pct),
  yearChangePct: maybe(pct),
  marketCap: maybe(fc.double({ min: 1e7, max: 3e12, noNaN: true })),
});
const date = fc.constantFrom("2026-03-02", "2026-06-30", "2026-11-27");
const source = fc.constantFrom("demo" as const, "import" as const);

const earnings = fc.record({
  company,
  date,
  fiscalYear: fc.integer({ min: 2004, max: 2026 }),
  fiscalQuarter: fc.integer({ min: 1, max: 4 }),
  eps: maybe(fc.double({ min: -5, max: 20, noNaN: true })),
  revenue: maybe(fc.double({ min: 1e6, max: 1e11, noNaN: true })),
  yearAgoEps: maybe(fc.double({ min: -5, max: 20, noNaN: true })),
  yearAgoRevenue: maybe(fc.double({ min: 1e6, max: 1e11, noNaN: true })),
  annualEps: maybe(fc.double({ min: -5, max: 20, noNaN: true })),
  estimateEps: maybe(fc.double({ min: 0.1, max: 20, noNaN: true })),
  surprisePct: maybe(pct),
});
const dividend = fc
  .record({
    company,
    date,
    previous: fc.double({ min: 0.01, max: 5, noNaN: true }),
    factor: fc.double({ min: 0.3, max: 1.8, noNaN: true }),
  })
  .filter((d) => Math.abs(d.factor - 1) > 0.01)
  .map(({ previous, factor, ...d }) => ({
    ...d,
    previous,
    amount: previous * factor,
    changePct: (factor - 1) * 100,
    exDate: "2026-12-10",
    payDate: "2026-12-24",
  }));
const grades = fc
  .tuple(fc.constantFrom("A", "B", "C", "D", "F"), fc.constantFrom("A", "B", "C", "D", "F"))
  .filter(([a, b]) => a !== b);
const rating = fc
  .record({ company, date, grades })
  .map(({ grades: [grade, previous], ...r }) => ({ ...r, grade, previous }));
const analyst = fc.record({
  company,
  date,
  analystId: fc.integer({ min: 1, max: 500 }),
  analyst: fc.constantFrom("Dana Whitfield", "Omar Castellanos"),
  firm: fc.constantFrom("Harbor Peak Securities", "Lindqvist Partners"),
  upgrade: fc.boolean(),
  rating: fc.constantFrom("Buy", "Hold", "Sell"),
  previousRating: fc.constantFrom("Strong Buy", "Hold", "Strong Sell"),
  target: maybe(price),
  previousTarget: maybe(price),
});
const move = fc
  .record({
    company,
    date,
    close: price,
    dayChangePct: fc.oneof(
      fc.double({ min: 10, max: 60, noNaN: true }),
      fc.double({ min: -60, max: -10, noNaN: true }),
    ),
    marketChangePct: maybe(pct),
    sectorChangePct: maybe(pct),
    extreme: fc.constantFrom("high" as const, "low" as const, null),
  })
  .map(({ company: c, close, dayChangePct, ...m }) => ({
    ...m,
    company: { ...c, close, dayChangePct },
    previousClose: close / (1 + dayChangePct / 100),
  }));
const mover = fc.record({ company, changePct: pct });
const wrap: fc.Arbitrary<MarketDayFacts> = fc.record({
  date,
  indexChangePct: pct,
  indexYtdPct: maybe(pct),
  advancers: fc.nat(4000),
  decliners: fc.nat(4000),
  unchanged: fc.nat(100),
  sectors: fc.array(
    fc.record({ name: fc.constantFrom("Technology", "Energy", "Utilities", "Health Care"), changePct: pct }),
    { minLength: 2, maxLength: 11 },
  ),
  // A market of many companies always has some of each.
  gainers: fc.array(mover, { minLength: 1, maxLength: 3 }),
  losers: fc.array(mover, { minLength: 1, maxLength: 3 }),
  newHighs: fc.nat(500),
  newLows: fc.nat(500),
});

const writers: [string, fc.Arbitrary<WrittenArticle>][] = [
  ["earnings", fc.tuple(earnings, source).map(([f, s]) => earningsStory(f, s))],
  ["dividend", fc.tuple(dividend, source).map(([f, s]) => dividendStory(f, s))],
  ["rating migration", fc.tuple(rating, source).map(([f, s]) => ratingMigrationStory(f, s))],
  ["analyst action", fc.tuple(analyst, source).map(([f, s]) => analystActionStory(f, s))],
  ["notable move", fc.tuple(move, source).map(([f, s]) => notableMoveStory(f, s))],
  ["market wrap", fc.tuple(wrap, source).map(([f, s]) => marketWrapStory(f, s))],
];

describe("every story", () => {
  it.each(writers)("%s: 150 to 300 words, facts first, ends saying how it was made", (_, arb) => {
    fc.assert(
      fc.property(arb, (a) => {
        for (const version of [a, ...(a.premium ? [a.premium] : [])]) {
          const words = wordCount(version);
          // A locked teaser is short on purpose: it says what Premium holds, nothing more.
          if (!(a.premiumOnly && version === a)) {
            expect(words).toBeGreaterThanOrEqual(150);
            expect(words).toBeLessThanOrEqual(300);
          }
          expect(version.summary).toBe(version.body[0]);
          expect(version.body.at(-1)).toMatch(/^How this story was made: the OpenZen Newsroom, a program/);
          expect(text(version)).not.toMatch(/NaN|undefined|Infinity|null/);
        }
        expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 300 },
    );
  });

  it("says whether its data is simulated or imported", () => {
    const demo = earningsStory({ ...EARNINGS, company: ACME }, "demo");
    const real = earningsStory({ ...EARNINGS, company: ACME }, "import");
    expect(demo.body.at(-1)).toContain("simulated demo market");
    expect(real.body.at(-1)).toContain("imported into OpenZen");
    expect(real.body.at(-1)).not.toContain("simulated");
  });

  it("gives the same words for the same facts", () => {
    fc.assert(
      fc.property(fc.tuple(analyst, source), ([f, s]) => {
        expect(analystActionStory(f, s)).toEqual(analystActionStory(structuredClone(f), s));
      }),
      { numRuns: 30 },
    );
  });
});

const EARNINGS = {
  date: "2026-11-05",
  fiscalYear: 2026,
  fiscalQuarter: 4,
  eps: 1.42,
  revenue: 2_150_000_000,
  yearAgoEps: 1.1,
  yearAgoRevenue: 1_900_000_000,
  annualEps: 5.1,
  estimateEps: 4.8,
  surprisePct: 6.3,
};

describe("earnings", () => {
  it("leads with the quarter's figures against a year earlier and the full year against the estimate", () => {
    const a = earningsStory({ ...EARNINGS, company: ACME }, "demo");
    expect(a.headline).toBe(
      "Acme Robotics Inc. beats full-year profit estimate as it reports fiscal 2026 fourth quarter results",
    );
    expect(a.body[0]).toBe(
      "Acme Robotics Inc. (NYSE: ACME) reported results for its fiscal 2026 fourth quarter on Thursday, Nov 5, 2026, with earnings of $1.42 a share, against $1.10 in the same quarter a year earlier (up 29.1%).",
    );
    expect(a.body[1]).toBe("Revenue for the quarter was $2.15B, compared with $1.9B a year before, a rise of 13.2%.");
    expect(a.body[2]).toContain(
      "Analysts' consensus estimate before the report was $4.80, so the result beat the estimate by 6.3%.",
    );
    expect(a).toMatchObject({
      kind: "earnings",
      key: "earnings:7:2026Q4",
      companyIds: [7],
      premium: null,
      premiumOnly: false,
    });
  });

  it("without an estimate compares the quarter with the company's own record", () => {
    const a = earningsStory(
      { ...EARNINGS, company: ACME, fiscalQuarter: 2, annualEps: null, estimateEps: null, surprisePct: null, eps: 0.9 },
      "demo",
    );
    expect(a.headline).toBe("Acme Robotics Inc. reports lower quarterly earnings per share");
    expect(a.body.join(" ")).toContain("compared with the company's own record");
  });
});

describe("dividends", () => {
  it("reports a raise with its size, dates and the yield it implies", () => {
    const a = dividendStory(
      {
        company: ACME,
        date: "2026-11-05",
        amount: 0.42,
        previous: 0.39,
        changePct: 7.7,
        exDate: "2026-11-26",
        payDate: "2026-12-10",
      },
      "demo",
    );
    expect(a.headline).toBe("Acme Robotics Inc. raises its dividend 7.7% to $0.42 a share");
    expect(a.body[1]).toBe(
      "Shareholders on record before the ex-dividend date, Nov 26, 2026, receive it on Dec 10, 2026.",
    );
    expect(a.body[2]).toContain("3.2% of the share price");
  });

  it("reports a cut as a cut", () => {
    const a = dividendStory(
      {
        company: ACME,
        date: "2026-11-05",
        amount: 0.2,
        previous: 0.4,
        changePct: -50,
        exDate: "2026-11-26",
        payDate: null,
      },
      "import",
    );
    expect(a.headline).toBe("Acme Robotics Inc. cuts its dividend 50.0% to $0.20 a share");
    expect(a.body[1]).toBe("Shareholders on record before the ex-dividend date, Nov 26, 2026, receive it.");
  });
});

describe("what a reader without Premium gets", () => {
  it("a rating migration is Premium only; its public teaser names no company and no grade", () => {
    fc.assert(
      fc.property(fc.tuple(rating, source), ([f, s]) => {
        const a = ratingMigrationStory(f, s);
        expect(a.premiumOnly).toBe(true);
        const open = text(a);
        expect(open).not.toContain(f.company.name);
        expect(open).not.toContain(f.company.ticker);
        expect(open).not.toMatch(/\b(to|from|an?) [ABCDF]\b/);
        expect(text(a.premium!)).toContain(`to ${f.grade} from ${f.previous}`);
      }),
    );
  });

  it("an analyst action names neither the analyst, nor the firm, nor their previous call; it keeps the rating and target", () => {
    fc.assert(
      fc.property(fc.tuple(analyst, source), ([f, s]) => {
        const a = analystActionStory(f, s);
        expect(a.premiumOnly).toBe(false);
        const open = text(a);
        expect(open).not.toContain(f.analyst);
        expect(open).not.toContain(f.firm);
        expect(open).not.toContain(`from ${f.previousRating}`);
        expect(open).not.toContain(`previous ${f.previousRating}`);
        if (f.previousTarget !== null && f.previousTarget !== f.target)
          expect(open).not.toContain(`from $${f.previousTarget.toFixed(2)}`);
        expect(a.headline).toContain(`to ${f.rating}`);
        expect(text(a.premium!)).toContain(`${f.analyst} of ${f.firm}`);
        expect(text(a.premium!)).toContain(`from ${f.previousRating}`);
      }),
    );
  });

  it("an analyst action reads as an upgrade with the target's move", () => {
    const a = analystActionStory(
      {
        company: ACME,
        date: "2026-11-05",
        analystId: 3,
        analyst: "Dana Whitfield",
        firm: "Harbor Peak Securities",
        upgrade: true,
        rating: "Buy",
        previousRating: "Hold",
        target: 60,
        previousTarget: 50,
      },
      "demo",
    );
    expect(a.headline).toBe("An analyst upgraded Acme Robotics Inc. to Buy, target $60.00");
    expect(a.body[0]).toBe(
      "An analyst upgraded Acme Robotics Inc. (NYSE: ACME) to Buy on Thursday, Nov 5, 2026 with a price target of $60.00.",
    );
    expect(a.premium!.body[0]).toBe(
      "Dana Whitfield of Harbor Peak Securities upgraded Acme Robotics Inc. (NYSE: ACME) to Buy from Hold on Thursday, Nov 5, 2026 and raised the price target to $60.00 from $50.00.",
    );
    expect(a.premium!.headline).toBe(
      "Dana Whitfield of Harbor Peak Securities upgraded Acme Robotics Inc. to Buy, target $60.00",
    );
  });
});

describe("notable moves and the market wrap", () => {
  it("a move against the market says whose move it was", () => {
    const a = notableMoveStory(
      {
        company: { ...ACME, close: 60, dayChangePct: 14.5 },
        date: "2026-11-05",
        previousClose: 52.4,
        marketChangePct: 0.3,
        sectorChangePct: 0.8,
        extreme: "high",
      },
      "demo",
    );
    expect(a.headline).toBe("Acme Robotics Inc. shares jump 14.5%");
    expect(a.body[0]).toContain("closing at $60.00 from $52.40 the day before, a new 52-week high.");
    expect(a.body[1]).toContain("so the move was largely the company's own.");
  });

  it("the wrap names the index, breadth, best and worst sectors and the movers", () => {
    const a = marketWrapStory(
      {
        date: "2026-11-27",
        indexChangePct: -1.234,
        indexYtdPct: 8.5,
        advancers: 1200,
        decliners: 4500,
        unchanged: 60,
        sectors: [
          { name: "Energy", changePct: 0.4 },
          { name: "Technology", changePct: -2.1 },
          { name: "Utilities", changePct: -0.2 },
        ],
        gainers: [{ company: ACME, changePct: 12 }],
        losers: [{ company: { ...ACME, id: 8, name: "Zed Co.", ticker: "ZED" }, changePct: -15 }],
        newHighs: 12,
        newLows: 80,
      },
      "demo",
    );
    expect(a.headline).toBe("Stocks fall 1.2%, Technology weakest");
    expect(a.body[0]).toBe(
      "The OpenZen market index fell 1.2% on Friday, Nov 27, 2026, leaving it +8.50% for the year.",
    );
    expect(a.body[1]).toBe(
      "Of the 5760 listed companies, 1200 rose, 4500 fell and 60 were unchanged: falls outnumbered rises. 12 closed at a new 52-week high and 80 at a new 52-week low.",
    );
    expect(a.body[2]).toBe(
      "Among the 3 sectors, Energy did best (+0.40%) and Technology worst (-2.10%). Utilities -0.20%.",
    );
    expect(a.companyIds).toEqual([7, 8]);
  });
});
