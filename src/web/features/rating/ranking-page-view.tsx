import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { GroupRanking } from "../../../domain/contracts/rating";
import { paths } from "../../../domain/paths";
import { formatDate } from "../../lib/format";
import { GroupRankingTable } from "./group-tables";
import { GRADE_INFO, GRADES } from "../../../domain/rating/grades";
import { KIND_NAMES } from "./kind-names";

const SCALE = GRADES.map((g) => `${g}=${GRADE_INFO[g].chartValue}`).join(", ");

// /industries and /sectors: every group ranked by the average Zen Rating of its companies; a
// screener query string in the address continues into the group a visitor opens.

export function RankingPageView({ ranking, title, other }: { ranking: GroupRanking; title: string; other: ReactNode }) {
  const kind = KIND_NAMES[ranking.kind];
  const { search } = useLocation();
  return (
    <div className="space-y-6">
      <div className="border-b border-slate-200 pb-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          Every {kind.one} ranked by the average Zen Rating score of its companies, on the 0 to 10 scale
          {ranking.asOf ? (
            <>
              {" "}
              as of <time dateTime={ranking.asOf}>{formatDate(ranking.asOf)}</time>
            </>
          ) : null}
          . The average grade is the grade nearest to the mean of the companies&apos; grades on the chart scale ({SCALE}
          ).
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {other}
          <Link to={paths.zenRatings()} className="font-medium text-emerald-800 underline hover:text-emerald-900">
            How Zen Ratings work
          </Link>
        </p>
      </div>
      {ranking.groups.length === 0 ? (
        <p className="text-slate-700" data-testid="ranking-empty">
          No {kind.one} has rated companies yet.
        </p>
      ) : (
        <GroupRankingTable
          kind={ranking.kind}
          groups={ranking.groups}
          search={search}
          label={`${kind.title === "Industry" ? "Industries" : "Sectors"} ranked by the average Zen Rating of their companies`}
        />
      )}
    </div>
  );
}
