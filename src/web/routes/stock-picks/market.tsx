import { data, Link } from "react-router";
import type { Route } from "./+types/market";
import { paths } from "../../../domain/paths";
import { localeText } from "../../../domain/number-text";
import { PageSection } from "../../components/ui/page-section";
import { ScrollTable, tdClass, tdNumClass, thClass, thNumClass } from "../../components/ui/scroll-table";
import { metaTags, withMeta } from "../../lib/page-meta";
import { pageContext } from "../../lib/page-context";
import { formatDate, formatMonth, formatPercentChange } from "../../lib/format";
import { ZenInvestorDataNote } from "../../features/zen-investor/data-note";
import { ZenInvestorPageHeader } from "../../features/zen-investor/page-header";
import {
  breadthSentence,
  gradeSentence,
  portfolioSentence,
  sectorSentence,
} from "../../features/zen-investor/market-update-text";

// /stock-picks/market/{id}: the monthly market update (id like 2024-05), written from the month's
// numbers the nightly job measured: breadth, sector moves, Zen Rating migrations and the model
// portfolio's month. It names no company the portfolio holds, so it is public.

export async function loader({ context, params }: Route.LoaderArgs) {
  const update = await pageContext(context).zenInvestorPages.marketUpdate(params.id);
  if (!update) throw data(null, { status: 404, statusText: "Not Found" });
  return withMeta({ update }, ({ update: u }) => ({
    title: `Zen Investor: Market Update · ${formatMonth(`${u.update.id}-01`)} · OpenZen`,
    description: breadthSentence(u.update),
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.meta);
}

export default function MarketUpdatePage({ loaderData }: Route.ComponentProps) {
  const { update: u, sectorNames, previous, next, market } = loaderData.update;
  const sectors = sectorSentence(u, sectorNames);
  return (
    <div className="space-y-6 py-6">
      <ZenInvestorPageHeader title={`Market update: ${formatMonth(`${u.id}-01`)}`}>
        <p className="mt-2 text-slate-700">
          From the close of {formatDate(u.from)} to the close of {formatDate(u.to)}.
        </p>
      </ZenInvestorPageHeader>
      <ZenInvestorDataNote market={market} />
      <PageSection title="Breadth">
        <p className="mt-2 text-slate-800" data-testid="update-breadth">
          {breadthSentence(u)}
        </p>
      </PageSection>
      <PageSection title="Sector moves">
        {sectors ? <p className="mt-2 text-slate-800">{sectors}</p> : null}
        {u.sectors.length > 0 ? (
          <ScrollTable label={`Average return by sector, ${formatMonth(`${u.id}-01`)}`}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Sector
                </th>
                <th scope="col" className={thNumClass}>
                  Companies
                </th>
                <th scope="col" className={thNumClass}>
                  Average return
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {u.sectors.map((s) => (
                <tr key={s.sectorId}>
                  <th scope="row" className={tdClass}>
                    {sectorNames[s.sectorId] ?? `Sector ${s.sectorId}`}
                  </th>
                  <td className={tdNumClass}>{localeText(s.companies)}</td>
                  <td className={tdNumClass}>{formatPercentChange(s.averageReturn)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ) : (
          <p className="mt-2 text-slate-700">No sector had a company trading all month.</p>
        )}
      </PageSection>
      <PageSection title="Zen Rating migrations">
        <p className="mt-2 text-slate-800">{gradeSentence(u)}</p>
      </PageSection>
      <PageSection title="The portfolio's month">
        <p className="mt-2 text-slate-800" data-testid="update-portfolio">
          {portfolioSentence(u)}
        </p>
      </PageSection>
      <nav aria-label="Other months" className="flex justify-between text-sm">
        {previous ? (
          <Link to={paths.stockPicksMarket(previous)} className="text-emerald-800 underline" rel="prev">
            {formatMonth(`${previous}-01`)}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={paths.stockPicksMarket(next)} className="text-emerald-800 underline" rel="next">
            {formatMonth(`${next}-01`)}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
