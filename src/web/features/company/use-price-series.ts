import { useEffect, useState } from "react";
import type { PriceSeries } from "../../../domain/contracts/company";
import { getPrices } from "./api/get-prices";

// The chart's daily prices as a state the chart can draw: loading, loaded or failed.

export type PriceSeriesState =
  { kind: "loading" } | { kind: "loaded"; series: PriceSeries } | { kind: "failed"; message: string };

export function usePriceSeries(companyId: number): PriceSeriesState {
  const [state, setState] = useState<PriceSeriesState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    getPrices(companyId, controller.signal)
      .then((series) => {
        if (!controller.signal.aborted) setState({ kind: "loaded", series });
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
