import type { CompanyForecast } from "../../../domain/contracts/company";
import { changeTone } from "./change-tone";
import { formatMoney, formatPercentChange } from "../../lib/format";
import { PageSection } from "../../components/ui/page-section";

// The 12-month price target range of the analysts and the upside to its average.

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
  const span = priceTarget.high - priceTarget.low;
  const at = (value: number) => (span > 0 ? Math.min(100, Math.max(0, ((value - priceTarget.low) / span) * 100)) : 50);
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
      <div className="relative mt-6 h-2 rounded-full bg-slate-200" aria-hidden="true">
        <span
          className="absolute top-1/2 h-4 w-1 -translate-y-1/2 rounded bg-emerald-700"
          style={{ left: `${at(priceTarget.average)}%` }}
        />
        {price !== null ? (
          <span
            className="absolute top-1/2 h-4 w-1 -translate-y-1/2 rounded bg-slate-900"
            style={{ left: `${at(price)}%` }}
          />
        ) : null}
      </div>
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
      {price !== null ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-1 rounded bg-slate-900" />
            Current price {formatMoney(price)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-1 rounded bg-emerald-700" />
            Average target
          </span>
        </p>
      ) : null}
    </PageSection>
  );
}
