import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/database";
import { eventually } from "../../../test/support/eventually";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { MarketBuildState, READY, startingBuild } from "../market-build/build-status";

// One process's answers while the market is first built, and once it is: the state is what the
// main process sets (or sends its web workers).

describe("while the market is first built", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const state = new MarketBuildState(startingBuild());
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const authority = new URL(config.publicUrl).host;
  const get = (url: string, accept = "text/html") => app.inject({ method: "GET", url, authority, headers: { accept } });

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      logger: { level: "silent" },
      marketBuild: state,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers pages with the build's progress, refreshing, never kept by a cache", async () => {
    state.set({
      ...startingBuild(),
      step: "research",
      label: "Computing the due-diligence research",
      stepNumber: 2,
      done: 3000,
      total: 6001,
    });
    for (const url of ["/", "/screener", "/stocks/us/nasdaq/zzz", "/no-such-page"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain("Step 2 of 7: Computing the due-diligence research, 49 % (3,000 of 6,001).");
    }
  });

  it("answers the APIs and client navigations with 503 MARKET_BUILDING and Retry-After", async () => {
    // (A write without its anti-forgery token is refused first, 403, building or not.)
    for (const res of [
      await get("/api/screener/companies", "application/json"),
      await get("/api/companies/search?q=a", "*/*"),
      await get("/screener.data", "*/*"),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({
        error: {
          code: "MARKET_BUILDING",
          message: "The market is being built for the first time. Please try again shortly.",
        },
      });
    }
  });

  it("is alive but not ready; the icon still loads", async () => {
    expect((await get("/healthz", "*/*")).statusCode).toBe(200);
    const ready = await get("/readyz", "*/*");
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe("MARKET_BUILDING");
    expect((await get("/favicon.svg", "*/*")).statusCode).toBe(200);
  });

  it("serves the site once the build is over and this process has reloaded the market", async () => {
    state.set(READY);
    await eventually(async () => (await get("/readyz", "*/*")).statusCode === 200, "the process to be ready");
    expect((await get("/api/screener/companies", "application/json")).statusCode).toBe(200);
    const home = await get("/");
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain("Building the market");
  });
});
