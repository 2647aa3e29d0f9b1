import type { AuthResult } from "../../domain/contracts/auth";
import type { AccountRow } from "../../db/repositories/users";
import type { WatchlistSummary } from "../../db/repositories/watchlists";
import { presentWatchlistLinks } from "./session";

/** Spec 3: sign-up and sign-in answer user{email,id,cioId,cioUnsubscribed}, watchlists, offerUrl, imsOfferUrl. */
export function presentAuthResult(account: AccountRow, watchlists: WatchlistSummary[]): AuthResult {
  return {
    user: { email: account.email, id: account.id, cioId: account.cioId, cioUnsubscribed: account.cioUnsubscribed },
    watchlists: presentWatchlistLinks(watchlists),
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
