import type { ReactNode, TableHTMLAttributes } from "react";

/**
 * A chart's table alternative (the UI kit's charts share it): a folded disclosure holding a
 * scrollable, focusable region with the figures as a table captioned with the chart's title.
 * `children` are the table's thead and tbody.
 */
export function ChartTable({
  title,
  disclosure,
  table,
  children,
}: {
  title: string;
  /** The disclosure's summary text ("Show as a table"). */
  disclosure: string;
  table?: TableHTMLAttributes<HTMLTableElement> & Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-emerald-800">{disclosure}</summary>
      <div
        className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-slate-200"
        role="region"
        aria-label={`${title} (table)`}
        tabIndex={0}
      >
        <table className="min-w-full text-sm" {...table}>
          <caption className="sr-only">{title}</caption>
          {children}
        </table>
      </div>
    </details>
  );
}

/** A chart table's head: the first column names the points, numeric columns align right; false leaves a column out. */
export function ChartTableHead({ columns }: { columns: ({ label: ReactNode; numeric?: boolean } | false)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          c ? (
            <th
              key={i}
              scope="col"
              className={`bg-slate-50 px-3 py-1 font-semibold ${c.numeric ? "text-right" : "text-left"}`}
            >
              {c.label}
            </th>
          ) : null,
        )}
      </tr>
    </thead>
  );
}
