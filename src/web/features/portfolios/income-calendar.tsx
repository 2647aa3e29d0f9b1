import type { PortfolioReport } from "../../../domain/contracts/portfolios";
import { dayText, monthText } from "../../../domain/number-text";
import { BarChart } from "../../components/ui/bar-chart";
import { moneyText, percentText } from "./format";

const STATUS_WORDS = { received: "Received", declared: "Declared", projected: "Projected" } as const;

/** Dividend income by month and by day: received, declared by the company, and projected until declared. */
export function IncomeCalendar({ income }: { income: PortfolioReport["income"] }) {
  const month = (m: string) => monthText(new Date(`${m}-01T00:00:00Z`));
  return (
    <div>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Expected in {income.year}</dt>
          <dd className="text-xl font-semibold" data-testid="income-year-total">
            {moneyText(income.yearTotal)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Forward annual income</dt>
          <dd className="text-xl font-semibold">{moneyText(income.forwardAnnual)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Yield on cost</dt>
          <dd className="text-xl font-semibold">{percentText(income.yieldOnCost)}</dd>
        </div>
      </dl>
      <BarChart
        title="Dividend income by month"
        bars={income.months.map((m) => {
          const total = m.received + m.declared + m.projected;
          const parts = (["received", "declared", "projected"] as const)
            .filter((k) => m[k] > 0)
            .map((k) => `${STATUS_WORDS[k].toLowerCase()} ${moneyText(m[k])}`);
          return {
            label: month(m.month),
            axisLabel: month(m.month).slice(0, 3),
            value: total,
            tone: m.projected > 0 && m.received === 0 && m.declared === 0 ? "neutral" : "good",
            note: parts.join(", ") || "none",
          };
        })}
        formatValue={moneyText}
        labelHeading="Month"
        valueHeading="Income"
        noteHeading="Of which"
        toneNames={{ good: "Received or declared", bad: "—" }}
        testId="income-chart"
      />
      {income.events.length ? (
        <table className="mt-4 w-full text-sm" data-testid="income-days">
          <caption className="text-left font-medium">Payments by day</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-1 pr-3">
                Date
              </th>
              <th scope="col" className="py-1 pr-3">
                Company
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Amount
              </th>
              <th scope="col" className="py-1">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {income.events.map((e) => (
              <tr key={`${e.date}-${e.companyId}-${e.status}`} className="border-b border-slate-200">
                <td className="py-1 pr-3">{dayText(new Date(`${e.date}T00:00:00Z`))}</td>
                <td className="py-1 pr-3">{e.ticker}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{moneyText(e.amount)}</td>
                <td className="py-1">{STATUS_WORDS[e.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3">No dividends received or expected.</p>
      )}
    </div>
  );
}
