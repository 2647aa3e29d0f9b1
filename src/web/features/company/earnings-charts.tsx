import type { CompanyEarnings } from "../../../domain/contracts/company";
import { formatBigMoney, formatMoney, formatPercent } from "../../lib/format";
import type { Bar } from "../../components/ui/bar-chart";
import { BarChart } from "../../components/ui/bar-chart";
import { PageSection } from "../../components/ui/page-section";
import { SplitNote } from "./split-note";

// The earnings page's pictures: EPS and revenue by quarter and by fiscal year, drawn from the
// same rows as the tables below them (so in today's shares, decision 031), oldest first as a
// chart is read. A fiscal year with an estimate carries it as a tick and its beat or miss.

function quarterLabel(q: { fiscalYear: number; fiscalQuarter: number }): string {
  return `Q${q.fiscalQuarter} ${q.fiscalYear}`;
}

function surpriseNote(surprise: number): string {
  if (surprise > 0) return `Beat by ${formatPercent(surprise)}`;
  if (surprise < 0) return `Missed by ${formatPercent(-surprise)}`;
  return "Met the estimate";
}

/** Fiscal years oldest first, each with its estimate and surprise when there is one. */
export function annualEpsBars(annual: CompanyEarnings["annual"], surprises: CompanyEarnings["surprises"]): Bar[] {
  const byYear = new Map(surprises.map((s) => [s.fiscalYear, s]));
  return [...annual]
    .sort((a, b) => a.fiscalYear - b.fiscalYear)
    .map((y) => {
      const s = byYear.get(y.fiscalYear);
      if (!s) return { label: String(y.fiscalYear), value: y.eps };
      return {
        label: String(y.fiscalYear),
        value: y.eps,
        marker: s.estimate,
        tone: s.surprise > 0 ? "good" : s.surprise < 0 ? "bad" : "neutral",
        note: surpriseNote(s.surprise),
      };
    });
}

export function quarterBars(
  quarters: CompanyEarnings["quarters"],
  pick: (q: CompanyEarnings["quarters"][number]) => number | null,
): Bar[] {
  return [...quarters]
    .sort((a, b) => a.fiscalYear - b.fiscalYear || a.fiscalQuarter - b.fiscalQuarter)
    .map((q) => ({ label: quarterLabel(q), value: pick(q) }));
}

export function annualRevenueBars(annual: CompanyEarnings["annual"]): Bar[] {
  return [...annual]
    .sort((a, b) => a.fiscalYear - b.fiscalYear)
    .map((y) => ({ label: String(y.fiscalYear), value: y.revenue }));
}

export function EarningsCharts({
  quarters,
  annual,
  surprises,
  companyName,
}: Pick<CompanyEarnings, "quarters" | "annual" | "surprises"> & { companyName: string }) {
  if (quarters.length === 0 && annual.length === 0) return null;
  const annualEps = annualEpsBars(annual, surprises);
  const withEstimate = annualEps.filter((b) => b.marker !== undefined).length;
  return (
    <>
      <PageSection title="Earnings per share at a glance">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {quarters.length > 0 ? (
            <div className="min-w-0">
              <h3 className="mt-3 text-sm font-semibold">By quarter</h3>
              <BarChart
                testId="eps-quarterly-chart"
                title={`Quarterly earnings per share of ${companyName}`}
                bars={quarterBars(quarters, (q) => q.eps)}
                formatValue={formatMoney}
                labelHeading="Quarter"
                valueHeading="EPS"
              />
            </div>
          ) : null}
          {annual.length > 0 ? (
            <div className="min-w-0">
              <h3 className="mt-3 text-sm font-semibold">By fiscal year, against the estimate</h3>
              <BarChart
                testId="eps-annual-chart"
                title={`Annual earnings per share of ${companyName} against the estimate`}
                bars={annualEps}
                formatValue={formatMoney}
                labelHeading="Fiscal year"
                valueHeading="EPS"
                markerHeading="Estimate"
                noteHeading="Surprise"
                toneNames={{ good: "Beat the estimate", bad: "Missed the estimate" }}
                summaryExtra={
                  withEstimate > 0
                    ? `${withEstimate} of the years have an estimate, drawn as a tick; a beat is marked with a triangle up, a miss with a triangle down.`
                    : "No year has an estimate to compare with."
                }
              />
            </div>
          ) : null}
        </div>
        <SplitNote />
      </PageSection>
      <PageSection title="Revenue at a glance">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {quarters.length > 0 ? (
            <div className="min-w-0">
              <h3 className="mt-3 text-sm font-semibold">By quarter</h3>
              <BarChart
                testId="revenue-quarterly-chart"
                title={`Quarterly revenue of ${companyName}`}
                bars={quarterBars(quarters, (q) => q.revenue)}
                formatValue={formatBigMoney}
                labelHeading="Quarter"
                valueHeading="Revenue"
              />
            </div>
          ) : null}
          {annual.length > 0 ? (
            <div className="min-w-0">
              <h3 className="mt-3 text-sm font-semibold">By fiscal year</h3>
              <BarChart
                testId="revenue-annual-chart"
                title={`Annual revenue of ${companyName}`}
                bars={annualRevenueBars(annual)}
                formatValue={formatBigMoney}
                labelHeading="Fiscal year"
                valueHeading="Revenue"
              />
            </div>
          ) : null}
        </div>
      </PageSection>
    </>
  );
}
