import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { consumeToken } from "../../../db/repositories/user-tokens";
import { confirmAccount, findAccountByEmail, findAccountById } from "../../../db/repositories/users";
import { okSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { paths, withQuery } from "../../../domain/paths";
import { parseEmailOnly } from "../../../domain/auth/validation";
import { limitByEmail, limitByIp } from "../../accounts/rate-limits";
import { tokenHash } from "../../accounts/tokens";
import { formError } from "../../errors";
import { confirmationMail } from "../../mail/templates";
import { confirmationLink } from "./account-mails";
import type { AccountDeps } from "./deps";
import { answer } from "./respond";

const confirmQuery = z.object({ confirmation_token: z.string().max(200).optional().catch(undefined) });

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

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
      let confirmed = false;
      if (token) {
        try {
          confirmed = await deps.db.transaction().execute(async (trx) => {
            const spent = await consumeToken(trx, tokenHash(token), "confirm_email");
            return spent ? confirmAccount(trx, spent.userId, spent.email) : false;
          });
        } catch (error) {
          // The new address was taken by someone else meanwhile: the link cannot apply.
          if (!isUniqueViolation(error)) throw error;
        }
      }
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
        let account;
        if (signedIn) {
          account = await findAccountById(deps.db, signedIn.userId);
          if (account) await limitByEmail(deps.db, "confirmation", account.email);
        } else {
          const parsed = parseEmailOnly(request.body);
          if (!parsed.ok) throw formError("CONFIRMATION_REQUEST_INVALID", parsed.errors);
          await limitByEmail(deps.db, "confirmation", parsed.value.email);
          account = await findAccountByEmail(deps.db, parsed.value.email);
        }
        if (account && !account.confirmedAt) {
          const link = await confirmationLink(deps.db, deps.publicUrl, account.id, account.email);
          void deps.mailer.send(account.email, confirmationMail(link));
        }
        return { json: { ok: true as const }, redirect: withQuery(paths.newConfirmation(), { sent: "1" }) };
      }),
  );
}
