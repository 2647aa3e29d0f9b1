import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { encodePriceYear, groupByYear, type DailyBar } from "../price-codec";
import { writePriceHistory } from "../price-store";
import { upsertCompanies } from "./companies";
import { firstLine, readCsv } from "./csv";
import type { Format } from "./format";
import { RowErrors } from "./row-errors";
import { FieldError, toIsoDate, toNumber, toTicker } from "./values";

// Stooq-style daily prices: `<ticker>.us.txt` with `Date,Open,High,Low,Close,Volume,OpenInt`
// (the Kaggle "Huge Stock Market Dataset" layout; Stooq's own downloads lack OpenInt). The
// prices are already split- and dividend-adjusted, so the adjusted close is the close.
// The file names no exchange: a company it creates is listed on NYSE until a universe or SEC
// file says otherwise.

const COLUMNS = ["date", "open", "high", "low", "close", "volume"];
const NAME = /^(.+?)(?:\.us)?\.(?:txt|csv)$/i;

export interface PriceFile {
  ticker: string;
  bars: DailyBar[];
}

function isHeader(fields: readonly string[]): boolean {
  const names = fields.map((f) => f.trim().toLowerCase());
  return (
    COLUMNS.every((c, i) => names[i] === c) && (names.length === 6 || (names.length === 7 && names[6] === "openint"))
  );
}

/** `brk-b.us.txt` holds BRK-B. */
export function tickerFromFileName(name: string): string {
  return toTicker(NAME.exec(name)?.[1] ?? name, `the ticker in the file name ${JSON.stringify(name)}`);
}

export function parseStooqPrices(text: string, name: string): { data: PriceFile; rowsRead: number; errors: RowErrors } {
  const errors = new RowErrors();
  const bars: DailyBar[] = [];
  const data = { ticker: errors.row(null, () => tickerFromFileName(name)) ?? "", bars };
  const [header, ...rows] = readCsv(text, errors) ?? [];
  if (!errors.empty) return { data, rowsRead: rows.length, errors };
  if (!header || !isHeader(header.fields)) {
    errors.add(header?.line ?? 1, "the header is not Date,Open,High,Low,Close,Volume[,OpenInt]");
    return { data, rowsRead: rows.length, errors };
  }
  const width = header.fields.length;
  let previousLine = 0;
  for (const { line, fields } of rows) {
    const bar = errors.row(line, (): DailyBar => {
      if (fields.length !== width) throw new FieldError(`expected ${width} fields, found ${fields.length}`);
      const date = toIsoDate(fields[0], "Date");
      const previous = bars[bars.length - 1];
      if (previous && date === previous.date)
        throw new FieldError(`duplicate date ${date} (also on line ${previousLine})`);
      if (previous && date < previous.date)
        throw new FieldError(`date ${date} comes after ${previous.date}; dates must ascend`);
      const open = toNumber(fields[1], "Open");
      const high = toNumber(fields[2], "High");
      const low = toNumber(fields[3], "Low");
      const close = toNumber(fields[4], "Close");
      const volume = toNumber(fields[5], "Volume");
      if (volume < 0) throw new FieldError(`Volume is negative (${fields[5]})`);
      return { date, open, high, low, close, adjClose: close, volume };
    });
    if (bar) {
      bars.push(bar);
      previousLine = line;
    }
  }
  return { data, rowsRead: rows.length, errors };
}

/** Writes the years whose stored bytes differ; answers the number of days in those years. */
export async function writeStooqPrices(trx: Transaction<DB>, file: PriceFile): Promise<number> {
  // A file without a single day creates no company.
  if (file.bars.length === 0) return 0;
  const { ids, created } = await upsertCompanies(trx, [{ ticker: file.ticker }], { defaultExchange: "NYSE" });
  const companyId = ids.get(file.ticker)!;
  const stored = new Map<number, Buffer>();
  if (created === 0) {
    const rows = await trx
      .selectFrom("price_years")
      .select(["year", "data"])
      .where("company_id", "=", companyId)
      .execute();
    for (const row of rows) stored.set(row.year, row.data);
  }
  const changed: DailyBar[] = [];
  for (const [year, bars] of groupByYear(file.bars)) {
    const old = stored.get(year);
    if (!old || !old.equals(encodePriceYear(year, bars))) changed.push(...bars);
  }
  await writePriceHistory(trx, companyId, changed);
  return changed.length;
}

export const stooqPrices: Format = {
  kind: "stooq-prices",
  recognises: (name, head) => NAME.test(name) && isHeader(firstLine(head).split(",")),
  parse(text, name) {
    const { data, rowsRead, errors } = parseStooqPrices(text, name);
    return { rowsRead, rowsSkipped: 0, errors, write: (trx) => writeStooqPrices(trx, data) };
  },
};
