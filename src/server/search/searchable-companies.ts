import { sql, type Kysely } from "kysely";
import type { SearchableCompany } from "../../domain/search/company-search";
import type { DB } from "../../db/schema";
import { learnCloseLayout } from "./close-layout";

// The companies search can find: every company that is not delisted, with its market cap
// = the latest close (last day of its latest price year) x shares outstanding, and whether it
// has any prices (search ranks those without below those with).

const CLOSE = learnCloseLayout();

export async function loadSearchableCompanies(db: Kysely<DB>): Promise<SearchableCompany[]> {
  const rows = await db
    .selectFrom("companies as c")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("price_years")
          .select([
            sql<number>`get_byte(data, 0)`.as("version"),
            // substring counts from 1.
            sql<Buffer>`substring(data from ${sql.lit(CLOSE.base + 1)} + ${sql.lit(CLOSE.perDay)} * days for 4)`.as(
              "close_bytes",
            ),
          ])
          .whereRef("price_years.company_id", "=", "c.id")
          .orderBy("year", "desc")
          .limit(1)
          .as("p"),
      (join) => join.onTrue(),
    )
    .select(["c.id", "c.name", "c.ticker", "c.exchange", "c.shares_outstanding", "p.version", "p.close_bytes"])
    .where("c.delisted_on", "is", null)
    .execute();

  return rows.map((row) => {
    const close =
      row.version === CLOSE.version && row.close_bytes?.length === 4 ? row.close_bytes.readFloatLE(0) : null;
    const shares = row.shares_outstanding;
    const marketCap = close !== null && close > 0 && shares !== null && shares > 0 ? close * shares : null;
    // No price year at all: an entry (of the SEC ticker file) whose page has no prices.
    const hasPrices = row.version !== null && row.version !== undefined;
    return { id: row.id, name: row.name, ticker: row.ticker, exchange: row.exchange, marketCap, hasPrices };
  });
}
