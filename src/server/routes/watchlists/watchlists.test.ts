import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppWithMarket, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser, type SignedInUser } from "../../../../test/support/fixtures";
import { errorOf, jsonCaller } from "../../../../test/support/signed-in-call";
import { Agent } from "../../../../test/support/agent";
import { hashPassword } from "../../accounts/passwords";
import { watchlistTableSchema, type Watchlist, type WatchlistTable } from "../../../domain/contracts/watchlists";

// Watchlists API (spec 3, 5, 7, 8; decision 023) against a small demo market: every call of
// spec 7 and its messages, the calls users need beside them, the limits, and one user never
// reaching another's watchlists.

describe("watchlists API", () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let companyIds: number[];
  beforeAll(async () => {
    ({ t, companyIds } = await createTestAppWithMarket("watchlists-api"));
    alice = await insertSignedInUser(t.database.db, { watchlists: ["Dividends", "Growth"] });
    bob = await insertSignedInUser(t.database.db, { watchlists: ["Bob's"] });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = jsonCaller(() => t.app);
  const error = errorOf;
  const watchlistOf = (res: { json: <T>() => T }) => res.json<{ watchlist: Watchlist }>().watchlist;

  it("refuses guests with 401 and writes without the anti-forgery header with 403", async () => {
    const guest = await t.app.inject({ method: "GET", url: "/api/users/watchlists" });
    expect(guest.statusCode).toBe(401);
    expect(error(guest).code).toBe("SIGN_IN_REQUIRED");
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/users/watchlists_companies",
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      payload: JSON.stringify({
        watchlist_company: { watchlist_id: alice.watchlistIds[0], company_id: companyIds[0] },
      }),
    });
    expect(forged.statusCode).toBe(403);
    expect(error(forged).code).toBe("CSRF_TOKEN_INVALID");
  });

  it("lists the user's own watchlists in order with spec 3's fields", async () => {
    const res = await call("GET", "/api/users/watchlists", alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      watchlists: ["Dividends", "Growth"].map((name, i) => ({
        id: alice.watchlistIds[i],
        name,
        url: `/users/watchlists/${alice.watchlistIds[i]}`,
        companies: [],
        subscribed: false,
        subscriptionFrequency: "weekly",
        hidden: false,
      })),
    });
  });

  it("answers 204 for an empty watchlist and 'No watchlist found!' for another user's or an unknown id", async () => {
    expect((await call("GET", `/api/users/watchlists/${alice.watchlistIds[0]}`, alice)).statusCode).toBe(204);
    for (const id of [bob.watchlistIds[0]!, 999_999]) {
      const res = await call("GET", `/api/users/watchlists/${id}`, alice);
      expect(res.statusCode).toBe(404);
      expect(error(res)).toEqual({ code: "WATCHLIST_NOT_FOUND", message: "No watchlist found!" });
      const csv = await call("GET", `/api/users/watchlists/${id}/export`, alice);
      expect(csv.statusCode).toBe(404);
    }
  });

  it("adds a company (server first), once only, and reads the watchlist as a table", async () => {
    const id = alice.watchlistIds[0]!;
    const body = { watchlist_company: { watchlist_id: id, company_id: companyIds[0] } };
    const first = await call("POST", "/api/users/watchlists_companies", alice, body);
    expect(first.statusCode).toBe(200);
    expect(watchlistOf(first).companies).toEqual([companyIds[0]]);
    const again = await call("POST", "/api/users/watchlists_companies", alice, body);
    expect(watchlistOf(again).companies).toEqual([companyIds[0]]);

    const table = await call("GET", `/api/users/watchlists/${id}`, alice);
    expect(table.statusCode).toBe(200);
    const parsed: WatchlistTable = watchlistTableSchema.parse(table.json());
    expect(parsed.rows.map((r) => r.id)).toEqual([companyIds[0]]);
    expect(parsed.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(["price", "chg1d", "l52", "h52", "mcap", "pe", "dy", "dds", "fvd", "zr", "ned", "exd"]),
    );
    expect(parsed.rows[0]!.cells.price).toEqual(expect.any(Number));
    expect(parsed.screenerUrl).toBe(`/stock-screener?f[cid]=${companyIds[0]}`);
    expect(parsed.columnSets[0]).toMatchObject({ id: "watchlist", title: "Watchlist" });
  });

  it("sends no Zen Rating to a free member, in the table or the CSV", async () => {
    const id = alice.watchlistIds[0]!;
    const table = watchlistTableSchema.parse((await call("GET", `/api/users/watchlists/${id}`, alice)).json());
    const zr = table.columns.find((c) => c.key === "zr");
    expect(zr?.locked).toBe(true);
    expect(table.rows.every((r) => r.cells.zr === null)).toBe(true);
    const csv = await call("GET", `/api/users/watchlists/${id}/export`, alice);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const header = csv.body.split("\r\n")[0]!;
    expect(header).toContain("Price");
    expect(header).not.toContain("Zen Rating");
    expect(header.endsWith("Note")).toBe(true);

    const premium = await insertSignedInUser(t.database.db, { premium: true, watchlists: ["P"] });
    await call("POST", "/api/users/watchlists_companies", premium, {
      watchlist_company: { watchlist_id: premium.watchlistIds[0], company_id: companyIds[0] },
    });
    const theirs = watchlistTableSchema.parse(
      (await call("GET", `/api/users/watchlists/${premium.watchlistIds[0]}`, premium)).json(),
    );
    expect(theirs.columns.find((c) => c.key === "zr")?.locked).toBe(false);
    const theirCsv = await call("GET", `/api/users/watchlists/${premium.watchlistIds[0]}/export`, premium);
    expect(theirCsv.body.split("\r\n")[0]).toContain("Zen Rating");
  });

  it("answers 4xx for a company id that is no company and leaves the watchlist as it was", async () => {
    const id = alice.watchlistIds[1]!;
    const res = await call("POST", "/api/users/watchlists_companies", alice, {
      watchlist_company: { watchlist_id: id, company_id: 2_000_000 },
    });
    expect(res.statusCode).toBe(404);
    expect(error(res).code).toBe("COMPANY_NOT_FOUND");
    const replace = await call("PATCH", `/api/users/watchlists/${id}`, alice, {
      watchlist: { company_ids: [companyIds[1], 2_000_000] },
    });
    expect(replace.statusCode).toBe(404);
    expect(error(replace).code).toBe("COMPANY_NOT_FOUND");
    expect((await call("GET", `/api/users/watchlists/${id}`, alice)).statusCode).toBe(204);
  });

  it("replaces the companies with watchlist{company_ids} and keeps notes of companies that stay", async () => {
    const id = alice.watchlistIds[1]!;
    const set = await call("PATCH", `/api/users/watchlists/${id}`, alice, {
      watchlist: { company_ids: [companyIds[1], companyIds[2], companyIds[3]] },
    });
    expect(set.statusCode).toBe(200);
    expect(watchlistOf(set).companies).toEqual([companyIds[1], companyIds[2], companyIds[3]]);
    const note = await call("PATCH", "/api/users/watchlists_companies/note", alice, {
      watchlist_company: { watchlist_id: id, company_id: companyIds[2], note: "Buy below 40" },
    });
    expect(note.statusCode).toBe(204);
    const again = await call("PATCH", `/api/users/watchlists/${id}`, alice, {
      watchlist: { company_ids: [companyIds[2], companyIds[4]] },
    });
    expect(watchlistOf(again).companies).toEqual([companyIds[2], companyIds[4]]);
    const table = watchlistTableSchema.parse((await call("GET", `/api/users/watchlists/${id}`, alice)).json());
    expect(table.rows.map((r) => [r.id, r.note])).toEqual([
      [companyIds[2], "Buy below 40"],
      [companyIds[4], null],
    ]);
    const csv = await call("GET", `/api/users/watchlists/${id}/export`, alice);
    expect(csv.body).toContain("Buy below 40");
  });

  it("refuses a note on a company the watchlist does not hold, and one over 500 characters", async () => {
    const id = alice.watchlistIds[1]!;
    const absent = await call("PATCH", "/api/users/watchlists_companies/note", alice, {
      watchlist_company: { watchlist_id: id, company_id: companyIds[9], note: "x" },
    });
    expect(absent.statusCode).toBe(404);
    expect(error(absent).code).toBe("WATCHLIST_COMPANY_NOT_FOUND");
    const long = await call("PATCH", "/api/users/watchlists_companies/note", alice, {
      watchlist_company: { watchlist_id: id, company_id: companyIds[2], note: "x".repeat(501) },
    });
    expect(long.statusCode).toBe(400);
  });

  it("removes one company or many with spec 7's two DELETE bodies", async () => {
    const id = alice.watchlistIds[1]!;
    await call("PATCH", `/api/users/watchlists/${id}`, alice, {
      watchlist: { company_ids: companyIds.slice(0, 5) },
    });
    const one = await call("DELETE", "/api/users/watchlists_companies", alice, {
      watchlist_company: { watchlist_id: id, company_id: companyIds[0] },
    });
    expect(one.statusCode).toBe(200);
    expect(watchlistOf(one).companies).toEqual(companyIds.slice(1, 5));
    const many = await call("DELETE", "/api/users/watchlists_companies", alice, {
      watchlist_company: { watchlist_id: id, company_ids: [companyIds[1], companyIds[3]] },
    });
    expect(watchlistOf(many).companies).toEqual([companyIds[2], companyIds[4]]);
  });

  it("answers 'No watchlist found for updating!' to every change of another user's watchlist, changing nothing", async () => {
    const theirs = bob.watchlistIds[0]!;
    await call("POST", "/api/users/watchlists_companies", bob, {
      watchlist_company: { watchlist_id: theirs, company_id: companyIds[5] },
    });
    const attempts = [
      call("PATCH", `/api/users/watchlists/${theirs}`, alice, { watchlist: { company_ids: [] } }),
      call("PATCH", `/api/users/watchlists/${theirs}`, alice, { watchlist: { name: "Mine now" } }),
      call("DELETE", `/api/users/watchlists/${theirs}`, alice),
      call("POST", "/api/users/watchlists_companies", alice, {
        watchlist_company: { watchlist_id: theirs, company_id: companyIds[6] },
      }),
      call("DELETE", "/api/users/watchlists_companies", alice, {
        watchlist_company: { watchlist_id: theirs, company_id: companyIds[5] },
      }),
      call("DELETE", "/api/users/watchlists_companies", alice, {
        watchlist_company: { watchlist_id: theirs, company_ids: [companyIds[5]] },
      }),
      call("PATCH", "/api/users/watchlists_companies/note", alice, {
        watchlist_company: { watchlist_id: theirs, company_id: companyIds[5], note: "hi" },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(error(res)).toEqual({
        code: "WATCHLIST_NOT_FOUND_FOR_UPDATE",
        message: "No watchlist found for updating!",
      });
      expect(res.body).not.toContain("Bob's");
    }
    const bobs = (await call("GET", "/api/users/watchlists", bob)).json<{ watchlists: Watchlist[] }>().watchlists;
    expect(bobs).toEqual([expect.objectContaining({ name: "Bob's", companies: [companyIds[5]] })]);
    const subs = await call("PATCH", "/api/users/watchlists/subscriptions", alice, {
      watchlists: [{ id: theirs, subscribed: true, subscriptionFrequency: "daily" }],
    });
    expect(subs.statusCode).toBe(404);
    expect(error(subs)).toEqual({
      code: "WATCHLISTS_NOT_FOUND_FOR_UPDATE",
      message: "No watchlists found for updating!",
    });
    const reorder = await call("PATCH", "/api/users", alice, {
      user: { watchlist_ids: [...alice.watchlistIds, theirs] },
    });
    expect(reorder.statusCode).toBe(422);
    expect((await call("GET", "/api/users/watchlists", bob)).json()).toMatchObject({
      watchlists: [{ subscribed: false, subscriptionFrequency: "weekly" }],
    });
  });

  it("subscribes with a frequency and answers the updated watchlists; refuses an empty list", async () => {
    const res = await call("PATCH", "/api/users/watchlists/subscriptions", alice, {
      watchlists: [
        { id: alice.watchlistIds[0], subscribed: true, subscriptionFrequency: "weekly" },
        { id: alice.watchlistIds[1], subscribed: true, subscriptionFrequency: "monthly" },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json<{ watchlists: Watchlist[] }>().watchlists.map((w) => [w.id, w.subscribed, w.subscriptionFrequency]),
    ).toEqual([
      [alice.watchlistIds[0], true, "weekly"],
      [alice.watchlistIds[1], true, "monthly"],
    ]);
    const off = await call("PATCH", "/api/users/watchlists/subscriptions", alice, {
      watchlists: [{ id: alice.watchlistIds[1], subscribed: false }],
    });
    expect(off.json<{ watchlists: Watchlist[] }>().watchlists).toEqual([
      expect.objectContaining({ subscribed: false, subscriptionFrequency: "monthly" }),
    ]);
    const empty = await call("PATCH", "/api/users/watchlists/subscriptions", alice, { watchlists: [] });
    expect(empty.statusCode).toBe(400);
    expect(error(empty).code).toBe("WATCHLIST_SUBSCRIPTIONS_EMPTY");
    const badFrequency = await call("PATCH", "/api/users/watchlists/subscriptions", alice, {
      watchlists: [{ id: alice.watchlistIds[0], subscribed: true, subscriptionFrequency: "hourly" }],
    });
    expect(badFrequency.statusCode).toBe(400);
  });

  it("refuses an update without a watchlist id (spec 5)", async () => {
    const res = await call("PATCH", "/api/users/watchlists", alice, { watchlist: { company_ids: [] } });
    expect(res.statusCode).toBe(400);
    expect(error(res).code).toBe("WATCHLIST_ID_REQUIRED");
  });

  it("creates, renames, hides, reorders and deletes; the last one stays", async () => {
    const user = await insertSignedInUser(t.database.db, { watchlists: ["First"] });
    const created = await call("POST", "/api/users/watchlists", user, { watchlist: { name: "  Tech  " } });
    expect(created.statusCode).toBe(201);
    const tech = watchlistOf(created);
    expect(tech).toMatchObject({ name: "Tech", companies: [] });
    const renamed = await call("PATCH", `/api/users/watchlists/${tech.id}`, user, {
      watchlist: { name: "Big Tech", hidden: true },
    });
    expect(watchlistOf(renamed)).toMatchObject({ name: "Big Tech", hidden: true });
    for (const name of ["", "x".repeat(101)]) {
      const bad = await call("POST", "/api/users/watchlists", user, { watchlist: { name } });
      expect(bad.statusCode).toBe(400);
    }

    const reordered = await call("PATCH", "/api/users", user, {
      user: { watchlist_ids: [tech.id, user.watchlistIds[0]] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<{ watchlists: Watchlist[] }>().watchlists.map((w) => w.name)).toEqual(["Big Tech", "First"]);
    for (const ids of [[tech.id], [tech.id, tech.id], [tech.id, user.watchlistIds[0], 999_999]]) {
      const bad = await call("PATCH", "/api/users", user, { user: { watchlist_ids: ids } });
      expect(bad.statusCode).toBe(422);
      expect(error(bad).code).toBe("WATCHLIST_ORDER_INVALID");
    }

    expect((await call("DELETE", `/api/users/watchlists/${tech.id}`, user)).statusCode).toBe(204);
    const last = await call("DELETE", `/api/users/watchlists/${user.watchlistIds[0]}`, user);
    expect(last.statusCode).toBe(409);
    expect(error(last).code).toBe("WATCHLIST_LAST_ONE");
    const gone = await call("GET", `/api/users/watchlists/${tech.id}`, user);
    expect(error(gone).message).toBe("No watchlist found!");
  });

  it("gives a member from before watchlists their first one at sign-in, and only once", async () => {
    const email = `old-member-${Date.now()}@example.com`;
    await t.database.db
      .insertInto("users")
      .values({ email, password_hash: await hashPassword("old-pass-123"), confirmed_at: new Date() })
      .execute();
    for (let i = 0; i < 2; i++) {
      const res = await new Agent(t.app).json("POST", "/users/sign-in", { user: { email, password: "old-pass-123" } });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ watchlists: Watchlist[] }>().watchlists).toEqual([
        expect.objectContaining({ name: "My Watchlist", companies: [] }),
      ]);
    }
  });

  it("keeps at most 50 watchlists", async () => {
    const user = await insertSignedInUser(t.database.db, {
      watchlists: Array.from({ length: 49 }, (_, i) => `List ${i}`),
    });
    expect((await call("POST", "/api/users/watchlists", user, { watchlist: { name: "Fiftieth" } })).statusCode).toBe(
      201,
    );
    const over = await call("POST", "/api/users/watchlists", user, { watchlist: { name: "One too many" } });
    expect(over.statusCode).toBe(409);
    expect(error(over)).toEqual({ code: "WATCHLIST_LIMIT_REACHED", message: "You can keep at most 50 watchlists." });
  });

  it("holds at most 500 companies", async () => {
    const extra = await t.database.db
      .insertInto("companies")
      .values(
        // Explicit ids: the demo market writes its own, so the sequence is behind them.
        Array.from({ length: 500 }, (_, i) => ({
          id: 1_000_000 + i,
          exchange: "NYSE" as const,
          ticker: `ZW${String(i).padStart(4, "0")}`,
          name: `Filler ${i}`,
          source: "demo" as const,
        })),
      )
      .returning("id")
      .execute();
    const ids = extra.map((r) => r.id);
    const user = await insertSignedInUser(t.database.db, { watchlists: ["Everything"] });
    const id = user.watchlistIds[0]!;
    const full = await call("PATCH", `/api/users/watchlists/${id}`, user, { watchlist: { company_ids: ids } });
    expect(full.statusCode).toBe(200);
    expect(watchlistOf(full).companies).toHaveLength(500);
    const more = await call("POST", "/api/users/watchlists_companies", user, {
      watchlist_company: { watchlist_id: id, company_id: companyIds[0] },
    });
    expect(more.statusCode).toBe(409);
    expect(error(more).code).toBe("WATCHLIST_FULL");
    const tooMany = await call("PATCH", `/api/users/watchlists/${id}`, user, {
      watchlist: { company_ids: [...ids, companyIds[0]] },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
