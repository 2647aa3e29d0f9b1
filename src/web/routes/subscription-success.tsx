import { redirect } from "react-router";
import type { Route } from "./+types/subscription-success";
import { REDIRECT_COOKIE, REDIRECT_COOKIE_MAX_AGE_SECONDS } from "../../domain/auth/constants";
import { paths } from "../../domain/paths";
import { PLANS } from "../../domain/billing/plans";
import { checkoutOutcome } from "../features/premium/checkout-outcome";
import { orUnavailable } from "../features/premium/or-unavailable";
import { SubscriptionResult } from "../features/premium/subscription-result";
import { setCookieHeader } from "../lib/cookies";
import { pageContext } from "../lib/page-context";

// /users/subscription_success?checkout=<id>[&canceled=1]: where the payment page sends the
// browser back (spec 2.3). It works before the provider's webhook has reached us: the checkout
// itself is asked, and the page looks again until the account shows the plan.

export async function loader({ context, request }: Route.LoaderArgs) {
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
  const plan = result?.plan ?? "premium";
  const hasPlan = pageContext(context).session.planTypes.includes(plan);
  const subscription =
    billing?.subscriptions.find((s) => s.plan === plan && ["trialing", "active", "past_due"].includes(s.status)) ??
    null;
  return { result, subscription, outcome: checkoutOutcome(result, { canceled, hasPlan, unavailable }) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const kind = loaderData?.outcome.kind;
  const plan = loaderData?.result?.plan ?? "premium";
  const title = kind === "welcome" || kind === "activating" ? `Welcome to ${PLANS[plan].name}` : "Checkout";
  return [{ title: `${title} · OpenZen` }, { name: "robots", content: "noindex" }];
}

export default function SubscriptionSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <SubscriptionResult {...loaderData} />
    </div>
  );
}
