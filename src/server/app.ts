import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import type { Kysely } from "kysely";
import type pg from "pg";
import type { EmbeddedHealth } from "../db/embedded";
import type { DB } from "../db/schema";
import type { Config } from "./config";
import { RETRY_AFTER_SECONDS } from "./database-unavailable";
import { AppError } from "./errors";
import companySearchPlugin from "./plugins/company-search";
import screenerPlugin from "./plugins/screener";
import errorsPlugin, { clientError, frameworkError } from "./plugins/errors";
import openapiPlugin, { openapiRoutes } from "./plugins/openapi";
import { BUILD_DIR, loadServerBuild, pagesPlugin } from "./plugins/pages";
import { createLogger, requestId } from "./plugins/request-logging";
import { RouteTable } from "./plugins/route-table";
import { routedUrl } from "./request-kind";
import securityPlugin from "./plugins/security";
import idempotencyPlugin from "./plugins/idempotency";
import privateAnswersPlugin from "./plugins/private-answers";
import httpCachingPlugin from "./plugins/http-caching";
import fastifyCompress from "@fastify/compress";
import sessionPlugin from "./plugins/session";
import { siteAddressPlugin } from "./plugins/site-address";
import marketBuildingPlugin from "./plugins/market-building";
import type { MarketBuildState } from "./market-build/build-status";
import { companyRoutes } from "./routes/companies/companies.routes";
import { analystRoutes } from "./routes/analysts/analysts.routes";
import { affiliateRoutes } from "./routes/affiliates/affiliates.routes";
import { discoveryRoutes } from "./routes/discovery/discovery.routes";
import { newsRoutes } from "./routes/news/news.routes";
import { analyticsRoutes } from "./routes/analytics/analytics.routes";
import { offerOrigins } from "./presenters/auth";
import { healthRoutes } from "./routes/health/health.routes";
import { savedScreenerRoutes } from "./routes/screener/saved.routes";
import { screenBacktestRoutes } from "./routes/screen-backtests/screen-backtests.routes";
import { createJobSender } from "./jobs/job-sender";
import { watchlistRoutes } from "./routes/watchlists/watchlists.routes";
import { portfolioRoutes } from "./routes/portfolios/portfolios.routes";
import { noteRoutes } from "./routes/notes/notes.routes";
import { onboardingRoutes } from "./routes/onboarding/onboarding.routes";
import { followedAnalystsRoutes } from "./routes/followed-analysts/followed-analysts.routes";
import { watchlistEventRoutes } from "./routes/watchlists/watchlist-events.routes";
import { watchlistNewsRoutes } from "./routes/watchlists/watchlist-news.routes";
import { digestRoutes } from "./routes/digests/digests.routes";
import { screenerRoutes } from "./routes/screener/screener.routes";
import { screenCheckRoutes } from "./routes/screen-check/screen-check.routes";
import { sessionRoutes } from "./routes/sessions/sessions.routes";
import { meRoutes } from "./routes/me/me.routes";
import { dashboardRoutes } from "./routes/dashboard/dashboard.routes";
import { devOutboxRoutes } from "./routes/users/dev-outbox.routes";
import { userRoutes } from "./routes/users/users.routes";
import { createMailer } from "./mail/mailer";
import { createGoogleClient } from "./accounts/google";
import type Stripe from "stripe";
import { billingRoutes } from "./routes/billing/billing.routes";
import { endSubscriptionsOfDeletedAccount } from "./services/billing/account-billing";
import { checkoutRoutes } from "./routes/checkout/checkout.routes";
import { planRoutes } from "./routes/plans/plans.routes";
import { zenInvestorLedgerRoutes } from "./routes/zen-investor-ledger/ledger.routes";
import { webhookRoutes } from "./routes/webhooks/webhooks.routes";
import type { BillingDeps } from "./services/billing/billing-deps";
import { createPriceBook } from "./services/billing/price-book";
import { createStripeClient } from "./services/billing/provider";

