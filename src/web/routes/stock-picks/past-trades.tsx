import type { Route } from "./+types/past-trades";
import { paths } from "../../../domain/paths";
import { localeText } from "../../../domain/number-text";
import { PageSection } from "../../components/ui/page-section";
import { Pagination } from "../../components/ui/pagination";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { formatDate } from "../../lib/format";
import { ZenInvestorDataNote } from "../../features/zen-investor/data-note";
import { ZenInvestorPageHeader } from "../../features/zen-investor/page-header";
import { PositionsTable } from "../../features/zen-investor/positions-table";

// /stock-picks/past-trades: every closed position of the model portfolio, latest exit first,
// delisted ones kept. Public: it is the record. Positions closed within the delay are the
// subscribers' (they would tell what the book held last week).

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const trades = await pageContext(context).zenInvestorPages.pastTrades(page);
  return withMeta({ trades }, () => ({
    title: "Zen Investor: Past Trades · OpenZen",
    description: "Every closed position of Zen Investor's model portfolio with its entry, exit and return.",
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function PastTradesPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.trades;
  return (
    <div className="space-y-6 py-6">
      <ZenInvestorPageHeader title="Past trades">
        <p className="mt-2 text-slate-700">
          Every position the rule has closed, with dividends in the return and the market&apos;s return over the same
          days beside it. Companies that stopped trading are kept, sold at their last price.
        </p>
      </ZenInvestorPageHeader>
      <ZenInvestorDataNote market={t.market} />
      <PageSection title="Closed positions" aside={`${localeText(t.total)} in all`}>
        {t.positions.length > 0 ? (
          <PositionsTable label="Closed positions, latest exit first" positions={t.positions} />
        ) : (
          <p className="mt-2 text-slate-700">No closed position yet.</p>
        )}
        <Pagination
          className="mt-4"
          page={t.page}
          pageSize={t.pageSize}
          total={t.total}
          hrefFor={(p) => `${paths.stockPicksPastTrades()}?page=${p}`}
          label="Pages of past trades"
          noun={["position", "positions"]}
        />
        {t.lockedFrom ? (
          <p className="mt-3 text-sm text-slate-700">
            Positions closed from {formatDate(t.lockedFrom)} on, and the open ones, are for subscribers: each becomes
            public {localeText(t.publicAfterDays)} days after its sale.
          </p>
        ) : null}
      </PageSection>
    </div>
  );
}
