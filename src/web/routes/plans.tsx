import type { Route } from "./+types/plans";
import { premiumFeatureSections } from "../../domain/premium/premium-features";
import type { ZenRatingsExplainer } from "../../domain/contracts/rating";
import { CheckoutButton } from "../features/premium/checkout-button";
import {
  BacktestSentence,
  FeatureTable,
  OfferCard,
  PlansFaq,
  type BacktestClaim,
} from "../features/premium/plans-sections";
import { orUnavailable } from "../features/premium/or-unavailable";
import { usePremiumActions } from "../lib/premium-actions";
import { pageContext } from "../lib/page-context";

// /plans: the Premium offer (spec 9, from the provider's prices), what Premium unlocks (the
// #features table, from the catalogues), the questions before paying, and the checkout button
// of spec 4. The claim about A-rated stocks is the product's own backtest, as /zen-ratings shows it.

function backtestClaim(explainer: ZenRatingsExplainer): BacktestClaim | null {
  const a = explainer.grades.find((g) => g.grade === "A")?.annualReturn ?? null;
  const market = explainer.market.annualReturn;
  if (!explainer.available || a === null || market === null || !explainer.period) return null;
  return { gradeAReturn: a, marketReturn: market, from: explainer.period.from, to: explainer.period.to };
}

export async function loader({ context }: Route.LoaderArgs) {
  const [offer, explainer] = await Promise.all([
    orUnavailable(pageContext(context).billing.plansOffer()),
    pageContext(context).ratingPages.explainer(),
  ]);
  return { offer, claim: backtestClaim(explainer), features: premiumFeatureSections() };
}

export function meta() {
  return [
    { title: "Premium · OpenZen" },
    {
      name: "description",
      content:
        "OpenZen Premium: every Zen Rating, all due diligence checks in full, the top analysts and the Premium screener.",
    },
  ];
}

export default function PlansPage({ loaderData }: Route.ComponentProps) {
  const { offer, claim, features } = loaderData;
  const { hasPremium } = usePremiumActions();
  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">OpenZen Premium</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Research like a professional: the Zen Rating of every stock and its seven components, all due diligence checks
          in full, the top analysts&apos; views and a screener that filters by all of them.
        </p>
        <BacktestSentence claim={claim} />
      </div>
      <OfferCard offer={offer} hasPremium={hasPremium} />
      <FeatureTable sections={features} />
      <PlansFaq offer={offer} />
      {hasPremium || !offer ? null : (
        <div className="rounded-lg bg-slate-50 p-6 text-center">
          <p className="text-lg font-semibold">Ready to try it?</p>
          <div className="mt-3 inline-block">
            <CheckoutButton size="lg">{offer.trial ? "Start trial" : "Get Premium"}</CheckoutButton>
          </div>
        </div>
      )}
    </div>
  );
}
