import { defineConfig, devices } from "@playwright/test";

// End-to-end tests against the app started exactly as `npm start` starts it (build, then the
// production server), on its own port and data directory so that a developer's running copy is
// untouched. With DATABASE_URL set the app (and the e2e fixtures) use that server instead of
// the embedded one.

// E2E_PORT and E2E_PG_PORT let two checkouts on one machine run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_EMBEDDED_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54330);
// The app mails through real SMTP to a capture server that e2e/fixtures.ts starts on this port.
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 25);
// Google sign-in goes to a local OpenID provider that e2e/fixtures.ts starts on this port.
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 26);
// Payments go to the local checkout provider the app starts itself (no STRIPE_SECRET_KEY) on this port.
export const E2E_CHECKOUT_PROVIDER_PORT = Number(process.env.E2E_CHECKOUT_PROVIDER_PORT ?? E2E_PORT + 27);

const serverEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  // Each engineer on a shared machine runs the e2e server on a data directory of their own.
  DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
  EMBEDDED_PG_PORT: String(E2E_EMBEDDED_PG_PORT),
  LOG_LEVEL: "warn",
  // A small, pinned demo market, built on the first start in a few seconds: big enough that
  // some industries hold the five rated companies a guest's averages need (decision 017).
  DEMO_COMPANIES: "200",
  DEMO_AS_OF: "2025-06-30",
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  GOOGLE_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
  // The local provider's client (test/support/oidc-provider.ts).
  GOOGLE_CLIENT_ID: "openzen-test",
  GOOGLE_CLIENT_SECRET: "openzen-test-secret-0123456789abcdef",
  CHECKOUT_PROVIDER_PORT: String(E2E_CHECKOUT_PROVIDER_PORT),
  // One affiliate redirect for e2e/home-and-public-pages.spec.ts (the partner is never reached).
  AFFILIATE_LINKS: JSON.stringify({ "e2e-broker": "https://broker.example/open?ref=openzen" }),
  AFFILIATE_HOSTS: "broker.example",
};
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download is not used.
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "npm start",
    url: `${E2E_BASE_URL}/readyz`,
    env: serverEnv,
    reuseExistingServer: !process.env.CI,
    // A first start builds the demo market; a loaded machine needs more than the default.
    timeout: 300_000,
    // SIGTERM lets the app finish requests and stop its embedded PostgreSQL cleanly.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
