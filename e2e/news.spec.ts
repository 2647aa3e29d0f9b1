import { BASE_URL, DESKTOP, expect, open, seriousViolations, test } from "./fixtures";

// The blog's two pages with their live figures, an author and the generated news' author, the
// news written from the data (a story linked to a company and shown on its page), each axe
// clean; the feeds advertised in the head.

test.use({ viewport: DESKTOP });

test("the score explained works the score through on a company from the data", async ({ page }) => {
  await open(page, "/blog/due-diligence-score-explained");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Due Diligence Score, Explained");
  const example = page.getByTestId("score-example");
  // Four or five dimensions, a header and the total.
  expect(await example.getByRole("row").count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId("score-example-overall")).toHaveText(/^\d{1,3}$/);
  await expect(page.getByTestId("market-data-note")).toContainText("simulated demo market");
  // The company in the example opens its page.
  await example.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/stocks\/us\/[a-z]+\/[a-z0-9.-]+$/);
  // The company page tells search engines what it is: a Corporation with its ticker.
  // The head is rewritten as the page changes: wait for the company's own data.
  const ldOf = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type"?: string })
      .find((item) => item["@type"] === "Corporation");
  await expect.poll(ldOf).toBeDefined();
  const ld = await ldOf();
  expect(ld).toMatchObject({ "@type": "Corporation", tickerSymbol: expect.stringMatching(/^[A-Z]+ [A-Z0-9.-]+$/) });
  await page.goBack();
  await expect(page.getByRole("link", { name: "The dividend stock screener" })).toHaveAttribute(
    "href",
    "/stock-screener/dividends",
  );
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"][title="OpenZen Blog (RSS)"]'),
  ).toHaveAttribute("href", "/blog/feed.xml");
  expect(await seriousViolations(page)).toEqual([]);
});

test("what is a good ROE shows the live ROE by sector", async ({ page }) => {
  await open(page, "/blog/what-is-a-good-roe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What Is a Good Return on Equity?");
  const table = page.getByRole("table", { name: "Return on equity by sector, trailing four quarters" });
  expect(await table.getByRole("row").count()).toBeGreaterThan(3);
  await expect(table.getByRole("row", { name: /All companies/ })).toContainText("%");
  expect(await seriousViolations(page)).toEqual([]);
});

test("an author's page lists their articles; the generated news has its own author", async ({ page, problems }) => {
  await open(page, "/blog/what-is-a-good-roe");
  await page.getByRole("link", { name: "OpenZen Research" }).click();
  await expect(page).toHaveURL(/\/authors\/openzen-research$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("OpenZen Research");
  await expect(page.getByRole("link", { name: "The Due Diligence Score, Explained" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await open(page, "/authors/openzen-newsroom");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("OpenZen Newsroom (automated)");
  await expect(page.getByText("This author is not a person.")).toBeVisible();
  // Its page lists what it wrote.
  await expect(page.getByTestId("news-list").getByRole("link").first()).toHaveAttribute("href", /^\/news\/\d+$/);
  expect(await seriousViolations(page)).toEqual([]);

  problems.allow(/status of 404 \(Not Found\).*\/authors\/nobody/);
  await open(page, "/authors/nobody", 404);
});

test("the news: a story written from the data, linked to a company and shown on its page", async ({ page }) => {
  // Four pages, three of them scanned by axe.
  test.slow();
  await open(page, "/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await expect(page.locator('head link[rel="alternate"][href="/news/feed.xml"]')).toHaveCount(1);
  const list = page.getByTestId("news-list");
  await expect(list.getByTestId("news-source").first()).toHaveText("Written by a program from simulated data");
  expect(await seriousViolations(page)).toEqual([]);

  // A company's story: filter by its ticker, open the story, follow the company link.
  const company = list.locator('li:has(a[href^="/stocks/us/"])').first();
  const ticker = (await company.locator('a[href^="/stocks/us/"]').first().textContent())!.trim();
  await page.getByLabel("Company ticker").fill(ticker);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]company=${ticker}`));
  const story = page.getByTestId("news-list").getByRole("heading").first().getByRole("link");
  const headline = (await story.textContent())!.trim();
  await story.click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
  await expect(page.getByTestId("news-body")).toContainText("How this story was made");
  await expect(page.getByTestId("news-body")).toContainText("simulated demo market");
  const ld = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type"?: string })
      .find((item) => item["@type"] === "NewsArticle");
  await expect.poll(ld).toMatchObject({ headline, author: { url: "/authors/openzen-newsroom" } });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: ticker, exact: true }).first().click();
  await expect(page).toHaveURL(/\/stocks\/us\/[a-z]+\/[a-z0-9.-]+$/);
  const news = page.getByRole("region", { name: /in the news$/ });
  await expect(news.getByRole("link", { name: headline })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a click on an imported story's source link is tracked, and the page is left after the tracking delay", async ({
  page,
  db,
}) => {
  const source = "https://news.example/markets/tracked-story";
  const { id } = await db
    .insertInto("news_articles")
    .values({
      kind: "imported",
      key: `e2e-tracked-source-${Date.now()}`,
      date: "2025-06-30",
      published_at: "2025-06-30T12:00:00Z",
      headline: "An imported story with a source",
      summary: "A story imported from a news feed.",
      body: JSON.stringify(["The story's first paragraph."]),
      author: "News Example",
      source: "feed",
      link: source,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    // The source's site, played locally: the test never leaves the machine.
    await page.route(source, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>The source</title><p>The original story</p>" }),
    );
    // The page's clock is held once the story has loaded: the delayed navigation waits on a
    // timer, so the moment after the click lasts until the test lets time run again.
    await page.clock.install();
    await open(page, `/news/${id}`);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole("link", { name: "Read the original article" }).click();
    // Still on the story after the click, with the click on the tag manager's queue.
    expect(page.url()).toBe(`${BASE_URL}/news/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("An imported story with a source");
    const events = await page.evaluate(() => window.dataLayer?.filter((e) => e.event === "link_click"));
    expect(events).toEqual([{ event: "link_click", link: "news-source", href: source }]);
    await page.clock.resume();
    // Then the browser goes to the source.
    await expect(page).toHaveURL(source);
    await expect(page.getByText("The original story")).toBeVisible();
  } finally {
    await db.deleteFrom("news_articles").where("id", "=", id).execute();
  }
});
