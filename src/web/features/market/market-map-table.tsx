import { Link } from "react-router";
import type { MarketMapLayout } from "../../../domain/market-map/market-map";
import { ChartTable } from "../../components/ui/chart-table";
import { formatBigMoney } from "../../lib/format";
import { changeText } from "./change-text";
import { foldedText } from "./market-map-svg";

// The market map as a table, for screen readers and keyboards: every tile of the drawing in the
// same order (sector, industry, size), with the same links.

export function MarketMapTable({
  layout,
  title,
  periodName,
}: {
  layout: MarketMapLayout;
  title: string;
  periodName: string;
}) {
  return (
    <ChartTable title={title} disclosure="Show the map as a table">
      <thead className="bg-slate-50 text-left">
        <tr>
          <th scope="col" className="px-3 py-2">
            Company
          </th>
          <th scope="col" className="px-3 py-2">
            Sector
          </th>
          <th scope="col" className="px-3 py-2">
            Industry
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Market cap
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Change ({periodName})
          </th>
        </tr>
      </thead>
      <tbody>
        {layout.sectors.flatMap((sector) =>
          sector.industries.flatMap((industry) =>
            industry.tiles.map((tile, t) => (
              <tr key={`${sector.name}/${industry.name}/${t}`} className="border-t border-slate-200">
                <td className="px-3 py-1">
                  {tile.company ? (
                    <Link to={tile.company.url} className="text-emerald-800 underline">
                      {tile.company.ticker} · {tile.company.name}
                    </Link>
                  ) : (
                    foldedText(tile.folded?.count ?? 0)
                  )}
                </td>
                <td className="px-3 py-1">{sector.name}</td>
                <td className="px-3 py-1">{industry.name}</td>
                <td className="px-3 py-1 text-right tabular-nums">
                  {formatBigMoney(tile.company?.marketCap ?? tile.folded?.marketCap ?? 0)}
                </td>
                <td className="px-3 py-1 text-right tabular-nums">{changeText(tile.change)}</td>
              </tr>
            )),
          ),
        )}
      </tbody>
    </ChartTable>
  );
}
