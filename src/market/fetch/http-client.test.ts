import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient, FetchFailed, retryAfterMs } from "./http-client";

// The polite client against a real local server that answers from a script per path.

describe("the fetch client", () => {
  let server: http.Server;
  let base: string;
  const script = new Map<string, ((res: http.ServerResponse) => void)[]>();
  const seen: { path: string; at: number; ua: string | undefined }[] = [];
  const ok = (body: string) => (res: http.ServerResponse) => res.writeHead(200).end(body);
  const status =
    (code: number, headers: Record<string, string> = {}) =>
    (res: http.ServerResponse) =>
      res.writeHead(code, headers).end("x");

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ path: req.url!, at: Date.now(), ua: req.headers["user-agent"] });
      const next = script.get(req.url!)?.shift();
      (next ?? ok("default"))(res);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs("soon")).toBeUndefined();
  });

  it("sends its User-Agent and answers a 404 as nothing here, without retrying", async () => {
    script.set("/missing", [status(404)]);
    const client = createHttpClient({ userAgent: "OpenZen test me@example.com", backoffMs: 5 });
    expect(await client.get(`${base}/missing`)).toEqual({ status: 404, text: "" });
    expect(client.requests).toBe(1);
    expect(seen.at(-1)!.ua).toBe("OpenZen test me@example.com");
  });

  it("retries 5xx and a body its check refuses, then gives the answer", async () => {
    script.set("/flaky", [status(502), ok('{"cut": '), ok('{"whole": true}')]);
    const retries: string[] = [];
    const client = createHttpClient({ userAgent: "t", backoffMs: 5, onRetry: (_u, why) => retries.push(why) });
    expect((await client.get(`${base}/flaky`, (t) => JSON.parse(t))).text).toBe('{"whole": true}');
    expect(retries).toEqual(["HTTP 502", expect.stringMatching(/^incomplete body/)]);
  });

  it("gives up after its tries, naming the last problem", async () => {
    script.set(
      "/down",
      Array.from({ length: 3 }, () => status(503)),
    );
    const client = createHttpClient({ userAgent: "t", backoffMs: 5, retries: 2 });
    await expect(client.get(`${base}/down`)).rejects.toThrow(
      new FetchFailed("", `HTTP 503 from ${base}/down, 3 tries`).message,
    );
  });

  it("fails at once on a refusal that retrying cannot change (403)", async () => {
    script.set("/forbidden", [status(403)]);
    const client = createHttpClient({ userAgent: "t", backoffMs: 5 });
    await expect(client.get(`${base}/forbidden`)).rejects.toThrow(`HTTP 403 from ${base}/forbidden`);
    expect(client.requests).toBe(1);
  });

  it("waits what a 429's Retry-After asks, not its own back-off", async () => {
    script.set("/busy", [status(429, { "retry-after": "1" })]);
    const waits: number[] = [];
    const client = createHttpClient({ userAgent: "t", backoffMs: 5, onRetry: (_u, _w, ms) => waits.push(ms) });
    await client.get(`${base}/busy`);
    expect(waits).toEqual([1000]);
    const [first, second] = seen.filter((s) => s.path === "/busy");
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000);
  });

  it("spaces requests to a limited group of hosts so that no second holds more than its limit", async () => {
    const host = new URL(base).host;
    const client = createHttpClient({ userAgent: "t", limits: [{ hosts: [host], perSecond: 10 }] });
    const start = seen.length;
    await Promise.all(Array.from({ length: 12 }, (_, i) => client.get(`${base}/limited/${i}`)));
    const times = seen.slice(start).map((s) => s.at);
    expect(times).toHaveLength(12);
    for (let i = 10; i < times.length; i++) expect(times[i]! - times[i - 10]!).toBeGreaterThanOrEqual(1000);
  });
});
