import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { AnalystRatingValue } from "../../domain/contracts/company";
import { dayOf } from "../../domain/analysts/dates";
import type { PriceSeries } from "../../domain/analysts/outcomes";
import type { RatingInput } from "../../domain/analysts/ranking";
import type { AnalystRef } from "../../domain/analysts/scores";
import { groupByCompany, rows } from "../company-rows";
import { CLOSE_BYTES_SQL, DAY_BYTES_SQL, PRICE_ENCODING_VERSION } from "../screener/close-columns";

// What the analyst ranking reads: every company's daily closes up to the ranking date (only
// the day and close columns of the packed years, a quarter of their bytes), its dividends and
// splits (for total returns and split-consistent targets), and every rating up to that date.

const DAY_MS = 86_400_000;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export interface RankingCompany {
  id: number;
  sectorId: number | null;
}

export async function loadCompanies(db: Kysely<DB>): Promise<RankingCompany[]> {
  return rows<RankingCompany>(db, sql`SELECT id, sector_id AS "sectorId" FROM companies ORDER BY id`);
}

export async function loadAnalysts(db: Kysely<DB>): Promise<AnalystRef[]> {
  return rows<AnalystRef>(db, sql`SELECT id, firm_id AS "firmId" FROM analysts ORDER BY id`);
}

/** Every rating issued on or before `asOf`, by company. */
export async function loadRatings(db: Kysely<DB>, asOf: string): Promise<Map<number, RatingInput[]>> {
  // Day numbers computed by PostgreSQL, no order asked: the ranking needs neither strings nor order.
  const list = await rows<{
    company_id: number;
    id: number;
    analyst_id: number;
    day: number;
    rating: AnalystRatingValue;
    price_target: number | null;
  }>(
    db,
    sql`SELECT company_id, id, analyst_id, (rated_on - DATE '1970-01-01') AS day, rating, price_target
        FROM analyst_ratings WHERE rated_on <= ${asOf}`,
  );
  const out = new Map<number, RatingInput[]>();
  for (const r of list) {
    const input: RatingInput = {
      id: r.id,
      analystId: r.analyst_id,
      day: r.day,
      rating: r.rating,
      priceTarget: r.price_target,
    };
    const l = out.get(r.company_id);
    if (l) l.push(input);
    else out.set(r.company_id, [input]);
  }
  return out;
}

/** The first day any price is stored on (the indices start there); null without prices. */
export async function firstPriceDay(db: Kysely<DB>): Promise<number | null> {
  const [row] = await rows<{ first: string | null }>(db, sql`SELECT min(first_date)::text AS first FROM price_years`);
  return row?.first ? dayOf(row.first) : null;
}

interface YearSlice {
  company_id: number;
  year: number;
  version: number;
  day_bytes: Buffer;
  close_bytes: Buffer;
}

/** The price series of a batch of companies, up to `asOf`. */
export async function loadSeries(
  db: Kysely<DB>,
  ids: readonly number[],
  asOf: string,
): Promise<Map<number, PriceSeries>> {
  const only = sql`company_id = ANY(${ids}::int[])`;
  const lastYear = Number(asOf.slice(0, 4));
  const [years, dividends, splits] = await Promise.all([
    rows<YearSlice>(
      db,
      sql`SELECT p.company_id, p.year, get_byte(p.data, 0) AS version, ${sql.raw(DAY_BYTES_SQL)} AS day_bytes, ${sql.raw(CLOSE_BYTES_SQL)} AS close_bytes
          FROM price_years p WHERE p.company_id = ANY(${ids}::int[]) AND p.year <= ${lastYear} ORDER BY p.company_id, p.year`,
    ),
    rows<{ company_id: number; ex_date: string; amount: number }>(
      db,
      sql`SELECT company_id, ex_date::text AS ex_date, amount FROM dividends WHERE ${only} AND ex_date <= ${asOf} AND NOT prices_adjusted ORDER BY company_id, ex_date`,
    ),
    rows<{ company_id: number; ex_date: string; ratio: number }>(
      db,
      // Splits whose prices already reflect them (inferred for imported files, decision 031) would
      // be taken out twice.
      sql`SELECT company_id, ex_date::text AS ex_date, ratio FROM splits WHERE ${only} AND NOT prices_adjusted AND ex_date <= ${asOf} ORDER BY company_id, ex_date`,
    ),
  ]);
  const byCompanyYears = groupByCompany(years);
  const byCompanyDividends = groupByCompany(dividends);
  const byCompanySplits = groupByCompany(splits);
  const out = new Map<number, PriceSeries>();
  const last = dayOf(asOf);
  for (const id of ids) {
    const events = [
      ...(byCompanyDividends.get(id) ?? []).map((d) => ({ day: dayOf(d.ex_date), dividend: d.amount, split: 1 })),
      ...(byCompanySplits.get(id) ?? []).map((s) => ({ day: dayOf(s.ex_date), dividend: 0, split: s.ratio })),
    ];
    out.set(id, seriesOf(byCompanyYears.get(id) ?? [], events, last));
  }
  return out;
}

