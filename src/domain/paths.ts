// Route helpers: one function per path of spec section 2.3, so that no link in the code base
// spells a path by hand. Company paths are lower-cased because the site treats
// /stocks/us/NYSE/ABC and /stocks/us/nyse/abc as one page (the upper-case one redirects).

/** Anything that can follow a path as a query string. */
export type Query = string | URLSearchParams | Record<string, string | undefined> | undefined;

/** A company as a link needs it (spec section 3, "Reference"). */
export interface CompanyRef {
  exchange: string;
  ticker: string;
}

// Configured constants (spec 2.1 and 2.2: "the exact paths are not shown").
export const PUBLIC_HOME_PATH = "/";
export const SIGNED_IN_HOME_PATH = "/users/dashboard";
// Where the browser goes after sign-up or sign-in (spec 2.2): the onboarding page, which sends a
// member who has already onboarded on to the signed-in home (docs/decisions/025-dashboard-onboarding.md).
export const POST_SIGNUP_PATH = "/users/onboarding";
/** The help centre's default address; HELP_CENTER_URL configures the real one (README). */
export const HELP_CENTER_URL = "https://help.openzen.example/";

export const STOCK_IDEA_SLUGS = [
  "stock-forecast",
  "earnings",
  "dividends",
  "best-value-stocks-to-buy-now",
  "forecast-high-growth-stocks",
  "best-momentum-stocks-to-buy-now",
  "sentiment",
  "most-safe-stocks-to-invest-in",
  "financials",
  "artificial-intelligence-investing",
  "top-best-stocks-to-buy-now-today",
] as const;
export type StockIdeaSlug = (typeof STOCK_IDEA_SLUGS)[number];

function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

export function withQuery(path: string, query: Query): string {
  if (query === undefined) return path;
  let qs: string;
  if (typeof query === "string") {
    qs = query.startsWith("?") ? query.slice(1) : query;
  } else if (query instanceof URLSearchParams) {
    qs = query.toString();
  } else {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params.append(key, value);
    }
    qs = params.toString();
  }
  return qs ? `${path}?${qs}` : path;
}

