import { useState, type MouseEvent, type PointerEvent } from "react";
import { useNavigate } from "react-router";
import { changeShade, type MapPeriod, type MapTile, type MarketMapLayout } from "../../../domain/market-map/market-map";
import { formatBigMoney } from "../../lib/format";
import { changeText } from "./change-text";

// The market map drawn on the server as SVG: a tile per company (or per industry's folded small
// companies) in its sector's block, each a link to the company. The drawing is hidden from
// assistive technology and takes no tab stops: the table beside it holds the same companies and
// links. Pointing at a tile shows a card with the company's figures.
//
// On a page load the browser keeps the server's drawing as it is (the page's data goes without
// it: lib/server-drawn.tsx), so what the card shows is written on the drawing itself: the
// sector and industry on their groups, the company and its figures on its tile. Its links are
// then plain HTML links, followed here as client navigations like any other.

interface Hovered {
  /** Empty for an industry's folded small companies. */
  ticker: string;
  name: string;
  sector: string;
  industry: string;
  change: string;
  marketCap: string;
  x: number;
  y: number;
}

/** What an industry's folded tile stands for, in words. */
export function foldedText(count: number): string {
  return `${count} smaller ${count === 1 ? "company" : "companies"}`;
}

function tileLabel(tile: MapTile): string {
  return tile.company ? tile.company.ticker : `+${tile.folded?.count ?? 0}`;
}

/** A coordinate to a tenth of a unit: finer than a phone's pixel at any width the map is shown. */
function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Font size that fits the label in the tile, or 0 for a tile too small for any. */
function fontSize(tile: MapTile, compact: boolean): number {
  const { w, h } = tile.rect;
  // The change line ("+1.23%", 6 or 7 characters) is set at 0.7 of the label's size.
  const chars = Math.max(tileLabel(tile).length, changeText(tile.change).length * 0.7);
  const size = Math.min(w / (chars * 0.68 + 0.6), h / 2.6, compact ? 16 : 30);
  return size >= 7 ? Math.floor(size) : 0;
}

/** The text cut (with an ellipsis) to what fits in `width` at `size`; nothing when not even a letter fits. */
function fitted(text: string, width: number, size: number): string {
  const room = Math.floor(width / (size * 0.68));
  if (room >= text.length) return text;
  return room >= 2 ? `${text.slice(0, room - 1)}…` : "";
}

function TileShape({ tile, period, compact }: { tile: MapTile; period: MapPeriod; compact: boolean }) {
  const { x, y, w, h } = tile.rect;
  // Edges rounded alike on both sides of a border, so neighbouring tiles still meet.
  const left = tenth(x);
  const top = tenth(y);
  const width = tenth(tenth(x + w) - left);
  const height = tenth(tenth(y + h) - top);
  const size = fontSize(tile, compact);
  const cx = tenth(x + w / 2);
  const cy = tenth(y + h / 2);
  const twoLines = h >= size * 2.6;
  const figures = {
    "data-tile": tile.company?.ticker ?? "",
    "data-name": tile.company ? tile.company.name : foldedText(tile.folded?.count ?? 0),
    "data-change": changeText(tile.change),
    "data-cap": formatBigMoney(tile.company?.marketCap ?? tile.folded?.marketCap ?? 0),
  };
  const shape = (
    <>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill={changeShade(tile.change, period)}
        className="stroke-white"
        strokeWidth={0.6}
      />
      {size > 0 ? (
        <text x={cx} y={cy} fontSize={size} textAnchor="middle" fill="#fff" fontWeight={600}>
          <tspan x={cx} dy={tenth(twoLines ? -size * 0.15 : size * 0.35)}>
            {tileLabel(tile)}
          </tspan>
          {twoLines ? (
            <tspan x={cx} dy={tenth(size * 1.05)} fontSize={tenth(size * 0.7)} fontWeight={400}>
              {changeText(tile.change)}
            </tspan>
          ) : null}
        </text>
      ) : null}
    </>
  );
  const href = tile.company?.url;
  return href ? (
    <a href={href} tabIndex={-1} {...figures}>
      {shape}
    </a>
  ) : (
    <g {...figures}>{shape}</g>
  );
}

