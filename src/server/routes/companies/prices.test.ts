import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { priceSeriesSchema } from "../../../domain/contracts/company";
import { readPriceHistory } from "../../../market/price-store";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

// GET /api/companies/{id}/prices: the chart's data, from the stored daily prices.

let t: TestApp;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 8, seed: "prices", asOf: "2012-03-30" }),
    skip: ["rating"],
  });
  id = (await t.database.pool.query<{ id: number }>("SELECT id FROM companies ORDER BY id LIMIT 1")).rows[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/companies/:id/prices", () => {
  it("answers every stored day, oldest first, as columns of equal length", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/companies/${id}/prices` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=600");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    // The route sends text it wrote: the contract is checked here.
    expect(priceSeriesSchema.safeParse(res.json()).success).toBe(true);
    const body = res.json<{
      companyId: number;
      dates: string[];
      close: number[];
      adjClose: number[];
      volume: number[];
    }>();
    const bars = await readPriceHistory(t.database.db, id);
    expect(body.companyId).toBe(id);
    expect(body.dates).toEqual(bars.map((b) => b.date));
    expect(body.close.length).toBe(bars.length);
    expect(body.adjClose.length).toBe(bars.length);
    expect(body.volume).toEqual(bars.map((b) => b.volume));
    expect(body.close.at(-1)).toBeCloseTo(bars.at(-1)!.close, 3);
    expect(body.adjClose[0]).toBeCloseTo(bars[0]!.adjClose, 3);
  });

  it("answers the same history compressed as the client accepts (brotli, gzip) or plain, with one validator each", async () => {
    const ask = (encoding?: string, etag?: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/companies/${id}/prices`,
        headers: { ...(encoding ? { "accept-encoding": encoding } : {}), ...(etag ? { "if-none-match": etag } : {}) },
      });
    const plain = await ask();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await ask("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = await ask("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.rawPayload.length).toBeGreaterThan(br.rawPayload.length);
    for (const res of [plain, br, gzip]) expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
    // Asked again (now from the kept answer): the same bytes, and a matching tag is a 304.
    const again = await ask("br");
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect((await ask("br", String(br.headers.etag))).statusCode).toBe(304);
  });

  it("shows a price changed by a market update once the market is reloaded", async () => {
    const before = (await t.app.inject({ method: "GET", url: `/api/companies/${id}/prices` })).json<{
      close: number[];
    }>();
    // A market update rewrites the stored prices; the kept answer holds until the snapshot reloads.
    const last = await t.database.pool.query<{ year: number }>(
      "SELECT max(year) AS year FROM price_years WHERE company_id = $1",
      [id],
    );
    await t.database.pool.query("DELETE FROM price_years WHERE company_id = $1 AND year = $2", [
      id,
      last.rows[0]!.year,
    ]);
    const kept = (await t.app.inject({ method: "GET", url: `/api/companies/${id}/prices` })).json<{
      close: number[];
    }>();
    expect(kept.close).toEqual(before.close);
    await t.app.screener.reload();
    const after = (await t.app.inject({ method: "GET", url: `/api/companies/${id}/prices` })).json<{
      close: number[];
    }>();
    expect(after.close.length).toBeLessThan(before.close.length);
    expect(after.close.length).toBe((await readPriceHistory(t.database.db, id)).length);
  });

  it("answers 404 COMPANY_NOT_FOUND for an id no company has", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/companies/999999/prices" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "COMPANY_NOT_FOUND" } });
  });

  it.each(["0", "-3", "abc", "1.5", "99999999999"])("answers 400 VALIDATION_FAILED for the id %s", async (bad) => {
    const res = await t.app.inject({ method: "GET", url: `/api/companies/${bad}/prices` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  });
});
