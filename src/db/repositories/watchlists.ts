import type { Kysely } from "kysely";
import type { DB } from "../schema";

export interface WatchlistSummary {
  id: number;
  name: string;
}

/** A user's watchlists in the order they arranged them. */
export async function listWatchlistSummaries(db: Kysely<DB>, userId: number): Promise<WatchlistSummary[]> {
  return db
    .selectFrom("watchlists")
    .select(["id", "name"])
    .where("user_id", "=", userId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