function Drawing({ layout, period, compact }: { layout: MarketMapLayout; period: MapPeriod; compact: boolean }) {
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="block h-auto w-full select-none"
      aria-hidden="true"
      focusable="false"
    >
      {layout.sectors.map((sector) => {
        const top = tenth(sector.rect.y);
        const strip = sector.industries.length ? tenth(sector.industries[0]!.rect.y) - top : 0;
        return (
          <g key={sector.name} data-sector={sector.name}>
            <rect
              x={tenth(sector.rect.x)}
              y={top}
              width={tenth(tenth(sector.rect.x + sector.rect.w) - tenth(sector.rect.x))}
              height={tenth(tenth(sector.rect.y + sector.rect.h) - top)}
              fill="#1e293b"
            />
            {sector.industries.map((industry) => (
              <g key={industry.name} data-industry={industry.name}>
                {industry.tiles.map((tile, t) => (
                  <TileShape key={t} tile={tile} period={period} compact={compact} />
                ))}
              </g>
            ))}
            {strip > 0 ? (
              <text
                x={tenth(sector.rect.x + 4)}
                y={tenth(top + strip * 0.75)}
                fontSize={tenth(strip * 0.72)}
                fill="#fff"
                fontWeight={600}
              >
                {fitted(sector.name.toUpperCase(), sector.rect.w - 8, strip * 0.72)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The card's figures, read from the drawing under the pointer. */
function hoveredAt(event: PointerEvent<HTMLDivElement>): Hovered | null {
  const tile = (event.target as Element).closest("[data-tile]");
  const sector = tile?.closest("[data-sector]")?.getAttribute("data-sector");
  const industry = tile?.closest("[data-industry]")?.getAttribute("data-industry");
  if (!tile || !sector || !industry) return null;
  const box = event.currentTarget.getBoundingClientRect();
  return {
    ticker: tile.getAttribute("data-tile") ?? "",
    name: tile.getAttribute("data-name") ?? "",
    sector,
    industry,
    change: tile.getAttribute("data-change") ?? "",
    marketCap: tile.getAttribute("data-cap") ?? "",
    x: event.clientX - box.left,
    y: event.clientY - box.top,
  };
}

export function MarketMapSvg({
  layout,
  period,
  compact = false,
}: {
  /** Null when the page's HTML holds the server's drawing: it is kept as it is. */
  layout: MarketMapLayout | null;
  period: MapPeriod;
  /** The home page's small map: smaller labels. */
  compact?: boolean;
}) {
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const href = (event.target as Element).closest("a[href]")?.getAttribute("href");
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <div
      className="relative"
      onPointerMove={(event) => setHovered(hoveredAt(event))}
      onPointerLeave={() => setHovered(null)}
      onClick={onClick}
    >
      {layout ? (
        <div key="drawn">
          <Drawing layout={layout} period={period} compact={compact} />
        </div>
      ) : (
        // React leaves an element with inner HTML of its own as the server wrote it.
        <div key="server" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      )}
      {hovered ? <HoverCard hovered={hovered} /> : null}
    </div>
  );
}

function HoverCard({ hovered }: { hovered: Hovered }) {
  return (
    <div
      data-testid="map-hover-card"
      className="pointer-events-none absolute z-10 w-64 rounded-md border border-slate-200 bg-surface p-3 text-sm shadow-lg"
      style={{ left: Math.max(hovered.x - 128, 0), top: hovered.y + 16 }}
    >
      {hovered.ticker ? (
        <p className="font-semibold">
          {hovered.ticker} <span className="font-normal text-slate-600">{hovered.name}</span>
        </p>
      ) : (
        <p className="font-semibold">{hovered.name}</p>
      )}
      <p className="text-slate-600">
        {hovered.sector} · {hovered.industry}
      </p>
      <dl className="mt-1 grid grid-cols-2 gap-x-2">
        <dt>Change</dt>
        <dd className="text-right font-medium">{hovered.change}</dd>
        <dt>Market cap</dt>
        <dd className="text-right font-medium">{hovered.marketCap}</dd>
      </dl>
    </div>
  );
}
