import type { ReactNode, RefObject } from "react";
import { cn } from "../../lib/cn";
import { CHART_FAILED, type ChartState } from "../../lib/use-lightweight-chart";

/**
 * Where a lightweight-charts chart draws: the element the library fills, what it overlays (a
 * legend), and until the chart is drawn a note that it is loading or could not be drawn.
 */
export function ChartArea({
  container,
  state,
  loading = "Loading the chart…",
  className = "h-72 w-full sm:h-96",
  children,
}: {
  container: RefObject<HTMLDivElement | null>;
  state: ChartState;
  loading?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn("relative", className)}>
      {/* The library owns this element's children; React never renders into it. */}
      <div ref={container} className="absolute inset-0" aria-hidden="true" />
      {children}
      {state !== "ready" ? (
        <p className="absolute inset-0 flex items-center justify-center rounded-md bg-slate-50 px-4 text-center text-sm text-slate-700">
          {state === "loading" ? loading : CHART_FAILED}
        </p>
      ) : null}
    </div>
  );
}
