import { COMPANY_FILTER_KEY, type RangeParams, type ScreenerFilter } from "./filters";
import type { FilterValue } from "./screen";

// Short readings of numbers and filter values, for chips, cells and CSV headers: the same words
// on the server (activeFilters) and in the browser.

/** 1234567 -> "1.23M"; keeps small numbers as they are, to two decimals. */
export function compactNumber(n: number): string {
  const abs = Math.abs(n);
  const units: [number, string][] = [
    [1e12, "T"],
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size) return `${trim((n / size).toFixed(2))}${suffix}`;
  }
  return trim(n.toFixed(2));
}

function trim(s: string): string {
  return s.includes(".") ? s.replace(/\.?0+$/, "") : s;
}

export function formatBound(n: number, unit: RangeParams["unit"]): string {
  switch (unit) {
    case "$":
      return `${n < 0 ? "-" : ""}$${compactNumber(Math.abs(n))}`;
    case "%":
      return `${trim(n.toFixed(2))}%`;
    case "days":
      return `${n} ${n === 1 ? "day" : "days"}`;
    case "x":
      return trim(n.toFixed(2));
    default:
      return compactNumber(n);
  }
}

export function describeValue(filter: ScreenerFilter, value: FilterValue): string {
  if (value.type === "boolean" && filter.type === "boolean")
    return value.value ? filter.params.labels.true : filter.params.labels.false;
  if (value.type === "select" && filter.type === "select") {
    if (filter.key === COMPANY_FILTER_KEY)
      return `${value.values.length} ${value.values.length === 1 ? "company" : "companies"}`;
    return value.values.map((v) => filter.params.options.find((o) => o.value === v)?.label ?? v).join(", ");
  }
  if (value.type === "range" && filter.type === "range") {
    const preset = filter.params.presets.find((p) => p.low === value.low && p.high === value.high);
    if (preset) return preset.name;
    const unit = filter.params.unit;
    if (value.low !== null && value.high !== null)
      return `${formatBound(value.low, unit)} to ${formatBound(value.high, unit)}`;
    if (value.low !== null) return `${formatBound(value.low, unit)} or more`;
    if (value.high !== null) return `up to ${formatBound(value.high, unit)}`;
  }
  return "";
}

/** "Market Cap: Mid" */
export function describeFilter(filter: ScreenerFilter, value: FilterValue): string {
  return `${filter.shortName ?? filter.name}: ${describeValue(filter, value)}`;
}

/**
 * A filter as a phrase for a list of a saved screen's filters: "Market Cap from $2B",
 * "P/E under 15", "P/E from 0 to 15", "Sector: Technology", "Insider Trading: Net Buying".
 */
export function filterInWords(filter: ScreenerFilter, value: FilterValue): string {
  const name = filter.shortName ?? filter.name;
  if (value.type === "range" && filter.type === "range") {
    const unit = filter.params.unit;
    if (value.low !== null && value.high !== null)
      return `${name} from ${formatBound(value.low, unit)} to ${formatBound(value.high, unit)}`;
    if (value.low !== null) return `${name} from ${formatBound(value.low, unit)}`;
    if (value.high !== null) return `${name} under ${formatBound(value.high, unit)}`;
  }
  return `${name}: ${describeValue(filter, value)}`;
}
