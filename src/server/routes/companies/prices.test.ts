import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";
import { priceSeriesSchema } from "../../../domain/contracts/company";
import { readPriceHistory } from "../../../market/price-store";

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
