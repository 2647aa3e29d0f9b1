import type { TransactionKind } from "./ledger";

// What every broker file reader shares: the rows of a file, the transactions read from them, the
// error that rejects a file at a line, and how US brokers write numbers, dates and tickers.

export interface CsvRow {
  /** 1-based line of the file. */
  line: number;
  fields: string[];
}

export interface ImportRow {
  line: number;
  date: string;
  kind: TransactionKind;
  /** Upper-case ticker; null for cash in and out and for fees not tied to a company. */
  ticker: string | null;
  shares: number | null;
  price: number | null;
  /** Cash of a dividend, deposit, withdrawal or fee; shares x price for a trade. */
  amount: number;
  fee: number;
  /** The row's own fields, for telling identical rows apart from the same row read twice. */
  raw: string;
}

export interface SkippedRow {
  line: number;
  action: string;
}

export interface ParsedFile {
  rows: ImportRow[];
  skipped: SkippedRow[];
}

/** The file cannot be imported: the line (0 for the file as a whole) and why. */
export class ImportFileError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(line ? `Line ${line}: ${reason}` : reason);
    this.name = "ImportFileError";
  }
}

/** A US broker's number: "$1,234.50", "-$1,234.50", "($43.64)", "" (none). */
export function parseAmount(text: string): number | null | "invalid" {
  let s = text.trim().replace(/^"|"$/g, "");
  if (s === "" || s === "--" || s === "N/A") return null;
  let negative = false;
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  s = s.replace(/^\$/, "").replace(/,/g, "").trim();
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(s)) return "invalid";
  const n = Number(s);
  return negative ? -n : n;
}

/** MM/DD/YYYY (Schwab's "08/15/2023 as of 08/14/2023" takes the first), M/D/YY, or YYYY-MM-DD. */
export function parseDate(text: string): string | null {
  const s = text
    .trim()
    .split(/\s+as of\s+/i)[0]!
    .trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s);
    if (!match) return null;
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (y < 100) y += 2000;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** A ticker as brokers write it: upper case, class shares with a dot ("BRK.B", "BRK/B" and "BRK B" alike). */
export function normaliseTicker(text: string): string {
  return text.trim().toUpperCase().replace(/[/ ]/g, ".");
}
