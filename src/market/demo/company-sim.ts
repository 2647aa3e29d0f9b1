import { addDays } from "./calendar";
import { ratingFor, type AnalystSpec, type Rating } from "./analysts";
import { cycleGrowth, type Macro } from "./macro";
import type { Random } from "./random";
import type { CompanySpec } from "./universe";

// One company's simulated life: quarterly books that balance, a share price that follows the
// market, its sector and its own earnings (prices are pulled towards a fair multiple of what
// the company has reported so far), dividends that grow, get cut or suspended, splits, analyst
// ratings, insider trades, and, for some, bankruptcy or a takeover.

export interface Fundamental {
  period: "Q" | "A";
  fiscalYear: number;
  fiscalQuarter: number;
  periodEnd: string;
  filedOn: string;
  revenue: number;
  costOfRevenue: number;
  ebit: number;
  interestExpense: number;
  netIncome: number;
  netIncomeCommon: number;
  eps: number;
  shares: number;
  totalAssets: number;
  currentAssets: number;
  cash: number;
  shortTermInvestments: number;
  totalLiabilities: number;
  currentLiabilities: number;
  nonCurrentLiabilities: number;
  debt: number;
  equity: number;
  operatingCashFlow: number;
  capitalExpenditure: number;
  freeCashFlow: number;
  dividendsPaid: number;
}

export interface SimulatedCompany {
  spec: CompanySpec;
  /** Index into macro.days of the first and last trading day. */
  first: number;
  last: number;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  adjClose: Float64Array;
  volume: Float64Array;
  dividends: { exDate: string; payDate: string; amount: number }[];
  splits: { exDate: string; ratio: number }[];
  fundamentals: Fundamental[];
  earnings: { reportDate: string; fiscalYear: number; fiscalQuarter: number }[];
  estimates: { asOf: string; forecastYear: number; eps: number; revenue: number; epsGrowth: number; revenueGrowth: number; roe: number; roa: number }[];
  ratings: { analystId: number; date: string; rating: Rating; target: number }[];
  insiders: { date: string; insider: string; role: string; shares: number; price: number }[];
  sharesOutstanding: number;
  paysDividends: boolean;
  delistedOn: string | null;
  delistingReason: "bankruptcy" | "acquired" | null;
}

interface Quarter {
  year: number;
  q: number;
  end: string;
  report: string;
  revenue: number;
  netIncome: number;
  shares: number;
  equity: number;
  dps: number;
  row: Fundamental;
}

const TAX = 0.21;

function quarterEnd(year: number, q: number): string {
  return ["", `${year}-03-31`, `${year}-06-30`, `${year}-09-30`, `${year}-12-31`][q]!;
}

