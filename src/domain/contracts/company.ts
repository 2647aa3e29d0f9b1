import { z } from "zod";
import { RATINGS } from "./analyst-rating-scale";
import { CATEGORIES, SCORED_CATEGORIES } from "../checks/types";
import { companyRatingSchema } from "./rating";

// What the company pages (/stocks/us/{exchange}/{ticker} and its four subpages) receive from
// the server. Every figure here is already computed by the research pipeline (or read as
// stored); the server removes what the session may not see before it builds these objects.
// Money in dollars, ratios and rates as fractions (0.25 = 25%), dates as YYYY-MM-DD.

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const money = z.number();

export const companyLinksSchema = z.object({
  overview: z.string(),
  forecast: z.string(),
  earnings: z.string(),
  dividends: z.string(),
  ownership: z.string(),
});

export const quoteSchema = z.object({
  date,
  price: money,
  previousClose: money.nullable(),
  change: money.nullable(),
  /** Fraction: 0.012 = +1.2%. */
  changePercent: z.number().nullable(),
});

/** Shown at the top of every company page. */
export const companyHeaderSchema = z
  .object({
    id: z.number(),
    exchange: z.string(),
    ticker: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    country: z.string(),
    sector: z.object({ name: z.string(), url: z.string() }).nullable(),
    industry: z.object({ name: z.string(), url: z.string() }).nullable(),
    delisted: z.object({ on: date, reason: z.string().nullable() }).nullable(),
    quote: quoteSchema.nullable(),
    links: companyLinksSchema,
    /** "demo" labels the figures as simulated. */
    source: z.enum(["demo", "import"]),
    /** False when no price and no statement is held for the company; the pages say so. Absent: held. */
    marketData: z.boolean().optional(),
  })
  .meta({ id: "CompanyHeader" });

export const keyStatisticsSchema = z.object({
  marketCap: money.nullable(),
  sharesOutstanding: z.number().nullable(),
  priceEarningsRatio: z.number().nullable(),
  priceToBook: z.number().nullable(),
  priceEarningsToGrowth: z.number().nullable(),
  earningsPerShare: money.nullable(),
  revenue: money.nullable(),
  netMargin: z.number().nullable(),
  returnOnEquity: z.number().nullable(),
  debtToEquity: z.number().nullable(),
  dividendYield: z.number().nullable(),
  /** False when the data holds no dividend record for the company, so the yield is unknown (decision 033). */
  dividendsKnown: z.boolean().optional(),
  /** One year of daily returns against the market's, or null with under 6 months of prices. */
  beta: z.number().nullable(),
  high52Week: money.nullable(),
  low52Week: money.nullable(),
  volume: z.number().nullable(),
  averageVolume: z.number().nullable(),
  nextEarningsDate: date.nullable(),
});

export const checkResultSchema = z.object({
  type: z.string(),
  passed: z.boolean().nullable(),
  status: z.enum(["unavailable", "passed", "failed", "locked", "unknown"]),
  category: z.enum(CATEGORIES),
  content: z.string(),
});

export const dimensionScoreSchema = z.object({
  category: z.enum(SCORED_CATEGORIES),
  /** 0 to 100. */
  score: z.number(),
  checks: z.number(),
  passed: z.number(),
  /** How many of the dimension's checks had data (the rest count as not passed); 0: "no data". */
  withData: z.number(),
  band: z.enum(["weak", "average", "strong"]),
  colour: z.enum(["green", "yellow", "red"]),
});

export const dueDiligenceSchema = z.object({
  /** True when the session may not see check verdicts (lockCompanies and not force-unlocked). */
  locked: z.boolean(),
  overall: z.object({
    score: z.number(),
    band: z.enum(["weak", "average", "strong"]),
    colour: z.enum(["green", "yellow", "red"]),
    /** 38, or 33 without the dividend dimension. */
    checks: z.number(),
    passed: z.number(),
    /** How many of those checks had data; the others were unavailable and count as not passed. */
    withData: z.number(),
  }),
  dimensions: z.array(dimensionScoreSchema),
  /** Visible checks in the spec's order; locked ones carry a five-word preview. */
  checks: z.array(checkResultSchema),
});

