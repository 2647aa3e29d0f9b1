import { data, type RouterContextProvider } from "react-router";
import type { ZenInvestorAlert } from "../../../domain/contracts/zen-investor";
import type { MarketLabel } from "../../../domain/contracts/market";
import { withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { formatDate } from "../../lib/format";
import { AlertDetails, LockedAlert } from "./alert-view";
import { ZenInvestorDataNote } from "./data-note";
import { ZenInvestorPageHeader } from "./page-header";

// /stock-picks/buy/{id} and /stock-picks/sell/{id}: one alert by its ledger entry number, the same
// page for either side. Younger than the delay, a visitor without Zen Investor gets the locked view
// (the server sends no company and no price).

type Side = "buy" | "sell";

const SIDE_WORD: Record<Side, string> = { buy: "Buy", sell: "Sell" };

/** The route's loader: the alert of that side and number, or a 404. */
export async function loadAlert(side: Side, context: Readonly<RouterContextProvider>, id: string | undefined) {
  const alert = await pageContext(context).zenInvestorPages.alert(side, Number(id));
  if (!alert) throw data(null, { status: 404, statusText: "Not Found" });
  return withMeta({ side, alert, market: pageContext(context).market }, ({ alert: a }) => ({
    title: `Zen Investor: ${SIDE_WORD[side]} Alert · ${a.locked ? "" : `${a.company.ticker} on `}${formatDate(a.date)} · OpenZen`,
    description: `A ${side} alert of Zen Investor's model portfolio, with the reasons from the data of that day.`,
  }));
}

export function AlertPage({ side, alert, market }: { side: Side; alert: ZenInvestorAlert; market: MarketLabel }) {
  return (
    <div className="space-y-6 py-6">
      <ZenInvestorPageHeader
        title={`${alert.locked ? `${SIDE_WORD[side]} alert` : `${SIDE_WORD[side]} ${alert.company.ticker}`} of ${formatDate(alert.date)}`}
      />
      <ZenInvestorDataNote market={market} />
      {alert.locked ? <LockedAlert alert={alert} /> : <AlertDetails alert={alert} />}
    </div>
  );
}
