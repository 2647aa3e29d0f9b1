import type { Kysely } from "kysely";
import type { AnalystRating, DB } from "../../src/db/schema";
import { setMarketDate } from "./fixtures";

// A small world of analysts for the followed-analysts tests: two firms, a few analysts, two
// companies and dated calls, with the market date in market_meta. Written here rather than by the
// demo generator so that each test knows exactly which calls exist.

export interface AnalystWorld {
  firms: number[];
  analysts: number[];
  companies: { id: number; ticker: string; exchange: string }[];
  asOf: string;
}

export async function insertAnalystWorld(db: Kysely<DB>, tag: string, asOf = "2024-06-28"): Promise<AnalystWorld> {
  const firms = [];
  for (const name of [`${tag} Capital`, `${tag} Securities`]) {
    firms.push(
      (await db.insertInto("analyst_firms").values({ id: nextId(), name }).returning("id").executeTakeFirstOrThrow())
        .id,
    );
  }
  const analysts = [];
  for (const [i, name] of ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra"].entries()) {
    analysts.push(
      (
        await db
          .insertInto("analysts")
          .values({ id: nextId(), name: `${name} ${tag}`, firm_id: firms[i % 2]! })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  const companies = [];
  for (const ticker of [`${tag.slice(0, 8).toUpperCase()}A`, `${tag.slice(0, 8).toUpperCase()}B`]) {
    companies.push(
      await db
        .insertInto("companies")
        .values({ exchange: "NYSE", ticker, name: `${ticker} Industries`, source: "demo" })
        .returning(["id", "ticker", "exchange"])
        .executeTakeFirstOrThrow(),
    );
  }
  await setMarketDate(db, asOf);
  return { firms, analysts, companies, asOf };
}

let id = 900_000 + Math.floor(Math.random() * 50_000);
function nextId() {
  return id++;
}

export async function insertCall(
  db: Kysely<DB>,
  call: { analystId: number; companyId: number; date: string; rating: AnalystRating; target: number | null },
): Promise<void> {
  await db
    .insertInto("analyst_ratings")
    .values({
      analyst_id: call.analystId,
      company_id: call.companyId,
      rated_on: call.date,
      rating: call.rating,
      price_target: call.target,
    })
    .execute();
}
