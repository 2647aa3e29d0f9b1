import type { Kysely } from "kysely";
import type { SessionUser } from "../../../db/repositories/sessions";
import { isOnboarded } from "../../../db/repositories/onboarding";
import { listSavedScreeners, type SavedScreenerRow } from "../../../db/repositories/saved-screeners";
import { listWatchlistCompanies, listWatchlists, type WatchlistRecord } from "../../../db/repositories/watchlists";
import type { DB } from "../../../db/schema";
import { listEvents } from "../../../db/repositories/market-events";
import {
  DASHBOARD_ENTRIES,
  DASHBOARD_EVENTS,
  DASHBOARD_MOVES,
  type Dashboard,
  type DashboardEntry,
  type DashboardEvents,
  type DashboardMove,
  type DashboardUpcomingEvent,
  type DashboardSavedScreener,
  type DashboardWatchlist,
} from "../../../domain/contracts/dashboard";
import { POPULAR_COMPANIES, type OnboardingPage } from "../../../domain/contracts/onboarding";
import type { ScreenerSnapshot } from "../../../domain/screener/snapshot";
import { WATCHLIST_SET_ID } from "../../../domain/watchlists/column-sets";
import { entitlementsFor, type Entitlements } from "../../policies/entitlements";
import { presentMarketEvent } from "../../presenters/market-events";
import { hiddenEventKinds } from "../../services/watchlists/watchlist-events";
import { screenEntries } from "../../services/saved-screeners/screen-entries";
import { paths } from "../../../domain/paths";
import type { ScreenerAccess } from "../../policies/screener";
import { popularCompanies } from "../../presenters/onboarding";
import { presentWatchlist, presentWatchlistTable } from "../../presenters/watchlists";
import {
  presentSavedScreener,
  savedScreenCount,
  savedScreenFilters,
  savedScreenLists,
  savedScreenWords,
  type SavedScreenLists,
} from "../../screener/present-saved";
import type { LiveScreener } from "../../screener/live-screener";

// The signed-in home and the onboarding page (decision 025). The day's moves are the
// watchlist table's own cells (the same presenter and the screener's policy as
// GET /api/users/watchlists/{id}); a saved screener's count is the screener engine's count of
// its filters, as GET /api/screener/companies/count answers it. The next events are the same
// table's next earnings and ex-dividend dates (so the screener's policy decides them too) and the
// latest market events through the reader GET /api/users/watchlists/{id}/events uses, with the
// same Premium-only kinds removed.

const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

type TableRow = ReturnType<typeof presentWatchlistTable>["rows"][number];

async function watchlistMoves(
  db: Kysely<DB>,
  record: WatchlistRecord,
  snapshot: ScreenerSnapshot,
  access: ScreenerAccess,
): Promise<{ item: DashboardWatchlist; rows: TableRow[] }> {
  const companies = record.companyIds.length ? await listWatchlistCompanies(db, record.id) : [];
  const table = presentWatchlistTable(record, companies, snapshot, access, WATCHLIST_SET_ID);
  const moves: DashboardMove[] = table.rows.map((row) => ({
    id: row.id,
    ticker: row.ticker,
    name: row.name,
    url: row.url,
    price: num(row.cells.price),
    change: num(row.cells.chg1d),
  }));
  // Biggest movers first, either way; a company without a change (delisted) goes last.
  moves.sort((a, b) => Math.abs(b.change ?? -1) - Math.abs(a.change ?? -1) || a.ticker.localeCompare(b.ticker));
  return {
    item: {
      watchlist: table.watchlist,
      moves: moves.slice(0, DASHBOARD_MOVES),
      size: companies.length,
      screenerUrl: table.screenerUrl,
    },
    rows: table.rows,
  };
}

const UPCOMING_COLUMNS = [
  ["ned", "earnings"],
  ["exd", "ex_dividend"],
] as const;

/** Dated events ahead of the watched companies, soonest first, and the latest market events. */
async function nextEvents(
  db: Kysely<DB>,
  rows: TableRow[],
  asOf: string | null,
  access: Entitlements,
): Promise<DashboardEvents> {
  const seen = new Set<number>();
  const upcoming: DashboardUpcomingEvent[] = [];
  for (const row of rows) {
    // A company on two watchlists is one company.
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    for (const [column, kind] of UPCOMING_COLUMNS) {
      const date = row.cells[column];
      // A date before the market date is a stale estimate, not a next event.
      if (typeof date === "string" && (asOf === null || date >= asOf))
        upcoming.push({ companyId: row.id, ticker: row.ticker, name: row.name, url: row.url, kind, date });
    }
  }
  upcoming.sort((a, b) => a.date.localeCompare(b.date) || a.ticker.localeCompare(b.ticker));
  const latest = await listEvents(
    db,
    { companyIds: [...seen], withoutKinds: hiddenEventKinds(access) },
    DASHBOARD_EVENTS.latest,
  );
  return {
    upcoming: upcoming.slice(0, DASHBOARD_EVENTS.upcoming),
    latest: latest.map((e) => presentMarketEvent(e, access)),
  };
}