/** The company a company page's path names (/stocks/us/{exchange}/{ticker}/…), or null. */
export function companyOfPath(path: string): CompanyRef | null {
  const match = /^\/stocks\/us\/([^/?#]+)\/([^/?#]+)/.exec(path);
  if (!match) return null;
  return { exchange: decodeURIComponent(match[1]!).toUpperCase(), ticker: decodeURIComponent(match[2]!).toUpperCase() };
}

function companyBase(company: CompanyRef): string {
  return `/stocks/us/${seg(company.exchange.toLowerCase())}/${seg(company.ticker.toLowerCase())}`;
}

export const paths = {
  // General
  home: () => PUBLIC_HOME_PATH,
  signedInHome: () => SIGNED_IN_HOME_PATH,
  analysts: () => "/analysts",
  analyst: (id: string | number) => `/analysts/${seg(id)}`,
  author: (id: string | number) => `/authors/${seg(id)}`,
  plans: () => "/plans",
  plansFeatures: () => "/plans#features",
  zenRatings: () => "/zen-ratings",
  performanceGuarantee: () => "/performance-guarantee",
  privacyPolicy: () => "/privacy-policy",
  termsOfService: () => "/terms-of-service",
  newsletterThankYou: () => "/newsletter-thank-you",
  news: () => "/news",
  newsArticle: (id: string | number) => `/news/${seg(id)}`,
  marketMap: (period?: string) => withQuery("/market-map", period ? { period } : undefined),

  // Screener
  stockScreener: (query?: Query) => withQuery("/stock-screener", query),
  stockScreenerPreset: (slug: string, query?: Query) => withQuery(`/stock-screener/${seg(slug)}`, query),
  savedScreeners: () => "/stock-screener/saved",
  savedScreenerBacktest: (id: number) => `/stock-screener/saved/${id}/backtest`,
  dividendScreener: (query?: Query) => withQuery("/stock-screener/dividends", query),
  forecastScreener: (query?: Query) => withQuery("/stock-screener/stock-forecast", query),
  earningsScreener: (query?: Query) => withQuery("/stock-screener/earnings", query),

  // Stock ideas
  stockIdeas: () => "/stock-ideas",
  stockIdea: (slug: StockIdeaSlug | string, query?: Query) => withQuery(`/stock-ideas/${seg(slug)}`, query),
  strongBuyStocksToday: () => "/stock-ideas/strong-buy-stocks-today",

  // Sectors and industries (both accept screener query strings)
  sectors: () => "/sectors",
  sector: (slug: string, query?: Query) => withQuery(`/sectors/${seg(slug)}`, query),
  industries: () => "/industries",
  industry: (slug: string, query?: Query) => withQuery(`/industries/${seg(slug)}`, query),

  // Company (lower-cased)
  company: (company: CompanyRef) => companyBase(company),
  companyForecast: (company: CompanyRef) => `${companyBase(company)}/stock-forecast`,
  companyEarnings: (company: CompanyRef) => `${companyBase(company)}/earnings`,
  companyDividends: (company: CompanyRef) => `${companyBase(company)}/dividends`,
  companyOwnership: (company: CompanyRef) => `${companyBase(company)}/ownership`,

  // Stock picks (Zen Investor)
  stockPicks: () => "/stock-picks",
  stockPicksPastTrades: () => "/stock-picks/past-trades",
  stockPicksOrderForm: () => "/stock-picks/order-form",
  stockPicksSubscriptionSuccess: () => "/stock-picks/subscription-success",
  stockPicksDashboard: () => "/stock-picks/dashboard",
  stockPicksBuy: (id: string | number) => `/stock-picks/buy/${seg(id)}`,
  stockPicksSell: (id: string | number) => `/stock-picks/sell/${seg(id)}`,
  stockPicksMarket: (id: string | number) => `/stock-picks/market/${seg(id)}`,
  stockPicksWebinar: (id: string | number) => `/stock-picks/webinars/${seg(id)}`,
  /** The ledger download (a Fastify route, not a page). */
  stockPicksLedger: () => "/stock-picks/ledger.json",

  // Stock strategies (Zen Strategies)
  stockStrategies: () => "/stock-strategies",
  stockStrategy: (id: string | number) => `/stock-strategies/${seg(id)}`,
  stockStrategiesExport: () => "/stock-strategies/export",
  stockStrategyExport: (id: string | number) => `/stock-strategies/export/${seg(id)}`,
  stockStrategiesPlans: () => "/stock-strategies/plans",
  stockStrategiesOrderForm: () => "/stock-strategies/order-form",

  // Users
  users: () => "/users",
  userSettings: () => "/users/settings",
  userDashboard: () => "/users/dashboard",
  watchlists: () => "/users/watchlists",
  watchlist: (id: string | number) => `/users/watchlists/${seg(id)}`,
  portfolios: () => "/users/portfolios",
  portfolio: (id: string | number) => `/users/portfolios/${seg(id)}`,
  signUp: () => "/users/sign-up",
  signIn: () => "/users/sign-in",
  signOut: () => "/users/sign-out",
  subscriptionSuccess: () => "/users/subscription_success",
  /** `again` shows the steps to a member who has already onboarded (the dashboard's empty state). */
  onboarding: (again = false) => (again ? "/users/onboarding?again=1" : "/users/onboarding"),
  optin: () => "/users/optin",
  password: () => "/users/password",
  newPassword: () => "/users/password/new",
  newConfirmation: () => "/users/confirmation/new",
  confirmation: () => "/users/confirmation",
  googleAuth: (query?: Query) => withQuery("/users/auth/google", query),
  postSignup: () => POST_SIGNUP_PATH,

  // Blog
  scoreExplanation: () => "/blog/due-diligence-score-explained",
  whatIsAGoodRoe: () => "/blog/what-is-a-good-roe",

  // Other
  helpCenter: () => HELP_CENTER_URL,
  affiliate: (slug: string) => `/go/${seg(slug)}`,
} as const;

export type PathName = keyof typeof paths;

// The JSON API (spec section 7), beside the pages so that no component builds an API address by
// hand. Query strings of the screener calls are the screener's own (spec 2.3), passed as they are.
export const api = {
  // The query is URL-encoded as a component (a space is %20, spec 7), not as a form field.
  companySearch: (query: string) => `/api/companies/search?q=${encodeURIComponent(query)}`,
  analytics: () => "/api/analytics",
  companyRefs: (refs: readonly CompanyRef[]) =>
    `/api/companies/refs?tickers=${encodeURIComponent(refs.map((r) => `${r.exchange}:${r.ticker}`).join(","))}`,
  companyPrices: (companyId: number) => `/api/companies/${seg(companyId)}/prices`,
  screenerCompanies: (query?: Query) => withQuery("/api/screener/companies", query),
  screenerCount: (query?: Query) => withQuery("/api/screener/companies/count", query),
  screenerExport: (query?: Query) => withQuery("/api/screener/export", query),
  screenerCatalogue: () => "/api/screener/catalogue",
  screenerWhyNot: (ticker: string, query?: Query) => withQuery(`/api/screener/why-not/${seg(ticker)}`, query),
  savedScreeners: () => "/api/screener/saved",
  savedScreener: (id: number) => `/api/screener/saved/${seg(id)}`,
  // Premium checkout and billing (contracts in contracts/billing.ts).
  checkout: () => "/api/users/checkout",
  checkoutResult: (checkoutId: string) => `/api/users/checkout/${seg(checkoutId)}`,
  plans: () => "/api/plans",
  promotion: (code: string) => `/api/promotions/${seg(code)}`,
  billing: () => "/api/users/billing",
  billingCancel: () => "/api/users/billing/cancel",
  billingResume: () => "/api/users/billing/resume",
  billingInterval: () => "/api/users/billing/interval",
  billingPortal: () => "/api/users/billing/portal",
  savedScreenerSubscription: (id: number) => `/api/screener/saved/${seg(id)}/subscription`,
  savedScreenerBacktest: (id: number) => `/api/screener/saved/${seg(id)}/backtest`,
  savedScreenerBacktestStatus: (id: number) => `/api/screener/saved/${seg(id)}/backtest/status`,
  // Watchlists (spec 7, and docs/decisions/023-watchlists.md for the calls spec 7 does not show).
  user: () => "/api/users",
  watchlists: () => "/api/users/watchlists",
  watchlist: (id: number) => `/api/users/watchlists/${seg(id)}`,
  watchlistExport: (id: number, set?: string) => withQuery(`/api/users/watchlists/${seg(id)}/export`, { set }),
  watchlistSubscriptions: () => "/api/users/watchlists/subscriptions",
  watchlistsCompanies: () => "/api/users/watchlists_companies",
  watchlistsCompanyNote: () => "/api/users/watchlists_companies/note",
  // Portfolios (decision 061).
  portfolios: () => "/api/users/portfolios",
  portfolio: (id: number) => `/api/users/portfolios/${seg(id)}`,
  portfolioTransactions: (id: number) => `/api/users/portfolios/${seg(id)}/transactions`,
  portfolioTransaction: (id: number, transactionId: number) =>
    `/api/users/portfolios/${seg(id)}/transactions/${seg(transactionId)}`,
  portfolioImportPreview: (id: number) => `/api/users/portfolios/${seg(id)}/imports/preview`,
  portfolioImports: (id: number) => `/api/users/portfolios/${seg(id)}/imports`,
  portfolioDigest: (id: number) => `/api/users/portfolios/${seg(id)}/digest`,
  portfolioExport: (id: number, what: "transactions" | "holdings") =>
    withQuery(`/api/users/portfolios/${seg(id)}/export`, { what }),
  // A member's private notes on companies, one per company.
  notes: (query?: Query) => withQuery("/api/users/notes", query),
  note: (id: number) => `/api/users/notes/${seg(id)}`,
  companyNote: (companyId: number) => `/api/users/notes/companies/${seg(companyId)}`,
  // Analysts: the ranking, its filters' options and a profile.
  analysts: (query?: Query) => withQuery("/api/analysts", query),
  analystFilters: () => "/api/analysts/filters",
  analyst: (id: number) => `/api/analysts/${seg(id)}`,
  // Onboarding (spec 7's onboard endpoints; decision 025).
  onboardWatchlist: () => "/api/users/watchlists/onboard",
  onboard: () => "/api/users/onboard",
  onboardCompanies: (query?: string) => withQuery("/api/users/onboard/companies", { q: query || undefined }),
  // Followed analysts (spec 7; docs/decisions/027-followed-analysts.md).
  followedAnalysts: (query?: Query) => withQuery("/api/users/followed-analysts", query),
  followedAnalystsStats: () => "/api/users/followed-analysts/stats",
  followedAnalystsEvents: (query?: Query) => withQuery("/api/users/followed-analysts/events", query),
  followedAnalystsOnboard: () => "/api/users/followed-analysts/onboard",
  followedAnalystsSuggestions: () => "/api/users/followed-analysts/suggestions",
} as const;

// Where the account settings forms post (Fastify routes that answer POST only, so they are not
// pages): the forms work without JavaScript, and no component spells these addresses by hand.
export const formActions = {
  settingsEmail: () => "/users/settings/email",
  settingsPassword: () => "/users/settings/password",
  settingsPreferences: () => "/users/settings/preferences",
  settingsDelete: () => "/users/settings/delete",
} as const;

// The web app's action routes (decision 067): no page, the clientAction a control on many pages
// submits its fetcher to. Named here so that a control in the page's shell knows its address
// without loading the action's code (and the typed client it calls) with every page.
export const appActions = {
  follows: () => "/actions/follows",
  watchlists: () => "/actions/watchlists",
  signOut: () => "/actions/sign-out",
} as const;
