import { expect } from "vitest";

// What the account routes' tests share beside their app (useMailingApp in mail-app.ts).

export const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

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
