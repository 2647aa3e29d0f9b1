import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNREADABLE_ANSWER_MESSAGE } from "../../lib/api-client";
import { followAction } from "./follow-action";
import { askedFollows, FOLLOWS_ACTION, followsForm } from "./follow-forms";

// The follows forms' action and their optimistic reading, as the controls observe them: what the
// server was asked and said, a form the action cannot read, and what forms on their way ask for.

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
    expect(result).toEqual({ intent: "follow", analystId: 4, following: true, error: null });
  });

  it("takes an answer its contract does not describe as a refusal", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"followedAnalyst":{"id":"four"}}', { status: 200 }));
    await expect(followAction(form({ intent: "follow", analyst_id: "4" }))).resolves.toEqual({
      intent: "follow",
      analystId: 4,
      following: false,
      error: UNREADABLE_ANSWER_MESSAGE,
    });
  });

  it("answers the server's refusal and the state the member is still in", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"unfollowedAnalystIds":[]}', { status: 200 }));
    await expect(followAction(form({ intent: "unfollow", analyst_id: "9" }))).resolves.toEqual({
      intent: "unfollow",
      analystId: 9,
      following: true,
      error: "Could not unfollow analyst",
    });
  });

  it("reorders, follows onboarding's picks and sets the digest through the typed client", async () => {
    const calls: { url: string; method?: string; body: unknown }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      const answer = url === "/api/users" ? { user: { subscribedToFollowedAnalysts: true } } : { followedAnalysts: [] };
      return new Response(JSON.stringify(answer), { status: 200 });
    });
    const results = [
      await followAction(followsForm("reorder", { analyst_id: [3, 1] })),
      await followAction(followsForm("follow_many", { analyst_id: [5, 6] })),
      await followAction(followsForm("digest", { subscribed: true })),
    ];
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["PATCH", "/api/users/followed-analysts", { followed_analysts: { analyst_ids: [3, 1] } }],
      ["POST", "/api/users/followed-analysts/onboard", { analyst_ids: [5, 6] }],
      ["PATCH", "/api/users", { user: { subscribed_to_followed_analysts: true } }],
    ]);
    expect(results).toEqual([
      { intent: "reorder", analystId: 3, following: null, error: null },
      { intent: "follow_many", analystId: 5, following: null, error: null },
      { intent: "digest", analystId: null, following: null, error: null },
    ]);
  });

  it("refuses a form of no intent it knows as a bad request that says what it takes, and sends nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    for (const [sent, says] of [
      [form({ intent: "watch", analyst_id: "4" }), 'does not know the intent "watch"'],
      [form({ analyst_id: "4" }), "does not know a form without an intent"],
    ] as const) {
      const refusal = (await followAction(sent).catch((e: unknown) => e)) as Response;
      expect(refusal).toBeInstanceOf(Response);
      expect(refusal.status).toBe(400);
      const text = await refusal.text();
      expect(text).toContain(says);
      expect(text).toContain("it takes follow, unfollow, follow_many, reorder, digest");
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("reads what the follows forms on their way ask for, and nothing else", () => {
    const asked = askedFollows([
      { formAction: FOLLOWS_ACTION, formData: form({ intent: "follow", analyst_id: "1" }) },
      { formAction: FOLLOWS_ACTION, formData: form({ intent: "unfollow", analyst_id: "2" }) },
      { formAction: FOLLOWS_ACTION, formData: followsForm("follow_many", { analyst_id: [5, 6] }) },
      { formAction: FOLLOWS_ACTION, formData: followsForm("reorder", { analyst_id: [7, 1] }) },
      { formAction: FOLLOWS_ACTION, formData: followsForm("digest", { subscribed: true }) },
      { formAction: FOLLOWS_ACTION, formData: form({ intent: "nonsense", analyst_id: "8" }) },
      { formAction: "/actions/watchlists", formData: form({ intent: "watch", analyst_id: "3" }) },
      { formAction: FOLLOWS_ACTION },
    ]);
    expect([...asked.following]).toEqual([
      [1, true],
      [2, false],
      [5, true],
      [6, true],
    ]);
    expect(asked.changes).toEqual([{ type: "reorder", order: [7, 1] }]);
    expect(asked.digest).toBe(true);
  });
});
