import type { AnalystProfile, AnalystsPage } from "../../../domain/contracts/analysts";
import type { PageMeta } from "../../lib/page-meta";
import { rate } from "./analyst-format";
import { localeText } from "../../../domain/number-text";

// The <title> and description of the analyst pages, from what the page shows.

export function analystsMeta(page: AnalystsPage): PageMeta {
  return {
    title: "Top Analysts: analysts ranked by their track record | OpenZen",
    description: `${localeText(page.rankedCount)} analysts ranked by how their buy and sell calls turned out over the following ${page.method.horizonMonths} months, with the method shown.`,
  };
}

export function analystMeta(profile: AnalystProfile): PageMeta {
  const a = profile.analyst;
  const rank = profile.ranks.overall
    ? `ranked #${profile.ranks.overall.rank} of ${profile.ranks.overall.of}`
    : "not ranked yet";
  return {
    title: `${a.name} (${a.firm.name}): track record and ratings | OpenZen`,
    description: `${a.name} of ${a.firm.name}, ${rank}: success rate ${rate(a.successRate)} over ${a.calls} judged calls.`,
  };
}
