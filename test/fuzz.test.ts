import { runMarketPipeline } from "../src/market/pipeline/market-pipeline";
import { demoBuild } from "../src/market/pipeline/data-steps";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/app";
import { startTestCheckoutProvider, type TestCheckoutProvider } from "./support/checkout-provider";
import { insertSignedInUser } from "./support/fixtures";
import { REDIRECT_COOKIE } from "../src/domain/auth/constants";
import { ERRORS } from "../src/server/errors";
import { SECTIONS } from "../src/web/sections";
import { STRIPE_WEBHOOK_PATH } from "../src/server/services/billing/provider";

// Every route of the OpenAPI description and every page route, asked with random and hostile
// paths, queries, bodies, headers and methods: no answer is a 5xx, and none carries
// an internal message (Fastify's or Node's error codes, React Router's words, a stack). The
// seed is fixed, so a failure is reproduced by running the file again; the counterexample is
// printed by fast-check. How long answers take is measured by the load benchmark, not here.

const SEED = 150_015;
const RUNS = 600;

let t: TestApp;
// The payment routes answer from the checkout provider, part of the app's surroundings as the
// database is: a real local one (without it they answer 503, rightly).
let checkout: TestCheckoutProvider;
let session: string;
let templates: { method: string; path: string }[];
let companyIds: number[];

beforeAll(async () => {
  checkout = await startTestCheckoutProvider();
  t = await createTestApp(checkout.env);
  checkout.deliverTo(t.app);
  await runMarketPipeline(t.database.pool, {
    data: demoBuild({ companies: 12, seed: "fuzz", asOf: "2015-06-30" }),
    skip: ["rating"],
  });
  await t.app.screener.reload();
  session = (await insertSignedInUser(t.database.db, { watchlists: ["Fuzz"] })).cookie;
  companyIds = (await t.database.db.selectFrom("companies").select("id").orderBy("id").limit(3).execute()).map(
    (r) => r.id,
  );
  const openapi = (await t.app.inject({ method: "GET", url: "/api/docs" })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const api = Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  const pages = SECTIONS.map((s) => ({ method: "GET", path: s.pattern }));
  templates = [...api, ...pages];
}, 120_000);

afterAll(async () => {
  await t?.close();
  await checkout?.close();
});

const HOSTILE = [
  "",
  "%",
  "%%",
  "%00",
  "%E0%A4%A",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..",
  "../..",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${7*7}",
  "__proto__",
  "constructor",
  "-1",
  "0",
  "1e308",
  "NaN",
  "9".repeat(40),
  "a".repeat(3000),
  "Zürich",
  "\u2028",
  "null",
  "[]",
  "{}",
];

const segment = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  fc.nat({ max: 2_000_000_000 }).map(String),
  fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s)),
);

/** A path from a route's template, each parameter replaced by a sample, a real id or junk. */
const pathOf = (template: string) =>
  fc
    .array(fc.oneof(segment, fc.constantFrom(...companyIds.map(String))), { minLength: 8, maxLength: 8 })
    .map((values) => {
      let i = 0;
      const path = template.replace(/\{[^}]+\}|:[A-Za-z_]+\??|\*/g, () => values[i++ % values.length]!);
      // What no client can put on the request line (spaces, non-ASCII) goes encoded; '%' stays raw.
      return path.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
    });

const queryKey = fc.oneof(
  fc.constantFrom("t", "p", "s", "sd", "q", "limit", "f[mcap]", "f[sid]", "f[zr]", "f[nope]", "f[", "_data", "index"),
  fc.string({ maxLength: 10 }),
);
const query = fc
  .array(fc.tuple(queryKey, fc.oneof(segment, fc.string({ maxLength: 30 }))), { maxLength: 5 })
  .map((pairs) =>
    pairs.length === 0
      ? ""
      : "?" +
        pairs.map(([k, v]) => `${encodeURIComponent(k)}=${/^[\w%.-]*$/.test(v) ? v : encodeURIComponent(v)}`).join("&"),
  );

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 4 }).map((v) => ({ type: "application/json", payload: JSON.stringify(v) })),
  fc.constantFrom(
    { type: "application/json", payload: "[".repeat(50_000) + "]".repeat(50_000) },
    { type: "application/json", payload: '{"__proto__":{"admin":true}}' },
    { type: "application/json", payload: "{" },
    { type: "application/json", payload: "" },
    { type: "application/x-www-form-urlencoded", payload: "user%5Bemail%5D=a%40b.c&user%5Bpassword%5D=x" },
    { type: "application/x-www-form-urlencoded", payload: "__proto__%5Bx%5D=1&a=%ZZ" },
    { type: "text/plain", payload: "hello" },
    { type: "multipart/form-data; boundary=x", payload: "--x\r\n\r\n--x--" },
  ),
  fc.string({ maxLength: 200 }).map((payload) => ({ type: "application/json", payload })),
);

const headerValue = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }));
/** Built once the signed-in session exists. */
const headersOf = (session: string) =>
  fc.record({
    accept: fc.constantFrom("text/html", "application/json", "*/*", "", "text/html;q=0", "image/png"),
    cookie: fc.oneof(
      fc.constant(""),
      fc.constant(session),
      headerValue.map((v) => `${REDIRECT_COOKIE}=${encodeURIComponent(v)}`),
      headerValue.map((v) => `oz_session=${encodeURIComponent(v)}; oz_csrf=${encodeURIComponent(v)}`),
    ),
    token: fc.option(
      headerValue.map((v) => v.replace(/[^\x20-\x7e]/g, "")),
      { nil: undefined },
    ),
  });

