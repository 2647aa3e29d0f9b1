import { describe, expect, it } from "vitest";
import {
  NO_KEY_STATISTICS,
  type CompanyDividends,
  type CompanyHeader,
  type CompanyOverview,
  type CompanyOwnership,
} from "../../../domain/contracts/company";
import { dividendsMeta, overviewMeta, ownershipMeta } from "./company-meta";
import { metaTags } from "../../lib/page-meta";

const header: CompanyHeader = {
  id: 7,
  exchange: "NASDAQ",
  ticker: "ACME",
  name: "Acme Corp.",
  description: null,
  country: "US",
  sector: { name: "Technology", url: "/sectors/technology" },
  industry: { name: "Software", url: "/industries/software" },
  delisted: null,
  quote: { date: "2025-06-30", price: 41.2, previousClose: 40.7, change: 0.5, changePercent: 0.0123 },
  links: { overview: "/stocks/us/nasdaq/acme", forecast: "", earnings: "", dividends: "", ownership: "" },
  source: "demo",
};

const statistics = NO_KEY_STATISTICS;

const lockedRating: CompanyOverview["rating"] = {
  available: false,
  locked: true,
  asOf: null,
  grade: null,
  recommendation: null,
  score: null,
  components: [],
  history: [],
};

describe("overview", () => {
  it("names the company, its price, score and fair value", () => {
    const overview: CompanyOverview = {
      header,
      statistics,
      dueDiligence: {
        locked: false,
        overall: { score: 42.6, band: "strong", colour: "yellow", checks: 38, passed: 16, withData: 30 },
        dimensions: [],
        checks: [],
      },
      fairValue: {
        price: 41.2,
        fairValue: 56.44,
        fairValueReason: null,
        discount: 0.27,
        grahamValue: null,
        grahamReason: null,
        discountRate: null,
        shortTermGrowth: null,
        growthSource: null,
        growthYears: null,
        terminalGrowth: null,
        bondRate: null,
        aaBondRate: null,
        aaBondSource: null,
      },
      rating: lockedRating,
      asOf: "2025-06-30",
    };
    const meta = overviewMeta(overview);
    expect(meta.title).toBe("Acme Corp. (ACME) Stock Price, Due Diligence Score and Fair Value · OpenZen");
    expect(meta.description).toBe(
      "Acme Corp. (ACME) on NASDAQ closed at $41.20 on Jun 30, 2025 (+1.23%). Due diligence score 43 out of 100 from 38 checks. Fair value $56.44, 27% undervalued. Sector: Technology, Software.",
    );
  });

  it("leaves out what is missing and says when the company was delisted", () => {
    const overview: CompanyOverview = {
      header: { ...header, quote: null, sector: null, industry: null, delisted: { on: "2024-03-01", reason: null } },
      statistics,
      dueDiligence: null,
      fairValue: null,
      rating: lockedRating,
      asOf: null,
    };
    expect(overviewMeta(overview).description).toBe("Acme Corp. (ACME) on NASDAQ.");
    expect(overviewMeta({ ...overview, header: { ...overview.header, quote: header.quote } }).description).toContain(
      "Delisted on Mar 1, 2024.",
    );
  });
});

describe("dividends", () => {
  const base: CompanyDividends = {
    header,
    dividendsKnown: true,
    paying: true,
    trailingAnnualDividend: 1.2,
    dividendYield: 0.0291,
    forwardAnnualDividend: 1.24,
    forwardDividendYield: 0.0301,
    paymentsPerYear: 4,
    payoutRatio: 0.45,
    growth5Year: 0.05,
    yearsPaid: 12,
    annual: [],
    history: [],
  };

  it("states the payment, yield and payout of a payer", () => {
    expect(dividendsMeta(base)).toEqual({
      title: "Acme Corp. (ACME) Dividend History, Yield and Payout Ratio · OpenZen",
      description:
        "Acme Corp. (ACME) pays $1.20 a year per share, a 2.91% yield with a 45.0% payout ratio. Dividends paid 12 years in a row.",
    });
  });

  it("tells a company that never paid from one that stopped", () => {
    expect(dividendsMeta({ ...base, paying: false, trailingAnnualDividend: null, yearsPaid: 0 }).description).toBe(
      "Acme Corp. (ACME) does not pay a dividend.",
    );
    expect(
      dividendsMeta({
        ...base,
        paying: false,
        yearsPaid: 0,
        history: [{ exDate: "2019-01-02", payDate: "2019-01-20", amount: 0.1, datedByFiling: false }],
      }).description,
    ).toBe("Acme Corp. (ACME) has not paid a dividend in the last 12 months.");
  });
});

describe("ownership", () => {
  it("says who bought or sold on balance", () => {
    const ownership: CompanyOwnership = {
      header,
      net: {
        sharesBought: 1000,
        sharesSold: 13_345,
        netShares: -12_345,
        netValue: -508_000,
        direction: "selling",
        transactions: 4,
      },
      transactions: [],
    };
    expect(ownershipMeta(ownership).description).toBe(
      "Insiders of Acme Corp. (ACME) were net sellers of 12,345 shares ($508.00K) in the last 12 months, in 4 transactions.",
    );
  });
});

describe("metaTags", () => {
  it("gives a title and a description, and nothing for a 404", () => {
    expect(metaTags({ title: "T", description: "D" })).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
      { property: "og:title", content: "T" },
      { property: "og:description", content: "D" },
    ]);
    expect(metaTags(null)).toEqual([]);
  });
});
