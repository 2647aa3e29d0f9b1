import { runMarketPipeline } from "../../market/pipeline/market-pipeline";
import { demoBuild } from "../../market/pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/app";
import { insertSignedInUser } from "../../../test/support/fixtures";
import type { Session } from "../../domain/contracts/session";
import type { GroupScreenResult, ScreenerPageError } from "../../domain/screener/contract";
import { screenerResponseSchema } from "../../domain/screener/contract";
import { decodeScreen } from "../../domain/screener/codec";
import { STOCK_IDEAS } from "../../domain/screener/presets";
import type { Screen } from "../../domain/screener/screen";
import { entitlementsFor } from "../policies/entitlements";
import { presentSession } from "../presenters/session";
import { screenerPagesReader } from "../page-readers/screener/screener-pages";

// The screener of a sector's or an industry's page, against a small demo market: the group's
// filter is always applied and never part of the screen the page shows; bad input and Premium
// filters are refused as on the screener; locking is the screener's own. Then the pages
// themselves, server-rendered, and the ranking pages that hand a screen on.

interface Group {
  id: number;
  slug: string;
  name: string;
  /** Ids of the group's companies in the snapshot, largest market cap first. */
  ids: number[];
}

let t: TestApp;
let sector: Group;
let otherSector: Group;
let industry: Group & { sectorId: number };
let freeCookie: string;

const guest: Session = presentSession(undefined, []);
const premium: Session = { ...guest, ...entitlementsFor(["premium"], true) };

/** The groups of one kind in the snapshot, by plain SQL: the independent reading of a group. */
async function groupsOf(kind: "sector" | "industry"): Promise<(Group & { sectorId: number })[]> {
  const column = kind === "sector" ? "sector_id" : "industry_id";
  const table = kind === "sector" ? "sectors" : "industries";
  const { rows } = await t.database.pool.query<{
    id: number;
    slug: string;
    name: string;
    sector_id: number;
    ids: number[];
  }>(
    `SELECT g.id, g.slug, g.name, ${kind === "sector" ? "g.id" : "g.sector_id"} AS sector_id,
            array_agg(s.company_id ORDER BY (s.vals->>'mcap')::float8 DESC NULLS LAST, s.company_id) AS ids
     FROM screener_snapshot s JOIN companies c ON c.id = s.company_id JOIN ${table} g ON g.id = c.${column}
     -- A group page exists only where a company is rated (the ranking needs one).
     WHERE g.id IN (SELECT c2.${column} FROM ratings_latest r JOIN companies c2 ON c2.id = r.company_id)
     GROUP BY g.id ORDER BY count(*) DESC, g.id`,
  );
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, sectorId: r.sector_id, ids: r.ids }));
}

