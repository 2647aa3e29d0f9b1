// Display formats of the company pages. One fixed locale and the UTC time zone, so that the
// server's render and the browser's hydration print the same text wherever either runs.
// Every function takes a finite number (or a YYYY-MM-DD date); null figures are the caller's
// business (see not-available.tsx), so a formatter never has to invent a placeholder.

import { dayText, dollarText, fixedText, monthText } from "../../domain/number-text";

// No Intl here: the browser's first Intl formatter costs its ICU data load while the page
// hydrates; domain/number-text.ts prints the same text (decision 041).

const MINUS = "\u2212";

// A negative zero or a value that rounds to zero must not print as "-0.00".
function unsigned(text: string): string {
  return text.replace(/^-/, "");
}

/** $1,234.56; negative amounts as -$1,234.56. */
export function formatMoney(value: number): string {
  const text = unsigned(dollarText(Math.abs(value)));
  return value < 0 && text !== "$0.00" ? `-${text}` : text;
}

/** +$1.23 / −$1.23: a change, always signed. */
export function formatMoneyChange(value: number): string {
  const text = unsigned(dollarText(Math.abs(value)));
  if (text === "$0.00") return text;
  return `${value > 0 ? "+" : MINUS}${text}`;
}

const SCALES = [
  { at: 1e12, suffix: "T" },
  { at: 1e9, suffix: "B" },
  { at: 1e6, suffix: "M" },
  { at: 1e3, suffix: "K" },
] as const;

function compact(value: number): string {
  const abs = Math.abs(value);
  for (const [i, { at, suffix }] of SCALES.entries()) {
    if (abs >= at * 0.9995) {
      const scaled = abs / at;
      // 999.96 billion rounds to "1000.00B"; move up a scale instead.
      const bigger = SCALES[i - 1];
      if (scaled >= 999.995 && bigger) return `${(abs / bigger.at).toFixed(2)}${bigger.suffix}`;
      return `${scaled.toFixed(2)}${suffix}`;
    }
  }
  return fixedText(abs, 0);
}

/** $1.23B, $456.70M, $12.30K, $950: market capitalisations, revenue, income. */
export function formatBigMoney(value: number): string {
  const text = `$${compact(value)}`;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** 1.23B, 15.40M, 950: share counts and volumes. */
export function formatBigNumber(value: number): string {
  const text = compact(value);
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** 1,234,567: whole numbers with thousands separators. */
export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  return fixedText(rounded === 0 ? 0 : rounded, 0);
}

/** 12.34: ratios such as P/E, P/B, PEG, beta. */
export function formatRatio(value: number): string {
  const text = fixedText(value, 2);
  return text === "-0.00" ? "0.00" : text;
}

/**
 * A fraction as a percentage: 0.1234 → "12.3%". `digits` decimals (1 by default); a result that
 * rounds to zero prints without a sign.
 */
export function formatPercent(fraction: number, digits = 1): string {
  const text = (Math.abs(fraction) * 100).toFixed(digits);
  const zero = Number(text) === 0;
  return `${fraction < 0 && !zero ? "-" : ""}${text}%`;
}

/** +12.3% / −4.5%: a change, always signed (typographic minus). */
export function formatPercentChange(fraction: number, digits = 1): string {
  const text = (Math.abs(fraction) * 100).toFixed(digits);
  if (Number(text) === 0) return `${text}%`;
  return `${fraction > 0 ? "+" : MINUS}${text}%`;
}

/** A score out of 100 as the whole number the gauges show. */
export function formatScore(score: number): string {
  return String(Math.round(score));
}

function parseDate(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime()))
    throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return date;
}

/** 2025-06-30 → "Jun 30, 2025". */
export function formatDate(isoDate: string): string {
  return dayText(parseDate(isoDate));
}

/** 2025-06-30 → "Jun 2025". */
export function formatMonth(isoDate: string): string {
  return monthText(parseDate(isoDate));
}

/**
 * Where the price sits against a value: the discount of the contract (positive = below the
 * value) as "27% undervalued" or "12% overvalued"; within half a percent, "at fair value".
 */
export function formatValuationGap(discount: number): string {
  const percent = Math.round(Math.abs(discount) * 100);
  if (percent === 0) return "at fair value";
  return `${percent}% ${discount > 0 ? "undervalued" : "overvalued"}`;
}

/**
 * A dividend per share: cents for most payments, but a payment of a fraction of a dollar keeps
 * up to four decimals ($0.0847), since dividends often differ by less than a cent.
 */
export function formatDividend(value: number): string {
  if (Math.abs(value) >= 1) return formatMoney(value);
  const fixed = Math.abs(value)
    .toFixed(4)
    .replace(/(\.\d\d\d?)0+$/, "$1")
    .replace(/(\.\d\d)0$/, "$1");
  return `${value < 0 && Number(fixed) !== 0 ? "-" : ""}$${fixed}`;
}
