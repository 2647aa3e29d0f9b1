import type { CSSProperties, ReactNode } from "react";
import { cn } from "../../lib/cn";

// Data tables: a scrolling box, headers that say how the table is sorted (aria-sort, plus an arrow
// for the eye that screen readers skip) and a first column that stays put while the rest scrolls
// sideways, so a row keeps its name on a phone.

export type SortDirection = "asc" | "desc";

/** The header's aria-sort: only the sorted column carries one (ARIA: at most one per table). */
export function ariaSort(direction: SortDirection | null): "ascending" | "descending" | undefined {
  return direction === null ? undefined : direction === "asc" ? "ascending" : "descending";
}

/** Classes of a cell of the first column when it sticks (header and body cells alike). */
export const stickyColumnClass = "sticky left-0 z-10 bg-surface shadow-[1px_0_0_0_var(--color-slate-200)]";

interface HeaderProps {
  /** How the table is sorted by this column, or null when it is not. */
  sorted: SortDirection | null;
  numeric?: boolean;
  sticky?: boolean;
  style?: CSSProperties;
  /** A dense table's header: narrow padding, its words wrap, aligned at the bottom. */
  dense?: boolean;
  /** More classes, none that the header sets itself (padding, wrapping). */
  className?: string;
  /** The control that sorts (a link, so the sort is an address, or a button). */
  children: ReactNode;
}

export function SortableHeader({
  sorted,
  numeric = false,
  sticky = false,
  dense = false,
  style,
  className,
  children,
}: HeaderProps) {
  return (
    <th
      scope="col"
      aria-sort={ariaSort(sorted)}
      className={cn(
        "bg-slate-50 py-2 font-semibold",
        dense ? "whitespace-normal px-1.5 align-bottom leading-tight" : "whitespace-nowrap px-3",
        numeric ? "text-right" : "text-left",
        // Above the sticky body cells as the table scrolls, on the header's own background.
        sticky && "sticky left-0 z-20 shadow-[1px_0_0_0_var(--color-slate-200)]",
        className,
      )}
      style={style}
    >
      {children}
    </th>
  );
}

/** The arrow beside a sorted header's text, hidden from screen readers (aria-sort says it). */
export function SortArrow({ sorted }: { sorted: SortDirection | null }) {
  if (sorted === null) return null;
  return <span aria-hidden="true">{sorted === "asc" ? " ▲" : " ▼"}</span>;
}
