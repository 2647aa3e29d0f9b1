import {
  BASE_URL,
  DESKTOP,
  expect,
  expectSameDocument,
  markDocument,
  MOBILE,
  open,
  seriousViolations,
  test,
} from "./fixtures";

// The public home with the live market, the market map (on a phone too), an affiliate redirect
// and the post-signup offer modal's timed close control, each axe clean.

test.use({ viewport: DESKTOP });

test("the home page opens on the live market, the Zen Rating locked for a guest", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research stocks like a part-time pro");
  await expect(page.getByRole("main").getByRole("combobox", { name: "Search Stocks" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Today's market" })).toBeVisible();
  // The index's day is a signed percentage computed from the market held.
  await expect(page.getByTestId("index-day")).toHaveText(/^(?:[+\u2212]\d+\.\d\d%|0\.00%)$/);
  await expect(page.getByTestId("market-data-note").first()).toContainText("simulated demo market");
  const sectors = page.getByRole("table", { name: "Sector moves, weighted by market cap" });
  expect(await sectors.getByRole("row").count()).toBeGreaterThan(3);
  const ideas = page.getByTestId("top-ideas");
  await expect(ideas.getByRole("row")).not.toHaveCount(1);
  await expect(page.getByTestId("locked-grade").first()).toBeVisible();
  await expect(page.getByTestId("grade")).toHaveCount(0);
  await expect(page.getByTestId("upcoming-earnings").getByRole("link").first()).toBeVisible();
  // The small map's tiles link to companies.
  const tiles = page.locator("svg a[data-tile]");
  expect(await tiles.count()).toBeGreaterThan(5);
  await expect(page.getByRole("link", { name: "Sign up free" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See Premium plans" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the home page's small map shows a tile's card and opens its company in the page, and is drawn again on the way back", async ({
  page,
}) => {
  await open(page, "/");
  await markDocument(page);
  const showsCard = async () => {
    const tile = page.locator("svg a[data-tile]").first();
    const ticker = await tile.getAttribute("data-tile");
    expect(ticker).toMatch(/^[A-Z][A-Z0-9.-]*$/);
    await tile.hover();
    const card = page.getByTestId("map-hover-card");
    await expect(card).toBeVisible();
    await expect(card).toContainText(ticker!);
    await expect(card).toContainText("Market cap");
    await expect(card).toContainText(/[+\u2212]?\d+\.\d\d%/);
    return tile;
  };
  // The drawing as the server wrote it (the page's data went without it).
  const tile = await showsCard();
  const href = await tile.getAttribute("href");
  await tile.click();
  await expect(page).toHaveURL(href!);
  await expectSameDocument(page, "a map tile");
  // Back on the home page without a page load: the browser draws the map from the page's data.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Today's market" })).toBeVisible();
  expect(await page.locator("svg a[data-tile]").count()).toBeGreaterThan(5);
  await showsCard();
  await expectSameDocument(page, "back to the home page");
});

test("the market map colours every company by the chosen period, with a hover card, a table and a click through", async ({
  page,
}) => {
  await open(page, "/market-map");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Market Map");
  await expect(page.getByRole("link", { name: "1 Day" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "1 Week" }).click();
  await expect(page).toHaveURL(/\/market-map\?period=1w$/);
  await expect(page.getByRole("link", { name: "1 Week" })).toHaveAttribute("aria-current", "page");

  const tile = page.locator("svg a[data-tile]").first();
  await tile.hover();
  const card = page.getByTestId("map-hover-card");
  await expect(card).toBeVisible();
  await expect(card).toContainText("Market cap");
  await expect(card).toContainText(/[+\u2212]?\d+\.\d\d%/);

  // A guest sees a house ad there (Premium's session has noAds: no slot at all).
  await expect(page.getByRole("complementary", { name: "Advertisement" })).toContainText("From OpenZen");

  await page.getByText("Show the map as a table").click();
  const table = page.getByRole("region", { name: "Market map, 1 week change (table)" });
  expect(await table.getByRole("row").count()).toBeGreaterThan(10);
  expect(await seriousViolations(page)).toEqual([]);

  const href = await tile.getAttribute("href");
  expect(href).toMatch(/^\/stocks\/us\/[a-z]+\/[a-z0-9.-]+$/);
  await tile.click();
  await expect(page).toHaveURL(href!);
});

test("on a phone the market map keeps a readable width in a region that scrolls sideways, and a tile opens its company", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await open(page, "/market-map");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Market Map");
  // The page itself is no wider than the phone; the map scrolls inside its own region.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const region = page.getByRole("region", { name: "Market map", exact: true });
  const box = await region.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
  const sideways = await region.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    return { hidden: el.scrollWidth - el.clientWidth, scrolled: el.scrollLeft };
  });
  expect(sideways.hidden).toBeGreaterThan(0);
  expect(sideways.scrolled).toBe(sideways.hidden);
  expect(await seriousViolations(page)).toEqual([]);
  const tile = region.locator("svg a[data-tile]").last();
  const href = await tile.getAttribute("href");
  await tile.click();
  await expect(page).toHaveURL(href!);
});

test("an affiliate link redirects to its partner and logs the click; an unknown one is a 404 page", async ({
  page,
  request,
  db,
  problems,
}) => {
  const before = await db
    .selectFrom("affiliate_clicks")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const res = await request.get("/go/e2e-broker", { maxRedirects: 0, headers: { referer: `${BASE_URL}/market-map` } });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("https://broker.example/open?ref=openzen");
  const last = await db
    .selectFrom("affiliate_clicks")
    .select(["slug", "referring_page"])
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(last).toEqual({ slug: "e2e-broker", referring_page: "/market-map" });
  const after = await db
    .selectFrom("affiliate_clicks")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n) + 1);

  problems.allow(/status of 404/);
  const missing = await page.goto("/go/https%3A%2F%2Fevil.example");
  expect(missing?.status()).toBe(404);
  expect(missing?.headers().location).toBeUndefined();
  await expect(page.locator("body")).not.toContainText("evil.example");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the post-signup offer modal shows its close control after 10 seconds, and a message moves to the second offer", async ({
  page,
  problems,
}) => {
  // The sign-up answer's offers (server tests hold that they come from configuration), kept as
  // the sign-up form keeps them for the next page. This server frames no offer origin, so the
  // browser refuses the frames' content: the modal around them is what is tested here.
  problems.allow(/Framing 'https:\/\/offers\.example\/' violates/);
  await page.clock.install();
  await page.addInitScript(() => {
    // The top page only (the refused frames' documents may not read storage).
    if (window.top !== window) return;
    if (!sessionStorage.getItem("oz_e2e_seeded")) {
      sessionStorage.setItem("oz_e2e_seeded", "1");
      sessionStorage.setItem(
        "oz_post_signup_offers",
        JSON.stringify({ offerUrl: "https://offers.example/first", imsOfferUrl: "https://offers.example/second" }),
      );
    }
  });
  await open(page, "/privacy-policy");
  const modal = page.getByRole("dialog", { name: "A welcome offer from our partners" });
  await expect(modal).toBeVisible();
  const frame = modal.getByTestId("offer-frame");
  await expect(frame).toHaveAttribute("src", "https://offers.example/first");
  await expect(frame).toHaveAttribute("height", "480");
  await expect(modal.getByRole("button", { name: "Close" })).toHaveCount(0);
  // Escape does nothing before the close control is there.
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();

  await page.clock.runFor(9_000);
  await expect(modal.getByRole("button", { name: "Close" })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(modal.getByRole("button", { name: "Close" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The first offer's page says it is done: the second offer follows, with its own 10 seconds.
  await page.evaluate(() =>
    window.dispatchEvent(
      new MessageEvent("message", { data: "AfterOffersWorkflowCompleted", origin: "https://offers.example" }),
    ),
  );
  await expect(frame).toHaveAttribute("src", "https://offers.example/second");
  await expect(frame).toHaveAttribute("height", "600");
  await expect(modal.getByRole("button", { name: "Close" })).toHaveCount(0);
  await page.clock.runFor(10_000);
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toHaveCount(0);
  // Shown once: the next page has no modal.
  await open(page, "/terms-of-service");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
