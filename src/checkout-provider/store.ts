import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type Stripe from "stripe";

// Everything the provider knows, as the Stripe objects it returns, plus the few facts Stripe
// keeps out of its objects (which test card a payment method is, a session's lines and plan).
// Kept in memory; with a state file, written after every change (temporary file + rename, so a
// crash leaves the old state or the new one, never half of one).

export type CardBehaviour = "succeeds" | "declined" | "insufficient_funds" | "authentication_required" | "charge_fails";

export interface SessionPlan {
  lines: { price: string; quantity: number }[];
  trialPeriodDays: number | null;
  subscriptionMetadata: Record<string, string>;
}

export interface PendingItem {
  description: string;
  amount: number;
  price: string | null;
  periodStart: number;
  periodEnd: number;
}

export interface StoredResponse {
  request: string;
  status: number;
  body: unknown;
}

export interface State {
  customers: Record<string, Stripe.Customer>;
  products: Record<string, Stripe.Product>;
  prices: Record<string, Stripe.Price>;
  coupons: Record<string, Stripe.Coupon>;
  promotionCodes: Record<string, Stripe.PromotionCode>;
  discounts: Record<string, Stripe.Discount>;
  checkoutSessions: Record<string, Stripe.Checkout.Session>;
  subscriptions: Record<string, Stripe.Subscription>;
  invoices: Record<string, Stripe.Invoice>;
  invoicePayments: Record<string, Stripe.InvoicePayment>;
  paymentIntents: Record<string, Stripe.PaymentIntent>;
  paymentMethods: Record<string, Stripe.PaymentMethod>;
  testClocks: Record<string, Stripe.TestHelpers.TestClock>;
  portalSessions: Record<string, Stripe.BillingPortal.Session>;
  events: Record<string, Stripe.Event>;
  cards: Record<string, CardBehaviour>;
  sessionPlans: Record<string, SessionPlan>;
  pendingItems: Record<string, PendingItem[]>;
  /** Subscriptions whose customer.subscription.trial_will_end was sent. */
  trialNotices: Record<string, true>;
  idempotency: Record<string, StoredResponse>;
}

export function emptyState(): State {
  return {
    customers: {},
    products: {},
    prices: {},
    coupons: {},
    promotionCodes: {},
    discounts: {},
    checkoutSessions: {},
    subscriptions: {},
    invoices: {},
    invoicePayments: {},
    paymentIntents: {},
    paymentMethods: {},
    testClocks: {},
    portalSessions: {},
    events: {},
    cards: {},
    sessionPlans: {},
    pendingItems: {},
    trialNotices: {},
    idempotency: {},
  };
}

export class Store {
  readonly state: State;

  constructor(private readonly file: string | undefined) {
    this.state = emptyState();
    if (file) {
      try {
        Object.assign(this.state, JSON.parse(readFileSync(file, "utf8")) as Partial<State>);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }

  /** Writes the state file, if any: the whole state, atomically. */
  save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }
}
