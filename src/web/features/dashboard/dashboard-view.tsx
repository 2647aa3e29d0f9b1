import type { ReactNode } from "react";
import { Link } from "react-router";
import type {
  Dashboard,
  DashboardSavedScreener,
  DashboardScreenEntries,
  DashboardWatchlist,
} from "../../../domain/contracts/dashboard";
import { paths } from "../../../domain/paths";
import { universeWords } from "../../../domain/screener/universe-words";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSection } from "../../components/ui/page-section";
import { PremiumInvitation } from "../../components/ui/premium-offer";
import { cn } from "../../lib/cn";
import { formatInteger, formatMoney, formatPercentChange } from "../../lib/format";

// /users/dashboard, the signed-in home: watchlists with the day's biggest moves, saved
// screeners with today's counts and recent entries, and a Premium prompt for free members. Followed analysts' calls
// and next events are parts other features bring: the route passes them in as slots, and a
// slot left empty shows nothing (no placeholder data).

export interface DashboardSlots {
  /** Next events of the watched companies (the events issue). */
  events?: ReactNode;
  /** Followed analysts' latest calls (the analysts issue). */
  analysts?: ReactNode;
}

const linkClass = "font-medium text-emerald-800 underline hover:text-emerald-900";

/** The screener's percent (1.5 for +1.5%), signed. */
function Change({ value }: { value: number | null }) {
  if (value === null) return <span>–</span>;
  // The sign is in the text; the colour only repeats it.
  return (
    <span className={cn(value > 0 && "text-emerald-800", value < 0 && "text-red-700")}>
      {formatPercentChange(value / 100, 2)}
    </span>
  );
}

function WatchlistMoves({ item }: { item: DashboardWatchlist }) {
  const { watchlist, moves, size } = item;
  return (
    <PageSection
      title={watchlist.name}
      aside={
        <span>
          {formatInteger(size)} {size === 1 ? "company" : "companies"}
        </span>
      }
    >
      {moves.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No companies yet. Use Watch on a company page or add rows from the{" "}
          <Link to={paths.stockScreener()} className={linkClass}>
            Stock Screener
          </Link>
          .
        </p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{watchlist.name}: today&apos;s biggest moves first</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                Company
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Price
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Day change
              </th>
            </tr>
          </thead>
          <tbody>
            {moves.map((m) => (
              <tr key={m.id} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <Link to={m.url} className={linkClass}>
                    {m.ticker}
                  </Link>{" "}
                  <span className="text-slate-700">{m.name}</span>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{m.price === null ? "–" : formatMoney(m.price)}</td>
                <td className="py-2 text-right tabular-nums">
                  <Change value={m.change} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        <Link to={watchlist.url} className={linkClass}>
          Open {watchlist.name}
        </Link>
        {size > 0 ? (
          <Link to={item.screenerUrl} className={linkClass}>
            Open in screener
          </Link>
        ) : null}
      </p>
    </PageSection>
  );
}

/** The companies that entered a saved screen since the record before (decision 025). */
function Entries({ entries }: { entries: DashboardScreenEntries }) {
  const { companies, total, since } = entries;
  if (total === 0) return <p className="mt-1 text-sm text-slate-700">No new entries since {since}.</p>;
  return (
    <p className="mt-1 text-sm text-slate-700">
      New since {since}:{" "}
      {companies.map((c, i) => (
        <span key={c.id}>
          {i > 0 ? ", " : null}
          <Link to={c.url} className={linkClass} title={c.name}>
            {c.ticker}
          </Link>
        </span>
      ))}
      {total > companies.length ? ` and ${formatInteger(total - companies.length)} more` : null}
    </p>
  );
}

function SavedScreeners({ screens }: { screens: DashboardSavedScreener[] }) {
  return (
    <PageSection title="Saved screeners">
      {screens.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No saved screens yet. Build one in the{" "}
          <Link to={paths.stockScreener()} className={linkClass}>
            Stock Screener
          </Link>{" "}
          and save it.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {screens.map((s) => (
            <li key={s.id} className="py-2">
              <div className="flex items-baseline justify-between gap-4">
                <Link to={s.url} className={linkClass}>
                  {s.name ?? "Untitled screen"}
                </Link>
                <span className="text-sm text-slate-700">
                  {s.universe?.name === null
                    ? "No longer runs"
                    : s.count === null
                      ? "Needs Premium"
                      : `${formatInteger(s.count)} ${s.count === 1 ? "company" : "companies"}`}
                </span>
              </div>
              {s.universe || s.filterWords.length > 0 ? (
                <p className="mt-0.5 text-sm text-slate-700">
                  {[universeWords(s.universe), ...s.filterWords].filter(Boolean).join(" · ")}
                </p>
              ) : null}
              {s.entries ? <Entries entries={s.entries} /> : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to={paths.savedScreeners()} className={linkClass}>
          All saved screeners
        </Link>
      </p>
    </PageSection>
  );
}

export function DashboardView({ dashboard, slots = {} }: { dashboard: Dashboard; slots?: DashboardSlots }) {
  return (
    <div>
      <h1 className="text-3xl font-bold">Dashboard</h1>
      {dashboard.companyCount === 0 ? (
        <EmptyState title="Your watchlists are empty" className="mt-6">
          <p>Pick a few companies to follow and see their moves here every day.</p>
          <p className="mt-3">
            <Link to={paths.onboarding(true)} className={linkClass}>
              Pick your first companies
            </Link>
          </p>
        </EmptyState>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          {dashboard.watchlists.map((item) => (
            <WatchlistMoves key={item.watchlist.id} item={item} />
          ))}
          {slots.events ?? null}
        </div>
        <div className="grid content-start gap-6">
          {dashboard.hasPremium ? null : (
            <PremiumInvitation
              text="Premium members see every company's Zen Rating and due-diligence checks. Full access requires Premium."
              modal="zen-rating"
              linkText="Unlock the Zen Rating with Premium"
            />
          )}
          <SavedScreeners screens={dashboard.savedScreeners} />
          {slots.analysts ?? null}
        </div>
      </div>
    </div>
  );
}
