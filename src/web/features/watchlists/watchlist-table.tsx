import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { WatchlistColumn, WatchlistRow, WatchlistTable as TableData } from "../../../domain/contracts/watchlists";
import { WATCHLIST_LIMITS } from "../../../domain/watchlists/limits";
import { api } from "../../../domain/paths";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { formatBigMoney, formatDate, formatInteger, formatMoney, formatPercent, formatRatio } from "../../lib/format";
import * as client from "./api/watchlists";
import { useWatchlists } from "./watchlists-provider";

// /users/watchlists/{id}: the watchlist's companies as a table, sorted in the browser (at most
// 500 rows), with the server's column sets, the owner's notes, a CSV export and the screener
// on exactly these companies. Locked columns arrive without values and say so.

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
  const { toggle } = useWatchlists();
  // Rows leave at once; a refused removal brings them back (the provider shows why).
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const visible = rows.filter((r) => !removing.has(r.id));
  async function remove(row: WatchlistRow) {
    setRemoving((s) => new Set(s).add(row.id));
    // Once removed it stays hidden: the revalidated loader no longer has it.
    if (await toggle(id, { id: row.id, exchange: row.exchange, ticker: row.ticker }, false)) return;
    setRemoving((s) => {
      const next = new Set(s);
      next.delete(row.id);
      return next;
    });
  }
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
          <Button variant="secondary" size="sm" asChild>
            <a href={api.watchlistExport(id, set)} download>
              Export CSV
            </a>
          </Button>
          <Button variant="secondary" size="sm" asChild>
            <Link to={table.screenerUrl}>Open in screener</Link>
          </Button>
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
            {visible.map((row) => (
              <tr key={row.id}>
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
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={removing.has(row.id)}
                    aria-label={`Remove ${row.ticker} from ${table.watchlist.name}`}
                    onClick={() => void remove(row)}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function NoteField({ watchlistId, row }: { watchlistId: number; row: WatchlistRow }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(row.note ?? "");
  return (
    <input
      aria-label={`Note on ${row.ticker}`}
      value={value}
      maxLength={WATCHLIST_LIMITS.noteLength}
      placeholder="Add a note"
      className="w-48 rounded border border-slate-300 bg-surface px-2 py-1"
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => {
        if (value === (row.note ?? "")) return;
        client
          .setNote(watchlistId, row.id, value)
          .then(() => revalidator.revalidate())
          .catch((e: unknown) => {
            setValue(row.note ?? "");
            toast(e instanceof Error ? e.message : "Unknown error has occured!", "error");
          });
      }}
    />
  );
}
