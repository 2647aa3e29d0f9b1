import { PLANS } from "../../domain/billing/plans";
import type { MarketLabel } from "../../domain/contracts/market";
import type {
  PickCompany,
  PickPosition,
  ZenInvestorAlert,
  ZenInvestorLanding,
  ZenInvestorPastTrades,
} from "../../domain/contracts/zen-investor";
import { paths } from "../../domain/paths";
import type { AlertBody, FillBody, LedgerEntry } from "../../domain/zen-investor/ledger";
import type { StoredRecord } from "../../domain/zen-investor/record";
import { describeRule, ZEN_INVESTOR_RULE } from "../../domain/zen-investor/rule";
import type { Position } from "../../domain/zen-investor/run";
import type { HasPlans } from "../policies/strategies";
import {
  entryVisible,
  hasZenInvestor,
  lockedFrom,
  PUBLIC_AFTER_DAYS,
  visiblePositions,
} from "../policies/zen-investor";

// The Zen Investor pages' answers, built from the stored record and ledger and cut by the policy
// (decision 063): a non-subscriber's answer never holds an open position, a position closed within
// the delay, or the company or price of an alert younger than the delay.

/** Closed positions in a page of the past trades. */
export const TRADES_PER_PAGE = 50;

export interface CompanyRow {
  id: number;
  ticker: string;
  name: string;
  exchange: string;
}

export function pickCompany(id: number, companies: ReadonlyMap<number, CompanyRow>): PickCompany {
  const c = companies.get(id);
  if (!c) return { companyId: id, ticker: `#${id}`, name: "Company no longer in the data", url: "" };
  return { companyId: id, ticker: c.ticker, name: c.name, url: paths.company(c) };
}

/** The date the viewer's delay is counted from: the market's date, else the record's. */
export function asOfOf(market: MarketLabel, record: Pick<StoredRecord, "asOf"> | null): string {
  return market.asOf ?? record?.asOf ?? new Date().toISOString().slice(0, 10);
}

/**
 * Each fill's alert, so a position links to the alerts that opened and closed it: the key is
 * side, company and fill date; the value the alert's entry number.
 */
export function alertIdsByFill(entries: readonly LedgerEntry[]): Map<string, number> {
  const alerts = new Map<string, number>();
  const out = new Map<string, number>();
  for (const e of entries) {
    if (e.kind === "alert") alerts.set(`${e.side}:${e.companyId}:${e.date}`, e.seq);
    else {
      const seq = alerts.get(`${e.side}:${e.companyId}:${(e.body as FillBody).alertDate}`);
      if (seq !== undefined) out.set(`${e.side}:${e.companyId}:${e.date}`, seq);
    }
  }
  return out;
}

export function presentPosition(
  p: Position,
  launchedOn: string,
  companies: ReadonlyMap<number, CompanyRow>,
  alertIds: ReadonlyMap<string, number>,
): PickPosition {
  return {
    company: pickCompany(p.companyId, companies),
    phase: p.entryDate < launchedOn ? "backtest" : "live",
    entryDate: p.entryDate,
    entryPrice: p.entryPrice,
    exitDate: p.exitDate,
    exitPrice: p.exitPrice,
    exitReasons: p.exitReasons,
    return: p.return,
    marketReturn: p.marketReturn,
    days: p.days,
    buyId: alertIds.get(`buy:${p.companyId}:${p.entryDate}`) ?? null,
    sellId: p.exitDate === null ? null : (alertIds.get(`sell:${p.companyId}:${p.exitDate}`) ?? null),
  };
}

/** The closed positions the viewer may see, latest exit first, and the page asked for. */
export function pastTradesPage(
  viewer: HasPlans,
  record: StoredRecord | null,
  asOf: string,
  page: number,
): { page: number; pages: number; total: number; rows: Position[] } {
  const closed = visiblePositions(viewer, record?.positions ?? [], asOf)
    .filter((p) => p.exitDate !== null)
    .sort((a, b) => b.exitDate!.localeCompare(a.exitDate!) || a.companyId - b.companyId);
  const pages = Math.max(1, Math.ceil(closed.length / TRADES_PER_PAGE));
  const at = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return {
    page: at,
    pages,
    total: closed.length,
    rows: closed.slice((at - 1) * TRADES_PER_PAGE, at * TRADES_PER_PAGE),
  };
}

