import { defineConfig } from "vitest/config";

// Unit and integration tests. Kept apart from vite.config.ts: the React Router plugin builds
// the app and has no business inside the test runner.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
