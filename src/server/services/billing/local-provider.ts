import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { startCheckoutProvider, type CheckoutProvider } from "../../../checkout-provider/server";
import { providerCatalogue } from "../../../domain/billing/plans";
import type { Config } from "../../config";
import { STRIPE_WEBHOOK_PATH } from "./provider";

/**
 * The local checkout provider, in this process, when no STRIPE_SECRET_KEY is set (decision 021):
 * seeded with our plan catalogue, its customers kept in the data directory, its webhooks sent
 * to this server. The SDK is pointed at it by the configuration; nothing else differs.
 */
export async function startLocalCheckoutProvider(config: Config, log: FastifyBaseLogger): Promise<CheckoutProvider> {
  const local = config.billing.localProvider;
  if (!local) throw new Error("the local checkout provider runs only without STRIPE_SECRET_KEY");
  await mkdir(config.dataDir, { recursive: true });
  const provider = await startCheckoutProvider({
    port: local.port,
    host: local.host,
    secretKey: config.billing.secretKey,
    webhook: { url: `http://127.0.0.1:${config.port}${STRIPE_WEBHOOK_PATH}`, secret: config.billing.webhookSecret },
    catalogue: providerCatalogue(config.billing.priceIds),
    stateFile: path.join(config.dataDir, "checkout-provider.json"),
    log: (message) => log.info({ component: "checkout-provider" }, message),
  }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The local checkout provider could not start on ${local.host}:${local.port} (${reason}). Set CHECKOUT_PROVIDER_PORT to a free port, or STRIPE_SECRET_KEY to use Stripe.`,
    );
  });
  if (config.env === "production")
    log.warn("STRIPE_SECRET_KEY is not set: payments go to the local checkout provider (test cards only)");
  log.info(`Local checkout provider at ${provider.url} (no STRIPE_SECRET_KEY)`);
  return provider;
}
