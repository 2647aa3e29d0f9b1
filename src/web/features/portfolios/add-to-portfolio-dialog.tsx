import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { Portfolio } from "../../../domain/contracts/portfolios";
import { PORTFOLIO_LIMITS } from "../../../domain/portfolios/limits";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { NEW_PORTFOLIO, PORTFOLIO_BUY_INTENT, type AddToPortfolioResult } from "./add-to-portfolio-intent";

// The buy's details: which portfolio (or a new one), the date (the market's latest by default),
// shares and price (the latest close by default). Sent through the company page's clientAction.

export interface CompanyToBuy {
  id: number;
  ticker: string;
  name: string;
  quote: { date: string; price: number } | null;
}

type Portfolios = { status: "loading" } | { status: "ready"; list: Portfolio[] } | { status: "failed" };

const FIELD = "mt-1 w-full rounded-md border border-slate-300 bg-surface px-3 py-2";

export function AddToPortfolioDialog({
  company,
  open,
  onOpenChange,
}: {
  company: CompanyToBuy;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const fetcher = useFetcher<AddToPortfolioResult>();
  const [portfolios, setPortfolios] = useState<Portfolios>({ status: "loading" });
  const [chosen, setChosen] = useState<string>("");
  const ids = { portfolio: useId(), name: useId(), date: useId(), shares: useId(), price: useId() };
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const added = result?.added?.portfolioId;

  // Read when the dialog first opens and again after a buy made a new portfolio.
  useEffect(() => {
    let live = true;
    void import("./api/portfolio-list")
      .then(({ listPortfolios }) => listPortfolios())
      .then(
        (list) => {
          if (!live) return;
          setPortfolios({ status: "ready", list });
          setChosen((current) => current || (added ? String(added) : String(list[0]?.id ?? NEW_PORTFOLIO)));
        },
        () => live && setPortfolios({ status: "failed" }),
      );
    return () => {
      live = false;
    };
  }, [added]);

  const list = portfolios.status === "ready" ? portfolios.list : [];
  const choice = chosen || NEW_PORTFOLIO;
  const busy = fetcher.state !== "idle";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">Add {company.ticker} to a portfolio</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          Records a buy of {company.name}. The price is the close of {company.quote?.date ?? "the latest day"}; change
          it to what you paid.
        </DialogDescription>
        {portfolios.status === "failed" ? (
          <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
            Your portfolios could not be read. Close this and try again.
          </p>
        ) : (
          <fetcher.Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value={PORTFOLIO_BUY_INTENT} />
            <input type="hidden" name="company_id" value={company.id} />
            <input type="hidden" name="portfolio_name" value={list.find((p) => String(p.id) === choice)?.name ?? ""} />
            <div>
              <label htmlFor={ids.portfolio} className="block text-sm font-medium">
                Portfolio
              </label>
              <select
                id={ids.portfolio}
                name="portfolio_id"
                className={FIELD}
                value={choice}
                disabled={portfolios.status === "loading"}
                onChange={(e) => setChosen(e.target.value)}
              >
                {list.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
                {list.length < PORTFOLIO_LIMITS.portfoliosPerUser ? (
                  <option value={NEW_PORTFOLIO}>New portfolio…</option>
                ) : null}
              </select>
            </div>
            {choice === NEW_PORTFOLIO ? (
              <div>
                <label htmlFor={ids.name} className="block text-sm font-medium">
                  New portfolio's name
                </label>
                <input
                  id={ids.name}
                  name="new_name"
                  required
                  maxLength={PORTFOLIO_LIMITS.nameLength}
                  defaultValue={list.length ? "" : "My portfolio"}
                  className={FIELD}
                />
              </div>
            ) : null}
            <div className="grid grid-cols-3 gap-3">
              <div>
                <label htmlFor={ids.date} className="block text-sm font-medium">
                  Date
                </label>
                <input
                  id={ids.date}
                  name="date"
                  type="date"
                  required
                  max={company.quote?.date}
                  defaultValue={company.quote?.date}
                  className={FIELD}
                />
              </div>
              <div>
                <label htmlFor={ids.shares} className="block text-sm font-medium">
                  Shares
                </label>
                <input
                  id={ids.shares}
                  name="shares"
                  type="number"
                  required
                  min="0.000001"
                  step="any"
                  className={FIELD}
                />
              </div>
              <div>
                <label htmlFor={ids.price} className="block text-sm font-medium">
                  Price ($)
                </label>
                <input
                  id={ids.price}
                  name="price"
                  type="number"
                  required
                  min="0.0001"
                  step="any"
                  defaultValue={company.quote ? String(company.quote.price) : undefined}
                  className={FIELD}
                />
              </div>
            </div>
            <Button type="submit" block disabled={busy || portfolios.status === "loading"}>
              {busy ? "Adding…" : "Add buy"}
            </Button>
            {result?.error ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {result.error}
              </p>
            ) : result?.added ? (
              <p role="status" className="text-sm text-emerald-800">
                Added {result.added.shares} {company.ticker} to{" "}
                <Link to={result.added.portfolioUrl} className="underline">
                  {result.added.portfolioName}
                </Link>
                .
              </p>
            ) : null}
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
