import type { FastifyInstance } from "fastify";
import type { BillingDeps } from "../../services/billing/billing-deps";
import { STRIPE_WEBHOOK_PATH } from "../../services/billing/provider";
import { receiveWebhook } from "../../services/billing/webhooks";

/** The largest event we accept; Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The payment provider's webhooks. Registered in a context of its own: the signature is made
 * over the exact bytes sent, so the body is kept raw here (every other route parses JSON).
 * No session and no anti-forgery token (`bare`): the signature is the authentication.
 */
export async function webhookRoutes(app: FastifyInstance, deps: BillingDeps) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      config: { bare: true },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ["billing"],
        summary: "The payment provider's events (Stripe webhooks), signed with STRIPE_WEBHOOK_SECRET",
        description:
          "A missing or forged Stripe-Signature, or one dated more than 5 minutes before or after now: 400 WEBHOOK_SIGNATURE_INVALID and nothing changes. A signed body that is no event (no id, type or time): 400 WEBHOOK_EVENT_INVALID. A repeated event answers 200 and changes nothing. An event we cannot apply (a subscription the provider does not have, an unexpected shape) is stored unapplied, logged and answered 200 with applied false. Provider or database unreachable while applying: 503 (the provider retries).",
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      const outcome = await receiveWebhook(deps, raw, typeof signature === "string" ? signature : undefined);
      return reply.send({ received: true, applied: outcome.applied });
    },
  );
}
