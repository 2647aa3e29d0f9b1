import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { insertSignedInUser } from "../../../../test/support/fixtures";
import type { Session } from "../../../domain/contracts/session";
import { entitlementsFor } from "../../policies/entitlements";
import { presentSession } from "../../presenters/session";
import { marketPagesReader } from "./market-pages";

// The home page's market overview and the market map against a small demo market, each figure
// read again from the stored snapshot by plain SQL; the Zen Rating reaches Premium only.

let t: TestApp;
let premiumCookie: string;
const guest: Session = presentSession(undefined, []);
const premium: Session = { ...guest, signedIn: true, ...entitlementsFor(["premium"], true) };
const market = { source: "demo" as const, asOf: "2012-03-30" };

interface Stored {
  id: number;
  mcap: number | null;
  chg1d: number | null;
  chg1m: number | null;
  dds: number | null;
  sector: string | null;
  industry: string | null;
  grade: string | null;
}
let stored: Stored[];

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 60, seed: "market-pages", asOf: market.asOf }),
    ratingWorkers: 0,
  });
  await t.app.screener.reload();
  const { rows } = await t.database.pool.query<Stored>(
    `SELECT s.company_id AS id, (s.vals->>'mcap')::float8 AS mcap, (s.vals->>'chg1d')::float8 AS chg1d,
            (s.vals->>'chg1m')::float8 AS chg1m, (s.vals->>'dds')::float8 AS dds,
            s.vals->>'sector' AS sector, s.vals->>'industry' AS industry, r.grade
     FROM screener_snapshot s LEFT JOIN ratings_latest r ON r.company_id = s.company_id`,
  );
  stored = rows;
  premiumCookie = (await insertSignedInUser(t.database.db, { premium: true })).cookie;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const reader = (session: Session) => marketPagesReader(t.app.screener, session, market);

