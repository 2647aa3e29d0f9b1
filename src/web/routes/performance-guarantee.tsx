import { Link } from "react-router";
import { paths } from "../../domain/paths";

// The terms of the guarantee the plans page offers with Premium: the Zen Rating's A grades are
// measured against the whole market, with the product's own data, over the member's first year.

export function meta() {
  return [
    { title: "Performance Guarantee · OpenZen" },
    {
      name: "description",
      content:
        "If the stocks rated A during your first year of Premium do not beat the market, your second year is free.",
    },
  ];
}

export default function PerformanceGuarantee() {
  return (
    <article className="mx-auto max-w-3xl space-y-4 py-6">
      <h1 className="text-3xl font-bold">Performance Guarantee</h1>
      <p className="text-lg text-slate-600">
        If the stocks rated A during your first year of Premium do not beat the market over that year, your second year
        of Premium is free.
      </p>
      <h2 className="pt-4 text-xl font-semibold">What is measured</h2>
      <p>
        Each month-end the Zen Rating grades every listed company. The A-rated stocks are held in equal weights for the
        following month, month after month, from the start of your paid Premium year to its end, exactly as the{" "}
        <Link to={paths.zenRatings()} className="font-medium text-emerald-800 underline">
          Zen Ratings backtest
        </Link>{" "}
        measures them. The market is the OpenZen market index: every listed company weighted by its market cap, the
        index the home page shows. Both returns are price returns computed from the market data the site holds; the site
        says on every page whether that data is simulated or imported.
      </p>
      <h2 className="pt-4 text-xl font-semibold">Who qualifies</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Members whose first year of paid Premium (after the trial) ran in full without a pause or cancellation.</li>
        <li>One claim per member, for the first paid year only.</li>
      </ul>
      <h2 className="pt-4 text-xl font-semibold">How to claim</h2>
      <p>
        Write to us within 30 days after the end of that year from the address of your account. We compare the two
        returns for your year and, if the A-rated stocks did worse than the market, extend your Premium by a year at no
        charge. No refund of past charges is made under this guarantee; our usual refund terms are on the{" "}
        <Link to={paths.plans()} className="font-medium text-emerald-800 underline">
          plans page
        </Link>
        .
      </p>
      <h2 className="pt-4 text-xl font-semibold">What it is not</h2>
      <p className="text-slate-600">
        A guarantee of any return. Stocks can fall, A-rated stocks too, and past results, including backtested results,
        do not guarantee future ones. See the{" "}
        <Link to={paths.termsOfService()} className="font-medium text-emerald-800 underline">
          Terms of Service
        </Link>
        .
      </p>
      <p>
        <Link to={paths.plans()} className="font-medium text-emerald-800 underline">
          See Premium plans
        </Link>
      </p>
    </article>
  );
}
