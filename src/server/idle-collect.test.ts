import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { collectWhenIdle, runtimeCollect } from "./idle-collect";
import { mallocTrim } from "./malloc-trim";

// Memory given back after a busy spell: one full collection once the requests stop.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("collecting when idle", () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const listen = async () => {
    server = createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const spell = (url: string, n: number) =>
    Promise.all(Array.from({ length: n }, () => fetch(url).then((r) => r.text())));

  it("collects once after a busy spell ends, not while idle or busy", async () => {
    const url = await listen();
    let collections = 0;
    const stop = collectWhenIdle(server, { windowMs: 150, busy: 20, idle: 2, collect: () => collections++ });
    try {
      await sleep(400);
      expect(collections).toBe(0); // idle from the start: nothing to give back
      await spell(url, 60);
      await sleep(600);
      expect(collections).toBe(1);
      await sleep(400);
      expect(collections).toBe(1); // still idle: once per spell
      await spell(url, 60);
      await sleep(600);
      expect(collections).toBe(2);
    } finally {
      stop();
    }
  });

  it("reaches glibc's malloc_trim on Linux (what it gives back: the load-mix benchmark)", () => {
    const trim = mallocTrim();
    if (process.platform !== "linux") return expect(trim).toBeUndefined();
    expect(trim).toBeTypeOf("function");
    // Freed blocks to give back: many buffers made and dropped.
    let held: Buffer[] = Array.from({ length: 2000 }, () => Buffer.alloc(20_000, 1));
    held = [];
    expect(held).toHaveLength(0);
    runtimeCollect()!();
    expect(trim!()).toBe(true);
  });

  it("reaches the runtime's collector without a command-line flag", () => {
    const collect = runtimeCollect();
    expect(collect).toBeTypeOf("function");
    collect!();
  });
});
