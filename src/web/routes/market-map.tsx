import { Link } from "react-router";
import type { Route } from "./+types/market-map";
import { paths } from "../../domain/paths";
import { MAP_PERIODS, mapPeriodOf } from "../../domain/market-map/market-map";
import { metaTags, withMeta } from "../lib/page-meta";
import { MarketMapSvg } from "../features/market/market-map-svg";
import { MarketMapTable } from "../features/market/market-map-table";
import { MapLegend } from "../features/market/map-legend";
import { MarketDataNote } from "../features/market/market-data-note";
import { widePage } from "../layout/wide-page";
import { formatInteger } from "../lib/format";
import { AdSlot } from "../layout/ad-slot";
import { pageContext } from "../lib/page-context";

// /market-map: every listed company as a tile sized by its market cap, grouped by sector and
// industry, coloured by the day's, week's, month's or year's price change (?period=).

export const handle = widePage;

export function loader({ context, request }: Route.LoaderArgs) {
  const period = mapPeriodOf(new URL(request.url).searchParams.get("period"));
  return withMeta(pageContext(context).marketPages.marketMap(period), (page) => ({
    title: "Market Map · OpenZen",
    description: `Every listed company as a tile sized by market cap, grouped by sector and industry and coloured by its ${MAP_PERIODS.find((p) => p.key === page.period)!.name.toLowerCase()} price change.`,
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function MarketMapPage({ loaderData }: Route.ComponentProps) {
  const { map, period, market, companies, withoutSize } = loaderData;
  const periodName = MAP_PERIODS.find((p) => p.key === period)!.name;
  return (
    <div className="space-y-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Market Map</h1>
          <p className="mt-1 text-slate-600">
            {formatInteger(companies)} companies sized by market cap, coloured by their {periodName.toLowerCase()}{" "}
            change. Point at a tile for its figures; click it to open the company.
          </p>
        </div>
        <nav aria-label="Change over">
          <ul className="flex gap-1">
            {MAP_PERIODS.map((p) => (
              <li key={p.key}>
                <Link
                  to={paths.marketMap(p.key === "1d" ? undefined : p.key)}
                  aria-current={p.key === period ? "page" : undefined}
                  className={
                    p.key === period
                      ? "rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white"
                      : "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                  }
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <MapLegend period={period} />
      <div className="overflow-x-auto" role="region" aria-label="Market map" tabIndex={0}>
        {/* On a phone the map keeps a readable width and scrolls sideways. */}
        <div className="min-w-[720px]">
          <MarketMapSvg layout={map} period={period} />
        </div>
      </div>
      <MarketDataNote market={market} what="Market caps and price changes computed" />
      <p className="text-sm text-slate-600">
        Companies too small to draw are shown together as one tile per industry (&ldquo;+N&rdquo;).
        {withoutSize > 0 ? ` ${formatInteger(withoutSize)} listed companies without a market cap are not drawn.` : ""}
      </p>
      <MarketMapTable layout={map} title={`Market map, ${periodName.toLowerCase()} change`} periodName={periodName} />
      <AdSlot slot="market-map-bottom" />
    </div>
  );
}
