import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp, type TestApp } from "./app";
import { startSmtpCapture, type SmtpCapture } from "./smtp-capture";

// The account routes' tests share one setup: the real app on a database of its own, mailing
// to a real SMTP capture, with links on a fixed public address.

export const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

export interface MailingApp {
  readonly t: TestApp;
  readonly smtp: SmtpCapture;
}

/** Starts the app and the SMTP capture before the suite's tests and stops them after. */
export function useMailingApp(env: Record<string, string> = {}): MailingApp {
  let t: TestApp | undefined;
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://openzen.test", ...env });
  });
  afterAll(async () => {
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
  };
}

/**
 * What sign-up and sign-in answer for a member with just these (empty, weekly, not subscribed)
 * watchlists and nothing else: no followed analysts, no offer.
 */
export function sessionAnswer(email: string, watchlistNames: readonly string[]) {
  return {
    user: { email, id: expect.any(Number), cioId: null, cioUnsubscribed: false },
    watchlists: watchlistNames.map((name) => ({
      id: expect.any(Number),
      name,
      url: expect.stringMatching(/^\/users\/watchlists\/\d+$/),
      companies: [],
      subscribed: false,
      subscriptionFrequency: "weekly",
      hidden: false,
    })),
    followedAnalysts: [],
    offerUrl: null,
    imsOfferUrl: null,
  };
}