/** The index of the first trading day on or after `date` (days.length when none). */
function dayIndex(days: string[], date: string): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function buildQuarters(spec: CompanySpec, macro: Macro, rng: Random, firstDate: string, lastDate: string, startShares: number): Quarter[] {
  const quarters: Quarter[] = [];
  const firstYear = Number(firstDate.slice(0, 4)) - 1;
  let revenue = spec.initialRevenue / 4;
  let growth = spec.growth;
  let margin = spec.margin;
  let shares = startShares;
  let equity = (spec.initialRevenue * spec.assetsToRevenue) / (1 + spec.leverage);
  let dps = 0;
  let suspended = false;
  const failing = spec.delisting?.reason === "bankruptcy" ? addDays(spec.delisting.on, -730) : undefined;
  for (let year = firstYear; ; year++) {
    for (let q = 1; q <= 4; q++) {
      const end = quarterEnd(year, q);
      const report = addDays(end, q === 4 ? rng.int(45, 70) : rng.int(25, 45));
      if (report > lastDate && end > firstDate) return quarters;
      const inDecline = failing !== undefined && end >= failing;
      // Growth and margins wander around the company's long-run levels; recessions bite.
      growth = growth + 0.15 * (spec.growth - growth) + rng.normal() * 0.03;
      const g = (inDecline ? -0.35 : growth) + cycleGrowth(end) * (0.6 + 0.8 * rng.next());
      revenue = revenue * Math.exp(g / 4 + rng.normal() * 0.04);
      margin = margin + 0.2 * ((inDecline ? -0.25 : spec.margin) - margin) + rng.normal() * 0.012 + cycleGrowth(end) * 0.05;
      const netIncome = revenue * margin;
      const i = macro.days.length ? Math.min(macro.days.length - 1, dayIndex(macro.days, end)) : 0;
      const bondRate = (macro.aaBond[i] ?? 5) / 100;

      // Share count: profitable companies buy back a little, loss-makers issue stock.
      shares = shares * (netIncome > 0 ? 1 - Math.max(0, rng.normal() * 0.004 + 0.002) : 1 + Math.max(0, 0.01 + rng.normal() * 0.01));

      // Dividends are decided each quarter from trailing earnings: raised yearly, cut when
      // earnings no longer cover them, suspended on losses, resumed on recovery.
      const ttm = quarters.slice(-3).reduce((s, x) => s + x.netIncome, netIncome);
      const epsTtm = ttm / shares;
      if (spec.payout > 0) {
        if (epsTtm <= 0) {
          if (dps > 0) suspended = true;
          dps = 0;
        } else {
          const target = (spec.payout * epsTtm) / 4;
          if (dps === 0 && (!suspended || rng.chance(0.15))) dps = target * 0.8;
          else if (dps > 0 && target < dps * 0.55) dps = Math.max(0.01, dps * 0.5);
          else if (dps > 0 && q === 1 && target > dps) dps = dps * (1 + Math.min(0.15, (target - dps) / dps) * 0.6);
          if (dps > 0) suspended = false;
        }
        dps = Math.round(dps * 10000) / 10000;
      }
      const dividendsPaid = dps * shares;
      equity = equity + netIncome - dividendsPaid;
      const liabilities = Math.max(revenue * 4 * 0.2, Math.abs(equity) * spec.leverage * Math.exp(rng.normal() * 0.05));
      const totalAssets = Math.max(liabilities * 0.2, equity + liabilities);
      // Keep the identity exact: assets = liabilities + equity.
      const eq = totalAssets - liabilities;
      equity = eq;
      const debt = liabilities * spec.debtShare;
      const currentAssets = totalAssets * (spec.sectorId === 6 ? 0.2 : 0.35);
      const cash = currentAssets * 0.4;
      const sti = currentAssets * 0.15;
      const currentLiabilities = liabilities * 0.35;
      const interest = (debt * bondRate) / 4;
      const ebit = netIncome / (1 - TAX) + interest;
      const capex = -revenue * spec.capexToRevenue;
      const ocf = netIncome + totalAssets * 0.01 + revenue * rng.normal() * 0.02;
      const row: Fundamental = {
        period: "Q",
        fiscalYear: year,
        fiscalQuarter: q,
        periodEnd: end,
        filedOn: report,
        revenue,
        costOfRevenue: revenue * (1 - spec.grossMargin),
        ebit,
        interestExpense: interest,
        netIncome,
        netIncomeCommon: netIncome,
        eps: netIncome / shares,
        shares,
        totalAssets,
        currentAssets,
        cash,
        shortTermInvestments: sti,
        totalLiabilities: liabilities,
        currentLiabilities,
        nonCurrentLiabilities: liabilities - currentLiabilities,
        debt,
        equity: eq,
        operatingCashFlow: ocf,
        capitalExpenditure: capex,
        freeCashFlow: ocf + capex,
        dividendsPaid: -dividendsPaid,
      };
      quarters.push({ year, q, end, report, revenue, netIncome, shares, equity: eq, dps, row });
    }
  }
}

/** Annual rows: flows summed over the four quarters, balances as at the fourth. */
function annualRows(quarters: Quarter[]): Fundamental[] {
  const out: Fundamental[] = [];
  for (let i = 3; i < quarters.length; i++) {
    const q4 = quarters[i]!;
    if (q4.q !== 4) continue;
    const four = quarters.slice(i - 3, i + 1).map((q) => q.row);
    const sum = (k: keyof Fundamental) => four.reduce((s, r) => s + (r[k] as number), 0);
    const netIncome = sum("netIncome");
    out.push({
      ...q4.row,
      period: "A",
      fiscalQuarter: 0,
      revenue: sum("revenue"),
      costOfRevenue: sum("costOfRevenue"),
      ebit: sum("ebit"),
      interestExpense: sum("interestExpense"),
      netIncome,
      netIncomeCommon: netIncome,
      eps: four.reduce((s, r) => s + r.eps, 0),
      operatingCashFlow: sum("operatingCashFlow"),
      capitalExpenditure: sum("capitalExpenditure"),
      freeCashFlow: sum("freeCashFlow"),
      dividendsPaid: sum("dividendsPaid"),
    });
  }
  return out;
}

