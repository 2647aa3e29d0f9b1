import type Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import type { CheckoutProvider } from "./server";
import { WEBHOOK_SECRET, startProvider, startReceiver, type Receiver } from "./test-fixture";

export interface ProviderWithReceiver {
  provider: CheckoutProvider;
  stripe: Stripe;
  receiver: Receiver;
}

/** For a test file: one provider posting its webhooks to one receiver, started before and closed after all tests. */
export function useProviderWithReceiver(): ProviderWithReceiver {
  const context = {} as ProviderWithReceiver;
  beforeAll(async () => {
    context.receiver = await startReceiver();
    Object.assign(context, await startProvider({ webhook: { url: context.receiver.url, secret: WEBHOOK_SECRET } }));
  });
  afterAll(async () => {
    await context.provider.close();
    await context.receiver.close();
  });
  return context;
}
