import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../domain/paths";

/**
 * The head of every Zen Investor page below the landing page (an alert, a market update, the past
 * trades, a webinar): the way back to Zen Investor, the page's title and what follows it.
 */
export function ZenInvestorPageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm">
        <Link to={paths.stockPicks()} className="text-emerald-800 underline">
          Zen Investor
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
