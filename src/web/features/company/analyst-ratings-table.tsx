import type { CompanyForecast } from "../../../domain/contracts/company";
import { formatDate, formatMoney } from "../../lib/format";
import { Figure } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import { RATING_LABELS } from "../../lib/analyst-rating-labels";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { PremiumInvitation } from "../../components/ui/premium-offer";

// A company's recent ratings. Without Premium the server leaves out who made the calls of the last
// 12 months (they would tell the top analysts' Premium figures); those rows say so.

export function AnalystRatingsTable({
  ratings,
  companyName,
}: {
  ratings: CompanyForecast["recentRatings"];
  companyName: string;
}) {
  const withheld = ratings.some((row) => row.analyst === null);
  return (
    <PageSection title="Recent analyst ratings">
      {ratings.length === 0 ? (
        <p className="mt-3 text-slate-700">No analyst has rated {companyName} recently.</p>
      ) : (
        <ScrollTable label={`Recent analyst ratings of ${companyName}`}>
          <ColumnHeads columns={["Date", "Analyst", "Firm", "Rating", { label: "Price target", numeric: true }]} />
          <tbody className="divide-y divide-slate-100">
            {ratings.map((row, i) => (
              <tr key={`${row.date}-${row.analyst}-${i}`}>
                <td className={tdClass}>
                  <time dateTime={row.date}>{formatDate(row.date)}</time>
                </td>
                {row.analyst === null ? (
                  <td className={`${tdClass} text-slate-500`} colSpan={2}>
                    Premium
                  </td>
                ) : (
                  <>
                    <td className={tdClass}>{row.analyst}</td>
                    <td className={tdClass}>{row.firm}</td>
                  </>
                )}
                <td className={`${tdClass} font-medium`}>{RATING_LABELS[row.rating]}</td>
                <td className={tdNumClass}>
                  <Figure value={row.priceTarget} format={formatMoney} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {withheld && (
        <PremiumInvitation
          className="mt-3"
          modal="top-analysts"
          text="Who made the calls of the last 12 months is Premium: with the analysts' ranking it would tell the top analysts' view."
          linkText="See who made each call with Premium"
        />
      )}
    </PageSection>
  );
}
