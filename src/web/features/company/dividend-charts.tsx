import type { CompanyDividends } from "../../../domain/contracts/company";
import { formatDate, formatDividend, formatPercent } from "../../lib/format";
import { BarChart } from "../../components/ui/bar-chart";
import { RangeChart } from "../../components/ui/range-chart";
import { PageSection } from "../../components/ui/page-section";
import { SplitNote } from "./split-note";

// The dividends page's pictures: the dividend per share by calendar year and by payment (the
// same rows as the tables, in today's shares), and the payout ratio against the 90% the
// due-diligence check allows (spec: "Payout ratio under 90 percent").

const PAYOUT_LIMIT = 0.9;

export function payoutSummary(companyName: string, payout: number): string {
  return `${companyName} pays out ${formatPercent(payout)} of its earnings as dividends, ${
    payout < PAYOUT_LIMIT ? "under" : "at or over"
  } the 90% the payout check allows.`;
}

export function DividendCharts({ dividends }: { dividends: CompanyDividends }) {
  const { annual, history, payoutRatio, header } = dividends;
  const name = header.name;
  if (!dividends.dividendsKnown || (annual.length === 0 && history.length === 0)) return null;
  const payments = [...history].sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  return (
    <PageSection title="Dividends at a glance">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {annual.length > 0 ? (
          <div className="min-w-0">
            <h3 className="mt-3 text-sm font-semibold">Per share, by calendar year</h3>
            <BarChart
              testId="dividend-annual-chart"
              title={`Yearly dividends per share of ${name}`}
              bars={[...annual].sort((a, b) => a.year - b.year).map((y) => ({ label: String(y.year), value: y.total }))}
              formatValue={formatDividend}
              labelHeading="Year"
              valueHeading="Total per share"
            />
          </div>
        ) : null}
        {payments.length > 0 ? (
          <div className="min-w-0">
            <h3 className="mt-3 text-sm font-semibold">Per share, by payment</h3>
            <BarChart
              testId="dividend-payments-chart"
              title={`Dividend payments per share of ${name}, by ex-dividend date`}
              bars={payments.map((p) => ({
                label: formatDate(p.exDate),
                axisLabel: p.exDate.slice(0, 7),
                value: p.amount,
              }))}
              formatValue={formatDividend}
              labelHeading="Ex-dividend date"
              valueHeading="Amount per share"
            />
          </div>
        ) : null}
      </div>
      {payoutRatio !== null ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">Payout ratio</h3>
          <RangeChart
            testId="payout-ratio-chart"
            title={`Payout ratio of ${name}`}
            summary={payoutSummary(name, payoutRatio)}
            domain={{ min: Math.min(0, payoutRatio), max: Math.max(1.2, payoutRatio * 1.1) }}
            marks={[{ label: "Payout ratio", value: payoutRatio, kind: "primary" }]}
            zones={[
              { label: "Under 90%", from: Math.min(0, payoutRatio), to: PAYOUT_LIMIT, tone: "good" },
              { label: "90% or more", from: PAYOUT_LIMIT, to: Number.POSITIVE_INFINITY, tone: "bad" },
            ]}
            formatValue={(v) => formatPercent(v, 0)}
          />
        </div>
      ) : null}
      <SplitNote />
    </PageSection>
  );
}
