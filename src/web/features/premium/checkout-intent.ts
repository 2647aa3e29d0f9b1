import { SOLD_INTERVALS, type SoldInterval } from "../../../domain/billing/plans";
import type { CheckoutOptions } from "./checkout-flow";

// A guest who chose "monthly" signs up first; the checkout that starts by itself after the page
// load (spec 4) must still be the monthly one. The choice waits in this tab's session storage
// and is spent by that checkout.

const KEY = "oz_checkout_interval";

export function rememberCheckoutOptions(options: CheckoutOptions): void {
  try {
    if (options.interval) sessionStorage.setItem(KEY, options.interval);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the checkout after sign-up is the yearly one.
  }
}

export function takeCheckoutOptions(): CheckoutOptions {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return (SOLD_INTERVALS as readonly string[]).includes(value ?? "") ? { interval: value as SoldInterval } : {};
  } catch {
    return {};
  }
}
