import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { printFigures, runFaults } from "../test/support/fault-run";
import { ROOT } from "./lib";

// The fault run against the built server (`npm run build` first, as `npm run bench`
// does): PostgreSQL killed under writes, then SIGTERM under writes. Prints writes answered,
// writes kept, requests dropped and time to recover. BENCH_FAULT_WRITERS and
// BENCH_FAULT_WRITES set the concurrency and the writes per phase.

export async function benchFaults() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "openzen-bench-faults-"));
  await chmod(dataDir, 0o755);
  try {
    const figures = await runFaults({
      root: ROOT,
      dataDir,
      built: true,
      writers: Number(process.env.BENCH_FAULT_WRITERS ?? 32),
      writesPerPhase: Number(process.env.BENCH_FAULT_WRITES ?? 500),
    });
    console.log("\nFaults (built server, embedded PostgreSQL killed with SIGKILL, then SIGTERM under writes)");
    printFigures(figures, (line) => console.log(`  ${line}`));
    return figures;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
