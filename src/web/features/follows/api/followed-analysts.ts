import { api } from "../../../../domain/paths";
import { COULD_NOT_UNFOLLOW } from "../../../../domain/followed-analysts/messages";
import type {
  AnalystCallsAnswer,
  FollowedAnalyst,
  FollowedAnalystsList,
  SuggestedAnalyst,
} from "../../../../domain/contracts/followed-analysts";
import { apiCall, schemaOf } from "../../../lib/api-client";

// The followed-analysts calls of spec 7 (decision 027), each answer parsed by the contract
// (loaded with the first answer, decision 041). Spec 4: an unfollow that returns no ids counts
// as failed ('Could not unfollow analyst').

const contract = () => import("../../../../domain/contracts/followed-analysts");

export async function listFollowedAnalysts(query?: Record<string, string | undefined>): Promise<FollowedAnalystsList> {
  const answer = await apiCall(
    api.followedAnalysts(query),
    schemaOf(contract, (c) => c.followedAnalystsListSchema),
  );
  if (!answer) throw new Error("No followed analysts found.");
  return answer;
}

export async function followAnalyst(analystId: number): Promise<FollowedAnalyst> {
  const answer = await apiCall(
    api.followedAnalysts(),
    schemaOf(contract, (c) => c.followAnswerSchema),
    { method: "POST", json: { followed_analyst: { analyst_id: analystId } } },
  );
  if (!answer?.followedAnalyst) throw new Error("Could not follow analyst");
  return answer.followedAnalyst;
}

export async function unfollowAnalyst(analystId: number): Promise<number[]> {
  const answer = await apiCall(
    api.followedAnalysts(),
    schemaOf(contract, (c) => c.unfollowAnswerSchema),
    { method: "DELETE", json: { followed_analyst: { analyst_id: analystId } } },
  );
  const ids = answer?.unfollowedAnalystIds ?? [];
  if (ids.length === 0) throw new Error(COULD_NOT_UNFOLLOW);
  return ids;
}

export async function reorderFollowedAnalysts(analystIds: number[]): Promise<FollowedAnalyst[]> {
  const answer = await apiCall(
    api.followedAnalysts(),
    schemaOf(contract, (c) => c.followedAnalystsAnswerSchema),
    { method: "PATCH", json: { followed_analysts: { analyst_ids: analystIds } } },
  );
  return answer?.followedAnalysts ?? [];
}

export async function onboardFollowedAnalysts(analystIds: number[]): Promise<FollowedAnalyst[]> {
  const answer = await apiCall(
    api.followedAnalystsOnboard(),
    schemaOf(contract, (c) => c.followedAnalystsAnswerSchema),
    { method: "POST", json: { analyst_ids: analystIds } },
  );
  return answer?.followedAnalysts ?? [];
}

export async function followedAnalystsEvents(limit = 20): Promise<AnalystCallsAnswer> {
  const answer = await apiCall(
    api.followedAnalystsEvents({ limit: String(limit) }),
    schemaOf(contract, (c) => c.analystCallsAnswerSchema),
  );
  return answer ?? { events: [], page: 1, hasMore: false, premiumCallsFrom: null };
}

export async function suggestedAnalysts(): Promise<SuggestedAnalyst[]> {
  const answer = await apiCall(
    api.followedAnalystsSuggestions(),
    schemaOf(contract, (c) => c.suggestedAnalystsAnswerSchema),
  );
  return answer?.analysts ?? [];
}

/** PATCH /api/users with user{subscribed_to_followed_analysts}: the digest of their new calls. */
export async function setFollowedAnalystsDigest(subscribed: boolean): Promise<boolean> {
  const answer = await apiCall(
    api.user(),
    schemaOf(contract, (c) => c.followedAnalystsDigestAnswerSchema),
    { method: "PATCH", json: { user: { subscribed_to_followed_analysts: subscribed } } },
  );
  return answer?.user?.subscribedToFollowedAnalysts ?? subscribed;
}
