import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../domain/paths";
import { SECTIONS } from "../../web/sections";
import { createTestApp, csrfPair, signOutCall, type TestApp } from "../../../test/support/app";
import { insertSignedInUser } from "../../../test/support/fixtures";
import { ensureTaxonomy } from "../../market/taxonomy-store";
import { htmlText } from "../../../test/support/html-text";

// Pages rendered by React Router through Fastify: every route of spec 2.3 answers, unknown
// paths get a real 404, and the header shows what a guest or a signed-in user should see.

const company = { exchange: "NYSE", ticker: "ABC" };
const SAMPLE_ARGS: Partial<Record<keyof typeof paths, unknown[]>> = {
  analyst: [1],
  author: ["openzen-research"],
  newsArticle: [42],
  stockScreenerPreset: ["dividends"],
  savedScreenerBacktest: [7],
  stockIdea: ["best-value-stocks-to-buy-now"],
  sector: ["technology"],
  industry: ["software-application"],
  company: [company],
  companyForecast: [company],
  companyEarnings: [company],
  companyDividends: [company],
  companyOwnership: [company],
  stockPicksBuy: [1],
  stockPicksSell: [2],
  stockPicksMarket: ["2025-05"],
  stockPicksWebinar: ["checking-the-ledger"],
  stockStrategy: ["top-rated-value"],
  stockStrategyExport: ["top-rated-value"],
  watchlist: [9],
  portfolio: [9],
  affiliate: ["broker"],
};

function samplePath(name: keyof typeof paths): string {
  const fn = paths[name] as (...args: unknown[]) => string;
  const args = SAMPLE_ARGS[name] ?? [];
  const path = fn(...args);
  if (path.includes("undefined") || path.includes("[object")) throw new Error(`add sample arguments for paths.${name}`);
  return path.split("#")[0]!;
}

function concrete(pattern: string): string {
  return (
    pattern
      .replace(":exchange", "nasdaq")
      .replace(":ticker", "xyz")
      .replace(
        ":slug",
        pattern.startsWith("/stock-ideas") || pattern.startsWith("/stock-screener")
          ? "dividends"
          : pattern.startsWith("/industries")
            ? "software-application"
            : "technology",
      )
      // Authors, strategies and webinars are named by slug, market updates by month, Zen
      // Investor's alerts by ledger entry (1 a buy, 2 a sell), everything else by number.
      .replace(
        ":id",
        pattern.startsWith("/authors")
          ? "openzen-research"
          : pattern.startsWith("/stock-strategies")
            ? "top-rated-value"
            : pattern.startsWith("/stock-picks/webinars")
              ? "checking-the-ledger"
              : pattern.startsWith("/stock-picks/market")
                ? "2025-05"
                : pattern.startsWith("/stock-picks/sell")
                  ? "2"
                  : "1",
      )
  );
}

