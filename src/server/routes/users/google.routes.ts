import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { paths, withQuery } from "../../../domain/paths";
import type { GoogleClient } from "../../accounts/google";
import { limitByIp } from "../../accounts/rate-limits";
import { startSession } from "../../accounts/session-cookie";
import { AppError } from "../../errors";
import { signInWithGoogle } from "../../services/accounts/google-sign-in";
import type { AccountDeps } from "./deps";
import { afterSignInPath } from "./redirect-after-login";
import { atSiteUrl } from "../../plugins/site-address";

// Google sign-in (spec 7, "Social sign-in"): the page posts a hidden form with the
// anti-forgery token to /users/auth/google?campaign=...&resume_checkout=...; we send the
// browser to Google and back to the callback. The flow's state, nonce and PKCE verifier, and
// the two parameters to keep, travel in a short-lived HttpOnly cookie scoped to these paths.

const FLOW_COOKIE = "oz_google_flow";
const FLOW_PATH = "/users/auth/google";
const FLOW_MAX_AGE_SECONDS = 10 * 60;

const startQuery = z.object({
  campaign: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/)
    .optional()
    .catch(undefined),
  resume_checkout: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true")
    .catch(false),
});

const flowCookie = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  verifier: z.string().min(1).max(200),
  campaign: z.string().max(100).optional(),
  resumeCheckout: z.boolean(),
});
type Flow = z.infer<typeof flowCookie>;

function readFlow(value: string | undefined): Flow | undefined {
  if (!value || value.length > 2000) return undefined;
  try {
    const parsed = flowCookie.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function failed(reply: FastifyReply) {
  return reply.redirect(withQuery(paths.signIn(), { error: "GOOGLE_SIGN_IN_FAILED" }), 303);
}

export async function googleRoutes(app: FastifyInstance, deps: AccountDeps & { google: GoogleClient | undefined }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = { path: FLOW_PATH, httpOnly: true, sameSite: "lax" as const, secure: deps.secureCookies };

  typed.post(
    FLOW_PATH,
    {
      schema: {
        tags: ["users"],
        summary: "Start Google sign-in",
        description:
          "A form post with the anti-forgery token; campaign and resume_checkout in the query are kept through the round trip. Redirects (303) to Google.",
        querystring: startQuery,
      },
    },
    async (request, reply) => {
      if (!deps.google) throw new AppError("GOOGLE_SIGN_IN_UNAVAILABLE");
      await limitByIp(deps.db, "sign-in", request.ip);
      let started;
      try {
        started = await deps.google.start(`${request.siteUrl}${FLOW_PATH}/callback`);
      } catch (error) {
        request.log.warn({ err: error }, "Google sign-in could not start");
        return failed(reply);
      }
      const flow: Flow = {
        ...started.secrets,
        campaign: request.query.campaign,
        resumeCheckout: request.query.resume_checkout,
      };
      reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString("base64url"), {
        ...cookieOptions,
        maxAge: FLOW_MAX_AGE_SECONDS,
      });
      return reply.redirect(started.url, 303);
    },
  );

  typed.get(
    `${FLOW_PATH}/callback`,
    {
      schema: {
        tags: ["users"],
        summary: "Google sign-in callback",
        description:
          "Where Google sends the browser back. Signs in (creating or linking the account by its verified address) and redirects.",
      },
    },
    async (request, reply) => {
      if (!deps.google) throw new AppError("GOOGLE_SIGN_IN_UNAVAILABLE");
      const flow = readFlow(request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, cookieOptions);
      if (!flow) return failed(reply);

      let identity;
      try {
        identity = await deps.google.finish(new URL(request.url, request.siteUrl), flow);
      } catch (error) {
        // Denied consent, a replayed or forged callback, a wrong state: all end here.
        request.log.info({ err: error }, "Google sign-in failed");
        return failed(reply);
      }

      const account = await signInWithGoogle(atSiteUrl(deps, request), identity, { campaign: flow.campaign });
      if (!account) return failed(reply);

      await startSession(deps.db, request, reply, account.id, { rememberMe: true, secureCookies: deps.secureCookies });
      const target = afterSignInPath(request, reply, deps.secureCookies);
      const url = new URL(target, request.siteUrl);
      if (flow.campaign) url.searchParams.set("campaign", flow.campaign);
      if (flow.resumeCheckout) url.searchParams.set("resume_checkout", "1");
      return reply.redirect(`${url.pathname}${url.search}`, 303);
    },
  );
}
