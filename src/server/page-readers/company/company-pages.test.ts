import { runMarketPipeline } from "../../../market/pipeline/market-pipeline";
import { demoBuild } from "../../../market/pipeline/data-steps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/database";
import {
  grantLapsedPremium,
  grantPremium,
  insertSignedInUser,
  LAPSED_PREMIUM,
} from "../../../../test/support/fixtures";
import { LOCKED_PREVIEW_WORDS, SUBSCRIBE_PROMPT } from "../../../domain/checks/checklist";
import { CHECKS } from "../../../domain/checks/registry";
import type { CheckResult } from "../../../domain/checks/types";
import { findSessionUser } from "../../../db/repositories/sessions";
import { readPriceHistory } from "../../../market/price-store";
import { companyPagesReader, LIST_LIMITS } from "./company-pages";
import { hashSessionToken } from "../../accounts/session-token";
import { presentSession } from "../../presenters/session";

// What the company pages receive, read from a demo market's stored research: whole for
// Premium sessions, with every verdict removed for the others.

const AS_OF = "2019-06-28";
let t: TestDatabase;
let listing: { id: number; exchange: string; ticker: string; name: string };
let payer: { exchange: string; ticker: string };
let stored: CheckResult[];

beforeAll(async () => {
  t = await createTestDatabase();
  await runMarketPipeline(t.pool, { data: demoBuild({ companies: 30, seed: "pages", asOf: AS_OF }), skip: ["rating"] });
  const { rows } = await t.pool.query(
    `SELECT c.id, c.exchange, c.ticker, c.name, r.checks FROM companies c JOIN company_research r ON r.company_id = c.id ORDER BY r.market_cap DESC LIMIT 1`,
  );
  listing = rows[0];
  stored = rows[0].checks;
  const p = await t.pool.query(
    `SELECT c.exchange, c.ticker FROM companies c JOIN company_research r ON r.company_id = c.id WHERE (r.dividends->>'paying')::boolean ORDER BY c.id LIMIT 1`,
  );
  payer = p.rows[0];
});
afterAll(async () => {
  await t?.close();
});

