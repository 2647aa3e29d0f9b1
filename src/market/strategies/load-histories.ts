import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { dayOf } from "../../domain/rating/day-numbers";
import { historyOf, type CompanyHistory } from "../../domain/strategies/history";
import { rows } from "../company-rows";
import { decodeRatingHistory } from "../rating/history-codec";
import { loadHistories, loadRatingCompanies } from "../rating/load-history";

// Every company's dated history for the backtests (decision 051), listed or delisted, read a
// batch at a time with the rating's own readers: adjusted daily prices, annual statements by
// filing date, dividends by ex-date, and the Zen Rating history.

const BATCH = 250;

export async function loadStrategyHistories(db: Kysely<DB>, asOf: string): Promise<CompanyHistory[]> {
  const companies = await loadRatingCompanies(db);
  const ratings = new Map(
    (await rows<{ company_id: number; data: Buffer }>(db, sql`SELECT company_id, data FROM rating_history`)).map(
      (r) => [r.company_id, decodeRatingHistory(r.data).sort((a, b) => a.day - b.day)],
    ),
  );
  const out: CompanyHistory[] = [];
  for (let i = 0; i < companies.length; i += BATCH) {
    const batch = companies.slice(i, i + BATCH);
    const histories = await loadHistories(db, batch, asOf);
    for (const c of batch) {
      const h = histories.get(c.id)!;
      out.push(
        historyOf({
          id: c.id,
          sectorId: c.sectorId,
          day: h.prices.day,
          close: h.prices.close,
          adj: h.prices.adj,
          annual: h.statements
            .filter((s) => s.period === "A")
            .map((s) => ({
              filedDay: dayOf(s.filedOn),
              revenue: s.revenue,
              netIncome: s.netIncome,
              eps: s.eps,
              shares: s.shares,
              equity: s.equity,
              debt: s.debt,
            })),
          dividends: h.dividends.map((d) => ({ exDay: dayOf(d.exDate), amount: d.amount })),
          ratings: (ratings.get(c.id) ?? []).map((r) => ({ day: r.day, grade: r.grade })),
        }),
      );
    }
  }
  return out;
}
