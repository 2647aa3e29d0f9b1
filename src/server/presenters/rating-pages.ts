import type {
  CompanyRating,
  GroupRank,
  GroupPage,
  ZenRatingsExplainer,
} from "../../domain/contracts/rating";
import { paths } from "../../domain/paths";
import type { StoredRunSummary } from "../../domain/rating/run-summary";
import {
  COMPONENTS,
  COMPONENT_INFO,
  type Component,
} from "../../domain/rating/components";
import {
  chartValue,
  GRADES,
  GRADE_INFO,
  gradeOfChartValue,
  type Grade,
} from "../../domain/rating/grades";
import type {
  LatestRatingRow,
  RatedCompanyRow,
} from "../../db/repositories/ratings";

// Zen Rating responses from stored rows. Premium values are left out here, on the server, for
// sessions with lockCompanies: the overall grade, the components, the history, companies' grades.


const componentShells = () =>
  COMPONENTS.map((key) => ({
    key,
    name: COMPONENT_INFO[key].name,
    factors: COMPONENT_INFO[key].factors,
    grade: null,
    score: null,
  }));

export function presentCompanyRating(
  row: LatestRatingRow | undefined,
  history: { date: string; grade: Grade }[],
  locked: boolean,
): CompanyRating {
  if (!row)
    return {
      available: false,
      locked,
      asOf: null,
      grade: null,
      recommendation: null,
      score: null,
      components: componentShells(),
      history: [],
    };
  if (locked)
    return {
      available: true,
      locked: true,
      asOf: row.asOf,
      grade: null,
      recommendation: null,
      score: null,
      components: componentShells(),
      history: [],
    };
  const stored = row.components as {
    key: Component;
    score: number | null;
    grade: Grade | null;
  }[];
  return {
    available: true,
    locked: false,
    asOf: row.asOf,
    grade: row.grade,
    recommendation: GRADE_INFO[row.grade].recommendation,
    score: Math.round(row.score) / 10,
    components: COMPONENTS.map((key) => {
      const c = stored.find((s) => s.key === key);
      return {
        key,
        name: COMPONENT_INFO[key].name,
        factors: COMPONENT_INFO[key].factors,
        grade: c?.grade ?? null,
        score: c?.score ?? null,
      };
    }),
    history: history.map((h) => ({ ...h, value: chartValue(h.grade) })),
  };
}

export function presentExplainer(
  run: { summary: unknown; computedAt: Date } | undefined,
  source: "demo" | "import" | null,
): ZenRatingsExplainer {
  const components = COMPONENTS.map((key) => ({
    key,
    name: COMPONENT_INFO[key].name,
    factors: COMPONENT_INFO[key].factors,
    description: COMPONENT_INFO[key].description,
  }));
  const data =
    source === "import"
      ? "the imported market data"
      : "the simulated demo market";
  if (!run) {
    return {
      available: false,
      components,
      grades: GRADES.map((g) => ({
        grade: g,
        recommendation: GRADE_INFO[g].recommendation,
        band: GRADE_INFO[g].band,
        annualReturn: null,
        annualReturnWithoutAi: null,
        hitRate: null,
        maxDrawdown: null,
        averageHoldings: 0,
      })),
      market: { annualReturn: null, maxDrawdown: null },
      period: null,
      universe: {
        source,
        companies: 0,
        averageRated: 0,
        description: `The backtest has not run on ${data} yet.`,
      },
      curves: { dates: [], market: [], A: [], B: [], C: [], D: [], F: [] },
      weights: COMPONENTS.map((key) => ({ key, weight: 0 })),
      computedAt: null,
    };
  }
  const s = run.summary as StoredRunSummary;
  const b = s.backtest;
  return {
    available: b.months > 0,
    components,
    grades: GRADES.map((g) => ({
      grade: g,
      recommendation: GRADE_INFO[g].recommendation,
      band: GRADE_INFO[g].band,
      annualReturn: b.grades[g].annualReturn,
      annualReturnWithoutAi: s.backtestWithoutAi.grades[g].annualReturn,
      hitRate: b.grades[g].hitRate,
      maxDrawdown: b.grades[g].maxDrawdown,
      averageHoldings: b.grades[g].averageHoldings,
    })),
    market: {
      annualReturn: b.market.annualReturn,
      maxDrawdown: b.market.maxDrawdown,
    },
    period:
      b.from && b.to ? { from: b.from, to: b.to, months: b.months } : null,
    universe: {
      source,
      companies: s.universe.companies,
      averageRated: Math.round(s.universe.averageRated),
      description:
        `Ran on ${data}: ${s.universe.companies.toLocaleString("en-US")} companies, including those later delisted, ` +
        `${Math.round(s.universe.averageRated).toLocaleString("en-US")} rated in an average month, point in time (a figure counts only from its filing date).`,
    },
    curves: b.curves,
    weights: s.weights,
    computedAt: run.computedAt.toISOString(),
  };
}

/** Groups ranked by the mean overall score of their rated companies (best first). */
export function rankGroups(
  rows: readonly RatedCompanyRow[],
  kind: "industry" | "sector",
): GroupRank[] {
  const groups = new Map<
    number,
    {
      id: number;
      slug: string;
      name: string;
      parent: { name: string; url: string } | null;
      scores: number[];
      grades: number[];
    }
  >();
  for (const r of rows) {
    const id = kind === "industry" ? r.industryId : r.sectorId;
    const slug = kind === "industry" ? r.industrySlug : r.sectorSlug;
    const name = kind === "industry" ? r.industryName : r.sectorName;
    if (id === null || !slug || !name || r.score === null || r.grade === null)
      continue;
    let g = groups.get(id);
    if (!g) {
      const parent =
        kind === "industry" && r.sectorSlug && r.sectorName
          ? { name: r.sectorName, url: paths.sector(r.sectorSlug) }
          : null;
      groups.set(id, (g = { id, slug, name, parent, scores: [], grades: [] }));
    }
    g.scores.push(r.score);
    g.grades.push(chartValue(r.grade));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return [...groups.values()]
    .map((g) => ({
      id: g.id,
      slug: g.slug,
      name: g.name,
      url: kind === "industry" ? paths.industry(g.slug) : paths.sector(g.slug),
      parent: g.parent,
      companies: g.scores.length,
      averageScore: Math.round(mean(g.scores)) / 10,
      averageGrade: gradeOfChartValue(mean(g.grades)),
      sortKey: mean(g.scores),
    }))
    .sort((a, b) => b.sortKey - a.sortKey || a.name.localeCompare(b.name))
    .map(({ sortKey: _, ...g }, i) => ({ rank: i + 1, ...g }));
}

export function presentGroupPage(
  kind: "industry" | "sector",
  group: GroupRank,
  children: GroupRank[],
  rows: readonly RatedCompanyRow[],
  locked: boolean,
): GroupPage {
  return {
    kind,
    locked,
    group,
    children,
    companies: rows.map((r) => ({
      id: r.id,
      name: r.name,
      ticker: r.ticker,
      exchange: r.exchange,
      url: paths.company(r),
      price: r.price,
      marketCap: r.marketCap,
      grade: locked ? null : r.grade,
      score: locked || r.score === null ? null : Math.round(r.score) / 10,
    })),
  };
}
