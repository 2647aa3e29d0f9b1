import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser } from "../../../../test/support/fixtures";

// POST /api/analytics stores the search events and search error reports it is sent, and refuses
// anything else with a 400 that stores nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(payload: unknown, cookie = "") {
  const pair = await csrfPair(t.app, cookie);
  return t.app.inject({
    method: "POST",
    url: "/api/analytics",
    headers: { "x-csrf-token": pair.token, cookie: pair.cookie, "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
}

const rows = () =>
  t.database.db.selectFrom("analytics_events").select(["kind", "payload", "user_id"]).orderBy("id").execute();

describe("POST /api/analytics", () => {
  it("stores a search event with the member's id", async () => {
    const user = await insertSignedInUser(t.database.db);
    const res = await post({ kind: "search", term: "appl", searchType: "company" }, user.cookie);
    expect(res.statusCode).toBe(204);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: "search", payload: { term: "appl", searchType: "company" } });
    expect(Number(row!.user_id)).toBe(user.userId);
  });

  it("stores a guest's search error report", async () => {
    const report = {
      kind: "search_error",
      query: "msft",
      searchId: "s-17",
      status: 503,
      message: "503 Service Unavailable",
      headers: { accept: "application/json" },
      cookies: ["oz_theme"],
    };
    expect((await post(report)).statusCode).toBe(204);
    const last = (await rows()).at(-1)!;
    expect(last).toMatchObject({ kind: "search_error", user_id: null });
    expect(last.payload).toEqual({ ...report, kind: undefined });
  });

  it.each([
    ["an unknown kind", { kind: "pageview", url: "/" }],
    ["a missing field", { kind: "search", term: "x" }],
    ["an extra field", { kind: "search", term: "x", searchType: "company", ip: "1.2.3.4" }],
    ["a term too long", { kind: "search", term: "x".repeat(201), searchType: "company" }],
    ["not an object", ["search"]],
  ])("refuses %s with 400 and stores nothing", async (_, payload) => {
    const before = (await rows()).length;
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    expect((await rows()).length).toBe(before);
  });

  it("needs the anti-forgery token like every other write", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analytics",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ kind: "search", term: "x", searchType: "company" }),
    });
    expect(res.statusCode).toBe(403);
  });
});
