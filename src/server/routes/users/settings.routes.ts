import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { clearSessionCookie } from "../../plugins/session";
import { okSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { paths, withQuery } from "../../../domain/paths";
import { currentPasswordOf, parseEmailOnly, parseNewPassword, parsePreferences } from "../../../domain/auth/validation";
import { limitByIp } from "../../accounts/rate-limits";
import { formError } from "../../errors";
import { requireAccountOwner } from "../../policies/accounts";
import { changeEmail, changePassword, deleteAccount, setPreferences } from "../../services/accounts/settings";
import type { AccountDeps } from "./deps";
import { answer } from "./respond";
import { atSiteUrl } from "../../plugins/site-address";

// /users/settings: change the address (it changes once the new one is confirmed), change the
// password, email preferences, delete the account. Plain form posts, so the page needs no
// JavaScript; JSON works the same for scripts and tests.

const SETTINGS = paths.userSettings();
const saved = (what: string) => withQuery(SETTINGS, { saved: what });
const response = { 200: okSchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

export async function settingsRoutes(app: FastifyInstance, deps: AccountDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/users/settings/email",
    {
      schema: {
        tags: ["users"],
        summary: "Change the email address",
        description:
          "Body user{email,current_password}. Mails a confirmation link to the new address; the address changes when it is followed.",
        response,
      },
    },
    async (request, reply) =>
      answer(request, reply, SETTINGS, async () => {
        const { account } = await requireAccountOwner(deps.db, request);
        await limitByIp(deps.db, "confirmation", request.ip);
        const parsed = parseEmailOnly(request.body);
        if (!parsed.ok) throw formError("SETTINGS_INVALID", parsed.errors);
        const email = parsed.value.email;
        await changeEmail(atSiteUrl(deps, request), account, {
          email,
          currentPassword: currentPasswordOf(request.body),
        });
        return { json: { ok: true as const, email }, redirect: saved("email") };
      }),
  );

  typed.post(
    "/users/settings/password",
    {
      schema: {
        tags: ["users"],
        summary: "Change the password",
        description:
          "Body user{current_password,password,password_confirmation}. Ends every other session of the user.",
        response,
      },
    },
    async (request, reply) =>
      answer(request, reply, SETTINGS, async () => {
        const { user, account } = await requireAccountOwner(deps.db, request);
        await limitByIp(deps.db, "reset", request.ip);
        const parsed = parseNewPassword(request.body);
        if (!parsed.ok) throw formError("SETTINGS_INVALID", parsed.errors);
        await changePassword(
          atSiteUrl(deps, request),
          { account, sessionId: user.sessionId },
          { password: parsed.value.password, currentPassword: currentPasswordOf(request.body) },
        );
        return { json: { ok: true as const }, redirect: saved("password") };
      }),
  );

  typed.post(
    "/users/settings/preferences",
    {
      schema: {
        tags: ["users"],
        summary: "Email preferences",
        description: "Body user{newsletter_opt_in}: '1' or true to receive the newsletter.",
        response,
      },
    },
    async (request, reply) =>
      answer(request, reply, SETTINGS, async () => {
        const { account } = await requireAccountOwner(deps.db, request);
        const parsed = parsePreferences(request.body);
        if (!parsed.ok) throw formError("SETTINGS_INVALID", parsed.errors);
        await setPreferences(deps, account, { newsletterOptIn: parsed.value.newsletter_opt_in });
        return { json: { ok: true as const }, redirect: saved("preferences") };
      }),
  );

  typed.post(
    "/users/settings/delete",
    {
      schema: {
        tags: ["users"],
        summary: "Delete the account",
        description:
          "Body user{current_password}. Deletes the user with its sessions, tokens and watchlists, and signs out.",
        response,
      },
    },
    async (request, reply) =>
      answer(request, reply, SETTINGS, async () => {
        const { account } = await requireAccountOwner(deps.db, request);
        await limitByIp(deps.db, "sign-in", request.ip);
        await deleteAccount(deps, account, { currentPassword: currentPasswordOf(request.body) });
        clearSessionCookie(reply, deps.secureCookies);
        return { json: { ok: true as const }, redirect: paths.home() };
      }),
  );
}
