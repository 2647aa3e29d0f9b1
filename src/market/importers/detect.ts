import type { Format } from "./format";
import { fredSeries } from "./fred-series";
import { fundamentalsCsv } from "./fundamentals-csv";
import { monthlyYields } from "./monthly-yields";
import { secTickers } from "./sec-tickers";
import { securitiesCsv } from "./securities-csv";
import { stooqPrices } from "./stooq-prices";
import { universeCsv } from "./universe-csv";

// Which importer reads a file, decided by its name and its first bytes. The order is also the
// order of a directory import: lists of companies first, so that statements and prices attach
// to named, classified companies rather than to placeholders; among them the ones with the
// better names first (a name is only ever filled in, and the SEC writes "MICROSOFT CORP"), and
// the SEC file after the S&P lists so that it corrects the NYSE default of the companies they
// create; the daily rates before the monthly ones that only fill their gaps.
export const FORMATS: readonly Format[] = [
  universeCsv,
  securitiesCsv,
  secTickers,
  fundamentalsCsv,
  stooqPrices,
  fredSeries,
  monthlyYields,
];

/** The first bytes of a file to recognise it by. */
export const HEAD_BYTES = 4096;

export function detectFormat(name: string, head: string): Format | undefined {
  const text = head.charCodeAt(0) === 0xfeff ? head.slice(1) : head;
  return FORMATS.find((f) => f.recognises(name, text));
}
