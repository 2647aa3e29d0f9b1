import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PERSONAL_DATA_ELEMENT_ID, type PersonalData } from "../../domain/contracts/personal-data";
import { paths } from "../../domain/paths";
import type { TestApp } from "../../../test/support/app";
import { pageCacheApp } from "../../../test/support/page-cache-app";
import { insertSignedInUser, type SignedInUser } from "../../../test/support/fixtures";

// Signed-in free members' pages kept like guests' (decision 030, member pages), observed as a
// client sees them: one page kept per entitlement class, each member's own data in the slot of
// their answer, nobody else's anywhere in it; Premium members rendered for themselves alone.

const COMPANY = paths.company({ exchange: "NYSE", ticker: "ABC" });
const PAGES = [COMPANY, paths.home(), paths.stockScreener(), paths.zenRatings()];

type Res = Awaited<ReturnType<TestApp["app"]["inject"]>>;

const SLOT = new RegExp(`<script type="application/json" id="${PERSONAL_DATA_ELEMENT_ID}">([^<]*)</script>`);

function htmlOf(res: Res): string {
  return res.headers["content-encoding"] === "gzip" ? gunzipSync(res.rawPayload).toString("utf8") : res.body;
}

/** The member's data the answer carries in its slot, and the page without the slot. */
function slotOf(res: Res): { personal: PersonalData | undefined; rest: string } {
  const html = htmlOf(res);
  const match = SLOT.exec(html);
  if (!match) return { personal: undefined, rest: html };
  return { personal: JSON.parse(match[1]!) as PersonalData, rest: html.replace(match[0], "") };
}

/** The page with the member's slot taken out: what was kept (it carries no token or nonce). */
function keptPart(res: Res): string {
  return slotOf(res).rest;
}

/** The grade a Premium member sees and a free member does not, in the page's data. */
const PREMIUM_GRADE = /\\?"grade\\?",\\?"B\\?"/;

