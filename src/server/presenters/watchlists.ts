import type { WatchlistCompanyRecord, WatchlistRecord } from "../../db/repositories/watchlists";
import type { Watchlist, WatchlistColumn, WatchlistRow, WatchlistTable } from "../../domain/contracts/watchlists";
import { paths } from "../../domain/paths";
import { columnByKey } from "../../domain/screener/columns";
import type { ScreenerColumnView } from "../../domain/screener/contract";
import { COMPANY_FILTER_KEY } from "../../domain/screener/filters";
import type { ScreenerSnapshot } from "../../domain/screener/snapshot";
import { columnSetById, WATCHLIST_COLUMN_SETS } from "../../domain/watchlists/column-sets";
import type { ScreenerAccess } from "../policies/screener";
import { cellValue } from "../screener/cells";
import { columnView } from "../screener/present-screen";
import { csvCell } from "../screener/screen-csv";

// Watchlist answers (spec 3): the watchlist itself, and its table, whose figures come from the
// screener's in-memory snapshot through the screener's own policy: a locked column is sent with
// no value at all, so a free member's answer and CSV carry no Premium figure.

export function presentWatchlist(record: WatchlistRecord): Watchlist {
  return {
    id: record.id,
    name: record.name,
    url: paths.watchlist(record.id),
    companies: record.companyIds,
    subscribed: record.subscribed,
    subscriptionFrequency: record.subscriptionFrequency,
    hidden: record.hidden,
  };
}

/** The screener's address for exactly these companies: its company filter (spec 2.3). */
export function screenerUrlFor(companyIds: readonly number[]): string {
  return paths.stockScreener(companyIds.length ? `f[${COMPANY_FILTER_KEY}]=${companyIds.join(",")}` : undefined);
}

function columnsOf(setId: string | undefined, access: ScreenerAccess): ScreenerColumnView[] {
  return columnSetById(setId).columns.flatMap((key) => {
    const column = columnByKey(key);
    return column ? [columnView(column, access)] : [];
  });
}

const columnOut = (view: ScreenerColumnView): WatchlistColumn => ({
  key: view.key,
  name: view.name,
  ...(view.shortName ? { shortName: view.shortName } : {}),
  type: view.type,
  locked: view.locked,
});

function cellsOf(snapshot: ScreenerSnapshot, columns: ScreenerColumnView[], companyId: number) {
  const row = snapshot.rowOf(companyId);
  const cells: WatchlistRow["cells"] = {};
  for (const column of columns) {
    // Locked values are never read; a company the snapshot lacks (delisted) has none.
    cells[column.key] = column.locked || row === undefined ? null : cellValue(snapshot, column, row);
  }
  return cells;
}

export function presentWatchlistTable(
  record: WatchlistRecord,
  companies: WatchlistCompanyRecord[],
  snapshot: ScreenerSnapshot,
  access: ScreenerAccess,
  setId: string | undefined,
): WatchlistTable {
  const columns = columnsOf(setId, access);
  return {
    watchlist: presentWatchlist(record),
    columns: columns.map(columnOut),
    columnSets: WATCHLIST_COLUMN_SETS.map((s) => ({ id: s.id, title: s.title, columns: [...s.columns] })),
    rows: companies.map((c) => ({
      id: c.companyId,
      ticker: c.ticker,
      exchange: c.exchange,
      name: c.name,
      url: paths.company(c),
      note: c.note,
      addedAt: c.addedAt.toISOString(),
      cells: cellsOf(snapshot, columns, c.companyId),
    })),
    screenerUrl: screenerUrlFor(record.companyIds),
  };
}

/** The table as CSV: the set's unlocked columns, then the owner's note. */
export function watchlistCsv(table: WatchlistTable): string {
  const columns = table.columns.filter((c) => !c.locked);
  const lines = [[...columns.map((c) => csvCell(c.name)), "Note"].join(",")];
  for (const row of table.rows) {
    const values = columns.map((c) => {
      if (c.key === "ticker") return csvCell(row.ticker);
      if (c.key === "name") return csvCell(row.name);
      return csvCell(row.cells[c.key] ?? null);
    });
    lines.push([...values, csvCell(row.note)].join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
