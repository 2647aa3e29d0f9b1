import type { Kysely } from "kysely";
import type { DB } from "../schema";
import type { AnalyticsEvent } from "../../domain/contracts/analytics";

export async function recordAnalyticsEvent(
  db: Kysely<DB>,
  event: AnalyticsEvent,
  userId: number | null,
): Promise<void> {
  const { kind, ...payload } = event;
  await db
    .insertInto("analytics_events")
    .values({ kind, payload: JSON.stringify(payload), user_id: userId })
    .execute();
}
