import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import type { RowErrors } from "./row-errors";

// What every importer provides. Parsing is pure and complete before anything is written, so a
// malformed file is rejected without touching the database; writing happens inside the
// caller's transaction, one per file.

export type ImportKind =
  | "universe-csv"
  | "sec-tickers"
  | "securities-csv"
  | "fundamentals-csv"
  | "stooq-prices"
  | "fred-series"
  | "monthly-yields";

export interface ParsedFile {
  rowsRead: number;
  /** Rows read but deliberately not imported (an exchange we do not list, a missing value). */
  rowsSkipped: number;
  errors: RowErrors;
  /** Writes the parsed rows; answers how many stored rows were inserted or changed. */
  write(trx: Transaction<DB>): Promise<number>;
}

export interface Format {
  kind: ImportKind;
  /** Recognises a file by its base name and its first bytes (the header line, or the start of JSON). */
  recognises(name: string, head: string): boolean;
  parse(text: string, name: string): ParsedFile;
}
