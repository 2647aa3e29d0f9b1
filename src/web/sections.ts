// Every page route of spec section 2.3, with the title its page shows. routes.ts builds the
// router from this list; `module` names each one's route module.

export interface Section {
  id: string;
  /** React Router path pattern. */
  pattern: string;
  title: string;
  /** Route module under src/web/routes. */
  module: string;
}

export const SECTIONS: Section[] = [
  // General
  { id: "home", pattern: "/", title: "OpenZen", module: "routes/home.tsx" },
  { id: "analysts", pattern: "/analysts", title: "Top Analysts", module: "routes/analysts/analysts.tsx" },
  { id: "analyst", pattern: "/analysts/:id", title: "Analyst", module: "routes/analysts/analyst.tsx" },
  { id: "author", pattern: "/authors/:id", title: "Author", module: "routes/author.tsx" },
  { id: "plans", pattern: "/plans", title: "Premium", module: "routes/plans.tsx" },
  { id: "zen-ratings", pattern: "/zen-ratings", title: "Zen Ratings", module: "routes/rating/zen-ratings.tsx" },
  {
    id: "performance-guarantee",
    pattern: "/performance-guarantee",
    title: "Performance Guarantee",
    module: "routes/performance-guarantee.tsx",
  },
  { id: "privacy-policy", pattern: "/privacy-policy", title: "Privacy Policy", module: "routes/privacy-policy.tsx" },
  {
    id: "terms-of-service",
    pattern: "/terms-of-service",
    title: "Terms of Service",
    module: "routes/terms-of-service.tsx",
  },
  {
    id: "newsletter-thank-you",
    pattern: "/newsletter-thank-you",
    title: "Thank you for subscribing",
    module: "routes/newsletter-thank-you.tsx",
  },
  { id: "news", pattern: "/news", title: "News", module: "routes/news/news.tsx" },
  { id: "news-article", pattern: "/news/:id", title: "News", module: "routes/news/news-article.tsx" },
  { id: "market-map", pattern: "/market-map", title: "Market Map", module: "routes/market-map.tsx" },

  // Screener
  {
    id: "stock-screener",
    pattern: "/stock-screener",
    title: "Stock Screener",
    module: "routes/screener/stock-screener.tsx",
  },
  {
    id: "saved-screeners",
    pattern: "/stock-screener/saved",
    title: "Saved Screeners",
    module: "routes/screener/saved.tsx",
  },
  {
    id: "saved-screener-backtest",
    pattern: "/stock-screener/saved/:id/backtest",
    title: "Backtest",
    module: "routes/screener/saved-backtest.tsx",
  },
  {
    id: "stock-screener-preset",
    pattern: "/stock-screener/:slug",
    title: "Stock Screener",
    module: "routes/screener/preset.tsx",
  },

  // Stock ideas
  { id: "stock-ideas", pattern: "/stock-ideas", title: "Stock Ideas", module: "routes/screener/stock-ideas.tsx" },
  { id: "stock-idea", pattern: "/stock-ideas/:slug", title: "Stock Ideas", module: "routes/screener/stock-idea.tsx" },

  // Sectors and industries
  { id: "sectors", pattern: "/sectors", title: "Sectors", module: "routes/rating/sectors.tsx" },
  { id: "sector", pattern: "/sectors/:slug", title: "Sector", module: "routes/rating/sector.tsx" },
  { id: "industries", pattern: "/industries", title: "Industry Rank", module: "routes/rating/industries.tsx" },
  { id: "industry", pattern: "/industries/:slug", title: "Industry", module: "routes/rating/industry.tsx" },

  // Company (lower-cased; upper-case paths redirect)
  { id: "company", pattern: "/stocks/us/:exchange/:ticker", title: "Company", module: "routes/company/overview.tsx" },
  {
    id: "company-forecast",
    pattern: "/stocks/us/:exchange/:ticker/stock-forecast",
    title: "Stock Forecast",
    module: "routes/company/forecast.tsx",
  },
  {
    id: "company-earnings",
    pattern: "/stocks/us/:exchange/:ticker/earnings",
    title: "Earnings",
    module: "routes/company/earnings.tsx",
  },
  {
    id: "company-dividends",
    pattern: "/stocks/us/:exchange/:ticker/dividends",
    title: "Dividends",
    module: "routes/company/dividends.tsx",
  },
  {
    id: "company-ownership",
    pattern: "/stocks/us/:exchange/:ticker/ownership",
    title: "Ownership",
    module: "routes/company/ownership.tsx",
  },

  // Stock picks (Zen Investor)
  { id: "stock-picks", pattern: "/stock-picks", title: "Zen Investor", module: "routes/stock-picks/landing.tsx" },
  {
    id: "stock-picks-past-trades",
    pattern: "/stock-picks/past-trades",
    title: "Zen Investor: Past Trades",
    module: "routes/stock-picks/past-trades.tsx",
  },
  {
    id: "stock-picks-order-form",
    pattern: "/stock-picks/order-form",
    title: "Zen Investor: Order",
    module: "routes/stock-picks/order-form.tsx",
  },
  {
    id: "stock-picks-subscription-success",
    pattern: "/stock-picks/subscription-success",
    title: "Zen Investor: Checkout",
    module: "routes/stock-picks/subscription-success.tsx",
  },
  {
    id: "stock-picks-dashboard",
    pattern: "/stock-picks/dashboard",
    title: "Zen Investor: Dashboard",
    module: "routes/stock-picks/dashboard.tsx",
  },
  {
    id: "stock-picks-buy",
    pattern: "/stock-picks/buy/:id",
    title: "Zen Investor: Buy Alert",
    module: "routes/stock-picks/buy.tsx",
  },
  {
    id: "stock-picks-sell",
    pattern: "/stock-picks/sell/:id",
    title: "Zen Investor: Sell Alert",
    module: "routes/stock-picks/sell.tsx",
  },
  {
    id: "stock-picks-market",
    pattern: "/stock-picks/market/:id",
    title: "Zen Investor: Market Update",
    module: "routes/stock-picks/market.tsx",
  },
  {
    id: "stock-picks-webinar",
    pattern: "/stock-picks/webinars/:id",
    title: "Zen Investor: Webinar",
    module: "routes/stock-picks/webinar.tsx",
  },

  // Stock strategies (Zen Strategies)
  {
    id: "stock-strategies",
    pattern: "/stock-strategies",
    title: "Zen Strategies",
    module: "routes/strategies/strategies.tsx",
  },
  {
    id: "stock-strategy",
    pattern: "/stock-strategies/:id",
    title: "Zen Strategies",
    module: "routes/strategies/strategy.tsx",
  },
  {
    id: "stock-strategies-export",
    pattern: "/stock-strategies/export",
    title: "Zen Strategies: Export",
    module: "routes/strategies/export-all.tsx",
  },
  {
    id: "stock-strategy-export",
    pattern: "/stock-strategies/export/:id",
    title: "Zen Strategies: Export",
    module: "routes/strategies/export-one.tsx",
  },
  {
    id: "stock-strategies-plans",
    pattern: "/stock-strategies/plans",
    title: "Zen Strategies: Plans",
    module: "routes/strategies/plans.tsx",
  },
  {
    id: "stock-strategies-order-form",
    pattern: "/stock-strategies/order-form",
    title: "Zen Strategies: Order",
    module: "routes/strategies/order-form.tsx",
  },

  // Users
  { id: "users", pattern: "/users", title: "Your Account", module: "routes/users/users.tsx" },
  { id: "user-settings", pattern: "/users/settings", title: "Account Settings", module: "routes/settings.tsx" },
  { id: "user-dashboard", pattern: "/users/dashboard", title: "Dashboard", module: "routes/users/dashboard.tsx" },
  { id: "watchlists", pattern: "/users/watchlists", title: "Watchlists", module: "routes/watchlists/watchlists.tsx" },
  { id: "watchlist", pattern: "/users/watchlists/:id", title: "Watchlist", module: "routes/watchlists/watchlist.tsx" },
  { id: "portfolios", pattern: "/users/portfolios", title: "Portfolios", module: "routes/portfolios/portfolios.tsx" },
  { id: "portfolio", pattern: "/users/portfolios/:id", title: "Portfolio", module: "routes/portfolios/portfolio.tsx" },
  { id: "sign-up", pattern: "/users/sign-up", title: "Sign Up", module: "routes/sign-up.tsx" },
  { id: "sign-in", pattern: "/users/sign-in", title: "Sign In", module: "routes/sign-in.tsx" },
  { id: "sign-out", pattern: "/users/sign-out", title: "Sign Out", module: "routes/users/sign-out.tsx" },
  {
    id: "subscription-success",
    pattern: "/users/subscription_success",
    title: "Checkout",
    module: "routes/subscription-success.tsx",
  },
  { id: "onboarding", pattern: "/users/onboarding", title: "Getting Started", module: "routes/users/onboarding.tsx" },
  { id: "optin", pattern: "/users/optin", title: "Newsletter", module: "routes/users/optin.tsx" },
  { id: "password", pattern: "/users/password", title: "Password", module: "routes/users/password.tsx" },
  { id: "password-new", pattern: "/users/password/new", title: "Forgot Password", module: "routes/password-new.tsx" },
  {
    id: "confirmation-new",
    pattern: "/users/confirmation/new",
    title: "Resend Confirmation",
    module: "routes/confirmation-new.tsx",
  },
  {
    id: "google-auth",
    pattern: "/users/auth/google",
    title: "Sign In with Google",
    module: "routes/users/google-auth.tsx",
  },

  // Blog
  {
    id: "blog-score-explained",
    pattern: "/blog/due-diligence-score-explained",
    title: "The Due Diligence Score, Explained",
    module: "routes/blog/blog-article.tsx",
  },
  {
    id: "blog-good-roe",
    pattern: "/blog/what-is-a-good-roe",
    title: "What Is a Good Return on Equity?",
    module: "routes/blog/blog-article.tsx",
  },

  // Other: the affiliate redirects under /go/ are not pages; the server answers them
  // (src/server/routes/affiliates/).
];

export function sectionById(id: string): Section | undefined {
  return SECTIONS.find((s) => s.id === id);
}
