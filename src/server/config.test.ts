import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_IDS } from "../domain/billing/plans";
import { ConfigError, describeDatabase, loadConfig } from "./config";
import { LOCAL_PROVIDER_KEYS_FILE } from "./local-provider-keys";

/** A data folder of this file's own for the local provider's key file. */
const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), "openzen-config-"));

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("configuration", () => {
  it("has defaults that serve the site on localhost:3000 with the embedded database", () => {
    // The local provider's keys given, so that no key file is made under /srv/app.
    const config = loadConfig(
      { CHECKOUT_PROVIDER_SECRET_KEY: "sk_test_given", CHECKOUT_PROVIDER_WEBHOOK_SECRET: "whsec_given" },
      "/srv/app",
    );
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("/srv/app/.data"));
    expect(config.embeddedPgPort).toBe(5488);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.publicUrlConfigured).toBe(false);
    expect(config.secureCookies).toBe(false);
    expect(config.env).toBe("development");
    // One process runs the web app and the background jobs unless told otherwise.
    expect(config.workers).toBe(true);
    expect(config.helpCenterUrl).toBe("https://help.openzen.example/");
    // One web worker per core.
    expect(config.webConcurrency).toBe(os.availableParallelism());
  });

  it("takes WEB_CONCURRENCY from 1 to 64, 0 meaning one per core", () => {
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "0" }).webConcurrency).toBe(os.availableParallelism());
    expect(() => loadConfig({ WEB_CONCURRENCY: "65" })).toThrow(
      'WEB_CONCURRENCY must be a whole number from 0 to 64 (got "65")',
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: "two" })).toThrow(ConfigError);
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        NODE_ENV: "production",
        PORT: "8080",
        HOST: "0.0.0.0",
        DATABASE_URL: "postgres://app:secret@db.internal:5432/openzen",
        DATA_DIR: "/var/lib/openzen",
        EMBEDDED_PG_PORT: "6543",
        PUBLIC_URL: "https://openzen.example/",
        LOG_LEVEL: "warn",
        TRUST_PROXY: "true",
        WORKERS: "false",
        WEB_CONCURRENCY: "3",
        SHUTDOWN_TIMEOUT_MS: "2500",
        PAGE_CACHE_MB: "32",
        DEMO_COMPANIES: "120",
        DEMO_SEED: "s1",
        DEMO_AS_OF: "2010-06-30",
        SMTP_URL: "smtp://mailer:pw@mail.internal:587",
        MAIL_FROM: "OpenZen <hello@openzen.example>",
        GOOGLE_CLIENT_ID: "client-1",
        GOOGLE_CLIENT_SECRET: "secret-1",
        HELP_CENTER_URL: "https://support.openzen.example/guides",
        AFFILIATE_LINKS: '{"broker":"https://broker.example/open"}',
        AFFILIATE_HOSTS: "broker.example",
        OFFER_URL: "https://offers.example/first",
        IMS_OFFER_URL: "https://offers.example/second",
        CHECKOUT_PROVIDER_SECRET_KEY: "sk_test_given",
        CHECKOUT_PROVIDER_WEBHOOK_SECRET: "whsec_given",
      },
      "/srv/app",
    );
    expect(config).toEqual({
      env: "production",
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgres://app:secret@db.internal:5432/openzen",
      dataDir: "/var/lib/openzen",
      embeddedPgPort: 6543,
      publicUrl: "https://openzen.example",
      publicUrlConfigured: true,
      secureCookies: true,
      logLevel: "warn",
      trustProxy: 1,
      workers: false,
      webConcurrency: 3,
      shutdownTimeoutMs: 2500,
      pageCacheMb: 32,
      demo: { companies: 120, seed: "s1", asOf: "2010-06-30" },
      mail: { smtpUrl: "smtp://mailer:pw@mail.internal:587", from: "OpenZen <hello@openzen.example>" },
      google: { clientId: "client-1", clientSecret: "secret-1", issuer: "https://accounts.google.com" },
      billing: {
        secretKey: "sk_test_given",
        webhookSecret: "whsec_given",
        priceIds: DEFAULT_PRICE_IDS,
        localProvider: { host: "127.0.0.1", port: 12111 },
      },
      helpCenterUrl: "https://support.openzen.example/guides",
      affiliateLinks: new Map([["broker", "https://broker.example/open"]]),
      offers: { offerUrl: "https://offers.example/first", imsOfferUrl: "https://offers.example/second" },
      marketFetch: {
        secContact: undefined,
        secDataUrl: "https://data.sec.gov",
        secFilesUrl: "https://www.sec.gov",
        priceSource: "stooq",
        stooqUrl: "https://stooq.com",
        tiingo: { url: "https://api.tiingo.com", apiKey: undefined },
        fredUrl: "https://fred.stlouisfed.org",
        tickers: undefined,
        pricesFrom: "2003-01-02",
        nightly: false,
        bulkFrom: 1000,
      },
    });
  });

  it("gives the local checkout provider keys of this installation's own, made once in DATA_DIR", () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "openzen-keys-"));
    const first = loadConfig({ DATA_DIR: keysDir }).billing;
    const file = path.join(keysDir, LOCAL_PROVIDER_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.secretKey).toMatch(/^sk_test_local_[0-9a-f]{48}$/);
    expect(first.webhookSecret).toMatch(/^whsec_[\w-]{43}$/);
    // The same on every start of this installation, another on another one.
    expect(loadConfig({ DATA_DIR: keysDir }).billing).toEqual(first);
    const second = loadConfig({ DATA_DIR: other }).billing;
    expect(second.webhookSecret).not.toBe(first.webhookSecret);
    expect(second.secretKey).not.toBe(first.secretKey);
    expect(JSON.stringify(first)).not.toContain("openzen_local_provider");
    fs.rmSync(other, { recursive: true, force: true });
  });

  it("talks to real Stripe when every STRIPE_* variable is set, and to the local provider otherwise", () => {
    const real = loadConfig({
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_PREMIUM_YEARLY: "price_y",
      STRIPE_PRICE_PREMIUM_MONTHLY: "price_m",
      STRIPE_PRICE_PREMIUM_TRIAL: "price_t",
      STRIPE_PRICE_ZEN_INVESTOR: "price_zi",
      STRIPE_PRICE_ZEN_STRATEGIES: "price_zs",
    });
    expect(real.billing).toEqual({
      secretKey: "sk_live_1",
      webhookSecret: "whsec_1",
      priceIds: {
        premiumYearly: "price_y",
        premiumMonthly: "price_m",
        premiumTrial: "price_t",
        zenInvestorYearly: "price_zi",
        zenStrategiesYearly: "price_zs",
      },
      localProvider: undefined,
    });
    expect(loadConfig({ CHECKOUT_PROVIDER_PORT: "4242", DATA_DIR: keysDir }).billing.localProvider).toEqual({
      host: "127.0.0.1",
      port: 4242,
    });
    expect(problems({ STRIPE_SECRET_KEY: "sk_live_1", STRIPE_PRICE_PREMIUM_YEARLY: "price_y" })).toEqual([
      "STRIPE_SECRET_KEY is set, so real Stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PREMIUM_MONTHLY, STRIPE_PRICE_PREMIUM_TRIAL, STRIPE_PRICE_ZEN_INVESTOR, STRIPE_PRICE_ZEN_STRATEGIES too (or unset STRIPE_SECRET_KEY to use the local checkout provider)",
    ]);
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: "70000" }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ PORT: "30.5" }, 'PORT must be a whole number from 1 to 65535 (got "30.5")'],
    [{ EMBEDDED_PG_PORT: "0" }, 'EMBEDDED_PG_PORT must be a whole number from 1 to 65535 (got "0")'],
    [
      { DATABASE_URL: "not a url" },
      "DATABASE_URL must be a URL such as postgres://host/path (got something that is not a URL)",
    ],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL must start with postgres: or postgresql: (got mysql:)"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL must start with http: or https: (got ftp:)"],
    [{ HOST: "local host" }, 'HOST must be a host name or IP address such as 0.0.0.0 (got "local host")'],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent"],
    [{ NODE_ENV: "staging" }, "NODE_ENV must be one of production, development, test"],
    [{ WORKERS: "web" }, "WORKERS must be true or false"],
    [
      { TRUST_PROXY: "maybe" },
      'TRUST_PROXY must be true, false or the number of proxies in front, 1 to 10 (got "maybe")',
    ],
    [{ TRUST_PROXY: "11" }, 'TRUST_PROXY must be true, false or the number of proxies in front, 1 to 10 (got "11")'],
    [{ PAGE_CACHE_MB: "-1" }, 'PAGE_CACHE_MB must be a whole number from 0 to 4096 (got "-1")'],
    [{ DEMO_COMPANIES: "5" }, 'DEMO_COMPANIES must be a whole number from 10 to 20000 (got "5")'],
    [{ DEMO_AS_OF: "2010-13-45" }, 'DEMO_AS_OF must be a date YYYY-MM-DD from 2004-01-01 on (got "2010-13-45")'],
    [
      { GOOGLE_CLIENT_ID: "only-the-id" },
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or neither, to turn Google sign-in off)",
    ],
    [{ GOOGLE_ISSUER: "ftp://x" }, "GOOGLE_ISSUER must start with https: or http: (got ftp:)"],
    [{ HELP_CENTER_URL: "javascript:alert(1)" }, "HELP_CENTER_URL must start with https: or http: (got javascript:)"],
    [
      { HELP_CENTER_URL: "help.example" },
      "HELP_CENTER_URL must be a URL such as https://host/path (got something that is not a URL)",
    ],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL must start with smtp: or smtps: (got http:)"],
    [{ SHUTDOWN_TIMEOUT_MS: "-1" }, 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds (got "-1")'],
  ])("rejects %o with a clear message", (env, message) => {
    expect(problems(env)).toEqual([message]);
  });

  it("reports every bad variable at once", () => {
    expect(problems({ PORT: "x", LOG_LEVEL: "y" })).toHaveLength(2);
    expect(() => loadConfig({ PORT: "x" })).toThrow(/^Invalid configuration:\n {2}- PORT must be/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", HOST: " " }).port).toBe(3000);
  });

  it("never prints the database password", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://app:hunter2@db:5432/openzen" });
    expect(describeDatabase(config)).toBe("postgres://app:****@db:5432/openzen");
    expect(describeDatabase(loadConfig({ DATA_DIR: "/d" }))).toBe("embedded PostgreSQL in /d/pg on port 5488");
  });
});