function ok(result: GroupScreenResult) {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.message}`);
  expect(screenerResponseSchema.safeParse(result.data).success).toBe(true);
  return result;
}

/** A query string read as the browser used to read it (the page now gets it read). */
function read(query: string): Screen {
  const decoded = decodeScreen(query);
  if (!decoded.ok) throw decoded.error;
  return decoded.screen;
}

function refused(result: GroupScreenResult): ScreenerPageError {
  if (result.ok) throw new Error("the screen was not refused");
  return result;
}

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 60, seed: "group-screen", asOf: "2011-06-30" }),
    ratingWorkers: 0,
  });
  await t.app.screener.reload();
  const sectors = await groupsOf("sector");
  expect(sectors.length, "the market has two sectors with pages").toBeGreaterThan(1);
  sector = sectors[0]!;
  otherSector = sectors[1]!;
  // The largest industry of a sector with more than one industry: its sector's filter then
  // keeps companies the industry's own filter drops.
  const industries = await groupsOf("industry");
  industry = industries.find((i) => industries.some((j) => j.sectorId === i.sectorId && j.id !== i.id))!;
  freeCookie = (await insertSignedInUser(t.database.db)).cookie;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("the screener of a group page", () => {
  const reader = (session: Session = guest) => screenerPagesReader(t.app.screener, t.database.db, session, "demo");

  it("always applies the group's filter: every company, in the screener's order, is the group's", async () => {
    expect(sector.ids.length, "the largest sector has companies for more than one page").toBeGreaterThan(3);
    const first = ok(reader().groupScreen("sector", sector.id, ""));
    expect(first.data.total).toBe(sector.ids.length);
    expect(first.data.kind).toBe("default");
    expect(first.data.rows.map((r) => r.id)).toEqual(sector.ids.slice(0, 20));
    for (const row of first.data.rows) expect(row.values.sector).toBe(sector.name);

    const byIndustry = ok(reader().groupScreen("industry", industry.id, "t=4&s=name&sd=asc"));
    expect(byIndustry.data.total).toBe(industry.ids.length);
    expect(new Set(byIndustry.data.rows.map((r) => r.id))).toEqual(new Set(industry.ids.slice(0, 20)));
    expect(byIndustry.data.tab).toBe(4);
    expect(byIndustry.data.sort).toEqual({ column: "name", direction: "asc" });
  });

  it("shows the address's screen without the group's filter: filters, chips, query string and catalogue", async () => {
    const query = "t=4&f[pe]=,20&s=pe&sd=asc";
    const result = ok(reader().groupScreen("sector", sector.id, query));
    expect(result.data.queryString).toBe(query);
    expect(result.data.kind).toBe("custom");
    expect(result.data.filters.map((f) => [f.key, f.value])).toEqual([["pe", ",20"]]);
    expect(result.data.activeFilters).toEqual([{ key: "pe", value: ",20", label: expect.stringMatching(/^P\/E: /) }]);
    expect(result.catalogue.filters.map((f) => f.key)).not.toContain("sid");
    expect(result.catalogue.filters.map((f) => f.key)).toContain("iid");
    expect(result.scope).toEqual({
      key: "sid",
      value: String(sector.id),
      exportQuery: `t=4&f[sid]=${sector.id}&f[pe]=,20&s=pe&sd=asc`,
      screen: read(`t=4&f[sid]=${sector.id}&f[pe]=,20&s=pe&sd=asc`),
    });
    // The page's links start from the screen sent read: the address's, without the group's filter.
    expect(result.screen).toEqual(read(query));
    // The group's screen is the screener's screen with the group's filter.
    const screener = reader().screen(result.scope.exportQuery);
    if (!screener.ok) throw new Error(screener.message);
    expect(result.data.rows).toEqual(screener.data.rows);
    expect(result.data.total).toBe(screener.data.total);
    for (const row of result.data.rows) {
      expect(sector.ids).toContain(row.id);
      expect(row.values.pe).not.toBeNull();
      expect(row.values.pe as number).toBeLessThanOrEqual(20);
    }
    const pes = result.data.rows.map((r) => r.values.pe as number);
    expect(pes).toEqual([...pes].sort((a, b) => a - b));
  });

  it("replaces an f[sid] or f[iid] of the address with the group's own, and keeps the other key", async () => {
    const other = ok(reader().groupScreen("sector", sector.id, `f[sid]=${otherSector.id}&t=3`));
    expect(other.data.total).toBe(sector.ids.length);
    expect(other.data.rows.map((r) => r.id)).toEqual(sector.ids.slice(0, 20));
    expect(other.data.queryString).toBe("t=3");
    expect(other.data.kind).toBe("default");
    expect(other.data.activeFilters).toEqual([]);
    expect(other.scope.exportQuery).toBe(`t=3&f[sid]=${sector.id}`);
    expect(other.screen).toEqual(read("t=3"));
    expect(other.scope.screen).toEqual(read(`t=3&f[sid]=${sector.id}`));

    const foreign = (await groupsOf("industry")).find((i) => i.id !== industry.id)!;
    const replaced = ok(reader().groupScreen("industry", industry.id, `f[iid]=${foreign.id}`));
    expect(replaced.data.total).toBe(industry.ids.length);
    expect(replaced.data.queryString).toBe("");
    // On an industry page the sector filter is the visitor's: its own sector keeps every company, another none.
    const ownSector = ok(reader().groupScreen("industry", industry.id, `f[sid]=${industry.sectorId}`));
    expect(ownSector.data.total).toBe(industry.ids.length);
    expect(ownSector.data.queryString).toBe(`f[sid]=${industry.sectorId}`);
    const otherSectorId = industry.sectorId === sector.id ? otherSector.id : sector.id;
    expect(ok(reader().groupScreen("industry", industry.id, `f[sid]=${otherSectorId}`)).data.total).toBe(0);
  });

  it("exports the group's screen, group filter included, through the export query", async () => {
    const result = ok(reader().groupScreen("sector", sector.id, "t=4&p=2"));
    const res = await t.app.inject({ method: "GET", url: `/api/screener/export?${result.scope.exportQuery}` });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split("\r\n");
    expect(lines.length - 1).toBe(sector.ids.length);
  });

  it("sends the screener pages their screen read from the answer's query string, a preset's and a stock idea's too", () => {
    for (const [query, slug, kind] of [
      ["t=4&c=ticker,pe,mcap&p=2&ps=50&f[pe]=,20&f[sid]=" + sector.id + "&s=pe&sd=asc", undefined, undefined],
      ["", "dividends", "default"],
      ["p=2&s=name", "dividends", "default"],
      ["t=3", STOCK_IDEAS[0]!.slug, "idea"],
    ] as const) {
      const result = reader().screen(query, slug, kind);
      if (!result.ok) throw new Error(result.message);
      expect(result.screen, `${slug ?? "screener"}?${query}`).toEqual(read(result.data.queryString));
    }
  });

  it("answers bad input with 400 naming the parameter, and an unknown group with 404", () => {
    for (const [query, parameter] of [
      ["f[pe]=abc", "f[pe]"],
      ["t=12", "t"],
      ["f[nope]=1", "f[nope]"],
      ["f[sid]=99", "f[sid]"],
      [`f[sid]=${sector.id}&f[sid]=${sector.id}`, "f[sid]"],
    ] as const) {
      const error = refused(reader().groupScreen("sector", sector.id, query));
      expect(error, query).toMatchObject({ status: 400, code: "SCREENER_QUERY_INVALID" });
      expect(error.message, query).toContain(`The parameter ${parameter} `);
    }
    expect(refused(reader().groupScreen("sector", 999, ""))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(refused(reader().groupScreen("industry", 0, ""))).toMatchObject({ status: 404 });
  });

  it("refuses a Premium filter or sort without Premium (403) and allows it with Premium", () => {
    for (const query of ["f[tau]=0,", "f[zr]=A", "s=zr&sd=desc"]) {
      expect(refused(reader(guest).groupScreen("industry", industry.id, query)), query).toMatchObject({
        status: 403,
        code: "SCREENER_PREMIUM_REQUIRED",
      });
      expect(reader(premium).groupScreen("industry", industry.id, query).ok, query).toBe(true);
    }
  });

  it("locks exactly what the screener locks: the same columns, no Premium value in any row", () => {
    for (const session of [guest, premium]) {
      const group = ok(reader(session).groupScreen("sector", sector.id, "t=11"));
      const screener = reader(session).screen(group.scope.exportQuery);
      if (!screener.ok) throw new Error(screener.message);
      expect(group.data.columns).toEqual(screener.data.columns);
      expect(group.data.rows).toEqual(screener.data.rows);
      expect(group.catalogue.filters).toEqual(screener.catalogue.filters.filter((f) => f.key !== "sid"));
    }
    const locked = ok(reader(guest).groupScreen("sector", sector.id, "t=11"));
    const keys = locked.data.columns.filter((c) => c.locked).map((c) => c.key);
    expect(keys).toEqual(["zr", "zr1m", "zrv", "zrg", "zrm", "zrs", "zrsf", "zrf", "zrai"]);
    for (const row of locked.data.rows) for (const key of keys) expect(row.values).not.toHaveProperty(key);
  });
});

describe("the group pages, rendered on the server", () => {
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

  it("renders the address's screen within the sector under one h1, with links that never carry f[sid]", async () => {
    const res = await get(`/sectors/${sector.slug}?t=4&f[pe]=,20&s=pe&sd=asc&utm_source=mail`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h2 id="[^"]+" class="[^"]*">Screen ${sector.name} stocks</h2>`));
    expect(html).toContain('id="screen"');
    const expected = ok(
      screenerPagesReader(t.app.screener, t.database.db, guest, "demo").groupScreen(
        "sector",
        sector.id,
        "t=4&f[pe]=,20&s=pe&sd=asc",
      ),
    );
    expect(html).toContain(`aria-label="Remove ${expected.data.activeFilters[0]!.label}"`);
    expect(html).not.toContain("Remove Sector");
    const rows = html.match(/data-testid="screener-row"/g) ?? [];
    expect(rows).toHaveLength(expected.data.rows.length);
    const links = hrefs(html).filter((h) => h.startsWith(`/sectors/${sector.slug}?`));
    expect(links.length, "tab and sort links").toBeGreaterThan(10);
    for (const link of links) {
      expect(link).not.toContain("sid");
      expect(link).toContain("f[pe]=,20");
    }
    expect(hrefs(html)).toContain(`/api/screener/export?t=4&f[sid]=${sector.id}&f[pe]=,20&s=pe&sd=asc`);
    // The parts the browser hydrates later (decision 041) are in place, before the table, not
    // moved to the end of the page for a script to put back (which a page without JavaScript
    // would never do).
    const chooser = html.indexOf('data-testid="column-chooser"');
    expect(chooser).toBeGreaterThan(0);
    expect(chooser).toBeLessThan(html.indexOf('data-testid="screener-table"'));
    expect(html).not.toMatch(/<div hidden id="S:\d+"><details[^>]*data-testid="column-chooser"/);
  });

  it("answers a refused screen with the screener's error pages, and an unknown group with 404", async () => {
    const bad = await get(`/industries/${industry.slug}?f[pe]=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("The parameter f[pe] ");
    const locked = await get(`/sectors/${sector.slug}?f[tau]=0,`, freeCookie);
    expect(locked.statusCode).toBe(403);
    expect(locked.body).toContain("needs Premium");
    expect((await get("/sectors/no-such-sector?t=4")).statusCode).toBe(404);
    expect((await get("/industries/no-such-industry?f[pe]=abc")).statusCode).toBe(404);
  });

  it("hands the address's screen on from the ranking pages to each group, without the page or the group's own filter", async () => {
    const sectors = await get(`/sectors?t=4&p=3&f[sid]=${otherSector.id}&f[pe]=,20&utm_source=mail`);
    expect(sectors.statusCode).toBe(200);
    expect(hrefs(sectors.body)).toContain(`/sectors/${sector.slug}?t=4&f[pe]=,20#screen`);
    const industries = await get(`/industries?f[iid]=${industry.id}&s=pe&sd=asc`);
    expect(hrefs(industries.body)).toContain(`/industries/${industry.slug}?s=pe&sd=asc#screen`);
    // The sector beside each industry carries the industry filter: it is the visitor's there.
    expect(
      hrefs(industries.body).some(
        (h) => h.startsWith("/sectors/") && h.endsWith(`?f[iid]=${industry.id}&s=pe&sd=asc#screen`),
      ),
    ).toBe(true);
    expect(hrefs((await get("/sectors")).body)).toContain(`/sectors/${sector.slug}`);
  });
});
