import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema";
import { readCsv } from "../importers/csv";
import { parseStooqPrices } from "../importers/stooq-prices";
import { RowErrors } from "../importers/row-errors";
import { FieldError, toIsoDate, toNumber } from "../importers/values";
import { decodePriceYear, type DailyBar } from "../price-codec";
import { readLastTwoYears, writePriceHistory } from "../price-store";

// Daily prices from the configured source, appended to what is stored. Both sources give
// split- and dividend-adjusted prices (Stooq's download, Tiingo's adj* columns), stored as the
// importer stores Stooq files: as traded, the adjusted close equal to the close. A source
// re-adjusts its whole history after a split or a dividend, so each fetch asks again for the
// last stored day too: when that day's close moved, the history is fetched again whole.

export interface FetchedPrices {
  bars: DailyBar[];
  /** Splits the source reports (Tiingo's splitFactor), already reflected in its adjusted prices. */
  splits: { exDate: string; ratio: number }[];
  /** Cash dividends on their ex-dates as paid per share that day (Tiingo's divCash), already reflected in its adjusted prices. */
  dividends: { exDate: string; amount: number }[];
}

/** Stooq's CSV, or its "No data" for a ticker or days it does not have. */
export function parseStooqAnswer(text: string, ticker: string): FetchedPrices {
  if (/^\s*no data\s*$/i.test(text)) return { bars: [], splits: [], dividends: [] };
  // Stooq answers its limits in plain words with a 200 ("Exceeded the daily hits limit").
  if (!/^\s*date,/i.test(text))
    throw new FieldError(`Stooq prices of ${ticker}: it answered "${text.trim().slice(0, 80)}"`);
  const { data, errors } = parseStooqPrices(text, `${ticker.toLowerCase().replaceAll(".", "-")}.us.txt`);
  if (!errors.empty)
    throw new FieldError(
      `Stooq prices of ${ticker}: ${errors.list.map((e) => `line ${e.line}: ${e.message}`).join("; ")}`,
    );
  // Stooq's daily CSV carries no dividends: they come from the filings (declared-dividends.ts).
  return { bars: data.bars, splits: [], dividends: [] };
}

const TIINGO = ["date", "adjopen", "adjhigh", "adjlow", "adjclose", "adjvolume", "splitfactor"] as const;

/** Tiingo's daily CSV (date,close,high,low,open,volume,adjClose,adjHigh,adjLow,adjOpen,adjVolume,divCash,splitFactor). */
export function parseTiingoAnswer(text: string, ticker: string): FetchedPrices {
  const errors = new RowErrors();
  const [header, ...rows] = readCsv(text, errors) ?? [];
  const names = (header?.fields ?? []).map((f) => f.trim().toLowerCase());
  const at = Object.fromEntries(TIINGO.map((n) => [n, names.indexOf(n)])) as Record<(typeof TIINGO)[number], number>;
  if (!errors.empty || Object.values(at).some((i) => i < 0))
    throw new FieldError(`Tiingo prices of ${ticker}: the header is not Tiingo's daily CSV`);
  const bars: DailyBar[] = [];
  const splits: FetchedPrices["splits"] = [];
  const dividends: FetchedPrices["dividends"] = [];
  const divCash = names.indexOf("divcash");
  for (const { line, fields } of rows) {
    const bar = errors.row(line, (): DailyBar => {
      const date = toIsoDate((fields[at.date] ?? "").slice(0, 10), "date");
      const close = toNumber(fields[at.adjclose], "adjClose");
      const split = toNumber(fields[at.splitfactor], "splitFactor");
      if (split !== 1 && split > 0) splits.push({ exDate: date, ratio: split });
      const cash = divCash < 0 ? 0 : toNumber(fields[divCash], "divCash");
      if (cash > 0) dividends.push({ exDate: date, amount: cash });
      return {
        date,
        open: toNumber(fields[at.adjopen], "adjOpen"),
        high: toNumber(fields[at.adjhigh], "adjHigh"),
        low: toNumber(fields[at.adjlow], "adjLow"),
        close,
        adjClose: close,
        volume: Math.round(toNumber(fields[at.adjvolume], "adjVolume")),
      };
    });
    if (bar) bars.push(bar);
  }
  if (!errors.empty)
    throw new FieldError(
      `Tiingo prices of ${ticker}: ${errors.list.map((e) => `line ${e.line}: ${e.message}`).join("; ")}`,
    );
  return { bars, splits, dividends };
}

export interface StoredEnd {
  date: string;
  close: number;
}

export async function storedPriceEnd(db: Kysely<DB>, companyId: number): Promise<StoredEnd | null> {
  return (await storedRecentPrices(db, companyId)).end;
}

/** The last stored day and every day of the last two stored years: the stretch of the market's calendar it traded. */
export async function storedRecentPrices(
  db: Kysely<DB>,
  companyId: number,
): Promise<{ end: StoredEnd | null; days: string[] }> {
  const bars = await readLastTwoYears(db, companyId);
  const last = bars.at(-1);
  return { end: last ? { date: last.date, close: last.close } : null, days: bars.map((b) => b.date) };
}

/** Whether the source's prices still agree with the stored ones on the last stored day. */
export function agreesWith(stored: StoredEnd, bars: readonly DailyBar[]): boolean {
  const same = bars.find((b) => b.date === stored.date);
  return same !== undefined && Math.abs(same.close - stored.close) <= 1e-4 * Math.max(1, Math.abs(stored.close));
}

/** Appends the days after the last stored one; answers how many days were new. */
export async function appendPrices(
  trx: Transaction<DB>,
  companyId: number,
  after: string | null,
  bars: readonly DailyBar[],
): Promise<number> {
  const fresh = after ? bars.filter((b) => b.date > after) : [...bars];
  if (fresh.length === 0) return 0;
  const years = [...new Set(fresh.map((b) => Number(b.date.slice(0, 4))))];
  const stored = await trx
    .selectFrom("price_years")
    .select(["year", "data"])
    .where("company_id", "=", companyId)
    .where("year", "in", years)
    .execute();
  const kept = stored.flatMap((r) => decodePriceYear(r.year, r.data)).filter((b) => !after || b.date <= after);
  await writePriceHistory(
    trx,
    companyId,
    [...kept, ...fresh].sort((a, b) => (a.date < b.date ? -1 : 1)),
  );
  return fresh.length;
}

/** Replaces the whole stored history (the source re-adjusted it); answers the days stored. */
export async function replacePrices(
  trx: Transaction<DB>,
  companyId: number,
  bars: readonly DailyBar[],
): Promise<number> {
  await trx.deleteFrom("price_years").where("company_id", "=", companyId).execute();
  await writePriceHistory(trx, companyId, bars);
  return bars.length;
}
