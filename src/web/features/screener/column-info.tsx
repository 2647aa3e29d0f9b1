import { lazy, Suspense, useState } from "react";
import { InfoButton } from "./info-button";

// A column header's explanation: the metric's definition and formula from the one metric
// catalogue (src/domain/screener/metrics.ts), in a tooltip on hover and keyboard focus. Until
// the button is first pointed at or focused it is a plain button; then the tooltip (Radix's,
// with the catalogue) loads and takes its place (decision 041). Every column has an entry in
// the catalogue (metric-search.test.ts), so the button is always there.
const ColumnInfoTip = lazy(() => import("./column-info-tip"));

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
