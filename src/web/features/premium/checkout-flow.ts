import type { Session } from "../../../domain/contracts/session";

// The checkout button's action (spec 4) as a function of what it may touch, so each branch is
// tested without a browser (checkout-flow.test.ts):
// - a trial-payment event when the user never subscribed to Premium;
// - the current address remembered for the return;
// - signed in: checkout starts (loading shown, cancel_to the page the button was on, which is
//   the referrer of the payment page), then the browser goes to the payment page;
// - a guest: sign-up opens with the subscription workflow, and the address it returns to;
// - a member who already holds the plan: nothing (the button is disabled);
// - a failure stops loading and shows the message, or hands it to the caller's handler.

export const TRIAL_PAYMENT_EVENT = "trial_payment";

export interface CheckoutOptions {
  plan?: "premium" | "zen_investor" | "zen_strategies";
  interval?: "year" | "month";
  /** Where the payment page's Back leads, when not the page the button is on (a retry keeps the first). */
  cancelTo?: string;
}

export interface CheckoutButtonDeps {
  /** planTypes: the paid services held (a Premium-only caller may leave it out; hasPremium says Premium). */
  session: Pick<Session, "signedIn" | "hasPremium" | "hasSubscribedToPremium"> & { planTypes?: Session["planTypes"] };
  /** The page the button is on (path and query), same origin. */
  here: string;
  /** An affiliate id, when the visit came through one. */
  referral?: string;
  track(event: string, properties: Record<string, string>): void;
  /** Remember where to come back to after sign-up (the redirect-after-login cookie). */
  rememberReturn(path: string): void;
  /** Remember the options for the checkout that starts by itself after sign-up. */
  rememberOptions(options: CheckoutOptions): void;
  askToSignUp(): void;
  checkout(body: CheckoutOptions & { cancel_to: string; referral?: string }): Promise<{ url: string }>;
  go(url: string): void;
  setLoading(on: boolean): void;
  onError(message: string): void;
}

export type CheckoutOutcome = "disabled" | "sign-up" | "redirected" | "failed";

export async function runCheckoutButton(
  deps: CheckoutButtonDeps,
  options: CheckoutOptions = {},
): Promise<CheckoutOutcome> {
  const { session } = deps;
  const plan = options.plan ?? "premium";
  if (plan === "premium" ? session.hasPremium : (session.planTypes ?? []).includes(plan)) return "disabled";
  // The trial is Premium's: its payment event is tracked for a Premium checkout only.
  if (plan === "premium" && !session.hasSubscribedToPremium) deps.track(TRIAL_PAYMENT_EVENT, { plan });
  if (!session.signedIn) {
    deps.rememberReturn(deps.here);
    deps.rememberOptions(options);
    deps.askToSignUp();
    return "sign-up";
  }
  deps.setLoading(true);
  try {
    const { url } = await deps.checkout({
      plan,
      ...(options.interval ? { interval: options.interval } : {}),
      cancel_to: options.cancelTo ?? deps.here,
      ...(deps.referral ? { referral: deps.referral } : {}),
    });
    // Loading stays on while the browser leaves for the payment page.
    deps.go(url);
    return "redirected";
  } catch (error) {
    deps.setLoading(false);
    deps.onError(error instanceof Error && error.message ? error.message : "Something went wrong.");
    return "failed";
  }
}
