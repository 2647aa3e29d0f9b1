import Stripe from "stripe";
import type { BillingConfig } from "../../config";
import { AppError } from "../../errors";

// The one Stripe SDK client. With real keys it talks to Stripe; without them to the local
// checkout provider on this machine: the host, port and protocol are the only difference
// (decision 021).

/** Where Stripe (or the local checkout provider) delivers its events to us. */
export const STRIPE_WEBHOOK_PATH = "/api/webhooks/stripe";

export function createStripeClient(config: BillingConfig): Stripe {
  return new Stripe(config.secretKey, {
    // One retry of a dropped connection; the SDK sends an idempotency key with each POST, so a
    // retried write is not applied twice.
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: "OpenZen" },
    ...(config.localProvider
      ? { host: config.localProvider.host, port: config.localProvider.port, protocol: "http" as const }
      : {}),
  });
}

/** The provider could not answer (down, unreachable, overloaded, or our key is refused). */
export function isProviderUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  );
}

/** The provider has no such object (a price id that does not exist there). */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

/**
 * Runs provider calls; when the provider cannot answer, the client gets 503
 * BILLING_PROVIDER_UNAVAILABLE with a plain message (the cause goes to the log, never the body).
 */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isProviderUnavailable(error))
      throw new AppError("BILLING_PROVIDER_UNAVAILABLE", undefined, undefined, { "retry-after": "30" });
    throw error;
  }
}
