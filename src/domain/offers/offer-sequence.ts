// The post-signup offer modal (spec 2.2, 4 and 9): the first offer's frame, then the second's
// when there is one; the close control appears after 10 seconds; the offer's page ends its turn
// by posting one of two messages.

export const OFFER_CLOSE_AFTER_MS = 10_000;

/** The messages an offer's page posts when it is done with the visitor. */
export const OFFER_END_MESSAGES = ["AfterOffersWorkflowCompleted", "iframeunload"] as const;

export interface OfferFrame {
  url: string;
  /** Frame height in CSS pixels: 480 for the first offer, 600 for the second. */
  height: 480 | 600;
}

/** Only https addresses are framed; anything else (or null) is no offer. */
function framable(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The frames to show, in order; empty: no modal. */
export function offerSequence(
  offerUrl: string | null | undefined,
  imsOfferUrl: string | null | undefined,
): OfferFrame[] {
  const first = framable(offerUrl);
  const second = framable(imsOfferUrl);
  return [
    ...(first ? [{ url: first, height: 480 as const }] : []),
    ...(second ? [{ url: second, height: 600 as const }] : []),
  ];
}

/**
 * Whether a posted message ends the current offer: it must come from the frame's own origin and
 * name one of the end messages (as a string, or as an object's `event`, `type` or `message`).
 */
export function endsOffer(frameUrl: string, origin: string, data: unknown): boolean {
  if (origin !== new URL(frameUrl).origin) return false;
  const name =
    typeof data === "string"
      ? data
      : typeof data === "object" && data !== null
        ? ["event", "type", "message"]
            .map((k) => (data as Record<string, unknown>)[k])
            .find((v) => typeof v === "string")
        : undefined;
  return (OFFER_END_MESSAGES as readonly unknown[]).includes(name);
}
