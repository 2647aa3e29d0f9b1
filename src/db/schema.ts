import type { ColumnType, Generated } from "kysely";

// Table types for Kysely, written by hand next to the SQL migrations they mirror.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cio_id: string | null;
  cio_unsubscribed: Generated<boolean>;
  country_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  // Accounts (migration 0004)
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  signup_context: string | null;
  optinmonster_campaign_id: string | null;
  google_subject: string | null;
  newsletter_opt_in: Generated<boolean>;
  // Onboarding (migration 0014): null until the member finishes /users/onboarding.
  onboarded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  // Followed analysts (migration 0017): the weekly digest of their new calls.
  subscribed_to_followed_analysts: Generated<boolean>;
  // Zen Strategies' rebalance trade mails (migration 0081): on by default for subscribers.
  subscribed_to_strategy_trades: Generated<boolean>;
  // Zen Investor's alert mails (migration 0087): on by default for subscribers.
  subscribed_to_zen_investor_alerts: Generated<boolean>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  user_agent: string | null;
  ip: string | null;
}

export interface WatchlistsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  position: Generated<number>;
  subscribed: Generated<boolean>;
  subscription_frequency: ColumnType<WatchlistFrequency, WatchlistFrequency | undefined, WatchlistFrequency>;
  created_at: Timestamp;
  updated_at: Timestamp;
  // Migration 0012
  hidden: Generated<boolean>;
}

export type WatchlistFrequency = "daily" | "weekly" | "monthly";

// Migration 0012.
export interface WatchlistCompaniesTable {
  watchlist_id: number;
  company_id: number;
  position: Generated<number>;
  note: string | null;
  added_at: Timestamp;
}

export type TokenPurpose = "confirm_email" | "reset_password";

