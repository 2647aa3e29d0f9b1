import { useEffect, useRef } from "react";
import { metricInfo } from "../../../domain/screener/metrics";
import { Tooltip } from "../../components/ui/tooltip";
import { InfoButton } from "./info-button";

// The column header's tooltip, loaded by column-info.tsx when its button is first pointed at or
// focused (decision 041). Taking the plain button's place gives a new button: when the plain
// one had the focus, this one takes it, which opens the tooltip as focusing it would have.

export default function ColumnInfoTip({
  columnKey,
  name,
  refocus,
}: {
  columnKey: string;
  name: string;
  refocus: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus && document.activeElement === document.body) button.current?.focus();
    // Only when it replaces the plain button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const info = metricInfo(columnKey);
  if (!info) return <InfoButton ref={button} name={name} />;
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
      <InfoButton ref={button} name={name} />
    </Tooltip>
  );
}
