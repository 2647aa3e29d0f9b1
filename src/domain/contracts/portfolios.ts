import { z } from "zod";
import { PRESET_IDS } from "../portfolios/broker-csv";
import { PORTFOLIO_LIMITS } from "../portfolios/limits";
import { TRANSACTION_KINDS } from "../portfolios/ledger";
import { PERFORMANCE_PERIODS } from "../portfolios/returns";

// Portfolios (decision 061): the bodies the browser sends and the answers it reads, written once
// for the server's routes and the web client.

export { PORTFOLIO_LIMITS } from "../portfolios/limits";

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const companyId = z.number().int().positive().max(2_147_483_647);
const name = z.string().trim().min(1).max(PORTFOLIO_LIMITS.nameLength);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date is written YYYY-MM-DD.");
const money = z.number().finite().nonnegative().max(1e12);

export const portfolioSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    transactions: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: "Portfolio" });
export type Portfolio = z.infer<typeof portfolioSchema>;

export const portfoliosAnswerSchema = z.object({ portfolios: z.array(portfolioSchema) });
export const portfolioAnswerSchema = z.object({ portfolio: portfolioSchema });
export const portfolioBodySchema = z.object({ portfolio: z.object({ name }) });

/** A transaction as written by hand: what each kind needs is checked by the service. */
export const transactionBodySchema = z.object({
  transaction: z.object({
    date: isoDate,
    kind: z.enum(TRANSACTION_KINDS),
    company_id: companyId.nullable().optional(),
    /** The company by its ticker, when its id is not at hand (a form). */
    ticker: z.string().trim().min(1).max(20).optional(),
    shares: z.number().finite().positive().max(1e12).nullable().optional(),
    price: z.number().finite().positive().max(1e9).nullable().optional(),
    amount: money.nullable().optional(),
    fee: money.optional(),
  }),
});
export type TransactionBody = z.infer<typeof transactionBodySchema>["transaction"];

export const transactionSchema = z
  .object({
    id: z.number(),
    date: z.string(),
    kind: z.enum(TRANSACTION_KINDS),
    companyId: z.number().nullable(),
    ticker: z.string().nullable(),
    companyName: z.string().nullable(),
    shares: z.number().nullable(),
    price: z.number().nullable(),
    amount: z.number(),
    fee: z.number(),
    imported: z.boolean(),
  })
  .meta({ id: "PortfolioTransaction" });
export type PortfolioTransaction = z.infer<typeof transactionSchema>;
export const transactionAnswerSchema = z.object({ transaction: transactionSchema });

