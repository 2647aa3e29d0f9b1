import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../src/domain/paths";
import type { LedgerEntry } from "../src/domain/zen-investor/ledger";
import { demoBuild } from "../src/market/pipeline/data-steps";
import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { readLedger } from "../src/market/zen-investor/ledger-store";
import { marketUpdateIds, readRecord } from "../src/market/zen-investor/record-store";
import { loadConfig } from "../src/server/config";
import { zenInvestorLedger } from "../src/server/jobs/zen-investor-ledger";
import { createMailer } from "../src/server/mail/mailer";
import { createLogger } from "../src/server/plugins/request-logging";
import { lockedFrom } from "../src/server/policies/zen-investor";
import { sendZenInvestorAlertMails } from "../src/server/services/digests/zen-investor-alerts-mail";
import { createTestApp, type TestApp } from "./support/app";
import { grantPremium, insertSignedInUser, type SignedInUser } from "./support/fixtures";
import { startSmtpCapture, type SmtpCapture } from "./support/smtp-capture";

// Zen Investor sells being early: the open positions and the alerts of the last 30 days. A guest,
// a free member and a Premium member (Premium does not include Zen Investor) read every answer
// the /stock-picks addresses give (each page's HTML and its client-navigation data, every page of
// the past trades, every alert, the latest market updates, the dashboard, the ledger download) and
// the alert mails: none may name a company that only the locked part of the record names, nor
// carry a locked ledger entry's hash. A subscriber gets them.

const AS_OF = "2005-06-30";
const PUBLIC_URL = "http://openzen.test";
const cut = lockedFrom(AS_OF);
let t: TestApp;
let smtp: SmtpCapture;
let entries: LedgerEntry[];
/** Companies only the locked part names: their page address and name. */
let secrets: { url: string; name: string }[];
/** The open positions' company pages (what the dashboard lists). */
let openUrls: string[];
let free: SignedInUser;
let premium: SignedInUser;
let subscriber: SignedInUser;

async function get(url: string, user: SignedInUser | null) {
  const res = await t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
  return { status: res.statusCode, body: res.body, location: res.headers.location };
}

const alertUrl = (e: LedgerEntry) => (e.side === "buy" ? paths.stockPicksBuy(e.seq) : paths.stockPicksSell(e.seq));

