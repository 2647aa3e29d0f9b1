import type { CompaniesTable } from "../../db/schema";

// Field readers shared by the importers. Each throws a FieldError whose message is written for
// the person who has to fix the file; the importer adds the file and line.

export type Exchange = CompaniesTable["exchange"];

export class FieldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FieldError";
  }
}

// Plain decimals and exponents only: Number() alone would also take "0x1A", "Infinity" and " ".
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

export function toNumber(text: string | undefined, label: string): number {
  const t = (text ?? "").trim();
  if (t === "") throw new FieldError(`${label} is empty`);
  if (!DECIMAL.test(t)) throw new FieldError(`${label} is not a number (${JSON.stringify(text)})`);
  return Number(t);
}

/** An empty field is a missing value (null), not zero. */
export function toOptionalNumber(text: string | undefined, label: string): number | null {
  return text === undefined || text.trim() === "" ? null : toNumber(text, label);
}

const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// Checked by arithmetic rather than through Date: a price import reads over a million dates.
function isoOf(year: number, month: number, day: number, label: string, text: string): string {
  if (year < 1800 || year > 2200 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new FieldError(`${label} is not a valid date (${JSON.stringify(text)})`);
  }
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** YYYY-MM-DD. */
export function toIsoDate(text: string | undefined, label: string): string {
  const t = (text ?? "").trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (!m) throw new FieldError(`${label} is not a date in the form YYYY-MM-DD (${JSON.stringify(text ?? "")})`);
  isoOf(Number(m[1]), Number(m[2]), Number(m[3]), label, t);
  return t;
}

/** M/D/YYYY, as in the Kaggle statement files. */
export function fromUsDate(text: string | undefined, label: string): string {
  const t = (text ?? "").trim();
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (!m) throw new FieldError(`${label} is not a date in the form M/D/YYYY (${JSON.stringify(text ?? "")})`);
  return isoOf(Number(m[3]), Number(m[1]), Number(m[2]), label, t);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const TICKER = /^[A-Z0-9][A-Z0-9-]{0,9}$/;

/**
 * Our tickers are upper case with share classes after a hyphen (BRK-B), as the SEC writes
 * them; Stooq and the S&P lists write BRK.B or brk-b.
 */
export function toTicker(text: string | undefined, label = "ticker"): string {
  const t = (text ?? "").trim().toUpperCase().replace(/[./]/g, "-");
  if (t === "") throw new FieldError(`${label} is empty`);
  if (!TICKER.test(t))
    throw new FieldError(`${label} ${JSON.stringify(text)} is not a ticker (letters, digits and "-", at most 10)`);
  return t;
}

/** Trimmed text, or null when empty: an empty field never overwrites a known value. */
export function toText(text: string | undefined): string | null {
  const t = (text ?? "").trim();
  return t === "" ? null : t;
}
