import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../src/domain/paths";
import type { LedgerEntry } from "../src/domain/zen-investor/ledger";
import type { Position } from "../src/domain/zen-investor/run";
import { demoBuild } from "../src/market/pipeline/data-steps";
import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { readLedger } from "../src/market/zen-investor/ledger-store";
import { readRecord } from "../src/market/zen-investor/record-store";
import { loadConfig } from "../src/server/config";
import { zenInvestorLedger } from "../src/server/jobs/zen-investor-ledger";
import { createLogger } from "../src/server/plugins/request-logging";
import { lockedFrom } from "../src/server/policies/zen-investor";
import { createTestApp, type TestApp } from "./support/app";
import { insertSignedInUser, type SignedInUser } from "./support/fixtures";

// Zen Investor's public pages as a visitor's browser gets them (the HTML and each route's .data):
// without the plan no alert younger than 30 days names its company or price, and no open position
// or one closed within the delay is listed; a subscriber gets them. The ledger download verifies.

const AS_OF = "2005-06-30";
const cut = lockedFrom(AS_OF);
let t: TestApp;
let entries: LedgerEntry[];
let positions: Position[];
let companies: Map<number, { name: string; url: string }>;
let free: SignedInUser;
let subscriber: SignedInUser;

async function get(url: string, user: SignedInUser | null) {
  const res = await t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
  return { status: res.statusCode, body: res.body, type: String(res.headers["content-type"] ?? "") };
}

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 12, seed: "strategies", asOf: AS_OF }),
    ratingWorkers: 0,
  });
  const log = createLogger("info", new Writable({ write: (_c, _e, done) => done() }));
  await zenInvestorLedger.run(
    {
      config: loadConfig({ NODE_ENV: "test" }),
      db: t.database.db,
      pool: t.database.pool,
      log,
      signal: new AbortController().signal,
    },
    {},
  );
  entries = await readLedger(t.database.pool);
  positions = (await readRecord(t.database.db))!.positions;
  const rows = await t.database.db.selectFrom("companies").select(["id", "ticker", "exchange", "name"]).execute();
  companies = new Map(rows.map((c) => [c.id, { name: c.name, url: paths.company(c) }]));
  free = await insertSignedInUser(t.database.db);
  subscriber = await insertSignedInUser(t.database.db);
  await t.database.db
    .insertInto("subscriptions")
    .values({
      user_id: subscriber.userId,
      plan: "zen_investor",
      status: "active",
      current_period_end: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    })
    .execute();
}, 300_000);

afterAll(() => t?.close());

const alertUrl = (e: LedgerEntry) => (e.side === "buy" ? paths.stockPicksBuy(e.seq) : paths.stockPicksSell(e.seq));

describe("Zen Investor's pages", () => {
  it("keeps a fresh alert's company and price from a visitor without the plan, in the HTML and the .data", async () => {
    const fresh = entries.filter((e) => e.kind === "alert" && e.date >= cut);
    expect(fresh.length).toBeGreaterThan(0);
    for (const e of fresh) {
      const c = companies.get(e.companyId)!;
      for (const user of [null, free]) {
        for (const url of [alertUrl(e), `${alertUrl(e)}.data`]) {
          const res = await get(url, user);
          expect(res.status, url).toBe(200);
          expect(res.body, url).not.toContain(c.url);
          expect(res.body, url).not.toContain(c.name);
        }
        expect((await get(alertUrl(e), user)).body).toContain("For Zen Investor subscribers");
      }
      const mine = await get(alertUrl(e), subscriber);
      expect(mine.body).toContain(c.url);
    }
  });

  it("shows an old alert to anyone with its company, reasons and fill", async () => {
    const old = entries.find((e) => e.kind === "alert" && e.side === "sell" && e.date < "2005-01-01")!;
    const res = await get(alertUrl(old), null);
    expect(res.body).toContain(companies.get(old.companyId)!.url);
    expect(res.body).toContain("Checks that day");
    expect(res.body).toContain("Filled on");
  });

  it("lists a visitor's past trades without open positions or ones closed within the delay", async () => {
    const hidden = positions.filter((p) => p.exitDate === null || p.exitDate >= cut);
    const shown = positions.length - hidden.length;
    expect(hidden.length).toBeGreaterThan(0);
    const freshIds = entries.filter((e) => e.kind === "alert" && e.date >= cut).map((e) => e.seq);
    for (const user of [null, free]) {
      for (const url of [paths.stockPicksPastTrades(), `${paths.stockPicksPastTrades()}.data`]) {
        const res = await get(url, user);
        expect(res.status, url).toBe(200);
        for (const id of freshIds) {
          expect(res.body, url).not.toContain(`/stock-picks/buy/${id}"`);
          expect(res.body, url).not.toContain(`/stock-picks/sell/${id}"`);
        }
      }
      const html = (await get(paths.stockPicksPastTrades(), user)).body.replace(/<!-- -->/g, "");
      expect(html).toContain(`${shown} positions`);
    }
    const mine = (await get(paths.stockPicksPastTrades(), subscriber)).body.replace(/<!-- -->/g, "");
    const closed = positions.filter((p) => p.exitDate !== null).length;
    expect(mine).toContain(`${closed} positions`);
  });

  it("shows the landing page's rule, record, price and ledger, with the data's source", async () => {
    const res = await get(paths.stockPicks(), null);
    expect(res.status).toBe(200);
    expect(res.body).toContain("Time-weighted return");
    expect(res.body).toContain("Average return per pick");
    expect(res.body).toContain("Simulated data");
    expect(res.body).toContain(`href="${paths.stockPicksOrderForm()}"`);
    expect(res.body).toContain(`href="${paths.stockPicksLedger()}"`);
    const lastPublic = entries.filter((e) => e.date < cut).at(-1)!;
    expect(res.body).toContain(lastPublic.hash);
    expect(res.body).not.toContain(entries.at(-1)!.hash);
  });

  it("downloads the ledger a visitor may see, up to the delay, and all of it for a subscriber", async () => {
    const res = await get(paths.stockPicksLedger(), null);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/application\/json/);
    const body = JSON.parse(res.body) as { entries: LedgerEntry[] };
    expect(body.entries).toEqual(entries.filter((e) => e.date < cut));
    const mine = JSON.parse((await get(paths.stockPicksLedger(), subscriber)).body) as { entries: LedgerEntry[] };
    expect(mine.entries).toEqual(entries);
  });

  it("answers 404 for an unknown alert, market month or webinar", async () => {
    for (const url of [
      paths.stockPicksBuy(entries.length + 10),
      paths.stockPicksSell("x"),
      paths.stockPicksMarket("2099-01"),
      paths.stockPicksWebinar("nope"),
    ])
      expect((await get(url, null)).status, url).toBe(404);
    expect((await get(paths.stockPicksMarket("2005-05"), null)).body).toContain("The model portfolio returned");
    expect((await get(paths.stockPicksWebinar("checking-the-ledger"), null)).body).toContain("not configured");
  });
});
