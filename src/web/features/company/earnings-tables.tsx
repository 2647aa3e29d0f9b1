import type { CompanyEarnings } from "../../../domain/contracts/company";
import { changeTone } from "./change-tone";
import { formatBigMoney, formatDate, formatMoney, formatPercentChange } from "../../lib/format";
import { Figure } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import { ColumnHeads, ScrollTable, tdClass, tdNumClass } from "../../components/ui/scroll-table";
import { SplitNote } from "./split-note";

// The earnings page's history: quarters, fiscal years with their growth, and the surprises
// against the last estimate before each report.

function Growth({ value }: { value: number | null }) {
  return (
    <span className={changeTone(value)}>
      <Figure value={value} format={formatPercentChange} />
    </span>
  );
}

export function NextEarningsCard({
  next,
  companyName,
}: {
  next: CompanyEarnings["nextEarnings"];
  companyName: string;
}) {
  return (
    <PageSection title="Next earnings">
      {next ? (
        <p className="mt-3 text-slate-700">
          {companyName} is expected to report its fiscal {next.fiscalYear} Q{next.fiscalQuarter} results on{" "}
          <time dateTime={next.date} className="font-semibold text-slate-900" data-testid="next-earnings-date">
            {formatDate(next.date)}
          </time>
          .
        </p>
      ) : (
        <p className="mt-3 text-slate-700">No earnings date has been announced for {companyName}.</p>
      )}
    </PageSection>
  );
}

export function QuarterlyEarningsTable({
  quarters,
  companyName,
}: {
  quarters: CompanyEarnings["quarters"];
  companyName: string;
}) {
  return (
    <PageSection title="Quarterly results">
      {quarters.length === 0 ? (
        <p className="mt-3 text-slate-700">No quarterly results have been reported for {companyName}.</p>
      ) : (
        <ScrollTable label={`Quarterly earnings per share and revenue of ${companyName}`}>
          <ColumnHeads
            columns={[
              "Quarter",
              "Period end",
              "Reported",
              { label: "EPS", numeric: true },
              { label: "Revenue", numeric: true },
              { label: "Net income", numeric: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {quarters.map((q) => (
              <tr key={`${q.fiscalYear}-${q.fiscalQuarter}`}>
                <th scope="row" className={`${tdClass} font-semibold`}>
                  Q{q.fiscalQuarter} {q.fiscalYear}
                </th>
                <td className={tdClass}>
                  <time dateTime={q.periodEnd}>{formatDate(q.periodEnd)}</time>
                </td>
                <td className={tdClass}>
                  <time dateTime={q.reported}>{formatDate(q.reported)}</time>
                </td>
                <td className={tdNumClass}>
                  <Figure value={q.eps} format={formatMoney} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={q.revenue} format={formatBigMoney} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={q.netIncome} format={formatBigMoney} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {quarters.length > 0 && <SplitNote />}
    </PageSection>
  );
}

export function AnnualEarningsTable({
  annual,
  companyName,
}: {
  annual: CompanyEarnings["annual"];
  companyName: string;
}) {
  return (
    <PageSection title="Annual results">
      {annual.length === 0 ? (
        <p className="mt-3 text-slate-700">No annual results have been reported for {companyName}.</p>
      ) : (
        <ScrollTable label={`Annual earnings per share and revenue of ${companyName}, with growth`}>
          <ColumnHeads
            columns={[
              "Fiscal year",
              "Reported",
              { label: "EPS", numeric: true },
              { label: "EPS growth", numeric: true },
              { label: "Revenue", numeric: true },
              { label: "Revenue growth", numeric: true },
              { label: "Net income", numeric: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {annual.map((y) => (
              <tr key={y.fiscalYear}>
                <th scope="row" className={`${tdClass} font-semibold`}>
                  {y.fiscalYear}
                </th>
                <td className={tdClass}>
                  <time dateTime={y.reported}>{formatDate(y.reported)}</time>
                </td>
                <td className={tdNumClass}>
                  <Figure value={y.eps} format={formatMoney} />
                </td>
                <td className={tdNumClass}>
                  <Growth value={y.epsGrowth} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={y.revenue} format={formatBigMoney} />
                </td>
                <td className={tdNumClass}>
                  <Growth value={y.revenueGrowth} />
                </td>
                <td className={tdNumClass}>
                  <Figure value={y.netIncome} format={formatBigMoney} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {annual.length > 0 && <SplitNote />}
    </PageSection>
  );
}

export function SurprisesTable({
  surprises,
  companyName,
}: {
  surprises: CompanyEarnings["surprises"];
  companyName: string;
}) {
  return (
    <PageSection title="Earnings surprises">
      {surprises.length === 0 ? (
        <p className="mt-3 text-slate-700">
          There are no estimates to compare {companyName}&apos;s reported earnings with.
        </p>
      ) : (
        <ScrollTable label={`Reported earnings per share of ${companyName} against the estimate`}>
          <ColumnHeads
            columns={[
              "Fiscal year",
              { label: "Estimate", numeric: true },
              { label: "Actual", numeric: true },
              { label: "Surprise", numeric: true },
              "Estimate as of",
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {surprises.map((s) => (
              <tr key={s.fiscalYear}>
                <th scope="row" className={`${tdClass} font-semibold`}>
                  {s.fiscalYear}
                </th>
                <td className={tdNumClass}>{formatMoney(s.estimate)}</td>
                <td className={tdNumClass}>{formatMoney(s.actual)}</td>
                <td className={tdNumClass}>
                  <span className={changeTone(s.surprise)}>
                    {formatPercentChange(s.surprise)} {s.surprise > 0 ? "beat" : s.surprise < 0 ? "miss" : ""}
                  </span>
                </td>
                <td className={tdClass}>
                  <time dateTime={s.estimateAsOf}>{formatDate(s.estimateAsOf)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {surprises.length > 0 && <SplitNote />}
    </PageSection>
  );
}
