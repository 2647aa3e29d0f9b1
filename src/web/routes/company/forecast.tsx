import type { Route } from "./+types/forecast";
import { AnalystRatingsTable } from "../../features/company/analyst-ratings-table";
import { CompanyHeader } from "../../features/company/company-header";
import { WatchButton } from "../../features/watchlists/watch-button";
import { forecastMeta } from "../../features/company/company-meta";
import { metaTags, withMeta } from "../../lib/page-meta";
import { foundOrNotFound, redirectToLowerCase } from "../../features/company/company-route";
import { ConsensusCard } from "../../features/company/consensus-card";
import { EstimatesTable } from "../../features/company/estimates-table";
import { PriceTargetCard } from "../../features/company/price-target-card";
import { TopAnalystsCard } from "../../features/company/top-analysts-card";
import { lockablePage } from "../../features/auth/lockable-page";
import { pageContext } from "../../lib/page-context";

// /stocks/us/{exchange}/{ticker}/stock-forecast: analyst consensus, price targets, estimates.

// Guests meet the registration wall after five company views a month (spec 2.2, 4).
export const handle = lockablePage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  redirectToLowerCase(request);
  return withMeta(
    foundOrNotFound(await pageContext(context).companyPages.forecast(params.exchange, params.ticker)),
    forecastMeta,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function CompanyForecastPage({ loaderData }: Route.ComponentProps) {
  const { header, consensus, topAnalysts, priceTarget, estimates, recentRatings } = loaderData;
  return (
    <div className="space-y-6">
      <CompanyHeader header={header} current="forecast" action={<WatchButton company={header} />} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ConsensusCard consensus={consensus} companyName={header.name} />
        <TopAnalystsCard topAnalysts={topAnalysts} companyName={header.name} />
        <PriceTargetCard priceTarget={priceTarget} price={header.quote?.price ?? null} companyName={header.name} />
      </div>
      <EstimatesTable estimates={estimates} companyName={header.name} />
      <AnalystRatingsTable ratings={recentRatings} companyName={header.name} />
    </div>
  );
}
