import type pg from "pg";
import { encodePriceColumns, type PriceColumns } from "../price-codec";
import { binary, CopyWriter } from "../copy-writer";
import { Kysely, PostgresDialect } from "kysely";
import type { DB } from "../../db/schema";
import { ensureTaxonomy } from "../taxonomy-store";
import { drawAnalysts, type AnalystSpec } from "./analysts";
import { tradingDays } from "./calendar";
import { simulateCompany, type SimulatedCompany } from "./company-sim";
import { simulateMacro, type Macro } from "./macro";
import { Random } from "./random";
import { drawUniverse, type CompanySpec } from "./universe";

// Builds the whole demo market into an empty (or emptied) set of market tables.

export const DEMO_START = "2003-01-02";

export interface DemoOptions {
  /** Companies that stay listed; about 6% more are added that delist on the way. */
  companies: number;
  seed: string;
  asOf: string;
  analysts?: number;
  firms?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface DemoSummary {
  companies: number;
  listed: number;
  priceDays: number;
  rows: Record<string, number>;
  seconds: number;
}

export interface DemoWorld {
  days: string[];
  macro: Macro;
  universe: CompanySpec[];
  analysts: AnalystSpec[];
  firms: { id: number; name: string }[];
  coverage: (spec: CompanySpec) => AnalystSpec[];
  rng: Random;
}

/** Everything drawn before any company is simulated; the same seed gives the same world. */
export function drawWorld(options: DemoOptions): DemoWorld {
  const rng = new Random(options.seed);
  const days = tradingDays(DEMO_START, options.asOf);
  const macro = simulateMacro(rng.fork("macro"), days);
  const universe = drawUniverse(rng.fork("universe"), { listed: options.companies, start: DEMO_START });
  const analystCount = options.analysts ?? Math.max(20, Math.round(options.companies * (4000 / 6000)));
  const { firms, analysts } = drawAnalysts(
    rng,
    analystCount,
    options.firms ?? Math.max(5, Math.min(100, Math.round(analystCount / 40))),
  );
  const bySector = new Map<number, AnalystSpec[]>();
  for (const a of analysts) {
    let list = bySector.get(a.sectorId);
    if (!list) bySector.set(a.sectorId, (list = []));
    list.push(a);
  }
  const coverage = (spec: CompanySpec): AnalystSpec[] => {
    const r = rng.fork(`coverage-${spec.id}`);
    const pool = bySector.get(spec.sectorId) ?? [];
    const k = Math.min(
      pool.length,
      Math.max(0, Math.round((Math.log(spec.initialMarketCap) - 19.6) * 2.2 + r.normal())),
    );
    const chosen = new Set<AnalystSpec>();
    while (chosen.size < k) chosen.add(r.pick(pool));
    return [...chosen];
  };
  return { days, macro, universe, analysts, firms, coverage, rng };
}

export const MARKET_TABLES = [
  "analyst_ratings",
  "analyst_estimates",
  "insider_transactions",
  "earnings_dates",
  "dividends",
  "splits",
  "fundamentals",
  "price_years",
  "companies",
  "analysts",
  "analyst_firms",
  "macro_series",
  "market_meta",
];

export interface Writers {
  prices: CopyWriter;
  fundamentals: CopyWriter;
  dividends: CopyWriter;
  splits: CopyWriter;
  earnings: CopyWriter;
  estimates: CopyWriter;
  ratings: CopyWriter;
  insiders: CopyWriter;
}

export async function openWriters(pool: pg.Pool, fresh: boolean): Promise<Writers> {
  const open = (table: string, columns: string[], binary = false) =>
    CopyWriter.open(pool, table, columns, binary, fresh);
  return {
    prices: await open("price_years", ["company_id", "year", "days", "first_date", "last_date", "data"], true),
    fundamentals: await open("fundamentals", FUNDAMENTAL_COLUMNS),
    dividends: await open("dividends", ["company_id", "ex_date", "pay_date", "amount"]),
    splits: await open("splits", ["company_id", "ex_date", "ratio"]),
    earnings: await open("earnings_dates", ["company_id", "report_date", "fiscal_year", "fiscal_quarter"]),
    estimates: await open("analyst_estimates", [
      "company_id",
      "as_of",
      "forecast_year",
      "eps",
      "revenue",
      "eps_growth",
      "revenue_growth",
      "return_on_equity",
      "return_on_assets",
    ]),
    ratings: await open("analyst_ratings", ["analyst_id", "company_id", "rated_on", "rating", "price_target"]),
    insiders: await open("insider_transactions", ["company_id", "traded_on", "insider", "role", "shares", "price"]),
  };
}

const FUNDAMENTAL_COLUMNS = [
  "company_id",
  "period",
  "fiscal_year",
  "fiscal_quarter",
  "period_end",
  "filed_on",
  "revenue",
  "cost_of_revenue",
  "ebit",
  "interest_expense",
  "net_income",
  "net_income_common",
  "eps",
  "shares",
  "total_assets",
  "current_assets",
  "cash",
  "short_term_investments",
  "total_liabilities",
  "current_liabilities",
  "non_current_liabilities",
  "debt",
  "equity",
  "operating_cash_flow",
  "capital_expenditure",
  "free_cash_flow",
  "dividends_paid",
];

/** Writes what happened after `after` (everything when undefined). */
export async function writeCompany(w: Writers, c: SimulatedCompany, macro: Macro, after?: string): Promise<void> {
  const days = macro.days;
  const id = c.spec.id;
  const keep = (date: string) => after === undefined || date > after;
  // Price years straight from the simulated columns. After an update's cut-off, the cut-off's
  // whole year is rewritten (the caller deleted it).
  const fromYear = after === undefined ? 0 : Number(after.slice(0, 4));
  const columns: PriceColumns = {
    dayOfYear: macro.dayOfYear.subarray(c.first, c.last + 1),
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    volume: c.volume,
  };
  const n = c.last - c.first + 1;
  for (let start = 0; start < n;) {
    const year = macro.year[c.first + start]!;
    let end = start;
    while (end < n && macro.year[c.first + end] === year) end++;
    if (year >= fromYear) {
      await w.prices.tuple([
        binary.int4(id),
        binary.int2(year),
        binary.int2(end - start),
        binary.date(macro.days[c.first + start]!),
        binary.date(macro.days[c.first + end - 1]!),
        encodePriceColumns(columns, start, end),
      ]);
    }
    start = end;
  }
  for (const f of c.fundamentals) {
    if (!keep(f.filedOn)) continue;
    await w.fundamentals.row(
      id,
      f.period,
      f.fiscalYear,
      f.fiscalQuarter,
      f.periodEnd,
      f.filedOn,
      f.revenue,
      f.costOfRevenue,
      f.ebit,
      f.interestExpense,
      f.netIncome,
      f.netIncomeCommon,
      f.eps,
      f.shares,
      f.totalAssets,
      f.currentAssets,
      f.cash,
      f.shortTermInvestments,
      f.totalLiabilities,
      f.currentLiabilities,
      f.nonCurrentLiabilities,
      f.debt,
      f.equity,
      f.operatingCashFlow,
      f.capitalExpenditure,
      f.freeCashFlow,
      f.dividendsPaid,
    );
  }
  for (const d of c.dividends) if (keep(d.exDate)) await w.dividends.row(id, d.exDate, d.payDate, d.amount);
  for (const s of c.splits) if (keep(s.exDate)) await w.splits.row(id, s.exDate, s.ratio);
  for (const e of c.earnings)
    if (keep(e.reportDate) || e.reportDate > days[days.length - 1]!)
      await w.earnings.row(id, e.reportDate, e.fiscalYear, e.fiscalQuarter);
  for (const e of c.estimates)
    if (keep(e.asOf))
      await w.estimates.row(id, e.asOf, e.forecastYear, e.eps, e.revenue, e.epsGrowth, e.revenueGrowth, e.roe, e.roa);
  for (const r of c.ratings) if (keep(r.date)) await w.ratings.row(r.analystId, id, r.date, r.rating, r.target);
  for (const t of c.insiders) if (keep(t.date)) await w.insiders.row(id, t.date, t.insider, t.role, t.shares, t.price);
}

export async function buildDemoMarket(pool: pg.Pool, options: DemoOptions): Promise<DemoSummary> {
  const started = Date.now();
  const world = drawWorld(options);
  const { days, macro } = world;
  const live = world.universe.filter((s) => s.listedOn <= options.asOf);

  await pool.query(`TRUNCATE ${MARKET_TABLES.join(", ")} RESTART IDENTITY CASCADE`);
  // A Kysely view of the same pool; not destroyed here, the pool belongs to the caller.
  await ensureTaxonomy(new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }));

  // The reference rows first, committed, so that the bulk writers' foreign keys see them.
  const firms = await CopyWriter.open(pool, "analyst_firms", ["id", "name"]);
  for (const f of world.firms) await firms.row(f.id, f.name);
  await firms.commit();
  const analysts = await CopyWriter.open(pool, "analysts", ["id", "name", "firm_id"]);
  for (const a of world.analysts) await analysts.row(a.id, a.name, a.firmId);
  await analysts.commit();
  await insertCompanies(pool, live);
  await writeMacroSeries(pool, macro);

  const { finals, rows } = await simulateInto(pool, world, live, options.asOf, {
    fresh: true,
    onProgress: options.onProgress,
  });
  await updateCompanyFacts(pool, finals);
  await writeMeta(pool, {
    source: "demo",
    seed: options.seed,
    as_of: options.asOf,
    start: DEMO_START,
    companies: options.companies,
    built_at: new Date().toISOString(),
  });
  await pool.query("ANALYZE");
  return {
    companies: live.length,
    listed: finals.filter((c) => !c.delistedOn).length,
    priceDays: days.length,
    rows,
    seconds: (Date.now() - started) / 1000,
  };
}

