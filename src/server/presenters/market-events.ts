import type { MarketEventRecord } from "../../db/repositories/market-events";
import type { MarketEvent } from "../../domain/contracts/market-events";
import { paths } from "../../domain/paths";
import { eventHeadline } from "../../domain/watchlists/event-headline";

// A market event as the browser and the digests read it: the company's link and the headline.

export function presentMarketEvent(e: MarketEventRecord): MarketEvent {
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
