import { BASE_URL, DESKTOP, expect, expectSameDocument, markDocument, open, test } from "./fixtures";

// Unknown paths answer a real 404 with the not-found page.

test.use({ viewport: DESKTOP });

for (const path of ["/no-such-page-e2e", "/stock-ideas/no-such-idea"]) {
  test(`${path} shows the 404 page`, async ({ page, problems }) => {
    // Chromium reports the document's own 404 on the console; nothing else may appear.
    problems.allow(
      new RegExp(
        `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(${BASE_URL}${path}:`,
      ),
    );
    await open(page, path, 404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle("Page not found · OpenZen");
    await expect(page.getByRole("main").getByRole("combobox", { name: "Search Stocks" })).toBeVisible();
    // The header still works on the error page.
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();

    await markDocument(page);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research stocks like a part-time pro");
    await expectSameDocument(page, "home link on the 404 page");
  });
}
