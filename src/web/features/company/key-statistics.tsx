import type { ReactNode } from "react";
import type { KeyStatistics as KeyStatisticsData } from "../../../domain/contracts/company";
import { formatBigMoney, formatBigNumber, formatDate, formatMoney, formatPercent, formatRatio } from "../../lib/format";
import { Figure, NO_DIVIDEND_DATA, NotAvailable } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import type { StatisticReasons } from "./statistic-reasons";

interface Stat {
  label: string;
  value: ReactNode;
}

function statistics(s: KeyStatisticsData, why: StatisticReasons): Stat[] {
  return [
    { label: "Market cap", value: <Figure value={s.marketCap} reason={why.marketCap} format={formatBigMoney} /> },
    {
      label: "Shares outstanding",
      value: <Figure value={s.sharesOutstanding} reason={why.sharesOutstanding} format={formatBigNumber} />,
    },
    {
      label: "P/E ratio",
      value: <Figure value={s.priceEarningsRatio} reason={why.priceEarningsRatio} format={formatRatio} />,
    },
    { label: "Price to book", value: <Figure value={s.priceToBook} reason={why.priceToBook} format={formatRatio} /> },
    {
      label: "PEG ratio",
      value: <Figure value={s.priceEarningsToGrowth} reason={why.priceEarningsToGrowth} format={formatRatio} />,
    },
    {
      label: "EPS (TTM)",
      value: <Figure value={s.earningsPerShare} reason={why.earningsPerShare} format={formatMoney} />,
    },
    { label: "Revenue (TTM)", value: <Figure value={s.revenue} reason={why.revenue} format={formatBigMoney} /> },
    { label: "Net margin", value: <Figure value={s.netMargin} reason={why.netMargin} format={formatPercent} /> },
    {
      label: "Return on equity",
      value: <Figure value={s.returnOnEquity} reason={why.returnOnEquity} format={formatPercent} />,
    },
    {
      label: "Debt to equity",
      value: <Figure value={s.debtToEquity} reason={why.debtToEquity} format={formatRatio} />,
    },
    {
      label: "Dividend yield",
      value:
        s.dividendsKnown === false ? (
          <NotAvailable reason={NO_DIVIDEND_DATA} />
        ) : (
          <Figure value={s.dividendYield} reason={why.dividendYield} format={(v) => formatPercent(v, 2)} />
        ),
    },
    { label: "Beta (1 year)", value: <Figure value={s.beta} reason={why.beta} format={formatRatio} /> },
    { label: "52-week high", value: <Figure value={s.high52Week} reason={why.high52Week} format={formatMoney} /> },
    { label: "52-week low", value: <Figure value={s.low52Week} reason={why.low52Week} format={formatMoney} /> },
    { label: "Volume", value: <Figure value={s.volume} reason={why.volume} format={formatBigNumber} /> },
    {
      label: "Average volume",
      value: <Figure value={s.averageVolume} reason={why.averageVolume} format={formatBigNumber} />,
    },
    {
      label: "Next earnings",
      value: s.nextEarningsDate ? (
        <time dateTime={s.nextEarningsDate}>{formatDate(s.nextEarningsDate)}</time>
      ) : (
        <NotAvailable reason={why.nextEarningsDate} />
      ),
    },
  ];
}

export function KeyStatistics({
  statistics: data,
  reasons,
}: {
  statistics: KeyStatisticsData;
  /** Why each missing statistic is missing (the loader's `statisticReasons`). */
  reasons: StatisticReasons;
}) {
  return (
    <PageSection title="Key statistics">
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
        {statistics(data, reasons).map((stat) => (
          <div key={stat.label} className="border-b border-slate-100 pb-2">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
