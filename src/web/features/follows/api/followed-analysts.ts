import { api } from "../../../../domain/paths";
import { COULD_NOT_UNFOLLOW } from "../../../../domain/followed-analysts/messages";
import type {
  AnalystCallsAnswer,
  FollowedAnalyst,
  FollowedAnalystsList,
  SuggestedAnalyst,
} from "../../../../domain/contracts/followed-analysts";
import { apiCall } from "../../../lib/api-client";

// The followed-analysts calls of spec 7 (decision 027). Spec 4: an unfollow that returns no ids
// counts as failed ('Could not unfollow analyst').

export async function listFollowedAnalysts(query?: Record<string, string | undefined>): Promise<FollowedAnalystsList> {
  const answer = await apiCall<FollowedAnalystsList>(api.followedAnalysts(query));
  if (!answer) throw new Error("No followed analysts found.");
  return answer;
}

export async function followAnalyst(analystId: number): Promise<FollowedAnalyst> {
  const answer = await apiCall<{ followedAnalyst?: FollowedAnalyst }>(api.followedAnalysts(), {
    method: "POST",
    json: { followed_analyst: { analyst_id: analystId } },
  });
  if (!answer?.followedAnalyst) throw new Error("Could not follow analyst");
  return answer.followedAnalyst;
}

export async function unfollowAnalyst(analystId: number): Promise<number[]> {
  const answer = await apiCall<{ unfollowedAnalystIds?: number[] }>(api.followedAnalysts(), {
    method: "DELETE",
    json: { followed_analyst: { analyst_id: analystId } },
  });
  const ids = answer?.unfollowedAnalystIds ?? [];
  if (ids.length === 0) throw new Error(COULD_NOT_UNFOLLOW);
  return ids;
}

export async function reorderFollowedAnalysts(analystIds: number[]): Promise<FollowedAnalyst[]> {
  const answer = await apiCall<{ followedAnalysts?: FollowedAnalyst[] }>(api.followedAnalysts(), {
    method: "PATCH",
    json: { followed_analysts: { analyst_ids: analystIds } },
  });
  return answer?.followedAnalysts ?? [];
}

export async function onboardFollowedAnalysts(analystIds: number[]): Promise<FollowedAnalyst[]> {
  const answer = await apiCall<{ followedAnalysts?: FollowedAnalyst[] }>(api.followedAnalystsOnboard(), {
    method: "POST",
    json: { analyst_ids: analystIds },
  });
  return answer?.followedAnalysts ?? [];
}

export async function followedAnalystsEvents(limit = 20): Promise<AnalystCallsAnswer> {
  const answer = await apiCall<AnalystCallsAnswer>(api.followedAnalystsEvents({ limit: String(limit) }));
  return answer ?? { events: [], page: 1, hasMore: false, premiumCallsFrom: null };
}

export async function suggestedAnalysts(): Promise<SuggestedAnalyst[]> {
  const answer = await apiCall<{ analysts?: SuggestedAnalyst[] }>(api.followedAnalystsSuggestions());
  return answer?.analysts ?? [];
}

/** PATCH /api/users with user{subscribed_to_followed_analysts}: the digest of their new calls. */
export async function setFollowedAnalystsDigest(subscribed: boolean): Promise<boolean> {
  const answer = await apiCall<{ user?: { subscribedToFollowedAnalysts?: boolean } }>(api.user(), {
    method: "PATCH",
    json: { user: { subscribed_to_followed_analysts: subscribed } },
  });
  return answer?.user?.subscribedToFollowedAnalysts ?? subscribed;
}
