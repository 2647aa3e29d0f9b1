import type { PickPosition } from "../../../domain/contracts/zen-investor";
import { localeText } from "../../../domain/number-text";
import { ScrollTable, tdClass, tdNumClass, thClass, thNumClass } from "../../components/ui/scroll-table";
import { formatMoney, formatPercentChange } from "../../lib/format";
import { AlertDate } from "./alert-date";
import { reasonText } from "../../../domain/zen-investor/reasons";
import { CompanyName } from "../../components/ui/company-name";

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
              <CompanyName company={p.company} />
            </td>
            <td className={tdClass}>{p.phase === "live" ? "Live" : "Backtest"}</td>
            <td className={tdNumClass}>
              <AlertDate side="buy" id={p.buyId} date={p.entryDate} />
            </td>
            <td className={tdNumClass}>{formatMoney(p.entryPrice)}</td>
            <td className={tdNumClass}>
              {p.exitDate === null ? "Open" : <AlertDate side="sell" id={p.sellId} date={p.exitDate} />}
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
