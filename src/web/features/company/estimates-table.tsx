import type { CompanyForecast } from "../../../domain/contracts/company";
import { formatBigMoney, formatDate, formatMoney, formatPercent, formatPercentChange } from "../../lib/format";
import { Figure } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";

// Consensus estimates per fiscal year: what analysts expect for earnings, revenue and returns.

export function EstimatesTable({
  estimates,
  companyName,
}: {
  estimates: CompanyForecast["estimates"];
  companyName: string;
}) {
  return (
    <PageSection title="Estimates">
      {estimates.length === 0 ? (
        <p className="mt-3 text-slate-700">There are no analyst estimates for {companyName}.</p>
      ) : (
        <ScrollTable label={`Analyst estimates for ${companyName} by fiscal year`}>
          <ColumnHeads
            columns={[
              "Fiscal year",
              { label: "EPS", numeric: true },
              { label: "EPS growth", numeric: true },
              { label: "Revenue", numeric: true },
              { label: "Revenue growth", numeric: true },
              { label: "Return on equity", numeric: true },
              { label: "Return on assets", numeric: true },
              "As of",
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {estimates.map((row) => (
              <tr key={row.fiscalYear}>
                <th scope="row" className={`${tdClass} font-semibold`}>
                  {row.fiscalYear}
                </th>
                <td className={tdNumClass}>
                  <Figure value={row.eps} format={formatMoney} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={row.epsGrowth} format={formatPercentChange} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={row.revenue} format={formatBigMoney} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={row.revenueGrowth} format={formatPercentChange} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={row.returnOnEquity} format={formatPercent} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={row.returnOnAssets} format={formatPercent} />
                </td>
                <td className={tdClass}>
                  <time dateTime={row.asOf}>{formatDate(row.asOf)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </PageSection>
  );
}