export interface BuildAppOptions {
  config: Config;
  db: Kysely<DB>;
  /** The pool behind `db`; with it the company search index follows market changes live (LISTEN). */
  pool?: pg.Pool;
  /** A pino logger, or logger options; defaults to pino at config.logLevel. */
  logger?: FastifyBaseLogger | { level?: string; stream?: NodeJS.WritableStream };
  /** The React Router server build; loaded from build/ when not given. */
  serverBuild?: ServerBuild;
  buildDir?: string;
  /** The supervised embedded PostgreSQL's state, for /healthz and /readyz (absent when external). */
  embeddedHealth?: () => EmbeddedHealth | undefined;
  /** The market's first build, while it runs (pages show its progress); absent: the market is there. */
  marketBuild?: MarketBuildState;
  /** Tests shorten the timeouts; production keeps SERVER_LIMITS. */
  limits?: Partial<ServerLimits>;
  /** The payment provider's SDK client; made from config.billing when not given. */
  stripe?: Stripe;
}

/** What one client may take of the server: a slow or greedy one cannot hold it. */
export interface ServerLimits {
  /** Largest request body, in bytes (form bodies have a smaller limit of their own). */
  bodyLimit: number;
  /** Time for the request line and headers to arrive, in ms. */
  headersTimeout: number;
  /** Time for the whole request, body included, to arrive, in ms: a slowloris gets a 408. */
  requestTimeout: number;
  /** How often Node looks for requests over those times, in ms. */
  connectionsCheckingInterval: number;
  /** A socket idle this long (no request, no answer being written) is closed, in ms. */
  connectionTimeout: number;
  /** Open connections at once; beyond it Node closes new ones at once. */
  maxConnections: number;
  /** Requests over one keep-alive connection before it is closed (answers carry Connection: close). */
  maxRequestsPerSocket: number;
}

export const SERVER_LIMITS: ServerLimits = {
  bodyLimit: 1024 * 1024,
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 2_000,
  connectionTimeout: 60_000,
  maxConnections: 4_096,
  maxRequestsPerSocket: 10_000,
};

