import type { PriceSeries } from "../../../domain/contracts/company";

// The chart's check of GET /api/companies/{id}/prices. The contract's zod schema would do, but
// it would add zod (about 25 kB compressed) to every company page for one same-origin answer;
// what the chart relies on is this: parallel columns of equal length, ascending dates, finite
// adjusted closes.

function numbers(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((v) => typeof v === "number" && Number.isFinite(v));
}

export function readPriceSeries(body: unknown): PriceSeries | null {
  if (typeof body !== "object" || body === null) return null;
  const { companyId, dates, close, adjClose, volume } = body as Record<string, unknown>;
  if (
    typeof companyId !== "number" ||
    !Array.isArray(dates) ||
    !numbers(close) ||
    !numbers(adjClose) ||
    !numbers(volume)
  )
    return null;
  const n = dates.length;
  if (close.length !== n || adjClose.length !== n || volume.length !== n) return null;
  for (let i = 0; i < n; i++) {
    const d: unknown = dates[i];
    if (typeof d !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return null;
    if (i > 0 && d <= (dates[i - 1] as string)) return null;
  }
  return { companyId, dates: dates as string[], close, adjClose, volume };
}
