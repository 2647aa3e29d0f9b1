import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AnalystCall, AnalystProfile } from "../../../domain/contracts/analysts";
import type { MarketLabel } from "../../../domain/contracts/market";
import { paths } from "../../../domain/paths";
import { Badge } from "../../components/ui/badge";
import { EmptyState } from "../../components/ui/empty-state";
import { PremiumInvitation } from "../../components/ui/premium-offer";
import { LineChart } from "../../components/ui/line-chart";
import { PageSection } from "../../components/ui/page-section";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { formatDate, formatMoney } from "../../lib/format";
import { change, NOT_YET, ordinalRank, rate } from "./analyst-format";
import { RATING_LABELS } from "../../lib/analyst-rating-labels";
import { localeText } from "../../../domain/number-text";

// /analysts/{id}: one analyst's record: score and ranks, the running sum of their calls' excess
// returns, success by year, current ratings with target and upside, every call with its outcome,
// and the sectors they cover.

interface Props {
  profile: AnalystProfile;
  market: MarketLabel;
  /** The follows feature's Follow control, composed by the route. */
  action?: ReactNode;
}

export function AnalystProfileView({ profile, market, action }: Props) {
  const a = profile.analyst;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm">
            <Link to={paths.analysts()} className="font-medium text-emerald-800 underline">
              Top Analysts
            </Link>
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            {a.name}
            {a.isTop ? (
              <Badge tone="good" className="ml-3 align-middle" data-testid="top-badge">
                Top {Math.round(profile.method.topShare * 100)}%
              </Badge>
            ) : null}
          </h1>
          <p className="mt-1 text-slate-700">
            {a.firm.name}
            {a.sector ? ` · mostly ${a.sector.name}` : ""}
            {profile.asOf ? (
              <>
                {" "}
                · record as of <time dateTime={profile.asOf}>{formatDate(profile.asOf)}</time>
              </>
            ) : null}
          </p>
          {market.source === "demo" ? (
            <p className="mt-1 text-sm text-amber-900">
              Simulated: an analyst of the generated demo market, not a real person.
            </p>
          ) : null}
        </div>
        {action ? <div>{action}</div> : null}
      </div>

      <ScoreSection profile={profile} />

      <PageSection title="Cumulative excess return of the calls">
        <p className="mt-2 text-sm text-slate-700">
          The running sum of each judged call&apos;s {profile.method.horizonMonths}-month return against its sector,
          signed by the call, in the order the calls were made.
        </p>
        {profile.cumulative.length === 0 ? (
          <p className="mt-3 text-slate-700">No call has been judged yet.</p>
        ) : (
          <LineChart
            title={`Cumulative excess return of ${a.name}'s calls`}
            points={profile.cumulative.map((p) => ({ label: p.date, value: p.cumulative }))}
            formatValue={(v) => change(v)}
            formatLabel={formatDate}
            labelHeading="Call date"
            valueHeading="Cumulative excess return"
          />
        )}
      </PageSection>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PageSection title="Success rate by year">
          {profile.byYear.length === 0 ? (
            <p className="mt-3 text-slate-700">No call has been judged yet.</p>
          ) : (
            <ScrollTable label="Success rate by year of the call">
              <ColumnHeads
                columns={[
                  "Year",
                  { label: "Judged calls", numeric: true },
                  { label: "Successes", numeric: true },
                  { label: "Success rate", numeric: true },
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {profile.byYear.map((y) => (
                  <tr key={y.year}>
                    <th scope="row" className={tdClass}>
                      {y.year}
                    </th>
                    <td className={tdNumClass}>{y.calls}</td>
                    <td className={tdNumClass}>{y.successes}</td>
                    <td className={tdNumClass}>{rate(y.successRate)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </PageSection>
        <PageSection title="Sectors covered">
          <ul className="mt-3 space-y-1 text-sm" data-testid="sectors-covered">
            {profile.sectors.map((s) => (
              <li key={s.name} className="flex justify-between gap-3">
                <span>
                  {s.slug ? (
                    <Link to={paths.sector(s.slug)} className="text-emerald-800 underline">
                      {s.name}
                    </Link>
                  ) : (
                    s.name
                  )}
                </span>
                <span className="tabular-nums text-slate-700">
                  {s.ratings} {s.ratings === 1 ? "rating" : "ratings"}, {s.calls} judged
                </span>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>

      <PageSection title="Current ratings" aside={`Latest rating of each stock from the last 12 months`}>
        {profile.premiumCallsFrom !== null ? (
          <PremiumInvitation
            className="mt-3"
            modal="top-analysts"
            text={`${a.name}'s ${localeText(profile.premiumCalls)} ${profile.premiumCalls === 1 ? "call" : "calls"} since ${formatDate(profile.premiumCallsFrom)} are Premium: the current calls are what the top analysts' consensus is made of.`}
            linkText="See the current ratings with Premium"
          />
        ) : profile.currentRatings.length === 0 ? (
          <p className="mt-3 text-slate-700">No current rating.</p>
        ) : (
          <ScrollTable label={`${a.name}'s current ratings`}>
            <ColumnHeads
              columns={[
                "Company",
                "Date",
                "Rating",
                { label: "Price target", numeric: true },
                { label: "Price", numeric: true },
                { label: "Upside", numeric: true },
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {profile.currentRatings.map((r) => (
                <tr key={r.company.url}>
                  <th scope="row" className={tdClass}>
                    <Link to={r.company.url} className="text-emerald-800 underline" title={r.company.name}>
                      {r.company.ticker}
                    </Link>{" "}
                    <span className="text-slate-700">{r.company.name}</span>
                  </th>
                  <td className={tdClass}>{formatDate(r.ratedOn)}</td>
                  <td className={tdClass}>{RATING_LABELS[r.rating]}</td>
                  <td className={tdNumClass}>{r.priceTarget === null ? NOT_YET : formatMoney(r.priceTarget)}</td>
                  <td className={tdNumClass}>{r.price === null ? NOT_YET : formatMoney(r.price)}</td>
                  <td className={tdNumClass}>{change(r.upside)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </PageSection>

      <PageSection
        title="Past calls and their outcomes"
        aside={
          (profile.pastCallsTotal > profile.pastCalls.length
            ? `The latest ${profile.pastCalls.length} of ${profile.pastCallsTotal}`
            : `${profile.pastCallsTotal} ${profile.pastCallsTotal === 1 ? "call" : "calls"}`) +
          (profile.premiumCallsFrom === null ? "" : ` made before ${formatDate(profile.premiumCallsFrom)}`)
        }
      >
        {profile.pastCalls.length === 0 ? (
          <EmptyState title="No calls yet" className="mt-3" />
        ) : (
          <PastCallsTable calls={profile.pastCalls} name={a.name} />
        )}
      </PageSection>
    </div>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: string; note?: string; testId?: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

function ScoreSection({ profile }: { profile: AnalystProfile }) {
  const a = profile.analyst;
  const { ranks, method } = profile;
  return (
    <PageSection title="Score and ranks">
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label="Score"
          value={change(a.score)}
          note={`Average × calls / (calls + ${method.shrinkage})`}
          testId="analyst-score"
        />
        <Figure label="Overall rank" value={ordinalRank(ranks.overall)} testId="rank-overall" />
        <Figure
          label={`Rank in ${a.sector?.name ?? "sector"}`}
          value={ordinalRank(ranks.sector)}
          testId="rank-sector"
        />
        <Figure label={`Rank at ${a.firm.name}`} value={ordinalRank(ranks.firm)} testId="rank-firm" />
        <Figure label="Success rate" value={rate(a.successRate)} />
        <Figure
          label="Average return per call"
          value={change(a.averageReturn)}
          note="Against the sector, signed by the call"
        />
        <Figure label="Price targets reached" value={rate(a.targetHitRate)} />
        <Figure label="Judged calls" value={localeText(a.calls)} note={`${localeText(a.ratings)} ratings in all`} />
      </dl>
      {ranks.overall === null ? (
        <p className="mt-3 text-sm text-slate-700">
          Ranked from {method.minCalls} judged calls; {a.name} has {a.calls}.
        </p>
      ) : null}
    </PageSection>
  );
}

function outcome(call: AnalystCall): string {
  if (call.rating === "hold") return "Hold (not judged)";
  if (call.success === null)
    return call.outcomeKnownOn ? `Pending until ${formatDate(call.outcomeKnownOn)}` : "Pending";
  return call.success ? "Success" : "Miss";
}

function PastCallsTable({ calls, name }: { calls: AnalystCall[]; name: string }) {
  return (
    <ScrollTable label={`${name}'s calls and how they turned out`}>
      <ColumnHeads
        columns={[
          "Date",
          "Company",
          "Rating",
          { label: "Target", numeric: true },
          { label: "Price then", numeric: true },
          { label: "12-month return", numeric: true },
          { label: "Against sector, signed", numeric: true },
          "Outcome",
          "Target reached",
        ]}
      />
      <tbody className="divide-y divide-slate-100" data-testid="past-calls">
        {calls.map((c, i) => (
          <tr key={i}>
            <td className={tdClass}>{formatDate(c.ratedOn)}</td>
            <th scope="row" className={tdClass}>
              <Link to={c.company.url} className="text-emerald-800 underline" title={c.company.name}>
                {c.company.ticker}
              </Link>
            </th>
            <td className={tdClass}>{RATING_LABELS[c.rating]}</td>
            <td className={tdNumClass}>{c.priceTarget === null ? NOT_YET : formatMoney(c.priceTarget)}</td>
            <td className={tdNumClass}>{c.priceAtCall === null ? NOT_YET : formatMoney(c.priceAtCall)}</td>
            <td className={tdNumClass}>{change(c.return12m)}</td>
            <td className={tdNumClass}>{change(c.callReturn)}</td>
            <td className={tdClass}>{outcome(c)}</td>
            <td className={tdClass}>{c.targetHit === null ? NOT_YET : c.targetHit ? "Yes" : "No"}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
