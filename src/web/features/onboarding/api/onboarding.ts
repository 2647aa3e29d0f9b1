import type { OnboardAnswer, OnboardingCompany, OnboardingFrequency } from "../../../../domain/contracts/onboarding";
import type { Watchlist } from "../../../../domain/contracts/watchlists";
import { api } from "../../../../domain/paths";
import { apiCall, schemaOf } from "../../../lib/api-client";

// The onboarding calls (spec 7's onboard endpoints; decision 025), through the one fetch wrapper,
// each answer parsed by the contract (loaded with the first answer, decision 041).

const contract = () => import("../../../../domain/contracts/onboarding");
const watchlistContract = () => import("../../../../domain/contracts/watchlists");

/** GET /api/users/onboard/companies?q=: search hits with their ids (the popular ones without q). */
export async function findCompanies(query: string, signal?: AbortSignal): Promise<OnboardingCompany[]> {
  const answer = await apiCall(
    api.onboardCompanies(query.trim()),
    schemaOf(contract, (c) => c.onboardingCompaniesAnswerSchema),
    { signal },
  );
  return answer?.companies ?? [];
}

/** POST /api/users/watchlists/onboard: the picked companies go to the first watchlist. */
export async function onboardWatchlist(companyIds: number[]): Promise<Watchlist> {
  const answer = await apiCall(
    api.onboardWatchlist(),
    schemaOf(watchlistContract, (c) => c.watchlistAnswerSchema),
    { method: "POST", json: { company_ids: companyIds } },
  );
  if (!answer?.watchlist) throw new Error("No watchlist found!");
  return answer.watchlist;
}

/** POST /api/users/onboard: the first watchlist's digest; the member is onboarded. */
export async function finishOnboarding(frequency: OnboardingFrequency): Promise<OnboardAnswer | null> {
  return apiCall(
    api.onboard(),
    schemaOf(contract, (c) => c.onboardAnswerSchema),
    { method: "POST", json: { subscription_frequency: frequency } },
  );
}