/** The whole application, ready to `inject` or `listen`; it never listens by itself. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const limits = { ...SERVER_LIMITS, ...options.limits };
  const logger =
    options.logger && "child" in options.logger
      ? options.logger
      : createLogger(options.logger?.level ?? config.logLevel, options.logger?.stream);

  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestId,
    requestIdHeader: false,
    // A hop count, never `true`: trusting every hop would take the left-most X-Forwarded-For
    // address, which the client writes itself, for its own (and reset per-client limits).
    // (Fastify's runtime takes a number too, its types only a function: this is what it does.)
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: limits.bodyLimit,
    requestTimeout: limits.requestTimeout,
    connectionTimeout: limits.connectionTimeout,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: Math.min(limits.headersTimeout, limits.requestTimeout),
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    // New requests while shutting down get our registry's 503 (the onRequest hook below), not
    // Fastify's own body; in-flight ones finish.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Loading the screener snapshot and search index of a 6,000-company market takes seconds,
    // and on a busy machine more than Fastify's 10 s default for a plugin: a web worker then died
    // at start ("Plugin did not start in time: 'screenerPlugin'") and was replaced, to die again.
    // Two minutes still names a plugin that hangs.
    pluginTimeout: 120_000,
    rewriteUrl: (req) => routedUrl(req.url ?? "/"),
  });
  app.server.maxConnections = limits.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set as the request comes in, so that every answer carries it, errors included; a callback
  // hook, not an async one, costs no promise per request.
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    if (closing) {
      done(new AppError("SERVICE_UNAVAILABLE", undefined, undefined, { "retry-after": String(RETRY_AFTER_SECONDS) }));
      return;
    }
    done();
  });

  const routeTable = new RouteTable();
  routeTable.track(app);

  await app.register(errorsPlugin);
  // First: a request under another host name is sent on before anything (anti-forgery cookie,
  // session) is read or set.
  await app.register(siteAddressPlugin, {
    publicUrl: config.publicUrl,
    publicUrlConfigured: config.publicUrlConfigured,
    port: config.port,
    host: config.host,
  });
  await app.register(securityPlugin, {
    secureCookies: config.secureCookies,
    formActionOrigins: config.google ? [new URL(config.google.issuer).origin] : [],
    frameOrigins: offerOrigins(config.offers),
  });
  await app.register(marketBuildingPlugin, { state: options.marketBuild });
  await app.register(sessionPlugin, { db, secureCookies: config.secureCookies });
  await app.register(privateAnswersPlugin);
  // onSend hooks run in this order: private answers marked, then validators on the plain
  // payload, then compression (a route's own hook, after the app's). Kept pages and price
  // answers come already compressed; brotli at quality 4 costs about what gzip does.
  await app.register(httpCachingPlugin);
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], globalDecompression: false });
  await app.register(idempotencyPlugin, { db });
  await app.register(openapiPlugin);
  await app.register(companySearchPlugin, { db, pool: options.pool });
  await app.register(screenerPlugin, { db, pool: options.pool });

  await app.register(healthRoutes, {
    db,
    appLogLevel: logger.level,
    embeddedHealth: options.embeddedHealth,
    marketBuilding: () => app.marketBuilding(),
  });
  await app.register(sessionRoutes, { db, secureCookies: config.secureCookies });
  await app.register(meRoutes, { db });
  await app.register(dashboardRoutes, { db });
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, db, log: app.log });
  app.addHook("onClose", async () => mailer.close());
  if (!config.mail.smtpUrl && config.env === "production")
    app.log.warn("SMTP_URL is not set: account mails are kept in the mail_outbox table, not sent");
  const google = config.google ? createGoogleClient(config.google) : undefined;
  const stripe = options.stripe ?? createStripeClient(config.billing);
  const billing: BillingDeps = {
    db,
    stripe,
    priceIds: config.billing.priceIds,
    prices: createPriceBook(stripe, config.billing.priceIds),
    webhookSecret: config.billing.webhookSecret,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  await app.register(userRoutes, {
    db,
    mailer,
    google,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    endBilling: (userId) => endSubscriptionsOfDeletedAccount(billing, userId),
    offers: config.offers,
  });
  if (config.env === "development" && !config.mail.smtpUrl) await app.register(devOutboxRoutes, { db });
  await app.register(companyRoutes, { db });
  await app.register(analystRoutes, { db });
  await app.register(affiliateRoutes, { db, links: config.affiliateLinks, publicUrl: config.publicUrl });
  await app.register(discoveryRoutes, { screener: app.screener, publicUrl: config.publicUrl, db });
  await app.register(newsRoutes, { db, publicUrl: config.publicUrl });
  await app.register(analyticsRoutes, { db });
  await app.register(screenerRoutes, { db });
  await app.register(screenCheckRoutes);
  await app.register(savedScreenerRoutes, { db });
  // Members' backtests of their saved screens are queued as jobs from here (a sender only).
  const jobs = options.pool ? createJobSender(options.pool) : undefined;
  if (jobs) app.addHook("onClose", async () => jobs.stop());
  await app.register(screenBacktestRoutes, { db, jobs });
  await app.register(checkoutRoutes, billing);
  await app.register(planRoutes, billing);
  await app.register(zenInvestorLedgerRoutes, { db });
  await app.register(billingRoutes, billing);
  await app.register(webhookRoutes, billing);
  await app.register(watchlistRoutes, { db });
  await app.register(portfolioRoutes, { db });
  await app.register(noteRoutes, { db });
  await app.register(onboardingRoutes, { db });
  await app.register(followedAnalystsRoutes, { db });
  await app.register(watchlistEventRoutes, { db });
  await app.register(watchlistNewsRoutes, { db });
  await app.register(digestRoutes, { db, secret: config.digestSecret });
  await app.register(openapiRoutes);

  const buildDir = options.buildDir ?? BUILD_DIR;
  await app.register(pagesPlugin, {
    db,
    build: options.serverBuild ?? (await loadServerBuild(buildDir)),
    buildDir,
    mode: config.env === "development" ? "development" : "production",
    publicUrl: config.publicUrl,
    routeTable,
    googleSignIn: google !== undefined,
    helpCenterUrl: config.helpCenterUrl,
    webinarVideoBaseUrl: config.webinarVideoBaseUrl,
    billing,
    pageCacheBytes: config.pageCacheMb * 1024 * 1024,
  });

  return app;
}
