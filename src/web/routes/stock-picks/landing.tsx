import { Link } from "react-router";
import type { Route } from "./+types/landing";
import { paths } from "../../../domain/paths";
import { localeText } from "../../../domain/number-text";
import { PageSection } from "../../components/ui/page-section";
import { buttonVariants } from "../../components/ui/button";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { formatDate, formatMoney, formatMonth } from "../../lib/format";
import { ZenInvestorDataNote } from "../../features/zen-investor/data-note";
import { ReturnFiguresTable } from "../../features/zen-investor/return-figures";
import { EquityChart } from "../../features/strategies/equity-chart";

// /stock-picks: Zen Investor's landing page. The rule in the words the rule's own constants give,
// the measured record (both return figures against the market, backtest and live apart), the
// price from the plan catalogue, and the ledger anyone can download and check.

export async function loader({ context }: Route.LoaderArgs) {
  const landing = await pageContext(context).zenInvestorPages.landing();
  return withMeta({ landing }, () => ({
    title: "Zen Investor: a model portfolio run by a published rule · OpenZen",
    description:
      "A model portfolio run by a published rule on the Zen Rating, with every alert and fill in a hash-chained ledger anyone can check.",
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function ZenInvestorLanding({ loaderData }: Route.ComponentProps) {
  const l = loaderData.landing;
  const r = l.record;
  return (
    <div className="space-y-6 py-6">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold">Zen Investor</h1>
        <p className="mt-2 text-lg text-slate-700">
          A model portfolio of long-term picks run by a published rule, not by anyone&apos;s judgement. Every alert is
          written to a public ledger when the rule fires, before its fill, and every position is kept in the record,
          losers and delisted companies included.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {l.subscriber ? (
            <Link to={paths.stockPicksDashboard()} className={buttonVariants({ variant: "primary" })}>
              Open your dashboard
            </Link>
          ) : (
            <Link to={paths.stockPicksOrderForm()} className={buttonVariants({ variant: "primary" })}>
              Subscribe for {formatMoney(l.price.yearlyCents / 100)} a year
            </Link>
          )}
          <Link to={paths.stockPicksPastTrades()} className="font-medium text-emerald-800 underline">
            See every past trade
          </Link>
        </div>
        <p className="mt-2 text-sm text-slate-700" data-testid="zen-investor-price">
          {l.price.name}: {formatMoney(l.price.yearlyCents / 100)} a year. Subscribers get every alert by email the day
          it fires and see the open positions; everyone else sees each alert {localeText(l.publicAfterDays)} days later.
        </p>
      </div>
      <ZenInvestorDataNote market={l.market} />

      <PageSection title="The rule">
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" data-testid="zen-investor-rule">
          {l.rule.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title="The record" aside={r ? `As of ${formatDate(r.asOf)}` : undefined}>
        {r ? (
          <div data-testid="zen-investor-record">
            <ReturnFiguresTable label="Whole record" figures={r.whole} />
            <EquityChart name="Zen Investor's model portfolio" curve={r.curve} launchedOn={r.launchedOn} />
            <h3 className="mt-6 font-semibold">Backtest: before the launch on {formatDate(r.launchedOn)}</h3>
            {r.backtest ? (
              <ReturnFiguresTable label="Backtest" figures={r.backtest} />
            ) : (
              <p className="mt-2 text-slate-700">No backtest days.</p>
            )}
            <h3 className="mt-6 font-semibold">Live: from the launch on</h3>
            {r.live ? (
              <ReturnFiguresTable label="Live" figures={r.live} />
            ) : (
              <p className="mt-2 text-slate-700" data-testid="no-live">
                No live days yet: the market data ends {formatDate(r.asOf)}, before the launch.
              </p>
            )}
            <p className="mt-4 text-sm text-slate-700">
              The time-weighted return is the growth of the whole portfolio, cash included. The average return per pick
              weighs every position ever opened the same, each against the market over its own holding days; open ones
              count at the last close. The backtest is the rule run on past data, reading only what was known each day;
              the average per pick of each part counts the positions opened in it.
            </p>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">
            The model portfolio has not been run yet: its record comes with the first nightly update.
          </p>
        )}
      </PageSection>

      <PageSection title="Check the record yourself">
        <p className="mt-2 text-slate-700">
          The ledger holds every alert and every fill in the order they were written, each with the hash of the entry
          before it, so no past entry can change without breaking every hash after it.{" "}
          {l.ledger.entries > 0
            ? `The public copy holds ${localeText(l.ledger.entries)} entries up to ${formatDate(l.ledger.lastDate!)}.`
            : "It has no entries yet."}
        </p>
        {l.ledger.lastHash ? (
          <p className="mt-2 text-sm break-all text-slate-700">
            Last hash: <code data-testid="ledger-last-hash">{l.ledger.lastHash}</code>
          </p>
        ) : null}
        <p className="mt-3">
          <a href={paths.stockPicksLedger()} className="font-medium text-emerald-800 underline" download>
            Download the ledger (JSON)
          </a>
        </p>
        <h3 className="mt-4 font-semibold">How to verify</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
          <li>Go through the entries in order; the first one&apos;s prevHash is 64 zeros.</li>
          <li>
            For each entry, take every field but hash and write it as JSON with no spaces, the keys of every object in
            alphabetical order, numbers as they are in the file.
          </li>
          <li>
            The SHA-256 of that text (UTF-8, lowercase hex) must be the entry&apos;s hash, and the next entry&apos;s
            prevHash must be that hash.
          </li>
          <li>Keep the last hash: a later download must contain your copy unchanged, then only new entries.</li>
        </ol>
        {l.lockedFrom ? (
          <p className="mt-2 text-sm text-slate-700">
            Without a subscription the copy stops before {formatDate(l.lockedFrom)}: entries of the last{" "}
            {localeText(l.publicAfterDays)} days are for subscribers.
          </p>
        ) : null}
      </PageSection>

      <PageSection title="Monthly market updates">
        {l.updates.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" data-testid="market-updates">
            {l.updates.map((id) => (
              <li key={id}>
                <Link to={paths.stockPicksMarket(id)} className="text-emerald-800 underline">
                  {formatMonth(`${id}-01`)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">No month has ended since the record began.</p>
        )}
      </PageSection>

      <PageSection title="Webinars">
        <ul className="mt-2 space-y-1" data-testid="webinars">
          {l.webinars.map((w) => (
            <li key={w.id}>
              <Link to={paths.stockPicksWebinar(w.id)} className="text-emerald-800 underline">
                {w.title}
              </Link>{" "}
              <span className="text-sm text-slate-600">{formatDate(w.date)}</span>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