/** Every /stock-picks address a visitor can open, and its .data where it is a page. */
async function everyUrl(): Promise<string[]> {
  const pages = [
    paths.stockPicks(),
    paths.stockPicksPastTrades(),
    `${paths.stockPicksPastTrades()}?page=2`,
    paths.stockPicksOrderForm(),
    paths.stockPicksSubscriptionSuccess(),
    paths.stockPicksDashboard(),
    ...entries.filter((e) => e.kind === "alert").map(alertUrl),
    ...(await marketUpdateIds(t.database.db)).slice(0, 3).map((id) => paths.stockPicksMarket(id)),
  ];
  return [...pages.flatMap((p) => [p, p.replace(/(\?|$)/, ".data$1")]), paths.stockPicksLedger()];
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ PUBLIC_URL, SMTP_URL: smtp.url });
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 12, seed: "strategies", asOf: AS_OF }),
    ratingWorkers: 0,
  });
  free = await insertSignedInUser(t.database.db);
  premium = await insertSignedInUser(t.database.db, { premium: true });
  await grantPremium(t.database.db, premium.userId);
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
  // The nightly job writes the ledger and mails the new alerts (through the capture server).
  const log = createLogger("info", new Writable({ write: (_c, _e, done) => done() }));
  await zenInvestorLedger.run(
    {
      config: loadConfig({ NODE_ENV: "test", PUBLIC_URL, SMTP_URL: smtp.url }),
      db: t.database.db,
      pool: t.database.pool,
      log,
      signal: new AbortController().signal,
    },
    {},
  );
  entries = await readLedger(t.database.pool);
  const positions = (await readRecord(t.database.db))!.positions;
  const companies = new Map(
    (await t.database.db.selectFrom("companies").select(["id", "ticker", "exchange", "name"]).execute()).map((c) => [
      c.id,
      { url: paths.company(c), name: c.name },
    ]),
  );
  const locked = new Set([
    ...entries.filter((e) => e.date >= cut).map((e) => e.companyId),
    ...positions.filter((p) => p.exitDate === null || p.exitDate >= cut).map((p) => p.companyId),
  ]);
  const shown = new Set([
    ...entries.filter((e) => e.date < cut).map((e) => e.companyId),
    ...positions.filter((p) => p.exitDate !== null && p.exitDate < cut).map((p) => p.companyId),
  ]);
  secrets = [...locked].filter((id) => !shown.has(id)).map((id) => companies.get(id)!);
  openUrls = positions.filter((p) => p.exitDate === null).map((p) => companies.get(p.companyId)!.url);
}, 300_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("Zen Investor's open positions and fresh alerts", () => {
  it("exist in this market, so the checks below check something", () => {
    expect(entries.some((e) => e.kind === "alert" && e.date >= cut)).toBe(true);
    expect(openUrls.length).toBeGreaterThan(0);
    expect(secrets.length).toBeGreaterThan(0);
  });

  it("reach no guest, free member or Premium member in any page, page data or download", async () => {
    const freshHashes = entries.filter((e) => e.date >= cut).map((e) => e.hash);
    const urls = await everyUrl();
    for (const user of [null, free, premium]) {
      for (const url of urls) {
        const res = await get(url, user);
        // A page answers 200, a redirect 302 (202 with its target in a .data answer).
        expect([200, 202, 302], url).toContain(res.status);
        for (const s of secrets) {
          expect(res.body, `${url} names ${s.name}`).not.toContain(s.url);
          expect(res.body, `${url} names ${s.name}`).not.toContain(s.name);
        }
        for (const hash of freshHashes) expect(res.body, url).not.toContain(hash);
      }
      // The dashboard itself sends them to the order form.
      const dashboard = await get(paths.stockPicksDashboard(), user);
      expect([dashboard.status, dashboard.location]).toEqual([302, paths.stockPicksOrderForm()]);
    }
  });

  it("reach no guest, free member or Premium member by mail", () => {
    for (const user of [free, premium])
      expect(smtp.mails.filter((m) => m.to.includes(user.email.toLowerCase()))).toEqual([]);
    for (const mail of smtp.mails.filter((m) => !m.to.includes(subscriber.email.toLowerCase())))
      for (const s of secrets) expect(mail.text).not.toContain(s.name);
  });

  it("reach a subscriber: the dashboard, the fresh alerts, the whole ledger and the alert mail", async () => {
    const dashboard = await get(paths.stockPicksDashboard(), subscriber);
    expect(dashboard.status).toBe(200);
    for (const url of openUrls) expect(dashboard.body).toContain(url);
    const data = await get(`${paths.stockPicksDashboard()}.data`, subscriber);
    for (const url of openUrls) expect(data.body).toContain(url);
    const fresh = entries.filter((e) => e.kind === "alert" && e.date >= cut);
    for (const e of fresh) expect((await get(alertUrl(e), subscriber)).body).toContain(e.hash);
    const ledger = JSON.parse((await get(paths.stockPicksLedger(), subscriber)).body) as { entries: LedgerEntry[] };
    expect(ledger.entries).toHaveLength(entries.length);
    // The mail covers the alerts of the last week before the market date, when the rule fired in it.
    const week = entries.filter((e) => e.kind === "alert" && e.date > "2005-06-23");
    const mails = smtp.mails.filter((m) => m.to.includes(subscriber.email.toLowerCase()));
    expect(mails).toHaveLength(week.length > 0 ? 1 : 0);
  });

  it("stop once the alert mails run again the same day: each member is mailed once per market date", async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "OpenZen <no-reply@openzen.example>",
      db: t.database.db,
      log: t.app.log,
    });
    try {
      const again = await sendZenInvestorAlertMails({
        db: t.database.db,
        mailer,
        publicUrl: PUBLIC_URL,
        secret: undefined,
        now: new Date(),
      });
      expect(again.sent).toBe(0);
    } finally {
      mailer.close();
    }
  });
});