export function presentPastTrades(
  viewer: HasPlans,
  market: MarketLabel,
  record: StoredRecord | null,
  slice: ReturnType<typeof pastTradesPage>,
  companies: ReadonlyMap<number, CompanyRow>,
  alertIds: ReadonlyMap<string, number>,
): ZenInvestorPastTrades {
  const subscriber = hasZenInvestor(viewer);
  const launchedOn = record?.launchedOn ?? "";
  return {
    market,
    subscriber,
    positions: slice.rows.map((p) => presentPosition(p, launchedOn, companies, alertIds)),
    page: slice.page,
    pages: slice.pages,
    pageSize: TRADES_PER_PAGE,
    total: slice.total,
    lockedFrom: subscriber ? null : lockedFrom(asOfOf(market, record)),
    publicAfterDays: PUBLIC_AFTER_DAYS,
  };
}

export function zenInvestorPrice(): ZenInvestorLanding["price"] {
  const plan = PLANS.zen_investor;
  const yearly = plan.prices.find((p) => p.interval === "year")!;
  return { name: plan.name, yearlyCents: yearly.unitAmount };
}

export function presentLanding(
  viewer: HasPlans,
  market: MarketLabel,
  record: StoredRecord | null,
  ledger: ZenInvestorLanding["ledger"],
  updates: string[],
  webinars: ZenInvestorLanding["webinars"],
): ZenInvestorLanding {
  const subscriber = hasZenInvestor(viewer);
  return {
    market,
    subscriber,
    rule: describeRule(ZEN_INVESTOR_RULE),
    record: record
      ? {
          asOf: record.asOf,
          launchedOn: record.launchedOn,
          whole: record.figures.whole,
          backtest: record.figures.backtest,
          live: record.figures.live,
          curve: record.curve,
        }
      : null,
    price: zenInvestorPrice(),
    lockedFrom: subscriber ? null : lockedFrom(asOfOf(market, record)),
    publicAfterDays: PUBLIC_AFTER_DAYS,
    ledger,
    updates,
    webinars,
  };
}

/**
 * An alert's page. Younger than the delay, a non-subscriber gets its side and date only (the
 * server never sends the company or the price); its fill and, for a sell, the position it closed
 * are shown once the fill too is past the delay.
 */
export function presentAlert(
  viewer: HasPlans,
  asOf: string,
  alert: LedgerEntry,
  fill: LedgerEntry | null,
  position: Position | null,
  companies: ReadonlyMap<number, CompanyRow>,
): ZenInvestorAlert {
  const { seq: id, side, date } = alert;
  if (!entryVisible(viewer, date, asOf)) {
    const unlocks = new Date(Date.parse(`${date}T00:00:00Z`) + PUBLIC_AFTER_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { locked: true, id, side, date, unlocksOn: unlocks };
  }
  const body = alert.body as AlertBody;
  const filled = fill && entryVisible(viewer, fill.date, asOf) ? fill : null;
  const fillBody = filled ? (filled.body as FillBody) : null;
  return {
    locked: false,
    id,
    side,
    date,
    phase: alert.phase,
    company: pickCompany(alert.companyId, companies),
    reasons: body.reasons,
    grade: body.grade,
    score: body.score,
    checks: body.checks,
    valuation: body.valuation,
    hash: alert.hash,
    fill: filled && fillBody ? { date: filled.date, price: fillBody.price, weightPct: fillBody.weightPct } : null,
    position:
      side === "sell" && filled && position
        ? {
            entryDate: position.entryDate,
            entryPrice: position.entryPrice,
            return: position.return,
            marketReturn: position.marketReturn,
            days: position.days,
          }
        : null,
  };
}
