import type { Page } from "@playwright/test";
import { BASE_URL, expect, open, test } from "./fixtures";

// The theme switch (docs/decisions/014-web-data-path.md): the site follows the system until the
// visitor picks light or dark in the footer; the choice is a cookie the server reads, so a
// reload paints the chosen theme from the first byte of HTML.

const WHITE = "rgb(255, 255, 255)";

function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

function themeGroup(page: Page) {
  return page.getByRole("contentinfo").getByRole("group", { name: "Theme" });
}

async function themeCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(BASE_URL);
  return cookies.find((c) => c.name === "oz_theme")?.value;
}

test("follows the system's colour scheme until the visitor chooses", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await open(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  await expect(themeGroup(page).getByRole("radio", { name: "System" })).toBeChecked();
  expect(await pageBackground(page)).toBe(WHITE);

  await page.emulateMedia({ colorScheme: "dark" });
  expect(await pageBackground(page)).not.toBe(WHITE);
  expect(await themeCookie(page)).toBeUndefined();
});

test("a chosen theme applies at once and is remembered across a reload, before any script runs", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await open(page, "/");
  const light = await pageBackground(page);

  await themeGroup(page).getByText("Dark", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const dark = await pageBackground(page);
  expect(dark).not.toBe(light);
  expect(await themeCookie(page)).toBe("dark");

  // The server writes the theme into the HTML itself: no flash of the light theme on reload.
  const response = await page.reload();
  expect(await response!.text()).toContain('<html lang="en" data-theme="dark">');
  await expect(themeGroup(page).getByRole("radio", { name: "Dark" })).toBeChecked();
  expect(await pageBackground(page)).toBe(dark);

  // Another page, same theme, whatever the system says.
  await page.emulateMedia({ colorScheme: "dark" });
  await open(page, "/privacy-policy");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  // Light wins over a dark system once chosen.
  await themeGroup(page).getByText("Light", { exact: true }).click();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await pageBackground(page)).toBe(WHITE);
});

test("the switch works from the keyboard", async ({ page }) => {
  await open(page, "/");
  const system = themeGroup(page).getByRole("radio", { name: "System" });
  await system.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(themeGroup(page).getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(themeGroup(page).getByRole("radio", { name: "Dark" })).toBeFocused();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await themeCookie(page)).toBe("dark");
});

test("an unknown theme cookie falls back to the system", async ({ page }) => {
  await page.context().addCookies([{ name: "oz_theme", value: "purple", url: BASE_URL }]);
  await open(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
});
