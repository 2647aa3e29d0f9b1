import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aWatchlist } from "../../../../test/support/watchlist";
import { watchlistsAction } from "./watchlists-action";
import { askedChanges, WATCHLISTS_ACTION, watchlistsForm } from "./watchlists-forms";
import { orderedWatchlists, watchlistReducer, watchlistState } from "./watchlist-state";

// The watchlists forms' action and their optimistic reading, as the controls observe them: what
// the server was asked and said, a form the action cannot read, and what forms on their way show.

const list = aWatchlist;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

let calls: { url: string; method: string; body: unknown }[] = [];
const answering = (status: number, body: unknown) =>
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });

// The anti-forgery token the page's script reads from its cookie.
beforeEach(() => {
  calls = [];
  vi.stubGlobal("document", { cookie: "oz_csrf_token=t1" });
});
afterEach(() => vi.unstubAllGlobals());

describe("the watchlists action", () => {
  it("watches through the typed client and answers the saved watchlist", async () => {
    answering(200, { watchlist: list(3, "Growth", [7]) });
    await expect(watchlistsAction(watchlistsForm("watch", { watchlist_id: 3, company_id: 7 }))).resolves.toEqual({
      intent: "watch",
      watchlistId: 3,
      watchlist: list(3, "Growth", [7]),
      error: null,
    });
    expect(calls).toEqual([
      {
        url: "/api/users/watchlists_companies",
        method: "POST",
        body: { watchlist_company: { watchlist_id: 3, company_id: 7 } },
      },
    ]);
  });

  it("adds many in one replace of the companies held and the new ones", async () => {
    answering(200, { watchlist: list(3, "Growth", [1, 2, 5]) });
    const result = await watchlistsAction(
      watchlistsForm("add_many", { watchlist_id: 3, company_id: [2, 5], held_id: [1, 2] }),
    );
    expect(calls).toEqual([
      { url: "/api/users/watchlists/3", method: "PATCH", body: { watchlist: { company_ids: [1, 2, 5] } } },
    ]);
    expect(result.watchlist?.companies).toEqual([1, 2, 5]);
  });

  it("takes a company out of every watchlist named, and reorders, renames, subscribes and deletes", async () => {
    answering(200, { watchlist: list(1, "Dividends", []) });
    await watchlistsAction(watchlistsForm("unwatch", { watchlist_id: [1, 2], company_id: 7 }));
    await watchlistsAction(watchlistsForm("rename", { watchlist_id: 1, name: "  Income  " }));
    await watchlistsAction(watchlistsForm("hide", { watchlist_id: 1, hidden: true }));
    answering(200, {
      watchlists: [{ ...list(1, "Dividends", []), subscribed: true, subscriptionFrequency: "monthly" }],
    });
    const subscribed = await watchlistsAction(
      watchlistsForm("subscribe", { watchlist_id: 1, subscribed: true, frequency: "monthly" }),
    );
    answering(200, { watchlists: [list(2, "Growth", []), list(1, "Dividends", [])] });
    await watchlistsAction(watchlistsForm("reorder", { watchlist_id: [2, 1] }));
    answering(204, undefined);
    await expect(watchlistsAction(watchlistsForm("delete", { watchlist_id: 2 }))).resolves.toEqual({
      intent: "delete",
      watchlistId: 2,
      watchlist: null,
      error: null,
    });
    expect(subscribed.watchlist).toMatchObject({ id: 1, subscribed: true, subscriptionFrequency: "monthly" });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["DELETE", "/api/users/watchlists_companies", { watchlist_company: { watchlist_id: 1, company_id: 7 } }],
      ["DELETE", "/api/users/watchlists_companies", { watchlist_company: { watchlist_id: 2, company_id: 7 } }],
      ["PATCH", "/api/users/watchlists/1", { watchlist: { name: "Income" } }],
      ["PATCH", "/api/users/watchlists/1", { watchlist: { hidden: true } }],
      [
        "PATCH",
        "/api/users/watchlists/subscriptions",
        { watchlists: [{ id: 1, subscribed: true, subscriptionFrequency: "monthly" }] },
      ],
      ["PATCH", "/api/users", { user: { watchlist_ids: [2, 1] } }],
      ["DELETE", "/api/users/watchlists/2", undefined],
    ]);
  });

  it("answers the server's refusal with the watchlist it was about", async () => {
    answering(422, { error: { message: "A watchlist holds at most 500 companies." } });
    await expect(watchlistsAction(watchlistsForm("watch", { watchlist_id: 3, company_id: 7 }))).resolves.toEqual({
      intent: "watch",
      watchlistId: 3,
      watchlist: null,
      error: "A watchlist holds at most 500 companies.",
    });
  });

  it("refuses a form of no intent it knows as a bad request that says what it takes, and sends nothing", async () => {
    answering(200, {});
    for (const sent of [form({ intent: "follow", watchlist_id: "3" }), form({ watchlist_id: "3" })]) {
      const refusal = await watchlistsAction(sent).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refusal).toBeInstanceOf(Response);
      const response = refusal as Response;
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toMatch(sent.has("intent") ? /does not know the intent "follow"/ : /a form without an intent/);
      expect(text).toContain(
        "it takes watch, unwatch, add_many, note, create, rename, hide, delete, reorder, subscribe",
      );
    }
    const badFrequency = form({ intent: "subscribe", watchlist_id: "3", subscribed: "true", frequency: "hourly" });
    const refusal = (await watchlistsAction(badFrequency).catch((e: unknown) => e)) as Response;
    expect(refusal.status).toBe(400);
    expect(await refusal.text()).toBe('The watchlists action cannot read the fields of its "subscribe" form.');
    expect(calls).toEqual([]);
  });

  it("shows what the forms on their way ask for, keeps a deleted watchlist until the server drops it, and nothing of other routes' forms", () => {
    const start = watchlistState([list(1, "Dividends", [10, 11]), list(2, "Growth", [11]), list(3, "Old", [])]);
    const asked = askedChanges([
      { formAction: WATCHLISTS_ACTION, formData: watchlistsForm("watch", { watchlist_id: 2, company_id: 12 }) },
      { formAction: WATCHLISTS_ACTION, formData: watchlistsForm("unwatch", { watchlist_id: [1, 2], company_id: 11 }) },
      {
        formAction: WATCHLISTS_ACTION,
        formData: watchlistsForm("add_many", { watchlist_id: 1, company_id: [13, 14], held_id: [10] }),
      },
      { formAction: WATCHLISTS_ACTION, formData: watchlistsForm("rename", { watchlist_id: 1, name: "Income" }) },
      {
        formAction: WATCHLISTS_ACTION,
        formData: watchlistsForm("subscribe", { watchlist_id: 2, subscribed: true, frequency: "daily" }),
      },
      { formAction: WATCHLISTS_ACTION, formData: watchlistsForm("delete", { watchlist_id: 3 }) },
      { formAction: WATCHLISTS_ACTION, formData: watchlistsForm("reorder", { watchlist_id: [2, 1] }) },
      {
        formAction: WATCHLISTS_ACTION,
        formData: watchlistsForm("note", { watchlist_id: 1, company_id: 10, note: "Cheap" }),
      },
      { formAction: WATCHLISTS_ACTION, formData: form({ intent: "nonsense", watchlist_id: "1" }) },
      { formAction: "/actions/follows", formData: form({ intent: "unwatch", watchlist_id: "2", company_id: "12" }) },
      { formAction: WATCHLISTS_ACTION },
    ]);
    const shown = asked.reduce(watchlistReducer, start);
    expect(orderedWatchlists(shown).map((w) => [w.name, w.companies, w.subscribed, w.subscriptionFrequency])).toEqual([
      ["Growth", [12], true, "daily"],
      ["Income", [10, 13, 14], false, "weekly"],
      ["Old", [], false, "weekly"],
    ]);
  });
});
