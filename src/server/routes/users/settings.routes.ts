import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { clearSessionCookie } from "../../plugins/session";
import { revokeOtherSessions } from "../../../db/repositories/sessions";
import { deleteAccount, findAccountByEmail, findAccountById, setNewsletterOptIn, setPasswordHash, type AccountRow } from "../../../db/repositories/users";
import { okSchema } from "../../../domain/contracts/auth";
import { errorBodySchema } from "../../../domain/contracts/error";
import { MESSAGES } from "../../../domain/auth/messages";
import { paths, withQuery } from "../../../domain/paths";
import { currentPasswordOf, parseEmailOnly, parseNewPassword, parsePreferences } from "../../../domain/auth/validation";
import { hashPassword, verifyPassword } from "../../accounts/passwords";
import { limitByEmail, limitByIp } from "../../accounts/rate-limits";
import { AppError, formError } from "../../errors";
import { confirmationMail } from "../../mail/templates";
import { requireSignedIn } from "../../policies/accounts";
import { confirmationLink } from "./account-mails";
import type { AccountDeps } from "./deps";
import { answer } from "./respond";

// /users/settings: change the address (it changes once the new one is confirmed), change the
// password, email preferences, delete the account. Plain form posts, so the page needs no
// JavaScript; JSON works the same for scripts and tests.

const SETTINGS = paths.userSettings();
const saved = (what: string) => withQuery(SETTINGS, { saved: what });
const response = { 200: okSchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

/** The owner proves it with the current password, when the account has one. */
async function checkCurrentPassword(account: AccountRow, body: unknown): Promise<void> {
  if (!account.passwordHash) return;
  const ok = await verifyPassword(account.passwordHash, currentPasswordOf(body));
  if (!ok) throw formError("PASSWORD_INCORRECT", { current_password: [MESSAGES.currentPasswordIncorrect] });
}

export async function settingsRoutes(app: FastifyInstance, deps: AccountDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function owner(request: Parameters<typeof requireSignedIn>[0]) {
    const user = await requireSignedIn(request);
    const account = await findAccountById(deps.db, user.userId);
    if (!account) throw new AppError("SIGN_IN_REQUIRED");
    return { user, account };
  }

  typed.post(
    "/users/settings/email",
    { schema: { tags: ["users"], summary: "Change the email address", description: "Body user{email,current_password}. Mails a confirmation link to the new address; the address changes when it is followed.", response } },
    async (request, reply) =>
      answer(request, reply, SETTINGS, async () => {
        const { account } = await owner(request);
        await limitByIp(deps.db, "confirmation", request.ip);
        const parsed = parseEmailOnly(request.body);
        if (!parsed.ok) throw formError("SETTINGS_INVALID", parsed.errors);
        await checkCurrentPassword(account, request.body);
        const email = parsed.value.email;
        if (email.toLowerCase() === account.email.toLowerCase()) throw formError("SETTINGS_INVALID", { email: [MESSAGES.sameEmail] });
        await limitByEmail(deps.db, "confirmation", email);
        if (await findAccountByEmail(deps.db, email)) throw formError("SETTINGS_INVALID", { email: [MESSAGES.emailTaken] });
        const link = await confirmationLink(deps.db, deps.publicUrl, account.id, email);
        await deps.mailer.send(email, confirmationMail(link));
        return { json: { ok: true as const, email }, redirect: saved("email") };
      }),
  );

  typed.post(
    "/users/settings/password",
    { schema: { tags: ["users"], summary: "Change the password", description: "Body user{current_password,password,password_confirmation}. Ends every other session of the user.", response } },
    async (request, reply) =>
      answer(request, reply, SETTINGS, async () => {
        const { user, account } = await owner(request);
        await limitByIp(deps.db, "reset", request.ip);
        const parsed = parseNewPassword(request.body);
        if (!parsed.ok) throw formError("SETTINGS_INVALID", parsed.errors);
        await checkCurrentPassword(account, request.body);
        await setPasswordHash(deps.db, account.id, await hashPassword(parsed.value.password));
        await revokeOtherSessions(deps.db, account.id, user.sessionId);
        return { json: { ok: true as const }, redirect: saved("password") };
      }),
  );

  typed.post(
    "/users/settings/preferences",
    { schema: { tags: ["users"], summary: "Email preferences", description: "Body user{newsletter_opt_in}: '1' or true to receive the newsletter.", response } },
    async (request, reply) =>
      answer(request, reply, SETTINGS, async () => {
        const { account } = await owner(request);
        const parsed = parsePreferences(request.body);
        if (!parsed.ok) throw formError("SETTINGS_INVALID", parsed.errors);
        await setNewsletterOptIn(deps.db, account.id, parsed.value.newsletter_opt_in);
        return { json: { ok: true as const }, redirect: saved("preferences") };
      }),
  );

  typed.post(
    "/users/settings/delete",
    {
      schema: {
        tags: ["users"],
        summary: "Delete the account",
        description: "Body user{current_password}. Deletes the user with its sessions, tokens and watchlists, and signs out.",
        response,
      },
    },
    async (request, reply) =>
      answer(request, reply, SETTINGS, async () => {
        const { account } = await owner(request);
        await limitByIp(deps.db, "sign-in", request.ip);
        await checkCurrentPassword(account, request.body);
        await deleteAccount(deps.db, account.id);
        clearSessionCookie(reply, deps.secureCookies);
        return { json: { ok: true as const }, redirect: paths.home() };
      }),
  );
}
