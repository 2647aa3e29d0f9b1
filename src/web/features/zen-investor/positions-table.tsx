import { Link } from "react-router";
import type { PickPosition } from "../../../domain/contracts/zen-investor";
import { paths } from "../../../domain/paths";
import { localeText } from "../../../domain/number-text";
import { ScrollTable, tdClass, tdNumClass, thClass, thNumClass } from "../../components/ui/scroll-table";
import { formatDate, formatMoney, formatPercentChange } from "../../lib/format";
import { PickCompanyName } from "./company-cell";
import { reasonText } from "../../../domain/zen-investor/reasons";

/** Closed positions: entry and exit, return against the market, days held, backtest or live. */
export function PositionsTable({ label, positions }: { label: string; positions: PickPosition[] }) {
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          {["Company", "Part"].map((h) => (
            <th key={h} scope="col" className={thClass}>
              {h}
            </th>
          ))}
          {["Bought", "Entry price", "Sold", "Exit price", "Return", "Market", "Days held"].map((h) => (
            <th key={h} scope="col" className={thNumClass}>
              {h}
            </th>
          ))}
          <th scope="col" className={thClass}>
            Why sold
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100" data-testid="past-trades">
        {positions.map((p) => (
          <tr key={`${p.company.companyId}-${p.entryDate}`}>
            <td className={tdClass}>
              <PickCompanyName company={p.company} />
            </td>
            <td className={tdClass}>{p.phase === "live" ? "Live" : "Backtest"}</td>
            <td className={tdNumClass}>
              {p.buyId !== null ? (
                <Link to={paths.stockPicksBuy(p.buyId)} className="text-emerald-800 underline">
                  {formatDate(p.entryDate)}
                </Link>
              ) : (
                formatDate(p.entryDate)
              )}
            </td>
            <td className={tdNumClass}>{formatMoney(p.entryPrice)}</td>
            <td className={tdNumClass}>
              {p.exitDate === null ? (
                "Open"
              ) : p.sellId !== null ? (
                <Link to={paths.stockPicksSell(p.sellId)} className="text-emerald-800 underline">
                  {formatDate(p.exitDate)}
                </Link>
              ) : (
                formatDate(p.exitDate)
              )}
            </td>
            <td className={tdNumClass}>{p.exitPrice === null ? "–" : formatMoney(p.exitPrice)}</td>
            <td className={tdNumClass}>{formatPercentChange(p.return)}</td>
            <td className={tdNumClass}>{formatPercentChange(p.marketReturn)}</td>
            <td className={tdNumClass}>{localeText(p.days)}</td>
            <td className={tdClass}>{p.exitReasons.map(reasonText).join("; ") || "–"}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
