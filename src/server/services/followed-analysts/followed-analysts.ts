import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema";
import {
  countFollowed,
  deleteFollows,
  digestSubscription,
  existingAnalysts,
  followStats,
  insertFollows,
  listFollowed,
  listFollowedCalls,
  lockMemberFollows,
  setDigestSubscription,
  setFollowOrder,
  suggestAnalysts,
  type AnalystCallRecord,
  type FollowedAnalystRecord,
  type FollowedSort,
  type FollowStats,
} from "../../../db/repositories/followed-analysts";
import { FOLLOWED_ANALYST_LIMITS } from "../../../domain/contracts/followed-analysts";
import { AppError } from "../../errors";

// The work behind the followed-analysts calls (decision 027). Each change is one transaction that
// first locks the member's row, so two follows at once cannot both pass the limit and a reorder
// sees the set it checks. Refusals name the analyst (spec 3: message and analyst id).

const notFound = (analystId: number) =>
  new AppError("ANALYST_NOT_FOUND", undefined, { analystId, analystIds: [analystId] });

async function marketAsOf(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom("market_meta").select("value").where("key", "=", "as_of").executeTakeFirst();
  return typeof row?.value === "string" ? row.value : null;
}

export async function listOwnFollowed(
  db: Kysely<DB>,
  userId: number,
  query: { page: number; limit: number; sort: FollowedSort; direction?: "asc" | "desc" },
): Promise<{ records: FollowedAnalystRecord[]; total: number; subscribed: boolean }> {
  const descending = query.direction
    ? query.direction === "desc"
    : query.sort === "followed" || query.sort === "latest_call";
  const [records, total, subscribed] = await Promise.all([
    listFollowed(db, userId, {
      sort: query.sort,
      descending,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    countFollowed(db, userId),
    digestSubscription(db, userId),
  ]);
  return { records, total, subscribed };
}

export async function followedStats(db: Kysely<DB>, userId: number): Promise<FollowStats & { subscribed: boolean }> {
  const [stats, subscribed] = await Promise.all([
    followStats(db, userId, await marketAsOf(db)),
    digestSubscription(db, userId),
  ]);
  return { ...stats, subscribed };
}

/** Follows the analyst (after those followed already); following again changes nothing. */
export async function follow(db: Kysely<DB>, userId: number, analystId: number): Promise<FollowedAnalystRecord> {
  await db.transaction().execute(async (trx) => {
    const followed = await lockMemberFollows(trx, userId);
    if (followed.includes(analystId)) return;
    if (!(await existingAnalysts(trx, [analystId])).has(analystId)) throw notFound(analystId);
    if (followed.length >= FOLLOWED_ANALYST_LIMITS.perUser)
      throw new AppError("FOLLOWED_ANALYSTS_LIMIT_REACHED", undefined, {
        analystId,
        limit: FOLLOWED_ANALYST_LIMITS.perUser,
      });
    await insertFollows(trx, userId, [analystId]);
  });
  const [record] = await listFollowed(db, userId, { analystIds: [analystId] });
  if (!record) throw notFound(analystId);
  return record;
}

/** The ids unfollowed: the analyst's, or none when the member did not follow them. */
export async function unfollow(db: Kysely<DB>, userId: number, analystId: number): Promise<number[]> {
  const removed = await deleteFollows(db, userId, [analystId]);
  if (removed.length === 0 && !(await existingAnalysts(db, [analystId])).has(analystId)) throw notFound(analystId);
  return removed;
}

/** The new order: every followed analyst exactly once. */
export async function reorder(db: Kysely<DB>, userId: number, analystIds: number[]): Promise<FollowedAnalystRecord[]> {
  await db.transaction().execute(async (trx) => {
    const followed = await lockMemberFollows(trx, userId);
    const given = new Set(analystIds);
    const stranger = analystIds.find((id) => !followed.includes(id));
    if (given.size !== analystIds.length || given.size !== followed.length || stranger !== undefined)
      throw new AppError("FOLLOWED_ANALYSTS_ORDER_INVALID", undefined, {
        analystId: stranger ?? followed.find((id) => !given.has(id)) ?? null,
      });
    await setFollowOrder(trx, userId, analystIds);
  });
  return listFollowed(db, userId);
}

/**
 * Onboarding, and a guest's waiting follows after sign-up: follows every analyst of the list
 * (all or nothing: an unknown id refuses the whole list), after those followed already.
 */
export async function followMany(
  db: Kysely<DB>,
  userId: number,
  analystIds: number[],
): Promise<FollowedAnalystRecord[]> {
  const ids = [...new Set(analystIds)];
  await db.transaction().execute(async (trx) => {
    const followed = await lockMemberFollows(trx, userId);
    const known = await existingAnalysts(trx, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw new AppError("ANALYST_NOT_FOUND", undefined, { analystId: unknown[0], analystIds: unknown });
    const fresh = ids.filter((id) => !followed.includes(id));
    if (followed.length + fresh.length > FOLLOWED_ANALYST_LIMITS.perUser)
      throw new AppError("FOLLOWED_ANALYSTS_LIMIT_REACHED", undefined, {
        analystId: fresh[0],
        limit: FOLLOWED_ANALYST_LIMITS.perUser,
      });
    await insertFollows(trx, userId, fresh);
  });
  return listFollowed(db, userId);
}

/**
 * A guest's analysts-to-follow cookie, applied at sign-up or sign-in: ids that are no analyst
 * are dropped and the limit is kept rather than refusing the sign-in.
 */
export async function applyWaitingFollows(db: Kysely<DB>, userId: number, analystIds: number[]): Promise<void> {
  if (analystIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const followed = await lockMemberFollows(trx, userId);
    const known = await existingAnalysts(trx, analystIds);
    const room = FOLLOWED_ANALYST_LIMITS.perUser - followed.length;
    const fresh = [...new Set(analystIds)]
      .filter((id) => known.has(id) && !followed.includes(id))
      .slice(0, Math.max(room, 0));
    await insertFollows(trx, userId, fresh);
  });
}

/** The followed analysts' calls up to the market date, and before `before` when given (decision 042: the current calls are Premium). */
export async function followedCalls(
  db: Kysely<DB>,
  userId: number,
  query: { page: number; limit: number; since?: string },
  before: string | null = null,
): Promise<{ calls: AnalystCallRecord[]; hasMore: boolean }> {
  const rows = await listFollowedCalls(db, userId, {
    since: query.since ?? null,
    until: await marketAsOf(db),
    before,
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  });
  return { calls: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

export async function suggestions(db: Kysely<DB>) {
  return suggestAnalysts(db, await marketAsOf(db), FOLLOWED_ANALYST_LIMITS.suggestions);
}

/** PATCH /api/users with user{subscribed_to_followed_analysts}. */
export async function subscribeToFollowedAnalysts(db: Kysely<DB>, userId: number, subscribed: boolean): Promise<void> {
  await setDigestSubscription(db, userId, subscribed);
}

/** Every followed analyst in the member's order (sign-in and sign-up answers carry them). */
export async function listFollowedAll(db: Kysely<DB>, userId: number): Promise<FollowedAnalystRecord[]> {
  return listFollowed(db, userId);
}
