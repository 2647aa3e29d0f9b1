import { useEffect, useState } from "react";
import type { PriceSeries } from "../../../domain/contracts/company";
import { getPrices } from "./api/get-prices";
import type * as PricePlot from "./price-plot";

// The chart's daily prices as a state the chart can draw: loading, loaded or failed. What draws
// them (price-plot.tsx) is fetched beside them, so the page's first load goes without it.

export type PricePlotCode = typeof PricePlot;

export type PriceSeriesState =
  | { kind: "loading" }
  | { kind: "loaded"; series: PriceSeries; plot: PricePlotCode }
  | { kind: "failed"; message: string };

export const PLOT_CODE_FAILED = "its drawing code did not arrive. Please refresh the page to try again.";

export function usePriceSeries(companyId: number): PriceSeriesState {
  const [state, setState] = useState<PriceSeriesState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    const plot = import("./price-plot").catch(() => {
      throw new Error(PLOT_CODE_FAILED);
    });
    Promise.all([getPrices(companyId, controller.signal), plot])
      .then(([series, code]) => {
        if (!controller.signal.aborted) setState({ kind: "loaded", series, plot: code });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: "failed",
          message: error instanceof Error ? error.message : "The prices could not be loaded.",
        });
      });
    return () => controller.abort();
  }, [companyId]);
  return state;
}
