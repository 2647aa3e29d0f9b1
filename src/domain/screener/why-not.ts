import { hasRow } from "./bitset";
import { describeValue, formatBound } from "./describe";
import { filterRows } from "./engine";
import { GRADE_OF_VALUE, selectField } from "./filter-fields";
import { COMPANY_FILTER_KEY, filterByKey, type ScreenerFilter } from "./filters";
import type { ActiveFilter } from "./screen";
import type { ScreenerSnapshot } from "./snapshot";

// "Why doesn't this stock pass my screen": each filter of a screen with the company's
// value and whether it passes. Pass or fail is the engine's own answer (the row is in the
// filter's set or not), so this never disagrees with the screen's results. A filter the visitor
// may not use is locked: neither the company's value nor its verdict is given (a verdict would
// tell the value's range), and the screen's overall verdict is then unknown unless a visible
// filter already fails.

export interface FilterCheck {
  key: string;
  name: string;
  /** The filter's condition in words, as its chip says it ("10% to 20%", "Technology"). */
  condition: string;
  /** The company's value in the filter's words and unit; null when unknown or locked. */
  value: string | null;
  locked: boolean;
  /** Null when locked. */
  passed: boolean | null;
}

export interface ScreenCheck {
  /** True when every filter passes, false when a visible one fails, null when only locked ones could decide. */
  passes: boolean | null;
  filters: FilterCheck[];
}

/** The row of the listed company with this ticker (case-insensitive), or undefined. */
export function rowOfTicker(snapshot: ScreenerSnapshot, ticker: string): number | undefined {
  const wanted = ticker.trim().toUpperCase();
  const tickers = snapshot.textOf("ticker");
  for (let row = 0; row < tickers.length; row++) if (tickers[row]?.toUpperCase() === wanted) return row;
  return undefined;
}

/** The company's value of what `filter` reads, in the filter's words. */
export function valueInWords(snapshot: ScreenerSnapshot, filter: ScreenerFilter, row: number): string | null {
  if (filter.type === "select") {
    if (filter.key === COMPANY_FILTER_KEY) return null;
    const field = selectField(filter.key);
    if (field.kind === "text") {
      const v = snapshot.textOf(field.field)[row] ?? null;
      return v === null ? null : (filter.params.options.find((o) => o.value === v)?.label ?? v);
    }
    const n = snapshot.numbersOf(field.field)[row]!;
    if (Number.isNaN(n)) return null;
    if (filter.params.unit === "grade") return GRADE_OF_VALUE[n] ?? null;
    const option = filter.params.options.find((o) => field.toNumber(o.value) === n);
    return option?.label ?? String(n);
  }
  const n = snapshot.numbersOf(filter.key)[row]!;
  if (Number.isNaN(n)) return null;
  if (filter.type === "boolean") return n ? filter.params.labels.true : filter.params.labels.false;
  return formatBound(n, filter.params.unit);
}

/**
 * Each of `filters` checked for the company at `row`. `isLocked` says which filters the visitor
 * may not use. Filters unknown to the catalogue cannot reach here (the codec refuses them).
 */
export function checkScreen(
  snapshot: ScreenerSnapshot,
  row: number,
  filters: readonly ActiveFilter[],
  isLocked: (filter: ScreenerFilter) => boolean,
): ScreenCheck {
  const checks = filters.map((active): FilterCheck => {
    const filter = filterByKey(active.key)!;
    const base = { key: filter.key, name: filter.name, condition: describeValue(filter, active.value) };
    if (isLocked(filter)) return { ...base, value: null, locked: true, passed: null };
    return {
      ...base,
      value: valueInWords(snapshot, filter, row),
      locked: false,
      passed: hasRow(filterRows(snapshot, active), row),
    };
  });
  const passes = checks.some((c) => c.passed === false) ? false : checks.some((c) => c.locked) ? null : true;
  return { passes, filters: checks };
}