export async function insertCompanies(pool: pg.Pool, specs: readonly CompanySpec[]): Promise<void> {
  const writer = await CopyWriter.open(pool, "companies", [
    "id",
    "exchange",
    "ticker",
    "name",
    "sector_id",
    "industry_id",
    "description",
    "ipo_date",
    "source",
  ]);
  for (const s of specs)
    await writer.row(s.id, s.exchange, s.ticker, s.name, s.sectorId, s.industry.id, s.description, s.ipoDate, "demo");
  await writer.commit();
}

export async function writeMacroSeries(pool: pg.Pool, macro: Macro, after?: string): Promise<void> {
  const writer = await CopyWriter.open(pool, "macro_series", ["series", "date", "value"]);
  await writeMacro(writer, macro, after);
  await writer.commit();
}

interface SimulateOptions {
  /** Empty tables being filled (a build) rather than rows being added (an update). */
  fresh: boolean;
  /** Per company: write only what happened after this date (undefined: everything). */
  after?: (spec: CompanySpec) => string | undefined;
  onProgress?: (done: number, total: number) => void;
}

/** Simulates each company to `asOf` and bulk-writes its rows; all or nothing. */
export async function simulateInto(
  pool: pg.Pool,
  world: DemoWorld,
  specs: readonly CompanySpec[],
  asOf: string,
  options: SimulateOptions,
): Promise<{ finals: SimulatedCompany[]; rows: Record<string, number> }> {
  const writers = await openWriters(pool, options.fresh);
  const finals: SimulatedCompany[] = [];
  try {
    let done = 0;
    for (const spec of specs) {
      const c = simulateCompany(spec, world.macro, world.rng.fork(`sim-${spec.id}`), world.coverage(spec), asOf);
      await writeCompany(writers, c, world.macro, options.after?.(spec));
      finals.push(dropSeries(c));
      options.onProgress?.(++done, specs.length);
    }
    for (const w of Object.values(writers)) await w.commit();
  } catch (error) {
    for (const w of Object.values(writers)) await w.abort().catch(() => undefined);
    throw error;
  }
  const rows: Record<string, number> = {};
  for (const [k, w] of Object.entries(writers)) rows[k] = w.rows;
  return { finals, rows };
}

