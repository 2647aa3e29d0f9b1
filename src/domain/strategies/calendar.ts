import type { RebalancePeriod } from "./strategy";

// Rebalance signals fall on the last trading day of each month (or of each quarter's last
// month); the trades fill on the next trading day. The last day of the tape cannot signal: there
// is no next day to fill at.

export function signalDays(dates: readonly string[], period: RebalancePeriod): number[] {
  const days: number[] = [];
  for (let d = 0; d + 1 < dates.length; d++) {
    const month = dates[d]!.slice(0, 7);
    if (month === dates[d + 1]!.slice(0, 7)) continue;
    if (period === "quarterly" && Number(month.slice(5, 7)) % 3 !== 0) continue;
    days.push(d);
  }
  return days;
}