export interface UserTokensTable {
  token_hash: string;
  user_id: number;
  purpose: TokenPurpose;
  email: string | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RateLimitHitsTable {
  key: string;
  window_started_at: ColumnType<Date, Date | string, Date | string>;
  hits: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
}

export interface DB extends MarketTables {
  users: UsersTable;
  sessions: SessionsTable;
  watchlists: WatchlistsTable;
  watchlist_companies: WatchlistCompaniesTable;
  subscriptions: SubscriptionsTable;
  company_research: CompanyResearchTable;
  screener_snapshot: ScreenerSnapshotTable;
  saved_screeners: SavedScreenersTable;
  saved_screener_entries: SavedScreenerEntriesTable;
  ratings_latest: RatingsLatestTable;
  rating_history: RatingHistoryTable;
  rating_runs: RatingRunsTable;
  rating_state: RatingStateTable;
  rating_factors: RatingFactorsTable;
  user_tokens: UserTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  mail_outbox: MailOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  sign_in_throttle: SignInThrottleTable;
  known_devices: KnownDevicesTable;
  billing_customers: BillingCustomersTable;
  billing_events: BillingEventsTable;
  checkouts: CheckoutsTable;
  market_events: MarketEventsTable;
  market_event_scores: MarketEventScoresTable;
  sent_digests: SentDigestsTable;
  app_secrets: AppSecretsTable;
  analyst_call_outcomes: AnalystCallOutcomesTable;
  analyst_scores: AnalystScoresTable;
  company_top_analysts: CompanyTopAnalystsTable;
  followed_analysts: FollowedAnalystsTable;
  affiliate_clicks: AffiliateClicksTable;
  analytics_events: AnalyticsEventsTable;
  strategy_records: StrategyRecordsTable;
  zen_investor_ledger: ZenInvestorLedgerTable;
  zen_investor_record: ZenInvestorRecordTable;
  zen_investor_market_updates: ZenInvestorMarketUpdatesTable;
  screen_backtests: ScreenBacktestsTable;
  news_articles: NewsArticlesTable;
  news_article_companies: NewsArticleCompaniesTable;
  portfolios: PortfoliosTable;
  portfolio_transactions: PortfolioTransactionsTable;
  portfolio_imports: PortfolioImportsTable;
  portfolio_import_layouts: PortfolioImportLayoutsTable;
  company_notes: CompanyNotesTable;
  sent_portfolio_digests: SentPortfolioDigestsTable;
}

// Migration 0065: the news (generated from the market data, or imported from feeds).
export interface NewsArticlesTable {
  id: Generated<number>;
  kind: "earnings" | "dividend" | "rating_migration" | "analyst_action" | "notable_move" | "market_wrap" | "imported";
  key: string;
  date: DateOnly;
  published_at: ColumnType<Date, Date | string, Date | string>;
  headline: string;
  summary: string;
  /** jsonb array of paragraphs, written as JSON text. */
  body: ColumnType<string[], string, string>;
  premium_headline: string | null;
  premium_summary: string | null;
  premium_body: ColumnType<string[] | null, string | null, string | null>;
  premium_only: Generated<boolean>;
  author: string;
  source: "demo" | "import" | "feed";
  link: string | null;
}

export interface NewsArticleCompaniesTable {
  article_id: number;
  company_id: number;
  position: number;
}

// Migration 0060: each house strategy's record, rewritten whole by the strategy-records job.
export interface StrategyRecordsTable {
  strategy_id: string;
  as_of: DateOnly;
  launched_on: DateOnly;
  /** jsonb, written as JSON text: src/domain/strategies/figures.ts. */
  figures: ColumnType<unknown, string, string>;
  curve: ColumnType<unknown, string, string>;
  rebalances: ColumnType<unknown, string, string>;
  computed_at: Generated<Date>;
}

// Migration 0084: Zen Investor's public record and monthly market updates (decision 063).
export interface ZenInvestorRecordTable {
  id: Generated<number>;
  as_of: DateOnly;
  launched_on: DateOnly;
  /** jsonb, written as JSON text: src/domain/zen-investor/record.ts. */
  figures: ColumnType<unknown, string, string>;
  curve: ColumnType<unknown, string, string>;
  positions: ColumnType<unknown, string, string>;
  computed_at: Generated<Date>;
}

export interface ZenInvestorMarketUpdatesTable {
  id: string;
  /** jsonb, written as JSON text: src/domain/zen-investor/market-update.ts. */
  body: ColumnType<unknown, string, string>;
  computed_at: Generated<Date>;
}

// Migration 0083: Zen Investor's hash-chained record (decision 062), appended, never rewritten.
export interface ZenInvestorLedgerTable {
  seq: number;
  phase: "backtest" | "live";
  kind: "alert" | "fill";
  entry_date: DateOnly;
  side: "buy" | "sell";
  company_id: number;
  /** jsonb, written as JSON text: src/domain/zen-investor/ledger.ts. */
  body: ColumnType<unknown, string, string>;
  prev_hash: string;
  hash: string;
  written_at: Generated<Date>;
}

// Migration 0080: the latest backtest of each saved screen (decision 056).
export interface ScreenBacktestsTable {
  id: Generated<number>;
  saved_screener_id: number;
  user_id: number;
  /** jsonb { holdings, weighting, rebalance }, written as JSON text. */
  params: ColumnType<unknown, string, string>;
  filters: string;
  sort_column: string | null;
  sort_direction: "asc" | "desc" | null;
  status: "queued" | "running" | "done" | "failed";
  progress: Generated<number>;
  error_code: string | null;
  as_of: NullableDateOnly;
  /** jsonb { figures, curve, rebalances }: src/domain/strategies/screen-backtest.ts. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
  queued_at: Generated<Date>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

// Migration 0053: affiliate clicks and first-party analytics events.
export interface AffiliateClicksTable {
  id: Generated<number>;
  clicked_at: Generated<Date>;
  slug: string;
  referring_page: string | null;
  user_id: number | null;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  received_at: Generated<Date>;
  kind: string;
  /** jsonb, written as JSON text. */
  payload: ColumnType<unknown, string, string>;
  user_id: number | null;
}

// Migration 0016: the analyst ranking (decision 026). Written whole by the
// analyst-ranking pipeline step at market_meta 'analyst_ranking_as_of'; returns are fractions.
type DateOnly = ColumnType<Date, Date | string, Date | string>;
type NullableDateOnly = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One row per analyst rating issued by the ranking date; an outcome is null until its horizon ended. */
export interface AnalystCallOutcomesTable {
  /** analyst_ratings.id */
  rating_id: number;
  analyst_id: number;
  company_id: number;
  /** The company's sector (the call's sector). */
  sector_id: number | null;
  rated_on: DateOnly;
  rating: AnalystRating;
  /** +1 buy / strong buy, -1 sell / strong sell, 0 hold. */
  direction: -1 | 0 | 1;
  price_target: number | null;
  /** The close on the call's day (or the last before it). */
  price_at_call: number | null;
  /** The stock's total return 63 / 126 / 252 trading days after the call. */
  return_3m: number | null;
  return_6m: number | null;
  return_12m: number | null;
  /** Stock return minus the market's (equal-weighted) over the horizon. */
  excess_market_3m: number | null;
  excess_market_6m: number | null;
  excess_market_12m: number | null;
  /** Stock return minus its sector's (equal-weighted) over the horizon. */
  excess_sector_3m: number | null;
  excess_sector_6m: number | null;
  excess_sector_12m: number | null;
  /** direction * excess_sector_12m: the call's measured return (null for holds and until known). */
  call_return: number | null;
  /** call_return > 0 (null for holds and until known). */
  success: boolean | null;
  /** The close reached the target within 12 months: true once it did, false once 12 months ended without. */
  target_hit: boolean | null;
  target_hit_on: NullableDateOnly;
  /** 252 trading days after the call: when the 12-month outcome is (or will be) known. */
  outcome_known_on: NullableDateOnly;
}

/** One row per analyst with a rating by the ranking date. */
export interface AnalystScoresTable {
  analyst_id: number;
  firm_id: number;
  /** The sector of most of the analyst's ratings. */
  sector_id: number | null;
  as_of: DateOnly;
  /** Every rating by the ranking date (holds and pending ones too). */
  ratings: number;
  /** Rated calls: buy/sell calls with a known 12-month outcome. */
  calls: number;
  successes: number;
  success_rate: number | null;
  /** Mean call_return (sector-relative, signed, 12 months). */
  avg_return: number | null;
  /** Mean signed 12-month return against the market. */
  avg_return_market: number | null;
  target_calls: number;
  target_hits: number;
  target_hit_rate: number | null;
  /** avg_return * calls / (calls + k): the shrunk average the ranks order by. */
  score: number;
  /** 1 = best, among analysts with at least the minimum of calls; null when unranked. */
  rank: number | null;
  rank_sector: number | null;
  rank_firm: number | null;
  ranked_count: number;
  sector_ranked_count: number | null;
  firm_ranked_count: number | null;
  /** Share of ranked analysts below (1 = best); null when unranked. */
  percentile: number | null;
  /** In the top quarter of ranked analysts. */
  is_top: boolean;
  latest_rated_on: NullableDateOnly;
}

/** One row per company with a current rating (latest per analyst, within 12 months) by a top analyst. */
export interface CompanyTopAnalystsTable {
  company_id: number;
  as_of: DateOnly;
  /** Top analysts with a current rating. */
  analysts: number;
  consensus: AnalystRating;
  /** Mean of their ratings on 1 (strong sell) .. 5 (strong buy). */
  consensus_score: number;
  /** Mean of their current price targets. */
  price_target: number | null;
  /** price_target / latest_close - 1. */
  upside: number | null;
  latest_close: number | null;
}

// Migration 0017: followed analysts.
export interface FollowedAnalystsTable {
  user_id: number;
  analyst_id: number;
  position: Generated<number>;
  created_at: Generated<Date>;
}

// Migration 0013: market events and digests.
export type MarketEventKind =
  | "earnings_reported"
  | "earnings_upcoming"
  | "dividend_declared"
  | "dividend_raised"
  | "dividend_cut"
  | "ex_dividend"
  | "split"
  | "analyst_upgrade"
  | "analyst_downgrade"
  | "analyst_target_change"
  | "insider_buying"
  | "insider_selling"
  | "grade_change"
  | "score_change"
  | "high_52w"
  | "low_52w";

export interface MarketEventsTable {
  id: Generated<number>;
  company_id: number;
  date: ColumnType<Date, Date | string, Date | string>;
  kind: MarketEventKind;
  key: Generated<string>;
  payload: ColumnType<unknown, string | undefined, string>;
}

export interface MarketEventScoresTable {
  company_id: number;
  score: number;
}

export interface SentDigestsTable {
  id: Generated<number>;
  watchlist_id: number | null;
  saved_screener_id: number | null;
  followed_analysts_user_id: Generated<number | null>;
  strategy_trades_user_id: Generated<number | null>;
  zen_investor_alerts_user_id: Generated<number | null>;
  period: string;
  as_of: ColumnType<Date, Date | string, Date | string>;
  sent_at: Generated<Date>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

// Migration 0009.
export interface SignInThrottleTable {
  key: string;
  window_started_at: ColumnType<Date, Date | string, Date | string>;
  failures: number;
  next_attempt_at: ColumnType<Date, Date | string, Date | string>;
}

export interface KnownDevicesTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

// Migration 0009.
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Generated<Date>;
}

// Migration 0025.
export interface RatingFactorsTable {
  company_id: number;
  as_of: ColumnType<Date, Date | string, Date | string>;
  data: Buffer;
  previous_as_of: ColumnType<Date | null, Date | string | null, Date | string | null>;
  previous: Buffer | null;
}

// Migration 0007.
export interface RatingStateTable {
  company_id: number;
  beta: number | null;
  yields: ColumnType<unknown, string, string>;
}

// Migration 0006.
export interface RatingsLatestTable {
  company_id: number;
  as_of: ColumnType<Date, Date | string, Date | string>;
  score: number;
  grade: "A" | "B" | "C" | "D" | "F";
  grade_without_ai: "A" | "B" | "C" | "D" | "F" | null;
  components: ColumnType<unknown, string, string>;
}

export interface RatingHistoryTable {
  company_id: number;
  data: Buffer;
}

export interface RatingRunsTable {
  id: string;
  as_of: ColumnType<Date, Date | string, Date | string>;
  summary: ColumnType<unknown, string, string>;
  computed_at: Generated<Date>;
}

// Migration 0003.
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan: "premium" | "zen_investor" | "zen_strategies";
  status: "trialing" | "active" | "past_due" | "canceled" | "incomplete" | "incomplete_expired" | "unpaid" | "paused";
  current_period_end: Timestamp;
  provider_subscription_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  // Billing (migration 0011).
  provider_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  price_id: ColumnType<string | null, string | null | undefined, string | null>;
  interval: ColumnType<
    "year" | "month" | "week" | "day" | null,
    "year" | "month" | "week" | "day" | null | undefined,
    "year" | "month" | "week" | "day" | null
  >;
  unit_amount: ColumnType<number | null, number | null | undefined, number | null>;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_at_period_end: Generated<boolean>;
  trial_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  canceled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

// Migration 0011: billing.
export interface BillingCustomersTable {
  user_id: number;
  provider_customer_id: string;
  created_at: Generated<Date>;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  provider_created_at: ColumnType<Date, Date | string, Date | string>;
  received_at: Generated<Date>;
  applied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CheckoutsTable {
  id: string;
  user_id: number;
  provider_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  plan: "premium" | "zen_investor" | "zen_strategies";
  interval: "year" | "month";
  price_id: string;
  with_trial: boolean;
  promotion_code: ColumnType<string | null, string | null | undefined, string | null>;
  referral: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_to: string;
  status: Generated<"open" | "complete" | "expired">;
  created_at: Generated<Date>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** jsonb: written as JSON text, read as parsed values (see src/domain/research/research-record.ts). */
type Jsonb = ColumnType<unknown, string, string>;
type NullableJsonb = ColumnType<unknown, string | null, string | null>;

export interface CompanyResearchTable {
  company_id: number;
  as_of: ColumnType<Date, Date | string, Date | string>;
  quote: NullableJsonb;
  statistics: Jsonb;
  check_input: Jsonb;
  checks: Jsonb;
  scores: Jsonb;
  overall_score: number;
  fair_value: number | null;
  market_cap: number | null;
  valuation: NullableJsonb;
  forecast: NullableJsonb;
  dividends: NullableJsonb;
  ownership: NullableJsonb;
  computed_at: Generated<Date>;
}

// Migration 0005: the screener.
export interface ScreenerSnapshotTable {
  company_id: number;
  as_of: ColumnType<Date, Date | string, Date | string>;
  vals: Jsonb;
}

export interface SavedScreenersTable {
  id: Generated<number>;
  user_id: number;
  name: string | null;
  description: string | null;
  filters: Generated<string>;
  tab: number | null;
  sort_column: string | null;
  sort_direction: "asc" | "desc" | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  // Migration 0013: screen alerts.
  subscribed: Generated<boolean>;
  subscription_frequency: ColumnType<WatchlistFrequency, WatchlistFrequency | undefined, WatchlistFrequency>;
  last_company_ids: number[] | null;
  // Migration 0098: the member's own list the screen runs over (portfolio:{id} or watchlist:{id}).
  universe: string | null;
}

// Migration 0015: the dashboard's recent entries of each saved screen.
export interface SavedScreenerEntriesTable {
  saved_screener_id: number;
  filters: string;
  as_of: ColumnType<Date, Date | string, Date | string>;
  company_ids: number[];
  since: ColumnType<Date | null, Date | string | null, Date | string | null>;
  entered: ColumnType<number[], number[] | undefined, number[]>;
}

// Market data (migration 0002). Dates are read as JavaScript Dates; write ISO strings or Dates.
type DateColumn = ColumnType<Date, Date | string, Date | string>;
type NullableDateColumn = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Num = number | null;

export interface SectorsTable {
  id: number;
  slug: string;
  name: string;
}

export interface IndustriesTable {
  id: number;
  sector_id: number;
  slug: string;
  name: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  exchange: "NYSE" | "NASDAQ" | "AMEX";
  ticker: string;
  name: string;
  sector_id: number | null;
  industry_id: number | null;
  country: Generated<string>;
  description: string | null;
  shares_outstanding: number | null;
  ipo_date: NullableDateColumn;
  pays_dividends: Generated<boolean>;
  cik: number | null;
  delisted_on: NullableDateColumn;
  delisting_reason: "bankruptcy" | "acquired" | "other" | null;
  source: "demo" | "import";
}

export interface PriceYearsTable {
  company_id: number;
  year: number;
  days: number;
  first_date: DateColumn;
  last_date: DateColumn;
  data: Buffer;
}

export interface SplitsTable {
  company_id: number;
  ex_date: DateColumn;
  ratio: number;
  /** Migration 0021: 'reported' by the data or 'inferred' from share counts (decision 031). */
  source: Generated<"reported" | "inferred">;
  /** The stored prices already reflect the split: price consumers leave it out. */
  prices_adjusted: Generated<boolean>;
}

export interface FundamentalsTable {
  company_id: number;
  period: "Q" | "A";
  fiscal_year: number;
  fiscal_quarter: number;
  period_end: DateColumn;
  filed_on: DateColumn;
  revenue: Num;
  cost_of_revenue: Num;
  ebit: Num;
  interest_expense: Num;
  net_income: Num;
  net_income_common: Num;
  eps: Num;
  shares: Num;
  total_assets: Num;
  current_assets: Num;
  cash: Num;
  short_term_investments: Num;
  total_liabilities: Num;
  current_liabilities: Num;
  non_current_liabilities: Num;
  debt: Num;
  equity: Num;
  operating_cash_flow: Num;
  capital_expenditure: Num;
  free_cash_flow: Num;
  dividends_paid: Num;
  dividends_per_share: Num;
  /** The day a later filing restated this period; null for the current version. */
  superseded_on: NullableDateColumn;
}

export interface MarketFetchStateTable {
  cik: number;
  company_id: number;
  facts_through: NullableDateColumn;
  facts_note: string | null;
  checked_at: Generated<Date>;
  /** Migration 0096: how many of this listing's shares make one share of its filings' per-share figures. */
  filing_shares: Generated<number>;
}

export interface DividendsTable {
  company_id: number;
  ex_date: DateColumn;
  /** Null when the source does not say (migration 0095). */
  pay_date: NullableDateColumn;
  amount: number;
  /** The stored prices already reflect it: total-return adjustments leave it out. */
  prices_adjusted: Generated<boolean>;
  /** 'statement': a quarter's declared dividend per share from a filing, dated the day it was filed. */
  source: Generated<"reported" | "statement">;
}

export interface AnalystEstimatesTable {
  company_id: number;
  as_of: DateColumn;
  forecast_year: number;
  eps: Num;
  revenue: Num;
  eps_growth: Num;
  revenue_growth: Num;
  return_on_equity: Num;
  return_on_assets: Num;
}

export interface AnalystFirmsTable {
  id: number;
  name: string;
}

export interface AnalystsTable {
  id: number;
  name: string;
  firm_id: number;
}

export type AnalystRating = "strong_buy" | "buy" | "hold" | "sell" | "strong_sell";

export interface AnalystRatingsTable {
  id: Generated<number>;
  analyst_id: number;
  company_id: number;
  rated_on: DateColumn;
  rating: AnalystRating;
  price_target: Num;
}

export interface InsiderTransactionsTable {
  id: Generated<number>;
  company_id: number;
  traded_on: DateColumn;
  insider: string;
  role: string;
  shares: number;
  price: number;
}

export interface EarningsDatesTable {
  company_id: number;
  report_date: DateColumn;
  fiscal_year: number;
  fiscal_quarter: number;
}

export type MacroSeries = "treasury_10y" | "treasury_3m" | "aa_bond" | "savings_rate";

export interface MacroSeriesTable {
  series: MacroSeries;
  date: DateColumn;
  value: number;
}

export interface MarketMetaTable {
  key: string;
  value: unknown;
  updated_at: Generated<Date>;
}

export interface MarketTables {
  sectors: SectorsTable;
  industries: IndustriesTable;
  companies: CompaniesTable;
  price_years: PriceYearsTable;
  splits: SplitsTable;
  fundamentals: FundamentalsTable;
  market_fetch_state: MarketFetchStateTable;
  dividends: DividendsTable;
  analyst_estimates: AnalystEstimatesTable;
  analyst_firms: AnalystFirmsTable;
  analysts: AnalystsTable;
  analyst_ratings: AnalystRatingsTable;
  insider_transactions: InsiderTransactionsTable;
  earnings_dates: EarningsDatesTable;
  macro_series: MacroSeriesTable;
  market_meta: MarketMetaTable;
}

// Migration 0073: portfolios, their transactions and imports (decision 061).
export interface PortfoliosTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: Timestamp;
  // Migration 0093: the portfolio's digest, off until the member turns it on.
  subscribed: Generated<boolean>;
  subscription_frequency: ColumnType<WatchlistFrequency, WatchlistFrequency | undefined, WatchlistFrequency>;
}

// Migration 0093: each portfolio digest sent, once per period.
export interface SentPortfolioDigestsTable {
  id: Generated<number>;
  portfolio_id: number;
  period: string;
  as_of: ColumnType<Date, Date | string, Date | string>;
  sent_at: Timestamp;
}

export interface PortfolioTransactionsTable {
  id: Generated<number>;
  portfolio_id: number;
  trade_date: DateOnly;
  kind: "buy" | "sell" | "dividend" | "cash_in" | "cash_out" | "fee";
  company_id: number | null;
  shares: number | null;
  price: number | null;
  amount: number;
  fee: Generated<number>;
  import_key: string | null;
  created_at: Timestamp;
}

export interface PortfolioImportsTable {
  id: Generated<number>;
  portfolio_id: number;
  file_name: string;
  layout: string;
  added: number;
  already: number;
  skipped: Jsonb;
  unknown: Jsonb;
  imported_at: Timestamp;
}

export interface PortfolioImportLayoutsTable {
  user_id: number;
  layout_key: string;
  mapping: Jsonb;
  updated_at: Timestamp;
}

// Migration 0092: a member's private notes, one per company.
export interface CompanyNotesTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  markdown: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
