import type { ReturnFigures } from "../../../domain/zen-investor/returns";
import { ScrollTable, tdClass, tdNumClass, thClass, thNumClass } from "../../components/ui/scroll-table";
import { formatDate, formatPercent, formatPercentChange } from "../../lib/format";
import { localeText } from "../../../domain/number-text";

// The record's two figures side by side, each against the market over the same days: the
// portfolio's time-weighted return and the average return per pick. Shown together because the
// average pick alone flatters a portfolio that sized its winners small.

const pct = (v: number | null): string => (v === null ? "–" : formatPercentChange(v));

export function ReturnFiguresTable({ label, figures }: { label: string; figures: ReturnFigures }) {
  const { timeWeighted: tw, averagePick: ap } = figures;
  return (
    <>
      <ScrollTable label={`${label}, ${formatDate(figures.from)} to ${formatDate(figures.to)}`} showCaption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              Figure
            </th>
            <th scope="col" className={thNumClass}>
              Portfolio
            </th>
            <th scope="col" className={thNumClass}>
              Market
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <tr>
            <th scope="row" className={tdClass}>
              Time-weighted return
            </th>
            <td className={tdNumClass}>{pct(tw.portfolio)}</td>
            <td className={tdNumClass}>{pct(tw.market)}</td>
          </tr>
          <tr>
            <th scope="row" className={tdClass}>
              Time-weighted, a year
            </th>
            <td className={tdNumClass}>{pct(tw.portfolioAnnual)}</td>
            <td className={tdNumClass}>{pct(tw.marketAnnual)}</td>
          </tr>
          <tr>
            <th scope="row" className={tdClass}>
              Average return per pick
            </th>
            <td className={tdNumClass}>{pct(ap.average)}</td>
            <td className={tdNumClass}>{pct(ap.market)}</td>
          </tr>
        </tbody>
      </ScrollTable>
      <p className="mt-2 text-sm text-slate-700">
        {localeText(ap.picks)} picks ({localeText(ap.closed)} closed, {localeText(ap.open)} open at the last close);{" "}
        {localeText(ap.beatMarket)} beat the market over their own holding days
        {ap.picks > 0 ? ` (${formatPercent(ap.beatMarket / ap.picks)})` : ""}.
      </p>
    </>
  );
}
