import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/overview";
import { CompanyHeader } from "../../features/company/company-header";
import { WatchButton } from "../../features/watchlists/watch-button";
import { overviewMeta } from "../../features/company/company-meta";
import { metaTags, withMeta } from "../../lib/page-meta";
import { corporationLd } from "../../lib/structured-data";
import { foundOrNotFound, redirectToLowerCase } from "../../features/company/company-route";
import { DueDiligenceSection } from "../../features/company/due-diligence-section";
import { FairValueCard } from "../../features/company/fair-value-card";
import { KeyStatistics } from "../../features/company/key-statistics";
import { statisticReasons } from "../../features/company/statistic-reasons";
import { checkTitles } from "../../features/company/check-labels";
import { ZenRatingCard } from "../../features/rating/zen-rating-card";
import { RatingExplanationSection } from "../../features/rating/rating-explanation";
import { lockablePage } from "../../features/auth/lockable-page";
import { PriceChart } from "../../features/company/price-chart";
import { pageContext } from "../../lib/page-context";
import { LatestNews } from "../../features/news/news-list";
import { paths } from "../../../domain/paths";
import { CompanyNote } from "../../features/notes/company-note";
import { isNoteIntent } from "../../features/notes/note-intent";
import { AddToPortfolio } from "../../features/portfolios/add-to-portfolio";
import { isAddToPortfolioIntent } from "../../features/portfolios/add-to-portfolio-intent";

// /stocks/us/{exchange}/{ticker}: price, chart, key statistics, due diligence, fair value.

// Guests meet the registration wall after five company views a month (spec 2.2, 4).
export const handle = lockablePage;

// A member's own changes made on the page (the note, a buy for a portfolio) go through the API; the page's data does
// not depend on them, so they do not reload it.
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  // The members' controls load their actions when used, not with the page every visitor gets.
  if (isNoteIntent(form)) return (await import("../../features/notes/note-action")).noteAction(form);
  if (isAddToPortfolioIntent(form))
    return (await import("../../features/portfolios/add-to-portfolio-action")).addToPortfolioAction(form);
  throw new Response("Bad Request", { status: 400 });
}

export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isNoteIntent(formData) || isAddToPortfolioIntent(formData) ? false : defaultShouldRevalidate;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  redirectToLowerCase(request);
  const page = foundOrNotFound(await pageContext(context).companyPages.overview(params.exchange, params.ticker));
  const news = await pageContext(context).newsPages.forCompany(page.header.id);
  // Words from catalogues the browser does not load (the checks registry, the screener's
  // missing-value reasons), looked up here for what the page shows (decision 041).
  return {
    ...withMeta(page, overviewMeta),
    news,
    checkTitles: checkTitles(page.dueDiligence),
    statisticReasons: statisticReasons(page.statistics, pageContext(context).market.source),
    // Written here so the browser's code for the page does not grow by the structured data's writer.
    corporation: corporationLd(page.header),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [...metaTags(loaderData.meta), loaderData.corporation] : [];
}

export default function CompanyOverviewPage({ loaderData }: Route.ComponentProps) {
  const { header, statistics, statisticReasons, dueDiligence, checkTitles, fairValue, rating, news } = loaderData;
  return (
    <div className="space-y-6">
      <CompanyHeader
        header={header}
        current="overview"
        action={
          <>
            <WatchButton company={header} />
            <AddToPortfolio company={header} />
          </>
        }
      />
      {header.marketData === false ? (
        // Only the name and listing are held: the header says so, and empty tables would not help.
        header.description ? (
          <p className="text-slate-700">{header.description}</p>
        ) : null
      ) : (
        <>
          <PriceChart key={header.id} companyId={header.id} companyName={header.name} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <KeyStatistics statistics={statistics} reasons={statisticReasons} />
            </div>
            <ZenRatingCard rating={rating} companyName={header.name} />
          </div>
          <RatingExplanationSection rating={rating} companyName={header.name} />
          {header.description ? (
            <section aria-label={`About ${header.name}`} className="text-slate-700">
              <p>{header.description}</p>
            </section>
          ) : null}
          <FairValueCard fairValue={fairValue} companyName={header.name} delisted={header.delisted !== null} />
          <DueDiligenceSection
            dueDiligence={dueDiligence}
            checkTitles={checkTitles}
            companyName={header.name}
            delisted={header.delisted !== null}
          />
        </>
      )}
      <CompanyNote company={header} />
      <LatestNews
        stories={news}
        title={`${header.name} in the news`}
        moreHref={`${paths.news()}?company=${encodeURIComponent(header.ticker)}`}
        moreText={`All ${header.ticker} news`}
      />
    </div>
  );
}
