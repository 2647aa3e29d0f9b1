import { z } from "zod";
import { ONBOARDING_FREQUENCIES, WATCHLIST_LIMITS } from "../watchlists/limits";
import { watchlistSchema } from "./watchlists";

// Onboarding (spec 7's "POST-like onboarding endpoints"): the first watchlist's
// companies, then the digest frequency. Spec 7 names the paths only; the bodies are ours, in
// the style of its other calls (snake_case keys).

const companyId = z.number().int().positive().max(2_147_483_647);

/** POST /api/users/watchlists/onboard: companies for the first watchlist, and optionally its name. */
export const onboardWatchlistBodySchema = z.object({
  company_ids: z.array(companyId).min(1).max(WATCHLIST_LIMITS.companiesPerWatchlist),
  name: z.string().trim().min(1).max(WATCHLIST_LIMITS.nameLength).optional(),
});
export type OnboardWatchlistBody = z.infer<typeof onboardWatchlistBodySchema>;

// "none" keeps the first watchlist without a digest; absent leaves its subscription as it is.
// The list lives apart from zod (watchlists/limits.ts), for the onboarding page (decision 041).
export { ONBOARDING_FREQUENCIES, type OnboardingFrequency } from "../watchlists/limits";

/** POST /api/users/onboard: marks the member onboarded and sets the first watchlist's digest. */
export const onboardBodySchema = z.object({
  subscription_frequency: z.enum(ONBOARDING_FREQUENCIES).optional(),
});
export type OnboardBody = z.infer<typeof onboardBodySchema>;

export const onboardAnswerSchema = z.object({
  user: z.object({ onboarded: z.boolean() }),
  watchlist: watchlistSchema,
});
export type OnboardAnswer = z.infer<typeof onboardAnswerSchema>;

/** A company to pick: the search's name, ticker and page, with the id the calls take. */
export const onboardingCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  ticker: z.string(),
  url: z.string(),
});
export type OnboardingCompany = z.infer<typeof onboardingCompanySchema>;

export const onboardingCompaniesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
});
export const onboardingCompaniesAnswerSchema = z.object({ companies: z.array(onboardingCompanySchema) });

/** How many popular companies the first step offers. */
export const POPULAR_COMPANIES = 12;

/** The onboarding page's data. */
export interface OnboardingPage {
  onboarded: boolean;
  popular: OnboardingCompany[];
  /** The first watchlist, which the first step fills. */
  watchlist: z.infer<typeof watchlistSchema> | null;
}
