import { buttonVariants } from "../components/ui/button";
import { Link } from "react-router";
import { paths } from "../../domain/paths";

export function meta() {
  return [
    { title: "OpenZen · Stock research for part-time, long-term investors" },
    {
      name: "description",
      content:
        "Zen Ratings, a 38-check due diligence checklist, a fast stock screener and top analysts for fundamentals-driven investors.",
    },
  ];
}

const FEATURES = [
  {
    title: "Zen Rating",
    body: "A grade from A to F from a quantitative model with seven component ratings: Value, Growth, Momentum, Sentiment, Safety, Financials and AI.",
    href: paths.zenRatings(),
    cta: "How the rating works",
  },
  {
    title: "Due diligence",
    body: "An automated checklist of 38 checks per company across valuation, financials, forecast, performance and dividends, with a score.",
    href: paths.stockScreener(),
    cta: "Screen by score",
  },
  {
    title: "Stock screener",
    body: "Filter companies by many metrics, with tabs, presets, sorting and saved screeners. Find stocks priced below their fair value.",
    href: paths.stockScreener(),
    cta: "Open the screener",
  },
  {
    title: "Top analysts",
    body: "Analysts ranked by how their past ratings and price targets actually turned out.",
    href: paths.analysts(),
    cta: "See the rankings",
  },
];

export default function Home() {
  return (
    <div>
      <section className="py-10 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Research stocks like a part-time pro</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          OpenZen helps long-term, fundamentals-driven investors find quality companies at fair prices, in minutes a
          week.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to={paths.stockScreener()} className={buttonVariants({ size: "lg" })}>
            Screen stocks
          </Link>
          <Link
            to={paths.stockIdeas()}
            className="rounded-md border border-slate-300 px-5 py-3 font-medium text-slate-800 hover:bg-slate-50"
          >
            Browse stock ideas
          </Link>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mt-8">
        <h2 id="features-heading" className="sr-only">
          What you get
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-lg border border-slate-200 p-6">
              <h3 className="text-lg font-semibold">{f.title}</h3>
              <p className="mt-2 text-slate-600">{f.body}</p>
              <Link to={f.href} className="mt-4 inline-block font-medium text-emerald-800 underline">
                {f.cta}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
