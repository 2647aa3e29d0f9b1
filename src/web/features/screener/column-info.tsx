import { lazy, Suspense, useState, type ComponentProps } from "react";
import { InfoIcon } from "../../components/ui/info-icon";

// A column header's explanation: the metric's definition and formula from the one metric
// catalogue (src/domain/screener/metrics.ts), in a tooltip on hover and keyboard focus. Until
// the button is first pointed at or focused it is a plain button; then the tooltip (Radix's,
// with the catalogue) loads and takes its place (decision 041). Every column has an entry in
// the catalogue (metric-search.test.ts), so the button is always there.
const ColumnInfoTip = lazy(() => import("./column-info-tip"));

export function InfoButton({ name, ...props }: { name: string } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      // 24 px square: WCAG 2.2's minimum target, beside the sort link or, in a narrow column,
      // under it (no negative margin, so the two never overlap).
      className="inline-flex h-6 w-6 items-center justify-center rounded-full align-middle text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
      aria-label={`About ${name}`}
      data-testid="column-info"
      {...props}
    >
      <InfoIcon />
    </button>
  );
}

export function ColumnInfo({ columnKey, name }: { columnKey: string; name: string }) {
  const [used, setUsed] = useState<"pointer" | "focus" | null>(null);
  const plain = (
    <InfoButton
      name={name}
      onPointerEnter={() => setUsed((u) => u ?? "pointer")}
      onFocus={() => setUsed((u) => u ?? "focus")}
    />
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <ColumnInfoTip columnKey={columnKey} name={name} refocus={used === "focus"} />
    </Suspense>
  );
}
