import { defineConfig } from "vitest/config";

// A run of one failing test with the suite's global setup (test/exit-code.test.ts).
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/exit-code/always-fails.check.ts"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
  },
});
