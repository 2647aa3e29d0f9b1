import { Link } from "react-router";
import type { ZenInvestorDashboard } from "../../../domain/contracts/zen-investor-dashboard";
import { paths } from "../../../domain/paths";
import { formatDate, formatMoney } from "../../lib/format";
import { reasonText } from "../../../domain/zen-investor/reasons";
import { CompanyName } from "../../components/ui/company-name";

/** The latest alerts, newest first: side, company, date, why, and the fill once it is in. */
export function DashboardAlerts({ alerts }: { alerts: ZenInvestorDashboard["alerts"] }) {
  if (alerts.length === 0) return <p className="text-slate-700">The rule has not fired yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="latest-alerts">
      {alerts.map((a) => (
        <li key={a.id} className="py-3">
          <p>
            <Link
              to={a.side === "buy" ? paths.stockPicksBuy(a.id) : paths.stockPicksSell(a.id)}
              className="font-semibold text-emerald-800 underline"
            >
              {a.side === "buy" ? "Buy" : "Sell"} alert of {formatDate(a.date)}
            </Link>
            {a.phase === "backtest" ? <span className="ml-2 text-xs text-slate-700">(backtest)</span> : null}
            {": "}
            <CompanyName company={a.company} />
          </p>
          <p className="text-sm text-slate-700">
            {a.reasons.map(reasonText).join("; ")}.{" "}
            {a.fill
              ? a.fill.price === null
                ? `Not filled on ${formatDate(a.fill.date)}.`
                : `Filled on ${formatDate(a.fill.date)} at ${formatMoney(a.fill.price)}, ${a.fill.weightPct.toFixed(1)} % of the portfolio.`
              : "Fills at the next trading day's close."}
          </p>
        </li>
      ))}
    </ul>
  );
}
