import { metricInfo } from "../../../domain/screener/metrics";
import { InfoIcon } from "../../components/ui/info-icon";
import { Tooltip } from "../../components/ui/tooltip";

// A column header's explanation: the metric's definition and formula from the one metric
// catalogue (src/domain/screener/metrics.ts), in a tooltip on hover and keyboard focus.

export function ColumnInfo({ columnKey, name }: { columnKey: string; name: string }) {
  const info = metricInfo(columnKey);
  if (!info) return null;
  return (
    <Tooltip
      content={
        <span className="block text-left font-normal whitespace-normal">
          <span className="block font-semibold">{name}</span>
          <span className="mt-1 block">{info.definition}</span>
          {info.formula ? <span className="mt-1 block text-slate-300">= {info.formula}</span> : null}
        </span>
      }
    >
      <button
        type="button"
        // 24 px square: WCAG 2.2's minimum target, beside the sort link or, in a narrow column,
        // under it (no negative margin, so the two never overlap).
        className="inline-flex h-6 w-6 items-center justify-center rounded-full align-middle text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
        aria-label={`About ${name}`}
        data-testid="column-info"
      >
        <InfoIcon />
      </button>
    </Tooltip>
  );
}
