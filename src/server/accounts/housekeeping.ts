import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { sweepRateLimits } from "../../db/repositories/rate-limits";
import { sweepDeadTokens } from "../../db/repositories/user-tokens";
import { sweepDeadSessions } from "../../db/repositories/sessions";
import { IDEMPOTENCY_TTL_SECONDS, sweepIdempotencyKeys } from "../../db/repositories/idempotency-keys";
import { sweepKnownDevices, sweepSignInThrottle } from "../../db/repositories/sign-in-throttle";

// Rows that can no longer matter: rate-limit windows long closed, tokens spent or expired,
// sessions ended, idempotency keys a day old. Swept hourly by the account-housekeeping job
// (src/server/jobs), once across all processes; the deletes are idempotent anyway.

const DAY_SECONDS = 24 * 3600;

export async function sweepAccountRows(db: Kysely<DB>): Promise<void> {
  await sweepRateLimits(db, DAY_SECONDS);
  await sweepDeadTokens(db, DAY_SECONDS);
  await sweepDeadSessions(db, 30 * DAY_SECONDS);
  await sweepIdempotencyKeys(db, IDEMPOTENCY_TTL_SECONDS);
  await sweepSignInThrottle(db, DAY_SECONDS);
  await sweepKnownDevices(db, 400 * DAY_SECONDS);
}
