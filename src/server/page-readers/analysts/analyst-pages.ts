import type { Kysely } from "kysely";
import type { AnalystPagesReader } from "../../../domain/contracts/analysts";
import type { DB } from "../../../db/schema";
import { analystFilters, listAnalysts, readAnalystProfile } from "../../services/analysts/analyst-ranking";

// The /analysts pages' data. The ranking is public, so the reader needs no session. A page
// address naming a sector or firm that does not exist shows the ranking without that filter
// (the API answers 400 instead: a client should learn of its mistake, a reader of a stale link
// should still get a page).

export function analystPagesReader(db: Kysely<DB>): AnalystPagesReader {
  return {
    async list(query) {
      let result = await listAnalysts(db, query);
      while ("unknown" in result) {
        const { [result.unknown]: _dropped, ...rest } = query;
        query = rest;
        result = await listAnalysts(db, query);
      }
      return result.page;
    },
    filters: () => analystFilters(db),
    profile: async (id) => (await readAnalystProfile(db, id)) ?? null,
  };
}
