import { Link } from "react-router";
import type { Route } from "./+types/plans";
import { paths } from "../../../domain/paths";
import { PAID_SERVICES } from "../../../domain/billing/services";
import { pageContext } from "../../lib/page-context";
import { formatPercent } from "../../lib/format";
import { usePremiumActions } from "../../lib/premium-actions";
import { CheckoutButton } from "../../features/premium/checkout-button";
import { orUnavailable } from "../../features/premium/or-unavailable";
import { offerWords } from "../../features/premium/plans-offer";
import { StrategyDataNote } from "../../features/strategies/data-note";

// /stock-strategies/plans: what Zen Strategies sells (the current books, the latest trades, the
// exports and the trade mails), at the price the payment provider holds, beside each house
// strategy's measured record. The checkout is Premium's, naming this plan (decision 055).

const SERVICE = PAID_SERVICES.zen_strategies;

export async function loader({ context }: Route.LoaderArgs) {
  const [offer, overview] = await Promise.all([
    orUnavailable(pageContext(context).billing.plansOffer()),
    pageContext(context).strategyPages.overview(),
  ]);
  // The $1 trial is Premium's: this plan's words never include it.
  const words = offer ? offerWords({ ...offer, trial: null }, SERVICE.plan) : null;
  return {
    words,
    market: overview.market,
    strategies: overview.strategies.map((s) => ({
      id: s.id,
      name: s.name,
      url: s.url,
      cagr: s.record?.backtest.cagr ?? null,
      marketCagr: s.record?.backtest.marketCagr ?? null,
      from: s.record?.backtest.from ?? null,
    })),
  };
}

export function meta() {
  return [
    { title: "Zen Strategies: Plans · OpenZen" },
    {
      name: "description",
      content:
        "Zen Strategies: the current holdings and latest trades of six rules-based strategies, CSV exports and each rebalance's trades by email.",
    },
  ];
}

const INCLUDED = [
  "The current holdings of every house strategy, with their weights and the prices they were bought at",
  "The trades of each rebalance the day it happens, on the page and by email",
  "CSV exports of the holdings and trades, for a spreadsheet or a broker",
  "Every figure of every record, and the full backtest of your own saved screens",
];

export default function StrategyPlansPage({ loaderData }: Route.ComponentProps) {
  const { words, strategies, market } = loaderData;
  const { planTypes } = usePremiumActions();
  const held = planTypes.includes(SERVICE.plan);
  return (
    <div className="mx-auto max-w-5xl space-y-8 py-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Zen Strategies</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Follow rules-based strategies whose every rebalance is dated and whose every figure anyone can recompute. The
          records are public; the plan gives you the books as they stand today.
        </p>
      </div>
      <section
        aria-labelledby="strategies-offer"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-6"
        data-testid="strategies-offer"
      >
        <h2 id="strategies-offer" className="text-xl font-semibold">
          {held ? "You have Zen Strategies" : "The plan"}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          {INCLUDED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {held ? (
          <p className="mt-4">
            <Link to={SERVICE.homePath} className="font-medium text-emerald-800 underline">
              Open the strategies
            </Link>
          </p>
        ) : words ? (
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <p className="text-lg">
              <strong className="font-semibold" data-testid="strategies-price">
                {words.yearlyTotal}
              </strong>{" "}
              <span className="text-slate-700">
                ({words.sentence}); renews yearly, cancel any time in Account Settings.
              </span>
            </p>
            <Link
              to={SERVICE.orderFormPath}
              className="rounded-md bg-emerald-800 px-4 py-2 font-medium text-white hover:bg-emerald-900"
            >
              Order Zen Strategies
            </Link>
          </div>
        ) : (
          <p className="mt-4 text-slate-700">
            We cannot reach our payment provider this minute, so the plan cannot be bought right now. Please try again
            in a few minutes.
          </p>
        )}
      </section>
      <section aria-labelledby="strategies-records">
        <h2 id="strategies-records" className="text-xl font-semibold">
          The records
        </h2>
        <StrategyDataNote market={market} />
        <ul className="mt-3 divide-y divide-slate-100">
          {strategies.map((s) => (
            <li key={s.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={s.url} className="font-medium text-emerald-800 underline">
                {s.name}
              </Link>
              <span className="tabular-nums text-slate-700">
                {s.cagr === null || s.marketCagr === null
                  ? "Record not computed yet"
                  : `${formatPercent(s.cagr)} a year against the market's ${formatPercent(s.marketCagr)}, backtest since ${s.from?.slice(0, 4)}, after costs`}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="strategies-faq">
        <h2 id="strategies-faq" className="text-xl font-semibold">
          Questions
        </h2>
        <dl className="mt-3 space-y-3 text-slate-700">
          <div>
            <dt className="font-medium text-slate-900">Is Premium included?</dt>
            <dd>
              No: Zen Strategies is its own plan. The Zen Rating the strategies use is Premium&apos;s (
              <Link to={paths.plans()} className="text-emerald-800 underline">
                see Premium
              </Link>
              ).
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Are these results what I would have earned?</dt>
            <dd>
              No one can promise that. Before each launch date the figures are a backtest; after it they are live. Each
              record states its costs, and its bias check shows how much leaving out the delisted companies would have
              changed it.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">What do I see without the plan?</dt>
            <dd>Every figure, every chart and every book older than three months.</dd>
          </div>
        </dl>
      </section>
      {held || !words ? null : (
        <div className="rounded-lg bg-slate-50 p-6 text-center">
          <p className="text-lg font-semibold">Ready?</p>
          <div className="mt-3 inline-block">
            <CheckoutButton plan={SERVICE.plan} size="lg">
              Subscribe to Zen Strategies
            </CheckoutButton>
          </div>
        </div>
      )}
    </div>
  );
}
