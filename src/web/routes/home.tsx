import { Link } from "react-router";
import type { Route } from "./+types/home";
import { buttonVariants } from "../components/ui/button";
import { paths } from "../../domain/paths";
import { SearchField } from "../features/search/search-field";
import { MarketOverviewView } from "../features/market/market-overview-view";
import { pageContext } from "../lib/page-context";
import { LatestNews } from "../features/news/news-list";
import { metaTags } from "../lib/page-meta";
import { organizationLd } from "../lib/structured-data";
import { drawnOnServer, useServerDrawn } from "../lib/server-drawn";

// The public home: what OpenZen is, search first, then the live market from the data the product
// holds, and the calls to sign up and to Premium. A guest's page is the same for every guest (it
// is kept in the guest page cache): it reads nothing of the visitor's but whether they are signed
// in and have Premium.

export function meta() {
  return [
    ...metaTags({
      title: "OpenZen · Stock research for part-time, long-term investors",
      description:
        "Zen Ratings, a 38-check due diligence checklist, a fast stock screener, a market map and top analysts for fundamentals-driven investors.",
    }),
    organizationLd(),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { map, ...overview } = pageContext(context).marketPages.overview();
  return {
    overview,
    // The map is the page's largest part: on a page load it is in the HTML alone.
    map: drawnOnServer(context, "home-map", map),
    news: await pageContext(context).newsPages.latest(),
    signedIn: pageContext(context).session.signedIn,
    hasPremium: pageContext(context).session.hasPremium,
  };
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
    href: paths.stockIdea("top-best-stocks-to-buy-now-today"),
    cta: "Stocks with the best scores",
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { overview, news, signedIn, hasPremium } = loaderData;
  const map = useServerDrawn("home-map", loaderData.map);
  return (
    <div className="space-y-10 pb-6">
      <section className="pt-10 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Research stocks like a part-time pro</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          OpenZen helps long-term, fundamentals-driven investors find quality companies at fair prices, in minutes a
          week.
        </p>
        <SearchField className="mx-auto mt-6 max-w-md text-left" />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {signedIn ? (
            <Link to={paths.stockScreener()} className={buttonVariants({ size: "lg" })}>
              Screen stocks
            </Link>
          ) : (
            <Link to={paths.signUp()} className={buttonVariants({ size: "lg" })}>
              Sign up free
            </Link>
          )}
          <Link to={paths.stockIdeas()} className={buttonVariants({ size: "lg", variant: "secondary" })}>
            Browse stock ideas
          </Link>
        </div>
      </section>
      <MarketOverviewView overview={overview} map={map} />
      <LatestNews stories={news} title="Latest news" />
      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className="text-2xl font-bold">
          What you get
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2">
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
      {hasPremium ? null : (
        <section
          aria-labelledby="premium-heading"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-center"
        >
          <h2 id="premium-heading" className="text-2xl font-bold">
            Every grade, every check, every top analyst
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-slate-700">
            Premium unlocks the Zen Rating of every stock, the full due diligence checklist and the top analysts&apos;
            current calls.
          </p>
          <Link to={paths.plans()} className={`mt-4 ${buttonVariants({ size: "lg" })}`}>
            See Premium plans
          </Link>
        </section>
      )}
    </div>
  );
}
