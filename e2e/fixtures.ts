import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { Kysely } from "kysely";
import { connect } from "../src/db/connection";
import type { DB } from "../src/db/schema";
import { insertSignedInUser, type SignedInUser, type UserSpec } from "../test/support/fixtures";
import { startOidcProvider, type LocalOidcProvider } from "../test/support/oidc-provider";
import { startSmtpCapture, type SmtpCapture } from "../test/support/smtp-capture";

// Fixtures shared by every e2e spec:
// - `problems` (automatic): every console error and uncaught page error in any page of the
//   test's browser context fails the test at its end, unless the test allowed it by pattern.
// - `db` (one per worker): a Kysely connection to the database the app under test uses.
// - `signIn`: inserts a user, a session row and watchlists, and gives the browser context the
//   session cookie. The row is the session; the users are deleted again after the test.

// The same ports as playwright.config.ts (E2E_PORT, E2E_PG_PORT), so two checkouts can run side by side.
export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
export const DATABASE_URL =
  process.env.DATABASE_URL || `postgres://postgres:openzen-local@localhost:${process.env.E2E_PG_PORT ?? 54330}/openzen`;
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 26);

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export interface Problems {
  /** Tolerate console errors matching this pattern in the current test (e.g. the 404 of a missing page). */
  allow(pattern: RegExp): void;
  /** Everything recorded so far that was not allowed. */
  unexpected(): string[];
}

interface TestFixtures {
  problems: Problems;
  signIn: (spec?: UserSpec) => Promise<SignedInUser>;
}

interface WorkerFixtures {
  db: Kysely<DB>;
  /** The SMTP server the app under test mails to (SMTP_URL in playwright.config.ts). */
  smtp: SmtpCapture;
  /** The local OpenID provider that plays Google (GOOGLE_ISSUER in playwright.config.ts). */
  google: LocalOidcProvider;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  db: [
    async ({}, use) => {
      const { db } = connect(DATABASE_URL, 2);
      await use(db);
      await db.destroy();
    },
    { scope: "worker" },
  ],

  smtp: [
    async ({}, use) => {
      const capture = await startSmtpCapture(SMTP_PORT);
      await use(capture);
      await capture.close();
    },
    { scope: "worker" },
  ],

  google: [
    async ({}, use) => {
      const provider = await startOidcProvider({
        port: OIDC_PORT,
        redirectUris: [`${BASE_URL}/users/auth/google/callback`],
      });
      await use(provider);
      await provider.close();
    },
    { scope: "worker" },
  ],

  problems: [
    async ({ context }, use) => {
      const recorded: string[] = [];
      const allowed: RegExp[] = [];
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        const where = message.location();
        recorded.push(`console.error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ""}`);
      });
      context.on("weberror", (webError) => {
        const error = webError.error();
        recorded.push(`page error: ${error.stack ?? error.message}`);
      });
      const problems: Problems = {
        allow: (pattern) => void allowed.push(pattern),
        unexpected: () => recorded.filter((line) => !allowed.some((pattern) => pattern.test(line))),
      };
      await use(problems);
      expect(problems.unexpected(), "console errors and page errors during the test").toEqual([]);
    },
    { auto: true },
  ],

  signIn: async ({ db, context }, use) => {
    const created: number[] = [];
    await use(async (spec) => {
      const user = await insertSignedInUser(db, spec);
      created.push(user.userId);
      await context.addCookies([
        { name: "oz_session", value: user.token, url: BASE_URL, httpOnly: true, sameSite: "Lax" },
      ]);
      return user;
    });
    if (created.length > 0) await db.deleteFrom("users").where("id", "in", created).execute();
  },
});

export { expect };

/**
 * Resolves once React has hydrated the server-rendered document, so that clicks are handled by
 * the client router rather than by the browser. React keeps `isDehydrated` on the root fiber's
 * state until the root's hydration commit; the page's content (a Suspense boundary of its own,
 * root.tsx) hydrates after it, and keeps `dehydrated` on its boundary's state until then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    interface Fiber {
      tag: number;
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedState?: { isDehydrated?: boolean; dehydrated?: unknown } | null;
    }
    const SUSPENSE_COMPONENT = 13;
    const w = window as unknown as { __reactRouterDataRouter?: unknown };
    if (!w.__reactRouterDataRouter) return false;
    const key = Object.keys(document).find((k) => k.startsWith("__reactContainer$"));
    if (!key) return false;
    const hostRoot = (document as unknown as Record<string, { stateNode?: { current?: Fiber } }>)[key];
    const root = hostRoot?.stateNode?.current;
    if (!root || root.memoizedState?.isDehydrated !== false) return false;
    const pending: Fiber[] = [root];
    while (pending.length > 0) {
      const fiber = pending.pop()!;
      if (fiber.tag === SUSPENSE_COMPONENT && fiber.memoizedState?.dehydrated) return false;
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    return true;
  });
}

/** Loads a page, checks its HTTP status and waits for hydration. */
export async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response, `response for ${path}`).not.toBeNull();
  expect(response!.status(), `HTTP status of ${path}`).toBe(status);
  await waitForHydration(page);
}

/** Marks the current document; `expectSameDocument` later proves no full page load happened in between. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: number }).__e2eMarker = 1;
  });
}

export async function expectSameDocument(page: Page, what: string): Promise<void> {
  const marker = await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker);
  expect(marker, `${what}: the page was fully reloaded instead of navigated on the client`).toBe(1);
}

/** The site header (the banner landmark). */
export function header(page: Page): Locator {
  return page.getByRole("banner");
}

/** The header's desktop navigation bar. */
export function desktopNav(page: Page): Locator {
  return header(page).getByRole("navigation", { name: "Main" });
}

/** The logo link; its name is "OpenZen, home". */
export function logoLink(page: Page): Locator {
  return header(page).getByRole("link", { name: /^OpenZen\b.*\bhome$/ });
}

/** Axe's serious and critical violations on the page (WCAG 2.2 AA and best practice), by rule and node. */
/**
 * The server refusing a member's deletes at `url` (a route pattern) with a 422 and `message`, as a
 * refusal the page must show; the browser's console line for it is allowed. `page.unroute(url)`
 * ends it.
 */
export async function refuseDeletes(page: Page, problems: Problems, url: string, message: string): Promise<void> {
  problems.allow(/^console\.error: Failed to load resource: the server responded with a status of 422/);
  await page.route(url, (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: { message } }) })
      : route.fallback(),
  );
}

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

/** Types a test card on the local checkout provider's hosted payment page and submits it. */
export async function payWith(page: Page, card: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Subscribe" })).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiration").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Ann Investor");
  await page.getByRole("button", { name: "Subscribe" }).click();
}

/**
 * Waits until Zen Investor's public record is written. The ledger and record are the
 * zen-investor-ledger job's, which the server sends at start when the ledger lags the market:
 * a spec that reads them waits for the record rather than race the server's worker.
 */
export async function waitForZenInvestorRecord(timeout = 280_000): Promise<void> {
  const { db, pool } = connect(DATABASE_URL, 1);
  try {
    await expect
      .poll(
        async () =>
          Number((await pool.query<{ n: string }>("SELECT count(*) AS n FROM zen_investor_record")).rows[0]!.n),
        { timeout, intervals: [1_000] },
      )
      .toBe(1);
  } finally {
    await db.destroy();
  }
}
