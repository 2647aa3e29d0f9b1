import type { ZenInvestorDashboard } from "../../../domain/contracts/zen-investor-dashboard";
import type { PeriodReturn } from "../../../domain/zen-investor/period-returns";
import { formatDate, formatPercentChange } from "../../lib/format";

type Record = NonNullable<ZenInvestorDashboard["record"]>;

function Row({ label, figure, none }: { label: string; figure: PeriodReturn | null; none: string }) {
  return (
    <tr>
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        {label}
        {figure ? (
          <span className="block text-xs font-normal text-slate-700">
            {formatDate(figure.from)} to {formatDate(figure.to)}
          </span>
        ) : null}
      </th>
      {figure ? (
        <>
          <td className="py-2 pr-4 text-right tabular-nums">{formatPercentChange(figure.portfolio)}</td>
          <td className="py-2 pr-4 text-right tabular-nums">{formatPercentChange(figure.market)}</td>
          <td className="py-2 text-right tabular-nums">{formatPercentChange(figure.portfolio - figure.market)}</td>
        </>
      ) : (
        <td colSpan={3} className="py-2 text-right text-slate-700">
          {none}
        </td>
      )}
    </tr>
  );
}

/** The portfolio against the market, time-weighted: since the launch, this year, and the whole record. */
export function DashboardVersusMarket({ record }: { record: Record }) {
  return (
    <table className="w-full max-w-2xl text-sm" data-testid="versus-market">
      <caption className="sr-only">The model portfolio against the market, time-weighted returns</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-2 pr-4 text-left">
            Stretch
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Portfolio
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Market
          </th>
          <th scope="col" className="py-2 text-right">
            Difference
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        <Row
          label="Since launch"
          figure={record.sinceLaunch}
          none={`The service opens on ${formatDate(record.launchedOn)}; everything before is the backtest.`}
        />
        <Row label="This year" figure={record.yearToDate} none="No close yet this year." />
        <Row label="Whole record (backtest included)" figure={record.whole} none="" />
      </tbody>
    </table>
  );
}
