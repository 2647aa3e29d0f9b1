import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { freePort } from "./free-port";

// The fault run, shared by the fault test (src/server/faults.test.ts) and the bench
// (bench/faults.ts): the real server process with its own embedded PostgreSQL, a signed-in user
// saving screeners from several concurrent writers, and then
//   1. PostgreSQL killed (SIGKILL) under those writes: the app must answer 503 + Retry-After
//      meanwhile, restart it and serve writes again by itself;
//   2. SIGTERM under those writes: every request sent gets its answer, the process exits 0;
//   3. a fresh start on the same data: every write answered 2xx is still there.
// Each request is on its own connection, so that "dropped" means one thing: the request was
// sent and the connection ended without an answer. A refused connection after the server
// stopped listening is counted apart: nothing was lost.

export interface FaultFigures {
  /** Writes answered 2xx (over both faults). */
  writesAnswered: number;
  /** Of those, found after the restart. */
  writesKept: number;
  /** Answers 503 with Retry-After and code SERVICE_UNAVAILABLE while PostgreSQL was down. */
  unavailableAnswers: number;
  /** Any other non-2xx answer: status => count (should stay empty). */
  otherAnswers: Record<string, number>;
  /** Requests the app had read (in flight) when SIGTERM came that got no answer. */
  requestsDropped: number;
  /** Connections reset under SIGTERM before the app read their request (queued as it closed). */
  connectionsReset: number;
  /** The same while PostgreSQL was killed and restarted (the app should answer every one). */
  requestsDroppedByOutage: number;
  /** Answers 503 + Retry-After to requests that arrived while the server drained. */
  drainingAnswers: number;
  /** Connections refused once the server had stopped listening (not lost: never accepted). */
  connectionsRefused: number;
  /** From the kill to the first write answered 2xx after the last 503, in ms. */
  recoverMs: number | undefined;
  /** /healthz and /readyz statuses while PostgreSQL was down. */
  whileDown: { healthz: number | string; readyz: number | string } | undefined;
  /** How the process ended on SIGTERM. */
  exitCode: number | null;
  /** What the server logged about its embedded PostgreSQL. */
  supervisorLog: string[];
}

export interface FaultOptions {
  root: string;
  dataDir: string;
  /** Concurrent writers. */
  writers?: number;
  /** Writes answered 2xx before each fault (and after the recovery). */
  writesPerPhase?: number;
  /** Run the built server (build/node/main.js) rather than the source through tsx. */
  built?: boolean;
  /** How long a start may take. */
  startMs?: number;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Outcome = { kind: "answer"; answer: Answer } | { kind: "dropped" } | { kind: "refused" };

function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = false;
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        agent: false,
        headers: { connection: "close", ...headers, ...(body ? { "content-length": Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () =>
          resolve({ kind: "answer", answer: { status: res.statusCode!, headers: res.headers, body: text } }),
        );
        res.on("error", () => resolve({ kind: "dropped" }));
      },
    );
    req.on("socket", (socket) => socket.on("connect", () => (sent = true)));
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve(!sent && error.code === "ECONNREFUSED" ? { kind: "refused" } : { kind: "dropped" }),
    );
    req.end(body);
  });
}

