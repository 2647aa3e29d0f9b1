import type { Kysely, Transaction } from "kysely";
import { decodePriceYear, encodePriceYear, groupByYear, type DailyBar } from "./price-codec";
import type { DB } from "../db/schema";

// Reading and writing packed price years. One company's full history is one indexed range scan.

export async function readPriceHistory(
  db: Kysely<DB>,
  companyId: number,
  from?: string,
  to?: string,
): Promise<DailyBar[]> {
  let query = db.selectFrom("price_years").select(["year", "data"]).where("company_id", "=", companyId).orderBy("year");
  if (from) query = query.where("year", ">=", Number(from.slice(0, 4)));
  if (to) query = query.where("year", "<=", Number(to.slice(0, 4)));
  const [rows, events] = await Promise.all([query.execute(), readAdjustmentEvents(db, companyId)]);
  const bars = rows.flatMap((r) => decodePriceYear(r.year, r.data));
  adjust(bars, events);
  return bars.filter((b) => (!from || b.date >= from) && (!to || b.date <= to));
}

interface AdjustmentEvent {
  date: string;
  dividend: number;
  split: number;
}

async function readAdjustmentEvents(db: Kysely<DB>, companyId: number): Promise<AdjustmentEvent[]> {
  const [dividends, splits] = await Promise.all([
    db
      .selectFrom("dividends")
      .select(["ex_date", "amount"])
      .where("company_id", "=", companyId)
      // Nor does a dividend they already reflect (fetched prices are dividend-adjusted).
      .where("prices_adjusted", "=", false)
      .execute(),
    db
      .selectFrom("splits")
      .select(["ex_date", "ratio"])
      .where("company_id", "=", companyId)
      // A split the stored prices already reflect adjusts nothing more (decision 031).
      .where("prices_adjusted", "=", false)
      .execute(),
  ]);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return [
    ...dividends.map((d) => ({ date: iso(d.ex_date), dividend: d.amount, split: 1 })),
    ...splits.map((s) => ({ date: iso(s.ex_date), dividend: 0, split: s.ratio })),
  ].sort((a, b) => (a.date < b.date ? 1 : -1));
}

/**
 * Adjusted close, the usual way: walking back from the latest day, each dividend scales every
 * earlier close by (1 - dividend / previous close), and each split divides them by its ratio.
 */
export function adjust(bars: DailyBar[], eventsNewestFirst: AdjustmentEvent[]): void {
  let factor = 1;
  let e = 0;
  for (let i = bars.length - 1; i >= 0; i--) {
    const bar = bars[i]!;
    bar.adjClose = bar.close * factor;
    // Events dated on or before this bar apply to the bars before it.
    while (e < eventsNewestFirst.length && eventsNewestFirst[e]!.date > (bars[i - 1]?.date ?? "")) {
      const event = eventsNewestFirst[e]!;
      if (event.date <= bar.date && i > 0) {
        if (event.dividend > 0) factor *= 1 - event.dividend / bars[i - 1]!.close;
        if (event.split !== 1) factor /= event.split;
      }
      e++;
    }
  }
}

/** Replaces the stored years that `bars` touch with exactly these bars. */
export async function writePriceHistory(
  db: Kysely<DB> | Transaction<DB>,
  companyId: number,
  bars: readonly DailyBar[],
): Promise<void> {
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

/** The last two trading days stored (for a delisted company's last quote). */
export async function readLastBars(db: Kysely<DB>, companyId: number): Promise<DailyBar[]> {
  return (await readLastTwoYears(db, companyId)).slice(-2);
}

/** Every day of the last two calendar years with prices stored, oldest first. */
export async function readLastTwoYears(db: Kysely<DB>, companyId: number): Promise<DailyBar[]> {
  const rows = await db
    .selectFrom("price_years")
    .select(["year", "data"])
    .where("company_id", "=", companyId)
    .orderBy("year", "desc")
    .limit(2)
    .execute();
  return rows.reverse().flatMap((r) => decodePriceYear(r.year, r.data));
}