/** Decodes the day and close slices and adjusts them backwards for splits, and dividends and splits. */
export function seriesOf(
  years: readonly Pick<YearSlice, "year" | "version" | "day_bytes" | "close_bytes">[],
  events: { day: number; dividend: number; split: number }[],
  lastDay: number,
): PriceSeries {
  if (!LITTLE_ENDIAN) throw new Error("reading packed prices needs a little-endian host");
  let total = 0;
  for (const y of years) total += y.day_bytes.byteLength / 2;
  const day = new Int32Array(total);
  const close = new Float64Array(total);
  let n = 0;
  outer: for (const y of years) {
    if (y.version !== PRICE_ENCODING_VERSION) throw new Error(`unknown price encoding version ${y.version}`);
    const count = y.day_bytes.byteLength / 2;
    if (y.close_bytes.byteLength !== count * 4)
      throw new Error(`price year ${y.year}: close bytes do not match its days`);
    const dayOfYear = new Uint16Array(count);
    new Uint8Array(dayOfYear.buffer).set(y.day_bytes);
    const closes = new Float32Array(count);
    new Uint8Array(closes.buffer).set(y.close_bytes);
    const jan1 = Date.UTC(y.year, 0, 1) / DAY_MS;
    for (let i = 0; i < count; i++) {
      const d = jan1 + dayOfYear[i]!;
      if (d > lastDay) break outer;
      day[n] = d;
      close[n] = closes[i]!;
      n++;
    }
  }
  return adjustedSeries(day.subarray(0, n), close.subarray(0, n), events);
}

/** Closes adjusted backwards for splits alone, and for dividends and splits (events: any order, each dated its ex-date). */
export function adjustedSeries(
  day: Int32Array,
  close: Float64Array,
  events: { day: number; dividend: number; split: number }[],
): PriceSeries {
  const n = day.length;
  const series: PriceSeries = { day, close, split: new Float64Array(n), total: new Float64Array(n) };
  // Walking back from the latest day: each event scales every earlier close.
  events.sort((a, b) => b.day - a.day);
  let splitFactor = 1;
  let totalFactor = 1;
  let e = 0;
  for (let i = n - 1; i >= 0; i--) {
    series.split[i] = series.close[i]! * splitFactor;
    series.total[i] = series.close[i]! * totalFactor;
    const before = i > 0 ? series.day[i - 1]! : -Infinity;
    while (e < events.length && events[e]!.day > before) {
      const ev = events[e]!;
      if (ev.day <= series.day[i]! && i > 0) {
        if (ev.dividend > 0 && series.close[i - 1]! > 0) totalFactor *= 1 - ev.dividend / series.close[i - 1]!;
        if (ev.split !== 1) {
          splitFactor /= ev.split;
          totalFactor /= ev.split;
        }
      }
      e++;
    }
  }
  return series;
}
