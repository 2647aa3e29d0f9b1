import type { Insertable, Kysely } from "kysely";
import type { DB } from "./schema";

/**
 * Inserts rows a batch at a time (a thousand by default): one statement of a whole market's rows
 * would pass PostgreSQL's limit of 65,535 parameters.
 */
export async function insertInBatches<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot relate a generic table's insertable row to its own; the signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}
