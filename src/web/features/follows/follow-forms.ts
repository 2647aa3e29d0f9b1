import { appActions } from "../../../domain/paths";
import { actionForm } from "../../lib/action-form";
import type { FollowedAnalystsAction } from "./followed-analysts-state";

// The follows' forms, the one way their data changes (decision 067): Follow and unfollow, the
// dashboard's order and digest, and onboarding's analysts are each a form a fetcher sends to the
// follows action route, named by its intent; the action (follow-action.ts) calls the typed client
// and answers the server's message, and React Router reloads the loaders, which bring the
// member's new list. While forms are on their way, the store shows what they ask. Every page
// loads this module with the store: the action and its client load when first used.

export const FOLLOWS_ACTION = appActions.follows();
export const FOLLOW_INTENT = "follow";
export const UNFOLLOW_INTENT = "unfollow";

/** Each intent's fields, as the controls send them. */
export interface FollowsFields {
  follow: { analyst_id: number };
  unfollow: { analyst_id: number };
  /** Onboarding's picks, followed after those followed already. */
  follow_many: { analyst_id: readonly number[] };
  /** The member's new order. */
  reorder: { analyst_id: readonly number[] };
  /** The weekly digest of their new calls. */
  digest: { subscribed: boolean };
}
export type FollowsIntent = keyof FollowsFields;

export interface FollowActionResult {
  intent: FollowsIntent;
  /** The analyst the form is about; the first of a list. */
  analystId: number | null;
  /** Follow and unfollow: whether the member follows the analyst now. */
  following: boolean | null;
  /** The server's refusal, shown as a toast. */
  error: string | null;
}

/** One fetcher per analyst: a second click replaces the first instead of racing it. */
export const followFetcherKey = (analystId: number) => `follow-${analystId}`;

/** The form of one change, with the fields its intent takes. */
export const followsForm = <I extends FollowsIntent>(intent: I, fields: FollowsFields[I]): FormData =>
  actionForm(intent, fields);

interface Submission {
  formAction?: string;
  formData?: FormData;
}

/** What the follows forms on their way ask for. */
export interface AskedFollows {
  /** Whether the member asked to follow each analyst (follow, unfollow, onboarding's picks). */
  following: Map<number, boolean>;
  /**
   * The store's changes: a new order takes its place. An unfollowed analyst stays in the list
   * until the loaders drop it: the panel hides it meanwhile and keeps its control mounted, to show
   * a refusal when one comes.
   */
  changes: FollowedAnalystsAction[];
  /** The digest asked for, if a form on its way asks. */
  digest: boolean | null;
}

export function askedFollows(fetchers: readonly Submission[]): AskedFollows {
  const asked: AskedFollows = { following: new Map(), changes: [], digest: null };
  for (const { formAction, formData: form } of fetchers) {
    if (!form || !formAction?.startsWith(FOLLOWS_ACTION)) continue;
    const ids = form.getAll("analyst_id").map(Number);
    const intent = form.get("intent");
    if (intent === FOLLOW_INTENT || intent === "follow_many") for (const id of ids) asked.following.set(id, true);
    if (intent === UNFOLLOW_INTENT) for (const id of ids) asked.following.set(id, false);
    if (intent === "reorder") asked.changes.push({ type: "reorder", order: ids });
    if (intent === "digest") asked.digest = form.get("subscribed") === "true";
  }
  return asked;
}