function savedWithCount(
  row: SavedScreenerRow,
  snapshot: ScreenerSnapshot,
  access: ScreenerAccess,
  lists: SavedScreenLists,
) {
  const saved = presentSavedScreener(row, lists);
  const filters = savedScreenFilters(row, lists);
  const count = savedScreenCount(filters, snapshot, access);
  return {
    id: saved.id,
    name: saved.name,
    url: saved.url,
    universe: saved.universe,
    count,
    filterWords: savedScreenWords(row.filters),
    filters,
  };
}

/**
 * Saved screens with their counts and recent entries. Entries only where there is a count: a
 * screen with a filter the member may no longer use shows neither (either would tell what it selects).
 */
async function savedScreeners(
  db: Kysely<DB>,
  userId: number,
  rows: SavedScreenerRow[],
  snapshot: ScreenerSnapshot,
  access: ScreenerAccess,
): Promise<DashboardSavedScreener[]> {
  const lists = await savedScreenLists(db, userId, rows);
  const counted = rows.map((row) => ({ row, ...savedWithCount(row, snapshot, access, lists) }));
  // A screen over a member's list is recorded as it ran (within the list as it was then), so a
  // company added to the list that passes the filters is an entry too.
  const allowed = counted.flatMap((s) =>
    s.count !== null && s.filters !== null ? [{ id: s.id, filters: s.filters }] : [],
  );
  const records = await screenEntries(db, snapshot, allowed);
  // The largest companies first: the snapshot's rows are in market-cap order.
  const byRow = (a: number, b: number) => (snapshot.rowOf(a) ?? Infinity) - (snapshot.rowOf(b) ?? Infinity);
  const shown = new Map<number, number[]>();
  for (const [id, r] of records) if (r.since) shown.set(id, [...r.entered].sort(byRow).slice(0, DASHBOARD_ENTRIES));
  const ids = [...new Set([...shown.values()].flat())];
  const companies = ids.length
    ? await db.selectFrom("companies").select(["id", "ticker", "exchange", "name"]).where("id", "in", ids).execute()
    : [];
  const entry = new Map<number, DashboardEntry>(
    companies.map((c) => [c.id, { id: c.id, ticker: c.ticker, name: c.name, url: paths.company(c) }]),
  );
  return counted.map(({ row: _row, filters: _filters, ...s }) => {
    const r = records.get(s.id);
    const list = shown.get(s.id);
    return {
      ...s,
      entries:
        r?.since && list
          ? {
              since: r.since,
              asOf: r.asOf,
              companies: list.flatMap((id) => entry.get(id) ?? []),
              total: r.entered.length,
            }
          : null,
    };
  });
}

export interface DashboardPagesReader {
  /** The dashboard, or null for guests. */
  dashboard(): Promise<Dashboard | null>;
  /** The onboarding page's data, or null for guests. */
  onboarding(): Promise<OnboardingPage | null>;
}

export function dashboardPagesReader(
  db: Kysely<DB>,
  screener: LiveScreener,
  user: SessionUser | undefined,
  hasPremium: boolean,
): DashboardPagesReader {
  return {
    async dashboard() {
      if (!user) return null;
      const access = entitlementsFor(user.planTypes, user.everPremium);
      const snapshot = screener.snapshot;
      const [records, saved] = await Promise.all([
        listWatchlists(db, user.userId),
        listSavedScreeners(db, user.userId),
      ]);
      const watchlists: DashboardWatchlist[] = [];
      const rows: TableRow[] = [];
      // One after another: a member has at most 50 watchlists, and a page takes one connection.
      for (const record of records.filter((r) => !r.hidden)) {
        const read = await watchlistMoves(db, record, snapshot, access);
        watchlists.push(read.item);
        rows.push(...read.rows);
      }
      return {
        watchlists,
        events: await nextEvents(db, rows, snapshot.asOf, access),
        savedScreeners: await savedScreeners(db, user.userId, saved, snapshot, access),
        hasPremium,
        companyCount: new Set(records.flatMap((r) => r.companyIds)).size,
      };
    },
    async onboarding() {
      if (!user) return null;
      const [onboarded, records] = await Promise.all([isOnboarded(db, user.userId), listWatchlists(db, user.userId)]);
      return {
        onboarded,
        popular: popularCompanies(screener.snapshot, POPULAR_COMPANIES),
        watchlist: records[0] ? presentWatchlist(records[0]) : null,
      };
    },
  };
}
