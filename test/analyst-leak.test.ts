import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBuild } from "../src/market/pipeline/data-steps";
import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { addMonths, dayOf } from "../src/domain/analysts/dates";
import { CURRENT_RATING_MONTHS, TOP_SHARE } from "../src/domain/analysts/method";
import { ratingForScore } from "../src/domain/research/summaries";
import { paths } from "../src/domain/paths";
import { createTestApp, type TestApp } from "./support/app";
import { insertSignedInUser, type SignedInUser } from "./support/fixtures";
import { jsonCaller } from "./support/signed-in-call";

// The top analysts' consensus, count and upside are Premium (the screener's tau, tac and tan).
// The leak test asks whether a Premium value appears in a free answer; this one asks whether it
// can be computed from free answers. It plays the attacker: it reads every analyst answer a guest
// or a free member gets (the ranking, every profile, the followed analysts' calls, a watchlist of
// every company and its events), takes each top analyst's latest call of the last 12 months on each
// company, and rebuilds each company's figures as the ranking step does. The rebuilt figures may
// match the Premium ones no more often than two companies' Premium figures match each other.
//
// A second check covers the pages: the analysts' calls of the last 12 months are changed in place
// (the ranking itself kept), and the guest's and free member's /analysts pages must not change by
// one byte while the Premium member's do.

type Rating = "strong_buy" | "buy" | "hold" | "sell" | "strong_sell";
const SCORE: Record<Rating, number> = { strong_buy: 5, buy: 4, hold: 3, sell: 2, strong_sell: 1 };

interface Call {
  analystId: number;
  ticker: string;
  date: string;
  rating: Rating;
  target: number | null;
}

interface Figures {
  analysts: number;
  consensus: string | null;
  upside: number | null;
}

let t: TestApp;
let free: SignedInUser;
let premium: SignedInUser;
let asOf: string;
/** Each covered company's Premium figures, by ticker (what the screener's tau, tac and tan hold). */
let truth: Map<string, Figures & { close: number | null }>;
const call = jsonCaller(() => t.app);

// The attacker reads answers as plain JSON, whatever their contract says they hold.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function getJson(url: string, user: SignedInUser | null): Promise<{ status: number; body: any }> {
  const res = await t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
}

/** Everything a visitor can learn of analysts' calls, by analyst, from the answers they get. */
async function harvest(user: SignedInUser | null): Promise<{ top: Set<number>; calls: Call[] }> {
  const calls: Call[] = [];
  const top = new Set<number>();
  const byName = new Map<string, number>();
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await getJson(`/api/analysts?sort=rank&dir=asc&page=${page}`, user);
    expect(status).toBe(200);
    const topRanks = Math.ceil(body.rankedCount * TOP_SHARE);
    for (const a of body.analysts) {
      ids.push(a.id);
      byName.set(a.name, a.id);
      if (a.isTop || (a.rank !== null && a.rank <= topRanks)) top.add(a.id);
      if (a.latestCall?.rating)
        calls.push({
          analystId: a.id,
          ticker: a.latestCall.company.ticker,
          date: a.latestCall.date,
          rating: a.latestCall.rating,
          target: null,
        });
    }
    if (body.analysts.length < body.pageSize) break;
  }
  for (const id of ids) {
    const { status, body } = await getJson(`/api/analysts/${id}`, user);
    expect(status).toBe(200);
    for (const r of body.currentRatings ?? [])
      calls.push({ analystId: id, ticker: r.company.ticker, date: r.ratedOn, rating: r.rating, target: r.priceTarget });
    for (const r of body.pastCalls ?? [])
      calls.push({ analystId: id, ticker: r.company.ticker, date: r.ratedOn, rating: r.rating, target: r.priceTarget });
  }
  if (user) {
    // A member follows every top analyst and reads their calls, and watches every company.
    for (const id of top)
      await call("POST", "/api/users/followed-analysts", user, { followed_analyst: { analyst_id: id } });
    for (let page = 1; page < 100; page++) {
      const { status, body } = await getJson(`/api/users/followed-analysts/events?limit=200&page=${page}`, user);
      expect(status).toBe(200);
      for (const c of body.events ?? [])
        if (c.analystId !== undefined && c.rating)
          calls.push({
            analystId: c.analystId,
            ticker: c.ticker,
            date: c.date,
            rating: c.rating,
            target: c.priceTarget,
          });
      if (!body.hasMore) break;
    }
    const list = await getJson(`/api/users/followed-analysts?limit=200`, user);
    for (const a of list.body?.followedAnalysts ?? [])
      if (a.latestCall?.rating)
        calls.push({
          analystId: a.id,
          ticker: a.latestCall.ticker,
          date: a.latestCall.date,
          rating: a.latestCall.rating,
          target: a.latestCall.priceTarget,
        });
    const watchlistId = user.watchlistIds[0]!;
    for (let page = 1; page < 100; page++) {
      const { status, body } = await getJson(
        `/api/users/watchlists/${watchlistId}/events?limit=200&page=${page}`,
        user,
      );
      expect(status).toBe(200);
      for (const e of body.events) {
        const analystId = byName.get(e.details.analyst);
        if (analystId !== undefined && e.details.rating)
          calls.push({
            analystId,
            ticker: e.ticker,
            date: e.date,
            rating: e.details.rating,
            target: typeof e.details.target === "number" ? e.details.target : null,
          });
      }
      if (!body.hasMore) break;
    }
  }
  return { top, calls };
}

