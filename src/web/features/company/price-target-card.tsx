import type { CompanyForecast } from "../../../domain/contracts/company";
import { changeTone } from "./change-tone";
import { formatMoney, formatPercentChange } from "../../lib/format";
import { PageSection } from "../../components/ui/page-section";
import { RangeChart } from "../../components/ui/range-chart";

// The 12-month price target range of the analysts and the upside to its average.

type Target = NonNullable<CompanyForecast["priceTarget"]>;

/** Where the price sits among the targets, in words. */
export function targetSummary(t: Target, price: number | null): string {
  const range = `Targets run from ${formatMoney(t.low)} to ${formatMoney(t.high)}, averaging ${formatMoney(t.average)}.`;
  if (price === null) return range;
  const where =
    price < t.low
      ? "below the lowest target"
      : price > t.high
        ? "above the highest target"
        : price < t.average
          ? "between the lowest and the average target"
          : price > t.average
            ? "between the average and the highest target"
            : "at the average target";
  return `${range} The price, ${formatMoney(price)}, is ${where}.`;
}

export function PriceTargetCard({
  priceTarget,
  price,
  companyName,
}: {
  priceTarget: CompanyForecast["priceTarget"];
  price: number | null;
  companyName: string;
}) {
  if (!priceTarget) {
    return (
      <PageSection title="Price target">
        <p className="mt-3 text-slate-700">
          No analyst has set a price target for {companyName} in the last 12 months.
        </p>
      </PageSection>
    );
  }
  return (
    <PageSection title="Price target">
      <p className="mt-3 text-2xl font-bold tabular-nums">
        {formatMoney(priceTarget.average)}{" "}
        <span className={`text-base font-semibold ${changeTone(priceTarget.upside)}`} data-testid="target-upside">
          {formatPercentChange(priceTarget.upside)} {priceTarget.upside >= 0 ? "upside" : "downside"}
        </span>
      </p>
      <p className="text-sm text-slate-700">
        Average of {priceTarget.count} {priceTarget.count === 1 ? "price target" : "price targets"} set in the last 12
        months.
      </p>
      <RangeChart
        testId="price-target-chart"
        title={`Analysts' price targets for ${companyName}${price !== null ? " against the current price" : ""}`}
        summary={targetSummary(priceTarget, price)}
        range={{ from: priceTarget.low, to: priceTarget.high, fromLabel: "Low", toLabel: "High" }}
        marks={[
          { label: "Average", value: priceTarget.average, kind: "primary" },
          ...(price !== null ? [{ label: "Price", value: price, kind: "reference" as const }] : []),
        ]}
        formatValue={formatMoney}
      />
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Low</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(priceTarget.low)}</dd>
        </div>
        <div className="text-center">
          <dt className="text-slate-600">Average</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(priceTarget.average)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-slate-600">High</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(priceTarget.high)}</dd>
        </div>
      </dl>
    </PageSection>
  );
}
