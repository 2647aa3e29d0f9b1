import type { Kysely } from "kysely";
import type { CompanyPagesReader } from "../../../domain/contracts/company";
import type { Session } from "../../../domain/contracts/session";
import type { PriceFigures } from "../../../domain/research/price-figures";
import type { DB } from "../../../db/schema";
import { readLastBars } from "../../../market/price-store";
import {
  annualReports,
  companySplits,
  earningsSurprises,
  findCompanyByListing,
  findResearch,
  type CompanyRow,
  type ResearchRow,
  latestEstimates,
  nextEarnings,
  recentDividends,
  recentInsiderTrades,
  recentQuarters,
  recentRatings,
} from "../../../db/repositories/company-pages";
import { ratingPagesReader } from "../rating/rating-pages";
import {
  presentDividends,
  presentEarnings,
  presentForecast,
  presentHeader,
  presentOverview,
  presentOwnership,
  presentTopAnalysts,
} from "../../presenters/company-page";
import { findCompanyTopAnalysts } from "../../../db/repositories/analysts";
import { readAnalystCallAccess } from "../../services/analysts/call-access";

// The company pages' data for one request, handed to React Router's loaders through the load
// context. Listings are matched case-insensitively; the loaders redirect to the lower-case path.

/** Rows the subpages list: enough for the tables, bounded so that no page grows without end. */
export const LIST_LIMITS = { ratings: 20, quarters: 12, years: 10, surprises: 8, dividends: 40, insiders: 50 } as const;

const LISTING = /^[a-z0-9.-]{1,10}$/i;

/**
 * The research row and the quote to show: the research's for a listed company; for a delisted
 * one (no research), its last traded price, so the header still says where it ended.
 */
async function researchAndQuote(
  db: Kysely<DB>,
  c: CompanyRow,
): Promise<{ research: ResearchRow | undefined; quote: PriceFigures | null }> {
  const research = await findResearch(db, c.id);
  if (research || !c.delistedOn) return { research, quote: (research?.quote ?? null) as PriceFigures | null };
  const [before, last] = await readLastBars(db, c.id);
  if (!last) return { research, quote: null };
  const change = before ? last.close - before.close : null;
  return {
    research,
    quote: {
      date: last.date,
      price: last.close,
      previousClose: before?.close ?? null,
      change,
      changePercent: change !== null && before!.close > 0 ? change / before!.close : null,
      high52Week: last.high,
      low52Week: last.low,
      volume: last.volume,
      averageVolume: last.volume,
    },
  };
}

/**
 * `lockAnalyst` hides the top analysts' values (Premium, spec 3) and who made the current calls
 * among the recent ratings (decision 042); a session that does not say is treated as locked, so no
 * caller shows them by leaving it out.
 */
/** `marketVersion`: as `ratingPagesReader` takes it (the rating run is kept under one). */
export function companyPagesReader(
  db: Kysely<DB>,
  session: Pick<Session, "lockCompanies"> & Partial<Pick<Session, "lockAnalyst">>,
  marketVersion: string | null = null,
): CompanyPagesReader {
  const company = async (exchange: string, ticker: string) =>
    LISTING.test(exchange) && LISTING.test(ticker) ? findCompanyByListing(db, exchange, ticker) : undefined;

  return {
    async overview(exchange, ticker) {
      const c = await company(exchange, ticker);
      if (!c) return null;
      const [{ research, quote }, rating] = await Promise.all([
        researchAndQuote(db, c),
        ratingPagesReader(db, session, marketVersion).companyRating(c.id),
      ]);
      return presentOverview(c, research, session, rating, quote);
    },
    async forecast(exchange, ticker) {
      const c = await company(exchange, ticker);
      if (!c) return null;
      const [{ research, quote }, estimates, ratings, splits, top, callAccess] = await Promise.all([
        researchAndQuote(db, c),
        latestEstimates(db, c.id),
        recentRatings(db, c.id, LIST_LIMITS.ratings),
        companySplits(db, c.id),
        // Not even read for a session that may not see it.
        session.lockAnalyst === false ? findCompanyTopAnalysts(db, c.id) : undefined,
        readAnalystCallAccess(db, session),
      ]);
      return presentForecast(
        presentHeader(c, quote),
        research,
        estimates,
        ratings,
        splits,
        presentTopAnalysts(session, top),
        callAccess,
      );
    },
    async earnings(exchange, ticker) {
      const c = await company(exchange, ticker);
      if (!c) return null;
      const { research, quote } = await researchAndQuote(db, c);
      const [next, quarters, annual, surprises, splits] = await Promise.all([
        research ? nextEarnings(db, c.id, research.asOf) : undefined,
        recentQuarters(db, c.id, LIST_LIMITS.quarters),
        annualReports(db, c.id, LIST_LIMITS.years + 1),
        earningsSurprises(db, c.id, LIST_LIMITS.surprises),
        companySplits(db, c.id),
      ]);
      const earnings = presentEarnings(presentHeader(c, quote), next ?? null, quarters, annual, surprises, splits);
      // One extra year was read so that the oldest shown year has a growth figure.
      return { ...earnings, annual: earnings.annual.slice(0, LIST_LIMITS.years) };
    },
    async dividends(exchange, ticker) {
      const c = await company(exchange, ticker);
      if (!c) return null;
      const [{ research, quote }, history, splits] = await Promise.all([
        researchAndQuote(db, c),
        recentDividends(db, c.id, LIST_LIMITS.dividends),
        companySplits(db, c.id),
      ]);
      return presentDividends(presentHeader(c, quote), research, history, splits);
    },
    async ownership(exchange, ticker) {
      const c = await company(exchange, ticker);
      if (!c) return null;
      const [{ research, quote }, trades] = await Promise.all([
        researchAndQuote(db, c),
        recentInsiderTrades(db, c.id, LIST_LIMITS.insiders),
      ]);
      return presentOwnership(
        presentHeader(c, quote),
        research,
        trades.map((t) => ({ ...t, value: t.shares * t.price })),
      );
    },
  };
}
