import type { ReactNode } from "react";
import { Link } from "react-router";

// The head of a page: the way back to the page it belongs under (a Zen Investor alert to Zen
// Investor, a strategy to Zen Strategies, a backtest to the saved screeners), the page's h1 and
// what follows it (an introduction, a date, the page's facts), at a readable measure.

export interface PageHeaderBack {
  to: string;
  label: string;
}

export function PageHeader({
  back,
  title,
  children,
}: {
  /** The page above this one; a page at the top of its section has none. */
  back?: PageHeaderBack;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      {back ? (
        <p className="mb-1 text-sm">
          <Link to={back.to} className="text-emerald-800 underline">
            {back.label}
          </Link>
        </p>
      ) : null}
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </header>
  );
}
