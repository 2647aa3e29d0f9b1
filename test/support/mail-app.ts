import { afterAll, beforeAll, expect } from "vitest";
import { insertNamedCompanies, insertPlanAudience, type SignedInUser } from "./fixtures";
import { createTestApp, type TestApp } from "./app";
import { linkIn, startSmtpCapture, type CapturedMail, type SmtpCapture } from "./smtp-capture";
import { createMailer, type Mailer } from "../../src/server/mail/mailer";

// The real app on a database of its own, mailing through real SMTP to a capture server, with
// links on a fixed public address, and a mailer built as the mail jobs build theirs: what the
// account routes' tests and every mail job's test start from.

export const MAIL_PUBLIC_URL = "http://openzen.test";

export interface MailingApp {
  readonly t: TestApp;
  readonly smtp: SmtpCapture;
  /** A mailer to the capture server, for a test that runs a mail job itself. */
  readonly mailer: Mailer;
}

/** Starts the app, the SMTP capture and a mailer before the suite's tests and stops them after. */
export function useMailingApp(env: Record<string, string> = {}): MailingApp {
  let t: TestApp | undefined;
  let smtp: SmtpCapture | undefined;
  let mailer: Mailer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL, ...env });
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: "OpenZen <no-reply@openzen.example>",
      db: t.database.db,
      log: t.app.log,
    });
  });
  afterAll(async () => {
    mailer?.close();
    await t?.close();
    await smtp?.close();
  });
  return {
    get t() {
      if (!t) throw new Error("the app starts in beforeAll");
      return t;
    },
    get smtp() {
      if (!smtp) throw new Error("the SMTP capture starts in beforeAll");
      return smtp;
    },
    get mailer() {
      if (!mailer) throw new Error("the mailer starts in beforeAll");
      return mailer;
    },
  };
}

/**
 * A paid product's mail test's members (inserted before the suite's own beforeAll runs): the
 * subscriber, the `others` it must not reach (a free member, a Premium member without the
 * product, an unconfirmed subscriber), and companies named for `tickers`, their ids in order.
 */
export interface PlanAudience {
  subscriber: SignedInUser;
  free: SignedInUser;
  premium: SignedInUser;
  unconfirmed: SignedInUser;
  others: SignedInUser[];
  tickers: readonly string[];
  ids: number[];
}

export function usePlanAudience(
  env: MailingApp,
  plan: "zen_investor" | "zen_strategies",
  tickers: readonly string[],
): PlanAudience {
  const audience = { tickers } as PlanAudience;
  beforeAll(async () => {
    const db = env.t.database.db;
    const ids = await insertNamedCompanies(db, tickers);
    const members = await insertPlanAudience(db, plan);
    Object.assign(audience, members, { ids, others: [members.free, members.premium, members.unconfirmed] });
  }, 60_000);
  return audience;
}

/** The mails the capture server received for this member. */
export function mailsTo(smtp: SmtpCapture, user: Pick<SignedInUser, "email">): CapturedMail[] {
  return smtp.mails.filter((m) => m.to.includes(user.email.toLowerCase()));
}

/**
 * A paid product's mail stays with who bought it: none reached `others`, and no mail to anyone
 * but the subscriber names any of `words` (the companies only the product may name).
 */
export function expectMailKeptFor(
  smtp: SmtpCapture,
  subscriber: Pick<SignedInUser, "email">,
  others: Pick<SignedInUser, "email">[],
  words: readonly string[],
): void {
  for (const user of others) expect(mailsTo(smtp, user)).toEqual([]);
  const subscribers = mailsTo(smtp, subscriber);
  for (const mail of smtp.mails.filter((m) => !subscribers.includes(m)))
    for (const word of words) expect(mail.text).not.toContain(word);
}

/** The path of the unsubscribe link a mail carries (the page that asks, or the one-click POST). */
export function unsubscribePath(mail: CapturedMail): string {
  return linkIn(mail, `${MAIL_PUBLIC_URL}/digests/unsubscribe`).slice(MAIL_PUBLIC_URL.length);
}
