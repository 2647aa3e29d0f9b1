import { expect, open, seriousViolations, test } from "./fixtures";

// A guest on the analysts' ranking: filters by a sector, sorts, searches by name,
// opens an analyst and reads the profile; both pages pass the axe scan.

test("a guest filters, sorts and searches the ranking, then opens an analyst's profile", async ({ page }) => {
  // Four page loads and two axe scans of long tables on a shared machine.
  test.setTimeout(90_000);
  await open(page, "/analysts");
  await expect(page.getByRole("heading", { level: 1, name: "Top Analysts" })).toBeVisible();
  await expect(page.getByTestId("ranking-method")).toBeVisible();
  const rows = page.getByTestId("analyst-row");
  await expect(rows.first()).toBeVisible();
  expect(await seriousViolations(page), "axe on /analysts").toEqual([]);

  // Filter by the first sector listed.
  const filters = page.getByRole("search", { name: "Filter analysts" });
  const sector = filters.getByLabel("Sector");
  const option = sector.locator("option").nth(1);
  const sectorName = (await option.textContent())!.replace(/\s*\(\d+\)$/, "");
  await sector.selectOption({ index: 1 });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]sector=[a-z-]+/);
  await expect(rows.first()).toBeVisible();
  for (const cell of await rows.locator("td:nth-child(4)").allTextContents()) expect(cell).toBe(sectorName);

  // Sort by the number of calls, most first, with the sector kept.
  const callsHeader = page.getByRole("columnheader", { name: /^Calls/ });
  await callsHeader.getByRole("link").click();
  await expect(page).toHaveURL(/sort=calls/);
  await expect(page).toHaveURL(/sector=/);
  await expect(callsHeader).toHaveAttribute("aria-sort", "descending");
  const calls = (await rows.locator("td:nth-child(7)").allTextContents()).map((c) => Number(c.replace(/,/g, "")));
  expect(calls).toEqual([...calls].sort((a, b) => b - a));

  // Search for the first analyst by name.
  const name = (await rows.first().getByRole("rowheader").getByRole("link").textContent())!.trim();
  await filters.getByLabel("Analyst name").fill(name);
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(rows.first().getByRole("rowheader")).toContainText(name);

  // Open the profile.
  await rows.first().getByRole("rowheader").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByRole("heading", { name: "Score and ranks" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Past calls and their outcomes" })).toBeVisible();
  // A guest sees the record; the current calls, which the top analysts' consensus is made of, are Premium.
  await expect(page.getByText(/ since .+ are Premium: the current calls/)).toBeVisible();
  await expect(page.getByRole("link", { name: "See the current ratings with Premium" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Follow ${name}` })).toBeVisible();
  expect(await seriousViolations(page), "axe on the profile").toEqual([]);
});

test("an unknown analyst is a 404 page", async ({ page, problems }) => {
  problems.allow(/status of 404/);
  await open(page, "/analysts/99999999", 404);
});
