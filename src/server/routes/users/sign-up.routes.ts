import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authResultSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { UTM_PARAMETERS, type UtmParameter } from "../../../domain/auth/constants";
import { paths } from "../../../domain/paths";
import { isOptinSignUp, parseContext, parseOptin, parseSignUp } from "../../../domain/auth/validation";
import { startSession } from "../../accounts/session-cookie";
import { limitByIp } from "../../accounts/rate-limits";
import { formError } from "../../errors";
import { signUp, signUpFromOptin } from "../../services/accounts/sign-up";
import { listOwnWatchlists } from "../../services/watchlists/watchlists";
import { presentAuthResult, presentOptinResult } from "../../presenters/auth";
import type { AccountDeps } from "./deps";
import { afterSignInPath } from "./redirect-after-login";
import { applyAnalystsToFollow } from "./analysts-to-follow";
import { answer } from "./respond";
import { atSiteUrl } from "../../plugins/site-address";

// Spec 5: sign-up attaches the non-null utm parameters of the page address. Anything else in
// the query is ignored; over-long or repeated values are cut to one short string.
const utmValue = z
  .unknown()
  .optional()
  .transform((v) => {
    const first = Array.isArray(v) ? v[0] : v;
    return typeof first === "string" && first.trim() !== "" ? first.trim().slice(0, 200) : undefined;
  });
const utmQuery = z.object(
  Object.fromEntries(UTM_PARAMETERS.map((p) => [p, utmValue])) as Record<UtmParameter, typeof utmValue>,
);

function utmOf(query: unknown): Partial<Record<UtmParameter, string>> {
  const parsed = utmQuery.safeParse(query ?? {});
  if (!parsed.success) return {};
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Partial<
    Record<UtmParameter, string>
  >;
}

export async function signUpRoutes(app: FastifyInstance, deps: AccountDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/users/sign-up",
    {
      config: { idempotent: true },
      schema: {
        tags: ["users"],
        summary: "Create an account",
        description:
          "Body user{email,password,newsletter_opt_in} (the newsletter only when newsletter_opt_in is '1' or true; the form's box is unticked by default) and context (the auth workflow), or user{email,optinmonster_campaign_id} from the email-capture tool; utm_source, utm_medium, utm_campaign, utm_term and utm_content in the query are stored with the user. Signs the new user in and mails a confirmation link. The email-capture variant never signs in and answers the same whether or not the address was new. An Idempotency-Key header (per client address, kept a day) answers a retried JSON sign-up with the first call's result (without signing in again) instead of 'Email has already been taken'.",
        response: { 200: authResultSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, paths.signUp(), async () => {
        await limitByIp(deps.db, "sign-up", request.ip);
        const utm = utmOf(request.query);

        if (isOptinSignUp(request.body)) {
          const parsed = parseOptin(request.body);
          if (!parsed.ok) throw formError("SIGN_UP_INVALID", parsed.errors);
          const { email, optinmonster_campaign_id } = parsed.value;
          await signUpFromOptin(atSiteUrl(deps, request), { email, campaignId: optinmonster_campaign_id, utm });
          return { json: presentOptinResult(email, deps.offers), redirect: paths.newsletterThankYou() };
        }

        const parsed = parseSignUp(request.body);
        if (!parsed.ok) throw formError("SIGN_UP_INVALID", parsed.errors);
        const { email, password, newsletter_opt_in } = parsed.value;
        const account = await signUp(atSiteUrl(deps, request), {
          email,
          password,
          newsletterOptIn: newsletter_opt_in,
          utm,
          context: parseContext(request.body),
        });
        await startSession(deps.db, request, reply, account.id, {
          rememberMe: true,
          secureCookies: deps.secureCookies,
        });
        return {
          json: presentAuthResult(
            account,
            await listOwnWatchlists(deps.db, account.id),
            await applyAnalystsToFollow(deps.db, request, reply, account.id, deps.secureCookies),
            deps.offers,
          ),
          redirect: afterSignInPath(request, reply, deps.secureCookies),
        };
      }),
  );
}
