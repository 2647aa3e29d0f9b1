import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNREADABLE_ANSWER_MESSAGE } from "../../lib/api-client";
import { askedFollows, followAction, FOLLOWS_ACTION } from "./follow-action";

// The Follow form's action and its optimistic reading, as the control observes them: what the
// server said, and what a form on its way asks for.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

// The anti-forgery token the page's script reads from its cookie.
beforeEach(() => vi.stubGlobal("document", { cookie: "oz_csrf_token=t1" }));
afterEach(() => vi.unstubAllGlobals());

describe("the follows action", () => {
  it("follows through the typed client and says the member follows now", async () => {
    const analyst = {
      ...{ id: 4, name: "A. Analyst", firmId: 2, firmName: "Firm", url: "/analysts/4", position: 1 },
      ...{ followedAt: "2026-11-28T10:00:00.000Z", callCount: 0, latestCall: null },
    };
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ followedAnalyst: analyst }), { status: 200 });
    });
    const result = await followAction(form({ intent: "follow", analyst_id: "4" }));
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.body).toBe('{"followed_analyst":{"analyst_id":4}}');
    expect(result).toEqual({ analystId: 4, following: true, error: null });
  });

  it("takes an answer its contract does not describe as a refusal", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"followedAnalyst":{"id":"four"}}', { status: 200 }));
    await expect(followAction(form({ intent: "follow", analyst_id: "4" }))).resolves.toEqual({
      analystId: 4,
      following: false,
      error: UNREADABLE_ANSWER_MESSAGE,
    });
  });

  it("answers the server's refusal and the state the member is still in", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"unfollowedAnalystIds":[]}', { status: 200 }));
    await expect(followAction(form({ intent: "unfollow", analyst_id: "9" }))).resolves.toEqual({
      analystId: 9,
      following: true,
      error: "Could not unfollow analyst",
    });
  });

  it("reads what the follow forms on their way ask for, and nothing else", () => {
    const asked = askedFollows([
      { formAction: FOLLOWS_ACTION, formData: form({ intent: "follow", analyst_id: "1" }) },
      { formAction: FOLLOWS_ACTION, formData: form({ intent: "unfollow", analyst_id: "2" }) },
      { formAction: "/actions/watchlists", formData: form({ intent: "watch", analyst_id: "3" }) },
      { formAction: FOLLOWS_ACTION },
    ]);
    expect([...asked]).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});
