import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/support/free-port";

// The server as `npm start` runs it: a real process with its own embedded PostgreSQL.

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

function start(env: Record<string, string>): {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
} {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "NODE_ENV"),
  );
  const child = spawn(tsx, ["src/server/main.ts"], { cwd: root, env: { ...clean, NODE_ENV: "production", ...env } });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(predicate: () => boolean, what: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the server process", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it("refuses to start on bad configuration, naming every problem", async () => {
    const { exited, output } = start({ PORT: "abc", LOG_LEVEL: "chatty" });
    expect(await exited).toBe(1);
    expect(output()).toContain("Invalid configuration:");
    expect(output()).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
    expect(output()).toContain("LOG_LEVEL must be one of");
    expect(output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("creates the embedded database, serves, and on SIGTERM finishes in-flight requests and stops PostgreSQL", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "openzen-main-"));
    await chmod(dataDir, 0o755);
    dirs.push(dataDir);
    const port = await freePort();
    const server = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      CHECKOUT_PROVIDER_PORT: String(await freePort()),
      LOG_LEVEL: "info",
      DEMO_COMPANIES: "12",
      DEMO_AS_OF: "2005-06-30",
    });
    await waitFor(() => server.output().includes("OpenZen is serving"), "the server to listen");
    // First start on an empty database: the demo market was built before serving.
    expect(server.output()).toMatch(/Building the demo market: 12 companies, daily history from 2003 to 2005-06-30/);
    expect(server.output()).toMatch(/Demo market built in/);
    expect(existsSync(path.join(dataDir, "pg", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(true);

    const ready = await fetch(`http://localhost:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok" });

    // A request still sending its body when the signal arrives must get its answer.
    const home = await fetch(`http://localhost:${port}/`);
    const token = home.headers.get("x-csrf-token")!;
    const csrfCookie = home.headers
      .getSetCookie()
      .find((c) => c.startsWith("oz_csrf="))!
      .split(";")[0]!;
    const body = JSON.stringify({ hello: "world" });
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let response = "";
    socket.on("data", (d: Buffer) => (response += d.toString()));
    const closed = new Promise((r) => socket.once("close", r));
    socket.write(
      `POST /api/in-flight HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `Cookie: ${csrfCookie}\r\nX-CSRF-Token: ${token}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill("SIGTERM");
    await waitFor(() => server.output().includes("shutting down"), "the shutdown to begin", 10_000);
    socket.write(body.slice(5));
    await closed;
    expect(response).toMatch(/^HTTP\/1.1 404/);
    expect(response).toContain('"code":"NOT_FOUND"');

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
    await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
  }, 120_000);
});
