import { monthReturns, summarise, type BacktestSummary, type MonthReturns } from "./backtest";

// The backtest as a run assembles it: on each month-end with a known next month, the returns of
// every grade's portfolio held to that next month-end, by the grades with and without the AI
// component.

export class BacktestMonths {
  private readonly withAi: MonthReturns[] = [];
  private readonly withoutAi: MonthReturns[] = [];

  /** Months recorded so far with the AI component: the outcomes the AI model has learned from. */
  get count(): number {
    return this.withAi.length;
  }

  record(date: string, end: string, grades: Uint8Array, gradesWithoutAi: Uint8Array, forward: Float64Array): void {
    const m = monthReturns(date, end, grades, forward);
    const mNo = monthReturns(date, end, gradesWithoutAi, forward);
    if (m) this.withAi.push(m);
    if (mNo) this.withoutAi.push(mNo);
  }

  summaries(): { backtest: BacktestSummary; backtestWithoutAi: BacktestSummary } {
    return { backtest: summarise(this.withAi), backtestWithoutAi: summarise(this.withoutAi) };
  }
}
