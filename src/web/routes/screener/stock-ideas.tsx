import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { STOCK_IDEAS } from "../../../domain/screener/presets";
import { pageMeta } from "../../features/screener/screener-route";

// /stock-ideas: every idea, each a ready-made screen.

export function meta() {
  return pageMeta(
    "Stock Ideas",
    "Ready-made stock screens: value, growth, momentum, dividends, safety, financial strength, analysts' favourites and more.",
  );
}

export default function StockIdeasPage() {
  return (
    <div>
      <h1 className="text-3xl font-bold">Stock Ideas</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Ready-made screens for the questions investors ask most. Open one, then adjust its filters to make it your own.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STOCK_IDEAS.map((idea) => (
          <li key={idea.slug} className="rounded-lg border border-slate-200 p-4">
            <h2 className="text-lg font-semibold">
              <Link to={paths.stockIdea(idea.slug)} className="text-emerald-800 hover:underline">
                {idea.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">{idea.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
