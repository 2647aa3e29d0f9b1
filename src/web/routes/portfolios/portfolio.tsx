import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/portfolio";
import { api, paths } from "../../../domain/paths";
import { Button } from "../../components/ui/button";
import { PageSection } from "../../components/ui/page-section";
import { SignInPrompt } from "../../components/ui/sign-in-prompt";
import { AllocationPanel } from "../../features/portfolios/allocation-panel";
import { deletePortfolio } from "../../features/portfolios/api/portfolios";
import { moneyText, percentText } from "../../features/portfolios/format";
import { HoldingsTable } from "../../features/portfolios/holdings-table";
import { importAction, isImportIntent } from "../../features/portfolios/import-action";
import { ImportPanel } from "../../features/portfolios/import-panel";
import { IncomeCalendar } from "../../features/portfolios/income-calendar";
import { PerformancePanel } from "../../features/portfolios/performance-panel";
import { isTransactionIntent, transactionAction } from "../../features/portfolios/transaction-action";
import { TransactionForm } from "../../features/portfolios/transaction-form";
import { NotesList } from "../../features/notes/notes-list";
import { digestAction, DigestSetting, isDigestIntent } from "../../features/portfolios/digest-setting";
import { pageContext } from "../../lib/page-context";

// /users/portfolios/{id}: one portfolio's holdings, income, performance and allocation, and the
// import of a broker's file. Another member's or an unknown id is a 404, as the API answers it.
// The page's forms (a broker's file, a transaction, the digest) go through its clientAction.

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  if (isImportIntent(form)) return importAction(Number(params.id), form);
  if (isTransactionIntent(form)) return transactionAction(Number(params.id), form);
  if (isDigestIntent(form)) return digestAction(Number(params.id), form);
  throw new Response("Bad Request", { status: 400 });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  if (!ctx.session.signedIn) return { report: null, hasPremium: false };
  const report = await ctx.portfolioPages.report(Number(params.id));
  if (!report) throw data("No portfolio found!", { status: 404 });
  return { report, hasPremium: ctx.session.hasPremium };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const name = loaded?.report ? loaded.report.portfolio.name : "Portfolio";
  return [{ title: `${name} · OpenZen` }, { name: "robots", content: "noindex" }];
}

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { report, hasPremium } = loaderData;
  if (!report) return <SignInPrompt title="Portfolios" reason="to keep portfolios and follow how they do." />;
  const { totals } = report;
  const simulated = report.dataSource === "demo";
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link to={paths.portfolios()} className="text-emerald-800 underline">
            All portfolios
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold">{report.portfolio.name}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Valued at the close of {report.asOf ?? "the latest market day"}
          {simulated ? " in our simulated demo market: prices and dividends are invented, not real." : "."}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div>
            <dt className="text-sm text-slate-600">Value</dt>
            <dd className="text-xl font-semibold" data-testid="portfolio-value">
              {moneyText(totals.value)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Unrealised gain</dt>
            <dd className="text-xl font-semibold">
              {moneyText(totals.unrealised)}{" "}
              <span className="text-sm font-normal">
                {percentText(totals.cost > 0 ? totals.unrealised / totals.cost : null)}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Realised gain</dt>
            <dd className="text-xl font-semibold">{moneyText(totals.realised)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Cash</dt>
            <dd className="text-xl font-semibold" data-testid="portfolio-cash">
              {moneyText(totals.cash)}
            </dd>
          </div>
        </dl>
      </div>

      <PageSection
        title="Import a broker's file"
        aside="Fidelity, Charles Schwab, Vanguard, Robinhood, Interactive Brokers or any CSV"
      >
        <ImportPanel portfolioId={report.portfolio.id} />
        {report.imports.some((i) => i.unknown.length) ? (
          <p className="mt-3 text-sm text-amber-800">
            Waiting for tickers we do not know:{" "}
            {[...new Set(report.imports.flatMap((i) => i.unknown.map((u) => u.ticker)))].join(", ")}.
          </p>
        ) : null}
      </PageSection>

      <PageSection title="Add a transaction">
        <TransactionForm asOf={report.asOf} />
      </PageSection>

      <PageSection
        title="Holdings"
        aside={
          <span className="flex gap-3">
            {report.screenerUrl ? (
              <Link to={report.screenerUrl} className="text-emerald-800 underline">
                Screen these stocks
              </Link>
            ) : null}
            <a href={api.portfolioExport(report.portfolio.id, "holdings")} className="text-emerald-800 underline">
              Holdings CSV
            </a>
            <a href={api.portfolioExport(report.portfolio.id, "transactions")} className="text-emerald-800 underline">
              Transactions CSV
            </a>
          </span>
        }
      >
        <HoldingsTable holdings={report.holdings} showGrades={hasPremium} />
      </PageSection>

      <NotesList scope={{ portfolio_id: report.portfolio.id }} what="portfolio" />

      <PageSection
        title="Digest"
        aside="Rating and score changes, dividends and earnings dates of what you hold, with price moves"
      >
        <DigestSetting digest={report.digest} />
      </PageSection>

      <PageSection title="Dividend income" aside="Projected payments are marked until the company declares them">
        <IncomeCalendar income={report.income} />
      </PageSection>

      <PageSection title="Performance against the market">
        {report.performance.series.length ? (
          <PerformancePanel performance={report.performance} />
        ) : (
          <p className="mt-3">Import or add transactions to see how the portfolio did.</p>
        )}
      </PageSection>

      <PageSection title="Allocation">
        <AllocationPanel allocation={report.allocation} />
      </PageSection>

      <div>
        {confirming ? (
          <p className="flex flex-wrap items-center gap-3">
            Delete {report.portfolio.name} with its {report.transactions.length} transactions?
            <Button
              type="button"
              onClick={async () => {
                await deletePortfolio(report.portfolio.id);
                await navigate(paths.portfolios());
              }}
            >
              Delete
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </p>
        ) : (
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
            Delete portfolio
          </Button>
        )}
      </div>
    </div>
  );
}
