import { useId } from "react";
import { Link } from "react-router";
import type { PlansOffer } from "../../../domain/contracts/billing";
import { paths } from "../../../domain/paths";
import type { PremiumFeatureSection } from "../../../domain/premium/premium-features";
import { ScrollTable, tdClass, thClass } from "../../components/ui/scroll-table";
import { PassedIcon } from "../../components/ui/status-icons";
import { formatPercent } from "../../lib/format";
import { CheckoutButton } from "./checkout-button";
import { offerWords } from "./plans-offer";

// The parts of /plans: the offer with the checkout buttons (or, for members, what they have),
// the feature table generated from the catalogues (anchor #features) and the questions people
// ask before paying.

/** What the product's own backtest measured (the /zen-ratings figures), when it has run. */
export interface BacktestClaim {
  gradeAReturn: number;
  marketReturn: number;
  from: string;
  to: string;
}

function year(isoDate: string): string {
  return isoDate.slice(0, 4);
}

export function BacktestSentence({ claim }: { claim: BacktestClaim | null }) {
  if (!claim) return null;
  const beat = claim.gradeAReturn - claim.marketReturn;
  return (
    <p className="mt-3 max-w-3xl text-slate-700" data-testid="backtest-claim">
      In our backtest on this site&apos;s data from {year(claim.from)} to {year(claim.to)}, stocks rated A returned{" "}
      <strong>{formatPercent(claim.gradeAReturn)}</strong> a year against the market&apos;s{" "}
      {formatPercent(claim.marketReturn)}
      {beat > 0 ? `: ${(beat * 100).toFixed(1)} percentage points a year more` : ""}.{" "}
      <Link to={paths.zenRatings()} className="text-emerald-800 underline">
        How we measured it
      </Link>
    </p>
  );
}

export function OfferCard({ offer, hasPremium }: { offer: PlansOffer | null; hasPremium: boolean }) {
  const words = offer ? offerWords(offer) : null;
  if (hasPremium) {
    return (
      <section
        aria-labelledby="premium-member"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-6 text-slate-900"
        data-testid="premium-member"
      >
        <h2 id="premium-member" className="text-xl font-semibold">
          You have Premium
        </h2>
        <p className="mt-2 text-slate-700">
          Every Zen Rating, every due diligence check in full, the top analysts&apos; views and the Premium screener are
          unlocked for you, without ads. The table below lists all of it.
        </p>
        <p className="mt-3 text-sm">
          <Link to={paths.userSettings()} className="font-medium text-emerald-800 underline">
            Manage your plan in Account Settings
          </Link>
        </p>
      </section>
    );
  }
  if (!words) {
    return (
      <p
        className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        data-testid="offer-unavailable"
      >
        Payments are unavailable right now, so Premium cannot be bought this minute. Please try again later.
      </p>
    );
  }
  return (
    <section aria-labelledby="premium-offer" className="grid gap-4 md:grid-cols-2">
      <h2 id="premium-offer" className="sr-only">
        Prices
      </h2>
      <div className="rounded-lg border-2 border-emerald-600 p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">
          Yearly{words.yearlySaving ? ` · ${words.yearlySaving}` : ""}
        </p>
        <p className="mt-2 text-2xl font-bold" data-testid="offer-sentence">
          {words.sentence}
        </p>
        <p className="mt-1 text-sm text-slate-600">{words.yearlyTotal}, billed once a year.</p>
        <div className="mt-4">
          <CheckoutButton size="lg" block>
            {words.trial ? `Start your ${words.trial.price} trial` : "Get Premium"}
          </CheckoutButton>
        </div>
      </div>
      {words.monthly ? (
        <div className="rounded-lg border border-slate-200 p-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Monthly</p>
          <p className="mt-2 text-2xl font-bold" data-testid="offer-monthly">
            {words.trial ? `${words.trial.price} for ${words.trial.days} days, then ` : ""}
            {words.monthly}
          </p>
          <p className="mt-1 text-sm text-slate-600">Billed every month; cancel any time.</p>
          <div className="mt-4">
            <CheckoutButton size="lg" variant="secondary" block interval="month">
              Choose monthly
            </CheckoutButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function FeatureSection({ title, rows }: PremiumFeatureSection) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <ScrollTable label={`${title}: what Premium unlocks`}>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              Feature
            </th>
            <th scope="col" className={thClass}>
              What you get
            </th>
            <th scope="col" className={thClass}>
              Free
            </th>
            <th scope="col" className={thClass}>
              Premium
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className={`${tdClass} font-medium`}>
                {row.feature}
              </th>
              <td className="min-w-64 px-4 py-2 text-slate-700">{row.detail}</td>
              <td className={`${tdClass} text-slate-600`}>{row.free}</td>
              <td className={`${tdClass} text-emerald-800`}>
                <span className="inline-flex items-center gap-1">
                  <PassedIcon />
                  Included
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

/**
 * /plans#features: everything Premium unlocks, named from the catalogues. The loader writes the
 * sections (premiumFeatureSections), so the catalogues stay on the server (decision 041).
 */
export function FeatureTable({ sections }: { sections: readonly PremiumFeatureSection[] }) {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-4">
      <h2 id="features-heading" className="text-2xl font-bold">
        What Premium unlocks
      </h2>
      <p className="mt-2 text-slate-700">
        Everything below is locked for visitors and free members and included with Premium, along with an ad-free site.
      </p>
      {sections.map((section) => (
        <FeatureSection key={section.id} {...section} />
      ))}
    </section>
  );
}

export function PlansFaq({ offer }: { offer: PlansOffer | null }) {
  const words = offer ? offerWords(offer) : null;
  const afterTrial = words
    ? `When the ${words.trial?.days ?? 14}-day trial ends, Premium continues on the plan you chose: ${words.yearlyTotal}${
        words.monthly ? `, or ${words.monthly} on the monthly plan` : ""
      }, charged to the card you gave. We show the date in Account Settings, and you can cancel before it to pay nothing more.`
    : "When the trial ends, Premium continues on the plan you chose unless you cancel before.";
  const questions = [
    {
      q: "Can I cancel any time?",
      a: "Yes. Cancel in Account Settings with one click. Premium stays until the end of the period you have paid for and you are not charged again. You can resume before that date too.",
    },
    { q: "What happens when the trial ends?", a: afterTrial },
    {
      q: "Can I get a refund?",
      a: "The trial charge is not refunded, but cancelling during the trial means you pay nothing more. If a renewal charged you when you meant to cancel, write to us within 14 days of the charge and we refund it in full.",
    },
    {
      q: "Can I switch between monthly and yearly?",
      a: "Yes, in Account Settings, whenever you like.",
    },
    {
      q: "Is there a performance guarantee?",
      a: (
        <>
          Yes: if the stocks rated A during your first paid year do not beat the market over that year, your second year
          is free.{" "}
          <Link to={paths.performanceGuarantee()} className="font-medium text-emerald-800 underline">
            The terms of the Performance Guarantee
          </Link>
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold">
        Frequently asked questions
      </h2>
      <dl className="mt-4 space-y-4">
        {questions.map(({ q, a }) => (
          <div key={q}>
            <dt className="font-semibold">{q}</dt>
            <dd className="mt-1 text-slate-700">{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
