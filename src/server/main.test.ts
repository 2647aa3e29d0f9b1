import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eventually as waitFor } from "../../test/support/eventually";
import { freePort } from "../../test/support/free-port";
import {
  builtServer,
  demoServerEnv,
  newDataDir,
  startProcess,
  type ServerProcess,
} from "../../test/support/server-process";

// The server as `npm start` runs it: a real process with its own embedded PostgreSQL, from the
// build (`npm test` builds first; run `npm run build` before this file alone). Not under tsx:
// on a loaded machine tsx can miss its 30 ms window for relaying SIGTERM and kill the app.

const start = (env: Record<string, string>) => startProcess(process.execPath, [builtServer], env);

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

  // The second test starts on the database the first one built.
  let dataDir = "";

  it("creates the embedded database, serves, and on SIGTERM finishes in-flight requests and stops PostgreSQL", async () => {
    dataDir = await newDataDir("openzen-main-");
    dirs.push(dataDir);
    const port = await freePort();
    const server = start({ ...(await demoServerEnv(dataDir)), PORT: String(port), WEB_CONCURRENCY: "1" });
    await waitFor(() => server.output().includes("OpenZen is serving"), "the server to listen", 120_000);
    expect(server.output()).not.toContain("web workers");
    // First start on an empty database: the site answers at once and serves once the demo market is built.
    await waitFor(() => server.output().includes("the market is built: serving the site"), "the market", 120_000);
    expect(server.output()).toMatch(/Building the demo market: 12 companies, daily history from 2003 to 2005-06-30/);
    expect(server.output()).toMatch(/Demo market built in/);
    expect(existsSync(path.join(dataDir, "pg", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(true);

    const ready = await fetch(`http://localhost:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok" });

    await expectInFlightRequestAnsweredAfterSigterm(server, port);

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
    await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
  }, 180_000);

  it("with WEB_CONCURRENCY=2 serves from two workers, replaces one that dies, and drains them before PostgreSQL stops", async () => {
    const port = await freePort();
    const server = start({ ...(await demoServerEnv(dataDir)), PORT: String(port), WEB_CONCURRENCY: "2" });
    await waitFor(() => server.output().includes("OpenZen is serving"), "the server to listen", 150_000);
    expect(server.output()).toContain(`OpenZen is serving at http://localhost:${port} with 2 web workers`);
    // The log (pino) and the plain line (stdout) are written apart: the log's line may come second.
    await waitFor(() => server.output().includes('"web workers listening"'), "the workers' log line", 10_000);
    const listening = JSON.parse(
      server
        .output()
        .split("\n")
        .find((l) => l.includes('"web workers listening"'))!,
    ) as {
      pids: number[];
    };
    expect(listening.pids).toHaveLength(2);
    expect(new Set(listening.pids).size).toBe(2);
    expect(listening.pids).not.toContain(server.child.pid);
    // Each worker runs with the heap and allocator settings that keep it small after load (decision 075).
    for (const pid of listening.pids) {
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      expect(args).toEqual(expect.arrayContaining(["--max-semi-space-size=16", "--max-old-space-size=512"]));
      const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      expect(env).toContain("GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072");
    }
    expect((await fetch(`http://localhost:${port}/`)).status).toBe(200);

    // A worker that dies is replaced; the other one serves meanwhile.
    process.kill(listening.pids[0]!, "SIGKILL");
    await waitFor(() => server.output().includes("web worker stopped unexpectedly"), "the death to be seen", 10_000);
    expect((await fetch(`http://localhost:${port}/readyz`)).status).toBe(200);
    await waitFor(() => server.output().includes("starting a new web worker"), "a new worker", 30_000);
    const listeningLines = () =>
      server
        .output()
        .split("\n")
        .filter((l) => l.includes("Server listening at")).length;
    await waitFor(() => listeningLines() >= 3, "the new worker to listen", 120_000);
    for (let i = 0; i < 6; i++) expect((await fetch(`http://localhost:${port}/readyz`)).status).toBe(200);

    await expectInFlightRequestAnsweredAfterSigterm(server, port);
    expect(await server.exited).toBe(0);
    // Web workers first, the database last.
    const stopped = server
      .output()
      .split("\n")
      .filter((l) => l.includes('"msg":"stopped '))
      .map((l) => (JSON.parse(l) as { step: string }).step);
    expect(stopped).toEqual(["web workers", "checkout provider", "market build", "jobs", "database"]);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  }, 240_000);
});

/** A request still sending its body when SIGTERM arrives must get its answer. */
async function expectInFlightRequestAnsweredAfterSigterm(server: ServerProcess, port: number) {
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
}
