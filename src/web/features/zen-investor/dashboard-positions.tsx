import type { OpenPick } from "../../../domain/contracts/zen-investor-dashboard";
import { localeText } from "../../../domain/number-text";
import { ScrollTable, tdClass, tdNumClass, thClass, thNumClass } from "../../components/ui/scroll-table";
import { formatMoney, formatPercentChange } from "../../lib/format";
import { AlertDate } from "./alert-date";
import { CompanyName } from "../../components/ui/company-name";

/** The model portfolio's open positions: when and at what each was bought, its weight then, and how it has done. */
export function DashboardPositions({ positions }: { positions: OpenPick[] }) {
  if (positions.length === 0)
    return (
      <p className="text-slate-700" data-testid="open-positions-empty">
        The model portfolio holds no company today: it is all in cash until the next company qualifies.
      </p>
    );
  return (
    <ScrollTable label="Open positions">
      <thead>
        <tr>
          <th scope="col" className={thClass}>
            Company
          </th>
          {["Bought", "Entry price", "Weight at entry", "Return since entry", "Market", "Days held"].map((h) => (
            <th key={h} scope="col" className={thNumClass}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100" data-testid="open-positions">
        {positions.map((p) => (
          <tr key={`${p.company.companyId}-${p.entryDate}`}>
            <td className={tdClass}>
              <CompanyName company={p.company} />
            </td>
            <td className={tdNumClass}>
              <AlertDate side="buy" id={p.buyId} date={p.entryDate} />
            </td>
            <td className={tdNumClass}>{formatMoney(p.entryPrice)}</td>
            <td className={tdNumClass}>{p.entryWeightPct === null ? "–" : `${p.entryWeightPct.toFixed(1)} %`}</td>
            <td className={tdNumClass}>{formatPercentChange(p.return)}</td>
            <td className={tdNumClass}>{formatPercentChange(p.marketReturn)}</td>
            <td className={tdNumClass}>{localeText(p.days)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
