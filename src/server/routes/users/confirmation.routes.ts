import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { paths, withQuery } from "../../../domain/paths";
import { parseEmailOnly } from "../../../domain/auth/validation";
import { limitByIp } from "../../accounts/rate-limits";
import { formError } from "../../errors";
import { confirmEmail, resendConfirmation } from "../../services/accounts/confirmation";
import type { AccountDeps } from "./deps";
import { answer } from "./respond";
import { atSiteUrl } from "../../plugins/site-address";

const confirmQuery = z.object({ confirmation_token: z.string().max(200).optional().catch(undefined) });

export async function confirmationRoutes(app: FastifyInstance, deps: AccountDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/users/confirmation",
    {
      schema: {
        tags: ["users"],
        summary: "Confirm an email address (the mailed link)",
        description:
          "Spends the confirmation token and marks the address confirmed (a changed address replaces the old one now). Redirects to /users/confirmation/new, which says whether it worked.",
        querystring: confirmQuery,
      },
    },
    async (request, reply) => {
      const token = request.query.confirmation_token;
      const confirmed = token ? await confirmEmail(atSiteUrl(deps, request), token) : false;
      const query = confirmed ? { confirmed: "1" } : { error: "CONFIRMATION_TOKEN_INVALID" };
      return reply.redirect(withQuery(paths.newConfirmation(), query), 303);
    },
  );

  typed.post(
    "/users/confirmation",
    {
      schema: {
        tags: ["users"],
        summary: "Send the confirmation mail again",
        description:
          "Signed in: to the user's own address. Otherwise body user{email}: answers ok whether or not the address has an unconfirmed account.",
        response: { 200: okSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, paths.newConfirmation(), async () => {
        await limitByIp(deps.db, "confirmation", request.ip);
        const signedIn = await request.currentUser();
        let who: { userId: number } | { email: string };
        if (signedIn) who = { userId: signedIn.userId };
        else {
          const parsed = parseEmailOnly(request.body);
          if (!parsed.ok) throw formError("CONFIRMATION_REQUEST_INVALID", parsed.errors);
          who = { email: parsed.value.email };
        }
        await resendConfirmation(atSiteUrl(deps, request), who);
        return { json: { ok: true as const }, redirect: withQuery(paths.newConfirmation(), { sent: "1" }) };
      }),
  );
}
