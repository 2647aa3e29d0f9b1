import { Link } from "react-router";
import type { DashboardEvents } from "../../../domain/contracts/dashboard";
import { PageSection } from "../../components/ui/page-section";
import { EventBadge } from "./events-timeline";

// The dashboard's "next events" (decision 025): the watched companies' next earnings
// and ex-dividend dates, soonest first, and their latest market events. The server has already
// removed what the member may not see (Premium-only kinds), so nothing here decides that.

const linkClass = "font-medium text-emerald-800 underline hover:text-emerald-900";
const UPCOMING = { earnings: "Earnings", ex_dividend: "Ex-dividend" } as const;

export function NextEvents({ events }: { events: DashboardEvents }) {
  const { upcoming, latest } = events;
  return (
    <PageSection title="Next events">
      {upcoming.length === 0 ? (
        <p className="mt-3 text-slate-700">No dated earnings or ex-dividend dates ahead for your companies.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Upcoming dates">
          {upcoming.map((e) => (
            <li key={`${e.companyId}-${e.kind}`} className="flex flex-wrap items-baseline gap-3 py-2 text-sm">
              <time dateTime={e.date} className="w-24 font-semibold tabular-nums text-slate-700">
                {e.date}
              </time>
              <span>{UPCOMING[e.kind]}</span>
              <Link to={e.url} className={linkClass}>
                {e.ticker}
              </Link>
              <span className="text-slate-700">{e.name}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 font-semibold">Latest events</h3>
      {latest.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No events for your companies yet.</p>
      ) : (
        <ul className="mt-2 space-y-1" aria-label="Latest events">
          {latest.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2 text-sm">
              <time dateTime={e.date} className="tabular-nums text-slate-700">
                {e.date}
              </time>
              <EventBadge kind={e.kind} />
              <Link to={e.url} className={linkClass}>
                {e.headline}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
