import { Link } from "react-router";
import type { Holding } from "../../../domain/contracts/portfolios";
import { moneyText, percentText, sharesText } from "./format";

/** What the portfolio holds: shares, average cost, value and gains, one row a company. */
export function HoldingsTable({ holdings, showGrades }: { holdings: Holding[]; showGrades: boolean }) {
  if (holdings.length === 0) return <p className="mt-3">Nothing is held yet.</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">Holdings</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-2 pr-3">
              Company
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Shares
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Average cost
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Price
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Value
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Unrealised gain
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Realised gain
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Dividends
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Yield on cost
            </th>
            <th scope="col" className="py-2 pr-3">
              Sector
            </th>
            {showGrades ? (
              <th scope="col" className="py-2">
                Zen Rating
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {holdings.map((h) => (
            <tr key={h.companyId} className="border-b border-slate-200" data-testid="holding-row">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                <Link to={h.url} className="text-emerald-800 underline">
                  {h.ticker}
                </Link>{" "}
                <span className="font-normal text-slate-600">{h.name}</span>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{sharesText(h.shares)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{moneyText(h.averageCost)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{moneyText(h.price)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{moneyText(h.value)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {moneyText(h.unrealised)} <span className="text-slate-600">{percentText(h.unrealisedPercent)}</span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{moneyText(h.realised)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{moneyText(h.dividends)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{percentText(h.yieldOnCost)}</td>
              <td className="py-2 pr-3">{h.sector ?? "—"}</td>
              {showGrades ? <td className="py-2">{h.grade ?? "—"}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
