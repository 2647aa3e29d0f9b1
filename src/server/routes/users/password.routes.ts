import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { revokeOtherSessions } from "../../../db/repositories/sessions";
import { consumeToken } from "../../../db/repositories/user-tokens";
import { confirmAccount, findAccountByEmail, findAccountById, setPasswordHash } from "../../../db/repositories/users";
import { okSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { MESSAGES } from "../../../domain/auth/messages";
import { paths, POST_SIGNUP_PATH } from "../../../domain/paths";
import { parseEmailOnly, parseSetPassword } from "../../../domain/auth/validation";
import { hashPassword } from "../../accounts/passwords";
import { limitByEmail, limitByIp } from "../../accounts/rate-limits";
import { startSession } from "../../accounts/session-cookie";
import { tokenHash } from "../../accounts/tokens";
import { formError } from "../../errors";
import { resetPasswordMail } from "../../mail/templates";
import { resetPasswordLink } from "./account-mails";
import type { AccountDeps } from "./deps";
import { answer } from "./respond";

export async function passwordRoutes(app: FastifyInstance, deps: AccountDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/users/password",
    {
      schema: {
        tags: ["users"],
        summary: "Mail a password reset link",
        description:
          "Body user{email}. Answers ok whether or not the address has an account, in the same time, so that nobody learns which addresses are registered. The link (valid 6 hours, once) opens the set-password dialog.",
        response: { 200: okSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, paths.newPassword(), async () => {
        await limitByIp(deps.db, "reset", request.ip);
        const parsed = parseEmailOnly(request.body);
        if (!parsed.ok) throw formError("PASSWORD_RESET_INVALID", parsed.errors);
        const { email } = parsed.value;
        await limitByEmail(deps.db, "reset", email);
        const account = await findAccountByEmail(deps.db, email);
        if (account) {
          const link = await resetPasswordLink(deps.db, deps.publicUrl, account.id);
          // Not awaited: delivery time must not tell known addresses from unknown ones.
          void deps.mailer.send(account.email, resetPasswordMail(link));
        }
        return { json: { ok: true as const, email }, redirect: `${paths.newPassword()}?sent=1` };
      }),
  );

  typed.put(
    "/users/password",
    {
      schema: {
        tags: ["users"],
        summary: "Set a new password with a reset token",
        description:
          "Body user{reset_password_token,password,password_confirmation}. Spends the token, sets the password, confirms the address (the mail reached its owner), ends every other session of the user and signs this browser in. The Location header says where to go next.",
        response: { 200: okSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await limitByIp(deps.db, "reset", request.ip);
      const parsed = parseSetPassword(request.body);
      if (!parsed.ok) throw formError("SET_PASSWORD_INVALID", parsed.errors);
      const { reset_password_token, password } = parsed.value;
      const passwordHash = await hashPassword(password);

      const account = await deps.db.transaction().execute(async (trx) => {
        const token = await consumeToken(trx, tokenHash(reset_password_token), "reset_password");
        if (!token) return undefined;
        const found = await findAccountById(trx, token.userId);
        if (!found) return undefined;
        await setPasswordHash(trx, found.id, passwordHash);
        if (!found.confirmedAt) await confirmAccount(trx, found.id, null);
        return found;
      });
      if (!account) throw formError("RESET_TOKEN_INVALID", { reset_password_token: [MESSAGES.tokenInvalid] });

      // Whoever knew the old password is signed out everywhere; this browser starts afresh.
      await revokeOtherSessions(deps.db, account.id, null);
      await startSession(deps.db, request, reply, account.id, { rememberMe: false, secureCookies: deps.secureCookies });
      reply.header("location", POST_SIGNUP_PATH);
      return { ok: true as const, email: account.email };
    },
  );
}
