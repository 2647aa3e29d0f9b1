import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "./support/agent";
import { createTestApp, type TestApp } from "./support/app";
import { uniqueEmail } from "./support/user-routes";
import { REDIRECT_COOKIE } from "../src/domain/auth/constants";
import { ERRORS } from "../src/server/errors";

// Requests no browser of ours sends, as an attacker would: every
// answer is one of our registry's errors, 4xx, with neither Fastify's nor React Router's own
// words, and a client that sends slowly is cut off instead of holding the server.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CODES = new Set(Object.keys(ERRORS));

/** A JSON error of the registry: its code, the status the registry gives it, nothing else inside. */
function expectRegistryError(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as { error: { code: string; message: string } };
  expect(CODES.has(body.error.code), body.error.code).toBe(true);
  expect(ERRORS[body.error.code as keyof typeof ERRORS].status).toBe(status);
  expect(res.body).not.toMatch(/FST_|ERR_|statusCode|stack|React Router|Error:/);
  return body.error.code;
}

describe("request bodies", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("refuses deeply nested JSON with 400 on a page path and on an API path", async () => {
    for (const url of ["/", "/stock-screener", "/api/screener/saved", "/users/sign-in"]) {
      const agent = new Agent(t.app);
      await agent.get("/");
      const res = await agent.json("POST", url, nested(200_000));
      expect(expectRegistryError(res, 400), url).toBe("JSON_TOO_DEEP");
    }
  });

  it("still reads JSON of an ordinary depth", async () => {
    const agent = new Agent(t.app);
    await agent.get("/");
    const res = await agent.json("POST", "/users/sign-in", { user: { email: "a@example.com", password: "x" } });
    expect(res.statusCode).not.toBe(400);
  });

  it("refuses a body over the limit with 413", async () => {
    const agent = new Agent(t.app);
    await agent.get("/");
    const res = await agent.json("POST", "/api/screener/saved", JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }));
    expectRegistryError(res, 413);
  });
});

describe("errors a client sees", () => {
  it("answers a redirect-after-login cookie that no header may carry with a local path, not a 500", async () => {
    const email = uniqueEmail("odd");
    const agent = new Agent(t.app);
    await agent.get("/");
    agent.setCookie(REDIRECT_COOKIE, encodeURIComponent("/stocks/us/nyse/abc?name=Zürich\u2028x"));
    const res = await agent.form("/users/sign-up", { "user[email]": email, "user[password]": "right-pass-1" });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe("/stocks/us/nyse/abc?name=Z%C3%BCrich%E2%80%A8x");
  });

  it("answers a path that cannot be decoded with the registry's 400, not Fastify's own body", async () => {
    const res = await t.app.inject({ method: "GET", url: "/%", headers: { accept: "application/json" } });
    expectRegistryError(res, 400);
    const page = await t.app.inject({ method: "GET", url: "/%", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/FST_ERR_BAD_URL/);
  });

  it("answers a POST to a page with the registry's 405, not React Router's message", async () => {
    for (const url of ["/", "/stock-screener", "/industries", "/no-such-page"]) {
      const agent = new Agent(t.app);
      await agent.get("/");
      const res = await agent.json("POST", url, { a: 1 });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expect(res.body, url).not.toMatch(/did not provide|no way to handle|Error:/);
      if (res.statusCode === 404) continue;
      expect(expectRegistryError(res, 405), url).toBe("METHOD_NOT_ALLOWED");
      expect(res.headers.allow, url).toBe("GET, HEAD");
    }
  });
});

describe("slow clients", () => {
  it("cuts off a request whose body never finishes, with the registry's 408", async () => {
    const slow = await createTestApp({}, undefined, { requestTimeout: 1000, connectionsCheckingInterval: 200 });
    const app = slow.app;
    try {
      const address = await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), "127.0.0.1");
        let data = "";
        socket.on("data", (chunk) => (data += chunk.toString()));
        socket.on("close", () => resolve(data));
        socket.on("error", reject);
        // Headers promising 100 bytes, then ten of them, then nothing: a slowloris. A form post's
        // anti-forgery token is in its body, so the server waits for the body.
        socket.write(
          "POST /users/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n",
        );
        socket.write("user%5Bema");
        setTimeout(() => {
          socket.destroy();
          reject(new Error("the server kept the connection open"));
        }, 15_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    } finally {
      await slow.close();
    }
  }, 30_000);

  it("sets a limit on connections, on the time to send the headers and on the whole request", async () => {
    expect(t.app.server.maxConnections).toBeGreaterThan(0);
    expect(t.app.server.headersTimeout).toBeGreaterThan(0);
    expect(t.app.server.requestTimeout).toBeGreaterThan(0);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(t.app.server.requestTimeout);
  });
});
