import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_PRICE_IDS, type PriceIds } from "../domain/billing/plans";
import { HELP_CENTER_URL } from "../domain/paths";
import { localProviderKeys } from "./local-provider-keys";
import { marketFetchConfig, type MarketFetchConfig } from "./market-fetch-config";
import { parseAffiliateTable, parseAllowedHosts, type AffiliateTable } from "../domain/affiliates/affiliate-links";

// Every environment variable the server reads is declared here, validated once at start-up,
// and documented in README.md. Nothing else reads process.env.

/** A whole number within bounds; `range` words the bounds in the error message. */
const wholeNumber = (name: string, fallback: number, min: number, max: number, range = `from ${min} to ${max}`) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number ${range} (got "${value}")` });
        return z.NEVER;
      }
      return n;
    });

const port = (name: string, fallback: number) => wholeNumber(name, fallback, 1, 65535);

const url = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      let parsed: URL;
      try {
        parsed = new URL(value);
      } catch {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be a URL such as ${protocols[0]}//host/path (got something that is not a URL)`,
        });
        return z.NEVER;
      }
      if (!protocols.includes(parsed.protocol)) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must start with ${protocols.join(" or ")} (got ${parsed.protocol})`,
        });
        return z.NEVER;
      }
      return value;
    });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["production", "development", "test"], {
      error: "NODE_ENV must be one of production, development, test",
    })
    .default("development"),
  PORT: port("PORT", 3000),
  HOST: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const host = value?.trim() || "localhost";
      if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) {
        ctx.addIssue({
          code: "custom",
          message: `HOST must be a host name or IP address such as 0.0.0.0 (got "${value}")`,
        });
        return z.NEVER;
      }
      return host;
    }),
  DATABASE_URL: url("DATABASE_URL", ["postgres:", "postgresql:"]),
  DATA_DIR: z.string().optional(),
  CHECKOUT_PROVIDER_SECRET_KEY: z.string().optional(),
  CHECKOUT_PROVIDER_WEBHOOK_SECRET: z.string().optional(),
  EMBEDDED_PG_PORT: port("EMBEDDED_PG_PORT", 5488),
  PUBLIC_URL: url("PUBLIC_URL", ["http:", "https:"]),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  // How many reverse proxies stand in front: the client address is read that many hops from
  // the right of X-Forwarded-For, so an address a client writes into the header itself is
  // never taken for its own. "true" means one proxy.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const v = value?.trim().toLowerCase() ?? "";
      if (v === "" || v === "false" || v === "0") return 0;
      if (v === "true") return 1;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 10) {
        ctx.addIssue({
          code: "custom",
          message: `TRUST_PROXY must be true, false or the number of proxies in front, 1 to 10 (got "${value}")`,
        });
        return z.NEVER;
      }
      return n;
    }),
  DEMO_COMPANIES: wholeNumber("DEMO_COMPANIES", 6000, 10, 20000),
  DEMO_SEED: z.string().optional(),
  DEMO_AS_OF: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)) || value < "2004-01-01") {
        ctx.addIssue({
          code: "custom",
          message: `DEMO_AS_OF must be a date YYYY-MM-DD from 2004-01-01 on (got "${value}")`,
        });
        return z.NEVER;
      }
      return value;
    }),
  SMTP_URL: url("SMTP_URL", ["smtp:", "smtps:"]),
  MAIL_FROM: z.string().optional(),
  DIGEST_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: url("GOOGLE_ISSUER", ["https:", "http:"]),
  HELP_CENTER_URL: url("HELP_CENTER_URL", ["https:", "http:"]),
  // Where Zen Investor's recorded sessions are hosted; each session's file is read under it.
  WEBINAR_VIDEO_BASE_URL: url("WEBINAR_VIDEO_BASE_URL", ["https:", "http:"]),
  // Affiliate redirects of /go/{slug}: a JSON object from slug to https address, and the hosts
  // those addresses may go to (comma-separated).
  AFFILIATE_LINKS: z.string().optional(),
  AFFILIATE_HOSTS: z.string().optional(),
  // The post-signup offer modal's two frames (spec 2.2 and 4); unset: no modal.
  OFFER_URL: url("OFFER_URL", ["https:"]),
  IMS_OFFER_URL: url("IMS_OFFER_URL", ["https:"]),
  WORKERS: z
    .enum(["true", "false", "1", "0", ""], { error: "WORKERS must be true or false" })
    .optional()
    .transform((value) => value !== "false" && value !== "0"),
  // Web processes serving the port: 0 means one per core.
  WEB_CONCURRENCY: wholeNumber("WEB_CONCURRENCY", 0, 0, 64),
  // The kept pages of each web process (decision 054): their bound in MB, 0 to turn keeping off.
  // Off by default under NODE_ENV=test, where tests change the database behind the pages they read.
  PAGE_CACHE_MB: wholeNumber("PAGE_CACHE_MB", -1, 0, 4096),
  SHUTDOWN_TIMEOUT_MS: wholeNumber("SHUTDOWN_TIMEOUT_MS", 10_000, 0, Number.MAX_SAFE_INTEGER, "of milliseconds"),
  // Payments (decision 021): real Stripe when STRIPE_SECRET_KEY is set, otherwise the
  // local checkout provider on CHECKOUT_PROVIDER_PORT.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PREMIUM_YEARLY: z.string().optional(),
  STRIPE_PRICE_PREMIUM_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PREMIUM_TRIAL: z.string().optional(),
  STRIPE_PRICE_ZEN_INVESTOR: z.string().optional(),
  STRIPE_PRICE_ZEN_STRATEGIES: z.string().optional(),
  CHECKOUT_PROVIDER_PORT: port("CHECKOUT_PROVIDER_PORT", 12111),
});

/** The Stripe variables real keys need beside STRIPE_SECRET_KEY, and the price each one names. */
const STRIPE_PRICE_VARIABLES = {
  STRIPE_PRICE_PREMIUM_YEARLY: "premiumYearly",
  STRIPE_PRICE_PREMIUM_MONTHLY: "premiumMonthly",
  STRIPE_PRICE_PREMIUM_TRIAL: "premiumTrial",
  STRIPE_PRICE_ZEN_INVESTOR: "zenInvestorYearly",
  STRIPE_PRICE_ZEN_STRATEGIES: "zenStrategiesYearly",
} as const satisfies Record<string, keyof PriceIds>;

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** The provider's price ids of our plans. */
  priceIds: PriceIds;
  /**
   * Where the local checkout provider listens (started in-process by main.ts, and the address
   * the SDK is pointed at) when no STRIPE_SECRET_KEY is set; undefined with real Stripe.
   */
  localProvider: { host: string; port: number } | undefined;
}

export interface Config {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  /** External PostgreSQL; when absent the embedded server is started. */
  databaseUrl: string | undefined;
  /** Where the embedded PostgreSQL (and other local state) lives. */
  dataDir: string;
  embeddedPgPort: number;
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set: then the site answers under that address alone and redirects
   * every other host name to it; unset, return and mail links follow the address the visitor
   * used, among this machine's own (decision 043).
   */
  publicUrlConfigured: boolean;
  /** Cookies get the Secure flag whenever the public address is https. */
  secureCookies: boolean;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** Bound of each web process's kept pages in MB (0: off). */
  pageCacheMb: number;
  /** Size, seed and as-of date of the generated demo market (as-of: the last weekday before today when unset). */
  demo: { companies: number; seed: string; asOf: string | undefined };
  /** Reverse proxies in front (0: none): the client address is that many hops from the right of X-Forwarded-For. */
  trustProxy: number;
  /** Outgoing mail: SMTP when smtpUrl is set, otherwise the local outbox table. */
  mail: { smtpUrl: string | undefined; from: string };
  /** HMAC key of the digests' unsubscribe links; unset: one generated and kept in the database. */
  digestSecret: string | undefined;
  /** Run background jobs (workers and schedules) in this process; false on web-only processes. */
  workers: boolean;
  /** Web worker processes sharing the port (node:cluster); 1 serves from the main process itself. */
  webConcurrency: number;
  /** Google sign-in (OpenID Connect); off unless both the client id and secret are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Payments: real Stripe, or the local checkout provider (decision 021). */
  billing: BillingConfig;
  /** The external help centre the header's Help Guides links to (spec 2.1). */
  helpCenterUrl: string;
  /** Zen Investor's recorded sessions' base address (unset: the webinar pages show no video). */
  webinarVideoBaseUrl: string | undefined;
  /** /go/{slug}: each slug's partner address, every one https on an allowed host. */
  affiliateLinks: AffiliateTable;
  /** The post-signup offer frames, handed to the browser in the sign-up answer (null: none). */
  offers: { offerUrl: string | null; imsOfferUrl: string | null };
  /** Where `npm run data -- fetch` and the nightly fetch bring real market data from (market-fetch-config.ts). */
  marketFetch: MarketFetchConfig;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => issue.message));
  }
  const e = result.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const googleId = e.GOOGLE_CLIENT_ID?.trim();
  const googleSecret = e.GOOGLE_CLIENT_SECRET?.trim();
  if (Boolean(googleId) !== Boolean(googleSecret)) {
    throw new ConfigError([
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or neither, to turn Google sign-in off)",
    ]);
  }
  const affiliates = parseAffiliateTable(e.AFFILIATE_LINKS, parseAllowedHosts(e.AFFILIATE_HOSTS));
  if (!affiliates.ok) throw new ConfigError(affiliates.problems);
  const affiliateLinks = affiliates.table;
  const marketFetch = marketFetchConfig(env);
  if (!marketFetch.ok) throw new ConfigError(marketFetch.problems);
  const dataDir = path.resolve(cwd, e.DATA_DIR?.trim() || ".data");
  const billing = billingConfig(e, dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    secureCookies: publicUrl.startsWith("https:"),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pageCacheMb: e.PAGE_CACHE_MB >= 0 ? e.PAGE_CACHE_MB : e.NODE_ENV === "test" ? 0 : 16,
    trustProxy: e.TRUST_PROXY,
    workers: e.WORKERS,
    webConcurrency: e.WEB_CONCURRENCY || os.availableParallelism(),
    google:
      googleId && googleSecret
        ? { clientId: googleId, clientSecret: googleSecret, issuer: e.GOOGLE_ISSUER ?? "https://accounts.google.com" }
        : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM?.trim() || "OpenZen <no-reply@openzen.example>" },
    digestSecret: e.DIGEST_SECRET?.trim() || undefined,
    demo: { companies: e.DEMO_COMPANIES, seed: e.DEMO_SEED?.trim() || "openzen", asOf: e.DEMO_AS_OF },
    billing,
    helpCenterUrl: e.HELP_CENTER_URL?.trim() || HELP_CENTER_URL,
    webinarVideoBaseUrl: e.WEBINAR_VIDEO_BASE_URL?.trim() || undefined,
    affiliateLinks,
    offers: { offerUrl: e.OFFER_URL ?? null, imsOfferUrl: e.IMS_OFFER_URL ?? null },
    marketFetch: marketFetch.config,
  };
}

/**
 * Real Stripe needs every STRIPE_* variable; without a secret key the local provider stands in,
 * with this installation's keys (made in the data folder on the first start), or with
 * CHECKOUT_PROVIDER_SECRET_KEY and CHECKOUT_PROVIDER_WEBHOOK_SECRET when a provider started
 * elsewhere (a test's) is used.
 */
function billingConfig(e: z.infer<typeof envSchema>, dataDir: string): BillingConfig {
  const secretKey = e.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) {
    const given = e.CHECKOUT_PROVIDER_SECRET_KEY?.trim();
    const givenSecret = e.CHECKOUT_PROVIDER_WEBHOOK_SECRET?.trim();
    return {
      ...(given && givenSecret ? { secretKey: given, webhookSecret: givenSecret } : localProviderKeys(dataDir)),
      priceIds: DEFAULT_PRICE_IDS,
      localProvider: { host: "127.0.0.1", port: e.CHECKOUT_PROVIDER_PORT },
    };
  }
  const priceIds: PriceIds = { ...DEFAULT_PRICE_IDS };
  const missing: string[] = [];
  for (const [name, key] of Object.entries(STRIPE_PRICE_VARIABLES)) {
    const value = e[name as keyof typeof STRIPE_PRICE_VARIABLES]?.trim();
    if (value) priceIds[key] = value;
    else missing.push(name);
  }
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) missing.unshift("STRIPE_WEBHOOK_SECRET");
  if (missing.length > 0 || !webhookSecret)
    throw new ConfigError([
      `STRIPE_SECRET_KEY is set, so real Stripe needs ${missing.join(", ")} too (or unset STRIPE_SECRET_KEY to use the local checkout provider)`,
    ]);
  return { secretKey, webhookSecret, priceIds, localProvider: undefined };
}

/** The database address with its password masked, for logs. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl)
    return `embedded PostgreSQL in ${path.join(config.dataDir, "pg")} on port ${config.embeddedPgPort}`;
  const u = new URL(config.databaseUrl);
  if (u.password) u.password = "****";
  return u.toString();
}
