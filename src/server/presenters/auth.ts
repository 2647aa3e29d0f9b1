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
/** Spec 2.2 and 4: the post-signup offer frames, from configuration; null: no modal. */
export interface PostSignupOffers {
  offerUrl: string | null;
  imsOfferUrl: string | null;
}

export const NO_OFFERS: PostSignupOffers = { offerUrl: null, imsOfferUrl: null };

export function presentAuthResult(
  account: AccountRow,
  watchlists: WatchlistRecord[],
  followedAnalysts: FollowedAnalystRecord[],
  offers: PostSignupOffers = NO_OFFERS,
): AuthResult {
  return {
    user: { email: account.email, id: account.id, cioId: account.cioId, cioUnsubscribed: account.cioUnsubscribed },
    watchlists: watchlists.map(presentWatchlist),
    // Without their latest calls: this answer comes before the session's plans are read, and the
    // page loaded next brings them to Premium members.
    followedAnalysts: followedAnalysts.map((record) => presentFollowedAnalyst(record, {})),
    // Sign-up answers carry the configured offers; a sign-in has none to show.
    offerUrl: offers.offerUrl,
    imsOfferUrl: offers.imsOfferUrl,
  };
}

/** The email-capture sign-up answers the same shape whether or not the address was new. */
export function presentOptinResult(email: string, offers: PostSignupOffers = NO_OFFERS): AuthResult {
  return {
    user: { email, id: null, cioId: null, cioUnsubscribed: false },
    watchlists: [],
    offerUrl: offers.offerUrl,
    imsOfferUrl: offers.imsOfferUrl,
  };
}

/** The origins the CSP lets the pages frame: those of the configured offers. */
export function offerOrigins(offers: PostSignupOffers): string[] {
  const urls = [offers.offerUrl, offers.imsOfferUrl].filter((u): u is string => u !== null);
  return [...new Set(urls.map((u) => new URL(u).origin))];
}
