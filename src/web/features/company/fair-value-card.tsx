import type { FairValueView } from "../../../domain/contracts/company";
import { changeTone } from "./change-tone";
import { formatMoney, formatPercent, formatValuationGap } from "../../lib/format";
import { Figure } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import type { RangeMark } from "../../components/ui/range-chart";
import { RangeChart } from "../../components/ui/range-chart";

// Fair value against price: the discounted-cash-flow value, how far the price sits from it, the
// Graham value, and the model's inputs so a reader can judge the figure.

/** Where the growth of the first years came from, in words. */
function growthSourceText(f: FairValueView): string {
  if (f.growthSource === "forecast") return "Analysts' earnings forecast";
  const span = f.growthYears === null ? "" : ` over ${f.growthYears} years`;
  if (f.growthSource === "earnings-history") return `EPS growth${span} of the filings`;
  if (f.growthSource === "revenue-history") return `Revenue growth${span} of the filings`;
  return "None";
}

/** The spec's "significantly below fair value" is more than 20 percent below; the chart bands it both ways. */
const BAND = 0.2;

/**
 * The price on the scale of the DCF value: the band within 20% of it, and the zones beyond, as
 * the valuation gap above the chart words them. Null when there is no positive fair value.
 */
export function FairValueChart({ fairValue, companyName }: { fairValue: FairValueView; companyName: string }) {
  const fv = fairValue.fairValue;
  if (fv === null || fv <= 0) return null;
  const low = fv * (1 - BAND);
  const high = fv * (1 + BAND);
  const marks: RangeMark[] = [
    { label: "Fair value (DCF)", value: fv, kind: "primary" },
    { label: "Price", value: fairValue.price, kind: "reference" },
  ];
  if (fairValue.grahamValue !== null && fairValue.grahamValue > 0)
    marks.push({ label: "Graham value", value: fairValue.grahamValue, kind: "secondary" });
  const gap = fairValue.discount === null ? "" : ` (${formatValuationGap(fairValue.discount)})`;
  const zone =
    fairValue.price < low
      ? "more than 20% below the fair value"
      : fairValue.price > high
        ? "more than 20% above the fair value"
        : "within 20% of the fair value";
  const graham =
    fairValue.grahamValue !== null && fairValue.grahamValue > 0
      ? ` The Graham value is ${formatMoney(fairValue.grahamValue)}.`
      : "";
  return (
    <RangeChart
      testId="fair-value-chart"
      title={`Price of ${companyName} against its fair value`}
      summary={`The price, ${formatMoney(fairValue.price)}, is ${zone} of ${formatMoney(fv)}${gap}.${graham}`}
      marks={marks}
      zones={[
        { label: "Undervalued by over 20%", from: Number.NEGATIVE_INFINITY, to: low, tone: "good" },
        { label: "Within 20%", from: low, to: high, tone: "neutral" },
        { label: "Overvalued by over 20%", from: high, to: Number.POSITIVE_INFINITY, tone: "bad" },
      ]}
      formatValue={formatMoney}
    />
  );
}

export function FairValueCard({
  fairValue,
  companyName,
  delisted,
}: {
  fairValue: FairValueView | null;
  companyName: string;
  delisted: boolean;
}) {
  if (!fairValue) {
    return (
      <PageSection title="Fair value">
        <p className="mt-3 text-slate-700">
          {delisted
            ? `${companyName} is delisted, so its fair value is no longer computed.`
            : `The fair value of ${companyName} has not been computed yet.`}
        </p>
      </PageSection>
    );
  }
  const { discount } = fairValue;
  return (
    <PageSection title="Fair value">
      {fairValue.fairValue === null ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="fair-value-reason">
          {fairValue.fairValueReason ?? "The discounted cash flow model could not value this company."}
        </p>
      ) : (
        <p className={`mt-3 text-2xl font-bold ${changeTone(discount)}`} data-testid="valuation-gap">
          {discount === null ? "" : formatValuationGap(discount)}
        </p>
      )}
      <FairValueChart fairValue={fairValue} companyName={companyName} />
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3">
        <div>
          <dt className="text-xs text-slate-600">Fair value (DCF)</dt>
          <dd className="font-semibold tabular-nums">
            <Figure value={fairValue.fairValue} format={formatMoney} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Price</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(fairValue.price)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Graham value</dt>
          <dd className="font-semibold tabular-nums">
            <Figure value={fairValue.grahamValue} format={formatMoney} />
          </dd>
        </div>
      </dl>
      {fairValue.grahamValue === null && fairValue.grahamReason !== null && (
        <p className="mt-2 text-sm text-slate-700" data-testid="graham-reason">
          {fairValue.grahamReason}
        </p>
      )}
      <h3 className="mt-5 text-sm font-semibold">Model inputs</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Discount rate</dt>
          <dd className="tabular-nums">
            <Figure value={fairValue.discountRate} format={(v) => formatPercent(v, 2)} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Growth, first years</dt>
          <dd className="tabular-nums">
            <Figure value={fairValue.shortTermGrowth} format={formatPercent} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Growth from</dt>
          <dd data-testid="growth-source">{growthSourceText(fairValue)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Terminal growth</dt>
          <dd className="tabular-nums">
            <Figure value={fairValue.terminalGrowth} format={formatPercent} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">10-year Treasury rate</dt>
          <dd className="tabular-nums">
            <Figure value={fairValue.bondRate} format={(v) => formatPercent(v, 2)} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">AA bond rate (Graham)</dt>
          <dd className="tabular-nums" data-testid="aa-bond-rate">
            <Figure value={fairValue.aaBondRate} format={(v) => formatPercent(v, 2)} />
            {fairValue.aaBondSource === "treasury-plus-spread" && (
              <span className="ml-1 text-xs text-slate-600">
                (10-year Treasury + 1 point: no AA series in the data)
              </span>
            )}
          </dd>
        </div>
      </dl>
    </PageSection>
  );
}