function startServer(options: FaultOptions, port: number, pgPort: number, providerPort: number) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "NODE_ENV"),
  );
  const [command, args] = options.built
    ? [process.execPath, [path.join(options.root, "build", "node", "main.js")]]
    : [path.join(options.root, "node_modules", ".bin", "tsx"), ["src/server/main.ts"]];
  const child: ChildProcessWithoutNullStreams = spawn(command, args, {
    cwd: options.root,
    env: {
      ...clean,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      CHECKOUT_PROVIDER_PORT: String(providerPort),
      LOG_LEVEL: "info",
      DEMO_COMPANIES: "12",
      DEMO_AS_OF: "2005-06-30",
      SHUTDOWN_TIMEOUT_MS: "60000",
    },
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function until(predicate: () => boolean, what: string, ms = 180_000) {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The server answers at once and says ready once its market is built (and its database is up). */
async function untilReady(port: number, what: string, ms = 180_000) {
  const end = Date.now() + ms;
  for (;;) {
    const ready = await send(port, "GET", "/readyz", {});
    if (ready.kind === "answer" && ready.answer.status === 200) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function cookiesOf(answer: Answer, jar: Map<string, string>) {
  const set = answer.headers["set-cookie"] ?? [];
  for (const c of set) {
    const [pair] = c.split(";");
    const eq = pair!.indexOf("=");
    jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
}

export async function runFaults(options: FaultOptions): Promise<FaultFigures> {
  const writers = options.writers ?? 8;
  const perPhase = options.writesPerPhase ?? 100;
  const port = await freePort();
  const pgPort = await freePort();
  const providerPort = await freePort();
  let server = startServer(options, port, pgPort, providerPort);
  const stopAll: (() => void)[] = [() => server.child.kill("SIGKILL")];
  try {
    await until(() => server.output().includes("OpenZen is serving"), "the server to listen", options.startMs).catch(
      (error: Error) => {
        throw new Error(`${error.message}; it said:\n${server.output().slice(-3000)}`);
      },
    );
    await untilReady(port, "the market to be built", options.startMs).catch((error: Error) => {
      throw new Error(`${error.message}; it said:\n${server.output().slice(-3000)}`);
    });

    // A signed-in user, as a JSON client: anti-forgery token and cookies from the home page.
    const jar = new Map<string, string>();
    let token = "";
    const headers = () => ({
      accept: "application/json",
      "content-type": "application/json",
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      "x-csrf-token": token,
    });
    const remember = (a: Answer) => {
      cookiesOf(a, jar);
      const t = a.headers["x-csrf-token"];
      if (typeof t === "string") token = t;
    };
    const home = await send(port, "GET", "/", {});
    if (home.kind !== "answer") throw new Error("no home page");
    remember(home.answer);
    const email = `faults-${Date.now()}@example.com`;
    const signUp = await send(
      port,
      "POST",
      "/users/sign-up",
      headers(),
      JSON.stringify({ user: { email, password: "fault-test-pass-1" } }),
    );
    if (signUp.kind !== "answer" || signUp.answer.status >= 300) {
      throw new Error(`sign-up failed: ${JSON.stringify(signUp)}`);
    }
    remember(signUp.answer);

    const figures: FaultFigures = {
      writesAnswered: 0,
      writesKept: 0,
      unavailableAnswers: 0,
      otherAnswers: {},
      requestsDropped: 0,
      requestsDroppedByOutage: 0,
      connectionsReset: 0,
      whileDown: undefined,
      drainingAnswers: 0,
      connectionsRefused: 0,
      recoverMs: undefined,
      exitCode: null,
      supervisorLog: [],
    };
    const answered: string[] = [];
    let probed = false;
    let probes: Promise<void> = Promise.resolve();
    const droppedOnShutdown: string[] = [];
    const successes: number[] = [];
    const kill = { at: undefined as number | undefined, lastDown: undefined as number | undefined, terminating: false };
    let running = true;
    let serial = 0;

    const writer = async () => {
      while (running) {
        const name = `fault-${++serial}`;
        const outcome = await send(
          port,
          "POST",
          "/api/screener/saved",
          { ...headers(), "x-request-id": name },
          JSON.stringify({ name, description: "written under faults" }),
        );
        if (outcome.kind === "refused") {
          figures.connectionsRefused++;
          // The server has stopped listening: this writer is done.
          return;
        }
        if (outcome.kind === "dropped") {
          if (kill.terminating) droppedOnShutdown.push(name);
          else figures.requestsDroppedByOutage++;
          continue;
        }
        const { status, headers: h, body } = outcome.answer;
        if (status >= 200 && status < 300) {
          answered.push(name);
          if (kill.at !== undefined && !kill.terminating) successes.push(Date.now());
        } else if (status === 503 && h["retry-after"] && body.includes('"SERVICE_UNAVAILABLE"')) {
          if (kill.terminating) figures.drainingAnswers++;
          else figures.unavailableAnswers++;
          if (kill.at !== undefined && !kill.terminating) {
            kill.lastDown = Date.now();
            if (!probed) {
              probed = true;
              probes = Promise.all([send(port, "GET", "/healthz", {}), send(port, "GET", "/readyz", {})]).then(
                ([live, ready]) => {
                  figures.whileDown = {
                    healthz: live.kind === "answer" ? live.answer.status : live.kind,
                    readyz: ready.kind === "answer" ? ready.answer.status : ready.kind,
                  };
                },
              );
            }
          }
          // A polite client waits a little before retrying (not the full Retry-After: a test).
          await new Promise((r) => setTimeout(r, 50));
        } else {
          figures.otherAnswers[status] = (figures.otherAnswers[status] ?? 0) + 1;
        }
      }
    };
    const pool = Array.from({ length: writers }, writer);

    // 1. PostgreSQL killed under load, brought back by the app.
    await until(() => answered.length >= perPhase, "the first writes");
    const pid = Number((await readFile(path.join(options.dataDir, "pg", "postmaster.pid"), "utf8")).split("\n")[0]);
    kill.at = Date.now();
    process.kill(pid, "SIGKILL");
    // Backends the dead postmaster left behind may still answer a few writes on open connections
    // until they notice; recovered means the restarted server answering writes.
    await until(() => server.output().includes("embedded PostgreSQL is back"), "PostgreSQL to be restarted");
    await probes;
    const afterRecovery = answered.length;
    await until(() => answered.length >= afterRecovery + perPhase, "writes after the recovery");

    // 2. SIGTERM under load.
    const beforeTerm = answered.length;
    await until(() => answered.length >= beforeTerm + perPhase, "writes before SIGTERM");
    kill.terminating = true;
    server.child.kill("SIGTERM");
    figures.exitCode = await server.exited;
    running = false;
    await Promise.all(pool);
    figures.writesAnswered = answered.length;
    const firstAfterOutage = successes.find((t) => t > (kill.lastDown ?? kill.at!));
    figures.recoverMs = firstAfterOutage === undefined ? undefined : firstAfterOutage - kill.at!;
    // A request is in flight once the app has read it (it logs its id); a connection reset in the
    // listening socket's queue as it closes never reached the app: the client retries it like a
    // refused one.
    const reached = server.output();
    figures.requestsDropped = droppedOnShutdown.filter((name) => reached.includes(`"reqId":"${name}"`)).length;
    figures.connectionsReset = droppedOnShutdown.length - figures.requestsDropped;
    figures.supervisorLog = server
      .output()
      .split("\n")
      .filter((line) => line.includes("embedded PostgreSQL"))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);

    // 3. Every write answered 2xx is still there after a fresh start.
    server = startServer(options, port, pgPort, providerPort);
    await until(() => server.output().includes("OpenZen is serving"), "the server to start again");
    await untilReady(port, "the server to be ready again");
    const list = await send(port, "GET", "/api/screener/saved", headers());
    if (list.kind !== "answer" || list.answer.status !== 200)
      throw new Error(`listing failed: ${JSON.stringify(list)}`);
    const kept = new Set(
      (JSON.parse(list.answer.body) as { savedScreeners: { name: string }[] }).savedScreeners.map((s) => s.name),
    );
    figures.writesKept = answered.filter((name) => kept.has(name)).length;
    server.child.kill("SIGTERM");
    await server.exited;
    stopAll.length = 0;
    return figures;
  } catch (error) {
    const said = server
      .output()
      .split("\n")
      .filter((l) => !l.includes("request completed") && !l.includes("incoming request"))
      .slice(-40)
      .join("\n");
    throw new Error(`${(error as Error).message}; the server said:\n${said}`, { cause: error });
  } finally {
    for (const stop of stopAll) stop();
  }
}

export function printFigures(figures: FaultFigures, print: (line: string) => void) {
  print(`writes answered 2xx:     ${figures.writesAnswered}`);
  print(`writes kept:             ${figures.writesKept}`);
  print(`503 while down:          ${figures.unavailableAnswers}`);
  print(`other answers:           ${JSON.stringify(figures.otherAnswers)}`);
  print(`503 while draining:      ${figures.drainingAnswers}`);
  print(`dropped (SIGTERM):       ${figures.requestsDropped}`);
  print(`dropped (db killed):     ${figures.requestsDroppedByOutage}`);
  print(`reset before read:       ${figures.connectionsReset}`);
  print(`refused after stop:      ${figures.connectionsRefused}`);
  print(`time to recover:         ${figures.recoverMs} ms`);
  print(`while down:              ${JSON.stringify(figures.whileDown)}`);
  print(`exit code on SIGTERM:    ${figures.exitCode}`);
}