export const fairValueSchema = z.object({
  price: money,
  /** Discounted cash flow value per share; null with fairValueReason saying why. */
  fairValue: money.nullable(),
  /** Why there is no fair value (null when there is one). */
  fairValueReason: z.string().nullable(),
  /** Fraction the price sits below (positive) or above (negative) the fair value. */
  discount: z.number().nullable(),
  grahamValue: money.nullable(),
  /** Why there is no Graham value (null when there is one). */
  grahamReason: z.string().nullable(),
  /** Inputs worth showing beside the figure, as the models used them. */
  discountRate: z.number().nullable(),
  shortTermGrowth: z.number().nullable(),
  /** Where the growth came from: the analysts' forecast, or the filings' EPS or revenue record. */
  growthSource: z.enum(["forecast", "earnings-history", "revenue-history"]).nullable(),
  /** Years of the record the growth spans (3 to 5); null for a forecast or no growth. */
  growthYears: z.number().nullable(),
  terminalGrowth: z.number().nullable(),
  bondRate: z.number().nullable(),
  /** The AA corporate rate of the Graham formula, and whether it is the AA series or the
   *  10-year Treasury plus the usual spread (data without an AA series). */
  aaBondRate: z.number().nullable(),
  aaBondSource: z.enum(["aa-series", "treasury-plus-spread"]).nullable(),
});

export const companyOverviewSchema = z
  .object({
    header: companyHeaderSchema,
    statistics: keyStatisticsSchema,
    dueDiligence: dueDiligenceSchema.nullable(),
    fairValue: fairValueSchema.nullable(),
    /** The Zen Rating card; its values are removed on the server without Premium. */
    rating: companyRatingSchema,
    /** When the research figures were computed from the data (as-of date of the market). */
    asOf: date.nullable(),
  })
  .meta({ id: "CompanyOverview" });

export { RATINGS };

export const consensusSchema = z.object({
  /** Latest rating of each analyst who rated the stock in the last 12 months. */
  counts: z.object({
    strong_buy: z.number(),
    buy: z.number(),
    hold: z.number(),
    sell: z.number(),
    strong_sell: z.number(),
  }),
  analysts: z.number(),
  /** 1 (strong sell) to 5 (strong buy): the average of those ratings. */
  score: z.number(),
  rating: z.enum(RATINGS),
});

export const priceTargetSchema = z.object({
  low: money,
  average: money,
  high: money,
  /** Fraction from the price to the average target. */
  upside: z.number(),
  count: z.number(),
});

export const estimateRowSchema = z.object({
  fiscalYear: z.number(),
  asOf: date,
  eps: money.nullable(),
  revenue: money.nullable(),
  epsGrowth: z.number().nullable(),
  revenueGrowth: z.number().nullable(),
  returnOnEquity: z.number().nullable(),
  returnOnAssets: z.number().nullable(),
});

export const analystRatingRowSchema = z.object({
  date,
  /**
   * Who made the call; null without Premium for a current call (of the 12 months before the
   * ranking's date), whose analyst would tell the top analysts' Premium figures.
   */
  analyst: z.string().nullable(),
  firm: z.string().nullable(),
  rating: z.enum(RATINGS),
  priceTarget: money.nullable(),
});

/**
 * The top analysts' view of a company (premiumLockable, spec 3): their consensus, how
 * many they are and their average target's upside. Without Premium (`lockAnalyst`) the server
 * sends only `{ locked: true }`, the same for every company, so not even whether the company has
 * top analysts can be told. `view` is null when no top analyst rates the company now.
 */
export const topAnalystsSchema = z.discriminatedUnion("locked", [
  z.object({ locked: z.literal(true) }),
  z.object({
    locked: z.literal(false),
    view: z
      .object({
        analysts: z.number(),
        rating: z.enum(RATINGS),
        /** 1 (strong sell) to 5 (strong buy). */
        score: z.number(),
        /** The mean of their current price targets. */
        priceTarget: money.nullable(),
        /** From the price to that mean target. */
        upside: z.number().nullable(),
        asOf: date,
      })
      .nullable(),
  }),
]);

export const companyForecastSchema = z
  .object({
    header: companyHeaderSchema,
    consensus: consensusSchema.nullable(),
    topAnalysts: topAnalystsSchema,
    priceTarget: priceTargetSchema.nullable(),
    estimates: z.array(estimateRowSchema),
    recentRatings: z.array(analystRatingRowSchema),
  })
  .meta({ id: "CompanyForecast" });

export const quarterRowSchema = z.object({
  fiscalYear: z.number(),
  fiscalQuarter: z.number(),
  periodEnd: date,
  reported: date,
  eps: money.nullable(),
  revenue: money.nullable(),
  netIncome: money.nullable(),
});

export const annualEarningsRowSchema = z.object({
  fiscalYear: z.number(),
  reported: date,
  eps: money.nullable(),
  revenue: money.nullable(),
  netIncome: money.nullable(),
  epsGrowth: z.number().nullable(),
  revenueGrowth: z.number().nullable(),
});

/** A fiscal year's EPS against the last estimate made before its report. */
export const surpriseRowSchema = z.object({
  fiscalYear: z.number(),
  estimateAsOf: date,
  estimate: money,
  actual: money,
  /** (actual - estimate) / |estimate|. */
  surprise: z.number(),
});

