import type { Session } from "../contracts/session";

// The session of a visitor who is not signed in: what the server answers for a guest and what the
// browser falls back to after signing out, one object for both.
export const ANONYMOUS_SESSION: Session = {
  signedIn: false,
  id: null,
  email: null,
  cioId: null,
  cioUnsubscribed: false,
  isConfirmed: false,
  hasPremium: false,
  hasZenInvestor: false,
  planTypes: [],
  hasSubscribedToPremium: false,
  noAds: false,
  countryCode: null,
  error: null,
  lockAnalyst: true,
  lockCompanies: true,
  watchlist_ids: [],
};
