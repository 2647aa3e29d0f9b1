import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./plugins/request-logging";
import { createShutdown } from "./shutdown";

// What an operator reads when the server stops: each step's line, in the order the steps ran,
// all written before the process exits.

function logTo() {
  const stream = new PassThrough();
  let written = "";
  stream.on("data", (chunk: Buffer) => (written += chunk.toString()));
  return { logger: createLogger("info", stream), written: () => written };
}

const messages = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe("the ordered shutdown", () => {
  it("runs the steps one after the other, logs each, and exits 0 after the last line is written", async () => {
    const { logger, written } = logTo();
    const ran: string[] = [];
    let exitedWith: number | undefined;
    let writtenAtExit = "";
    const shutdown = createShutdown({
      log: logger,
      timeoutMs: 5_000,
      exit: (code) => {
        exitedWith = code;
        writtenAtExit = written();
      },
    });
    for (const name of ["http server", "jobs", "database"]) {
      shutdown.add({
        name,
        stop: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          ran.push(name);
        },
      });
    }
    await shutdown.run("SIGTERM");
    expect(ran).toEqual(["http server", "jobs", "database"]);
    expect(exitedWith).toBe(0);
    expect(messages(writtenAtExit)).toEqual([
      "shutting down in order",
      "stopped http server",
      "stopped jobs",
      "stopped database",
      "stopped",
    ]);
  });

  it("runs the remaining steps after one fails, and exits 1", async () => {
    const { logger, written } = logTo();
    let exitedWith: number | undefined;
    const shutdown = createShutdown({ log: logger, timeoutMs: 5_000, exit: (code) => (exitedWith = code) });
    shutdown.add({ name: "jobs", stop: () => Promise.reject(new Error("pg-boss would not stop")) });
    shutdown.add({ name: "database", stop: () => Promise.resolve() });
    await shutdown.run("SIGINT");
    expect(exitedWith).toBe(1);
    expect(messages(written())).toEqual([
      "shutting down in order",
      "could not stop jobs",
      "stopped database",
      "stopped",
    ]);
  });

  it("runs once when a second signal comes while it runs", async () => {
    const { logger } = logTo();
    const exits: number[] = [];
    let stops = 0;
    const shutdown = createShutdown({ log: logger, timeoutMs: 5_000, exit: (code) => exits.push(code) });
    shutdown.add({ name: "jobs", stop: async () => void stops++ });
    await Promise.all([shutdown.run("SIGTERM"), shutdown.run("SIGINT")]);
    expect(stops).toBe(1);
    expect(exits).toEqual([0]);
  });
});
