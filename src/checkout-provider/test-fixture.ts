import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  startCheckoutProvider,
  type CheckoutProvider,
  type CheckoutProviderOptions,
  type ProviderCatalogue,
} from "./server";

// Shared by the provider's tests (and usable from any runner: no test framework imported here): a catalogue like OpenZen's Premium offer, a provider on a free
// port, an SDK client pointed at it, and a tiny webhook receiver that keeps what it gets.

export const SECRET_KEY = "sk_test_provider_0123456789";
export const WEBHOOK_SECRET = "whsec_provider_test_secret";

export const catalogue: ProviderCatalogue = {
  products: [
    { id: "prod_premium", name: "OpenZen Premium" },
    { id: "prod_desk", name: "Research Desk" },
  ],
  prices: [
    {
      id: "price_premium_yearly",
      product: "prod_premium",
      unit_amount: 23_400,
      currency: "usd",
      recurring: { interval: "year" },
      lookup_key: "premium_yearly",
    },
    {
      id: "price_premium_monthly",
      product: "prod_premium",
      unit_amount: 2_900,
      currency: "usd",
      recurring: { interval: "month" },
      lookup_key: "premium_monthly",
    },
    {
      id: "price_desk_basic",
      product: "prod_desk",
      unit_amount: 5_000,
      currency: "usd",
      recurring: { interval: "month" },
    },
    {
      id: "price_desk_plus",
      product: "prod_desk",
      unit_amount: 8_000,
      currency: "usd",
      recurring: { interval: "month" },
    },
    {
      id: "price_trial_fee",
      product: "prod_premium",
      unit_amount: 100,
      currency: "usd",
      recurring: null,
      lookup_key: "premium_trial_fee",
    },
  ],
  coupons: [
    {
      id: "half_once",
      name: "Half off",
      percent_off: 50,
      amount_off: null,
      duration: "once",
      duration_in_months: null,
    },
    {
      id: "ten_forever",
      name: "Ten dollars off",
      percent_off: null,
      amount_off: 1_000,
      currency: "usd",
      duration: "forever",
      duration_in_months: null,
    },
  ],
  promotionCodes: [
    { id: "promo_half", code: "HALF", coupon: "half_once", active: true },
    { id: "promo_ten", code: "TENOFF", coupon: "ten_forever", active: true },
    { id: "promo_old", code: "EXPIRED", coupon: "half_once", active: false },
  ],
};

export interface Receiver {
  url: string;
  /** Raw bodies and signature headers, in arrival order. */
  received: { body: string; signature: string }[];
  /** Status codes to answer with before answering 200. */
  failNext: number[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: "", received: [], failNext: [], close: async () => undefined };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = receiver.failNext.shift() ?? 200;
      if (status === 200)
        receiver.received.push({
          body: Buffer.concat(chunks).toString("utf8"),
          signature: String(request.headers["stripe-signature"]),
        });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

export async function startProvider(
  overrides: Partial<CheckoutProviderOptions> = {},
): Promise<{ provider: CheckoutProvider; stripe: Stripe }> {
  const provider = await startCheckoutProvider({
    port: 0,
    secretKey: SECRET_KEY,
    webhook: null,
    catalogue,
    ...overrides,
  });
  return { provider, stripe: clientFor(provider) };
}

export function clientFor(provider: CheckoutProvider, key = SECRET_KEY): Stripe {
  const port = Number(new URL(provider.url).port);
  return new Stripe(key, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
}

/** The hidden form token and the page's HTML. */
export async function openPage(url: string): Promise<{ html: string; token: string; status: number }> {
  const response = await fetch(url, { redirect: "manual" });
  const html = await response.text();
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { html, token, status: response.status };
}

export async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Fills the hosted page with a card and submits it, as a customer would. */
export async function payWith(sessionUrl: string, card: string, extra: Record<string, string> = {}): Promise<Response> {
  const { token } = await openPage(sessionUrl);
  return postForm(sessionUrl, {
    form_token: token,
    email: "payer@example.com",
    card_number: card,
    exp: "12 / 34",
    cvc: "123",
    name: "Pat Payer",
    ...extra,
  });
}
