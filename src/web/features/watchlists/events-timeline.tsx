import { Link } from "react-router";
import type { MarketEvent, MarketEventKind } from "../../../domain/contracts/market-events";
import { Badge } from "../../components/ui/badge";

// The watchlist page's timeline of market events (decision 024): the latest events of its
// companies, by day, newest first. Grade changes arrive only for Premium members (the server
// removes them), so nothing here decides entitlements.

const LABELS: Record<MarketEventKind, string> = {
  earnings_reported: "Earnings",
  earnings_upcoming: "Upcoming earnings",
  dividend_declared: "Dividend",
  dividend_raised: "Dividend raised",
  dividend_cut: "Dividend cut",
  ex_dividend: "Ex-dividend",
  split: "Split",
  analyst_upgrade: "Upgrade",
  analyst_downgrade: "Downgrade",
  analyst_target_change: "Price target",
  insider_buying: "Insider buying",
  insider_selling: "Insider selling",
  grade_change: "Zen Rating",
  score_change: "Due diligence",
  high_52w: "52-week high",
  low_52w: "52-week low",
};

const GOOD = new Set<MarketEventKind>(["dividend_raised", "analyst_upgrade", "insider_buying", "high_52w"]);
const BAD = new Set<MarketEventKind>(["dividend_cut", "analyst_downgrade", "insider_selling", "low_52w"]);

/** An event's kind as a badge, coloured by whether it is good or bad news. */
export function EventBadge({ kind }: { kind: MarketEventKind }) {
  return <Badge tone={GOOD.has(kind) ? "good" : BAD.has(kind) ? "bad" : "neutral"}>{LABELS[kind]}</Badge>;
}

export function EventsTimeline({ events }: { events: MarketEvent[] }) {
  const days: { date: string; events: MarketEvent[] }[] = [];
  for (const e of events) {
    const day = days.at(-1);
    if (day?.date === e.date) day.events.push(e);
    else days.push({ date: e.date, events: [e] });
  }
  return (
    <section aria-labelledby="watchlist-events" className="mt-8">
      <h2 id="watchlist-events" className="text-xl font-semibold">
        Events
      </h2>
      {days.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No events for these companies yet.</p>
      ) : (
        <ol className="mt-3 border-l border-slate-300 pl-4">
          {days.map((day) => (
            <li key={day.date} className="mb-4">
              <time dateTime={day.date} className="text-sm font-semibold text-slate-700">
                {day.date}
              </time>
              <ul className="mt-1 space-y-1">
                {day.events.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <EventBadge kind={e.kind} />
                    <Link to={e.url} className="text-emerald-800 underline">
                      {e.headline}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
