import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ScreenerResponse } from "../../../domain/screener/contract";
import type { Screen } from "../../../domain/screener/screen";
import { upsellForScreenerItem } from "../../../domain/premium/upsells";
import { UpsellLink } from "../../components/ui/premium-offer";
import { LockIcon } from "../../components/ui/icons";
import { SortableHeader, SortArrow, stickyColumnClass } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { useInAppLinks } from "../../lib/in-app-links";
import { CellValue } from "./cell-value";
import { ColumnInfo } from "./column-info";
import { cardCellClass, cardRowClass, cardTableClass, isCardTitle, keyFigureIndexes } from "./phone-cards";
import { isNumericColumn } from "./format-cell";
import { withSort } from "./screen-url";
import type { CompanyRef } from "../../../domain/paths";

// Headers are dense (SortableHeader's `dense`): they wrap between words (the info button may go
// under the label), so a column is as wide as its longest word or its widest figure, not its
// whole name: the default tabs fit a 1,440 px screen (decision 037). Aligned to the bottom so the
// labels sit on one line with the figures.

/** A row's company as a reference, read from its link (/stocks/us/{exchange}/{ticker}). */
export function rowCompany(row: { id: number; url: string }): (CompanyRef & { id: number }) | null {
  const match = /\/stocks\/us\/([^/]+)\/([^/?#]+)/.exec(row.url);
  if (!match) return null;
  return {
    id: row.id,
    exchange: decodeURIComponent(match[1]!).toUpperCase(),
    ticker: decodeURIComponent(match[2]!).toUpperCase(),
  };
}

function actionFor(row: { id: number; url: string }, action: (company: CompanyRef & { id: number }) => ReactNode) {
  const company = rowCompany(row);
  return company ? action(company) : null;
}

/** Rows the visitor ticked, for an action on many companies at once (the page supplies it). */
export interface RowSelection {
  selected: ReadonlySet<number>;
  toggle(id: number, on: boolean): void;
}

// The page of rows: sortable column headers (links, so a sort is an address too), each row
// linking to the company page, locked columns and cells opening their upsell (spec 2.2).

export function ScreenerTable({
  data,
  missingReasons,
  screen,
  href,
  busy,
  selection,
  rowAction,
}: {
  data: ScreenerResponse;
  /** Why a column's cell is empty (the loader's, from the server). */
  missingReasons: Readonly<Record<string, string>>;
  screen: Screen;
  href: (query: string) => string;
  busy: boolean;
  selection?: RowSelection;
  rowAction?: (company: CompanyRef & { id: number }) => ReactNode;
}) {
  const sort = data.sort;
  const keyFigures = keyFigureIndexes(data.columns);
  // A cell's classes depend on its column only: merged once per column, not once per cell (a
  // page of 50 rows has some 750 cells, merged again as the page hydrates).
  const cellClasses = data.columns.map((c, i) =>
    cn(
      "whitespace-nowrap px-1.5 py-1.5 tabular-nums",
      isNumericColumn(c) ? "text-right" : "text-left",
      i === 0 && cn(stickyColumnClass, "group-hover:bg-slate-50"),
      cardCellClass(c, keyFigures.has(i)),
    ),
  );
  const titleLinkClasses = data.columns.map((c) =>
    cn(
      "font-medium text-emerald-800 hover:underline max-sm:max-w-full",
      // A long name wraps onto a second line rather than widen the table (its longest word is
      // the column's least width); past two it is cut, in full on hover.
      c.key === "name" ? "line-clamp-2 max-w-44 whitespace-normal" : "inline-block max-w-40 truncate align-bottom",
    ),
  );
  const rowClass = cn("group border-t border-slate-100 hover:bg-slate-50", cardRowClass);
  const followLink = useInAppLinks();
  // relative: the sr-only header texts are absolutely placed and would otherwise widen the page.
  // On phones the rows become cards (phone-cards.ts): CSS alone, the markup is the same table.
  return (
    <div
      className="render-when-near relative overflow-x-auto rounded-md border border-slate-200 max-sm:overflow-visible max-sm:border-0"
      data-testid="screener-table"
      onClick={followLink}
    >
      <table className={cn("min-w-full text-sm", cardTableClass)} aria-busy={busy}>
        <caption className="sr-only">Companies matching the screen, page {data.page}</caption>
        <thead>
          <tr>
            {data.columns.map((c, i) => {
              const sorted = sort.column === c.key ? (sort.direction === "asc" ? "asc" : "desc") : null;
              return (
                <SortableHeader key={c.key} sorted={sorted} numeric={isNumericColumn(c)} sticky={i === 0} dense>
                  {c.locked ? (
                    <UpsellLink
                      modal={upsellForScreenerItem(c)}
                      className="inline-flex min-h-6 items-center text-slate-700 underline decoration-dotted"
                      title={`${c.name}: Premium`}
                    >
                      {c.shortName ?? c.name}
                      <LockIcon label="Premium" className="ml-1 inline h-3.5 w-3.5 shrink-0" />
                    </UpsellLink>
                  ) : (
                    <Link
                      to={href(withSort(screen, c))}
                      // At least 24 px each way (WCAG 2.2's target size): "1D" sits beside its info button.
                      className="inline-flex min-h-6 min-w-6 items-center hover:underline"
                      title={`Sort by ${c.name}`}
                      preventScrollReset
                    >
                      {c.shortName ?? c.name}
                      <SortArrow sorted={sorted} />
                    </Link>
                  )}{" "}
                  <ColumnInfo columnKey={c.key} name={c.name} />
                </SortableHeader>
              );
            })}
            {rowAction ? (
              <th scope="col" className="px-1.5">
                <span className="sr-only">Watch</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <ScreenerRow
              key={row.id}
              row={row}
              columns={data.columns}
              className={rowClass}
              cellClasses={cellClasses}
              titleLinkClasses={titleLinkClasses}
              missingReasons={missingReasons}
              selection={selection}
              rowAction={rowAction}
            />
          ))}
          {data.rows.length === 0 ? (
            <tr>
              <td colSpan={data.columns.length + (rowAction ? 1 : 0)} className="px-3 py-8 text-center text-slate-600">
                {data.total === 0
                  ? "No company matches this screen. Remove a filter to see more."
                  : "This page is past the end of the screen."}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One row, a component of its own: React may stop between rows as the page hydrates (a task
 * per few rows, not one for the whole table) instead of building every cell in one call.
 */
function ScreenerRow({
  row,
  columns,
  className,
  cellClasses,
  titleLinkClasses,
  missingReasons,
  selection,
  rowAction,
}: {
  row: ScreenerResponse["rows"][number];
  columns: ScreenerResponse["columns"];
  className: string;
  cellClasses: readonly string[];
  titleLinkClasses: readonly string[];
  missingReasons: Readonly<Record<string, string>>;
  selection?: RowSelection;
  rowAction?: (company: CompanyRef & { id: number }) => ReactNode;
}) {
  return (
    <tr className={className} data-testid="screener-row">
      {columns.map((c, i) => {
        const value = row.values[c.key];
        const text = c.locked ? (
          <LockIcon label="Locked" className="inline h-4 w-4" />
        ) : (
          <CellValue column={c} value={value} reason={missingReasons[c.key]} />
        );
        return (
          <td key={c.key} data-label={isCardTitle(c) ? undefined : (c.shortName ?? c.name)} className={cellClasses[i]}>
            {i === 0 && selection ? (
              // In the first cell, not a column of its own: the columns stay the tab's.
              <input
                type="checkbox"
                className="mr-2 h-6 w-6 align-middle"
                aria-label={`Select ${String(row.values.ticker ?? rowCompany(row)?.ticker ?? row.id)}`}
                checked={selection.selected.has(row.id)}
                onChange={(e) => selection.toggle(row.id, e.target.checked)}
              />
            ) : null}
            {isCardTitle(c) ? (
              // A plain anchor: the table's click handler navigates in the app (lib/in-app-links.ts).
              <a
                href={row.url}
                className={titleLinkClasses[i]}
                title={c.type === "string" && typeof value === "string" ? value : undefined}
              >
                {text}
              </a>
            ) : c.type === "string" && c.width ? (
              <span
                className="inline-block max-w-32 truncate align-bottom"
                title={typeof value === "string" ? value : undefined}
              >
                {text}
              </span>
            ) : c.locked ? (
              <UpsellLink modal={upsellForScreenerItem(c)} aria-label={`${c.name}: Premium`}>
                {text}
              </UpsellLink>
            ) : (
              text
            )}
          </td>
        );
      })}
      {rowAction ? <td className="px-1.5 py-1 max-sm:col-span-2 max-sm:p-0">{actionFor(row, rowAction)}</td> : null}
    </tr>
  );
}
