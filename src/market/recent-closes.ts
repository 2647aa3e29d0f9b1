import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";
import { rows } from "./company-rows";
import { decodePriceYearColumns } from "./price-codec";

// What the steps that write dated stories of the market (the events, the news) share: days as
// numbers, the market's meta values, and every company's recent closes in today's shares.

const DAY_MS = 86_400_000;

export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** A market_meta value that is a string (a date), or null. */
export async function metaText(db: Kysely<DB>, key: string): Promise<string | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", key).executeTakeFirst();
  return typeof row?.value === "string" ? row.value : null;
}

export interface CompanyCloses {
  days: number[];
  closes: number[];
}

/**
 * Each company's closes of the calendar years `firstYear` to `lastYear`, in day order, with the
 * closes before a split the prices do not reflect divided by its ratio (a split is no crash).
 */
export async function recentCloses(
  db: Kysely<DB>,
  firstYear: number,
  lastYear: number,
): Promise<Map<number, CompanyCloses>> {
  const [years, splits] = await Promise.all([
    rows<{ company_id: number; year: number; data: Buffer }>(
      db,
      sql`SELECT company_id, year, data FROM price_years WHERE year >= ${firstYear} AND year <= ${lastYear}
          ORDER BY company_id, year`,
    ),
    rows<{ company_id: number; ex_date: string; ratio: number }>(
      db,
      sql`SELECT company_id, ex_date::text, ratio FROM splits WHERE NOT prices_adjusted AND ex_date > ${`${firstYear}-01-01`}::date`,
    ),
  ]);
  const byCompany = new Map<number, CompanyCloses>();
  for (const y of years) {
    let c = byCompany.get(y.company_id);
    if (!c) byCompany.set(y.company_id, (c = { days: [], closes: [] }));
    const columns = decodePriceYearColumns(y.year, y.data);
    for (let k = 0; k < columns.day.length; k++) {
      c.days.push(columns.day[k]!);
      c.closes.push(columns.close[k]!);
    }
  }
  for (const s of splits) {
    const c = byCompany.get(s.company_id);
    if (!c) continue;
    const day = dayOf(s.ex_date);
    for (let k = 0; k < c.days.length && c.days[k]! < day; k++) c.closes[k] = c.closes[k]! / s.ratio;
  }
  return byCompany;
}
