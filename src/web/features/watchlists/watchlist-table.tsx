import { useState } from "react";
import { Link } from "react-router";
import type { WatchlistColumn, WatchlistRow, WatchlistTable as TableData } from "../../../domain/contracts/watchlists";
import { WATCHLIST_LIMITS } from "../../../domain/watchlists/limits";
import { api } from "../../../domain/paths";
import { Button, buttonVariants } from "../../components/ui/button";
import { formatBigMoney, formatDate, formatInteger, formatMoney, formatPercent, formatRatio } from "../../lib/format";
import { watchFetcherKey, watchlistsForm } from "./watchlists-forms";
import { useWatchlists, useWatchlistsForm } from "./watchlists-provider";

// /users/watchlists/{id}: the watchlist's companies as a table, sorted in the browser (at most
// 500 rows), with the server's column sets, the owner's notes, a CSV export and the screener
// on exactly these companies. Locked columns arrive without values and say so. A removal and a
// note are watchlists forms (decision 067): a row leaves at once and comes back, with the
// server's message, when refused.

type Cell = WatchlistRow["cells"][string];

export function formatWatchlistCell(column: WatchlistColumn, value: Cell): string {
  if (value === null || value === undefined) return "–";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return column.type === "date" ? formatDate(value) : value;
  switch (column.type) {
    case "currency":
      return Math.abs(value) >= 1e6 ? formatBigMoney(value) : formatMoney(value);
    case "percentage":
      // The screener's snapshot holds percentages as percent (1.5 is +1.5%), not fractions.
      return formatPercent(value / 100, 2);
    case "integer":
    case "gauge":
      return formatInteger(value);
    default:
      return formatRatio(value);
  }
}

function compare(a: Cell, b: Cell): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

const cellOf = (row: WatchlistRow, key: string): Cell =>
  key === "ticker" ? row.ticker : key === "name" ? row.name : (row.cells[key] ?? null);

export function WatchlistTable({ table, set }: { table: TableData; set: string }) {
  const [sort, setSort] = useState<{ key: string; dir: 1 | -1 } | null>(null);
  const rows = sort
    ? [...table.rows].sort((a, b) => sort.dir * compare(cellOf(a, sort.key), cellOf(b, sort.key)))
    : table.rows;
  const id = table.watchlist.id;
  // A row is hidden once the store no longer holds it in this watchlist: a removal on its way
  // (from here or a Watch menu) shows at once, and the reloaded table no longer has it after. It
  // stays mounted meanwhile, so that a refusal brings it back with the server's message.
  const held = useWatchlists().state.watchlists[id]?.companies;
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Column sets" className="flex flex-wrap gap-1">
          {table.columnSets.map((s) => (
            <Link
              key={s.id}
              to={`?set=${s.id}`}
              aria-current={s.id === set ? "page" : undefined}
              className={`rounded-md px-3 py-1 text-sm ${s.id === set ? "bg-emerald-50 font-semibold text-emerald-900" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {s.title}
            </Link>
          ))}
        </nav>
        <div className="flex gap-2">
          <a
            href={api.watchlistExport(id, set)}
            download
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            Export CSV
          </a>
          <Link to={table.screenerUrl} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            Open in screener
          </Link>
        </div>
      </div>
      <div className="relative mt-4 overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">Companies of {table.watchlist.name}</caption>
          <thead className="bg-slate-50">
            <tr>
              {table.columns.map((c) => {
                const active = sort?.key === c.key;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className="px-3 py-2 text-left font-semibold whitespace-nowrap"
                    aria-sort={active ? (sort.dir === 1 ? "ascending" : "descending") : undefined}
                  >
                    <button
                      type="button"
                      className="hover:underline"
                      onClick={() =>
                        setSort(active && sort.dir === 1 ? { key: c.key, dir: -1 } : { key: c.key, dir: 1 })
                      }
                    >
                      {c.shortName ?? c.name}
                      {active ? (sort.dir === 1 ? " ▲" : " ▼") : ""}
                    </button>
                  </th>
                );
              })}
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Note
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.id} hidden={held ? !held.includes(row.id) : false}>
                {table.columns.map((c) => (
                  <td key={c.key} className="px-3 py-2 whitespace-nowrap">
                    {c.key === "ticker" ? (
                      <Link to={row.url} className="font-semibold text-emerald-800 hover:underline">
                        {row.ticker}
                      </Link>
                    ) : c.locked ? (
                      <span className="text-slate-600">Premium</span>
                    ) : (
                      formatWatchlistCell(c, cellOf(row, c.key))
                    )}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <NoteField watchlistId={id} row={row} />
                </td>
                <td className="px-3 py-2">
                  <RemoveButton watchlistId={id} watchlistName={table.watchlist.name} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function RemoveButton({
  watchlistId,
  watchlistName,
  row,
}: {
  watchlistId: number;
  watchlistName: string;
  row: WatchlistRow;
}) {
  // The Watch menu's fetcher of this company and watchlist: a click here replaces a tick there.
  const { send, busy } = useWatchlistsForm(watchFetcherKey(watchlistId, row.id));
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      aria-label={`Remove ${row.ticker} from ${watchlistName}`}
      onClick={() => send(watchlistsForm("unwatch", { watchlist_id: [watchlistId], company_id: row.id }))}
    >
      Remove
    </Button>
  );
}

function NoteField({ watchlistId, row }: { watchlistId: number; row: WatchlistRow }) {
  const [value, setValue] = useState(row.note ?? "");
  // A refused note goes back to the saved one (the store shows why).
  const { send } = useWatchlistsForm(undefined, ({ error }) => {
    if (error) setValue(row.note ?? "");
  });
  return (
    <input
      aria-label={`Note on ${row.ticker}`}
      value={value}
      maxLength={WATCHLIST_LIMITS.noteLength}
      placeholder="Add a note"
      className="w-48 rounded border border-slate-300 bg-surface px-2 py-1"
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => {
        if (value !== (row.note ?? ""))
          send(watchlistsForm("note", { watchlist_id: watchlistId, company_id: row.id, note: value }));
      }}
    />
  );
}
