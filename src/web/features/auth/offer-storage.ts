// The sign-up answer's offers survive the page load that follows sign-up (the session changes
// with it) in this tab's session storage, read once by the next page.

const KEY = "oz_post_signup_offers";

export interface PendingOffers {
  offerUrl: string | null;
  imsOfferUrl: string | null;
}

export function keepOffers(offers: PendingOffers): void {
  if (!offers.offerUrl && !offers.imsOfferUrl) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ offerUrl: offers.offerUrl, imsOfferUrl: offers.imsOfferUrl }));
  } catch {
    // Storage refused (a private window's quota): the offer is optional, nothing is lost.
  }
}

export function hasKeptOffers(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The kept offers, left in place: a render may be thrown away and done again (React renders
 * concurrently), so they are forgotten only once the modal showing them is on the page.
 */
export function readOffers(): PendingOffers | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (text === null) return null;
    const value = JSON.parse(text) as Partial<PendingOffers>;
    return {
      offerUrl: typeof value.offerUrl === "string" ? value.offerUrl : null,
      imsOfferUrl: typeof value.imsOfferUrl === "string" ? value.imsOfferUrl : null,
    };
  } catch {
    return null;
  }
}

/** Each offer is shown once: forgotten when the modal has shown it. */
export function forgetOffers(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept or storage refused: nothing to forget.
  }
}
