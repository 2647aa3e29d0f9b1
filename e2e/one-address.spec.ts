import { randomBytes } from "node:crypto";
import { E2E_PORT } from "../playwright.config";
import { expect, header, open, test } from "./fixtures";

// The e2e server runs without PUBLIC_URL, as `npm start` does on a machine of one's own. A person
// who opens it as 127.0.0.1 rather than localhost signs up, pays on the checkout provider's page
// and is brought back to 127.0.0.1, where their session cookie is: welcomed, and signed in
// (decision 043).

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

test("opened as 127.0.0.1, a guest signs up, pays and comes back signed in at the same address", async ({
  page,
  context,
  db,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-address-${randomBytes(4).toString("hex")}@example.com`;
  try {
    await open(page, `${ORIGIN}/plans`);
    await page.getByRole("button", { name: "Start your $1 trial" }).click();
    const signUp = page.getByRole("dialog", { name: "Sign Up" });
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill("correct-horse-battery");
    await signUp.getByRole("button", { name: "Sign Up" }).click();

    // Signed up, the checkout starts by itself: the provider's payment page.
    await page.waitForURL(/\/c\/pay\//, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Subscribe" })).toBeVisible();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiration").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Cardholder name").fill("Ann Investor");
    await page.getByRole("button", { name: "Subscribe" }).click();

    await page.waitForURL(/\/users\/subscription_success\?checkout=/);
    expect(new URL(page.url()).origin).toBe(ORIGIN);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to OpenZen Premium" })).toBeVisible();
    // The welcome is for the signed-in member whose checkout it was; a signed-out visitor is not told.
    await expect(page.getByTestId("subscription-result")).toHaveAttribute("data-outcome", "welcome", {
      timeout: 20_000,
    });
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    const cookies = await context.cookies(ORIGIN);
    expect(cookies.map((c) => c.name)).toContain("oz_session");
  } finally {
    await db.deleteFrom("users").where("email", "=", email).execute();
  }
});
