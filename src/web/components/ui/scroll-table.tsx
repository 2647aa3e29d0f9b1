import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

// Wide tables scroll sideways inside their own box on a phone instead of widening the page.
// The box is a labelled, focusable region so keyboard users can scroll it too.

interface Props {
  /** Names the scrolling region and the table's caption. */
  label: string;
  children: ReactNode;
  /** Show the caption (the section heading usually says it already). */
  showCaption?: boolean;
  /** A long table, mostly below a phone's first screen: drawn when it comes near (app.css). */
  long?: boolean;
}

export function ScrollTable({ label, children, showCaption = false, long = false }: Props) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "relative mt-3 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-600",
        long && "render-when-near",
      )}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className={showCaption ? "px-4 py-2 text-left text-sm font-medium text-slate-700" : "sr-only"}>
          {label}
        </caption>
        {children}
      </table>
    </div>
  );
}

export const thClass =
  "whitespace-nowrap bg-slate-50 px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700";
export const thNumClass = thClass.replace("text-left", "text-right");
export const tdClass = "whitespace-nowrap px-4 py-2 text-left text-slate-800";
export const tdNumClass = `${tdClass.replace("text-left", "text-right")} tabular-nums`;

/**
 * A column's heading: its words, or its words with a number column's right alignment or said to
 * screen readers only (a column of links whose cells name themselves).
 */
export type Column = string | { label: string; numeric?: boolean; screenReaderOnly?: boolean };

/** The head row of a table, one heading per column (null: a column not shown), in `thClass`'s look. */
export function ColumnHeads({ columns }: { columns: readonly (Column | null)[] }) {
  return (
    <thead>
      <tr>
        {columns
          .flatMap((column) => (column === null ? [] : [column]))
          .map((column) => {
            const {
              label,
              numeric = false,
              screenReaderOnly = false,
            } = typeof column === "string" ? { label: column } : column;
            return (
              <th key={label} scope="col" className={numeric ? thNumClass : thClass}>
                {screenReaderOnly ? <span className="sr-only">{label}</span> : label}
              </th>
            );
          })}
      </tr>
    </thead>
  );
}

/** A row's heading cell: the row's name in the first column, in `tdClass`'s look. */
export function RowHead({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <th scope="row" className={`${tdClass} font-medium`} title={title}>
      {children}
    </th>
  );
}
