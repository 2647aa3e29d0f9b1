import type { CompanyRating, GroupRank, GroupPage, ZenRatingsExplainer } from "../../domain/contracts/rating";
import { paths } from "../../domain/paths";
import type { StoredRunSummary } from "../../domain/rating/run-summary";
import type { RatingExplanation } from "../../domain/rating/explanation";
import { COMPONENTS, COMPONENT_INFO, type Component } from "../../domain/rating/components";
import { chartValue, GRADES, GRADE_INFO, gradeOfChartValue, type Grade } from "../../domain/rating/grades";
import { PAGE_SIZE } from "../../domain/screener/screen";
import type { LatestRatingRow, RatedCompanyRow } from "../../db/repositories/ratings";
import { localeText } from "../../domain/number-text";

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
  explanation: RatingExplanation | null = null,
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
    explanation,
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
  const data = source === "import" ? "the imported market data" : "the simulated demo market";
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
    period: b.from && b.to ? { from: b.from, to: b.to, months: b.months } : null,
    universe: {
      source,
      companies: s.universe.companies,
      averageRated: Math.round(s.universe.averageRated),
      description:
        `Ran on ${data}: ${localeText(s.universe.companies)} companies, including those later delisted, ` +
        `${localeText(Math.round(s.universe.averageRated))} rated in an average month, point in time (a figure counts only from its filing date).`,
    },
    curves: b.curves,
    weights: s.weights,
    computedAt: run.computedAt.toISOString(),
  };
}

/**
 * Below this many rated companies a group's averages are not shown without Premium: the mean of
 * one company's grade is its grade, and of two it is nearly so (decision 019).
 */
export const MIN_DISCLOSED_GROUP = 5;

type GroupKind = "industry" | "sector";

const groupOf = (r: RatedCompanyRow, kind: GroupKind) =>
  kind === "industry"
    ? { id: r.industryId, slug: r.industrySlug, name: r.industryName }
    : { id: r.sectorId, slug: r.sectorSlug, name: r.sectorName };

/**
 * The rated companies whose ratings may go into an average a session without Premium sees:
 * those of industries with at least MIN_DISCLOSED_GROUP of them. A sector's averages are taken
 * over these alone, so that the sector's figures less its shown industries' figures never
 * single out the companies of a small industry.
 */
function disclosedRows(rows: readonly RatedCompanyRow[]): RatedCompanyRow[] {
  const rated = rows.filter((r) => r.score !== null && r.grade !== null);
  const perIndustry = new Map<number, number>();
  for (const r of rated)
    if (r.industryId !== null) perIndustry.set(r.industryId, (perIndustry.get(r.industryId) ?? 0) + 1);
  return rated.filter((r) => r.industryId !== null && (perIndustry.get(r.industryId) ?? 0) >= MIN_DISCLOSED_GROUP);
}

/**
 * Groups ranked by the mean overall score of their rated companies (best first). Without
 * Premium (`locked`) only disclosed companies count, a group's averages and rank are shown only
 * when at least MIN_DISCLOSED_GROUP of them make it up, and the groups without them follow by
 * name: nothing in the answer, not even the order, depends on a rating that is not in an
 * average of enough companies.
 */
export function rankGroups(rows: readonly RatedCompanyRow[], kind: GroupKind, locked = false): GroupRank[] {
  const groups = new Map<
    number,
    {
      id: number;
      slug: string;
      name: string;
      parent: { name: string; url: string } | null;
      rated: number;
      scores: number[];
      grades: number[];
    }
  >();
  const counted = new Set(locked ? disclosedRows(rows) : rows);
  for (const r of rows) {
    const { id, slug, name } = groupOf(r, kind);
    if (id === null || !slug || !name || r.score === null || r.grade === null) continue;
    let g = groups.get(id);
    if (!g) {
      const parent =
        kind === "industry" && r.sectorSlug && r.sectorName
          ? { name: r.sectorName, url: paths.sector(r.sectorSlug) }
          : null;
      groups.set(id, (g = { id, slug, name, parent, rated: 0, scores: [], grades: [] }));
    }
    g.rated++;
    if (!counted.has(r)) continue;
    g.scores.push(r.score);
    g.grades.push(chartValue(r.grade));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const shown = (g: { scores: number[] }) => g.scores.length >= (locked ? MIN_DISCLOSED_GROUP : 1);
  const all = [...groups.values()].map((g) => ({ ...g, sortKey: shown(g) ? mean(g.scores) : null }));
  const ranked = all
    .filter((g) => g.sortKey !== null)
    .sort((a, b) => b.sortKey! - a.sortKey! || a.name.localeCompare(b.name));
  const unranked = all.filter((g) => g.sortKey === null).sort((a, b) => a.name.localeCompare(b.name));
  return [...ranked, ...unranked].map((g, i) => ({
    id: g.id,
    rank: g.sortKey === null ? null : i + 1,
    slug: g.slug,
    name: g.name,
    url: kind === "industry" ? paths.industry(g.slug) : paths.sector(g.slug),
    parent: g.parent,
    companies: g.rated,
    averageScore: g.sortKey === null ? null : Math.round(g.sortKey) / 10,
    averageGrade: g.sortKey === null ? null : gradeOfChartValue(mean(g.grades)),
  }));
}

/** Without Premium, a group's companies by market cap (a free figure), not by their rating. */
function freeOrder(rows: readonly RatedCompanyRow[]): RatedCompanyRow[] {
  return [...rows].sort(
    (a, b) => (b.marketCap ?? -Infinity) - (a.marketCap ?? -Infinity) || a.name.localeCompare(b.name) || a.id - b.id,
  );
}

export function presentGroupPage(
  kind: GroupKind,
  group: GroupRank,
  children: GroupRank[],
  rows: readonly RatedCompanyRow[],
  locked: boolean,
  page = 1,
): GroupPage {
  // One page of the table (a 1,000-company sector's page was 1.5 MB): ordered over
  // all the members, then cut, so page 2 follows page 1; a page past the end shows the last.
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const ordered = locked ? freeOrder(rows) : rows;
  return {
    kind,
    locked,
    group,
    children,
    total: rows.length,
    page: current,
    pageSize: PAGE_SIZE,
    companies: ordered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((r) => ({
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
