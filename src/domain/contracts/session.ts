import { z } from "zod";

// The session object of spec section 3, computed on the server for every page and handed to
// the browser. Entitlement flags (hasPremium, lockCompanies...) are decided by the server only.

export const PLAN_TYPES = ["premium", "zen_investor", "zen_strategies"] as const;

export const sessionSchema = z
  .object({
    signedIn: z.boolean(),
    id: z.number().nullable(),
    email: z.string().nullable(),
    cioId: z.string().nullable(),
    cioUnsubscribed: z.boolean(),
    isConfirmed: z.boolean(),
    hasPremium: z.boolean(),
    hasZenInvestor: z.boolean(),
    planTypes: z.array(z.enum(PLAN_TYPES)),
    hasSubscribedToPremium: z.boolean(),
    noAds: z.boolean(),
    countryCode: z.string().nullable(),
    error: z.string().nullable(),
    lockAnalyst: z.boolean(),
    lockCompanies: z.boolean(),
    watchlist_ids: z.array(z.number()),
  })
  .meta({ id: "Session" });

export type Session = z.infer<typeof sessionSchema>;

export const watchlistLinkSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
});
export type WatchlistLink = z.infer<typeof watchlistLinkSchema>;
