import type { Kysely } from "kysely";
import type { AnalystPagesReader } from "../../../domain/contracts/analysts";
import type { DB } from "../../../db/schema";
import { analystFilters, listAnalysts, readAnalystProfile } from "../../services/analysts/analyst-ranking";
import { readAnalystCallAccess } from "../../services/analysts/call-access";

// The /analysts pages' data. The ranking is public; the analysts' current calls are left out
// without Premium (decision 042), so the reader takes the session. A page
// address naming a sector or firm that does not exist shows the ranking without that filter
// (the API answers 400 instead: a client should learn of its mistake, a reader of a stale link
// should still get a page).

export function analystPagesReader(db: Kysely<DB>, session: { lockAnalyst?: boolean }): AnalystPagesReader {
  let read: ReturnType<typeof readAnalystCallAccess> | undefined;
  const access = () => (read ??= readAnalystCallAccess(db, session));
  return {
    async list(query) {
      let result = await listAnalysts(db, query, await access());
      while ("unknown" in result) {
        const { [result.unknown]: _dropped, ...rest } = query;
        query = rest;
        result = await listAnalysts(db, query, await access());
      }
      return result.page;
    },
    filters: () => analystFilters(db),
    profile: async (id) => (await readAnalystProfile(db, id, await access())) ?? null,
  };
}
