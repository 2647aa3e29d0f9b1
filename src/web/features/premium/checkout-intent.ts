import { SOLD_INTERVALS, type SoldInterval } from "../../../domain/billing/plans";
// Not the session contract's PLAN_TYPES: that module holds zod's schemas, which every page would
// then load first (decision 041).
import { PAID_SERVICES } from "../../../domain/billing/services";
import type { CheckoutOptions } from "./checkout-flow";

// A guest who chose "monthly", or another plan than Premium, signs up first; the checkout that
// starts by itself after the page load (spec 4) must still be that one. The choice waits in this
// tab's session storage and is spent by that checkout.

const KEY = "oz_checkout_interval";
const PLAN_KEY = "oz_checkout_plan";

function keep(key: string, value: string | undefined): void {
  if (value) sessionStorage.setItem(key, value);
  else sessionStorage.removeItem(key);
}

function take(key: string): string {
  const value = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  return value ?? "";
}

export function rememberCheckoutOptions(options: CheckoutOptions): void {
  try {
    keep(KEY, options.interval);
    keep(PLAN_KEY, options.plan);
  } catch {
    // Without storage the checkout after sign-up is Premium's yearly one.
  }
}

export function takeCheckoutOptions(): CheckoutOptions {
  try {
    const interval = take(KEY);
    const plan = take(PLAN_KEY);
    return {
      ...((SOLD_INTERVALS as readonly string[]).includes(interval) ? { interval: interval as SoldInterval } : {}),
      ...(Object.hasOwn(PAID_SERVICES, plan) ? { plan: plan as CheckoutOptions["plan"] } : {}),
    };
  } catch {
    return {};
  }
}
