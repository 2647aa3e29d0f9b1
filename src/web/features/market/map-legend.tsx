import { CHANGE_SHADES, shadeSteps, type MapPeriod } from "../../../domain/market-map/market-map";

/** What each shade of the map means for the period shown. */
export function MapLegend({ period }: { period: MapPeriod }) {
  const steps = shadeSteps(period);
  const label = (step: number) => (step === 0 ? "0%" : `${step > 0 ? "+" : "\u2212"}${Math.abs(step)}%`);
  return (
    <ul className="flex flex-wrap items-center gap-1 text-xs" aria-label="Colour legend">
      {CHANGE_SHADES.map((shade, k) => (
        <li key={shade} className="rounded px-2 py-0.5 font-medium text-white" style={{ backgroundColor: shade }}>
          {k < 3 ? `≤ ${label(steps[k]!)}` : k > 3 ? `≥ ${label(steps[k]!)}` : `under ±${steps[4]}%`}
        </li>
      ))}
    </ul>
  );
}
