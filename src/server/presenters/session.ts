import { ANONYMOUS_SESSION } from "../../domain/auth/anonymous-session";
import type { Session, WatchlistLink } from "../../domain/contracts/session";
import { paths } from "../../domain/paths";
import type { SessionUser } from "../../db/repositories/sessions";
import type { WatchlistSummary } from "../../db/repositories/watchlists";
import { entitlementsFor } from "../policies/entitlements";

export function presentSession(user: SessionUser | undefined, watchlists: WatchlistSummary[]): Session {
  if (!user) return { ...ANONYMOUS_SESSION, ...entitlementsFor([], false) };
  const entitlements = entitlementsFor(user.planTypes, user.everPremium);
  return {
    signedIn: true,
    id: user.userId,
    email: user.email,
    cioId: user.cioId,
    cioUnsubscribed: user.cioUnsubscribed,
    isConfirmed: user.confirmedAt !== null,
    countryCode: user.countryCode,
    error: null,
    watchlist_ids: watchlists.map((w) => w.id),
    ...entitlements,
  };
}

export function presentWatchlistLinks(watchlists: WatchlistSummary[]): WatchlistLink[] {
  return watchlists.map((w) => ({ id: w.id, name: w.name, url: paths.watchlist(w.id) }));
}