export const holdingSchema = z.object({
  companyId: z.number(),
  ticker: z.string(),
  name: z.string(),
  url: z.string(),
  shares: z.number(),
  /** Average cost per share. */
  averageCost: z.number().nullable(),
  cost: z.number(),
  price: z.number().nullable(),
  value: z.number(),
  unrealised: z.number().nullable(),
  unrealisedPercent: z.number().nullable(),
  realised: z.number(),
  dividends: z.number(),
  /** Share of the holdings' value. */
  weight: z.number(),
  /** Forward annual income over cost. */
  yieldOnCost: z.number().nullable(),
  sector: z.string().nullable(),
  /** Zen Rating grade; null when unrated or locked. */
  grade: z.string().nullable(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const incomeEventSchema = z.object({
  date: z.string(),
  companyId: z.number(),
  ticker: z.string(),
  amount: z.number(),
  status: z.enum(["received", "declared", "projected"]),
  perShare: z.number().nullable(),
});
export type IncomeEventView = z.infer<typeof incomeEventSchema>;

export const allocationSliceSchema = z.object({ label: z.string(), value: z.number(), weight: z.number() });
export type AllocationSlice = z.infer<typeof allocationSliceSchema>;

/** A portfolio's digest: the watchlists' frequencies, off until the member turns it on. */
export const portfolioDigestSchema = z.object({
  subscribed: z.boolean(),
  frequency: z.enum(["daily", "weekly", "monthly"]),
});
export type PortfolioDigest = z.infer<typeof portfolioDigestSchema>;
export const portfolioDigestBodySchema = z.object({ digest: portfolioDigestSchema });
export const portfolioDigestAnswerSchema = z.object({ digest: portfolioDigestSchema });

export const portfolioReportSchema = z
  .object({
    portfolio: portfolioSchema,
    /** Whether the member gets the portfolio's digest, and how often. */
    digest: portfolioDigestSchema,
    /** The screener over the portfolio (u=portfolio:{id}, the companies held when it runs); null when none is held. */
    screenerUrl: z.string().nullable(),
    /** The market date figures are valued at, and whether the market is simulated. */
    asOf: z.string().nullable(),
    dataSource: z.enum(["demo", "import"]).nullable(),
    totals: z.object({
      value: z.number(),
      holdingsValue: z.number(),
      cash: z.number(),
      cost: z.number(),
      unrealised: z.number(),
      realised: z.number(),
      dividends: z.number(),
      fees: z.number(),
      netDeposits: z.number(),
    }),
    holdings: z.array(holdingSchema),
    closed: z.array(holdingSchema),
    income: z.object({
      year: z.string(),
      yearTotal: z.number(),
      forwardAnnual: z.number(),
      yieldOnCost: z.number().nullable(),
      months: z.array(
        z.object({ month: z.string(), received: z.number(), declared: z.number(), projected: z.number() }),
      ),
      events: z.array(incomeEventSchema),
    }),
    performance: z.object({
      periods: z.array(
        z.object({
          period: z.enum(PERFORMANCE_PERIODS),
          timeWeighted: z.number().nullable(),
          moneyWeighted: z.number().nullable(),
          market: z.number().nullable(),
        }),
      ),
      /** Month-end points (and the last day): portfolio and market, both 100 at the start. */
      series: z.array(z.object({ date: z.string(), portfolio: z.number(), market: z.number().nullable() })),
      marketName: z.string(),
    }),
    allocation: z.object({
      sectors: z.array(allocationSliceSchema),
      /** Null without Premium: grades are Premium everywhere. */
      grades: z.array(allocationSliceSchema).nullable(),
    }),
    transactions: z.array(transactionSchema),
    imports: z.array(
      z.object({
        id: z.number(),
        fileName: z.string(),
        layout: z.string(),
        added: z.number(),
        already: z.number(),
        importedAt: z.string(),
        unknown: z.array(z.object({ ticker: z.string(), lines: z.array(z.number()) })),
      }),
    ),
  })
  .meta({ id: "PortfolioReport" });
export type PortfolioReport = z.infer<typeof portfolioReportSchema>;

export const columnMappingSchema = z.object({
  date: z.string().min(1).max(200),
  action: z.string().min(1).max(200),
  symbol: z.string().min(1).max(200),
  quantity: z.string().min(1).max(200),
  price: z.string().min(1).max(200),
  fees: z.array(z.string().min(1).max(200)).max(5),
  amount: z.string().min(1).max(200),
});

export const importBodySchema = z.object({
  file_name: z.string().trim().min(1).max(255),
  csv: z.string().min(1).max(PORTFOLIO_LIMITS.fileLength),
  /** A broker's preset; found from the header when neither it nor a mapping is sent. */
  preset: z.enum(PRESET_IDS).optional(),
  /** Columns chosen for a file of another layout; remembered for that layout. */
  mapping: columnMappingSchema.optional(),
});
export type ImportBody = z.infer<typeof importBodySchema>;

export const importPreviewSchema = z
  .object({
    fileName: z.string(),
    layout: z.string(),
    layoutName: z.string(),
    header: z.array(z.string()),
    rows: z.array(
      z.object({
        line: z.number(),
        date: z.string(),
        kind: z.enum(TRANSACTION_KINDS),
        ticker: z.string().nullable(),
        companyId: z.number().nullable(),
        shares: z.number().nullable(),
        price: z.number().nullable(),
        amount: z.number(),
        fee: z.number(),
        status: z.enum(["new", "already", "unknown"]),
      }),
    ),
    skipped: z.array(z.object({ line: z.number(), action: z.string() })),
    unknown: z.array(z.object({ ticker: z.string(), lines: z.array(z.number()) })),
    added: z.number(),
    already: z.number(),
  })
  .meta({ id: "PortfolioImportPreview" });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The import's answer: the preview's figures, written. */
export const importAnswerSchema = z.object({ import: importPreviewSchema });

export { PRESET_NAMES } from "../portfolios/limits";

export type PortfolioPagesReader = (id: number) => Promise<PortfolioReport | undefined>;
export type PortfolioListReader = () => Promise<Portfolio[] | null>;
export { id as portfolioIdSchema };
