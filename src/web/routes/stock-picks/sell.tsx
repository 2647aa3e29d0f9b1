import { data, Link } from "react-router";
import type { Route } from "./+types/sell";
import { paths } from "../../../domain/paths";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { formatDate } from "../../lib/format";
import { AlertDetails, LockedAlert } from "../../features/zen-investor/alert-view";
import { ZenInvestorDataNote } from "../../features/zen-investor/data-note";

// /stock-picks/sell/{id}: one sell alert (with the return and holding period of the position it closed), by its ledger entry number. Younger than the delay, a
// visitor without Zen Investor gets the locked view (the server sends no company and no price).

export async function loader({ context, params }: Route.LoaderArgs) {
  const alert = await pageContext(context).zenInvestorPages.alert("sell", Number(params.id));
  if (!alert) throw data(null, { status: 404, statusText: "Not Found" });
  return withMeta({ alert, market: pageContext(context).market }, ({ alert: a }) => ({
    title: `Zen Investor: Sell Alert · ${a.locked ? "" : `${a.company.ticker} on `}${formatDate(a.date)} · OpenZen`,
    description: "A sell alert of Zen Investor's model portfolio, with the reasons from the data of that day.",
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function SellAlertPage({ loaderData }: Route.ComponentProps) {
  const { alert, market } = loaderData;
  return (
    <div className="space-y-6 py-6">
      <div className="max-w-3xl">
        <p className="text-sm">
          <Link to={paths.stockPicks()} className="text-emerald-800 underline">
            Zen Investor
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold">
          {alert.locked ? "Sell alert" : `Sell ${alert.company.ticker}`} of {formatDate(alert.date)}
        </h1>
      </div>
      <ZenInvestorDataNote market={market} />
      {alert.locked ? <LockedAlert alert={alert} /> : <AlertDetails alert={alert} />}
    </div>
  );
}
