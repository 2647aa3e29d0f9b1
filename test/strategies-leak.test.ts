import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBuild } from "../src/market/pipeline/data-steps";
import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { HOUSE_STRATEGIES } from "../src/domain/strategies/house";
import type { Rebalance } from "../src/domain/strategies/backtest";
import { paths } from "../src/domain/paths";
import { loadConfig } from "../src/server/config";
import { strategyRecords } from "../src/server/jobs/strategy-records";
import { createLogger } from "../src/server/plugins/request-logging";
import { lockedFrom } from "../src/server/policies/strategies";
import { createTestApp, type TestApp } from "./support/app";
import { grantPremium, insertSignedInUser, type SignedInUser } from "./support/fixtures";

// Zen Strategies sells the current books. A guest, a free member and a Premium member (Premium
// is not Zen Strategies) read every answer the strategies' addresses give (the pages, their
// client-navigation data, every page of every trade history, both exports) and none may hold a
// company that only the locked books name: the latest book and every book of the last three
// months. Then the locked books are changed in place (other companies, other weights and prices,
// the same dates and counts): none of those answers may change by one byte, while a subscriber's
// do.

let t: TestApp;
let asOf: string;
/** Each locked-only company's page address and name (markers of a leaked holding), by strategy. */
const secrets = new Map<string, { url: string; name: string }[]>();
let guest: null;
let free: SignedInUser;
let premium: SignedInUser;
let subscriber: SignedInUser;

async function get(url: string, user: SignedInUser | null) {
  const res = await t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
  return { status: res.statusCode, type: String(res.headers["content-type"] ?? ""), body: res.body };
}

/** Every address of the strategies a visitor can open, with every page of each trade history. */
async function everyAnswer(user: SignedInUser | null): Promise<{ url: string; body: string; type: string }[]> {
  const urls = [
    paths.stockStrategies(),
    `${paths.stockStrategies()}.data`,
    paths.stockStrategiesExport(),
    paths.stockStrategiesPlans(),
    paths.stockStrategiesOrderForm(),
  ];
  for (const s of HOUSE_STRATEGIES) {
    urls.push(paths.stockStrategyExport(s.id), `${paths.stockStrategyExport(s.id)}.data`);
    const pages = Math.ceil(((await rebalancesOf(s.id)).length || 1) / 12);
    for (let page = 1; page <= pages; page++) {
      urls.push(`${paths.stockStrategy(s.id)}?page=${page}`, `${paths.stockStrategy(s.id)}.data?page=${page}`);
    }
  }
  const answers = [];
  for (const url of urls) {
    const res = await get(url, user);
    expect(res.status, url).toBe(200);
    answers.push({ url, body: res.body, type: res.type });
  }
  return answers;
}

async function rebalancesOf(id: string): Promise<Rebalance[]> {
  const { rows } = await t.database.pool.query<{ rebalances: Rebalance[] }>(
    "SELECT rebalances FROM strategy_records WHERE strategy_id = $1",
    [id],
  );
  return rows[0]?.rebalances ?? [];
}

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 40, seed: "strategies-leak", asOf: "2006-06-30" }),
    ratingWorkers: 0,
  });
  const log = createLogger("info", new Writable({ write: (_c, _e, done) => done() }));
  await strategyRecords.run(
    {
      config: loadConfig({ NODE_ENV: "test" }),
      db: t.database.db,
      pool: t.database.pool,
      log,
      signal: new AbortController().signal,
    },
    {},
  );
  asOf = (await t.database.pool.query<{ d: string }>("SELECT max(as_of)::text AS d FROM strategy_records")).rows[0]!.d;
  const companies = new Map(
    (await t.database.db.selectFrom("companies").select(["id", "ticker", "exchange", "name"]).execute()).map((c) => [
      c.id,
      c,
    ]),
  );
  const from = lockedFrom(asOf);
  for (const s of HOUSE_STRATEGIES) {
    const books = await rebalancesOf(s.id);
    const latest = books[books.length - 1];
    const locked = books.filter((b) => b === latest || b.fillDate >= from);
    const open = books.filter((b) => !locked.includes(b));
    const shown = new Set(open.flatMap((b) => [...b.holdings, ...b.trades].map((h) => h.companyId)));
    const hidden = new Set(
      locked.flatMap((b) => [...b.holdings, ...b.trades].map((h) => h.companyId)).filter((id) => !shown.has(id)),
    );
    secrets.set(
      s.id,
      [...hidden].map((id) => {
        const c = companies.get(id)!;
        return { url: paths.company(c), name: c.name };
      }),
    );
  }
  guest = null;
  free = await insertSignedInUser(t.database.db);
  premium = await insertSignedInUser(t.database.db, { premium: true });
  subscriber = await insertSignedInUser(t.database.db);
  await t.database.db
    .insertInto("subscriptions")
    .values({
      user_id: subscriber.userId,
      plan: "zen_strategies",
      status: "active",
      current_period_end: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    })
    .execute();
  await grantPremium(t.database.db, premium.userId);
}, 300_000);

