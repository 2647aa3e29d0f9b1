import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import { rankingAndMarketDates } from "../../../db/repositories/analysts";
import { ALL_CALLS, analystCallAccess, currentCallsFrom, type AnalystCallAccess } from "../../policies/analyst-calls";

/** Which analysts' calls the session may see tied to the analyst (decision 042); Premium reads nothing. */
export async function readAnalystCallAccess(
  db: Kysely<DB>,
  session: { lockAnalyst?: boolean },
): Promise<AnalystCallAccess> {
  if (session.lockAnalyst === false) return ALL_CALLS;
  return analystCallAccess(session, currentCallsFrom(await rankingAndMarketDates(db)));
}
