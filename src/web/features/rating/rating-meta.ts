import type { GroupPage, GroupRanking, ZenRatingsExplainer } from "../../../domain/contracts/rating";
import type { PageMeta } from "../../lib/page-meta";
import { formatDate, formatPeriod, formatRatingScore, formatReturn, recommendationOf } from "./rating-format";
import { KIND_NAMES } from "./kind-names";

// The <title> and description of the rating pages, written from the loader's data: the
// backtest's own figures, never the ones of the spec.

const SITE = "OpenZen";

/** "the simulated demo market" or "imported market data", as the backtest's data is named in sentences. */
export function dataName(source: "demo" | "import" | null): string {
  if (source === "demo") return "the simulated demo market";
  if (source === "import") return "imported market data";
  return "the loaded market data";
}

export function explainerMeta(e: ZenRatingsExplainer): PageMeta {
  const title = `Zen Ratings: Stock Grades A to F and Their Backtest · ${SITE}`;
  const components = e.components.map((c) => c.name).join(", ");
  const what = `The Zen Rating grades stocks from A (Strong Buy) to F (Strong Sell) from seven component ratings: ${components}.`;
  const a = e.grades.find((g) => g.grade === "A");
  const f = e.grades.find((g) => g.grade === "F");
  if (!e.available || !e.period || !a || a.annualReturn === null) return { title, description: what };
  const market =
    e.market.annualReturn !== null ? `, against ${formatReturn(e.market.annualReturn)} for the market` : "";
  const bottom = f && f.annualReturn !== null ? ` and F-rated stocks ${formatReturn(f.annualReturn)}` : "";
  return {
    title,
    description: `${what} In our backtest on ${dataName(e.universe.source)} (${formatPeriod(e.period)}), A-rated stocks returned ${formatReturn(a.annualReturn)} a year${bottom}${market}.`,
  };
}

export function rankingMeta(r: GroupRanking): PageMeta {
  const kind = KIND_NAMES[r.kind];
  const top = r.groups[0];
  const asOf = r.asOf ? ` as of ${formatDate(r.asOf)}` : "";
  return {
    title:
      r.kind === "industry"
        ? `Industry Rank: Industries Ranked by Zen Rating · ${SITE}`
        : `Sectors Ranked by Zen Rating · ${SITE}`,
    description:
      r.groups.length === 0
        ? `Every ${kind.one} ranked by the average Zen Rating of its companies.`
        : `${r.groups.length} ${r.groups.length === 1 ? kind.one : kind.many} ranked by the average Zen Rating of ${r.groups.length === 1 ? "its" : "their"} companies${asOf}.${top!.averageGrade === null ? "" : ` First: ${top!.name}, average grade ${top!.averageGrade} (${recommendationOf(top!.averageGrade)}).`}`,
  };
}

export function groupTitle(p: GroupPage): string {
  return p.kind === "industry" ? `${p.group.name} Industry` : `${p.group.name} Sector`;
}

export function groupMeta(p: GroupPage): PageMeta {
  const g = p.group;
  const kind = KIND_NAMES[p.kind];
  const parent = g.parent ? ` in the ${g.parent.name} sector` : "";
  const children =
    p.kind === "sector" && p.children.length > 0
      ? ` across ${p.children.length} ${p.children.length === 1 ? "industry" : "industries"}`
      : "";
  return {
    title: `${groupTitle(p)}: Stocks Ranked by Zen Rating · ${SITE}`,
    description: `The ${g.name} ${kind.one}${parent} ${g.rank === null ? "is" : `ranks #${g.rank}`} of the ${kind.many} by the average Zen Rating of its ${g.companies} ${
      g.companies === 1 ? "company" : "companies"
    }${children}${
      g.averageGrade === null || g.averageScore === null
        ? "."
        : `: average grade ${g.averageGrade} (${recommendationOf(g.averageGrade)}), average score ${formatRatingScore(g.averageScore)} out of 10.`
    }`,
  };
}