describe("the market overview", () => {
  it("weighs every listed company's day by its market cap", () => {
    const { index } = reader(guest).overview();
    const sized = stored.filter((s) => s.mcap !== null && s.mcap > 0);
    expect(index.companies).toBe(sized.length);
    expect(index.marketCap).toBeCloseTo(
      sized.reduce((a, s) => a + s.mcap!, 0),
      -3,
    );
    const moved = sized.filter((s) => s.chg1d !== null);
    const expected = moved.reduce((a, s) => a + s.mcap! * s.chg1d!, 0) / moved.reduce((a, s) => a + s.mcap!, 0);
    expect(index.moves[0]).toMatchObject({ period: "1d" });
    expect(index.moves[0]!.change).toBeCloseTo(expected, 6);
    expect(index.advancers + index.decliners + index.unchanged).toBe(moved.length);
    expect(index.advancers).toBe(moved.filter((s) => s.chg1d! > 0).length);
  });

  it("moves each sector by its own companies, best day first", () => {
    const { sectors } = reader(guest).overview();
    expect(sectors.length).toBeGreaterThan(1);
    for (const sector of sectors) {
      const members = stored.filter((s) => s.sector === sector.name && s.mcap !== null && s.mcap > 0);
      expect(sector.companies).toBe(members.length);
      const moved = members.filter((s) => s.chg1m !== null);
      if (moved.length)
        expect(sector.change1m).toBeCloseTo(
          moved.reduce((a, s) => a + s.mcap! * s.chg1m!, 0) / moved.reduce((a, s) => a + s.mcap!, 0),
          6,
        );
      expect(sector.url).toMatch(/^\/sectors\/[a-z-]+$/);
    }
    const days = sectors.map((s) => s.change1d ?? -Infinity);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it("gives a guest the top ideas by Due Diligence Score with no Zen Rating at all", () => {
    const { ideas } = reader(guest).overview();
    expect(ideas.locked).toBe(true);
    expect(ideas.rows.length).toBeGreaterThan(0);
    expect(ideas.rows.every((r) => r.zenRating === null)).toBe(true);
    const best = Math.max(...stored.map((s) => s.dds ?? -1));
    expect(ideas.rows[0]!.score).toBe(best);
    const scores = ideas.rows.map((r) => r.score!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("gives Premium the best Zen Ratings first, with their grades", () => {
    const { ideas } = reader(premium).overview();
    expect(ideas.locked).toBe(false);
    const grades = new Map(stored.map((s) => [s.id, s.grade]));
    for (const row of ideas.rows) expect(row.zenRating).toBe(grades.get(row.id));
    const order = ideas.rows.map((r) => "ABCDF".indexOf(r.zenRating!));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBe(Math.min(...stored.flatMap((s) => (s.grade ? ["ABCDF".indexOf(s.grade)] : []))));
  });

  it("lists earnings and ex-dividend dates from the market date on, soonest first", () => {
    const { earnings, dividends } = reader(guest).overview();
    for (const list of [earnings, dividends]) {
      const dates = list.map((e) => e.date);
      expect(dates.every((d) => d >= market.asOf)).toBe(true);
      expect(dates).toEqual([...dates].sort());
    }
    expect(earnings.length).toBeGreaterThan(0);
    expect(earnings[0]!.url).toMatch(/^\/stocks\/us\/[a-z]+\/[a-z0-9.-]+\/earnings$/);
  });
});

describe("the market map", () => {
  it("draws every listed company with a market cap, in its own tile or its industry's folded one", () => {
    const page = reader(guest).marketMap("1m");
    const drawable = stored.filter((s) => s.mcap !== null && s.mcap > 0 && s.sector && s.industry);
    expect(page.companies).toBe(drawable.length);
    expect(page.withoutSize).toBe(stored.length - drawable.length);
    const tiles = page.map.sectors.flatMap((s) => s.industries.flatMap((i) => i.tiles));
    const counted = tiles.reduce((a, tile) => a + (tile.company ? 1 : (tile.folded?.count ?? 0)), 0);
    expect(counted).toBe(drawable.length);
    const byId = new Map(stored.map((s) => [s.id, s]));
    for (const tile of tiles) if (tile.company) expect(tile.change).toBe(byId.get(tile.company.id)!.chg1m);
  });

  it("shows a guest its house ad and Premium, whose session has no ads, no ad slot at all", async () => {
    const asGuest = await t.app.inject({ method: "GET", url: "/market-map" });
    expect(asGuest.body).toMatch(/<aside aria-label="Advertisement" data-ad-slot="market-map-bottom"/);
    expect(asGuest.body).toContain("From OpenZen");
    const asPremium = await t.app.inject({ method: "GET", url: "/market-map", headers: { cookie: premiumCookie } });
    expect(asPremium.statusCode).toBe(200);
    expect(asPremium.body).toContain("Market Map");
    expect(asPremium.body).not.toContain("data-ad-slot");
    expect(asPremium.body).not.toContain('aria-label="Advertisement"');
  });
});

describe("the home page", () => {
  it("is served with the live market, a guest's without any grade", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Today&#x27;s market");
    expect(res.body).toContain('data-testid="locked-grade"');
    expect(res.body).not.toContain('data-testid="grade"');
    // Search engines and link previews read who publishes the site and what the page is.
    const ld = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(ld).toContainEqual(expect.objectContaining({ "@type": "Organization", name: "OpenZen", url: "/" }));
    expect(res.body).toMatch(/<meta property="og:title" content="OpenZen · Stock research/);
    const map = await t.app.inject({ method: "GET", url: "/market-map?period=1w" });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain("Market Map");
  });

  it("sends its map once: drawn in the page with each tile's figures, in a client navigation's data alone", async () => {
    const { map } = reader(guest).overview();
    const sector = map.sectors[0]!;
    const industry = sector.industries[0]!;
    const tile = map.sectors.flatMap((s) => s.industries.flatMap((i) => i.tiles)).find((t) => t.company)!;
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    const drawing = /<svg viewBox="0 0 600 320".*?<\/svg>/s.exec(res.body)?.[0] ?? "";
    // What the hover card shows is on the drawing: sector and industry on their groups, the company on its tile.
    expect(drawing).toContain(`data-sector="${sector.name}"`);
    expect(drawing).toContain(`data-industry="${industry.name}"`);
    expect(drawing).toMatch(
      new RegExp(`<a href="${tile.company!.url}" tabindex="-1" data-tile="${tile.company!.ticker}" data-name="[^"]+"`),
    );
    expect(drawing).toMatch(/data-change="(?:[+\u2212]\d+\.\d\d%|0\.00%|—)" data-cap="\$\d/);
    // Coordinates to a tenth of a unit.
    expect(drawing).not.toMatch(/="\d+\.\d\d/);
    // The page's data (its inline scripts) goes without the map, but keeps the rest of the market.
    const scripts = [...res.body.matchAll(/<script[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!).join("");
    expect(scripts).toContain("advancers");
    expect(scripts).not.toContain("industries");
    expect(scripts).not.toContain("tiles");
    // A client navigation has no HTML: its data carries the map for the browser to draw.
    const data = await t.app.inject({ method: "GET", url: "/_.data" });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain("industries");
    expect(data.body).toContain("tiles");
  });

  it("shows Premium the grades", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie: premiumCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/data-testid="grade">[A-F]</);
    expect(res.body).not.toContain('data-testid="locked-grade"');
  });
});
