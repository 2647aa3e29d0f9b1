import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, type TestApp } from "../../../../test/support/app";
import { grantPremium, insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import type { SavedScreener } from "../../../domain/screener/saved";

// Saved screeners: signed-in users create, replace and delete their own, and nobody else's.

describe("saved screeners API", () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await insertSignedInUser(t.database.db);
    bob = await insertSignedInUser(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function call(
    method: "POST" | "PUT" | "DELETE" | "GET",
    url: string,
    user: SignedInUser | null,
    payload?: unknown,
    csrf = true,
    extraHeaders: Record<string, string> = {},
  ) {
    const pair = csrf ? await csrfPair(t.app, user?.cookie ?? "") : { token: "", cookie: user?.cookie ?? "" };
    return t.app.inject({
      method,
      url,
      headers: {
        cookie: pair.cookie,
        ...(csrf ? { "x-csrf-token": pair.token } : {}),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...extraHeaders,
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  }
  const code = (res: { json: <T>() => T }) =>
    res.json<{ error: { code: string; message: string; details?: { parameter: string } } }>().error;

  it("saves a screen with its filters in order and lists it for its owner only", async () => {
    const res = await call("POST", "/api/screener/saved", alice, {
      name: "Cheap tech",
      description: "",
      f: { sid: "10", pe: "0,15" },
      t: 4,
      s: "pe",
      sd: "asc",
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<{ savedScreener: SavedScreener }>().savedScreener;
    expect(saved).toMatchObject({
      kind: "saved",
      name: "Cheap tech",
      description: null,
      f: { sid: "10", pe: "0,15" },
      t: 4,
      s: "pe",
      sd: "asc",
      url: "/stock-screener?t=4&f[sid]=10&f[pe]=0,15&s=pe&sd=asc",
    });
    expect(Object.keys(saved.f)).toEqual(["sid", "pe"]);
    const mine = await call("GET", "/api/screener/saved", alice);
    expect(mine.json<{ savedScreeners: SavedScreener[] }>().savedScreeners.map((s) => s.id)).toEqual([saved.id]);
    const theirs = await call("GET", "/api/screener/saved", bob);
    expect(theirs.json<{ savedScreeners: SavedScreener[] }>().savedScreeners).toEqual([]);
  });

  it("refuses a body with nothing left after dropping empty values: 'Bad Request'", async () => {
    for (const body of [{}, { name: "", f: {}, s: "" }, { description: "" }]) {
      const res = await call("POST", "/api/screener/saved", alice, body);
      expect(res.statusCode).toBe(400);
      expect(code(res)).toMatchObject({ code: "SAVED_SCREENER_EMPTY", message: "Bad Request" });
    }
  });

  it("names a bad filter, tab or sort", async () => {
    for (const [body, parameter] of [
      [{ f: { nope: "1" } }, "f[nope]"],
      [{ t: 42 }, "t"],
      [{ s: "nope" }, "s"],
      [{ f: { dds: "10.5," } }, "f[dds]"],
    ] as const) {
      const res = await call("POST", "/api/screener/saved", alice, body);
      expect(res.statusCode).toBe(400);
      expect(code(res).code).toBe("SCREENER_QUERY_INVALID");
      expect(code(res).details?.parameter).toBe(parameter);
    }
    const unknownField = await call("POST", "/api/screener/saved", alice, { name: "x", colour: "red" });
    expect(unknownField.statusCode).toBe(400);
  });

  it("refuses a Premium filter or sort from a free user at save time, naming it, and stores nothing", async () => {
    const before = (await call("GET", "/api/screener/saved", bob)).json<{ savedScreeners: SavedScreener[] }>();
    for (const [body, parameter] of [
      [{ name: "Top rated", f: { zr: "A" } }, "f[zr]"],
      [{ name: "By rating", s: "zr", sd: "desc" }, "s"],
    ] as const) {
      const res = await call("POST", "/api/screener/saved", bob, body);
      expect(res.statusCode).toBe(403);
      expect(code(res).code).toBe("SCREENER_PREMIUM_REQUIRED");
      expect(code(res).message).toMatch(/needs Premium/);
      expect(code(res).details?.parameter).toBe(parameter);
    }
    const after = (await call("GET", "/api/screener/saved", bob)).json<{ savedScreeners: SavedScreener[] }>();
    expect(after.savedScreeners).toEqual(before.savedScreeners);

    const premium = await insertSignedInUser(t.database.db);
    await grantPremium(t.database.db, premium.userId);
    expect((await call("POST", "/api/screener/saved", premium, { name: "Top rated", f: { zr: "A" } })).statusCode).toBe(
      201,
    );
  });

  it("answers the owner's screeners with Cache-Control: no-store", async () => {
    const res = await call("GET", "/api/screener/saved", alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("saves once per Idempotency-Key: a retry answers the first result, per user", async () => {
    const owner = await insertSignedInUser(t.database.db);
    const other = await insertSignedInUser(t.database.db);
    const body = { name: "Retried", f: { pe: "0,15" } };
    const key = { "idempotency-key": "save-7f3a9c" };
    const list = async (user: SignedInUser) =>
      (await call("GET", "/api/screener/saved", user)).json<{ savedScreeners: SavedScreener[] }>().savedScreeners;

    const first = await call("POST", "/api/screener/saved", owner, body, true, key);
    const again = await call("POST", "/api/screener/saved", owner, body, true, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await list(owner)).toHaveLength(1);

    // The same key with another body is a client mistake, not a replay.
    const reused = await call("POST", "/api/screener/saved", owner, { name: "Other" }, true, key);
    expect(reused.statusCode).toBe(422);
    expect(code(reused).code).toBe("IDEMPOTENCY_KEY_REUSED");
    // Another user's key of the same name is theirs.
    expect((await call("POST", "/api/screener/saved", other, body, true, key)).statusCode).toBe(201);
    expect(await list(other)).toHaveLength(1);
    // Without a key every POST creates.
    await call("POST", "/api/screener/saved", owner, body);
    expect(await list(owner)).toHaveLength(2);
    // A refused call gives its key back.
    const refused = await call("POST", "/api/screener/saved", owner, {}, true, { "idempotency-key": "empty-1" });
    expect(refused.statusCode).toBe(400);
    expect(
      (await call("POST", "/api/screener/saved", owner, body, true, { "idempotency-key": "empty-1" })).statusCode,
    ).toBe(201);
    const bad = await call("POST", "/api/screener/saved", owner, body, true, { "idempotency-key": "has space" });
    expect(bad.statusCode).toBe(400);
    expect(code(bad).code).toBe("IDEMPOTENCY_KEY_INVALID");
  });

  it("lets only the owner replace or delete a screen", async () => {
    const created = (await call("POST", "/api/screener/saved", alice, { name: "Mine" })).json<{
      savedScreener: SavedScreener;
    }>().savedScreener;
    const url = `/api/screener/saved/${created.id}`;
    expect((await call("PUT", url, bob, { name: "Stolen" })).statusCode).toBe(404);
    expect((await call("DELETE", url, bob)).statusCode).toBe(404);
    const replaced = await call("PUT", url, alice, { name: "Renamed", f: { dy: "3," } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<{ savedScreener: SavedScreener }>().savedScreener).toMatchObject({
      name: "Renamed",
      f: { dy: "3," },
      t: null,
      s: null,
    });
    expect((await call("PUT", url, alice, { name: "" })).statusCode).toBe(400);
    const deleted = await call("DELETE", url, alice);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await call("DELETE", url, alice)).statusCode).toBe(404);
    expect((await call("PUT", "/api/screener/saved/999999", alice, { name: "x" })).statusCode).toBe(404);
  });

  it("needs a signed-in user and the anti-forgery header", async () => {
    const guest = await call("POST", "/api/screener/saved", null, { name: "x" });
    expect(guest.statusCode).toBe(401);
    expect(code(guest)).toMatchObject({ code: "SIGN_IN_REQUIRED", message: "Sign in to save screeners." });
    expect((await call("GET", "/api/screener/saved", null)).statusCode).toBe(401);
    const forged = await call("POST", "/api/screener/saved", alice, { name: "x" }, false);
    expect(forged.statusCode).toBe(403);
    expect(code(forged).code).toBe("CSRF_TOKEN_INVALID");
  });
});
