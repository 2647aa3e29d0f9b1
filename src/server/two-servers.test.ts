import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../test/support/agent";
import { createTestDatabase, type TestDatabase, buildDemoMarket } from "../../test/support/database";
import { eventually } from "../../test/support/eventually";
import { serverOnDatabase } from "../../test/support/app";
import { PERSONAL_DATA_URL } from "../domain/contracts/personal-data";

// Scaling past one machine: several servers behind any load balancer on one
// PostgreSQL. Sessions, rate limits, jobs and the market all live in the database, so two
// servers, each with its own pool and its own memory (search index, screener snapshot, kept
// pages), agree: a sign-in on one is valid on the other, a market change written anywhere
// reloads both, and a member's lists changed on one show on the other. A member's own data is
// what GET /api/users/me answers (the page kept for their class reads it after hydration). (Scheduled jobs running once across servers: jobs/job-runner.test.ts.)

type Server = Awaited<ReturnType<typeof serverOnDatabase>>;

// Pages kept, as in production: they too must follow the market.
const server = (t: TestDatabase) => serverOnDatabase(t.url, { PAGE_CACHE_MB: "8" });

describe("two servers on one database", () => {
  let t: TestDatabase;
  let a: Server;
  let b: Server;
  beforeAll(async () => {
    t = await createTestDatabase();
    a = await server(t);
    b = await server(t);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  it("share sessions: a sign-up on one is signed in on the other, and a sign-out on the other ends it on both", async () => {
    const email = `two-servers-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const onA = new Agent(a.app);
    expect((await onA.json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } })).statusCode).toBe(
      200,
    );
    const onB = new Agent(b.app, onA.ip);
    for (const name of ["oz_session", "oz_csrf"]) onB.setCookie(name, onA.cookie(name)!);
    expect((await onB.get(PERSONAL_DATA_URL)).body).toContain(email);

    expect((await onB.json("DELETE", "/users/sign-out")).statusCode).toBe(204);
    const stale = new Agent(a.app, onA.ip);
    stale.setCookie("oz_session", onA.cookie("oz_session")!);
    expect((await stale.get(PERSONAL_DATA_URL)).body).not.toContain(email);
  });

  it("follow the market: a market build written once reloads both servers' company search", async () => {
    const search = async (s: Server, q: string) =>
      (await s.app.inject({ method: "GET", url: `/api/companies/search?q=${encodeURIComponent(q)}` })).json() as {
        ticker: string;
      }[];
    for (const s of [a, b]) expect(s.app.companySearch.size).toBe(0);

    // What the market-update job does in whichever process runs it: write, then NOTIFY.
    await buildDemoMarket(t.url, { companies: 12, seed: "two-servers", asOf: "2006-06-30" });
    const company = await t.db
      .selectFrom("companies")
      .select(["name", "ticker"])
      .where("delisted_on", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    for (const s of [a, b]) {
      await eventually(async () => (await search(s, company.ticker))[0]?.ticker === company.ticker, "the new market");
      expect(s.app.companySearch.size).toBeGreaterThan(0);
    }
  }, 120_000);

  it("keep a member's own lists in step: a watchlist made on one shows on the other's next page", async () => {
    const email = `two-servers-lists-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const onA = new Agent(a.app);
    expect((await onA.json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } })).statusCode).toBe(
      200,
    );
    const onB = new Agent(b.app, onA.ip);
    for (const name of ["oz_session", "oz_csrf"]) onB.setCookie(name, onA.cookie(name)!);
    expect((await onB.get(PERSONAL_DATA_URL)).body).not.toContain("Made on A");
    expect((await onB.get(PERSONAL_DATA_URL)).body).not.toContain("Made on A");

    const made = await onA.json("POST", "/api/users/watchlists", { watchlist: { name: "Made on A" } });
    expect(made.statusCode).toBe(201);
    expect((await onB.get(PERSONAL_DATA_URL)).body).toContain("Made on A");
  });
});