const ROLES = ["Chief Executive Officer", "Chief Financial Officer", "Director", "Chief Operating Officer", "10% Owner", "General Counsel", "Director"];

export function simulateCompany(spec: CompanySpec, macro: Macro, rng: Random, coverage: AnalystSpec[], asOf: string): SimulatedCompany {
  const days = macro.days;
  const first = dayIndex(days, spec.listedOn);
  const endDate = spec.delisting && spec.delisting.on <= asOf ? spec.delisting.on : asOf;
  const lastExclusive = spec.delisting && spec.delisting.on <= asOf ? dayIndex(days, spec.delisting.on) : dayIndex(days, addDays(asOf, 1));
  const last = Math.max(first, lastExclusive - 1);
  const n = last - first + 1;

  // Shares are chosen so that the first fair price is the drawn initial price.
  const startShares = spec.initialMarketCap / spec.initialPrice;
  const quarters = buildQuarters(spec, macro, rng.fork("books"), days[first]!, endDate, startShares);

  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const adjClose = new Float64Array(n);
  const volume = new Float64Array(n);
  const dividends: SimulatedCompany["dividends"] = [];
  const splits: SimulatedCompany["splits"] = [];
  const splitAt = new Map<number, number>();
  const paidAt = new Map<number, number>();
  const delists = spec.delisting !== undefined && spec.delisting.on <= asOf;
  const failingFrom = spec.delisting ? addDays(spec.delisting.on, -130) : "9999-12-31";
  const bankrupt = spec.delisting?.reason === "bankruptcy";
  const acquired = spec.delisting?.reason === "acquired";

  // Fair value from what has been reported so far (point in time).
  let reported = 0;
  while (reported < quarters.length && quarters[reported]!.report < days[first]!) reported++;
  let splitFactor = 1;
  const fairLog = (): number => {
    const known = quarters.slice(Math.max(0, reported - 4), reported);
    if (known.length === 0) return Math.log(spec.initialPrice);
    const scale = 4 / known.length;
    const ni = known.reduce((s, q) => s + q.netIncome, 0) * scale;
    const rev = known.reduce((s, q) => s + q.revenue, 0) * scale;
    const shares = known[known.length - 1]!.shares * splitFactor;
    const byEarnings = ni > 0 ? (ni / shares) * spec.fairPe : 0;
    const bySales = (rev / shares) * spec.fairPs * (ni > 0 ? 0.5 : 0.35);
    return Math.log(Math.max(byEarnings, bySales, 0.05));
  };
  let fair = fairLog();
  let logPrice = Math.log(spec.initialPrice);
  // Anchor: the company's own fair value at listing is its first price.
  const anchor = logPrice - fair;
  const sectorReturns = macro.sector.get(spec.sectorId)!;
  const dailyIdio = spec.idioVol / Math.sqrt(252);
  const turnover = 0.004 + 0.01 * rng.next();
  let prevClose = spec.initialPrice;
  const r = rng.fork("prices");

  // Declared dividend per share by day (0 for none).
  const dividendByDay = new Float64Array(n);
  // Dividend ex-dates: about two weeks after each report, for quarters that declared one.
  for (const q of quarters) {
    if (q.dps <= 0) continue;
    const ex = dayIndex(days, addDays(q.report, 14));
    if (ex > first && ex <= last) dividendByDay[ex - first] = q.dps;
  }

  const failingIndex = dayIndex(days, failingFrom);
  let nextReport = reported < quarters.length ? quarters[reported]!.report : "9999";
  let shares = quarters[Math.max(0, reported - 1)]?.shares ?? startShares;
  for (let k = 0; k < n; k++) {
    const i = first + k;
    let jump = 0;
    if (days[i]! >= nextReport) {
      while (reported < quarters.length && quarters[reported]!.report <= days[i]!) {
        reported++;
        const before = fair;
        fair = fairLog();
        // Markets react to part of the news on the day, the rest drifts in.
        jump += 0.35 * (fair - before);
      }
      nextReport = reported < quarters.length ? quarters[reported]!.report : "9999";
      shares = quarters[Math.max(0, reported - 1)]!.shares;
    }
    // Splits keep the share price in a familiar range.
    if (k > 0 && macro.monthStart[i] === 1 && prevClose > 250 && r.chance(0.35)) {
      const ratio = prevClose > 700 ? 4 : prevClose > 450 ? 3 : 2;
      splitAt.set(i, ratio);
      splits.push({ exDate: days[i]!, ratio });
      splitFactor *= ratio;
      logPrice -= Math.log(ratio);
      prevClose /= ratio;
      fair = fairLog();
    }
    const sigma = dailyIdio * macro.idioScale[i]!;
    const pull = (fair + anchor - logPrice) / 90;
    let ret = spec.beta * macro.market[i]! + spec.sectorLoading * sectorReturns[i]! + sigma * r.jumpy() - (sigma * sigma) / 2 + pull + jump;
    // The end of a company shapes its last months whatever the as-of date, so that a later
    // update extends exactly the same path.
    if (bankrupt && i >= failingIndex) ret -= 0.025;
    if (delists && acquired && i === last) ret += Math.log(1.25 + 0.2 * r.next());
    // Declared per share before any split that came since; paid per share now.
    const dividend = dividendByDay[k]! / splitFactor;
    if (dividend > 0) paidAt.set(i, dividend);
    logPrice += ret;
    let c = Math.exp(logPrice) - dividend;
    if (c < 0.05) c = 0.05;
    logPrice = Math.log(c);
    const gap = (ret - jump) * 0.3 + jump;
    const o = Math.max(0.05, prevClose * Math.exp(gap) - dividend);
    high[k] = Math.max(o, c) * (1 + r.exponential() * sigma * 0.5);
    low[k] = Math.min(o, c) / (1 + r.exponential() * sigma * 0.5);
    open[k] = o;
    close[k] = c;
    volume[k] = Math.round(shares * splitFactor * turnover * (0.6 + (Math.abs(ret) / (sigma + 1e-9)) * 0.5) * (0.7 + 0.6 * r.next()));
    if (dividend > 0) {
      dividends.push({ exDate: days[i]!, payDate: addDays(days[i]!, 14 + r.int(0, 14)), amount: dividend });
    }
    prevClose = c;
  }

  // Adjusted close: walk back from today, compounding each dividend and split.
  let factor = 1;
  for (let k = n - 1; k >= 0; k--) {
    adjClose[k] = close[k]! * factor;
    const i = first + k;
    const d = paidAt.get(i);
    if (d && k > 0) factor *= 1 - d / close[k - 1]!;
    const s = splitAt.get(i);
    if (s) factor /= s;
  }

  const earnings = quarters.filter((q) => q.report >= days[first]!).map((q) => ({ reportDate: q.report, fiscalYear: q.year, fiscalQuarter: q.q }));
  // The next report after the as-of date, for "days until earnings".
  const lastQ = quarters[quarters.length - 1];
  if (lastQ && !spec.delisting) {
    const nextQ = lastQ.q === 4 ? 1 : lastQ.q + 1;
    const nextYear = lastQ.q === 4 ? lastQ.year + 1 : lastQ.year;
    const report = addDays(quarterEnd(nextYear, nextQ), nextQ === 4 ? 55 : 35);
    if (report > asOf) earnings.push({ reportDate: report, fiscalYear: nextYear, fiscalQuarter: nextQ });
  }

  // Books filed after a split report the split share count.
  for (const q of quarters) {
    let f = 1;
    for (const sp of splits) if (sp.exDate <= q.report) f *= sp.ratio;
    if (f !== 1) {
      q.row.shares *= f;
      q.row.eps /= f;
      q.shares *= f;
    }
  }
  const fundamentals = [...quarters.map((q) => q.row), ...annualRows(quarters)];

  // Estimates as of each half-year and annual report, for the next two fiscal years. (A rule
  // that does not depend on the as-of date, so that an update adds exactly what a rebuild would.)
  const estimates: SimulatedCompany["estimates"] = [];
  const re = rng.fork("estimates");
  quarters.forEach((q, idx) => {
    if (idx < 3 || (q.q !== 4 && q.q !== 2)) return;
    const four = quarters.slice(idx - 3, idx + 1);
    const ni = four.reduce((s, x) => s + x.netIncome, 0);
    const rev = four.reduce((s, x) => s + x.revenue, 0);
    const eps = ni / q.shares;
    const assets = q.row.totalAssets;
    for (let ahead = 1; ahead <= 2; ahead++) {
      const g = spec.growth + re.normal() * 0.05 + 0.02;
      const estRev = rev * Math.pow(1 + g, ahead);
      const estEps = eps > 0 ? eps * Math.pow(1 + g + 0.03, ahead) : eps * Math.pow(0.7, ahead) + Math.abs(eps) * 0.1 * ahead;
      estimates.push({
        asOf: q.report,
        forecastYear: q.year + ahead,
        eps: estEps,
        revenue: estRev,
        epsGrowth: eps !== 0 ? estEps / eps - 1 : 0,
        revenueGrowth: g,
        roe: q.equity > 0 ? (estEps * q.shares) / q.equity : 0,
        roa: assets > 0 ? (estEps * q.shares) / assets : 0,
      });
    }
  });

  // Analyst ratings: each covering analyst revisits the stock every few months. Skilled ones
  // see part of the next year's move; the rest see noise.
  const ratings: SimulatedCompany["ratings"] = [];
  const ra = rng.fork("ratings");
  const yearAhead = 252;
  for (const analyst of coverage) {
    let k = ra.int(0, 200);
    while (k < n) {
      const future = Math.min(n - 1, k + yearAhead);
      const realised = future > k ? Math.log(adjClose[future]! / adjClose[k]!) : 0;
      const standardised = realised / (spec.idioVol + 0.15);
      const signal = analyst.skill * standardised * 2.2 + Math.sqrt(1 - analyst.skill * analyst.skill) * ra.normal() + 0.25;
      const rating = ratingFor(signal);
      const expected = 0.08 + signal * 0.12;
      ratings.push({ analystId: analyst.id, date: days[first + k]!, rating, target: Math.max(0.5, close[k]! * Math.exp(expected)) });
      k += ra.int(60, 200);
    }
  }

  // Insiders buy after falls more often than after rises; most of their trades are sales.
  const insiders: SimulatedCompany["insiders"] = [];
  const ri = rng.fork("insiders");
  const people = Array.from({ length: ri.int(3, 6) }, (_, j) => ({ name: `Insider ${spec.ticker}-${j + 1}`, role: ROLES[j % ROLES.length]! }));
  for (let k = 20; k < n; k += ri.int(40, 140)) {
    const past = close[Math.max(0, k - 63)]!;
    const fell = close[k]! < past * 0.85;
    const buy = ri.chance(fell ? 0.55 : 0.2);
    const who = ri.pick(people);
    const size = Math.round(ri.logNormal(Math.log(8000), 1));
    insiders.push({ date: days[first + k]!, insider: who.name, role: who.role, shares: buy ? size : -size, price: close[k]! });
  }

  const lastQuarter = quarters[quarters.length - 1];
  return {
    spec,
    first,
    last,
    open,
    high,
    low,
    close,
    adjClose,
    volume,
    dividends,
    splits,
    fundamentals,
    earnings,
    estimates,
    ratings,
    insiders,
    // The last filing's count already includes the splits before it; add those since.
    sharesOutstanding: Math.round(lastQuarter ? lastQuarter.shares * splits.filter((sp) => sp.exDate > lastQuarter.report).reduce((f, sp) => f * sp.ratio, 1) : startShares * splitFactor),
    paysDividends: (lastQuarter?.dps ?? 0) > 0,
    delistedOn: spec.delisting && spec.delisting.on <= asOf ? spec.delisting.on : null,
    delistingReason: spec.delisting && spec.delisting.on <= asOf ? spec.delisting.reason : null,
  };
}
