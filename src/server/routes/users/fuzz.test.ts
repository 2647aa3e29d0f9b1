import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, csrfPair, type TestApp } from "../../../../test/support/app";

// Random and hostile bodies against every account endpoint: whatever arrives, the answer is a
// client error or a success, never a 5xx, and an error body never carries a stack trace.

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a@b.co",
    "A@B.CO",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "x".repeat(5000),
    "__proto__",
    "%00",
    "🙂@🙂.com",
    "a@b.co\r\nBcc: x@y.z",
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const userObject = fc.record(
  {
    email: hostileValue,
    password: hostileValue,
    password_confirmation: hostileValue,
    reset_password_token: hostileValue,
    remember_me: hostileValue,
    optinmonster_campaign_id: hostileValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.record({ user: fc.oneof(userObject, hostileValue), context: hostileValue }, { requiredKeys: [] }),
  fc.jsonValue(),
  fc.record({ __proto__: fc.record({ user: userObject }) }, { requiredKeys: [] }),
);
const rawPayload = fc.oneof(
  body.map((b) => ({ type: "application/json", payload: JSON.stringify(b) ?? "null" })),
  fc.string().map((s) => ({ type: "application/json", payload: s })),
  fc
    .array(fc.tuple(hostileString, hostileString), { maxLength: 6 })
    .map((pairs) => ({ type: "application/x-www-form-urlencoded", payload: new URLSearchParams(pairs).toString() })),
  fc.string().map((s) => ({ type: "application/x-www-form-urlencoded", payload: s })),
);

const ENDPOINTS = [
  { method: "POST", url: "/users/sign-in" },
  { method: "POST", url: "/users/sign-up" },
  { method: "POST", url: "/users/sign-up?utm_source=a&utm_source=b&utm_campaign=%00" },
  { method: "POST", url: "/users/password" },
  { method: "PUT", url: "/users/password" },
  { method: "POST", url: "/users/confirmation" },
] as const;

describe("account endpoints under hostile input", () => {
  let t: TestApp;
  let csrf: { token: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    csrf = await csrfPair(t.app);
  });
  afterAll(() => t.close());

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(rawPayload, fc.ipV4(), fc.boolean(), async ({ type, payload }, ip, withToken) => {
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            remoteAddress: ip,
            headers: {
              "content-type": type,
              accept: "application/json",
              cookie: csrf.cookie,
              ...(withToken && type === "application/json" ? { "x-csrf-token": csrf.token } : {}),
            },
            payload:
              type === "application/x-www-form-urlencoded" && withToken
                ? `${payload}&_csrf=${encodeURIComponent(csrf.token)}`
                : payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
        }),
        { numRuns: 60 },
      );
    });
  }

  it("GET /users/confirmation takes any token without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (token) => {
        const res = await t.app.inject({
          method: "GET",
          url: `/users/confirmation?confirmation_token=${encodeURIComponent(token)}`,
          headers: { accept: "text/html" },
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
