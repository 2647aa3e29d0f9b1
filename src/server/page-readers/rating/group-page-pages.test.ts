import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/database";
import { PAGE_SIZE } from "../../../domain/screener/screen";
import type { GroupPage } from "../../../domain/contracts/rating";
import { ratingPagesReader } from "./rating-pages";

// A sector's or industry's page answers one page of its companies (the screener's page size),
// ordered over all of them, so that page 2 goes on where page 1 stopped (the whole
// list made a large sector's page 1.5 MB). The group's count and averages stay those of all.

let t: TestDatabase;
let slug: string;
let listed: number[];

beforeAll(async () => {
  t = await createTestDatabase();
  await runMarketPipeline(t.pool, {
    data: demoBuild({ companies: 240, seed: "group-pages", asOf: "2011-06-30" }),
    ratingWorkers: 0,
  });
  const sectors = await ratingPagesReader(t.db, { lockCompanies: false }).ranking("sector");
  const largest = [...sectors.groups].sort((a, b) => b.companies - a.companies)[0]!;
  slug = largest.slug;
  listed = (
    await t.pool.query<{ id: number }>(
      "SELECT c.id FROM companies c JOIN sectors s ON s.id = c.sector_id WHERE s.slug = $1 AND c.delisted_on IS NULL",
      [slug],
    )
  ).rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

async function allPages(locked: boolean): Promise<GroupPage[]> {
  const reader = ratingPagesReader(t.db, { lockCompanies: locked });
  const first = (await reader.group("sector", slug))!;
  const pages = [first];
  for (let p = 2; p <= Math.ceil(first.total / first.pageSize); p++)
    pages.push((await reader.group("sector", slug, p))!);
  return pages;
}

describe("a large sector's page", () => {
  for (const locked of [false, true]) {
    it(`answers one page of companies at a time, page 2 after page 1 (${locked ? "without" : "with"} Premium)`, async () => {
      expect(listed.length, "the test needs a sector of more than one page").toBeGreaterThan(PAGE_SIZE);
      const pages = await allPages(locked);
      expect(pages.length).toBe(Math.ceil(listed.length / PAGE_SIZE));
      for (const [i, page] of pages.entries()) {
        expect(page.page).toBe(i + 1);
        expect(page.pageSize).toBe(PAGE_SIZE);
        expect(page.total).toBe(listed.length);
        expect(page.companies.length).toBeLessThanOrEqual(PAGE_SIZE);
        // The group's figures are of all its companies, the same on every page.
        expect(page.group).toEqual(pages[0]!.group);
        expect(page.children).toEqual(pages[0]!.children);
      }
      expect(pages[0]!.companies).toHaveLength(PAGE_SIZE);
      const all = pages.flatMap((p) => p.companies);
      // Every listed company once, across the pages, in one order.
      expect(all.map((c) => c.id).sort((a, b) => a - b)).toEqual([...listed].sort((a, b) => a - b));
      if (locked) {
        const caps = all.map((c) => c.marketCap ?? -Infinity);
        expect(caps).toEqual([...caps].sort((a, b) => b - a));
        expect(all.every((c) => c.grade === null && c.score === null)).toBe(true);
      } else {
        const scores = all.map((c) => c.score ?? -Infinity);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
    });
  }

  it("answers the last page for a page past the end", async () => {
    const reader = ratingPagesReader(t.db, { lockCompanies: false });
    const last = Math.ceil(listed.length / PAGE_SIZE);
    const past = (await reader.group("sector", slug, last + 5))!;
    expect(past.page).toBe(last);
    expect(past.companies).toEqual((await reader.group("sector", slug, last))!.companies);
  });
});