/** The ranking step's figures from the calls found: each top analyst's latest current call per company. */
function rebuild(found: { top: Set<number>; calls: Call[] }): Map<string, Figures> {
  const oldest = addMonths(dayOf(asOf), -CURRENT_RATING_MONTHS);
  const latest = new Map<string, Call>();
  for (const c of found.calls) {
    if (!found.top.has(c.analystId) || c.date > asOf) continue;
    const key = `${c.ticker}:${c.analystId}`;
    const seen = latest.get(key);
    if (!seen || c.date > seen.date || (c.date === seen.date && seen.target === null)) latest.set(key, c);
  }
  const byTicker = new Map<string, Call[]>();
  for (const c of latest.values()) {
    if (dayOf(c.date) < oldest) continue;
    byTicker.set(c.ticker, [...(byTicker.get(c.ticker) ?? []), c]);
  }
  const out = new Map<string, Figures>();
  for (const [ticker, list] of byTicker) {
    const score = list.reduce((s, c) => s + SCORE[c.rating], 0) / list.length;
    const targets = list.map((c) => c.target).filter((x): x is number => x !== null && x > 0);
    const close = truth.get(ticker)?.close ?? null;
    const target = targets.length ? targets.reduce((a, b) => a + b, 0) / targets.length : null;
    out.set(ticker, {
      analysts: list.length,
      consensus: ratingForScore(score),
      upside: target !== null && close ? target / close - 1 : null,
    });
  }
  return out;
}

/** How often guessed figures match the Premium ones, over the covered companies: count, consensus, upside (within 0.6 points). */
function matchRates(guess: (ticker: string, i: number) => Figures | undefined) {
  const covered = [...truth.entries()];
  let count = 0;
  let consensus = 0;
  let upside = 0;
  covered.forEach(([ticker, real], i) => {
    const g = guess(ticker, i);
    if (!g) return;
    if (g.analysts === real.analysts) count++;
    if (g.consensus === real.consensus) consensus++;
    if (g.upside !== null && real.upside !== null && Math.abs(g.upside - real.upside) < 0.006) upside++;
  });
  return { count: count / covered.length, consensus: consensus / covered.length, upside: upside / covered.length };
}

