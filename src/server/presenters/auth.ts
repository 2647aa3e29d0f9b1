import type { AuthResult } from "../../domain/contracts/auth";
import type { AccountRow } from "../../db/repositories/users";
import type { FollowedAnalystRecord } from "../../db/repositories/followed-analysts";
import type { WatchlistRecord } from "../../db/repositories/watchlists";
import { presentFollowedAnalyst } from "./followed-analysts";
import { presentWatchlist } from "./watchlists";

/**
 * Spec 3: sign-up and sign-in answer user{email,id,cioId,cioUnsubscribed}, watchlists, offerUrl, imsOfferUrl;
 * spec 4: and the followed analysts, which replace the client's list.
 */
export function presentAuthResult(
  account: AccountRow,
  watchlists: WatchlistRecord[],
  followedAnalysts: FollowedAnalystRecord[],
): AuthResult {
  return {
    user: { email: account.email, id: account.id, cioId: account.cioId, cioUnsubscribed: account.cioUnsubscribed },
    watchlists: watchlists.map(presentWatchlist),
    // Without their latest calls: this answer comes before the session's plans are read, and the
    // page loaded next brings them to Premium members.
    followedAnalysts: followedAnalysts.map((record) => presentFollowedAnalyst(record, {})),
    // Post-signup offers come with the Premium issue; until then there is none to show.
    offerUrl: null,
    imsOfferUrl: null,
  };
}

/** The email-capture sign-up answers the same shape whether or not the address was new. */
export function presentOptinResult(email: string): AuthResult {
  return {
    user: { email, id: null, cioId: null, cioUnsubscribed: false },
    watchlists: [],
    offerUrl: null,
    imsOfferUrl: null,
  };
}
