import { useEffect, useState } from "react";
import type { PriceSeries } from "../../../domain/contracts/company";
import { apiFetch } from "../../lib/api-fetch";
import { readPriceSeries } from "./read-price-series";

// The chart's daily prices, fetched in the browser after the page has rendered: the whole
// history is too large to put into every server-rendered page, and only the chart needs it.

export type PriceSeriesState = { kind: "loading" } | { kind: "loaded"; series: PriceSeries } | { kind: "failed"; message: string };

export function pricesUrl(companyId: number): string {
  return `/api/companies/${companyId}/prices`;
}

export function usePriceSeries(companyId: number): PriceSeriesState {
  const [state, setState] = useState<PriceSeriesState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    apiFetch<unknown>(pricesUrl(companyId), { signal: controller.signal })
      .then((body) => {
        if (controller.signal.aborted) return;
        const series = readPriceSeries(body);
        setState(series ? { kind: "loaded", series } : { kind: "failed", message: "The prices arrived in a form this page cannot read." });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: "failed", message: error instanceof Error ? error.message : "The prices could not be loaded." });
      });
    return () => controller.abort();
  }, [companyId]);
  return state;
}
