import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { paths, POST_SIGNUP_PATH } from "../../../domain/paths";
import { parseEmailOnly, parseSetPassword } from "../../../domain/auth/validation";
import { rememberThisDevice } from "../../accounts/device-cookie";
import { startSession } from "../../accounts/session-cookie";
import { limitByIp } from "../../accounts/rate-limits";
import { formError } from "../../errors";
import { requestPasswordReset, resetPassword } from "../../services/accounts/password";
import type { AccountDeps } from "./deps";
import { answer } from "./respond";
import { atSiteUrl } from "../../plugins/site-address";

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
        await requestPasswordReset(atSiteUrl(deps, request), email);
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
      const account = await resetPassword(atSiteUrl(deps, request), { token: reset_password_token, password });
      // This browser starts afresh with a new session.
      await startSession(deps.db, request, reply, account.id, { rememberMe: false, secureCookies: deps.secureCookies });
      // The mailed link proved the owner: this browser is known from now on.
      await rememberThisDevice(deps.db, request, reply, account.id, deps.secureCookies);
      reply.header("location", POST_SIGNUP_PATH);
      return { ok: true as const, email: account.email };
    },
  );
}
