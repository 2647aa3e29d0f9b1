import type { FactSpec } from "../../src/domain/xbrl/test-facts";
import type { StandInCompany } from "./market-sources";

// Small invented companies in the shapes the SEC and Stooq serve real ones: a 10-Q for each of
// the first three quarters (three-month income figures with last year's as comparatives,
// year-to-date cash flows, balances), a 10-K a year (three years of income, two of balances),
// and weekday prices. Figures follow from a few parameters, so tests can name what to expect.

export interface CompanyShape {
  cik: number;
  ticker: string;
  name: string;
  exchange?: string;
  sic: string;
  /** 2021's revenue; it grows by `growth` a year. */
  revenue: number;
  growth?: number;
  margin?: number;
  shares?: number;
  price?: number;
  /** The concept the company reports revenue under. */
  revenueConcept?: string;
  /** Its 2023 10-K reports 2022's revenue this many times what its 2022 10-K said (a restatement). */
  restate2022?: number;
  firstYear?: number;
  lastYear?: number;
  /** The dividend it declares each quarter, per share (CommonStockDividendsPerShareDeclared); none when unset. */
  quarterlyDividend?: number;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
};
const QUARTERS = [
  ["01-01", "03-31"],
  ["04-01", "06-30"],
  ["07-01", "09-30"],
  ["10-01", "12-31"],
] as const;

export function tenKFiled(year: number): string {
  return `${year + 1}-02-20`;
}
export function tenQFiled(year: number, quarter: 1 | 2 | 3): string {
  return addDays(`${year}-${QUARTERS[quarter - 1]![1]}`, 40);
}

export function standInCompany(shape: CompanyShape): StandInCompany {
  const growth = shape.growth ?? 0.1;
  const margin = shape.margin ?? 0.12;
  const shares = shape.shares ?? 1e8;
  const first = shape.firstYear ?? 2021;
  const last = shape.lastYear ?? 2023;
  const revenueConcept = shape.revenueConcept ?? "RevenueFromContractWithCustomerExcludingAssessedTax";
  const quarterRevenue = (y: number, q: number) =>
    Math.round((shape.revenue / 4) * (1 + growth) ** (y - first) * (1 + 0.02 * q));
  const yearRevenue = (y: number) => [1, 2, 3, 4].reduce((s, q) => s + quarterRevenue(y, q), 0);
  const income = (revenue: number) => Math.round(revenue * margin);
  const ocf = (y: number, q: number) => Math.round(income(quarterRevenue(y, q)) * 1.3);
  const capex = (y: number, q: number) => Math.round(quarterRevenue(y, q) * 0.04);
  const balance = (end: string, filed: string, form: string, scale: number): FactSpec[] => [
    { concept: "Assets", end, val: Math.round(scale * 2), filed, form },
    { concept: "AssetsCurrent", end, val: Math.round(scale * 0.8), filed, form },
    { concept: "Liabilities", end, val: Math.round(scale * 1.1), filed, form },
    { concept: "LiabilitiesCurrent", end, val: Math.round(scale * 0.5), filed, form },
    { concept: "StockholdersEquity", end, val: Math.round(scale * 0.9), filed, form },
    { concept: "CashAndCashEquivalentsAtCarryingValue", end, val: Math.round(scale * 0.2), filed, form },
    { concept: "LongTermDebtNoncurrent", end, val: Math.round(scale * 0.4), filed, form },
  ];
  const incomeFacts = (start: string, end: string, revenue: number, filed: string, form: string): FactSpec[] => [
    { concept: revenueConcept, start, end, val: revenue, filed, form },
    { concept: "NetIncomeLoss", start, end, val: income(revenue), filed, form },
    {
      concept: "EarningsPerShareDiluted",
      start,
      end,
      val: Math.round((income(revenue) / shares) * 100) / 100,
      filed,
      form,
    },
    { concept: "WeightedAverageNumberOfDilutedSharesOutstanding", start, end, val: shares, filed, form },
    { concept: "OperatingIncomeLoss", start, end, val: Math.round(revenue * margin * 1.3), filed, form },
    ...(shape.quarterlyDividend
      ? [
          {
            concept: "CommonStockDividendsPerShareDeclared",
            start,
            end,
            // A year declares four quarters' dividends.
            val: form === "10-K" ? shape.quarterlyDividend * 4 : shape.quarterlyDividend,
            filed,
            form,
          },
        ]
      : []),
  ];

  const facts: FactSpec[] = [];
  const filings: StandInCompany["filings"] = [];
  for (let y = first; y <= last + 1; y++) {
    for (const q of [1, 2, 3] as const) {
      if (y === last + 1 && q > 1) break;
      const filed = tenQFiled(y, q);
      const [from, to] = QUARTERS[q - 1]!;
      filings.push({ form: "10-Q", filingDate: filed });
      facts.push(...incomeFacts(`${y}-${from}`, `${y}-${to}`, quarterRevenue(y, q), filed, "10-Q"));
      if (y > first)
        facts.push(...incomeFacts(`${y - 1}-${from}`, `${y - 1}-${to}`, quarterRevenue(y - 1, q), filed, "10-Q"));
      const ytd = [1, 2, 3].slice(0, q);
      facts.push(
        {
          concept: "NetCashProvidedByUsedInOperatingActivities",
          start: `${y}-01-01`,
          end: `${y}-${to}`,
          val: ytd.reduce((s, k) => s + ocf(y, k), 0),
          filed,
          form: "10-Q",
        },
        {
          concept: "PaymentsToAcquirePropertyPlantAndEquipment",
          start: `${y}-01-01`,
          end: `${y}-${to}`,
          val: ytd.reduce((s, k) => s + capex(y, k), 0),
          filed,
          form: "10-Q",
        },
        ...balance(`${y}-${to}`, filed, "10-Q", yearRevenue(y)),
      );
    }
    if (y > last) break;
    const filed = tenKFiled(y);
    filings.push({ form: "10-K", filingDate: filed }, { form: "8-K", filingDate: addDays(filed, -20) });
    for (const year of [y, y - 1, y - 2].filter((v) => v >= first)) {
      const reported =
        year === 2022 && y === 2023 && shape.restate2022
          ? Math.round(yearRevenue(year) * shape.restate2022)
          : yearRevenue(year);
      facts.push(...incomeFacts(`${year}-01-01`, `${year}-12-31`, reported, filed, "10-K"));
      facts.push(
        {
          concept: "NetCashProvidedByUsedInOperatingActivities",
          start: `${year}-01-01`,
          end: `${year}-12-31`,
          val: [1, 2, 3, 4].reduce((s, k) => s + ocf(year, k), 0),
          filed,
          form: "10-K",
        },
        {
          concept: "PaymentsToAcquirePropertyPlantAndEquipment",
          start: `${year}-01-01`,
          end: `${year}-12-31`,
          val: [1, 2, 3, 4].reduce((s, k) => s + capex(year, k), 0),
          filed,
          form: "10-K",
        },
      );
    }
    for (const year of [y, y - 1].filter((v) => v >= first))
      facts.push(...balance(`${year}-12-31`, filed, "10-K", yearRevenue(year)));
  }

  // Weekday prices: a walk that drifts with the company's growth, the same every run.
  let seed = shape.cik;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const prices: StandInCompany["prices"] = [];
  let close = shape.price ?? 50;
  for (let d = new Date(`${first}-01-04T00:00:00Z`); iso(d) <= `${last + 1}-06-28`; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    const open = close;
    close = Math.round(open * (1 + growth / 252 + (random() - 0.5) * 0.03) * 100) / 100;
    const high = Math.max(open, close) * 1.005;
    const low = Math.min(open, close) * 0.995;
    prices.push([
      iso(d),
      open,
      Math.round(high * 100) / 100,
      Math.round(low * 100) / 100,
      close,
      Math.round(1e6 * (1 + random())),
    ]);
  }
  return {
    cik: shape.cik,
    name: shape.name,
    ticker: shape.ticker,
    exchange: shape.exchange ?? "NYSE",
    sic: shape.sic,
    filings,
    facts,
    prices,
  };
}

