import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ensureDefaultWatchlist, listOwnWatchlists } from "../../services/watchlists/watchlists";
import { authResultSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { paths } from "../../../domain/paths";
import { parseSignIn } from "../../../domain/auth/validation";
import { knownDeviceToken, rememberThisDevice } from "../../accounts/device-cookie";
import { startSession } from "../../accounts/session-cookie";
import { limitByIp } from "../../accounts/rate-limits";
import { formError } from "../../errors";
import { signInWithPassword } from "../../services/accounts/sign-in";
import { presentAuthResult } from "../../presenters/auth";
import type { AccountDeps } from "./deps";
import { afterSignInPath } from "./redirect-after-login";
import { applyAnalystsToFollow } from "./analysts-to-follow";
import { answer } from "./respond";

export async function signInRoutes(app: FastifyInstance, deps: AccountDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/users/sign-in",
    {
      schema: {
        tags: ["users"],
        summary: "Sign in with email and password",
        description:
          "Body user{email,password,remember_me:'1'} as JSON or as a form. remember_me keeps the session two weeks; otherwise the cookie ends with the browser. Answers the same 401 whether the address is unknown or the password wrong. Failed attempts slow down the address (none for the first five, then a doubling wait up to 15 minutes, at most 100 a day: 429 AUTH_RATE_LIMITED with Retry-After); a browser that signed in to the account before has a back-off of its own, so the owner is never locked out by strangers.",
        response: { 200: authResultSchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, paths.signIn(), async () => {
        await limitByIp(deps.db, "sign-in", request.ip);
        const parsed = parseSignIn(request.body);
        if (!parsed.ok) throw formError("SIGN_IN_INVALID", parsed.errors);
        const { email, password, remember_me } = parsed.value;
        const account = await signInWithPassword(deps, { email, password }, (found) =>
          knownDeviceToken(deps.db, request, found?.id, deps.secureCookies),
        );
        await rememberThisDevice(deps.db, request, reply, account.id, deps.secureCookies);

        await startSession(deps.db, request, reply, account.id, {
          rememberMe: remember_me,
          secureCookies: deps.secureCookies,
        });
        // Members from before watchlists existed get their first one now (decision 023).
        await ensureDefaultWatchlist(deps.db, account.id);
        const watchlists = await listOwnWatchlists(deps.db, account.id);
        return {
          json: presentAuthResult(
            account,
            watchlists,
            await applyAnalystsToFollow(deps.db, request, reply, account.id, deps.secureCookies),
          ),
          redirect: afterSignInPath(request, reply, deps.secureCookies),
        };
      }),
  );
}
