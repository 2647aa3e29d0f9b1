import { describe, expect, it } from "vitest";
import type { GroupPage, GroupRank, ZenRatingsExplainer } from "../../../domain/contracts/rating";
import { COMPONENT_INFO, COMPONENTS } from "../../../domain/rating/components";
import { explainerMeta, groupMeta, rankingMeta } from "./rating-meta";

const components = COMPONENTS.map((key) => COMPONENT_INFO[key]);

const explainer: ZenRatingsExplainer = {
  available: true,
  components,
  grades: [
    {
      grade: "A",
      recommendation: "Strong Buy",
      band: "Top 5%",
      annualReturn: 0.2113,
      annualReturnWithoutAi: 0.2,
      hitRate: 0.6,
      maxDrawdown: -0.4,
      averageHoldings: 3,
    },
    {
      grade: "F",
      recommendation: "Strong Sell",
      band: "Bottom 5%",
      annualReturn: -0.0512,
      annualReturnWithoutAi: -0.05,
      hitRate: 0.3,
      maxDrawdown: -0.8,
      averageHoldings: 3,
    },
  ],
  market: { annualReturn: 0.071, maxDrawdown: -0.5 },
  period: { from: "2003-01-31", to: "2025-06-30", months: 270 },
  universe: { source: "demo", companies: 60, averageRated: 48, description: "" },
  curves: { dates: [], market: [], A: [], B: [], C: [], D: [], F: [] },
  weights: [],
  computedAt: null,
};

const industry: GroupRank = {
  id: 137,
  rank: 3,
  slug: "software-application",
  name: "Software - Application",
  url: "/industries/software-application",
  parent: { name: "Technology", url: "/sectors/technology" },
  companies: 12,
  averageScore: 6.44,
  averageGrade: "C",
};

describe("rating page meta", () => {
  it("describes the explainer with the backtest's own figures and the data it ran on", () => {
    const meta = explainerMeta(explainer);
    expect(meta.title).toBe("Zen Ratings: Stock Grades A to F and Their Backtest · OpenZen");
    expect(meta.description).toContain(
      "seven component ratings: Value, Growth, Momentum, Sentiment, Safety, Financials, AI.",
    );
    expect(meta.description).toContain(
      "In our backtest on the simulated demo market (Jan 2003 to Jun 2025, 270 months), A-rated stocks returned +21.1% a year and F-rated stocks \u22125.1%, against +7.1% for the market.",
    );
  });

  it("leaves figures out of the explainer's description until the backtest has run", () => {
    const meta = explainerMeta({ ...explainer, available: false, period: null, grades: [] });
    expect(meta.description).not.toMatch(/\d%/);
  });

  it("names the first group of a ranking", () => {
    const meta = rankingMeta({ kind: "industry", asOf: "2025-06-30", groups: [{ ...industry, rank: 1 }] });
    expect(meta.title).toBe("Industry Rank: Industries Ranked by Zen Rating · OpenZen");
    expect(meta.description).toBe(
      "1 industry ranked by the average Zen Rating of its companies as of Jun 30, 2025. First: Software - Application, average grade C (Hold).",
    );
  });

  it("gives an industry's rank, sector and average", () => {
    const page: GroupPage = {
      kind: "industry",
      locked: true,
      group: industry,
      children: [],
      companies: [],
      total: 0,
      page: 1,
      pageSize: 20,
    };
    const meta = groupMeta(page);
    expect(meta.title).toBe("Software - Application Industry: Stocks Ranked by Zen Rating · OpenZen");
    expect(meta.description).toBe(
      "The Software - Application industry in the Technology sector ranks #3 of the industries by the average Zen Rating of its 12 companies: average grade C (Hold), average score 6.4 out of 10.",
    );
  });
});