describe("member page cache", () => {
  let t: TestApp;
  let companyId: number;
  const rename = (name: string) =>
    t.database.db.updateTable("companies").set({ name }).where("id", "=", companyId).execute();
  const get = (url: string, user?: SignedInUser, gzip = false) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...(gzip ? { "accept-encoding": "gzip" } : {}) },
    });

  beforeAll(async () => {
    ({ app: t, companyId } = await pageCacheApp());
  });
  afterAll(() => t.close());
  // Each test starts from an empty cache (a market change clears it) and the company's first name.
  beforeEach(async () => {
    await rename("Abc Industries");
    await t.app.screener.reload();
  });

  it("gives two free members one kept page, each with only their own data, and a guest none", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["Alpha picks"] });
    const bob = await insertSignedInUser(t.database.db, { watchlists: ["Beta picks", "Beta dividends"] });
    const own = new Map([
      [alice, { email: alice.email, lists: ["Alpha picks"] }],
      [bob, { email: bob.email, lists: ["Beta picks", "Beta dividends"] }],
    ]);
    const everyonesData = [alice.email, bob.email, "Alpha picks", "Beta picks", "Beta dividends"];
    for (const url of PAGES) {
      for (const gzip of [false, true]) {
        const answers = { alice: await get(url, alice, gzip), bob: await get(url, bob, gzip), guest: await get(url) };
        for (const [who, res] of Object.entries(answers)) {
          expect(res.statusCode, `${url} ${who}`).toBe(200);
          // A member's kept page goes out gzip-spliced like a guest's (page-template.ts).
          expect(res.headers["content-encoding"], `${url} ${who}`).toBe(gzip && who !== "guest" ? "gzip" : undefined);
        }
        for (const [user, res] of [
          [alice, answers.alice],
          [bob, answers.bob],
        ] as const) {
          const mine = own.get(user)!;
          const { personal, rest } = slotOf(res);
          expect(res.headers["cache-control"]).toBe("private, no-cache");
          expect(res.headers.etag).toBeUndefined();
          expect(rest).not.toContain("nonce=");
          expect(personal!.session).toMatchObject({ signedIn: true, id: user.userId, email: mine.email });
          expect(personal!.watchlists.map((w) => w.name)).toEqual(mine.lists);
          // Nobody else's data anywhere in the answer; nobody's at all outside the slot.
          const html = htmlOf(res);
          for (const text of everyonesData) {
            if (text !== mine.email && !mine.lists.includes(text)) expect(html, `${url}: ${text}`).not.toContain(text);
            expect(rest, `${url}: ${text}`).not.toContain(text);
          }
        }
        const guest = htmlOf(answers.guest);
        expect(slotOf(answers.guest).personal).toBeUndefined();
        for (const text of everyonesData) expect(guest, `${url}: ${text}`).not.toContain(text);
        // One page kept for both members (signed in: not the guests' page).
        expect(keptPart(answers.alice)).toBe(keptPart(answers.bob));
        expect(keptPart(answers.alice)).not.toBe(keptPart(answers.guest));
      }
    }
  });

  it("keeps the page, not the member's data: a new watchlist shows at once, a renamed company after a market change", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["Alpha picks"] });
    expect(htmlOf(await get(COMPANY, alice))).toContain("Abc Industries");
    await rename("Abc Renamed");
    await t.database.db
      .insertInto("watchlists")
      .values({ user_id: alice.userId, name: "Alpha two", position: 1 })
      .execute();
    const again = await get(COMPANY, alice);
    expect(htmlOf(again)).toContain("Abc Industries");
    expect(slotOf(again).personal!.watchlists.map((w) => w.name)).toEqual(["Alpha picks", "Alpha two"]);
    // A member rendered for alone (Premium) sees the rename: the kept page is the class's.
    const premium = await insertSignedInUser(t.database.db, { premium: true });
    expect(htmlOf(await get(COMPANY, premium))).toContain("Abc Renamed");
    await t.app.screener.reload();
    expect(htmlOf(await get(COMPANY, alice))).toContain("Abc Renamed");
  });

  it("renders a Premium member's page for them alone, with Premium values, never from or into the member cache", async () => {
    const premium = await insertSignedInUser(t.database.db, { premium: true });
    const free = await insertSignedInUser(t.database.db);
    // The Premium member asks first: had their page been kept, the free member would get it.
    const premiumPage = await get(COMPANY, premium, true);
    const freePage = await get(COMPANY, free, true);
    expect(htmlOf(premiumPage)).toMatch(PREMIUM_GRADE);
    expect(htmlOf(premiumPage)).toContain(premium.email);
    expect(slotOf(premiumPage).personal).toBeUndefined();
    expect(htmlOf(freePage)).not.toMatch(PREMIUM_GRADE);
    expect(htmlOf(freePage)).not.toContain(premium.email);
    expect(slotOf(freePage).personal!.session.hasPremium).toBe(false);
    // The free member's page is now kept; the Premium member's is still rendered per request.
    await rename("Abc Renamed");
    const premiumAgain = await get(COMPANY, premium, true);
    expect(htmlOf(premiumAgain)).toContain("Abc Renamed");
    expect(htmlOf(premiumAgain)).toMatch(PREMIUM_GRADE);
    const freeAgain = await get(COMPANY, free, true);
    expect(htmlOf(freeAgain)).toContain("Abc Industries");
    expect(htmlOf(freeAgain)).not.toMatch(PREMIUM_GRADE);
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
      expect(slotOf(a).personal).toBeUndefined();
      expect(a.body).toContain(alice.email);
      expect(b.body).not.toContain(alice.email);
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

  it("escapes the member's data so that nothing in it can end the slot", async () => {
    const alice = await insertSignedInUser(t.database.db, { watchlists: ["</script><script>alert(1)</script>"] });
    await get(COMPANY, alice);
    const res = await get(COMPANY, alice, true);
    const html = htmlOf(res);
    expect(html).not.toContain("<script>alert(1)");
    expect(slotOf(res).personal!.watchlists[0]!.name).toBe("</script><script>alert(1)</script>");
  });
});