beforeAll(async () => {
  t = await createTestApp();
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 60, analysts: 90, seed: "analyst-leak", asOf: "2012-06-29" }),
    skip: ["rating"],
  });
  asOf = (await t.database.pool.query<{ d: string }>(`SELECT max(as_of)::text AS d FROM analyst_scores`)).rows[0]!.d;
  const rows = await t.database.pool.query<{
    ticker: string;
    analysts: number;
    consensus: string;
    upside: number | null;
    latest_close: number | null;
  }>(
    `SELECT c.ticker, t.analysts, t.consensus, t.upside, t.latest_close
     FROM company_top_analysts t JOIN companies c ON c.id = t.company_id WHERE t.analysts > 0 ORDER BY c.id`,
  );
  truth = new Map(
    rows.rows.map((r) => [
      r.ticker,
      { analysts: r.analysts, consensus: r.consensus, upside: r.upside, close: r.latest_close },
    ]),
  );
  free = await insertSignedInUser(t.database.db, { watchlists: ["Everything"] });
  premium = await insertSignedInUser(t.database.db, { premium: true, watchlists: ["Everything"] });
  for (const user of [free, premium])
    await t.database.pool.query(
      `INSERT INTO watchlist_companies (watchlist_id, company_id) SELECT $1, id FROM companies WHERE delisted_on IS NULL`,
      [user.watchlistIds[0]],
    );
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe("the top analysts' figures from what a visitor without Premium is shown", () => {
  it("cannot be rebuilt by a guest or a free member beyond chance, and can by a Premium member", async () => {
    // The market must hold enough covered companies for the rates to mean something.
    expect(truth.size).toBeGreaterThanOrEqual(15);
    const tickers = [...truth.keys()];
    // Chance: how often one company's Premium figures match another's.
    const chance = matchRates((_, i) => truth.get(tickers[(i + 1) % tickers.length]!));
    const margin = 0.15;

    // The attacker's method works: from a Premium member's answers it rebuilds nearly every figure.
    const fromPremium = rebuild(await harvest(premium));
    const premiumRates = matchRates((ticker) => fromPremium.get(ticker));
    expect(premiumRates.count).toBeGreaterThan(0.9);
    expect(premiumRates.consensus).toBeGreaterThan(0.9);

    for (const [who, user] of [
      ["guest", null],
      ["free member", free],
    ] as const) {
      const rebuilt = rebuild(await harvest(user));
      const rates = matchRates((ticker) => rebuilt.get(ticker));
      expect(rates.count, `${who}: top-analyst count`).toBeLessThanOrEqual(chance.count + margin);
      expect(rates.consensus, `${who}: top-analyst consensus`).toBeLessThanOrEqual(chance.consensus + margin);
      expect(rates.upside, `${who}: top-analyst upside`).toBeLessThanOrEqual(chance.upside + margin);
    }
  }, 240_000);

  it("keeps the /analysts pages of guests and free members the same whatever the current calls are", async () => {
    const ids = (
      await t.database.pool.query<{ analyst_id: number }>(
        `SELECT analyst_id FROM analyst_scores ORDER BY rank NULLS LAST, analyst_id LIMIT 12`,
      )
    ).rows.map((r) => r.analyst_id);
    const urls = [
      paths.analysts(),
      `${paths.analysts()}.data`,
      "/api/analysts",
      ...ids.flatMap((id) => [paths.analyst(id), `${paths.analyst(id)}.data`, `/api/analysts/${id}`]),
    ];
    const view = async (url: string, user: SignedInUser | null) => {
      const res = await t.app.inject({ method: "GET", url, headers: user ? { cookie: user.cookie } : {} });
      const token = res.headers["x-csrf-token"];
      let body = `${res.statusCode} ${res.body}`;
      if (typeof token === "string" && token) body = body.split(token).join("<token>");
      return body.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"nonce","[^"]*"/g, '"nonce",""');
    };
    const views = async (user: SignedInUser | null) => {
      const out = new Map<string, string>();
      for (const url of urls) out.set(url, await view(url, user));
      return out;
    };
    const before = { guest: await views(null), free: await views(free), premium: await views(premium) };
    // Every call of the last 12 months turns around and gets another target: what makes it current changes.
    const since = `(SELECT (max(as_of) - interval '${CURRENT_RATING_MONTHS} months')::date FROM analyst_scores)`;
    const flip = `CASE rating WHEN 'strong_buy' THEN 'strong_sell' WHEN 'buy' THEN 'sell' WHEN 'sell' THEN 'buy'
                  WHEN 'strong_sell' THEN 'strong_buy' ELSE 'buy' END`;
    await t.database.pool.query(
      `UPDATE analyst_ratings SET rating = ${flip}, price_target = price_target * 1.37 WHERE rated_on >= ${since}`,
    );
    await t.database.pool.query(
      `UPDATE analyst_call_outcomes SET rating = ${flip}, price_target = price_target * 1.37 WHERE rated_on >= ${since}`,
    );
    const after = { guest: await views(null), free: await views(free), premium: await views(premium) };
    const changed = (a: Map<string, string>, b: Map<string, string>) => urls.filter((u) => a.get(u) !== b.get(u));
    expect(changed(before.premium, after.premium).length).toBeGreaterThan(3);
    expect(changed(before.guest, after.guest)).toEqual([]);
    expect(changed(before.free, after.free)).toEqual([]);
  }, 240_000);
});
