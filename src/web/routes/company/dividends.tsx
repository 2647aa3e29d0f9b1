import type { Route } from "./+types/dividends";
import { CompanyHeader } from "../../features/company/company-header";
import { WatchButton } from "../../features/watchlists/watch-button";
import { dividendsMeta } from "../../features/company/company-meta";
import { metaTags, withMeta } from "../../lib/page-meta";
import { foundOrNotFound, redirectToLowerCase } from "../../features/company/company-route";
import { AnnualDividendsTable, DividendHistoryTable, DividendSummary } from "../../features/company/dividend-sections";
import { DividendCharts } from "../../features/company/dividend-charts";
import { lockablePage } from "../../features/auth/lockable-page";
import { pageContext } from "../../lib/page-context";

// /stocks/us/{exchange}/{ticker}/dividends: yield, payout, growth, years paid and the history.

// Guests meet the registration wall after five company views a month (spec 2.2, 4).
export const handle = lockablePage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  redirectToLowerCase(request);
  return withMeta(
    foundOrNotFound(await pageContext(context).companyPages.dividends(params.exchange, params.ticker)),
    dividendsMeta,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function CompanyDividendsPage({ loaderData }: Route.ComponentProps) {
  const { header, annual, history } = loaderData;
  return (
    <div className="space-y-6">
      <CompanyHeader header={header} current="dividends" action={<WatchButton company={header} />} />
      <DividendSummary dividends={loaderData} />
      <DividendCharts dividends={loaderData} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_2fr]">
        <AnnualDividendsTable annual={annual} companyName={header.name} />
        <DividendHistoryTable history={history} companyName={header.name} />
      </div>
    </div>
  );
}