afterAll(() => t?.close());

describe("Zen Strategies' current holdings", () => {
  it("reach a subscriber in the pages and the CSV", async () => {
    let checked = 0;
    const all = await get(paths.stockStrategiesExport(), subscriber);
    expect(all.type).toMatch(/^text\/csv/);
    for (const s of HOUSE_STRATEGIES) {
      const latest = (await rebalancesOf(s.id)).at(-1);
      if (!latest || latest.holdings.length === 0) continue;
      checked++;
      const page = await get(paths.stockStrategy(s.id), subscriber);
      const csv = await get(paths.stockStrategyExport(s.id), subscriber);
      expect(csv.type).toMatch(/^text\/csv/);
      expect(csv.body.split("\r\n")[0]).toContain("Ticker");
      for (const h of latest.holdings) {
        const c = await t.database.db
          .selectFrom("companies")
          .select(["name", "ticker", "exchange"])
          .where("id", "=", h.companyId)
          .executeTakeFirstOrThrow();
        expect(page.body).toContain(paths.company(c));
        expect(csv.body).toContain(c.name);
        expect(all.body).toContain(c.name);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  for (const [who, user] of [
    ["a guest", () => guest],
    ["a free member", () => free],
    ["a Premium member without Zen Strategies", () => premium],
  ] as const) {
    it(`never reach ${who}, in any page, data answer or export`, async () => {
      const answers = await everyAnswer(user());
      for (const a of answers) {
        // The exports answer the upsell page, never a file.
        if (a.url.includes("/export")) expect(a.type, a.url).toMatch(/^text\/(html|x-script)/);
        expect(a.body, a.url).not.toMatch(/^Strategy,Kind,/);
        for (const [id, hidden] of secrets)
          for (const c of hidden) {
            expect(a.body.includes(c.url), `${a.url} shows ${c.url} (${id})`).toBe(false);
            expect(a.body.includes(c.name), `${a.url} names ${c.name} (${id})`).toBe(false);
          }
      }
    }, 60_000);
  }

  it("do not change a byte of a non-subscriber's answers when the locked books change", async () => {
    const before = new Map<string, string>();
    const viewers = [null, free, premium] as const;
    for (const [v, user] of viewers.entries())
      for (const a of await everyAnswer(user)) before.set(`${v} ${a.url}`, a.body);
    const subscriberPage = async () =>
      Promise.all(HOUSE_STRATEGIES.map(async (s) => (await get(paths.stockStrategy(s.id), subscriber)).body));
    const subscriberBefore = await subscriberPage();

    const ids = (await t.database.db.selectFrom("companies").select("id").orderBy("id").execute()).map((c) => c.id);
    const other = (id: number) => ids[(ids.indexOf(id) + 7) % ids.length]!;
    const from = lockedFrom(asOf);
    let changed = 0;
    for (const s of HOUSE_STRATEGIES) {
      const books = await rebalancesOf(s.id);
      const edited = books.map((b, i) => {
        if (i < books.length - 1 && b.fillDate < from) return b;
        changed += b.holdings.length + b.trades.length;
        return {
          ...b,
          holdings: b.holdings.map((h) => ({
            ...h,
            companyId: other(h.companyId),
            weight: h.weight / 2,
            price: h.price + 1,
          })),
          trades: b.trades.map((x) => ({
            ...x,
            companyId: other(x.companyId),
            fraction: x.fraction / 2,
            price: x.price + 1,
          })),
        };
      });
      await t.database.pool.query("UPDATE strategy_records SET rebalances = $2 WHERE strategy_id = $1", [
        s.id,
        JSON.stringify(edited),
      ]);
    }
    expect(changed).toBeGreaterThan(0);

    for (const [v, user] of viewers.entries())
      for (const a of await everyAnswer(user)) expect(a.body, `${v} ${a.url}`).toBe(before.get(`${v} ${a.url}`));
    expect(await subscriberPage()).not.toEqual(subscriberBefore);
  }, 180_000);

  it("show a guest the books older than three months, with their companies", async () => {
    for (const s of HOUSE_STRATEGIES) {
      const books = await rebalancesOf(s.id);
      const open = books.filter((b, i) => i < books.length - 1 && b.fillDate < lockedFrom(asOf));
      const newestOpen = open.at(-1);
      if (!newestOpen || newestOpen.holdings.length === 0) continue;
      const index = books.length - 1 - books.indexOf(newestOpen);
      const page = await get(`${paths.stockStrategy(s.id)}?page=${Math.floor(index / 12) + 1}`, null);
      const c = await t.database.db
        .selectFrom("companies")
        .select(["ticker", "exchange"])
        .where("id", "=", newestOpen.holdings[0]!.companyId)
        .executeTakeFirstOrThrow();
      expect(page.body).toContain(paths.company(c));
      return;
    }
    throw new Error("no strategy had a public book with holdings");
  });
});
