import type { ReactNode } from "react";
import type { KeyStatistics as KeyStatisticsData } from "../../../domain/contracts/company";
import { formatBigMoney, formatBigNumber, formatDate, formatMoney, formatPercent, formatRatio } from "../../lib/format";
import { Figure, NO_DIVIDEND_DATA, NotAvailable } from "../../components/ui/not-available";
import { PageSection } from "../../components/ui/page-section";
import { columnByKey } from "../../../domain/screener/columns";
import { missingReason } from "../../../domain/screener/missing-reasons";

/** Why a statistic is missing: the screener column's reason for the same figure. */
const why = (key: string): string => missingReason(columnByKey(key)!);

interface Stat {
  label: string;
  value: ReactNode;
}

function statistics(s: KeyStatisticsData): Stat[] {
  return [
    { label: "Market cap", value: <Figure value={s.marketCap} reason={why("mcap")} format={formatBigMoney} /> },
    {
      label: "Shares outstanding",
      value: <Figure value={s.sharesOutstanding} reason={why("shares")} format={formatBigNumber} />,
    },
    { label: "P/E ratio", value: <Figure value={s.priceEarningsRatio} reason={why("pe")} format={formatRatio} /> },
    { label: "Price to book", value: <Figure value={s.priceToBook} reason={why("pb")} format={formatRatio} /> },
    { label: "PEG ratio", value: <Figure value={s.priceEarningsToGrowth} reason={why("peg")} format={formatRatio} /> },
    { label: "EPS (TTM)", value: <Figure value={s.earningsPerShare} reason={why("eps")} format={formatMoney} /> },
    { label: "Revenue (TTM)", value: <Figure value={s.revenue} reason={why("rev")} format={formatBigMoney} /> },
    { label: "Net margin", value: <Figure value={s.netMargin} reason={why("nm")} format={formatPercent} /> },
    {
      label: "Return on equity",
      value: <Figure value={s.returnOnEquity} reason={why("roe")} format={formatPercent} />,
    },
    { label: "Debt to equity", value: <Figure value={s.debtToEquity} reason={why("de")} format={formatRatio} /> },
    {
      label: "Dividend yield",
      value:
        s.dividendsKnown === false ? (
          <NotAvailable reason={NO_DIVIDEND_DATA} />
        ) : (
          <Figure value={s.dividendYield} reason={why("dy")} format={(v) => formatPercent(v, 2)} />
        ),
    },
    { label: "Beta (1 year)", value: <Figure value={s.beta} reason={why("beta")} format={formatRatio} /> },
    { label: "52-week high", value: <Figure value={s.high52Week} reason={why("h52")} format={formatMoney} /> },
    { label: "52-week low", value: <Figure value={s.low52Week} reason={why("l52")} format={formatMoney} /> },
    { label: "Volume", value: <Figure value={s.volume} reason={why("vol")} format={formatBigNumber} /> },
    {
      label: "Average volume",
      value: <Figure value={s.averageVolume} reason={why("avgvol")} format={formatBigNumber} />,
    },
    {
      label: "Next earnings",
      value: s.nextEarningsDate ? (
        <time dateTime={s.nextEarningsDate}>{formatDate(s.nextEarningsDate)}</time>
      ) : (
        <NotAvailable reason={why("ned")} />
      ),
    },
  ];
}

export function KeyStatistics({ statistics: data }: { statistics: KeyStatisticsData }) {
  return (
    <PageSection title="Key statistics">
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
        {statistics(data).map((stat) => (
          <div key={stat.label} className="border-b border-slate-100 pb-2">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