describe("the overview", () => {
  it("gives a Premium session every check with its verdict and sentence, and scores that agree", async () => {
    const page = await companyPagesReader(t.db, { lockCompanies: false }).overview(
      listing.exchange.toLowerCase(),
      listing.ticker.toLowerCase(),
    );
    expect(page!.header).toMatchObject({ id: listing.id, name: listing.name, ticker: listing.ticker });
    const dd = page!.dueDiligence!;
    expect(dd.locked).toBe(false);
    expect(dd.checks).toEqual(stored.filter((c) => c.status !== "unavailable"));
    for (const d of dd.dimensions) {
      const passes = dd.checks.filter((c) => c.category === d.category && c.passed === true).length;
      expect(d.passed).toBe(passes);
      expect(d.score).toBeCloseTo((passes / d.checks) * 100, 6);
      expect(d.colour).toBe(d.score >= 66 ? "green" : d.score >= 33 ? "yellow" : "red");
    }
    const mean = dd.dimensions.reduce((s, d) => s + d.score, 0) / dd.dimensions.length;
    expect(dd.overall.score).toBeCloseTo(mean, 6);
    expect(dd.overall.band).toBe(mean <= 25 ? "weak" : mean <= 40 ? "average" : "strong");
    expect(page!.header.quote!.price).toBeGreaterThan(0);
    expect(page!.fairValue!.price).toBe(page!.header.quote!.price);
    expect(page!.rating.available).toBe(false);
  });

  it("never sends a locked session a verdict or a whole sentence", async () => {
    const page = await companyPagesReader(t.db, { lockCompanies: true }).overview(listing.exchange, listing.ticker);
    const dd = page!.dueDiligence!;
    expect(dd.locked).toBe(true);
    expect(dd.checks.length).toBeGreaterThan(0);
    for (const c of dd.checks) {
      expect(c).toMatchObject({ status: "locked", passed: null });
      const [preview] = c.content.split("…");
      expect(preview!.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(LOCKED_PREVIEW_WORDS);
      expect(c.content.endsWith(SUBSCRIBE_PROMPT)).toBe(true);
    }
    const json = JSON.stringify(page);
    for (const c of stored)
      if (c.content.split(" ").length > LOCKED_PREVIEW_WORDS) expect(json).not.toContain(c.content);
    expect(json).not.toMatch(/"status":"(passed|failed)"/);
  });

  it("answers null for a listing that does not exist or is not a ticker", async () => {
    const reader = companyPagesReader(t.db, { lockCompanies: true });
    expect(await reader.overview("nyse", "zzzzzz")).toBeNull();
    expect(await reader.overview("lse", listing.ticker)).toBeNull();
    expect(await reader.forecast("nyse", "'; drop table companies; --")).toBeNull();
    expect(await reader.ownership("nyse", "")).toBeNull();
  });
});

describe("a delisted company", () => {
  it("keeps its pages, with its last traded price in the header and no current research", async () => {
    const { rows } = await t.pool.query<{ id: number; exchange: string; ticker: string }>(
      "SELECT id, exchange, ticker FROM companies WHERE delisted_on IS NOT NULL ORDER BY id LIMIT 1",
    );
    expect(rows.length).toBe(1);
    const d = rows[0]!;
    const page = (await companyPagesReader(t.db, { lockCompanies: false }).overview(d.exchange, d.ticker))!;
    const bars = await readPriceHistory(t.db, d.id);
    expect(page.header.delisted).not.toBeNull();
    expect(page.header.quote).toMatchObject({ date: bars.at(-1)!.date });
    expect(page.header.quote!.price).toBeCloseTo(bars.at(-1)!.close, 4);
    expect(page.dueDiligence).toBeNull();
    expect(page.fairValue).toBeNull();
    const dividends = (await companyPagesReader(t.db, { lockCompanies: false }).dividends(d.exchange, d.ticker))!;
    expect(dividends.header.quote!.price).toBeCloseTo(bars.at(-1)!.close, 4);
  });
});

describe("the subpages", () => {
  const reader = () => companyPagesReader(t.db, { lockCompanies: true });

  it("forecast: consensus of each analyst's latest rating, price targets and estimates", async () => {
    const page = (await reader().forecast(listing.exchange, listing.ticker))!;
    const c = page.consensus!;
    expect(Object.values(c.counts).reduce((a, b) => a + b, 0)).toBe(c.analysts);
    expect(c.score).toBeGreaterThanOrEqual(1);
    expect(c.score).toBeLessThanOrEqual(5);
    const target = page.priceTarget!;
    expect(target.low).toBeLessThanOrEqual(target.average);
    expect(target.average).toBeLessThanOrEqual(target.high);
    expect(target.upside).toBeCloseTo(target.average / page.header.quote!.price - 1, 9);
    expect(page.estimates.length).toBeGreaterThan(0);
    expect(page.recentRatings.length).toBeLessThanOrEqual(LIST_LIMITS.ratings);
    const dates = page.recentRatings.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("earnings: quarters newest first, annual growth from the year before, surprises against the estimate", async () => {
    const page = (await reader().earnings(listing.exchange, listing.ticker))!;
    expect(page.quarters.length).toBe(LIST_LIMITS.quarters);
    expect(page.quarters[0]!.periodEnd > page.quarters[1]!.periodEnd).toBe(true);
    expect(page.quarters.every((q) => q.reported <= AS_OF)).toBe(true);
    const [latest, prior] = page.annual;
    if (latest!.revenue !== null && prior!.revenue)
      expect(latest!.revenueGrowth).toBeCloseTo(latest!.revenue / prior!.revenue - 1, 9);
    for (const s of page.surprises) expect(s.surprise).toBeCloseTo((s.actual - s.estimate) / Math.abs(s.estimate), 9);
    if (page.nextEarnings) expect(page.nextEarnings.date > AS_OF).toBe(true);
  });

  it("dividends: a payer's history, yield and years paid", async () => {
    const page = (await reader().dividends(payer.exchange, payer.ticker))!;
    expect(page.paying).toBe(true);
    expect(page.history.length).toBeGreaterThan(0);
    expect(page.dividendYield!).toBeCloseTo(page.trailingAnnualDividend! / page.header.quote!.price, 9);
    expect(page.yearsPaid).toBeGreaterThanOrEqual(0);
  });

  it("ownership: the net of the last 12 months' insider trades", async () => {
    const page = (await reader().ownership(listing.exchange, listing.ticker))!;
    const { rows } = await t.pool.query<{ bought: number; sold: number }>(
      `SELECT coalesce(sum(shares) FILTER (WHERE shares > 0), 0)::float8 AS bought, coalesce(-sum(shares) FILTER (WHERE shares < 0), 0)::float8 AS sold
       FROM insider_transactions WHERE company_id = $1 AND traded_on > ($2::date - interval '1 year') AND traded_on <= $2::date`,
      [listing.id, AS_OF],
    );
    expect(page.net.sharesBought).toBe(rows[0]!.bought);
    expect(page.net.sharesSold).toBe(rows[0]!.sold);
    expect(page.net.direction).toBe(page.net.netShares > 0 ? "buying" : page.net.netShares < 0 ? "selling" : "none");
    for (const tr of page.transactions) expect(tr.value).toBeCloseTo(tr.shares * tr.price, 6);
  });
});

describe("Premium from the subscription record", () => {
  async function sessionOf(userId: number, token: string) {
    const user = await findSessionUser(t.db, hashSessionToken(token));
    expect(user?.userId).toBe(userId);
    return presentSession(user, []);
  }

  it("locks companies for a free user and unlocks them with a live Premium subscription", async () => {
    const free = await insertSignedInUser(t.db);
    expect(await sessionOf(free.userId, free.token)).toMatchObject({
      hasPremium: false,
      lockCompanies: true,
      hasSubscribedToPremium: false,
      planTypes: [],
    });
    const premium = await insertSignedInUser(t.db, { premium: true });
    expect(await sessionOf(premium.userId, premium.token)).toMatchObject({
      hasPremium: true,
      lockCompanies: false,
      noAds: true,
      planTypes: ["premium"],
    });
  });

  it("ends Premium with the period or a cancellation, but remembers that the user subscribed", async () => {
    const lapsed = await insertSignedInUser(t.db);
    await t.db
      .insertInto("subscriptions")
      .values({
        user_id: lapsed.userId,
        plan: "premium",
        status: "active",
        current_period_end: new Date(Date.now() - 1000),
      })
      .execute();
    expect(await sessionOf(lapsed.userId, lapsed.token)).toMatchObject({
      hasPremium: false,
      lockCompanies: true,
      hasSubscribedToPremium: true,
    });
    const canceled = await insertSignedInUser(t.db);
    await t.db
      .insertInto("subscriptions")
      .values({
        user_id: canceled.userId,
        plan: "premium",
        status: "canceled",
        current_period_end: new Date(Date.now() + 86_400_000),
      })
      .execute();
    expect(await sessionOf(canceled.userId, canceled.token)).toMatchObject({ hasPremium: false, lockCompanies: true });
    await grantPremium(t.db, canceled.userId);
    expect(await sessionOf(canceled.userId, canceled.token)).toMatchObject({ hasPremium: true, lockCompanies: false });
  });

  it.each(LAPSED_PREMIUM)(
    "gives a user whose Premium is %s no Premium value: every verdict is locked on the company page",
    async (how) => {
      const user = await insertSignedInUser(t.db);
      await grantLapsedPremium(t.db, user.userId, how);
      const session = await sessionOf(user.userId, user.token);
      expect(session).toMatchObject({
        hasPremium: false,
        lockCompanies: true,
        lockAnalyst: true,
        noAds: false,
        planTypes: [],
        // A first payment that never went through is not "having subscribed" (the trial stays on offer).
        hasSubscribedToPremium: how !== "incomplete",
      });
      const page = await companyPagesReader(t.db, session).overview(listing.exchange, listing.ticker);
      const dd = page!.dueDiligence!;
      expect(dd.locked).toBe(true);
      for (const check of dd.checks) expect(check, check.type).toMatchObject({ status: "locked", passed: null });
      expect(JSON.stringify(page)).not.toMatch(/"status":"(passed|failed)"/);
    },
  );

  it("keeps Premium through past due (the provider is retrying the renewal), decision 021", async () => {
    const user = await insertSignedInUser(t.db);
    await t.db
      .insertInto("subscriptions")
      .values({
        user_id: user.userId,
        plan: "premium",
        status: "past_due",
        current_period_end: new Date(Date.now() + 86_400_000),
      })
      .execute();
    expect(await sessionOf(user.userId, user.token)).toMatchObject({ hasPremium: true, lockCompanies: false });
  });

  it("keeps the checklist's order for the checks it shows", async () => {
    const page = await companyPagesReader(t.db, { lockCompanies: false }).overview(listing.exchange, listing.ticker);
    const order = CHECKS.map((c) => c.type);
    const shown = page!.dueDiligence!.checks.map((c) => order.indexOf(c.type));
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
  });
});
