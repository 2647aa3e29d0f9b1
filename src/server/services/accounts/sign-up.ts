import { insertAccount, type AccountRow } from "../../../db/repositories/users";
import type { UtmParameter } from "../../../domain/auth/constants";
import { MESSAGES } from "../../../domain/auth/messages";
import { limitByEmail } from "../../accounts/rate-limits";
import { hashPassword } from "../../accounts/passwords";
import { formError } from "../../errors";
import { ensureDefaultWatchlist } from "../watchlists/watchlists";
import { confirmationMail, welcomeMail } from "../../mail/templates";
import type { AccountServices } from "./account-services";
import { confirmationLink, resetPasswordLink } from "./links";

type Utm = Partial<Record<UtmParameter, string>>;

/**
 * Creates a password account and mails its confirmation link. An open sign-up that signs in at
 * once cannot hide that an address is taken; the per-address and per-client limits bound how
 * fast anyone can ask.
 */
export async function signUp(
  services: AccountServices,
  input: { email: string; password: string; newsletterOptIn: boolean; utm: Utm; context: string | undefined },
): Promise<AccountRow> {
  const { db } = services;
  await limitByEmail(db, "sign-up", input.email);
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction().execute(async (trx) => {
    const account = await insertAccount(trx, {
      email: input.email,
      passwordHash,
      utm: input.utm,
      signupContext: input.context,
      newsletterOptIn: input.newsletterOptIn,
    });
    if (!account) return undefined;
    // Spec 3: the answer carries the new member's first watchlist, so the first Watch needs no step.
    await ensureDefaultWatchlist(trx, account.id);
    return { account, link: await confirmationLink(trx, services.publicUrl, account.id, account.email) };
  });
  if (!created) throw formError("EMAIL_TAKEN", { email: [MESSAGES.emailTaken] });
  await services.mailer.send(created.account.email, confirmationMail(created.link));
  return created.account;
}

/**
 * The email-capture tool's sign-up: an account without a password and a mail to choose one.
 * Its caller answers the same whether or not the address was new.
 */
export async function signUpFromOptin(
  services: AccountServices,
  input: { email: string; campaignId: string | undefined; utm: Utm },
): Promise<void> {
  const { db } = services;
  await limitByEmail(db, "sign-up", input.email);
  const link = await db.transaction().execute(async (trx) => {
    const account = await insertAccount(trx, {
      email: input.email,
      passwordHash: null,
      utm: input.utm,
      signupContext: "optin-monster",
      optinmonsterCampaignId: input.campaignId,
      // The email-capture tool is a newsletter sign-up: the visitor asked for it there.
      newsletterOptIn: true,
    });
    if (!account) return undefined;
    await ensureDefaultWatchlist(trx, account.id);
    return resetPasswordLink(trx, services.publicUrl, account.id);
  });
  // Not awaited: the answer must not take longer for new addresses than for known ones.
  if (link) void services.mailer.send(input.email, welcomeMail(link));
}
