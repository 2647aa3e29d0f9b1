import type { Kysely, sql } from "kysely";
import type { DB } from "../db/schema";

// Helpers of the set queries that read one table for many companies at once.

export async function rows<T>(db: Kysely<DB>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** Rows of many companies grouped by company, in their order, without the company_id column. */
export function groupByCompany<T extends { company_id: number }>(
  list: readonly T[],
): Map<number, Omit<T, "company_id">[]> {
  const out = new Map<number, Omit<T, "company_id">[]>();
  for (const { company_id, ...rest } of list) {
    const l = out.get(company_id);
    if (l) l.push(rest);
    else out.set(company_id, [rest]);
  }
  return out;
}
