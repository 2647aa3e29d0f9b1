import type { Route } from "./+types/earnings";
import { CompanyHeader } from "../../features/company/company-header";
import { WatchButton } from "../../features/watchlists/watch-button";
import { earningsMeta } from "../../features/company/company-meta";
import { metaTags, withMeta } from "../../lib/page-meta";
import { foundOrNotFound, redirectToLowerCase } from "../../features/company/company-route";
import {
  AnnualEarningsTable,
  NextEarningsCard,
  QuarterlyEarningsTable,
  SurprisesTable,
} from "../../features/company/earnings-tables";
import { EarningsCharts } from "../../features/company/earnings-charts";
import { lockablePage } from "../../features/auth/lockable-page";
import { pageContext } from "../../lib/page-context";

// /stocks/us/{exchange}/{ticker}/earnings: next report, EPS and revenue history, surprises.

// Guests meet the registration wall after five company views a month (spec 2.2, 4).
export const handle = lockablePage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  redirectToLowerCase(request);
  return withMeta(
    foundOrNotFound(await pageContext(context).companyPages.earnings(params.exchange, params.ticker)),
    earningsMeta,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function CompanyEarningsPage({ loaderData }: Route.ComponentProps) {
  const { header, nextEarnings, quarters, annual, surprises } = loaderData;
  return (
    <div className="space-y-6">
      <CompanyHeader header={header} current="earnings" action={<WatchButton company={header} />} />
      <NextEarningsCard next={nextEarnings} companyName={header.name} />
      <EarningsCharts quarters={quarters} annual={annual} surprises={surprises} companyName={header.name} />
      <QuarterlyEarningsTable quarters={quarters} companyName={header.name} />
      <AnnualEarningsTable annual={annual} companyName={header.name} />
      <SurprisesTable surprises={surprises} companyName={header.name} />
    </div>
  );
}
