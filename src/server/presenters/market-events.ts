import type { MarketEventRecord } from "../../db/repositories/market-events";
import type { MarketEvent } from "../../domain/contracts/market-events";
import { paths } from "../../domain/paths";
import { eventHeadline } from "../../domain/watchlists/event-headline";

// A market event as the browser and the digests read it: the company's link and the headline.

const ANALYST_CALL_KINDS: readonly MarketEvent["kind"][] = [
  "analyst_upgrade",
  "analyst_downgrade",
  "analyst_target_change",
];

/**
 * An event as the session may see it. Analyst calls are kept for a year, so each is a current call:
 * without Premium it says what was called but not by whom (decision 042), since who the top
 * analysts are is public and their current calls are what their Premium figures are made of.
 */
export function presentMarketEvent(e: MarketEventRecord, session: { lockAnalyst?: boolean }): MarketEvent {
  if (session.lockAnalyst !== false && ANALYST_CALL_KINDS.includes(e.kind)) {
    const { analyst: _analyst, firm: _firm, ...details } = e.details;
    e = { ...e, details };
  }
  return {
    id: e.id,
    date: e.date,
    kind: e.kind,
    companyId: e.companyId,
    ticker: e.ticker,
    name: e.name,
    url: paths.company(e),
    headline: eventHeadline({ kind: e.kind, ticker: e.ticker, details: e.details }),
    details: e.details,
  };
}
