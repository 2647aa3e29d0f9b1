import type { Route } from "./+types/ownership";
import { CompanyHeader } from "../../features/company/company-header";
import { WatchButton } from "../../features/watchlists/watch-button";
import { ownershipMeta } from "../../features/company/company-meta";
import { metaTags, withMeta } from "../../lib/page-meta";
import { foundOrNotFound, redirectToLowerCase } from "../../features/company/company-route";
import { InsiderSummary, InsiderTransactionsTable } from "../../features/company/ownership-sections";
import { lockablePage } from "../../features/auth/lockable-page";
import { pageContext } from "../../lib/page-context";

// /stocks/us/{exchange}/{ticker}/ownership: insiders' net buying or selling and their trades.

// Guests meet the registration wall after five company views a month (spec 2.2, 4).
export const handle = lockablePage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  redirectToLowerCase(request);
  return withMeta(
    foundOrNotFound(await pageContext(context).companyPages.ownership(params.exchange, params.ticker)),
    ownershipMeta,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function CompanyOwnershipPage({ loaderData }: Route.ComponentProps) {
  const { header, transactions } = loaderData;
  return (
    <div className="space-y-6">
      <CompanyHeader header={header} current="ownership" action={<WatchButton company={header} />} />
      <InsiderSummary ownership={loaderData} />
      <InsiderTransactionsTable transactions={transactions} companyName={header.name} />
    </div>
  );
}