export const companyEarningsSchema = z
  .object({
    header: companyHeaderSchema,
    nextEarnings: z.object({ date, fiscalYear: z.number(), fiscalQuarter: z.number() }).nullable(),
    quarters: z.array(quarterRowSchema),
    annual: z.array(annualEarningsRowSchema),
    surprises: z.array(surpriseRowSchema),
  })
  .meta({ id: "CompanyEarnings" });

/**
 * payDate: null when the source does not say when it is paid. datedByFiling: a dividend declared
 * in a filing, which gives no ex-date: dated the day the filing was filed (decision 070).
 */
export const dividendRowSchema = z.object({
  exDate: date,
  payDate: date.nullable(),
  amount: money,
  datedByFiling: z.boolean(),
});

export const companyDividendsSchema = z
  .object({
    header: companyHeaderSchema,
    /** Paid a dividend in the last 12 months. */
    paying: z.boolean(),
    /** False when the data holds no dividend record for the company: figures unknown, not 0 (decision 033). */
    dividendsKnown: z.boolean(),
    trailingAnnualDividend: money.nullable(),
    dividendYield: z.number().nullable(),
    /** The latest payment times the payments a year (read from the ex-dates' spacing). */
    forwardAnnualDividend: money.nullable(),
    forwardDividendYield: z.number().nullable(),
    paymentsPerYear: z.number().nullable(),
    payoutRatio: z.number().nullable(),
    /** Compound annual growth of the annual dividend over up to 5 years. */
    growth5Year: z.number().nullable(),
    /** Consecutive calendar years with a dividend, up to the last complete year. */
    yearsPaid: z.number(),
    annual: z.array(z.object({ year: z.number(), total: money })),
    history: z.array(dividendRowSchema),
  })
  .meta({ id: "CompanyDividends" });

export const insiderRowSchema = z.object({
  date,
  insider: z.string(),
  role: z.string(),
  /** Positive bought, negative sold. */
  shares: z.number(),
  price: money,
  value: money,
});

export const companyOwnershipSchema = z
  .object({
    header: companyHeaderSchema,
    /** Over the last 12 months. */
    net: z.object({
      sharesBought: z.number(),
      sharesSold: z.number(),
      netShares: z.number(),
      netValue: money,
      direction: z.enum(["buying", "selling", "none"]),
      transactions: z.number(),
    }),
    transactions: z.array(insiderRowSchema),
  })
  .meta({ id: "CompanyOwnership" });

/** Daily prices for the chart: columns, oldest first; adjusted for splits and dividends. */
export const priceSeriesSchema = z
  .object({
    companyId: z.number(),
    dates: z.array(date),
    close: z.array(z.number()),
    adjClose: z.array(z.number()),
    volume: z.array(z.number()),
  })
  .meta({ id: "PriceSeries" });

export type CompanyHeader = z.infer<typeof companyHeaderSchema>;
export type KeyStatistics = z.infer<typeof keyStatisticsSchema>;

/** The key statistics of a company the data holds nothing for yet. */
export const NO_KEY_STATISTICS: KeyStatistics = {
  marketCap: null,
  sharesOutstanding: null,
  priceEarningsRatio: null,
  priceToBook: null,
  priceEarningsToGrowth: null,
  earningsPerShare: null,
  revenue: null,
  netMargin: null,
  returnOnEquity: null,
  debtToEquity: null,
  dividendYield: null,
  beta: null,
  high52Week: null,
  low52Week: null,
  volume: null,
  averageVolume: null,
  nextEarningsDate: null,
};
export type DueDiligence = z.infer<typeof dueDiligenceSchema>;
export type FairValueView = z.infer<typeof fairValueSchema>;
export type CompanyOverview = z.infer<typeof companyOverviewSchema>;
export type CompanyForecast = z.infer<typeof companyForecastSchema>;
export type TopAnalysts = z.infer<typeof topAnalystsSchema>;
export type CompanyEarnings = z.infer<typeof companyEarningsSchema>;
export type CompanyDividends = z.infer<typeof companyDividendsSchema>;
export type CompanyOwnership = z.infer<typeof companyOwnershipSchema>;
export type PriceSeries = z.infer<typeof priceSeriesSchema>;
export type AnalystRatingValue = (typeof RATINGS)[number];

export type CompanyPageKind = "overview" | "forecast" | "earnings" | "dividends" | "ownership";

/**
 * How the page loaders reach the server (React Router load context). Each answers null when no
 * listed or delisted company has that exchange and ticker; the loader then renders the 404.
 */
export interface CompanyPagesReader {
  overview(exchange: string, ticker: string): Promise<CompanyOverview | null>;
  forecast(exchange: string, ticker: string): Promise<CompanyForecast | null>;
  earnings(exchange: string, ticker: string): Promise<CompanyEarnings | null>;
  dividends(exchange: string, ticker: string): Promise<CompanyDividends | null>;
  ownership(exchange: string, ticker: string): Promise<CompanyOwnership | null>;
}
