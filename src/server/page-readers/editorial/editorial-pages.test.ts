import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import type { LiveFigure } from "../../../domain/contracts/editorial";
import { editorialPagesReader } from "./editorial-pages";

// The blog's live figures against a small demo market, each read again from the stored snapshot
// by plain SQL; the pages served with them; unknown authors and articles 404.

let t: TestApp;
const market = { source: "demo" as const, asOf: "2012-03-30" };

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 60, seed: "editorial-pages", asOf: market.asOf }),
    ratingWorkers: 0,
  });
  await t.app.screener.reload();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

function figure<K extends LiveFigure["kind"]>(slug: string, name: string, kind: K): Extract<LiveFigure, { kind: K }> {
  const page = editorialPagesReader(t.app.screener, market).blogArticle(slug);
  const f = page?.figures[name];
  expect(f?.kind).toBe(kind);
  return f as Extract<LiveFigure, { kind: K }>;
}

describe("the blog's live figures", () => {
  it("ROE by sector: each sector's median and share above 20 percent as SQL computes them", async () => {
    const roe = figure("what-is-a-good-roe", "roe-by-sector", "roe-by-sector");
    const { rows } = await t.database.pool.query<{ sector: string; n: number; median: number; above: number }>(
      `SELECT vals->>'sector' AS sector, count(*)::int AS n,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY (vals->>'roe')::float8) AS median,
              100.0 * count(*) FILTER (WHERE (vals->>'roe')::float8 > 20) / count(*) AS above
       FROM screener_snapshot WHERE vals->>'roe' IS NOT NULL AND vals->>'sector' IS NOT NULL
       GROUP BY 1 HAVING count(*) >= 5`,
    );
    expect(roe.rows.length).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const mine = roe.rows.find((x) => x.label === r.sector)!;
      expect(mine.companies).toBe(r.n);
      expect(mine.median).toBeCloseTo(r.median, 9);
      expect(mine.above20).toBeCloseTo(Number(r.above), 9);
    }
  });

  it("the worked example is the largest scored company with its stored scores", async () => {
    const example = figure("due-diligence-score-explained", "score-example", "score-example");
    const { rows } = await t.database.pool.query<{ ticker: string; dds: number; ddv: number }>(
      `SELECT vals->>'ticker' AS ticker, (vals->>'dds')::float8 AS dds, (vals->>'ddv')::float8 AS ddv
       FROM screener_snapshot WHERE vals->>'dds' IS NOT NULL AND vals->>'ddp' IS NOT NULL
       ORDER BY (vals->>'mcap')::float8 DESC NULLS LAST LIMIT 1`,
    );
    expect(example.company.ticker).toBe(rows[0]!.ticker);
    expect(example.overall).toBeCloseTo(rows[0]!.dds, 9);
    expect(example.dimensions[0]).toMatchObject({ name: "Valuation", checks: 7 });
    expect(example.dimensions[0]!.score).toBeCloseTo(rows[0]!.ddv, 9);
    expect([33, 38]).toContain(example.checks);
    const average = example.dimensions.reduce((s, d) => s + d.score, 0) / example.dimensions.length;
    expect(example.overall).toBeCloseTo(average, 6);
  });
});

describe("the editorial pages", () => {
  it("serve both blog pages with their figures, linked to their author", async () => {
    for (const [url, testId] of [
      ["/blog/due-diligence-score-explained", "score-example"],
      ["/blog/what-is-a-good-roe", "roe-by-sector"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`data-testid="${testId}"`);
      expect(res.body).toContain('href="/authors/openzen-research"');
      expect(res.body).toContain("simulated demo market");
      expect(res.body).toContain('"@type":"BlogPosting"');
    }
  });

  it("serve an author with their articles, and the generated news' author saying what it is", async () => {
    const res = await t.app.inject({ method: "GET", url: "/authors/openzen-research" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/blog/what-is-a-good-roe"');
    const robot = await t.app.inject({ method: "GET", url: "/authors/openzen-newsroom" });
    expect(robot.statusCode).toBe(200);
    expect(robot.body).toContain("This author is not a person");
  });

  it("answer 404 for an unknown author or article", async () => {
    expect((await t.app.inject({ method: "GET", url: "/authors/nobody" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/blog/no-such-article" })).statusCode).toBe(404);
  });
});
