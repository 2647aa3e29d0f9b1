import type { PortfolioReport } from "../../../domain/contracts/portfolios";
import { monthText } from "../../../domain/number-text";
import { LineChart } from "../../components/ui/line-chart";
import { percentText } from "./format";

const PERIOD_NAMES = {
  "1M": "1 month",
  YTD: "Year to date",
  "1Y": "1 year",
  "3Y": "3 years",
  ALL: "Since the start",
} as const;

/** Time-weighted and money-weighted returns by period against the market's index, and both lines. */
export function PerformancePanel({ performance }: { performance: PortfolioReport["performance"] }) {
  const label = (d: string) => monthText(new Date(`${d}T00:00:00Z`));
  return (
    <div>
      <table className="mt-3 w-full text-sm" data-testid="performance-periods">
        <caption className="sr-only">Returns by period</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-1 pr-3">
              Period
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Time-weighted
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Money-weighted
            </th>
            <th scope="col" className="py-1 text-right">
              Market
            </th>
          </tr>
        </thead>
        <tbody>
          {performance.periods.map((p) => (
            <tr key={p.period} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {PERIOD_NAMES[p.period]}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{percentText(p.timeWeighted)}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{percentText(p.moneyWeighted)}</td>
              <td className="py-1 text-right tabular-nums">{percentText(p.market)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-600">
        A period longer than the portfolio shows no figure. Money-weighted returns over a year are yearly rates. Market:{" "}
        {performance.marketName.toLowerCase()}, dividends reinvested.
      </p>
      <div className="grid gap-4 lg:grid-cols-2" data-testid="performance-chart">
        <LineChart
          title="Portfolio, time-weighted growth since the start"
          points={performance.series.map((p) => ({ label: p.date, value: p.portfolio / 100 - 1 }))}
          formatValue={percentText}
          formatLabel={label}
          labelHeading="Month end"
          valueHeading="Portfolio"
        />
        <LineChart
          title="The market over the same months"
          points={performance.series.flatMap((p) =>
            p.market === null ? [] : [{ label: p.date, value: p.market / 100 - 1 }],
          )}
          formatValue={percentText}
          formatLabel={label}
          labelHeading="Month end"
          valueHeading="Market"
        />
      </div>
    </div>
  );
}
