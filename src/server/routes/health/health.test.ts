import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/support/app";

describe("health checks", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /healthz says the process is up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("health checks carry no session or anti-forgery cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["x-csrf-token"]).toBeUndefined();
  });

  it("GET /readyz says the database is reachable", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("GET /readyz answers 503 with a stable code when the database is gone", async () => {
    const broken = await createTestApp();
    // Drop the database from under the running app, closing its connections.
    const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
    await admin.connect();
    await admin.query(`DROP DATABASE ${broken.database.name} WITH (FORCE)`);
    await admin.end();
    const res = await broken.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: "The database is not reachable." } });
    await broken.app.close();
    await broken.database.close().catch(() => undefined);
  });
});
