import { redirect, type RouterContextProvider } from "react-router";
import { REDIRECT_COOKIE, REDIRECT_COOKIE_MAX_AGE_SECONDS } from "../../../domain/auth/constants";
import { PLANS, type PlanType } from "../../../domain/billing/plans";
import { paths } from "../../../domain/paths";
import { setCookieHeader } from "../../lib/cookies";
import { pageContext } from "../../lib/page-context";
import { checkoutOutcome } from "./checkout-outcome";
import { orUnavailable } from "./or-unavailable";

// What a checkout's return page (?checkout=<id>[&canceled=1]) reads, for Premium's and each paid
// service's. It works before the provider's webhook has reached us: the checkout itself is asked,
// and the page looks again until the account shows the plan.

export async function subscriptionSuccessData(
  context: Readonly<RouterContextProvider>,
  request: Request,
  fallbackPlan: PlanType = "premium",
) {
  const url = new URL(request.url);
  if (!pageContext(context).session.signedIn) {
    const back = `${url.pathname}${url.search}`;
    throw redirect(paths.signIn(), {
      headers: { "set-cookie": setCookieHeader(REDIRECT_COOKIE, back, REDIRECT_COOKIE_MAX_AGE_SECONDS) },
    });
  }
  const checkoutId = url.searchParams.get("checkout") ?? "";
  const canceled = url.searchParams.get("canceled") === "1";
  let unavailable = false;
  const [result, billing] = await Promise.all([
    checkoutId
      ? pageContext(context)
          .billing.checkoutResult(checkoutId)
          .catch((error: unknown) => {
            console.warn("checkout result unavailable", error instanceof Error ? error.message : error);
            unavailable = true;
            return null;
          })
      : Promise.resolve(null),
    orUnavailable(pageContext(context).billing.billingState()),
  ]);
  const plan = result?.plan ?? fallbackPlan;
  const hasPlan = pageContext(context).session.planTypes.includes(plan);
  const subscription =
    billing?.subscriptions.find((s) => s.plan === plan && ["trialing", "active", "past_due"].includes(s.status)) ??
    null;
  return { result, subscription, outcome: checkoutOutcome(result, { canceled, hasPlan, unavailable }) };
}

type Data = Awaited<ReturnType<typeof subscriptionSuccessData>>;

/** "Welcome to <plan>" once paid, else the page's own title ("Checkout"). */
export function subscriptionSuccessMeta(
  data: Data | undefined,
  fallbackPlan: PlanType = "premium",
  checkout = "Checkout",
) {
  const kind = data?.outcome.kind;
  const plan = data?.result?.plan ?? fallbackPlan;
  const title = kind === "welcome" || kind === "activating" ? `Welcome to ${PLANS[plan].name}` : checkout;
  return [{ title: `${title} · OpenZen` }, { name: "robots", content: "noindex" }];
}
