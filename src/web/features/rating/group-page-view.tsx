import type { ReactNode } from "react";
import { Link } from "react-router";
import type { GroupPage } from "../../../domain/contracts/rating";
import { paths } from "../../../domain/paths";
import { PageSection } from "../../components/ui/page-section";
import { GradeBadge, LockedGrade } from "./grade-badge";
import { GroupCompaniesPagination, GroupCompaniesTable, GroupRankingTable } from "./group-tables";
import { PremiumInvitation } from "../../components/ui/premium-offer";
import { formatRatingScore, recommendationOf } from "./rating-format";
import { KIND_NAMES } from "./kind-names";

// /industries/{slug} and /sectors/{slug}: the group with its rank, a sector's industries, the
// group's companies ranked by Zen Rating (grades locked without Premium), and the screener of
// the group's companies, whose screen is the page's query string. The screener comes in as the
// `screener` slot, put there by the route: features do not import each other.

interface Props {
  page: GroupPage;
  screener: ReactNode;
}

export function GroupPageView({ page, screener }: Props) {
  const { group, kind, children, companies, locked } = page;
  const kindName = KIND_NAMES[kind];
  return (
    <div className="space-y-6">
      <div className="border-b border-slate-200 pb-4">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
          <ol className="flex flex-wrap items-center gap-x-2">
            <li>
              <Link
                to={kind === "industry" ? paths.industries() : paths.sectors()}
                className="text-emerald-800 underline hover:text-emerald-900"
              >
                {kind === "industry" ? "Industry Rank" : "Sectors"}
              </Link>
            </li>
            {group.parent ? (
              <>
                <li aria-hidden="true">/</li>
                <li>
                  <Link to={group.parent.url} className="text-emerald-800 underline hover:text-emerald-900">
                    {group.parent.name}
                  </Link>
                </li>
              </>
            ) : null}
          </ol>
        </nav>
        <p className="mt-3 text-sm font-semibold uppercase tracking-wide text-emerald-800">{kindName.title}</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{group.name}</h1>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3" data-testid="group-summary">
          <div>
            <dt className="text-xs text-slate-600">Rank among {kindName.many}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="group-rank">
              {group.rank === null ? <LockedGrade /> : `#${group.rank}`}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Average grade</dt>
            <dd className="mt-1 flex items-center gap-2 font-semibold">
              {group.averageGrade === null ? (
                <LockedGrade />
              ) : (
                <>
                  <GradeBadge grade={group.averageGrade} /> {recommendationOf(group.averageGrade)}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Average score</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {group.averageScore === null ? (
                <LockedGrade />
              ) : (
                <>
                  {formatRatingScore(group.averageScore)}
                  <span className="text-sm font-normal text-slate-600"> out of 10</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Companies</dt>
            <dd className="text-2xl font-bold tabular-nums">{group.companies}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          {kind === "industry" ? "Industries" : "Sectors"} are ranked by the average Zen Rating score of their companies
          {locked ? "; without Premium, only groups of at least five rated companies show their averages" : ""}.{" "}
          <Link to={paths.zenRatings()} className="font-medium text-emerald-800 underline hover:text-emerald-900">
            How Zen Ratings work
          </Link>
        </p>
      </div>

      {kind === "sector" ? (
        <PageSection title={`Industries in ${group.name}`}>
          {children.length === 0 ? (
            <p className="mt-3 text-slate-700">No industry of this sector has rated companies.</p>
          ) : (
            <GroupRankingTable
              kind="industry"
              groups={children}
              showParent={false}
              rankHeading="Industry rank"
              label={`Industries of the ${group.name} sector by Industry Rank`}
            />
          )}
        </PageSection>
      ) : null}

      <PageSection title={locked ? "Companies by market cap" : "Companies ranked by Zen Rating"}>
        {locked ? (
          <PremiumInvitation
            className="mt-3"
            text={`The Zen Rating of each ${group.name} company is for Premium members; with Premium the list is ranked by it.`}
            modal="zen-rating"
            linkText="Unlock the Zen Rating with Premium"
          />
        ) : null}
        {companies.length === 0 ? (
          <p className="mt-3 text-slate-700">No company of this {kindName.one} has a Zen Rating.</p>
        ) : (
          <>
            <GroupCompaniesTable
              page={page}
              label={`Companies of the ${group.name} ${kindName.one} ${locked ? "by market cap" : "ranked by Zen Rating"}`}
            />
            <GroupCompaniesPagination page={page} />
          </>
        )}
      </PageSection>

      {screener}
    </div>
  );
}
