import type { MarketLabel } from "../../domain/contracts/market";
import type { OpenPick, ZenInvestorDashboard } from "../../domain/contracts/zen-investor-dashboard";
import type { FillBody, LedgerEntry } from "../../domain/zen-investor/ledger";
import { returnSince, yearToDate } from "../../domain/zen-investor/period-returns";
import type { StoredRecord } from "../../domain/zen-investor/record";
import type { HasPlans } from "../policies/strategies";
import { alertIdsByFill, asOfOf, pickCompany, presentAlert, type CompanyRow } from "./zen-investor";

// The subscribers' dashboard from the stored record and the ledger: open positions with their
// entry fill's weight, the portfolio against the market since the launch and this year, and the
// latest alerts with their fills. Only called for a subscriber (the reader checks the plan).

export function presentDashboard(
  viewer: HasPlans,
  market: MarketLabel,
  record: StoredRecord | null,
  alerts: readonly LedgerEntry[],
  entries: readonly LedgerEntry[],
  companies: ReadonlyMap<number, CompanyRow>,
): ZenInvestorDashboard {
  const asOf = asOfOf(market, record);
  const fills = entries.filter((e) => e.kind === "fill");
  const buyFill = (companyId: number, date: string) =>
    fills.find((f) => f.side === "buy" && f.companyId === companyId && f.date === date);
  const alertIds = alertIdsByFill([...new Map(entries.map((e) => [e.seq, e])).values()].sort((a, b) => a.seq - b.seq));

  const positions: OpenPick[] = (record?.positions ?? [])
    .filter((p) => p.exitDate === null)
    .map((p) => {
      const fill = buyFill(p.companyId, p.entryDate);
      return {
        company: pickCompany(p.companyId, companies),
        phase: p.entryDate < (record?.launchedOn ?? "") ? ("backtest" as const) : ("live" as const),
        entryDate: p.entryDate,
        entryPrice: p.entryPrice,
        entryWeightPct: fill ? (fill.body as FillBody).weightPct : null,
        return: p.return,
        marketReturn: p.marketReturn,
        days: p.days,
        buyId: alertIds.get(`buy:${p.companyId}:${p.entryDate}`) ?? null,
      };
    })
    .sort((a, b) =>
      a.entryDate === b.entryDate
        ? a.company.ticker.localeCompare(b.company.ticker)
        : a.entryDate < b.entryDate
          ? 1
          : -1,
    );

  const listed = alerts.flatMap((alert) => {
    const fill =
      fills.find((f) => f.seq > alert.seq && f.side === alert.side && f.companyId === alert.companyId) ?? null;
    const position =
      alert.side === "sell" && fill
        ? (record?.positions.find((p) => p.companyId === alert.companyId && p.exitDate === fill.date) ?? null)
        : null;
    const presented = presentAlert(viewer, asOf, alert, fill, position, companies);
    return presented.locked ? [] : [presented];
  });

  const whole = record?.figures.whole;
  return {
    market,
    record:
      record && whole
        ? {
            asOf: record.asOf,
            launchedOn: record.launchedOn,
            sinceLaunch: record.asOf >= record.launchedOn ? returnSince(record.curve, record.launchedOn) : null,
            yearToDate: yearToDate(record.curve),
            whole: {
              from: whole.from,
              to: whole.to,
              portfolio: whole.timeWeighted.portfolio,
              market: whole.timeWeighted.market,
            },
          }
        : null,
    positions,
    alerts: listed,
  };
}
