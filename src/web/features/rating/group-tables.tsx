import { useLocation } from "react-router";
import { useInAppLinks } from "../../lib/in-app-links";
import { Pagination } from "../../components/ui/pagination";
import type { GroupPage, GroupRank } from "../../../domain/contracts/rating";
import { formatBigMoney, formatMoney } from "../../lib/format";
import { Figure } from "../../components/ui/not-available";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { carriedScreen, groupLink } from "./carry-screen";
import { GradeWithRecommendation, LockedGrade } from "./grade-badge";
import { formatRatingScore } from "./rating-format";
import { KIND_NAMES } from "./kind-names";

// The Industry Rank tables: industries or sectors ranked by the average Zen Rating of their
// companies (public; on the ranking pages their links carry the address's screen on), and the
// companies of one group ranked by rating, whose grades are locked without Premium.

const linkClass = "font-medium text-emerald-800 underline hover:text-emerald-900";

interface RankingProps {
  kind: "industry" | "sector";
  groups: GroupRank[];
  label: string;
  /** The sector column of industries (left out inside a sector's page). */
  showParent?: boolean;
  rankHeading?: string;
  /** The page's address (`?...`) whose screener parameters the group links carry on. */
  search?: string;
}

export function GroupRankingTable({
  kind,
  groups,
  label,
  showParent = kind === "industry",
  rankHeading = "Rank",
  search = "",
}: RankingProps) {
  const name = KIND_NAMES[kind].title;
  const screen = carriedScreen(search, kind);
  const parentScreen = carriedScreen(search, "sector");
  const followLink = useInAppLinks();
  return (
    <ScrollTable label={label} long>
      <ColumnHeads
        columns={[
          { label: rankHeading, numeric: true },
          name,
          showParent ? "Sector" : null,
          { label: "Companies", numeric: true },
          "Average grade",
          { label: "Average score", numeric: true },
        ]}
      />
      {/* Plain anchors, followed in the app by the rows' click handler (lib/in-app-links.ts). */}
      <tbody className="divide-y divide-slate-100" data-testid="group-rows" onClick={followLink}>
        {groups.map((g) => (
          <tr key={g.slug} data-rank={g.rank}>
            <td className={`${tdNumClass} font-semibold`}>{g.rank ?? "–"}</td>
            <th scope="row" className={`${tdClass} font-normal`}>
              <a href={groupLink(g.url, screen)} className={linkClass}>
                {g.name}
              </a>
            </th>
            {showParent ? (
              <td className={tdClass}>
                {g.parent ? (
                  <a
                    href={groupLink(g.parent.url, parentScreen)}
                    className="text-slate-800 underline hover:text-emerald-900"
                  >
                    {g.parent.name}
                  </a>
                ) : (
                  <Figure value={null} format={String} />
                )}
              </td>
            ) : null}
            <td className={tdNumClass}>{g.companies}</td>
            <td className={tdClass}>
              {g.averageGrade === null ? <LockedGrade /> : <GradeWithRecommendation grade={g.averageGrade} />}
            </td>
            <td className={tdNumClass}>{g.averageScore === null ? "–" : formatRatingScore(g.averageScore)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * The address of another page of the group's companies: the page's own query string (the
 * screen, which shares `p` with the embedded screener) with only `p` changed.
 */
export function groupPageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("p", String(page));
  else params.delete("p");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Numbered pages as plain links (the screener's pagination): they work before (or without) the JavaScript. */
export function GroupCompaniesPagination({ page }: { page: GroupPage }) {
  const { search } = useLocation();
  return (
    <Pagination
      page={page.page}
      pageSize={page.pageSize}
      total={page.total}
      hrefFor={(p) => groupPageHref(search, p)}
      label="Pages of companies"
      preventScrollReset
      className="mt-3"
    />
  );
}

export function GroupCompaniesTable({ page, label }: { page: GroupPage; label: string }) {
  const { companies, locked } = page;
  const offset = (page.page - 1) * page.pageSize;
  const followLink = useInAppLinks();
  return (
    <ScrollTable label={label} long>
      <ColumnHeads
        columns={[
          { label: "#", numeric: true },
          "Company",
          "Ticker",
          { label: "Price", numeric: true },
          { label: "Market cap", numeric: true },
          "Zen Rating",
          locked ? null : { label: "Score", numeric: true },
        ]}
      />
      <tbody className="divide-y divide-slate-100" data-testid="company-rows" onClick={followLink}>
        {companies.map((c, i) => (
          <tr key={c.id} data-company-id={c.id}>
            <td className={`${tdNumClass} text-slate-600`}>{offset + i + 1}</td>
            <th scope="row" className={`${tdClass} font-normal`}>
              <a href={c.url} className={linkClass}>
                {c.name}
              </a>
            </th>
            <td className={tdClass}>
              {c.ticker} <span className="text-xs text-slate-600">{c.exchange}</span>
            </td>
            <td className={tdNumClass}>
              <Figure value={c.price} format={formatMoney} />
            </td>
            <td className={tdNumClass}>
              <Figure value={c.marketCap} format={formatBigMoney} />
            </td>
            <td className={tdClass}>
              {locked ? (
                <LockedGrade />
              ) : c.grade ? (
                <GradeWithRecommendation grade={c.grade} />
              ) : (
                <span className="text-slate-600">Not rated</span>
              )}
            </td>
            {locked ? null : (
              <td className={tdNumClass}>
                <Figure value={c.score} format={formatRatingScore} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
