import { UNKNOWN_API_ERROR } from "../../lib/api-client";
import { badForm } from "../../lib/bad-form";
import * as client from "./api/followed-analysts";
import type { FollowActionResult, FollowsIntent } from "./follow-forms";

// The follows action's work (decision 067): it reads the form's intent, calls the typed client
// and answers the server's message, if any; React Router then reloads the loaders, which bring
// the member's new list. A form it cannot read is a bad request.

export const FOLLOWS_INTENTS = [
  "follow",
  "unfollow",
  "follow_many",
  "reorder",
  "digest",
] as const satisfies readonly FollowsIntent[];

/** What a follows form asks, read from its fields (follow-forms.ts writes them). */
export type FollowsForm =
  | { intent: "follow" | "unfollow"; analystId: number }
  | { intent: "follow_many" | "reorder"; analystIds: number[] }
  | { intent: "digest"; subscribed: boolean };

const isIntent = (value: unknown): value is (typeof FOLLOWS_INTENTS)[number] =>
  FOLLOWS_INTENTS.some((i) => i === value);

/** What the form asks, or null when its intent is none of the follows'. */
export function readFollowsForm(form: FormData): FollowsForm | null {
  const intent = form.get("intent");
  if (!isIntent(intent)) return null;
  switch (intent) {
    case "follow":
    case "unfollow":
      return { intent, analystId: Number(form.get("analyst_id")) };
    case "follow_many":
    case "reorder":
      return { intent, analystIds: form.getAll("analyst_id").map(Number) };
    case "digest":
      return { intent, subscribed: form.get("subscribed") === "true" };
  }
}

async function save(asked: FollowsForm): Promise<void> {
  switch (asked.intent) {
    case "follow":
      await client.followAnalyst(asked.analystId);
      return;
    case "unfollow":
      await client.unfollowAnalyst(asked.analystId);
      return;
    case "follow_many":
      await client.onboardFollowedAnalysts(asked.analystIds);
      return;
    case "reorder":
      await client.reorderFollowedAnalysts(asked.analystIds);
      return;
    case "digest":
      await client.setFollowedAnalystsDigest(asked.subscribed);
  }
}

export async function followAction(form: FormData): Promise<FollowActionResult> {
  const asked = readFollowsForm(form);
  if (!asked) throw badForm("follows", form.get("intent"), FOLLOWS_INTENTS);
  const analystId =
    "analystId" in asked ? asked.analystId : "analystIds" in asked ? (asked.analystIds[0] ?? null) : null;
  // Follow and unfollow say the state the member is in after: the asked one, or the old one.
  const follows = asked.intent === "follow" ? true : asked.intent === "unfollow" ? false : null;
  try {
    await save(asked);
    return { intent: asked.intent, analystId, following: follows, error: null };
  } catch (e) {
    return {
      intent: asked.intent,
      analystId,
      following: follows === null ? null : !follows,
      error: e instanceof Error ? e.message : UNKNOWN_API_ERROR,
    };
  }
}