const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");

const CODES = new Set(Object.keys(ERRORS));
const INTERNAL =
  /FST_[A-Z_]+|ERR_[A-Z_]{3,}|did not provide an `action`|no way to handle|\bat \S+ \(|node_modules|\.ts:\d+/;

function check(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, what).not.toMatch(INTERNAL);
  if (
    res.statusCode >= 400 &&
    res.body !== "" &&
    (res.headers["content-type"] ?? "").toString().startsWith("application/json")
  ) {
    const parsed = JSON.parse(res.body) as { error?: { code?: string } };
    expect(CODES.has(parsed.error?.code ?? ""), `${what}: ${res.body.slice(0, 200)}`).toBe(true);
  }
}

describe("fuzzing every route", () => {
  it("answers random and hostile requests to every route without a 5xx or an internal message", async () => {
    const request = fc.record({
      template: fc.constantFrom(...templates),
      methodChoice: fc.option(method, { nil: undefined, freq: 2 }),
      path: fc.constant(""),
      query,
      body,
      headers: headersOf(session),
      dataRoute: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        request.chain((r) => pathOf(r.template.path).map((path) => ({ ...r, path }))),
        async (r) => {
          const m = r.methodChoice ?? r.template.method;
          const url = `${r.path.startsWith("/") ? r.path : `/${r.path}`}${r.dataRoute && !r.path.startsWith("/api") ? ".data" : ""}${r.query}`;
          const what = `${m} ${url.slice(0, 200)}`;
          const res = await t.app.inject({
            method: m as "GET",
            url,
            headers: {
              accept: r.headers.accept,
              ...(r.headers.cookie ? { cookie: r.headers.cookie } : {}),
              ...(r.headers.token ? { "x-csrf-token": r.headers.token } : {}),
              ...(r.body && m !== "GET" && m !== "HEAD" ? { "content-type": r.body.type } : {}),
            },
            payload: r.body && m !== "GET" && m !== "HEAD" ? r.body.payload : undefined,
          });
          check(res, what);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);

  it("answers every route's own template, each parameter a real id, with each method", async () => {
    for (const { path } of templates) {
      for (const m of ["GET", "POST", "DELETE"] as const) {
        const url = path.replace(/\{[^}]+\}|:[A-Za-z_]+\??/g, String(companyIds[0]));
        const res = await t.app.inject({ method: m, url, headers: { accept: "application/json", cookie: session } });
        check(res, `${m} ${url}`);
      }
    }
  }, 60_000);

  it("answers correctly signed webhooks of any shape without a 5xx", async () => {
    const now = Math.floor(Date.now() / 1000);
    const id = (prefix: string) =>
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9]{1,16}$/).map((s) => `${prefix}_${s}`),
        fc.constantFrom(`${prefix}_doesnotexist`, "", "null", "\u0000", "a".repeat(300)),
        fc.jsonValue({ maxDepth: 1 }),
      );
    const subscriptionLike = fc.record(
      {
        id: id("sub"),
        object: fc.constantFrom("subscription", "invoice", "checkout.session", 7),
        customer: fc.oneof(id("cus"), fc.record({ id: id("cus") })),
        status: fc.oneof(fc.constantFrom("active", "canceled", "trialing", "complete", "expired"), fc.string()),
        subscription: id("sub"),
        items: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.record({ data: fc.array(fc.jsonValue({ maxDepth: 2 })) })),
        parent: fc.oneof(
          fc.jsonValue({ maxDepth: 1 }),
          fc.record({ subscription_details: fc.record({ subscription: id("sub") }) }),
        ),
        metadata: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.record({ user_id: fc.jsonValue({ maxDepth: 0 }) })),
      },
      { requiredKeys: [] },
    );
    const eventLike = fc.record(
      {
        id: id("evt"),
        object: fc.constant("event"),
        type: fc.oneof(
          fc.constantFrom(
            "checkout.session.completed",
            "checkout.session.expired",
            "customer.subscription.created",
            "customer.subscription.updated",
            "customer.subscription.deleted",
            "invoice.paid",
            "invoice.payment_failed",
            "customer.created",
          ),
          fc.string({ maxLength: 30 }),
        ),
        created: fc.oneof(fc.constant(now), fc.integer(), fc.double(), fc.constantFrom(1e300, -1, "now")),
        data: fc.oneof(
          fc.record({ object: fc.oneof(subscriptionLike, fc.jsonValue({ maxDepth: 3 })) }),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    );
    const payload = fc.oneof(
      { weight: 5, arbitrary: eventLike.map((e) => JSON.stringify(e)) },
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 100 }),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const signature = checkout.stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: checkout.webhookSecret,
        });
        const res = await t.app.inject({
          method: "POST",
          url: STRIPE_WEBHOOK_PATH,
          headers: { "content-type": "application/json", "stripe-signature": signature },
          payload: body,
        });
        check(res, `signed webhook ${body.slice(0, 200)}`);
      }),
      { seed: SEED, numRuns: 300, endOnFailure: true },
    );
  }, 120_000);
});
