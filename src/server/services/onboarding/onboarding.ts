import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../../db/schema";
import { isOnboarded, markOnboarded } from "../../../db/repositories/onboarding";
import {
  findWatchlist,
  listWatchlists,
  lockUserWatchlists,
  replaceCompanies,
  updateWatchlist,
  type WatchlistRecord,
} from "../../../db/repositories/watchlists";
import type { OnboardBody, OnboardWatchlistBody } from "../../../domain/contracts/onboarding";
import { WATCHLIST_LIMITS } from "../../../domain/contracts/watchlists";
import { AppError } from "../../errors";
import { assertCompaniesExist, ensureDefaultWatchlist } from "../watchlists/watchlists";

// What the onboarding calls do (decision 025). Both work on the member's first
// watchlist (the first in their order: "My Watchlist" for a new member), inside one transaction
// that locks the member's row first, like every other change to a member's watchlists.

/** The first watchlist, locked with the member's row; made again if the member has none. */
async function lockFirstWatchlist(trx: Transaction<DB>, userId: number): Promise<WatchlistRecord> {
  const ids = await lockUserWatchlists(trx, userId);
  if (ids.length === 0) await ensureDefaultWatchlist(trx, userId);
  return (await listWatchlists(trx, userId))[0]!;
}

/**
 * Adds the picked companies to the first watchlist (after those it holds, such as a guest's
 * waiting Watch), and renames it when a name is given. All or nothing: one unknown id (404
 * COMPANY_NOT_FOUND naming it) or more than the limit (409 WATCHLIST_FULL) changes nothing.
 */
export async function onboardWatchlist(
  db: Kysely<DB>,
  userId: number,
  body: OnboardWatchlistBody,
): Promise<WatchlistRecord> {
  return db.transaction().execute(async (trx) => {
    const first = await lockFirstWatchlist(trx, userId);
    const picked = [...new Set(body.company_ids)];
    await assertCompaniesExist(trx, picked);
    const held = new Set(first.companyIds);
    const companies = [...first.companyIds, ...picked.filter((id) => !held.has(id))];
    if (companies.length > WATCHLIST_LIMITS.companiesPerWatchlist) throw new AppError("WATCHLIST_FULL");
    await replaceCompanies(trx, first.id, companies);
    if (body.name !== undefined) await updateWatchlist(trx, userId, first.id, { name: body.name });
    return (await findWatchlist(trx, userId, first.id))!;
  });
}

/**
 * Marks the member onboarded and sets the first watchlist's digest: a frequency subscribes it,
 * "none" unsubscribes it, no frequency leaves it as it is. Doing it again changes only the digest.
 */
export async function onboardUser(
  db: Kysely<DB>,
  userId: number,
  body: OnboardBody,
): Promise<{ onboarded: boolean; watchlist: WatchlistRecord }> {
  return db.transaction().execute(async (trx) => {
    const first = await lockFirstWatchlist(trx, userId);
    const frequency = body.subscription_frequency;
    if (frequency === "none") await updateWatchlist(trx, userId, first.id, { subscribed: false });
    else if (frequency !== undefined)
      await updateWatchlist(trx, userId, first.id, { subscribed: true, subscriptionFrequency: frequency });
    await markOnboarded(trx, userId);
    return { onboarded: await isOnboarded(trx, userId), watchlist: (await findWatchlist(trx, userId, first.id))! };
  });
}