/** Keeps what the company row needs; the daily series are written and can go. */
function dropSeries(c: SimulatedCompany): SimulatedCompany {
  const empty = new Float64Array(0);
  return {
    ...c,
    open: empty,
    high: empty,
    low: empty,
    close: empty,
    adjClose: empty,
    volume: empty,
    fundamentals: [],
    ratings: [],
    insiders: [],
    estimates: [],
    earnings: [],
  };
}

export async function writeMacro(w: CopyWriter, macro: Macro, after?: string): Promise<void> {
  let month = "";
  for (let i = 0; i < macro.days.length; i++) {
    const d = macro.days[i]!;
    if (after !== undefined && d <= after) {
      month = d.slice(0, 7);
      continue;
    }
    await w.row("treasury_10y", d, round2(macro.treasury10y[i]!));
    await w.row("treasury_3m", d, round2(macro.treasury3m[i]!));
    await w.row("aa_bond", d, round2(macro.aaBond[i]!));
    // The savings rate is a monthly series, dated the first trading day of each month.
    if (d.slice(0, 7) !== month) {
      month = d.slice(0, 7);
      await w.row("savings_rate", d, round2(macro.savingsRate[i]!));
    }
  }
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

export async function updateCompanyFacts(pool: pg.Pool, finals: SimulatedCompany[]): Promise<void> {
  if (finals.length === 0) return;
  await pool.query(
    `UPDATE companies c SET shares_outstanding = u.shares, pays_dividends = u.pays, delisted_on = u.delisted_on, delisting_reason = u.reason
     FROM unnest($1::int[], $2::bigint[], $3::boolean[], $4::date[], $5::text[]) AS u(id, shares, pays, delisted_on, reason)
     WHERE c.id = u.id`,
    [
      finals.map((c) => c.spec.id),
      finals.map((c) => c.sharesOutstanding),
      finals.map((c) => c.paysDividends),
      finals.map((c) => c.delistedOn),
      finals.map((c) => c.delistingReason),
    ],
  );
}

export async function writeMeta(pool: pg.Pool, entries: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(entries)) {
    await pool.query(
      "INSERT INTO market_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()",
      [key, JSON.stringify(value)],
    );
  }
}
