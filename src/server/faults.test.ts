import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { printFigures, runFaults } from "../../test/support/fault-run";

// A database outage and a shutdown, as an operator meets them: PostgreSQL killed under writes, then
// SIGTERM under writes. Figures are printed; what is asserted is what a client observes.

const root = path.resolve(import.meta.dirname, "../..");

describe("faults under load", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it("answers 503 while PostgreSQL is down, restarts it, drains on SIGTERM, and keeps every acknowledged write", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "openzen-faults-"));
    await chmod(dataDir, 0o755);
    dirs.push(dataDir);
    // The built server (`npm test` builds first), as `npm start` runs it: under tsx, a loaded machine
    // can miss tsx's 30 ms window for relaying SIGTERM, and tsx then kills the app (exit 143).
    const figures = await runFaults({ root, dataDir, writers: 8, writesPerPhase: 60, startMs: 120_000, built: true });
    printFigures(figures, (line) => console.log(`faults: ${line}`));

    // The database was killed and the app brought it back by itself, saying so.
    expect(figures.recoverMs).toBeDefined();
    expect(figures.supervisorLog).toContain("embedded PostgreSQL stopped unexpectedly");
    expect(figures.supervisorLog).toContain("embedded PostgreSQL is back");
    // While it was down, clients were told to come back (503 + Retry-After), never a 500.
    expect(figures.otherAnswers).toEqual({});
    // Meanwhile the app is unready (take it out of rotation) but alive (do not restart it).
    expect(figures.whileDown).toEqual({ healthz: 200, readyz: 503 });
    // SIGTERM: every request sent got its answer, and the process exited cleanly.
    expect(figures.requestsDropped).toBe(0);
    expect(figures.requestsDroppedByOutage).toBe(0);
    expect(figures.exitCode).toBe(0);
    // Nothing acknowledged was lost.
    expect(figures.writesAnswered).toBeGreaterThanOrEqual(180);
    expect(figures.writesKept).toBe(figures.writesAnswered);
  }, 600_000);
});
