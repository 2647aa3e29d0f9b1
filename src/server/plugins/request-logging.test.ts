import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, type TestApp } from "../../../test/support/app";
import { insertSignedInUser } from "../../../test/support/fixtures";
import { createLogger, processLogDestination, redactUrl } from "./request-logging";

describe("request logs", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
    t = await createTestApp({}, stream);
  });
  afterAll(() => t.close());

  it("carry the request id and never a cookie, token or password", async () => {
    const user = await insertSignedInUser(t.database.db);
    const { token, cookie } = await csrfPair(t.app, user.cookie);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/password?reset_password_token=SECRET-RESET-TOKEN",
      headers: { cookie, "x-csrf-token": token, "content-type": "application/json" },
      payload: { user: { password: "hunter2-password" } },
    });
    const id = res.headers["x-request-id"];
    const all = lines.join("\n");
    expect(lines.some((l) => JSON.parse(l).reqId === id)).toBe(true);
    for (const secret of [user.token, token, "SECRET-RESET-TOKEN", "hunter2-password"])
      expect(all).not.toContain(secret);
    expect(all).toContain("reset_password_token=%5Bredacted%5D");
  });

  it("carry a screener request's whole URL, though its router sees the path alone", async () => {
    const url = "/api/screener/companies?t=2&f[pe]=,20&s=pe&sd=asc";
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    const id = res.headers["x-request-id"];
    const logged = lines
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { url?: string } })
      .find((l) => l.reqId === id && l.req);
    expect(logged?.req?.url).toBe(url);
  });
});

describe("redactUrl", () => {
  it("masks secret query values and keeps the rest", () => {
    expect(redactUrl("/users/password/edit?reset_password_token=abc&utm_source=mail")).toBe(
      "/users/password/edit?reset_password_token=%5Bredacted%5D&utm_source=mail",
    );
    expect(redactUrl("/stock-screener?t=2")).toBe("/stock-screener?t=2");
    expect(redactUrl("/plain")).toBe("/plain");
  });
});

describe("the process log", () => {
  // A stopping process logs its last steps and exits at once: each line must be out, in order,
  // when the call that logs it returns.
  it("has written each line when the call returns", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "process-log-")), "log");
    const fd = openSync(file, "w");
    try {
      const logger = createLogger("info", processLogDestination(fd));
      logger.info({ step: "jobs" }, "stopped jobs");
      logger.info({ step: "database" }, "stopped database");
      const lines = readFileSync(file, "utf8").trim().split("\n");
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
        "stopped jobs",
        "stopped database",
      ]);
    } finally {
      closeSync(fd);
    }
  });
});
