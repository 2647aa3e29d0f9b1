import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import { dayOf, isoOf } from "../../../domain/rating/day-numbers";
import { decodePriceYear, type DailyBar } from "../../../market/price-codec";
import { adjust } from "../../../market/price-store";

// The market's index a portfolio is compared with, from our own data: every company with a share
// count, weighted by its market value at the close before (split-adjusted close times today's
// shares), with dividends reinvested (adjusted closes), as the house strategies' benchmark is.
// Building it reads every stored price from a portfolio's first year on (about 0.8 s for 200
// companies over 22 years on a busy machine: a portfolio's few years matter on 6,000 companies);
// it is kept per market version and first year in this process: a market update makes the next
// read build it again.

export interface MarketIndex {
  /** Trading days, ascending. */
  dates: string[];
  /** The index on each day, 100 on the first. */
  levels: number[];
}

const BATCH = 200;
const kept = new Map<string, Promise<MarketIndex>>();

export function marketIndex(db: Kysely<DB>, version: string | null, fromYear: number): Promise<MarketIndex> {
  const key = `${version ?? "none"}:${fromYear}`;
  let found = kept.get(key);
  if (!found) {
    for (const k of kept.keys()) if (!k.startsWith(`${version ?? "none"}:`)) kept.delete(k);
    found = buildMarketIndex(db, fromYear).catch((e: unknown) => {
      kept.delete(key);
      throw e;
    });
    kept.set(key, found);
  }
  return found;
}

/** The index from the first trading day of `fromYear` on (every stored year by default), 100 there. */
export async function buildMarketIndex(db: Kysely<DB>, fromYear = 0): Promise<MarketIndex> {
  const companies = await db
    .selectFrom("companies")
    .select(["id", "shares_outstanding"])
    .where("shares_outstanding", ">", 0)
    .orderBy("id")
    .execute();
  const weight = new Map<number, number>();
  const gain = new Map<number, number>();
  const traded = new Set<number>();
  for (let i = 0; i < companies.length; i += BATCH) {
    const batch = companies.slice(i, i + BATCH);
    const ids = batch.map((c) => c.id);
    const [years, dividends, splits] = await Promise.all([
      db
        .selectFrom("price_years")
        .select(["company_id", "year", "data"])
        .where("company_id", "in", ids)
        .where("year", ">=", fromYear)
        .orderBy("company_id")
        .orderBy("year")
        .execute(),
      db
        .selectFrom("dividends")
        .select(["company_id", "ex_date", "amount"])
        .where("company_id", "in", ids)
        // Fetched prices already reflect their dividends: reinvesting them again would count them twice.
        .where("prices_adjusted", "=", false)
        .execute(),
      db
        .selectFrom("splits")
        .select(["company_id", "ex_date", "ratio"])
        .where("company_id", "in", ids)
        .where("prices_adjusted", "=", false)
        .execute(),
    ]);
    const bars = new Map<number, DailyBar[]>();
    for (const y of years) {
      const list = bars.get(y.company_id) ?? [];
      list.push(...decodePriceYear(y.year, y.data));
      bars.set(y.company_id, list);
    }
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const events = new Map<number, { date: string; dividend: number; split: number }[]>();
    const push = (id: number, e: { date: string; dividend: number; split: number }) => {
      const list = events.get(id) ?? [];
      list.push(e);
      events.set(id, list);
    };
    for (const d of dividends) push(d.company_id, { date: iso(d.ex_date), dividend: d.amount, split: 1 });
    for (const s of splits) push(s.company_id, { date: iso(s.ex_date), dividend: 0, split: s.ratio });
    for (const c of batch) {
      const list = bars.get(c.id);
      if (!list || list.length === 0) continue;
      adjust(
        list,
        (events.get(c.id) ?? []).sort((a, b) => (a.date < b.date ? 1 : -1)),
      );
      traded.add(dayOf(list[0]!.date));
      for (let k = 1; k < list.length; k++) {
        const day = dayOf(list[k]!.date);
        traded.add(day);
        const before = list[k - 1]!.adjClose;
        if (!(before > 0)) continue;
        const cap = before * c.shares_outstanding!;
        weight.set(day, (weight.get(day) ?? 0) + cap);
        gain.set(day, (gain.get(day) ?? 0) + cap * (list[k]!.adjClose / before - 1));
      }
    }
  }
  const days = [...traded].sort((a, b) => a - b);
  const levels: number[] = [];
  let level = 100;
  for (const day of days) {
    const w = weight.get(day) ?? 0;
    if (levels.length > 0 && w > 0) level *= 1 + gain.get(day)! / w;
    levels.push(level);
  }
  return { dates: days.map(isoOf), levels };
}