describe("pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Company pages answer for listed companies only (an unknown ticker is a 404): the sample
    // paths name these two. Industry and sector pages answer for groups with rated companies.
    await ensureTaxonomy(t.database.db);
    const rows = await t.database.db
      .insertInto("companies")
      .values([
        { exchange: "NYSE", ticker: "ABC", name: "Abc Industries", source: "demo", sector_id: 10, industry_id: 137 },
        { exchange: "NASDAQ", ticker: "XYZ", name: "Xyz Systems", source: "demo", sector_id: 10, industry_id: 137 },
      ])
      .returning("id")
      .execute();
    const components = JSON.stringify([]);
    await t.database.db
      .insertInto("ratings_latest")
      .values(
        rows.map((r, i) => ({
          company_id: r.id,
          as_of: "2025-06-30",
          score: 50 + i,
          grade: "C" as const,
          grade_without_ai: "C" as const,
          components,
        })),
      )
      .execute();
    // News pages answer for stories held: the route table's sample names story 1, the path helpers' 42.
    for (const id of [1, 42])
      await t.database.db
        .insertInto("news_articles")
        .values({
          id,
          kind: "earnings",
          key: `earnings:sample:${id}`,
          date: "2025-06-30",
          published_at: new Date("2025-06-30T21:00:00Z"),
          headline: "Xyz Systems reports results",
          summary: "Xyz Systems reported results.",
          body: JSON.stringify(["Xyz Systems reported results."]),
          author: "openzen-newsroom",
          source: "demo",
        })
        .execute();
    // Analyst pages answer for analysts the ranking scored: the sample paths name analyst 1.
    await t.database.db.insertInto("analyst_firms").values({ id: 1, name: "Sample Research" }).execute();
    await t.database.db.insertInto("analysts").values({ id: 1, name: "Sam Sample", firm_id: 1 }).execute();
    await t.database.db
      .insertInto("analyst_scores")
      .values({
        analyst_id: 1,
        firm_id: 1,
        sector_id: 10,
        as_of: "2025-06-30",
        ratings: 0,
        calls: 0,
        successes: 0,
        target_calls: 0,
        target_hits: 0,
        score: 0,
        ranked_count: 0,
        is_top: false,
      })
      .execute();
    // Zen Investor's alert pages read the ledger (entry 1 a buy, 2 its sell), the market update
    // page its month.
    const alert = {
      reasons: ["qualifies"],
      grade: "A",
      score: 100,
      checks: [],
      valuation: { price: 10, pe: null, pb: null, ps: null, dy: null },
    };
    await t.database.db
      .insertInto("zen_investor_ledger")
      .values(
        (["buy", "sell"] as const).map((side, i) => ({
          seq: i + 1,
          phase: "backtest" as const,
          kind: "alert" as const,
          entry_date: i === 0 ? "2024-01-02" : "2024-06-03",
          side,
          company_id: rows[1]!.id,
          body: JSON.stringify(alert),
          prev_hash: String(i).repeat(64),
          hash: String(i + 1).repeat(64),
        })),
      )
      .execute();
    const update = {
      id: "2025-05",
      from: "2025-04-30",
      to: "2025-05-30",
      breadth: { advancers: 1, decliners: 1, unchanged: 0, medianReturn: 0 },
      sectors: [],
      grades: { upgrades: 0, downgrades: 0, newlyA: 0, leftA: 0, rated: 2 },
      portfolio: { return: 0.01, market: 0.02, buys: 0, sells: 0, holdings: 0 },
    };
    await t.database.db
      .insertInto("zen_investor_market_updates")
      .values({ id: update.id, body: JSON.stringify(update) })
      .execute();
  });
  afterAll(() => t.close());

  // Pages for signed-in users only: a guest is sent to sign in (and brought back afterwards).
  const SIGNED_IN_ONLY = new Set([
    "/users/settings",
    "/users/subscription_success",
    "/stock-picks/subscription-success",
    "/users/sign-out",
  ]);
  // Account addresses opened as pages that send everyone on: the member's and the guest's targets.
  const REDIRECTS: Record<string, { member: string; guest: string }> = {
    "/users": { member: paths.userSettings(), guest: paths.signIn() },
    "/users/password": { member: paths.newPassword(), guest: paths.newPassword() },
    // Zen Investor's dashboard is for subscribers: a member without the plan is sent to order it.
    "/stock-picks/dashboard": { member: paths.stockPicksOrderForm(), guest: paths.stockPicksOrderForm() },
  };

  it("sends /users to the account or to sign in, /users/password to the forgot-password page or the set-password dialog, and a guest's sign-out home", async () => {
    const { cookie } = await insertSignedInUser(t.database.db);
    for (const [url, to] of Object.entries(REDIRECTS)) {
      const guest = await t.app.inject({ method: "GET", url });
      expect([guest.statusCode, guest.headers.location], url).toEqual([302, to.guest]);
      const member = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect([member.statusCode, member.headers.location], url).toEqual([302, to.member]);
    }
    const token = await t.app.inject({ method: "GET", url: "/users/password?reset_password_token=abc" });
    expect(token.headers.location).toBe("/?reset_password_token=abc#set-password");
    const signOut = await t.app.inject({ method: "GET", url: "/users/sign-out" });
    expect([signOut.statusCode, signOut.headers.location]).toEqual([302, paths.home()]);
  });

  it("sends a guest to sign in from the pages for signed-in users only", async () => {
    for (const url of SIGNED_IN_ONLY) {
      if (url === paths.signOut()) continue;
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(paths.signIn());
    }
  });

  it("walks spec 2.3's whole route table: every route has its page, none says 'coming soon'", async () => {
    expect(
      SECTIONS.filter((s) => !s.module).map((s) => s.pattern),
      "routes without a page",
    ).toEqual([]);
    const { cookie } = await insertSignedInUser(t.database.db);
    for (const section of SECTIONS) {
      const url = concrete(section.pattern);
      const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(htmlText(res.body), url).not.toContain("This section is coming soon.");
    }
  });

  it("answers every route of the route table with 200", async () => {
    const { cookie } = await insertSignedInUser(t.database.db);
    for (const section of SECTIONS) {
      const url = concrete(section.pattern);
      if (REDIRECTS[url]) continue;
      const res = await t.app.inject({ method: "GET", url, headers: SIGNED_IN_ONLY.has(url) ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      // A company page is headed by the company's name, an author's by the author's, rather than
      // the section's title.
      const heading = section.id.startsWith("company")
        ? "Xyz Systems"
        : section.id === "author"
          ? "OpenZen Research"
          : section.title;
      expect(htmlText(res.body), url).toContain(heading);
    }
  });

  it("answers every internal path the route helpers build", async () => {
    const { cookie } = await insertSignedInUser(t.database.db);
    for (const name of Object.keys(paths) as (keyof typeof paths)[]) {
      const path = samplePath(name);
      if (!path.startsWith("/")) continue; // the external help centre
      // The confirmation link's target spends a token and redirects to the page that reports it.
      if (name === "confirmation") {
        const res = await t.app.inject({ method: "GET", url: path });
        expect(res.statusCode, path).toBe(303);
        expect(res.headers.location, path).toBe("/users/confirmation/new?error=CONFIRMATION_TOKEN_INVALID");
        continue;
      }
      if (REDIRECTS[path]) continue;
      // An affiliate redirect is the server's, from its configured table (none here): unknown, 404.
      if (name === "affiliate") {
        const res = await t.app.inject({ method: "GET", url: path });
        expect(res.statusCode, path).toBe(404);
        continue;
      }
      const res = await t.app.inject({ method: "GET", url: path, headers: SIGNED_IN_ONLY.has(path) ? { cookie } : {} });
      expect(res.statusCode, `${name}: ${path}`).toBe(200);
    }
  });

  it("serves the privacy policy and the terms, linked from every page's footer", async () => {
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.body).toContain('href="/privacy-policy"');
    expect(home.body).toContain('href="/terms-of-service"');
    expect(htmlText((await t.app.inject({ method: "GET", url: "/privacy-policy" })).body)).toContain("What we collect");
    expect(htmlText((await t.app.inject({ method: "GET", url: "/terms-of-service" })).body)).toContain(
      "Not investment advice",
    );
  });

  it("answers an unknown company with the 404 page and a search field", async () => {
    for (const url of ["/stocks/us/nyse/nosuch", "/stocks/us/nasdaq/nosuch/dividends"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(htmlText(res.body), url).toContain("Page not found");
      expect(res.body, url).toContain('role="combobox"');
    }
  });

  it("answers an unknown path with the 404 page and a search field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const text = htmlText(res.body);
    expect(text).toContain("Page not found");
    expect(res.body).toMatch(/role="combobox"[^>]*placeholder="Search for a company"/);
    expect(text).toContain("Search Stocks");
  });

  it("answers an unknown stock idea with 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/stock-ideas/no-such-idea" });
    expect(res.statusCode).toBe(404);
  });

  it("redirects an upper-case company path permanently to the lower-case one", async () => {
    const res = await t.app.inject({ method: "GET", url: "/stocks/us/NYSE/ABC/earnings?x=1" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/stocks/us/nyse/abc/earnings?x=1");
  });

  it("serves route data for client-side navigation", async () => {
    const res = await t.app.inject({ method: "GET", url: "/zen-ratings.data" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("googleSignIn");
    expect(res.body).not.toContain("csrfToken");
  });

  it("serves built assets with long-lived caching", async () => {
    const home = await t.app.inject({ method: "GET", url: "/" });
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(home.body)?.[1];
    expect(asset).toBeTruthy();
    const res = await t.app.inject({ method: "GET", url: asset! });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  describe("the header", () => {
    it("shows a guest the public items in order, and Sign In and Sign Up", async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      const text = htmlText(res.body);
      expect(text).toMatch(/Screeners.*Stock Ideas.*Top Analysts.*Zen Ratings.*Services/);
      expect(text).not.toContain("Watchlists");
      expect(text).toContain("Sign In");
      expect(text).toContain("Sign Up");
      expect(res.body).toMatch(/<a [^>]*href="\/"[^>]*>.*OpenZen/);
    });

    it("shows a signed-in user their watchlists, the account menu and the signed-in home", async () => {
      const user = await insertSignedInUser(t.database.db, {
        email: "ada@example.com",
        watchlists: ["Dividend Kings", "Tech <Growth>"],
      });
      const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie: user.cookie } });
      const text = htmlText(res.body);
      expect(text).toMatch(/Watchlists.*Screeners.*Stock Ideas.*Top Analysts.*Zen Ratings.*Services/);
      expect(text).not.toMatch(/Sign In|Sign Up/);
      expect(res.body).toContain('aria-label="Account menu for ada@example.com"');
      expect(res.body).toMatch(/<a [^>]*href="\/users\/dashboard"/);
      // The watchlists travel in the route data, escaped, for the dropdown.
      expect(res.body).toContain("Dividend Kings");
      expect(res.body).not.toContain("Tech <Growth>");
      expect(text).not.toContain("confirm your email");
    });

    it("asks an unconfirmed user to check their inbox, with a resend link", async () => {
      const user = await insertSignedInUser(t.database.db, { confirmed: false });
      const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie: user.cookie } });
      expect(htmlText(res.body)).toContain("Please check your inbox and confirm your email address.");
      expect(res.body).toContain('href="/users/confirmation/new"');
    });

    it("treats an expired, revoked or unknown session as a guest", async () => {
      const user = await insertSignedInUser(t.database.db);
      await t.database.db
        .updateTable("sessions")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("user_id", "=", user.userId)
        .execute();
      const expired = await t.app.inject({ method: "GET", url: "/", headers: { cookie: user.cookie } });
      expect(htmlText(expired.body)).toContain("Sign In");

      const other = await insertSignedInUser(t.database.db);
      await t.database.db
        .updateTable("sessions")
        .set({ revoked_at: new Date() })
        .where("user_id", "=", other.userId)
        .execute();
      const revoked = await t.app.inject({ method: "GET", url: "/", headers: { cookie: other.cookie } });
      expect(htmlText(revoked.body)).toContain("Sign In");

      const unknown = await t.app.inject({
        method: "GET",
        url: "/",
        headers: { cookie: "oz_session=not-a-real-session-token-at-all" },
      });
      expect(htmlText(unknown.body)).toContain("Sign In");
    });
  });

  it("labels the demo market as simulated on every page", async () => {
    const before = await t.app.inject({ method: "GET", url: "/" });
    expect(htmlText(before.body)).not.toContain("Simulated data");
    const labelled = await createTestApp();
    await labelled.database.db
      .insertInto("market_meta")
      .values([
        { key: "source", value: JSON.stringify("demo") },
        { key: "as_of", value: JSON.stringify("2025-06-30") },
      ])
      .execute();
    for (const url of ["/", "/stock-screener", "/no-such-page"]) {
      const res = await labelled.app.inject({ method: "GET", url });
      expect(htmlText(res.body), url).toContain(
        "Simulated data: the companies, prices, financials and analysts on this site come from OpenZen's generated demo market (as of 2025-06-30). They are not real.",
      );
    }
    await labelled.close();
  });

  it("signing out ends the session in the database", async () => {
    const user = await insertSignedInUser(t.database.db);
    const { token, cookie } = await csrfPair(t.app, user.cookie);
    const res = await signOutCall(t.app, { "x-csrf-token": token, cookie });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(res.cookies.find((c) => c.name === "oz_session")?.value).toBe("");
    const row = await t.database.db
      .selectFrom("sessions")
      .select("revoked_at")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    const after = await t.app.inject({ method: "GET", url: "/", headers: { cookie: user.cookie } });
    expect(htmlText(after.body)).toContain("Sign In");
  });
});
