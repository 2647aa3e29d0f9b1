import type { StrategyFigures } from "../../../domain/contracts/strategies";
import { ColumnHeads, RowHead, ScrollTable, tdNumClass } from "../../components/ui/scroll-table";
import { formatDate, formatPercent, formatRatio } from "../../lib/format";

// A record's measured figures beside the market's over the same days: the yardsticks a reader
// compares (growth a year, how much it swung, return per unit of swing, the worst fall).

type Row = { label: string; hint: string; strategy: string; market: string };

const ratio = (v: number | null) => (v === null ? "—" : formatRatio(v));

function drawdownText(f: StrategyFigures): string {
  const d = f.maxDrawdown;
  if (d.depth === 0) return "none";
  return `${formatPercent(d.depth)} (${formatDate(d.peakDate)} to ${formatDate(d.troughDate)})`;
}

export function figureRows(f: StrategyFigures, market: StrategyFigures | null): Row[] {
  return [
    {
      label: "Return a year (CAGR)",
      hint: "compound growth a year over calendar time, after trading costs",
      strategy: formatPercent(f.cagr),
      market: formatPercent(f.marketCagr),
    },
    {
      label: "Total return",
      hint: "from the first day to the last",
      strategy: formatPercent(f.totalReturn, 0),
      market: formatPercent(f.marketTotalReturn, 0),
    },
    {
      label: "Volatility",
      hint: "daily swings, annualised over 252 trading days",
      strategy: formatPercent(f.volatility),
      market: market ? formatPercent(market.volatility) : "—",
    },
    {
      label: "Sharpe ratio",
      hint: "return a year over volatility, against a zero cash rate",
      strategy: ratio(f.sharpe),
      market: market ? ratio(market.sharpe) : "—",
    },
    {
      label: "Sortino ratio",
      hint: "return a year over the falling days' volatility",
      strategy: ratio(f.sortino),
      market: market ? ratio(market.sortino) : "—",
    },
    {
      label: "Maximum drawdown",
      hint: "the worst fall from a peak",
      strategy: drawdownText(f),
      market: market ? drawdownText(market) : "—",
    },
  ];
}

export function FiguresTable({
  label,
  figures,
  market,
  extra = true,
}: {
  label: string;
  figures: StrategyFigures;
  market: StrategyFigures | null;
  /** Turnover, hit rate and best and worst years below the comparison. */
  extra?: boolean;
}) {
  const rows = figureRows(figures, market);
  return (
    <ScrollTable label={label}>
      <ColumnHeads columns={["Measure", { label: "Strategy", numeric: true }, { label: "Market", numeric: true }]} />
      <tbody className="divide-y divide-slate-100" data-testid="strategy-figures">
        {rows.map((r) => (
          <tr key={r.label}>
            <RowHead title={r.hint}>{r.label}</RowHead>
            <td className={tdNumClass}>{r.strategy}</td>
            <td className={tdNumClass}>{r.market}</td>
          </tr>
        ))}
        {extra ? (
          <>
            <tr>
              <RowHead title="bought and sold a year, one way, as a share of the book">Turnover a year</RowHead>
              <td className={tdNumClass}>{formatPercent(figures.turnover, 0)}</td>
              <td className={tdNumClass}>—</td>
            </tr>
            <tr>
              <RowHead title="share of whole months the strategy beat the market">Months ahead of the market</RowHead>
              <td className={tdNumClass}>
                {figures.monthlyHitRate === null
                  ? "—"
                  : `${formatPercent(figures.monthlyHitRate, 0)} of ${figures.months}`}
              </td>
              <td className={tdNumClass}>—</td>
            </tr>
            <tr>
              <RowHead>Best and worst whole year</RowHead>
              <td className={tdNumClass}>
                {figures.bestYear && figures.worstYear
                  ? `${figures.bestYear.year}: ${formatPercent(figures.bestYear.strategy)}; ${figures.worstYear.year}: ${formatPercent(figures.worstYear.strategy)}`
                  : "—"}
              </td>
              <td className={tdNumClass}>—</td>
            </tr>
          </>
        ) : null}
      </tbody>
    </ScrollTable>
  );
}

/** The calendar years of a record, strategy against market; partial years marked. */
export function YearlyTable({ figures }: { figures: StrategyFigures }) {
  return (
    <ScrollTable label="Returns by calendar year">
      <ColumnHeads
        columns={[
          "Year",
          { label: "Strategy", numeric: true },
          { label: "Market", numeric: true },
          { label: "Difference", numeric: true },
        ]}
      />
      <tbody className="divide-y divide-slate-100" data-testid="strategy-years">
        {[...figures.years].reverse().map((y) => (
          <tr key={y.year}>
            <RowHead>
              {y.year}
              {y.partial ? <span className="ml-1 text-xs font-normal text-slate-600">(part of the year)</span> : null}
            </RowHead>
            <td className={tdNumClass}>{formatPercent(y.strategy)}</td>
            <td className={tdNumClass}>{formatPercent(y.market)}</td>
            <td
              className={`${tdNumClass} ${y.strategy >= y.market ? "text-emerald-800" : "text-red-700 dark:text-red-300"}`}
            >
              {formatPercent(y.strategy - y.market)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
