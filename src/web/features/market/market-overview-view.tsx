import { Link } from "react-router";
import type { MarketOverview } from "../../../domain/contracts/market-overview";
import type { MarketMapLayout } from "../../../domain/market-map/market-map";
import { paths } from "../../../domain/paths";
import { PageSection } from "../../components/ui/page-section";
import { formatBigMoney, formatDate, formatInteger, formatScore } from "../../lib/format";
import { changeClass, changeText } from "./change-text";
import { MarketMapSvg } from "./market-map-svg";
import { MarketDataNote } from "./market-data-note";

// The home page's live market: the whole market's move, the small map, sector moves, top ideas
// (their Zen Rating only for Premium: the server removed it for everyone else) and the dated
// events ahead. Every figure comes from the listed companies' latest values.

/** The overview without its map, which reaches the page on its own (lib/server-drawn.tsx). */
type Overview = Omit<MarketOverview, "map">;

const linkClass = "font-medium text-emerald-800 underline hover:text-emerald-900";

function MarketIndexCard({ overview }: { overview: Overview }) {
  const { index } = overview;
  const [day, ...rest] = index.moves;
  return (
    <PageSection
      title="The market"
      aside={`${formatInteger(index.companies)} companies, ${formatBigMoney(index.marketCap)}`}
    >
      <p className="mt-2 text-sm text-slate-600">
        The OpenZen market index: every listed company&apos;s price change weighted by its market cap.
      </p>
      <p className="mt-3 flex items-baseline gap-3">
        <span className={`text-4xl font-bold tabular-nums ${changeClass(day?.change ?? null)}`} data-testid="index-day">
          {changeText(day?.change ?? null)}
        </span>
        <span className="text-slate-600">today</span>
      </p>
      <dl className="mt-3 grid grid-cols-4 gap-2 text-sm">
        {rest.map((move) => (
          <div key={move.period}>
            <dt className="text-slate-600">{move.name}</dt>
            <dd className={`font-semibold tabular-nums ${changeClass(move.change)}`}>{changeText(move.change)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {formatInteger(index.advancers)} up, {formatInteger(index.decliners)} down, {formatInteger(index.unchanged)}{" "}
        unchanged today.
      </p>
    </PageSection>
  );
}

function SectorMoves({ overview }: { overview: Overview }) {
  return (
    <PageSection title="Sectors">
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Sector moves, weighted by market cap</caption>
        <thead className="text-left text-slate-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Sector
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              1 Day
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              1 Month
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.sectors.map((s) => (
            <tr key={s.name} className="border-t border-slate-200">
              <td className="py-1">
                <Link to={s.url} className="text-emerald-800 hover:underline">
                  {s.name}
                </Link>
              </td>
              <td className={`py-1 text-right tabular-nums ${changeClass(s.change1d)}`}>{changeText(s.change1d)}</td>
              <td className={`py-1 text-right tabular-nums ${changeClass(s.change1m)}`}>{changeText(s.change1m)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageSection>
  );
}

function TopIdeas({ overview }: { overview: Overview }) {
  const { ideas } = overview;
  return (
    <PageSection
      title="Top-rated ideas"
      aside={
        <Link to={ideas.url} className={linkClass}>
          See all
        </Link>
      }
    >
      <p className="mt-1 text-sm text-slate-600">Ranked by {ideas.rankedBy}.</p>
      <table className="mt-2 w-full text-sm" data-testid="top-ideas">
        <caption className="sr-only">Top-rated ideas</caption>
        <thead className="text-left text-slate-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Company
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              DD Score
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              1 Day
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Zen Rating
            </th>
          </tr>
        </thead>
        <tbody>
          {ideas.rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              <td className="py-1">
                <Link to={row.url} className="text-emerald-800 hover:underline">
                  <span className="font-semibold">{row.ticker}</span> <span className="text-slate-600">{row.name}</span>
                </Link>
              </td>
              <td className="py-1 text-right tabular-nums">{row.score === null ? "—" : formatScore(row.score)}</td>
              <td className={`py-1 text-right tabular-nums ${changeClass(row.change1d)}`}>
                {changeText(row.change1d)}
              </td>
              <td className="py-1 text-right">
                {row.zenRating ? (
                  <span className="font-bold" data-testid="grade">
                    {row.zenRating}
                  </span>
                ) : (
                  <Link
                    to={paths.plans()}
                    className="text-xs font-medium text-emerald-800 underline"
                    data-testid="locked-grade"
                  >
                    Premium
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {ideas.locked ? (
        <p className="mt-3 text-sm">
          Zen Ratings grade every stock A to F.{" "}
          <Link to={paths.plans()} className={linkClass}>
            Unlock them with Premium
          </Link>
        </p>
      ) : null}
    </PageSection>
  );
}

function Upcoming({ overview }: { overview: Overview }) {
  return (
    <PageSection title="Coming up">
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">Earnings</h3>
          <ul className="mt-1 text-sm" data-testid="upcoming-earnings">
            {overview.earnings.map((e) => (
              <li key={e.id} className="flex justify-between gap-2 border-t border-slate-200 py-1">
                <Link to={e.url} className="truncate text-emerald-800 hover:underline">
                  <span className="font-semibold">{e.ticker}</span> {e.name}
                </Link>
                <span className="shrink-0 text-slate-600">{formatDate(e.date)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">Ex-dividend dates</h3>
          <ul className="mt-1 text-sm" data-testid="upcoming-dividends">
            {overview.dividends.map((d) => (
              <li key={d.id} className="flex justify-between gap-2 border-t border-slate-200 py-1">
                <Link to={d.url} className="truncate text-emerald-800 hover:underline">
                  <span className="font-semibold">{d.ticker}</span> {d.name}
                </Link>
                <span className="shrink-0 text-slate-600">{formatDate(d.date)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}

export function MarketOverviewView({
  overview,
  map,
}: {
  overview: Overview;
  /** Null when the page's HTML holds the server's drawing of it. */
  map: MarketMapLayout | null;
}) {
  return (
    <section aria-labelledby="market-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="market-heading" className="text-2xl font-bold">
          Today&apos;s market
        </h2>
        <MarketDataNote market={overview.market} what="Figures computed" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <MarketIndexCard overview={overview} />
        <PageSection
          title="Market map"
          aside={
            <Link to={paths.marketMap()} className={linkClass}>
              Open the full map
            </Link>
          }
        >
          <div className="mt-2">
            <MarketMapSvg layout={map} period="1d" compact />
          </div>
          {/* The small map's figures as text are the sectors' table here and the full map's table. */}
          <p className="sr-only">
            The largest companies of each sector, sized by market cap and coloured by today&apos;s change. The full
            market map has a table of every company.
          </p>
        </PageSection>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopIdeas overview={overview} />
        <SectorMoves overview={overview} />
      </div>
      <Upcoming overview={overview} />
    </section>
  );
}
