import { sql, type Kysely } from "kysely";
import { listEvents, type MarketEventRecord } from "../../../db/repositories/market-events";
import type { DB, WatchlistFrequency } from "../../../db/schema";
import { PREMIUM_EVENT_KINDS } from "../../../domain/contracts/market-events";
import { paths } from "../../../domain/paths";
import type { DigestSection } from "../../mail/digest-templates";
import { presentMarketEvent } from "../../presenters/market-events";
import { CHANGE_FIELD } from "./digest-period";

// What a digest of a member's list of companies (a watchlist, a portfolio's holdings) says: how
// their prices moved over the period and the market events since the list's last digest, Zen
// Rating changes only with Premium. One run reads the events and prices of every list's companies
// once, then writes each list's sections from them.

const MAX_EVENTS_IN_MAIL = 40;

interface CompanyPrice {
  id: number;
  ticker: string;
  exchange: string;
  price: number | null;
  change: number | null;
}

export interface CompanyDigestData {
  eventsOf: Map<number, MarketEventRecord[]>;
  priceOf: Map<number, CompanyPrice>;
}

/** The events of these companies from `since` to `asOf`, and their prices with the period's change. */
export async function readCompanyDigestData(
  db: Kysely<DB>,
  frequency: WatchlistFrequency,
  companyIds: number[],
  since: string,
  asOf: string,
): Promise<CompanyDigestData> {
  const events = await listEvents(db, { companyIds, withoutKinds: [], since, until: asOf }, 1e7);
  const eventsOf = new Map<number, MarketEventRecord[]>();
  for (const e of events) {
    const list = eventsOf.get(e.companyId) ?? [];
    list.push(e);
    eventsOf.set(e.companyId, list);
  }
  const prices = await sql<CompanyPrice>`
    SELECT c.id, c.ticker, c.exchange, (s.vals->>'price')::float8 AS price, (s.vals->>${CHANGE_FIELD[frequency]})::float8 AS change
    FROM companies c LEFT JOIN screener_snapshot s ON s.company_id = c.id
    WHERE c.id = ANY(${companyIds}::int[])`.execute(db);
  return { eventsOf, priceOf: new Map(prices.rows.map((p) => [p.id, p])) };
}

/** One list's events after `since` (newest first) and its two sections, price moves and events. */
export function companyDigest(
  data: CompanyDigestData,
  list: { companies: number[]; since: string; premium: boolean },
  url: (path: string) => string,
): { events: MarketEventRecord[]; sections: DigestSection[] } {
  const hidden = new Set(list.premium ? [] : PREMIUM_EVENT_KINDS);
  const events = list.companies
    .flatMap((c) => data.eventsOf.get(c) ?? [])
    .filter((e) => e.date > list.since && !hidden.has(e.kind))
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  const moves = list.companies
    .map((c) => data.priceOf.get(c))
    .filter((p): p is CompanyPrice => p?.change !== null && p?.change !== undefined)
    .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!));
  const sections: DigestSection[] = [
    {
      title: "Price moves",
      empty: "No prices for these companies yet.",
      lines: moves.map((p) => ({
        text: `${p.ticker} ${p.change! >= 0 ? "+" : ""}${p.change!.toFixed(1)}%${p.price === null ? "" : ` to $${p.price.toFixed(2)}`}`,
        url: url(paths.company(p)),
      })),
    },
    {
      title: "Events",
      empty: "No new events for these companies.",
      lines: events.slice(0, MAX_EVENTS_IN_MAIL).map((e) => ({
        date: e.date,
        text: presentMarketEvent(e, { lockAnalyst: !list.premium }).headline,
        url: url(paths.company(e)),
      })),
    },
  ];
  return { events, sections };
}
