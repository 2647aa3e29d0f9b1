import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PERSONAL_DATA_URL, personalDataSchema } from "../../domain/contracts/personal-data";
import { paths } from "../../domain/paths";
import type { TestApp } from "../../../test/support/app";
import { pageCacheApp } from "../../../test/support/page-cache-app";
import { insertSignedInUser, type SignedInUser } from "../../../test/support/fixtures";

// Members' pages kept per member class (decision 054), observed as a client sees them: one page
// kept per class with nobody's own data in it, each member's own data from GET /api/users/me,
// Premium values only in a Premium class's page.

const COMPANY = paths.company({ exchange: "NYSE", ticker: "ABC" });
const PAGES = [COMPANY, paths.home(), paths.stockScreener(), paths.zenRatings()];

type Res = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function htmlOf(res: Res): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString("utf8");
  return res.body;
}

/** The grade a Premium member sees and a free member does not, in the page's data. */
const PREMIUM_GRADE = /\\?"grade\\?",\\?"B\\?"/;

describe("member pages kept per class", () => {
  let t: TestApp;
  let companyId: number;
  const rename = (name: string) =>
    t.database.db.updateTable("companies").set({ name }).where("id", "=", companyId).execute();
  const get = (url: string, user?: SignedInUser, encoding?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...(encoding ? { "accept-encoding": encoding } : {}) },
    });
  const mine = async (user?: SignedInUser) => {
    const res = await get(PERSONAL_DATA_URL, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return personalDataSchema.parse(res.json());
  };

  beforeAll(async () => {
    ({ app: t, companyId } = await pageCacheApp());
  });
  afterAll(() => t.close());
  // Each test starts with nothing kept (a market change clears it) and the company's first name.
  beforeEach(async () => {
    await rename("Abc Industries");
    await t.app.screener.reload();
  });

  it("gives two free members one kept page with nobody's data in it, and each their own data from one call", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["Alpha picks"] });
    const bob = await insertSignedInUser(t.database.db, { watchlists: ["Beta picks", "Beta dividends"] });
    const everyonesData = [alice.email, bob.email, "Alpha picks", "Beta picks", "Beta dividends"];
    for (const url of PAGES) {
      for (const encoding of [undefined, "gzip", "br"]) {
        const answers = {
          alice: await get(url, alice, encoding),
          bob: await get(url, bob, encoding),
          guest: await get(url, undefined, encoding),
        };
        for (const [who, res] of Object.entries(answers)) {
          expect(res.statusCode, `${url} ${who}`).toBe(200);
          expect(res.headers["content-encoding"], `${url} ${who}`).toBe(encoding);
          const html = htmlOf(res);
          for (const text of everyonesData) expect(html, `${url} ${who}: ${text}`).not.toContain(text);
        }
        expect(answers.alice.headers["cache-control"]).toBe("private, no-cache");
        expect(answers.bob.headers["cache-control"]).toBe("private, no-cache");
        // One page kept for both members (signed in: not the guests' page).
        expect(htmlOf(answers.alice)).toBe(htmlOf(answers.bob));
        expect(htmlOf(answers.alice)).not.toBe(htmlOf(answers.guest));
      }
    }
    const [alices, bobs, guests] = [await mine(alice), await mine(bob), await mine()];
    expect(alices.session).toMatchObject({ signedIn: true, id: alice.userId, email: alice.email });
    expect(alices.watchlists.map((w) => w.name)).toEqual(["Alpha picks"]);
    expect(bobs.session).toMatchObject({ signedIn: true, id: bob.userId, email: bob.email });
    expect(bobs.watchlists.map((w) => w.name)).toEqual(["Beta picks", "Beta dividends"]);
    expect(guests.session.signedIn).toBe(false);
    expect(guests.watchlists).toEqual([]);
  });

  it("keeps the page, not the member's data: a new watchlist shows at once, a renamed company after a market change", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["Alpha picks"] });
    expect(htmlOf(await get(COMPANY, alice))).toContain("Abc Industries");
    await rename("Abc Renamed");
    await t.database.db
      .insertInto("watchlists")
      .values({ user_id: alice.userId, name: "Alpha two", position: 1 })
      .execute();
    expect(htmlOf(await get(COMPANY, alice))).toContain("Abc Industries");
    expect((await mine(alice)).watchlists.map((w) => w.name)).toEqual(["Alpha picks", "Alpha two"]);
    await t.app.screener.reload();
    expect(htmlOf(await get(COMPANY, alice))).toContain("Abc Renamed");
  });

  it("keeps Premium values in the Premium class's page only", async () => {
    const premium = await insertSignedInUser(t.database.db, { premium: true });
    const free = await insertSignedInUser(t.database.db);
    // The Premium member asks first: the free member must still not get their page.
    const premiumPage = await get(COMPANY, premium, "gzip");
    const freePage = await get(COMPANY, free, "gzip");
    const guestPage = await get(COMPANY);
    expect(htmlOf(premiumPage)).toMatch(PREMIUM_GRADE);
    expect(htmlOf(freePage)).not.toMatch(PREMIUM_GRADE);
    expect(htmlOf(guestPage)).not.toMatch(PREMIUM_GRADE);
    expect(htmlOf(premiumPage)).not.toContain(premium.email);
    expect((await mine(premium)).session.hasPremium).toBe(true);
    expect((await mine(free)).session.hasPremium).toBe(false);
  });

  it("renders a page reading the member's own rows for them alone (saved screens)", async () => {
    const alice = await insertSignedInUser(t.database.db);
    const bob = await insertSignedInUser(t.database.db);
    await t.database.db
      .insertInto("saved_screeners")
      .values({ user_id: alice.userId, name: "Alice cheap stocks", filters: "" })
      .execute();
    const url = paths.savedScreeners();
    for (let i = 0; i < 2; i++) {
      const a = await get(url, alice);
      const b = await get(url, bob);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.body).toContain("Alice cheap stocks");
      expect(b.body).not.toContain("Alice cheap stocks");
      expect(a.body).toContain(alice.email);
      expect(b.body).not.toContain(alice.email);
    }
  });

  it("keeps the watchlists and dashboard pages per class (their data comes from calls), and renders account settings per member", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["Alpha picks"] });
    const bob = await insertSignedInUser(t.database.db, { watchlists: ["Beta picks"] });
    for (let i = 0; i < 2; i++) {
      const [a, b] = [await get(paths.watchlists(), alice), await get(paths.watchlists(), bob)];
      expect(a.statusCode).toBe(200);
      expect(a.headers["cache-control"]).toBe("no-store");
      expect(a.body).toBe(b.body);
      for (const text of [alice.email, bob.email, "Alpha picks", "Beta picks"]) expect(a.body).not.toContain(text);
      // The dashboard too: its data comes from GET /api/users/dashboard (routes/dashboard).
      const [da, db] = [await get(paths.userDashboard(), alice), await get(paths.userDashboard(), bob)];
      expect(da.statusCode).toBe(200);
      expect(da.body).toBe(db.body);
      for (const text of [alice.email, bob.email, "Alpha picks", "Beta picks"]) expect(da.body).not.toContain(text);
      const [sa, sb] = [await get(paths.userSettings(), alice), await get(paths.userSettings(), bob)];
      expect(sa.statusCode).toBe(200);
      expect(sa.body).toContain(alice.email);
      expect(sa.body).not.toContain(bob.email);
      expect(sb.body).toContain(bob.email);
      expect(sb.body).not.toContain(alice.email);
    }
  });

  it("keys the kept page on what changes it for the class: an unconfirmed member sees the banner", async () => {
    const confirmed = await insertSignedInUser(t.database.db);
    const unconfirmed = await insertSignedInUser(t.database.db, { confirmed: false });
    const banner = "Please check your inbox and confirm your email address.";
    for (let i = 0; i < 2; i++) {
      expect(htmlOf(await get(COMPANY, confirmed))).not.toContain(banner);
      expect(htmlOf(await get(COMPANY, unconfirmed))).toContain(banner);
    }
  });

  it("answers a member's data requests (client navigations) with their own root data", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["Alpha picks"] });
    const bob = await insertSignedInUser(t.database.db);
    await get(COMPANY, alice);
    const data = await get(`${COMPANY}.data`, alice);
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(alice.email);
    expect(data.body).toContain("Alpha picks");
    const bobs = await get(`${COMPANY}.data`, bob);
    expect(bobs.body).toContain(bob.email);
    expect(bobs.body).not.toContain(alice.email);
    expect(bobs.body).not.toContain("Alpha picks");
  });
});
