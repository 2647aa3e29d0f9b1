import { useState, type PointerEvent } from "react";
import { Link } from "react-router";
import { changeShade, type MapPeriod, type MapTile, type MarketMapLayout } from "../../../domain/market-map/market-map";
import { formatBigMoney } from "../../lib/format";
import { changeText } from "./change-text";

// The market map drawn on the server as SVG: a tile per company (or per industry's folded small
// companies) in its sector's block, each a link to the company. The drawing is hidden from
// assistive technology and takes no tab stops: the table beside it holds the same companies and
// links. Pointing at a tile shows a card with the company's figures.

interface Hovered {
  tile: MapTile;
  sector: string;
  industry: string;
  x: number;
  y: number;
}

function tileLabel(tile: MapTile): string {
  return tile.company ? tile.company.ticker : `+${tile.folded?.count ?? 0}`;
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

function TileShape({
  tile,
  period,
  path,
  compact,
}: {
  tile: MapTile;
  period: MapPeriod;
  path: string;
  compact: boolean;
}) {
  const { x, y, w, h } = tile.rect;
  const size = fontSize(tile, compact);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const href = tile.company?.url;
  const shape = (
    <>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={changeShade(tile.change, period)}
        className="stroke-white"
        strokeWidth={0.6}
      />
      {size > 0 ? (
        <text x={cx} y={cy} fontSize={size} textAnchor="middle" fill="#fff" fontWeight={600}>
          <tspan x={cx} dy={h >= size * 2.6 ? -size * 0.15 : size * 0.35}>
            {tileLabel(tile)}
          </tspan>
          {h >= size * 2.6 ? (
            <tspan x={cx} dy={size * 1.05} fontSize={size * 0.7} fontWeight={400}>
              {changeText(tile.change)}
            </tspan>
          ) : null}
        </text>
      ) : null}
    </>
  );
  return href ? (
    <Link to={href} tabIndex={-1} data-tile={path}>
      {shape}
    </Link>
  ) : (
    <g data-tile={path}>{shape}</g>
  );
}

export function MarketMapSvg({
  layout,
  period,
  compact = false,
}: {
  layout: MarketMapLayout;
  period: MapPeriod;
  /** The home page's small map: smaller labels. */
  compact?: boolean;
}) {
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const target = (event.target as Element).closest("[data-tile]");
    const path = target?.getAttribute("data-tile")?.split(".").map(Number);
    const box = event.currentTarget.getBoundingClientRect();
    const sector = path ? layout.sectors[path[0]!] : undefined;
    const industry = sector?.industries[path![1]!];
    const tile = industry?.tiles[path![2]!];
    setHovered(
      sector && industry && tile
        ? {
            tile,
            sector: sector.name,
            industry: industry.name,
            x: event.clientX - box.left,
            y: event.clientY - box.top,
          }
        : null,
    );
  };
  return (
    <div className="relative" onPointerMove={onPointerMove} onPointerLeave={() => setHovered(null)}>
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className="block h-auto w-full select-none"
        aria-hidden="true"
        focusable="false"
      >
        {layout.sectors.map((sector, s) => (
          <g key={sector.name}>
            <rect x={sector.rect.x} y={sector.rect.y} width={sector.rect.w} height={sector.rect.h} fill="#1e293b" />
            {sector.industries.map((industry, i) =>
              industry.tiles.map((tile, t) => (
                <TileShape key={`${i}.${t}`} tile={tile} period={period} path={`${s}.${i}.${t}`} compact={compact} />
              )),
            )}
            {sector.industries.length && sector.industries[0]!.rect.y > sector.rect.y ? (
              <text
                x={sector.rect.x + 4}
                y={sector.rect.y + (sector.industries[0]!.rect.y - sector.rect.y) * 0.75}
                fontSize={(sector.industries[0]!.rect.y - sector.rect.y) * 0.72}
                fill="#fff"
                fontWeight={600}
              >
                {fitted(
                  sector.name.toUpperCase(),
                  sector.rect.w - 8,
                  (sector.industries[0]!.rect.y - sector.rect.y) * 0.72,
                )}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      {hovered ? <HoverCard hovered={hovered} /> : null}
    </div>
  );
}

function HoverCard({ hovered }: { hovered: Hovered }) {
  const { tile } = hovered;
  return (
    <div
      data-testid="map-hover-card"
      className="pointer-events-none absolute z-10 w-64 rounded-md border border-slate-200 bg-surface p-3 text-sm shadow-lg"
      style={{ left: Math.max(hovered.x - 128, 0), top: hovered.y + 16 }}
    >
      {tile.company ? (
        <p className="font-semibold">
          {tile.company.ticker} <span className="font-normal text-slate-600">{tile.company.name}</span>
        </p>
      ) : (
        <p className="font-semibold">{tile.folded?.count} smaller companies</p>
      )}
      <p className="text-slate-600">
        {hovered.sector} · {hovered.industry}
      </p>
      <dl className="mt-1 grid grid-cols-2 gap-x-2">
        <dt>Change</dt>
        <dd className="text-right font-medium">{changeText(tile.change)}</dd>
        <dt>Market cap</dt>
        <dd className="text-right font-medium">
          {formatBigMoney(tile.company?.marketCap ?? tile.folded?.marketCap ?? 0)}
        </dd>
      </dl>
    </div>
  );
}
