/**
 * A chart's value scale, inside its SVG: the highest and the lowest figure beside the plot's left
 * edge and the zero line across the plot (the UI kit's bar and line charts share it).
 */
export function ValueScale({
  left,
  right,
  scale: { y, min, max, zeroY },
  formatValue,
  lineClassName,
}: {
  /** The plot's left and right edges. */
  left: number;
  right: number;
  /** The figures' span, where a figure stands, and where the zero line runs. */
  scale: { y: (value: number) => number; min: number; max: number; zeroY: number };
  formatValue: (value: number) => string;
  lineClassName: string;
}) {
  return (
    <>
      <text x={left - 6} y={y(max) + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
        {formatValue(max)}
      </text>
      <text x={left - 6} y={y(min) + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
        {formatValue(min)}
      </text>
      <line x1={left} x2={right} y1={zeroY} y2={zeroY} className={lineClassName} strokeWidth="1" />
    </>
  );
}
