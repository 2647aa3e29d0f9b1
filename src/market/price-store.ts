import type { Kysely, Transaction } from "kysely";
import { decodePriceYear, encodePriceYear, groupByYear, type DailyBar } from "./price-codec";
import type { DB } from "../db/schema";

// Reading and writing packed price years. One company's full history is one indexed range scan.

export async function readPriceHistory(db: Kysely<DB>, companyId: number, from?: string, to?: string): Promise<DailyBar[]> {
  let query = db.selectFrom("price_years").select(["year", "data"]).where("company_id", "=", companyId).orderBy("year");
  if (from) query = query.where("year", ">=", Number(from.slice(0, 4)));
  if (to) query = query.where("year", "<=", Number(to.slice(0, 4)));
  const rows = await query.execute();
  const bars = rows.flatMap((r) => decodePriceYear(r.year, r.data));
  return bars.filter((b) => (!from || b.date >= from) && (!to || b.date <= to));
}

/** Replaces the stored years that `bars` touch with exactly these bars. */
export async function writePriceHistory(db: Kysely<DB> | Transaction<DB>, companyId: number, bars: readonly DailyBar[]): Promise<void> {
  const rows = [...groupByYear(bars)].map(([year, list]) => ({
    company_id: companyId,
    year,
    days: list.length,
    first_date: list[0]!.date,
    last_date: list[list.length - 1]!.date,
    data: encodePriceYear(year, list),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto("price_years")
    .values(rows)
    .onConflict((oc) =>
      oc.columns(["company_id", "year"]).doUpdateSet((eb) => ({
        days: eb.ref("excluded.days"),
        first_date: eb.ref("excluded.first_date"),
        last_date: eb.ref("excluded.last_date"),
        data: eb.ref("excluded.data"),
      })),
    )
    .execute();
}
