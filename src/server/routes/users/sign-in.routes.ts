import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listWatchlistSummaries } from "../../../db/repositories/watchlists";
import { findAccountByEmail } from "../../../db/repositories/users";
import { authResultSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { paths } from "../../../domain/paths";
import { parseSignIn } from "../../../domain/auth/validation";
import { limitByEmail, limitByIp } from "../../accounts/rate-limits";
import { verifyPassword } from "../../accounts/passwords";
import { startSession } from "../../accounts/session-cookie";
import { AppError, formError } from "../../errors";
import { presentAuthResult } from "../../presenters/auth";
import type { AccountDeps } from "./deps";
import { afterSignInPath } from "./redirect-after-login";
import { answer } from "./respond";

export async function signInRoutes(app: FastifyInstance, deps: AccountDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/users/sign-in",
    {
      schema: {
        tags: ["users"],
        summary: "Sign in with email and password",
        description:
          "Body user{email,password,remember_me:'1'} as JSON or as a form. remember_me keeps the session two weeks; otherwise the cookie ends with the browser. Answers the same 401 whether the address is unknown or the password wrong.",
        response: { 200: authResultSchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, paths.signIn(), async () => {
        await limitByIp(deps.db, "sign-in", request.ip);
        const parsed = parseSignIn(request.body);
        if (!parsed.ok) throw formError("SIGN_IN_INVALID", parsed.errors);
        const { email, password, remember_me } = parsed.value;
        await limitByEmail(deps.db, "sign-in", email);

        const account = await findAccountByEmail(deps.db, email);
        // Always verify (against a dummy hash when there is no account) so that timing is the same.
        const valid = await verifyPassword(account?.passwordHash ?? null, password);
        if (!account || !valid) throw new AppError("INVALID_CREDENTIALS");

        await startSession(deps.db, request, reply, account.id, { rememberMe: remember_me, secureCookies: deps.secureCookies });
        const watchlists = await listWatchlistSummaries(deps.db, account.id);
        return { json: presentAuthResult(account, watchlists), redirect: afterSignInPath(request, reply, deps.secureCookies) };
      }),
  );
}
