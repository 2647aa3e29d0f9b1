import type { CompanyForecast } from "../../../domain/contracts/company";
import { formatBigMoney, formatDate, formatMoney, formatPercent, formatPercentChange } from "../../lib/format";
import { Figure } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import { ScrollTable, tdClass, tdNumClass, thClass, thNumClass } from "../../components/ui/scroll-table";

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
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Fiscal year
              </th>
              <th scope="col" className={thNumClass}>
                EPS
              </th>
              <th scope="col" className={thNumClass}>
                EPS growth
              </th>
              <th scope="col" className={thNumClass}>
                Revenue
              </th>
              <th scope="col" className={thNumClass}>
                Revenue growth
              </th>
              <th scope="col" className={thNumClass}>
                Return on equity
              </th>
              <th scope="col" className={thNumClass}>
                Return on assets
              </th>
              <th scope="col" className={thClass}>
                As of
              </th>
            </tr>
          </thead>
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