/** FRED's daily 10-year and 3-month yields over the same days, "." on a holiday. */
export function standInRates(first = 2021, last = 2024): Record<string, [string, string][]> {
  const days: string[] = [];
  for (let d = new Date(`${first}-01-04T00:00:00Z`); iso(d) <= `${last}-06-28`; d.setUTCDate(d.getUTCDate() + 1))
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(iso(d));
  return {
    DGS10: days.map((d, i) => [d, d.endsWith("-07-04") ? "." : (3 + Math.sin(i / 50)).toFixed(2)]),
    DGS3MO: days.map((d, i) => [d, d.endsWith("-07-04") ? "." : (2 + Math.sin(i / 70)).toFixed(2)]),
  };
}

/**
 * Three companies of three industries: ALFA (Nasdaq, SIC 3571, revenue under the post-2018
 * concept), BETA (NYSE, 7372, `Revenues`, its 2022 revenue restated to 95 % in the 2023 10-K)
 * and GAMA (NYSE, 6022, declaring a dividend of $0.30 a quarter), with CIKs 1001 to 1003.
 */
export function standInUniverse(lastYear = 2023): StandInCompany[] {
  return [
    standInCompany({
      cik: 1001,
      ticker: "ALFA",
      name: "Alfa Computers Inc.",
      exchange: "Nasdaq",
      sic: "3571",
      revenue: 4e9,
      price: 120,
      lastYear,
    }),
    standInCompany({
      cik: 1002,
      ticker: "BETA",
      name: "Beta Software Corp",
      sic: "7372",
      revenue: 2e9,
      revenueConcept: "Revenues",
      restate2022: 0.95,
      price: 80,
      lastYear,
    }),
    standInCompany({
      cik: 1003,
      ticker: "GAMA",
      name: "Gamma Bancorp",
      sic: "6022",
      revenue: 1e9,
      price: 40,
      growth: 0.04,
      quarterlyDividend: 0.3,
      lastYear,
    }),
  ];
}
