import * as client from "./api/followed-analysts";

// Follow and unfollow, the one way data changes (decision 067): the Follow control's form is
// submitted by a fetcher to the follows action route, whose clientAction calls the typed client;
// React Router then reloads the loaders, which bring the member's new list. While the form is on
// its way, every Follow control of that analyst shows what it asks for.

export const FOLLOWS_ACTION = "/actions/follows";
export const FOLLOW_INTENT = "follow";
export const UNFOLLOW_INTENT = "unfollow";

export interface FollowActionResult {
  analystId: number;
  /** Whether the member follows the analyst now. */
  following: boolean;
  /** The server's refusal, shown as a toast. */
  error: string | null;
}

/** One fetcher per analyst: a second click replaces the first instead of racing it. */
export const followFetcherKey = (analystId: number) => `follow-${analystId}`;

export async function followAction(form: FormData): Promise<FollowActionResult> {
  const analystId = Number(form.get("analyst_id"));
  const follow = form.get("intent") === FOLLOW_INTENT;
  try {
    await (follow ? client.followAnalyst(analystId) : client.unfollowAnalyst(analystId));
    return { analystId, following: follow, error: null };
  } catch (e) {
    return { analystId, following: !follow, error: e instanceof Error ? e.message : "Unknown error has occured!" };
  }
}

interface Submission {
  formAction?: string;
  formData?: FormData;
}

/** What the follow forms on their way ask for, by analyst id. */
export function askedFollows(fetchers: readonly Submission[]): Map<number, boolean> {
  const asked = new Map<number, boolean>();
  for (const f of fetchers) {
    if (!f.formData || !f.formAction?.startsWith(FOLLOWS_ACTION)) continue;
    asked.set(Number(f.formData.get("analyst_id")), f.formData.get("intent") === FOLLOW_INTENT);
  }
  return asked;
}
